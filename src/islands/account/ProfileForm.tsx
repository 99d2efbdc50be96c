import { useEffect, useState, type SubmitEvent } from 'react';
import type { Profile, ProfileSettings } from '~/lib/ui/account/types';
import { authApi, profileApi } from '~/lib/api/account';
import { browserApi } from '~/scripts/browser-api';
import { t as translator, type Lang } from '~/lib/i18n';
import { birthdateProblem } from '~/lib/rules/registration';
import { showToast } from '~/stores/ui';
import { Field } from './Field';
import { CUSTOMER_FORM as F } from '~/islands/form/field-style';

interface Props {
  lang: Lang;
  profile: Profile;
  settings: ProfileSettings;
}

/**
 * /account/profil: names, e-mail, phone and birthdate (PUT /user). A new e-mail address asks for
 * the current password and waits for the link mailed to it; that link comes back here with
 * ?email=<token>, which this form confirms.
 */
export default function ProfileForm({ lang, profile: initial, settings }: Props) {
  const t = translator(lang);
  const api = browserApi(lang);
  const [profile, setProfile] = useState(initial);
  const [email, setEmail] = useState(initial.email);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState<string>();
  // Bumped to show the saved values again (the address stays the old one until confirmed).
  const [version, setVersion] = useState(0);
  const emailChanges = email.trim().toLowerCase() !== profile.email;
  const birthdateRequired = settings.askBirthdate || settings.blockMinors;
  const optional = (label: string) => `${label} (${t('account:optional')})`;

  useEffect(() => {
    const token = new URLSearchParams(location.search).get('email');
    if (!token) return;
    history.replaceState(null, '', location.pathname);
    profileApi(api)
      .confirmEmail(token)
      .then(() => authApi(api).me())
      .then((me) => {
        if (!me) return;
        setProfile(me);
        setEmail(me.email);
        showToast({ kind: 'success', message: t('account:profile.emailChanged') });
      })
      .catch((error: Error) => setErrors({ form: error.message }));
  }, []);

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (name: string) => String(form.get(name) ?? '').trim();
    const age = birthdateProblem(value('birthdate') || null, settings, new Date());
    if (age) {
      setErrors({ birthdate: t(`api:${age.key}`, { ...age.params }) });
      return;
    }
    setErrors({});
    setPending(undefined);
    setBusy(true);
    try {
      const asked = value('email');
      const saved = await profileApi(api).change({
        email: asked,
        firstname: value('firstname'),
        lastname: value('lastname'),
        phone: value('phone') || null,
        birthdate: value('birthdate') || null,
        currentPassword: emailChanges ? String(form.get('currentPassword') ?? '') : null,
      });
      setProfile(saved);
      if (saved.email !== asked.toLowerCase()) {
        setPending(t('account:profile.emailPending', { email: asked.toLowerCase() }));
        setEmail(saved.email);
        setVersion(version + 1);
      } else {
        showToast({ kind: 'success', message: t('account:profile.saved') });
      }
    } catch (error) {
      setErrors({ form: (error as Error).message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={onSubmit} data-testid="profile-form" key={`${profile.email}-${version}`}>
      <div className={F.row}>
        <Field id="profile-firstname" label={t('account:fields.firstname')} autoComplete="given-name" defaultValue={profile.firstname ?? ''} />
        <Field id="profile-lastname" label={t('account:fields.lastname')} autoComplete="family-name" defaultValue={profile.lastname ?? ''} />
      </div>
      <Field id="profile-email" label={t('account:fields.email')} type="email" autoComplete="email" defaultValue={profile.email}
        hint={emailChanges ? t('account:profile.emailHint') : undefined} onChange={(event) => setEmail(event.target.value)} />
      {emailChanges && (
        <Field id="profile-currentPassword" label={t('account:fields.currentPassword')} type="password" autoComplete="current-password" />
      )}
      <Field id="profile-phone" label={optional(t('account:fields.phone'))} type="tel" autoComplete="tel" required={false}
        defaultValue={profile.phone ?? ''} hint={t(settings.onlyMobilePhone ? 'account:profile.mobileHint' : 'account:profile.phoneHint')} />
      <Field id="profile-birthdate" label={birthdateRequired ? t('account:fields.birthdate') : optional(t('account:fields.birthdate'))}
        type="date" autoComplete="bday" defaultValue={profile.birthdate ?? ''} required={birthdateRequired}
        hint={t('account:profile.birthdateHint')} error={errors.birthdate} />
      {errors.form && <p className={F.formError} role="alert">{errors.form}</p>}
      {pending && <p className={F.status} role="status">{pending}</p>}
      <button className="button button-primary" type="submit" disabled={busy}>
        {busy ? t('account:working') : t('account:profile.submit')}
      </button>
    </form>
  );
}
