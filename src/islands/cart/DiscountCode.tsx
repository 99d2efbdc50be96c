import { useState, type FormEvent } from 'react';
import type { CartDiscount } from '~/lib/cart';
import { applyCode } from '~/stores/cart';
import { showToast } from '~/stores/ui';
import { fill } from '../fill';
import type { CartText } from './strings';

export type CodeText = Pick<CartText, 'code' | 'discount'>;

/**
 * The discount code of the cart: typed and applied, or shown with a way to remove it. The server
 * decides (validity dates, minimum, once per customer…) and its refusal is shown under the field.
 */
export function DiscountCode({ discount, text }: { discount: CartDiscount | null; text: CodeText }) {
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  async function send(code: string | null) {
    setBusy(true);
    setRefusal(null);
    try {
      const cart = await applyCode(code);
      const applied = cart?.discount;
      const message = code === null ? text.discount.removed : applied?.detailType === 'SHIPPING_FEES' ? text.discount.appliedToShipping : text.discount.applied;
      if (cart) showToast({ kind: 'success', message: fill(message, { code: applied?.code ?? '' }) });
    } catch (error) {
      setRefusal((error as Error).message);
    } finally {
      setBusy(false);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '').trim();
    if (code) void send(code);
  }

  if (discount) {
    return (
      <div className="cart-code cart-code-applied" data-testid="discount-code">
        <p>
          <strong>{fill(text.code.current, { code: discount.code })}</strong>
          {discount.problem && <span className="cart-code-problem" role="alert">{discount.problem}</span>}
        </p>
        <button type="button" className="cart-link-button" onClick={() => send(null)} disabled={busy}>{text.code.remove}</button>
      </div>
    );
  }

  return (
    <form className="cart-code" onSubmit={onSubmit} data-testid="discount-code">
      <label htmlFor="cart-code">{text.code.title}</label>
      <div className="cart-code-row">
        <input id="cart-code" name="code" type="text" autoComplete="off" autoCapitalize="characters" spellCheck={false} maxLength={64}
          placeholder={text.code.label} aria-invalid={refusal ? true : undefined} aria-describedby={refusal ? 'cart-code-problem' : undefined}
          onChange={() => setRefusal(null)} />
        <button type="submit" className="button button-outline" disabled={busy}>{busy ? text.code.applying : text.code.apply}</button>
      </div>
      {refusal && <p id="cart-code-problem" className="cart-code-problem" role="alert">{refusal}</p>}
    </form>
  );
}
