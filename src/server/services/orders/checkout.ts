import { eq } from 'drizzle-orm';
import type { OrderRequest } from '~/lib/order';
import { localizedPath } from '~/lib/locale';
import type { ShopDeps } from '../../deps';
import { order, payment } from '../../db/schema';
import type { CartOwner } from '../cart/access';
import type { ViewContext } from '../cart/view';
import { markPaid } from './paid';
import { placeOrder } from './place';
import { releaseOrder } from './stock';
import { log } from '../../log';
import { invalid, notFound, signInRequired, unavailable } from '../errors';
import { dropCard, hasExpired, keepCardRequest, ownedCard, type KeptCardRow } from '../cards/kept-cards';

// The customer's "pay" button: the order is placed (one transaction holding its stock, slot and
// code), then its payment is opened at the provider. Both succeed or the customer is back where
// they were: a provider that cannot open a payment ends the order at once, gives back all it held,
// reopens the cart, and the customer reads why and may try again.

/** The order placed and its payment opened (the route answers the contract's PlacedOrder from it). */
export interface OpenedPayment {
  orderId: number;
  /** Where the browser goes next: the provider's payment page, or the result page when nothing is to pay. */
  redirectUrl: string;
}

export async function placeAndOpenPayment(deps: ShopDeps, context: ViewContext, owner: CartOwner, request: OrderRequest): Promise<OpenedPayment> {
  const provider = deps.payments.current;
  const userId = owner.caller?.userId ?? null;
  // A kept card is checked before anything is held: only its owner's, at the provider in use, not expired.
  const card = request.idKeptCard && userId !== null ? await ownedCard(deps.db, userId, request.idKeptCard) : null;
  if (request.idKeptCard && !card) throw signInRequired();
  if (card && card.provider !== provider.name) throw notFound('account:cards.notFound');
  if (card && hasExpired(card, deps.now())) throw invalid('order:errors.cardExpired');
  const keepCard = !card && request.keepCard && userId !== null ? await keepCardRequest(deps.db, userId, provider.name) : null;
  const placed = await placeOrder(context, owner, request, provider.name);
  const { id, number, email, stockHeldUntil } = placed.order;
  const resultPath = localizedPath(context.lang, `/order/cawl/result/${id}`);
  if (!placed.payment) {
    await markPaid(deps, context.siteId, id, { payment: null, note: 'nothing to pay' });
    return { orderId: id, redirectUrl: resultPath };
  }
  const opened = placed.payment;
  const expiresAt = stockHeldUntil ?? deps.now();
  if (card) return payWithKeptCard(deps, context, { id, number, email }, opened, card, resultPath);
  if (keepCard) await deps.db.update(payment).set({ keepCard: true }).where(eq(payment.id, opened.id));
  try {
    const checkout = await provider.createCheckout({ id, number, total: opened.amount, lang: context.lang, email, returnUrl: `${deps.config.publicUrl}${resultPath}`, expiresAt, keepCard });
    // A provider whose page stays open longer than the hold asked (Stripe's 30 minutes at least) gets
    // the hold lengthened to match: the stock is never given back while the page still takes cards.
    const heldUntil = checkout.holdUntil && checkout.holdUntil > expiresAt ? checkout.holdUntil : expiresAt;
    // Payment and order learn the provider's reference together: one statement, no transaction.
    const referenced = deps.db.$with('referenced_order').as(
      deps.db
        .update(order)
        .set({ paymentReference: checkout.reference, ...(heldUntil > expiresAt ? { stockHeldUntil: heldUntil } : {}) })
        .where(eq(order.id, id))
        .returning({ id: order.id }),
    );
    await deps.db
      .with(referenced)
      .update(payment)
      .set({ providerReference: checkout.reference, checkoutUrl: checkout.redirectUrl, returnMac: checkout.returnMac ?? null, expiresAt: heldUntil })
      .where(eq(payment.id, opened.id));
    return { orderId: id, redirectUrl: checkout.redirectUrl };
  } catch (error) {
    log.error({ err: error, provider: provider.name, orderNumber: number }, 'payment: the provider could not open the payment of an order');
    const now = deps.now();
    await deps.db.transaction(async (tx) => {
      await releaseOrder(tx, id, 'CANCELLED', now, `payment provider ${provider.name} unavailable`);
      await tx.update(payment).set({ status: 'CANCELLED', rawStatus: 'NOT_OPENED', updatedAt: now }).where(eq(payment.id, opened.id));
    });
    throw unavailable('order:errors.paymentUnavailable');
  }
}

/**
 * "Pay with Visa •••• 4242": the kept card charged at once, the customer present (a customer-initiated
 * payment). Paid, the order is paid; the bank wanting the customer, they go to the provider's page to
 * authenticate and come back to the result page as from a hosted page; declined, the order ends, its
 * stock and cart given back, and the customer reads why. The payment's id makes the idempotency key.
 */
async function payWithKeptCard(
  deps: ShopDeps,
  context: ViewContext,
  placed: { id: number; number: string; email: string },
  opened: { id: number; amount: number; createdAt: Date },
  card: KeptCardRow,
  resultPath: string,
): Promise<OpenedPayment> {
  const provider = deps.payments.current;
  const { id, number, email } = placed;
  const fail = async (rawStatus: string) => {
    const now = deps.now();
    await deps.db.transaction(async (tx) => {
      await releaseOrder(tx, id, rawStatus === 'NOT_OPENED' ? 'CANCELLED' : 'PAYMENT_FAILED', now, `payment ${provider.name} with a kept card: ${rawStatus}`);
      await tx.update(payment).set({ status: rawStatus === 'NOT_OPENED' ? 'CANCELLED' : 'FAILED', rawStatus, updatedAt: now }).where(eq(payment.id, opened.id));
    });
  };
  await deps.db.update(payment).set({ keptCardId: card.id }).where(eq(payment.id, opened.id));
  const charge = {
    chargeKey: `order-${opened.id}-${opened.createdAt.getTime().toString(36)}`,
    card,
    amount: opened.amount,
    label: context.lang === 'fr_FR' ? `Commande ${number}` : `Order ${number}`,
    email,
    lang: context.lang,
    returnUrl: `${deps.config.publicUrl}${resultPath}`,
    customerPresent: true,
  };
  let outcome;
  try {
    // An answer lost on the way (the provider may have taken the money) is asked for once more with
    // the same key: the provider answers the payment it made, or makes it now, never twice.
    outcome = await provider.chargeKeptCard(charge).catch((error: unknown) => {
      log.warn({ err: error, provider: provider.name, orderNumber: number }, 'payment: a kept card charge got no answer, asked once more');
      return provider.chargeKeptCard(charge);
    });
  } catch (error) {
    log.error({ err: error, provider: provider.name, orderNumber: number }, 'payment: the provider could not charge a kept card');
    await fail('NOT_OPENED');
    throw unavailable('order:errors.paymentUnavailable');
  }
  if (outcome.status === 'DECLINED') {
    await fail(outcome.reason);
    if (outcome.cardGone) await dropCard(deps.db, card);
    throw invalid('order:errors.cardDeclined', { reason: outcome.reason });
  }
  const referenced = deps.db.$with('referenced_order').as(
    deps.db.update(order).set({ paymentReference: outcome.reference }).where(eq(order.id, id)).returning({ id: order.id }),
  );
  const authenticateUrl = outcome.status === 'AUTHENTICATION_REQUIRED' ? outcome.authenticateUrl : null;
  await deps.db
    .with(referenced)
    .update(payment)
    .set({ providerReference: outcome.reference, checkoutUrl: authenticateUrl, returnMac: outcome.status === 'AUTHENTICATION_REQUIRED' ? (outcome.returnMac ?? null) : null })
    .where(eq(payment.id, opened.id));
  if (authenticateUrl) return { orderId: id, redirectUrl: authenticateUrl };
  await markPaid(deps, context.siteId, id, { payment: { id: opened.id, reference: outcome.reference, providerPaymentId: outcome.reference, rawStatus: 'PAID' }, note: `payment ${provider.name} with a kept card` });
  return { orderId: id, redirectUrl: resultPath };
}
