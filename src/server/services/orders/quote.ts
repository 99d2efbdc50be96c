import type { OrderDiscountQuote, OrderDiscountRequest } from '~/lib/order';
import { assertOpen, ownedCart, type CartOwner } from '../cart/access';
import { applyDiscountCode, type CodeGuesses } from '../cart/discount-apply';
import type { ViewContext } from '../cart/view';
import { applyGiftCard, cartGiftCard, removeGiftCard } from '../gift-cards/redeem';
import { isOn, rememberedParameters } from '../parameters';
import { chosenOffer } from './carrier-offer';
import { orderableCart } from './orderable-cart';
import { orderTotals } from './totals';
import { invalid } from '../errors';

// POST /order/discount: the payment step's totals. The code goes through the cart's own rules
// (POST /cart/{id}), the carrier is priced as POST /order prices it, and the figures come from the
// same orderTotals, so the quote and the placed order cannot disagree. A gift card is applied to
// the cart the same way, and pays min(its balance, the total), as POST /order takes it.

export interface Quote {
  quote: OrderDiscountQuote;
  /** What happened to the code ('applied', 'removed'), or why the cart's code or card takes nothing off. */
  message: string | null;
}

export async function quoteOrder(context: ViewContext, owner: CartOwner, request: OrderDiscountRequest, guesses: CodeGuesses): Promise<Quote> {
  let message: string | null = null;
  const row = await ownedCart(context.db, owner, request.idCart);
  if (request.discountCode !== undefined || request.giftCardCode !== undefined) assertOpen(row);
  if (request.discountCode !== undefined) {
    message = (await applyDiscountCode(context, row, request.discountCode, guesses)).message;
  }
  let giftCardId = row.giftCardId;
  if (request.giftCardCode) {
    giftCardId = await applyGiftCard(context.db, row.id, request.giftCardCode, context.now);
  } else if (request.giftCardCode !== undefined && giftCardId !== null) {
    await removeGiftCard(context.db, row.id, context.now);
    giftCardId = null;
  }
  const { view } = await orderableCart(context, owner, request.idCart);
  let carrierPrice = 0;
  if (request.idCarrier && view.needsShipping) {
    const parameters = await rememberedParameters(context.remembered, context.db, context.siteId, context.lang);
    if (isOn(parameters.LOCK_DELIVERY)) throw invalid('order:delivery.locked');
    if (!request.postalCode || !request.idCountry) throw invalid('order:quote.destinationRequired');
    const offer = await chosenOffer(context, parameters, view, { postalCode: request.postalCode, country: request.idCountry }, (c) => c.idCarrier === request.idCarrier);
    carrierPrice = offer.price;
  }
  const totals = orderTotals(view, carrierPrice);
  const card = await cartGiftCard(context.db, giftCardId, totals.total, context.now, context.t);
  return {
    quote: {
      // A code that takes nothing off says why: the payment step shows it as not applied, with its removal.
      value: view.discount ? { code: view.discount.code, ...(view.discount.problem ? { problem: view.discount.problem } : {}) } : null,
      subtotal: totals.products,
      discount: totals.discount,
      shippingFees: totals.shippingFees,
      total: totals.total,
      giftCard: card,
      toPay: totals.total - (card?.amount ?? 0),
    },
    message: message ?? view.discount?.problem ?? card?.problem ?? null,
  };
}
