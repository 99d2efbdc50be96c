import { useState } from 'react';
import type { CartDiscount } from '~/lib/cart';
import { applyCode } from '~/stores/cart';
import { showToast } from '~/stores/ui';
import { fill } from '../fill';
import { CodeField } from './CodeField';
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

  return (
    <CodeField id="cart-code" title={text.code.title} applied={discount} busy={busy} refusal={refusal} testId="discount-code"
      text={{ label: text.code.label, apply: text.code.apply, applying: text.code.applying, current: text.code.current, remove: text.code.remove }}
      onApply={(code) => void send(code)} onRemove={() => void send(null)} onType={() => setRefusal(null)} />
  );
}
