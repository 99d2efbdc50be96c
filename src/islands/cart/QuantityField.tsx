import type { KeyboardEvent } from 'react';
import { parseQuantity, quantityOptions, quantityProblem, type QuantityRule } from '~/lib/rules/quantity';
import { fill } from '../fill';
import { SMALL_CAPS } from './looks';
import type { CartText } from './strings';

type QuantityText = CartText['quantity'];

/** The message of the quantity rules (docs/rules.md#quantities) for what the field holds, or null when it is fine. */
export function quantityMessage(raw: string, rule: QuantityRule, text: QuantityText): string | null {
  const problem = quantityProblem(parseQuantity(raw, rule), rule);
  if (!problem) return null;
  const key = problem.key.slice('cart:quantity.'.length) as keyof QuantityText;
  return fill(text[key], problem.params);
}

/** The next multiple up or down from what the field holds, never below one multiple. */
function stepped(raw: string, rule: QuantityRule, direction: 1 | -1): number {
  const multiple = Math.max(1, rule.sellByMultipleOf);
  const current = parseQuantity(raw, rule);
  const next = direction === 1 ? Math.floor(current / multiple) * multiple + multiple : Math.ceil(current / multiple) * multiple - multiple;
  return Math.max(multiple, next);
}

interface Props {
  id: string;
  label: string;
  /** Hides the label (the cart's lines name the item in aria-label instead). */
  labelHidden?: boolean;
  value: string;
  rule: QuantityRule;
  text: QuantityText;
  disabled?: boolean;
  /** A refusal from the server, shown when the field itself sees no problem. */
  error?: string | null;
  onChange: (raw: string) => void;
  /** The customer is done with the value: a step button, Enter, or leaving the field. */
  onCommit?: (raw: string) => void;
  /** How the field sits in its row (the add-to-cart form's). */
  className?: string;
}

const STEP_BUTTON = 'inline-grid w-10 cursor-pointer place-items-center text-inherit hover:not-disabled:bg-[color-mix(in_srgb,var(--shop-primary)_8%,transparent)] disabled:cursor-default disabled:opacity-35';
const STEP_ICON = 'size-[1.1rem] fill-none stroke-current stroke-2 [stroke-linecap:round]';

/**
 * A quantity: typed freely or picked from the list of multiples (docs/rules.md#quantities), with − and +
 * moving by the sell-by multiple. The rules answer as the customer types; a value that is not a
 * number becomes the multiple when the field is left.
 */
export function QuantityField({ id, label, labelHidden = false, value, rule, text, disabled, error, onChange, onCommit, className = '' }: Props) {
  const problem = quantityMessage(value, rule, text) ?? error ?? null;
  const messageId = `${id}-problem`;

  const commit = (raw: string) => {
    const normalised = String(parseQuantity(raw, rule));
    if (normalised !== raw) onChange(normalised);
    onCommit?.(normalised);
  };
  const step = (direction: 1 | -1) => {
    const next = String(stepped(value, rule, direction));
    onChange(next);
    onCommit?.(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && onCommit) {
      event.preventDefault();
      commit(event.currentTarget.value);
    }
  };

  return (
    <div className={`grid justify-items-start gap-[0.35rem] ${className}`}>
      <label htmlFor={id} className={labelHidden ? 'sr-only' : SMALL_CAPS}>{label}</label>
      <div
        className="inline-flex h-11 items-stretch rounded-md border border-[color-mix(in_srgb,var(--shop-text)_28%,transparent)] bg-card focus-within:outline-3 focus-within:outline-offset-1 focus-within:outline-accent data-invalid:border-danger"
        data-invalid={problem ? '' : undefined}
      >
        <button type="button" className={STEP_BUTTON} aria-label={text.decrease} disabled={disabled || parseQuantity(value, rule) <= Math.max(1, rule.sellByMultipleOf)} onClick={() => step(-1)}>
          <svg className={STEP_ICON} viewBox="0 0 24 24" aria-hidden="true"><path d="M5 12h14" /></svg>
        </button>
        <input
          id={id}
          name="quantity"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          list={`${id}-options`}
          value={value}
          // The list of multiples opens as the customer types; its arrow would crowd the number.
          className="w-15 border-x border-line bg-transparent text-center font-semibold text-inherit tabular-nums focus:outline-none [&::-webkit-calendar-picker-indicator]:hidden!"
          disabled={disabled}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? messageId : undefined}
          onChange={(event) => onChange(event.currentTarget.value)}
          onBlur={(event) => commit(event.currentTarget.value)}
          onKeyDown={onKeyDown}
        />
        <button type="button" className={STEP_BUTTON} aria-label={text.increase} disabled={disabled} onClick={() => step(1)}>
          <svg className={STEP_ICON} viewBox="0 0 24 24" aria-hidden="true"><path d="M12 5v14M5 12h14" /></svg>
        </button>
      </div>
      <datalist id={`${id}-options`}>
        {quantityOptions(rule).map((option) => <option key={option} value={option} />)}
      </datalist>
      {problem && <p id={messageId} className="max-w-[26rem] text-[0.875rem] font-medium text-danger" role="alert">{problem}</p>}
    </div>
  );
}
