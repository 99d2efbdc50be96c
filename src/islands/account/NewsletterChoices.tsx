import { useState, type SubmitEvent } from 'react';
import type { NewsletterChoice, NewsletterList } from '~/lib/ui/account/types';
import { newsletterApi } from '~/lib/api/account';
import { browserApi } from '~/scripts/browser-api';
import { t as translator, type Lang } from '~/lib/i18n';
import { showToast } from '~/stores/ui';
import { CUSTOMER_FORM as F } from '~/islands/form/field-style';
import { CHOICES } from '~/lib/ui/account/styles';

interface Props {
  lang: Lang;
  lists: NewsletterList[];
  choices: NewsletterChoice[];
  /** ENABLE_NEWSLETTER: when off, a list can be left but not joined. */
  open: boolean;
}

/** The customer's choice per newsletter list (PUT /user/newsletter/subscription). */
export default function NewsletterChoices({ lang, lists, choices: initial, open }: Props) {
  const t = translator(lang);
  const api = browserApi(lang);
  const [choices, setChoices] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const receives = (listId: number) => choices.some((c) => c.listId === listId && c.subscribed);

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const wanted = lists.map((list) => ({ listId: list.id, subscribed: form.get(`list-${list.id}`) === 'on' }));
    setBusy(true);
    setError(undefined);
    try {
      setChoices(await newsletterApi(api).choose(wanted));
      showToast({ kind: 'success', message: t('account:newsletter.saved') });
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={onSubmit} data-testid="newsletter-choices" >
      {!open && <p className={F.hint}>{t('account:newsletter.closed')}</p>}
      <ul className={CHOICES.list}>
        {lists.map((list) => (
          <li key={list.id} className={F.check}>
            <input className={F.checkBox} id={`newsletter-${list.id}`} name={`list-${list.id}`} type="checkbox" defaultChecked={receives(list.id)}
              disabled={!open && !receives(list.id)} aria-describedby={list.description ? `newsletter-${list.id}-text` : undefined} />
            <label htmlFor={`newsletter-${list.id}`}>
              <span className={CHOICES.name}>{list.name}</span>
              {list.description && <span id={`newsletter-${list.id}-text`} className={`${F.hint} block`}>{list.description}</span>}
            </label>
          </li>
        ))}
      </ul>
      {error && <p className={F.formError} role="alert">{error}</p>}
      <button className="button button-outline" type="submit" disabled={busy}>
        {busy ? t('account:working') : t('account:newsletter.submit')}
      </button>
    </form>
  );
}
