import type { ReactNode } from 'react';

interface Props {
  /** The id of the control inside: the label points at it, the help and error describe it. */
  id: string;
  label: string;
  help?: string;
  error?: string;
  children: ReactNode;
}

/**
 * A labelled control with its short help and its error. The control itself carries
 * `aria-describedby={describedBy(id, help, error)}` and `aria-invalid` (see `fieldAria`).
 */
export function Field({ id, label, help, error, children }: Props) {
  return (
    <div className="mb-4">
      <label htmlFor={id} className="mb-1 block font-medium text-stone-800">
        {label}
      </label>
      {children}
      <FieldNotes id={id} help={help} error={error} />
    </div>
  );
}

/** A control's short help and its error, under it, with the ids its `aria-describedby` names. */
export function FieldNotes({ id, help, error }: Pick<Props, 'id' | 'help' | 'error'>) {
  return (
    <>
      {help && (
        <p id={`${id}-help`} className="mt-1 text-sm text-stone-600">
          {help}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </>
  );
}

/** What a control inside a Field says of itself to assistive technology. */
export function fieldAria(id: string, help?: string, error?: string) {
  return { 'aria-describedby': describedBy(id, help, error), 'aria-invalid': error ? true : undefined };
}

/** The ids of a control's help and error, as its `aria-describedby` names them; undefined when it has neither. */
export function describedBy(id: string, help?: string, error?: string): string | undefined {
  return [help ? `${id}-help` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
}
