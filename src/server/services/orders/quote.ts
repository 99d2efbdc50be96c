import type { OrderDiscountQuote, OrderDiscountRequest } from '~/lib/order';
import { badRequest } from '../../http/errors';
import { assertOpen, ownedCart, type CartOwner } from '../cart/access';
import { applyDiscountCode } from '../cart/discount-apply';
import type { ViewContext } from '../cart/view';
import { isOn, rememberedParameters } from '../parameters';
import { chosenOffer } from './carrier-offer';
import { orderableCart } from './orderable-cart';
import { orderTotals } from './totals';

// POST /order/discount: the payment step's totals. The code goes through the cart's own rules
// (POST /cart/{id}), the carrier is priced as POST /order prices it, and the figures come from the
// same orderTotals, so the quote and the placed order cannot disagree.

export interface Quote {
  quote: OrderDiscountQuote;
  /** What happened to the code ('applied', 'removed'), or why the cart's code takes nothing off. */
  message: string | null;
}

export async function quoteOrder(context: ViewContext, owner: CartOwner, request: OrderDiscountRequest): Promise<Quote> {
  let message: string | null = null;
  if (request.discountCode !== undefined) {
    const row = await ownedCart(context.db, owner, request.idCart);
    assertOpen(row);
    message = (await applyDiscountCode(context, row, request.discountCode)).message;
  }
  const { view } = await orderableCart(context, owner, request.idCart);
  let carrierPrice = 0;
  if (request.idCarrier && view.needsShipping) {
    const parameters = await rememberedParameters(context.remembered, context.db, context.siteId, context.lang);
    if (isOn(parameters.LOCK_DELIVERY)) throw badRequest('order:delivery.locked');
    if (!request.postalCode || !request.idCountry) throw badRequest('order:quote.destinationRequired');
    const offer = await chosenOffer(context, parameters, view, { postalCode: request.postalCode, country: request.idCountry }, (c) => c.idCarrier === request.idCarrier);
    carrierPrice = offer.price;
  }
  const totals = orderTotals(view, carrierPrice);
  return {
    quote: {
      value: view.discount ? { code: view.discount.code } : null,
      subtotal: totals.products,
      discount: totals.discount,
      shippingFees: totals.shippingFees,
      total: totals.total,
    },
    message: message ?? view.discount?.problem ?? null,
  };
}
