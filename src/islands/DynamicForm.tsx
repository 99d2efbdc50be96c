import { useRef, useState, type SubmitEvent } from 'react';
import { formsApi } from '~/lib/api/forms';
import type { FormView } from '~/lib/forms';
import { browserApi } from '~/scripts/browser-api';
import type { Lang } from '~/lib/locale';
import { showToast } from '~/stores/ui';
import { FORM_ERROR } from './form/field-style';
import { FormFieldInput } from './form/FormFieldInput';
import type { FormStrings } from './form-strings';

interface Props {
  lang: Lang;
  form: FormView;
  strings: FormStrings;
  /** 'message': the contact page, sent as a message to the estate (POST /message); 'answer': stored as an answer to the form. */
  channel: 'answer' | 'message';
}

type Values = Record<string, unknown>;

const messageFields = ['name', 'email', 'phone', 'subject', 'message'];

/** The answer as the form holds it: text, choices, ticks, and each file described or kept aside. */
function readAnswer(form: FormView, element: HTMLFormElement): { values: Values; files: { field: string; file: File }[] } {
  const data = new FormData(element);
  const values: Values = {};
  const files: { field: string; file: File }[] = [];
  for (const field of form.fields) {
    if (field.type === 'FILE') {
      const file = data.get(field.name);
      if (file instanceof File && file.size > 0) {
        files.push({ field: field.name, file });
        values[field.name] = { filename: file.name, size: file.size, mime: file.type };
      }
    } else if (field.type === 'CHECKBOX') {
      values[field.name] = field.options.length ? data.getAll(field.name).map(String) : data.get(field.name) !== null;
    } else {
      values[field.name] = String(data.get(field.name) ?? '');
    }
  }
  return { values, files };
}

/**
 * A form the owner built, field by field. The server checks the answer (POST …/answer/validate)
 * and its problems are shown beside their fields; a right answer is then sent, where the server
 * checks it again.
 */
export default function DynamicForm({ lang, form, strings: s, channel }: Props) {
  const api = browserApi(lang);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  const clearError = (name: string) =>
    setErrors((current) => {
      if (!current[name]) return current;
      const rest = { ...current };
      delete rest[name];
      return rest;
    });

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const { values, files } = readAnswer(form, event.currentTarget);
    setBusy(true);
    setFailure(undefined);
    try {
      const check = await formsApi(api).check(form.id, values);
      setErrors(check.errors);
      if (!check.valid) {
        const first = form.fields.find((field) => check.errors[field.name]);
        if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first.name}"]`)?.focus();
        return;
      }
      let message: string | null = null;
      if (channel === 'message') {
        const text = (name: string) => (typeof values[name] === 'string' ? (values[name] as string) : '');
        // The fields the owner added beyond a message's travel with it, for the server to check them too.
        const others = Object.fromEntries(Object.entries(values).filter(([name]) => !messageFields.includes(name)));
        await formsApi(api).sendMessage({ name: text('name'), email: text('email'), phone: text('phone') || null, subject: text('subject') || null, message: text('message'), others });
      } else {
        message = (await formsApi(api).submit(form.id, values, files)).message;
      }
      const thanks = message ?? form.successMessage ?? s.sent;
      setSent(thanks);
      showToast({ kind: 'success', message: thanks });
    } catch (problem) {
      setFailure((problem as Error).message);
    } finally {
      setBusy(false);
    }
  }

  if (sent) {
    return (
      <div className="grid justify-items-start gap-4 rounded-lg border-l-4 border-accent bg-accent/8 p-5" role="status">
        <p>{sent}</p>
        <button type="button" className="button button-outline" onClick={() => { setSent(null); setErrors({}); setRound(round + 1); }}>{s.another}</button>
      </div>
    );
  }

  const hasErrors = Object.keys(errors).length > 0;
  return (
    <form key={round} ref={formRef} className="dynamic-form grid gap-[1.15rem]" onSubmit={onSubmit} noValidate data-testid={`form-${form.id}`}>
      {form.fields.map((field) => (
        <FormFieldInput key={field.id} formId={form.id} field={field} strings={s} error={errors[field.name]}
          onChange={() => clearError(field.name)} />
      ))}
      {hasErrors && <p className={FORM_ERROR} role="alert">{s.fixErrors}</p>}
      {failure && <p className={FORM_ERROR} role="alert">{failure}</p>}
      <button className="button min-w-48 justify-self-start" type="submit" disabled={busy}>
        {busy ? s.submitting : (form.submitLabel ?? s.submit)}
      </button>
    </form>
  );
}
