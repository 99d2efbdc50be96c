import { useState, type SubmitEvent } from 'react';
import { authApi } from '~/lib/api/account';
import { browserApi } from '~/scripts/browser-api';
import { t as translator, type Lang } from '~/lib/i18n';
import { localizedPath } from '~/lib/locale';
import { Field } from './Field';
import { CUSTOMER_FORM as F } from '~/islands/form/field-style';

/** /password/reset/ask: the address of the account; the answer never tells whether it has one. */
export default function PasswordResetAsk({ lang }: { lang: Lang }) {
  const t = translator(lang);
  const api = browserApi(lang);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<string>();
  const [error, setError] = useState<string>();

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    setBusy(true);
    setError(undefined);
    try {
      await authApi(api).askPasswordReset(email);
      setSent(t('account:reset.asked', { email }));
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  }

  const signIn = <a className="button button-secondary" href={localizedPath(lang, '/auth')}>{t('account:reset.backToSignIn')}</a>;
  if (sent) {
    return (
      <section className={F.card} role="status" aria-labelledby="reset-sent">
        <h2 id="reset-sent">{t('account:reset.sent')}</h2>
        <p>{sent}</p>
        <div className={F.actions}>{signIn}</div>
      </section>
    );
  }
  return (
    <form onSubmit={onSubmit} className={`${F.card} ${F.form}`} data-testid="reset-ask-form">
      <p className={F.formIntro}>{t('account:reset.askIntro')}</p>
      <Field id="reset-email" label={t('account:fields.email')} type="email" autoComplete="email" />
      {error && <p className={F.formError} role="alert">{error}</p>}
      <div className={F.formActions}>
        <button className="button button-primary" type="submit" disabled={busy}>
          {busy ? t('account:working') : t('account:reset.askSubmit')}
        </button>
        {signIn}
      </div>
    </form>
  );
}
