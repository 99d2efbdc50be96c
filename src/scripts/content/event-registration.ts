// The event registration form ([data-event-registration]): sends it to the API and shows the
// server's answer in place, the confirmation instead of the form, or the problem above the button.
import { ApiRequestError } from '~/lib/api';
import { elementsApi } from '~/lib/api/content';
import { browserApi } from '~/scripts/browser-api';
import { isLang } from '~/lib/locale';

function setUp(form: HTMLFormElement) {
  const lang = isLang(form.dataset.lang) ? form.dataset.lang : 'fr_FR';
  const error = form.querySelector<HTMLElement>('[data-registration-error]')!;
  const done = form.parentElement!.querySelector<HTMLElement>('[data-registration-done]')!;
  const submit = form.querySelector<HTMLButtonElement>('button[type=submit]')!;
  const label = submit.textContent;

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    error.hidden = true;
    // The browser names the first field to fix, in the visitor's language.
    if (!form.reportValidity()) return;
    const data = new FormData(form);
    submit.disabled = true;
    submit.textContent = form.dataset.sending ?? label;
    try {
      const answer = await elementsApi(browserApi(lang)).register(form.dataset.route ?? '', form.dataset.eventId ?? '', {
        name: String(data.get('name') ?? ''),
        email: String(data.get('email') ?? ''),
        phone: String(data.get('phone') ?? '') || null,
        seats: Number(data.get('seats')),
      });
      // The page carries the confirmation in its language, for one place and for several.
      const template = (answer.seats === 1 ? form.dataset.doneOne : form.dataset.doneOther) ?? '';
      done.textContent = template.replace('{{count}}', String(answer.seats));
      done.hidden = false;
      form.hidden = true;
      done.setAttribute('tabindex', '-1');
      done.focus();
    } catch (failure) {
      error.textContent = failure instanceof ApiRequestError ? failure.message : String(failure);
      error.hidden = false;
      submit.disabled = false;
      submit.textContent = label;
    }
  });
}

document.querySelectorAll<HTMLFormElement>('form[data-event-registration]').forEach(setUp);
