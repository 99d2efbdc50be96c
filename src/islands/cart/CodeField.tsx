import type { FormEvent } from 'react';
import { fill } from '../fill';

export interface CodeFieldText {
  /** The field's name, also its placeholder. */
  label: string;
  apply: string;
  applying: string;
  /** 'Code {{code}}' */
  current: string;
  remove: string;
}

interface Props {
  id: string;
  /** The visible title of the field; absent: the label is for screen readers only. */
  title?: string;
  /** The code in force, with the server's reason when it no longer applies. */
  applied: { code: string; problem?: string | null } | null;
  busy: boolean;
  refusal: string | null;
  text: CodeFieldText;
  onApply: (code: string) => void;
  onRemove: () => void;
  /** Typing again clears the refusal. */
  onType: () => void;
  /** The refusal of an empty field. */
  onEmpty?: () => void;
  testId?: string;
}

/**
 * A discount code: typed and applied, or shown with a way to remove it. The cart page and the
 * payment step apply it differently; the field is the same, and so is the server's refusal under it.
 */
export function CodeField({ id, title, applied, busy, refusal, text, onApply, onRemove, onType, onEmpty, testId }: Props) {
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '').trim();
    if (code) onApply(code);
    else onEmpty?.();
  }

  if (applied) {
    return (
      <div className="cart-code cart-code-applied" data-testid={testId}>
        <p>
          <strong>{fill(text.current, { code: applied.code })}</strong>
          {applied.problem && <span className="cart-code-problem" role="alert">{applied.problem}</span>}
        </p>
        <button type="button" className="cart-link-button" onClick={onRemove} disabled={busy}>{text.remove}</button>
      </div>
    );
  }

  const problemId = `${id}-problem`;
  return (
    <form className="cart-code" onSubmit={onSubmit} noValidate data-testid={testId}>
      <label htmlFor={id} className={title ? undefined : 'sr-only'}>{title ?? text.label}</label>
      <div className="cart-code-row">
        <input id={id} name="code" type="text" autoComplete="off" autoCapitalize="characters" spellCheck={false} maxLength={64}
          placeholder={text.label} aria-invalid={refusal ? true : undefined} aria-describedby={refusal ? problemId : undefined}
          onChange={onType} />
        <button type="submit" className="button button-outline" disabled={busy}>{busy ? text.applying : text.apply}</button>
      </div>
      {refusal && <p id={problemId} className="cart-code-problem" role="alert">{refusal}</p>}
    </form>
  );
}
