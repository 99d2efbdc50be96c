import type { SubmitEvent } from 'react';
import { fill } from '../fill';
import { LINK_BUTTON, PROBLEM_TEXT, TEXT_INPUT } from './looks';

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
  /** In the cart's summary a rule sets the field off from the totals above it. */
  ruled?: boolean;
}

/**
 * A discount code: typed and applied, or shown with a way to remove it. The cart page and the
 * payment step apply it differently; the field is the same, and so is the server's refusal under it.
 */
export function CodeField({ id, title, applied, busy, refusal, text, onApply, onRemove, onType, onEmpty, testId, ruled = true }: Props) {
  const frame = `grid gap-[0.4rem] ${ruled ? 'border-t border-line pt-4' : 'pt-[0.35rem]'}`;
  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '').trim();
    if (code) onApply(code);
    else onEmpty?.();
  }

  if (applied) {
    return (
      <div className={`${frame} grid-cols-[minmax(0,1fr)_auto] items-start`} data-testid={testId}>
        <p className="grid gap-[0.2rem]">
          <strong>{fill(text.current, { code: applied.code })}</strong>
          {applied.problem && <span className={PROBLEM_TEXT} role="alert">{applied.problem}</span>}
        </p>
        <button type="button" className={`${LINK_BUTTON} justify-self-start`} onClick={onRemove} disabled={busy}>{text.remove}</button>
      </div>
    );
  }

  const problemId = `${id}-problem`;
  return (
    <form className={`${frame} grid-cols-[minmax(0,1fr)]`} onSubmit={onSubmit} noValidate data-testid={testId}>
      <label htmlFor={id} className={title ? 'text-[0.9rem] font-semibold' : 'sr-only'}>{title ?? text.label}</label>
      <div className="flex gap-2">
        <input id={id} name="code" type="text" autoComplete="off" autoCapitalize="characters" spellCheck={false} maxLength={64}
          className={`${TEXT_INPUT} min-w-0 flex-1 px-[0.8rem] py-[0.55rem] uppercase placeholder:normal-case aria-invalid:border-danger`}
          placeholder={text.label} aria-invalid={refusal ? true : undefined} aria-describedby={refusal ? problemId : undefined}
          onChange={onType} />
        <button type="submit" className="button button-outline px-4" disabled={busy}>{busy ? text.applying : text.apply}</button>
      </div>
      {refusal && <p id={problemId} className={PROBLEM_TEXT} role="alert">{refusal}</p>}
    </form>
  );
}
