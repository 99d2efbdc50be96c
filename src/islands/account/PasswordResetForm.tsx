import { useState } from 'react';
import { authApi } from '~/lib/api/account';
import { browserApi } from '~/scripts/browser-api';
import { t as translator, type Lang } from '~/lib/i18n';
import { localizedPath } from '~/lib/locale';
import { Field, RevealButton } from './Field';
import { useNewPasswordSubmit } from './new-password';
import { CUSTOMER_FORM as F } from '~/islands/form/field-style';

/** /password/reset/{token}: the new password (PUT /password/reset), then on to sign in with it. */
export default function PasswordResetForm({ lang, token }: { lang: Lang; token: string }) {
  const t = translator(lang);
  const api = browserApi(lang);
  const [shown, setShown] = useState(false);
  const [done, setDone] = useState(false);
  const { busy, errors, onSubmit } = useNewPasswordSubmit(lang, async (password) => {
    await authApi(api).resetPassword(token, password);
    setDone(true);
  });

  if (done) {
    return (
      <section className={F.card} role="status" aria-labelledby="reset-done">
        <h2 id="reset-done">{t('account:reset.doneTitle')}</h2>
        <p>{t('account:reset.done')}</p>
        <div className={F.actions}>
          <a className="button button-primary" href={localizedPath(lang, '/auth')}>{t('account:reset.signIn')}</a>
        </div>
      </section>
    );
  }
  return (
    <form onSubmit={onSubmit} className={`${F.card} ${F.form}`} data-testid="reset-form">
      <p className={F.formIntro}>{t('account:reset.intro')}</p>
      <Field id="reset-password" label={t('account:fields.newPassword')} type={shown ? 'text' : 'password'} autoComplete="new-password"
        hint={t('account:password.hint')} error={errors.password}>
        <RevealButton shown={shown} onToggle={() => setShown(!shown)} showLabel={t('account:showPassword')} hideLabel={t('account:hidePassword')} />
      </Field>
      {errors.form && (
        <p className={F.formError} role="alert">
          {errors.form} <a className="underline underline-offset-2" href={localizedPath(lang, '/password/reset/ask')}>{t('account:reset.askAgain')}</a>
        </p>
      )}
      <button className="button button-primary" type="submit" disabled={busy}>
        {busy ? t('account:working') : t('account:reset.submit')}
      </button>
    </form>
  );
}
