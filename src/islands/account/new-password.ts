import { useState, type SubmitEvent } from 'react';
import { t as translator, type Lang } from '~/lib/i18n';
import { passwordProblem } from '~/lib/rules/registration';

/**
 * The submit of a form that sets a new password (its input named "password"): the sign-up rule is
 * checked in the browser first, so a weak password is told at once under its field (the API checks
 * it again), then `send` runs; what it throws is shown under the form.
 */
export function useNewPasswordSubmit(lang: Lang, send: (password: string, form: HTMLFormElement) => Promise<void>) {
  const t = translator(lang);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const password = String(new FormData(form).get('password') ?? '');
    const weak = passwordProblem(password);
    if (weak) {
      setErrors({ password: t(`api:${weak.key}`, { ...weak.params }) });
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await send(password, form);
    } catch (error) {
      setErrors({ form: (error as Error).message });
    } finally {
      setBusy(false);
    }
  }

  return { busy, errors, onSubmit };
}
