import type { FormView } from '~/lib/forms';
import type { FormStrings } from '../form-strings';
import { FIELD_CONTROL, FIELD_ERROR, FIELD_HELP, FIELD_LABEL, FIELD_OPTIONAL, FIELD_TEXTAREA, FIELD_TICK } from './field-style';

type Field = FormView['fields'][number];

export const fieldId = (formId: number, name: string) => `form-${formId}-${name}`;

const INPUT_TYPES: Partial<Record<Field['type'], string>> = { TEXT: 'text', EMAIL: 'email', PHONE: 'tel', NUMBER: 'number', DATE: 'date' };
const AUTOCOMPLETE: Record<string, string> = { name: 'name', email: 'email', phone: 'tel', firstname: 'given-name', lastname: 'family-name' };

interface Props {
  formId: number;
  field: Field;
  strings: FormStrings;
  error: string | undefined;
  onChange: () => void;
}

/**
 * One field of a dynamic form with its label, help and error. The error sits right under the
 * field and the field names it in aria-describedby, so it is read with the field.
 */
export function FormFieldInput({ formId, field, strings: s, error, onChange }: Props) {
  const id = fieldId(formId, field.name);
  const describedBy = [field.helpText || field.type === 'FILE' ? `${id}-help` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name: field.name,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': field.required || undefined,
    onChange,
  };
  const label = (
    <>
      {field.label}
      {!field.required && <span className={FIELD_OPTIONAL}> {s.optional}</span>}
    </>
  );
  const help = field.helpText ?? (field.type === 'FILE' ? s.fileHint : null);
  const below = (
    <>
      {help && <p id={`${id}-help`} className={`${FIELD_HELP} in-data-check:basis-full`}>{help}</p>}
      {error && <p id={`${id}-error`} className={`${FIELD_ERROR} in-data-check:basis-full`}>{error}</p>}
    </>
  );

  if (field.type === 'RADIO' || (field.type === 'CHECKBOX' && field.options.length > 0)) {
    return (
      <fieldset className="grid gap-[0.4rem]" aria-describedby={describedBy} aria-invalid={error ? true : undefined}>
        <legend className={FIELD_LABEL}>{label}</legend>
        {field.options.map((option) => (
          <label key={option.key} className={`${FIELD_LABEL} items-center gap-[0.6rem]`}>
            <input className={FIELD_TICK} type={field.type === 'RADIO' ? 'radio' : 'checkbox'} name={field.name} value={option.key} onChange={onChange} />
            {option.label}
          </label>
        ))}
        {below}
      </fieldset>
    );
  }

  if (field.type === 'CHECKBOX') {
    return (
      <div className="flex flex-wrap items-center gap-[0.6rem]" data-check>
        <input className={FIELD_TICK} type="checkbox" value="true" {...common} />
        <label className="block text-[0.9rem]" htmlFor={id}>{label}</label>
        {below}
      </div>
    );
  }

  return (
    <div>
      <label className={FIELD_LABEL} htmlFor={id}>{label}</label>
      {field.type === 'TEXTAREA' ? (
        <textarea className={FIELD_TEXTAREA} rows={6} maxLength={field.rules.maxLength} placeholder={field.placeholder ?? undefined} {...common} />
      ) : field.type === 'SELECT' ? (
        <select className={FIELD_CONTROL} defaultValue="" {...common}>
          <option value="" disabled>{s.choose}</option>
          {field.options.map((option) => <option key={option.key} value={option.key}>{option.label}</option>)}
        </select>
      ) : field.type === 'FILE' ? (
        <input className={FIELD_CONTROL} type="file" accept={(field.rules.acceptedMimes ?? ['application/pdf', 'image/jpeg', 'image/png']).join(',')} {...common} />
      ) : (
        <input className={FIELD_CONTROL} type={INPUT_TYPES[field.type] ?? 'text'} autoComplete={AUTOCOMPLETE[field.name]} placeholder={field.placeholder ?? undefined}
          min={field.rules.min} max={field.rules.max} maxLength={field.rules.maxLength} {...common} />
      )}
      {below}
    </div>
  );
}
