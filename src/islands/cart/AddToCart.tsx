import { useState, type SubmitEvent } from 'react';
import type { Lang } from '~/lib/locale';
import { parseQuantity, type QuantityRule } from '~/lib/rules/quantity';
import { add } from '~/stores/cart';
import { showToast } from '~/stores/ui';
import { fill } from '../fill';
import { ADD_TO_CART_BUTTON, ADD_TO_CART_NOTE, ADD_TO_CART_ROW } from './looks';
import { QuantityField, quantityMessage } from './QuantityField';
import type { CartText } from './strings';
import { useStoredCart } from './use-cart';

interface Props {
  declinationId: number;
  /** Where the plain form posts before the island wakes (addToCartFormAction), and the page's language it answers in. */
  action: string;
  lang: Lang;
  rule: QuantityRule;
  cartPath: string;
  text: Pick<CartText, 'quantity' | 'addToCart' | 'done'>;
}

/**
 * The add-to-cart control of a wine or product page, for the declination the page shows. Its
 * server HTML is a plain form that adds to the cart by itself (no click is lost before the island
 * wakes, nor without JavaScript); once awake, the island keeps the visitor on the page: the
 * quantity with the rules answering at once, then the server's word. The header's count follows
 * through the cart store, here and in the visitor's other tabs.
 */
export default function AddToCart({ declinationId, action, lang, rule, cartPath, text }: Props) {
  const { cart } = useStoredCart();
  const [quantity, setQuantity] = useState(String(Math.max(1, rule.sellByMultipleOf)));
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const inCart = cart?.products.filter((line) => line.declinationId === declinationId).reduce((sum, line) => sum + line.quantity, 0) ?? 0;
  const id = `add-to-cart-${declinationId}`;

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = String(parseQuantity(quantity, rule));
    setQuantity(value);
    if (quantityMessage(value, rule, text.quantity)) return;
    setBusy(true);
    setRefusal(null);
    try {
      const updated = await add(declinationId, Number(value));
      const line = updated.products.find((product) => product.declinationId === declinationId);
      showToast({ kind: 'success', message: fill(text.done.added, { label: line?.label ?? '' }) });
    } catch (error) {
      setRefusal((error as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={ADD_TO_CART_ROW} method="post" action={action} onSubmit={onSubmit} data-testid="add-to-cart">
      <input type="hidden" name="lang" value={lang} />
      <QuantityField
        id={id}
        label={text.quantity.label}
        value={quantity}
        // The field's message sits under the whole row, not squeezed beside the button.
        className="flex-none has-[[role=alert]]:basis-full"
        rule={rule}
        text={text.quantity}
        error={refusal}
        disabled={busy}
        onChange={(raw) => {
          setQuantity(raw);
          setRefusal(null);
        }}
      />
      <button type="submit" className={ADD_TO_CART_BUTTON} disabled={busy}>
        <svg className="size-5 fill-none stroke-current stroke-[1.8] [stroke-linejoin:round]" viewBox="0 0 24 24" aria-hidden="true"><path d="M6 7h12l-1 13H7L6 7Zm3 0a3 3 0 0 1 6 0" /></svg>
        {busy ? text.addToCart.adding : text.addToCart.submit}
      </button>
      {inCart > 0 && (
        <p className={`add-to-cart-status ${ADD_TO_CART_NOTE}`}>
          {fill(text.addToCart.inCart, { count: inCart })}
          <a className="ml-[0.6rem] font-semibold text-primary-ink underline underline-offset-3" href={cartPath}>{text.addToCart.viewCart}</a>
        </p>
      )}
    </form>
  );
}
