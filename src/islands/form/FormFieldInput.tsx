import type { FormView } from '~/lib/forms';
import type { FormStrings } from '../form-strings';

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
      {!field.required && <span className="form-optional"> {s.optional}</span>}
    </>
  );
  const help = field.helpText ?? (field.type === 'FILE' ? s.fileHint : null);
  const below = (
    <>
      {help && <p id={`${id}-help`} className="form-help">{help}</p>}
      {error && <p id={`${id}-error`} className="form-field-error">{error}</p>}
    </>
  );

  if (field.type === 'RADIO' || (field.type === 'CHECKBOX' && field.options.length > 0)) {
    return (
      <fieldset className="form-field form-choices" aria-describedby={describedBy} aria-invalid={error ? true : undefined}>
        <legend>{label}</legend>
        {field.options.map((option) => (
          <label key={option.key} className="form-choice">
            <input type={field.type === 'RADIO' ? 'radio' : 'checkbox'} name={field.name} value={option.key} onChange={onChange} />
            {option.label}
          </label>
        ))}
        {below}
      </fieldset>
    );
  }

  if (field.type === 'CHECKBOX') {
    return (
      <div className="form-field form-check">
        <input type="checkbox" value="true" {...common} />
        <label htmlFor={id}>{label}</label>
        {below}
      </div>
    );
  }

  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      {field.type === 'TEXTAREA' ? (
        <textarea rows={6} maxLength={field.rules.maxLength} placeholder={field.placeholder ?? undefined} {...common} />
      ) : field.type === 'SELECT' ? (
        <select defaultValue="" {...common}>
          <option value="" disabled>{s.choose}</option>
          {field.options.map((option) => <option key={option.key} value={option.key}>{option.label}</option>)}
        </select>
      ) : field.type === 'FILE' ? (
        <input type="file" accept={(field.rules.acceptedMimes ?? ['application/pdf', 'image/jpeg', 'image/png']).join(',')} {...common} />
      ) : (
        <input type={INPUT_TYPES[field.type] ?? 'text'} autoComplete={AUTOCOMPLETE[field.name]} placeholder={field.placeholder ?? undefined}
          min={field.rules.min} max={field.rules.max} maxLength={field.rules.maxLength} {...common} />
      )}
      {below}
    </div>
  );
}
