import type { Cart } from '~/lib/cart';
import type { OrderTotals } from '~/lib/order';
import { shippingDiscount } from './orderable-cart';

/**
 * The order's figures from the server's view of the cart and the chosen carrier's price (0 when
 * nothing is shipped or no carrier is chosen yet). POST /order, /order/validate and /order/discount
 * all read them here, so that the quote a customer sees is the total the order is placed at.
 */
export function orderTotals(view: Cart, carrierPrice: number): OrderTotals {
  const discount = view.totals.discount + shippingDiscount(view, carrierPrice);
  return { products: view.totals.products, discount, shippingFees: carrierPrice, total: view.totals.products - discount + carrierPrice };
}
