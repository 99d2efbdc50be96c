import { useEffect, useState, type SubmitEvent } from 'react';
import type { NewsletterList } from '~/lib/ui/account/types';
import { newsletterApi } from '~/lib/api/account';
import { browserApi } from '~/scripts/browser-api';
import { t as translator, type Lang } from '~/lib/i18n';
import { localizedPath } from '~/lib/locale';
import { Field } from './Field';
import { withLinks } from './with-links';
import { CUSTOMER_FORM as F } from '~/islands/form/field-style';
import { CHOICES } from '~/lib/ui/account/styles';

/**
 * The public newsletter sign-up (POST /newsletter/subscribe): an address and the lists wanted.
 * Nothing is added before the mailed link is followed; that link comes back here with
 * ?confirm=<token>, which this island confirms.
 */
export default function NewsletterSignup({ lang, lists }: { lang: Lang; lists: NewsletterList[] }) {
  const t = translator(lang);
  const api = browserApi(lang);
  const [state, setState] = useState<'form' | 'busy' | 'confirming' | 'sent' | 'confirmed'>('form');
  const [message, setMessage] = useState<string>();
  const [error, setError] = useState<string>();

  useEffect(() => {
    const token = new URLSearchParams(location.search).get('confirm');
    if (!token) return;
    history.replaceState(null, '', location.pathname);
    setState('confirming');
    newsletterApi(api)
      .confirm(token)
      .then(() => setState('confirmed'))
      .catch((failure: Error) => {
        setError(failure.message);
        setState('form');
      });
  }, []);

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get('email') ?? '').trim();
    const chosen = lists.filter((list) => form.get(`list-${list.id}`) === 'on').map((list) => list.id);
    if (chosen.length === 0) {
      setError(t('account:validation.listsRequired'));
      return;
    }
    setError(undefined);
    setState('busy');
    try {
      await newsletterApi(api).subscribe(email, chosen);
      setMessage(t('account:newsletter.checkMailbox', { email }));
      setState('sent');
    } catch (failure) {
      setError((failure as Error).message);
      setState('form');
    }
  }

  if (state === 'confirming') return <p className={F.status} role="status">{t('account:newsletterPage.confirming')}</p>;
  if (state === 'confirmed' || state === 'sent') {
    return (
      <div className={F.card} role="status">
        <h2>{t(state === 'sent' ? 'account:newsletterPage.sent' : 'account:newsletterPage.confirmedTitle')}</h2>
        <p>{state === 'sent' ? message : t('account:newsletter.confirmed')}</p>
        <div className={F.actions}>
          <a className="button button-primary" href={localizedPath(lang, '/')}>{t('account:newsletterPage.home')}</a>
        </div>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} className={`${F.card} ${F.form}`} data-testid="newsletter-signup">
      <fieldset>
        <legend className={CHOICES.legend}>{t('account:newsletterPage.legend')}</legend>
        <ul className={CHOICES.list}>
          {lists.map((list) => (
            <li key={list.id} className={F.check}>
              <input className={F.checkBox} id={`signup-list-${list.id}`} name={`list-${list.id}`} type="checkbox" />
              <label htmlFor={`signup-list-${list.id}`}>
                <span className={CHOICES.name}>{list.name}</span>
                {list.description && <span className={`${F.hint} block`}>{list.description}</span>}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <Field id="signup-email" label={t('account:fields.email')} type="email" autoComplete="email" />
      <p className={F.hint}>{withLinks(t('account:newsletterPage.consent'), [localizedPath(lang, '/privacy-policy')])}</p>
      {error && <p className={F.formError} role="alert">{error}</p>}
      <button className="button button-primary" type="submit" disabled={state === 'busy'}>
        {state === 'busy' ? t('account:working') : t('account:newsletterPage.submit')}
      </button>
      <p className={F.hint}>{withLinks(t('account:newsletterPage.account'), [localizedPath(lang, '/account')], false)}</p>
    </form>
  );
}
