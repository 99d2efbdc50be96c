import { useState } from 'react';
import { profileApi } from '~/lib/api/account';
import { browserApi } from '~/scripts/browser-api';
import { t as translator, type Lang } from '~/lib/i18n';
import { showToast } from '~/stores/ui';
import { Field, RevealButton } from './Field';
import { useNewPasswordSubmit } from './new-password';
import { CUSTOMER_FORM as F } from '~/islands/form/field-style';

/** The password change of /account/profil (PUT /user/password): the other sessions end, this one stays. */
export default function PasswordForm({ lang }: { lang: Lang }) {
  const t = translator(lang);
  const api = browserApi(lang);
  const [shown, setShown] = useState(false);
  const { busy, errors, onSubmit } = useNewPasswordSubmit(lang, async (password, form) => {
    await profileApi(api).changePassword(String(new FormData(form).get('currentPassword') ?? ''), password);
    form.reset();
    setShown(false);
    showToast({ kind: 'success', message: t('account:password.changed') });
  });

  return (
    <form onSubmit={onSubmit} data-testid="password-form">
      <Field id="password-currentPassword" label={t('account:fields.currentPassword')} type="password" autoComplete="current-password" />
      <Field id="password-password" label={t('account:fields.newPassword')} type={shown ? 'text' : 'password'} autoComplete="new-password"
        hint={t('account:password.hint')} error={errors.password}>
        <RevealButton shown={shown} onToggle={() => setShown(!shown)} showLabel={t('account:showPassword')} hideLabel={t('account:hidePassword')} />
      </Field>
      {errors.form && <p className={F.formError} role="alert">{errors.form}</p>}
      <button className="button button-primary" type="submit" disabled={busy}>
        {busy ? t('account:working') : t('account:password.submit')}
      </button>
    </form>
  );
}
