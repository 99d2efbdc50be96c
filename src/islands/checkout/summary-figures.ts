import type { Cart } from '~/lib/cart';
import type { CheckoutState } from '~/lib/checkout';

/** The delivery line of the summary: nothing to ship, collected at the estate, a known fee, or not chosen yet. */
export type ShippingFigure = { kind: 'none' } | { kind: 'collect' } | { kind: 'fee'; amount: number } | { kind: 'later' };

export interface SummaryFigures {
  products: number;
  /**
   * The cart's code; `amount` null while a code on the shipping fee waits for the carrier's quote.
   * A code the cart holds but that takes nothing off (below its minimum, say) comes with the
   * server's reason instead of an amount.
   */
  discount: { code: string; amount: number | null; problem?: string } | null;
  shipping: ShippingFigure;
  total: number;
  /** False while the delivery's cost is not known: the total is then before delivery. */
  totalIncludesShipping: boolean;
  /** The payment step's gift card, when it pays part of the order: its share and what is left to pay by card. */
  giftCard?: { ending: string; amount: number; toPay: number };
}

/**
 * The totals the checkout aside shows, from the server's figures only: the cart's totals, the fee of
 * the carrier chosen at the delivery step, and the order's quote (POST /order/discount) once the
 * payment step asked for it. A quote made for other items than the cart's is left aside.
 */
export function summaryFigures(cart: Cart, checkout: CheckoutState): SummaryFigures {
  const code = cart.discount && !cart.discount.problem ? cart.discount : null;
  const refused = cart.discount?.problem ? { code: cart.discount.code, amount: null, problem: cart.discount.problem } : null;
  const quote = checkout.discount && checkout.discount.subtotal === cart.totals.products ? checkout.discount : null;
  const products = cart.totals.products;

  if (quote) {
    const shipping: ShippingFigure = !cart.needsShipping ? { kind: 'none' } : checkout.deliveryType === 'clickAndCollect' ? { kind: 'collect' } : { kind: 'fee', amount: quote.shippingFees };
    const discount = refused ?? (quote.value ? { code: quote.value.code, amount: quote.discount } : null);
    const card = quote.giftCard?.amount ? { giftCard: { ending: quote.giftCard.ending, amount: quote.giftCard.amount, toPay: quote.toPay } } : {};
    return { products, discount, shipping, total: quote.total, totalIncludesShipping: true, ...card };
  }

  const onShippingFee = code?.detailType === 'SHIPPING_FEES';
  const discount = code ? { code: code.code, amount: onShippingFee ? null : cart.totals.discount } : refused;
  if (!cart.needsShipping) return { products, discount, shipping: { kind: 'none' }, total: cart.totals.total, totalIncludesShipping: true };
  if (checkout.deliveryType === 'clickAndCollect') return { products, discount, shipping: { kind: 'collect' }, total: cart.totals.total, totalIncludesShipping: true };
  const fee = checkout.deliveryType === 'delivery' && checkout.carrier ? checkout.carrier.price : cart.freeShipping.isFree ? 0 : null;
  if (fee === null) return { products, discount, shipping: { kind: 'later' }, total: cart.totals.total, totalIncludesShipping: false };
  // A code on the shipping fee is taken off by the quote of the payment step: until then the total
  // stays before delivery rather than show a figure the order will not charge.
  if (onShippingFee && fee > 0) return { products, discount, shipping: { kind: 'fee', amount: fee }, total: cart.totals.total, totalIncludesShipping: false };
  return { products, discount, shipping: { kind: 'fee', amount: fee }, total: cart.totals.total + fee, totalIncludesShipping: true };
}
