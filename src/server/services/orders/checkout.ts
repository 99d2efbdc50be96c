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
import { unavailable } from '../errors';

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
  const placed = await placeOrder(context, owner, request, provider.name);
  const { id, number, email, stockHeldUntil } = placed.order;
  const resultPath = localizedPath(context.lang, `/order/cawl/result/${id}`);
  if (!placed.payment) {
    await markPaid(deps, context.siteId, id, { payment: null, note: 'nothing to pay' });
    return { orderId: id, redirectUrl: resultPath };
  }
  const opened = placed.payment;
  const expiresAt = stockHeldUntil ?? deps.now();
  try {
    const checkout = await provider.createCheckout({ id, number, total: opened.amount, lang: context.lang, email, returnUrl: `${deps.config.publicUrl}${resultPath}`, expiresAt });
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
