import { useEffect, useState, type SubmitEvent } from 'react';
import type { ApiRequestError } from '~/lib/api';
import { authApi } from '~/lib/api/account';
import type { Profile } from '~/lib/contracts/account';
import { browserApi } from '~/scripts/browser-api';
import type { Lang } from '~/lib/i18n';
import { localizedPath } from '~/lib/locale';
import { sameSitePath } from '~/lib/redirect';
import { birthdateProblem, passwordProblem, type RegistrationSettings } from '~/lib/rules/registration';
import { forgetCustomer, replayAccountPanelTransition } from '~/stores/account';
import { adoptOnLogin } from '~/stores/cart';
import { showToast } from '~/stores/ui';
import { Field, RevealButton } from './account/Field';
import { withLinks } from './account/with-links';
import { message, type AuthText } from './auth-strings';
import { fill } from './fill';
import { CUSTOMER_FORM as F } from '~/islands/form/field-style';

interface Props {
  lang: Lang;
  settings: RegistrationSettings;
  text: AuthText;
  /** Where a visitor goes once signed in when the address names no ?redirect= (the checkout's first step). */
  redirect?: string;
}

/** A new account is confirmed from its e-mail, maybe in another tab: the way back waits here until then. */
const AFTER_CONFIRM = 'auth-after-confirm';

/** The page of this site named by ?redirect= (or by the page), where a signed-in visitor goes back to. */
function backTo(fallback?: string): string | null {
  return sameSitePath(new URLSearchParams(location.search).get('redirect') ?? fallback, location.origin);
}

/** The way back remembered at sign-up, once. */
function takeBackAfterConfirm(): string | null {
  const back = localStorage.getItem(AFTER_CONFIRM);
  localStorage.removeItem(AFTER_CONFIRM);
  return sameSitePath(back, location.origin);
}

/** The /auth page: sign in and sign up side by side, the activation link, and the signed-in state. */
export default function AuthForms({ lang, settings, text, redirect }: Props) {
  const api = browserApi(lang);
  const [profile, setProfile] = useState<Profile | null | undefined>(undefined);
  const [busy, setBusy] = useState<'login' | 'register' | 'confirm' | null>(null);
  const [loginError, setLoginError] = useState<string>();
  const [registerErrors, setRegisterErrors] = useState<Record<string, string>>({});
  const [sent, setSent] = useState<string>();
  const [showPassword, setShowPassword] = useState(false);
  const askBirthdate = settings.askBirthdate || settings.blockMinors;

  useEffect(() => {
    const token = new URLSearchParams(location.search).get('confirm');
    if (!token) {
      authApi(api).me().then((me) => {
        // Sent here by a page for signed-in customers, but signed in already: straight back.
        const back = me && backTo(redirect);
        if (back) location.replace(back);
        else setProfile(me);
      }, () => setProfile(null));
      return;
    }
    setBusy('confirm');
    history.replaceState(null, '', location.pathname);
    authApi(api)
      .confirmRegistration(token)
      .then(async (me) => {
        // Confirming signs in: a cart filled before is kept, as at sign-in.
        await adoptOnLogin();
        showToast({ kind: 'success', message: message(text, 'register.confirmed') });
        const back = takeBackAfterConfirm();
        if (back) location.assign(back);
        else setProfile(me);
      })
      .catch((error: ApiRequestError) => {
        setProfile(null);
        setLoginError(error.message);
      })
      .finally(() => setBusy(null));
  }, []);

  async function onLogin(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy('login');
    setLoginError(undefined);
    try {
      const me = await authApi(api).signIn(String(form.get('email') ?? ''), String(form.get('password') ?? ''));
      // The guest's cart becomes the customer's before anything else shows it.
      await adoptOnLogin();
      showToast({ kind: 'success', message: message(text, 'auth.signedIn') });
      replayAccountPanelTransition();
      const back = backTo(redirect);
      if (back) location.assign(back);
      else setProfile(me);
    } catch (error) {
      setLoginError((error as Error).message);
    } finally {
      setBusy(null);
    }
  }

  async function onRegister(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (name: string) => String(form.get(name) ?? '').trim();
    const problems: Record<string, string> = {};
    const weak = passwordProblem(String(form.get('password') ?? ''));
    if (weak) problems.password = message(text, weak.key, weak.params);
    const age = birthdateProblem(value('birthdate') || null, settings, new Date());
    if (age) problems.birthdate = message(text, age.key, age.params);
    if (!form.get('acceptTerms')) problems.acceptTerms = message(text, 'register.termsRequired');
    setRegisterErrors(problems);
    if (Object.keys(problems).length) return;
    setBusy('register');
    try {
      await authApi(api).register({
        email: value('email'),
        password: String(form.get('password')),
        firstname: value('firstname'),
        lastname: value('lastname'),
        phone: value('phone') || null,
        birthdate: value('birthdate') || null,
        acceptTerms: true,
      });
      const back = backTo(redirect);
      if (back) localStorage.setItem(AFTER_CONFIRM, back);
      setSent(message(text, 'register.checkMailbox', { email: value('email') }));
    } catch (error) {
      setRegisterErrors({ form: (error as Error).message });
    } finally {
      setBusy(null);
    }
  }

  async function onLogout() {
    await authApi(api).signOut().catch(() => undefined);
    forgetCustomer();
    showToast({ kind: 'info', message: message(text, 'auth.signedOut') });
    setProfile(null);
  }

  if (busy === 'confirm' || profile === undefined) {
    return <p className={F.status} role="status">{busy === 'confirm' ? text.auth.confirming : text.auth.working}</p>;
  }

  if (profile) {
    return (
      <section className={F.card} aria-labelledby="signed-in-heading">
        <h2 id="signed-in-heading">{fill(text.auth.signedIn.heading, { name: profile.firstname ?? '' })}</h2>
        <p>{fill(text.auth.signedIn.intro, { email: profile.email })}</p>
        <div className={F.actions}>
          <a className="button button-primary" href={localizedPath(lang, '/account')}>{text.account.title}</a>
          <a className="button button-secondary" href={localizedPath(lang, '/')}>{text.auth.signedIn.home}</a>
          <button type="button" className="button button-secondary" onClick={onLogout}>{text.auth.signedIn.logout}</button>
        </div>
      </section>
    );
  }

  const passwordToggle = (
    <RevealButton shown={showPassword} onToggle={() => setShowPassword(!showPassword)}
      showLabel={text.auth.fields.showPassword} hideLabel={text.auth.fields.hidePassword} />
  );

  return (
    <div className="grid gap-6 md:grid-cols-2 md:items-start">
      <section className={F.card} aria-labelledby="login-heading">
        <h2 id="login-heading">{text.auth.login.heading}</h2>
        <p className={F.intro}>{text.auth.login.intro}</p>
        <form onSubmit={onLogin} noValidate={false} data-testid="login-form">
          <Field id="login-email" label={text.auth.fields.email} type="email" autoComplete="email" />
          <Field id="login-password" label={text.auth.fields.password} type="password" autoComplete="current-password" />
          <p className="-mt-1 text-sm">
            <a className="underline underline-offset-4" href={localizedPath(lang, '/password/reset/ask')}>{text.account.forgotten}</a>
          </p>
          {loginError && <p className={F.formError} role="alert">{loginError}</p>}
          <button className="button button-primary" type="submit" disabled={busy !== null}>
            {busy === 'login' ? text.auth.working : text.auth.login.submit}
          </button>
        </form>
      </section>

      <section className={F.card} aria-labelledby="register-heading">
        <h2 id="register-heading">{sent ? text.auth.register.sent : text.auth.register.heading}</h2>
        {sent ? (
          <p className={F.status} role="status">{sent}</p>
        ) : (
          <>
            <p className={F.intro}>{text.auth.register.intro}</p>
            <form onSubmit={onRegister} data-testid="register-form">
              <div className={F.row}>
                <Field id="register-firstname" label={text.auth.fields.firstname} autoComplete="given-name" />
                <Field id="register-lastname" label={text.auth.fields.lastname} autoComplete="family-name" />
              </div>
              <Field id="register-email" label={text.auth.fields.email} type="email" autoComplete="email" />
              <Field id="register-password" label={text.auth.fields.password} type={showPassword ? 'text' : 'password'}
                autoComplete="new-password" hint={text.auth.register.passwordHint} error={registerErrors.password}>
                {passwordToggle}
              </Field>
              <Field id="register-phone" label={`${text.auth.fields.phone} (${text.auth.register.optional})`} type="tel"
                autoComplete="tel" required={false} />
              {askBirthdate && (
                <Field id="register-birthdate" label={text.auth.fields.birthdate} type="date" autoComplete="bday"
                  hint={text.auth.register.birthdateHint} error={registerErrors.birthdate} />
              )}
              <div className={F.check}>
                <input className={F.checkBox} id="register-acceptTerms" name="acceptTerms" type="checkbox" value="true"
                  aria-invalid={registerErrors.acceptTerms ? true : undefined}
                  aria-describedby={registerErrors.acceptTerms ? 'register-acceptTerms-error' : undefined} />
                <label htmlFor="register-acceptTerms">
                  {withLinks(text.auth.register.acceptTerms, [localizedPath(lang, '/use-terms'), localizedPath(lang, '/privacy-policy')])}
                </label>
              </div>
              {registerErrors.acceptTerms && (
                <p id="register-acceptTerms-error" className={F.error} role="alert">{registerErrors.acceptTerms}</p>
              )}
              {registerErrors.form && <p className={F.formError} role="alert">{registerErrors.form}</p>}
              <button className="button button-primary" type="submit" disabled={busy !== null}>
                {busy === 'register' ? text.auth.working : text.auth.register.submit}
              </button>
            </form>
          </>
        )}
      </section>
    </div>
  );
}
