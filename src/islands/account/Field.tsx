import type { ChangeEvent, ReactNode } from 'react';
import { CUSTOMER_FORM as F } from '~/islands/form/field-style';

/** A labelled input with its hint and its error, as every customer form lays them out. */
export function Field(props: {
  id: string;
  label: string;
  /** Defaults to the part of the id after its form's prefix: 'login-email' → 'email'. */
  name?: string;
  type?: string;
  autoComplete?: string;
  required?: boolean;
  hint?: string;
  error?: string;
  defaultValue?: string;
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  children?: ReactNode;
}) {
  const { id, label, name = id.split('-')[1], type = 'text', autoComplete, required = true, hint, error, defaultValue, onChange, children } = props;
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className={F.label}>{label}</label>
      <div className="relative">
        <input className={`${F.input} ${F.boxed}`} id={id} name={name} type={type} autoComplete={autoComplete} required={required} defaultValue={defaultValue}
          onChange={onChange} aria-invalid={error ? true : undefined} aria-describedby={describedBy} />
        {children}
      </div>
      {hint && <p id={`${id}-hint`} className={F.hint}>{hint}</p>}
      {error && <p id={`${id}-error`} className={F.error} role="alert">{error}</p>}
    </div>
  );
}

/** The eye button inside a password field that shows or hides what was typed. */
export function RevealButton(props: { shown: boolean; onToggle: () => void; showLabel: string; hideLabel: string }) {
  const { shown, onToggle, showLabel, hideLabel } = props;
  return (
    <button type="button" className={F.reveal} onClick={onToggle} aria-label={shown ? hideLabel : showLabel} aria-pressed={shown}>
      <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
        <circle cx="12" cy="12" r="3" />
        {shown && <path d="M3 3l18 18" />}
      </svg>
    </button>
  );
}
