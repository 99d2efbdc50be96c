import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { ShopDeps } from '../../deps';
import { cart, declination, order, orderLine, orderStatusHistory, payment } from '../../db/schema';
import { takeCollectionPlace } from '../delivery/click-and-collect';
import { recordStatus } from './history';
import { queueLateRefundMails } from './late-refund-mail';
import { ENDED_UNPAID, settlePaid, type Settlement } from './paid';
import { retakeGiftCardUse } from '../gift-cards/redeem';
import { retakeDiscountUse } from './discount-use';
import { takeStock } from './stock';
import { ShopError } from '../errors';

/** A payment as the database keeps it. */
export type PaymentRow = typeof payment.$inferSelect;

// A payment the provider confirms once its order no longer waits for it: the hold ran out (or an
// earlier attempt failed) and the order was cancelled, its bottles given back. The money is taken,
// so it is never ignored: the order comes back to life if its bottles, its collection slot, its
// code's use and its gift card's share can still be taken (and the estate did not cancel it
// itself); otherwise the payment is refunded and the customer and the estate are told.

/** Thrown inside the revival's savepoint when the order cannot come back; the payment is then refunded. */
class CannotRevive extends Error {}

/** Takes the order's stock, collection place, code use and gift card share again and pays it, in a savepoint of `deps.db`. */
async function revive(deps: ShopDeps, siteId: number, orderId: number, settlement: Settlement) {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const [ended] = await tx
      .select({ cartId: order.cartId, calendarSlotId: order.calendarSlotId, clickAndCollectDate: order.clickAndCollectDate, discountId: order.discountId, userId: order.userId, email: order.email })
      .from(order)
      .where(and(eq(order.id, orderId), inArray(order.status, ENDED_UNPAID)));
    // Paid meanwhile by another payment (a second card on the same order): this one is given back.
    if (!ended) throw new CannotRevive();
    // Cancelled by the estate rather than by the clock or the card: its decision stands.
    const [last] = await tx.select({ byUserId: orderStatusHistory.byUserId }).from(orderStatusHistory).where(eq(orderStatusHistory.orderId, orderId)).orderBy(desc(orderStatusHistory.id)).limit(1);
    if (last && last.byUserId !== null) throw new CannotRevive();
    const lines = await tx
      .select({ declinationId: orderLine.declinationId, quantity: orderLine.quantity, label: orderLine.name })
      .from(orderLine)
      .innerJoin(declination, eq(declination.id, orderLine.declinationId))
      .where(and(eq(orderLine.orderId, orderId), eq(declination.tracksStock, true)));
    try {
      await takeStock(tx, lines.map((line) => ({ declinationId: line.declinationId!, quantity: line.quantity, label: line.label })));
      await takeCollectionPlace(tx, ended);
      if (ended.discountId !== null) await retakeDiscountUse(tx, orderId, ended.discountId, { id: ended.userId, email: ended.email }, now);
      await retakeGiftCardUse(tx, orderId, now);
    } catch (error) {
      if (error instanceof ShopError && error.refusal === 'conflict') throw new CannotRevive();
      throw error;
    }
    if (!(await settlePaid({ ...deps, db: tx }, siteId, orderId, ENDED_UNPAID, settlement))) throw new CannotRevive();
    // Its cart was given back to the customer when the order ended; bought now, it closes again.
    if (ended.cartId !== null) await tx.update(cart).set({ orderedAt: now, updatedAt: now }).where(and(eq(cart.id, ended.cartId), isNull(cart.orderedAt)));
  });
}

/**
 * Settles a payment confirmed PAID whose order markPaid did not pay. Once per payment (the
 * conditional update of its status): revived and paid, or marked to refund (payment REFUNDED,
 * refundedAmount still 0; refunds.ts gives the money back through the provider after the commit).
 * Answers whether a refund is due.
 */
export async function settleLatePayment(deps: ShopDeps, siteId: number, row: PaymentRow, settlement: Settlement): Promise<boolean> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const paid = settlement.payment;
    const [seen] = await tx
      .update(payment)
      .set({ status: 'CAPTURED', rawStatus: paid?.rawStatus ?? null, providerPaymentId: paid?.providerPaymentId ?? row.providerPaymentId, updatedAt: now })
      .where(and(eq(payment.id, row.id), inArray(payment.status, ['PENDING', 'FAILED', 'CANCELLED'])))
      .returning({ id: payment.id });
    // Already captured (the order was paid by this very payment) or already settled.
    if (!seen) return false;
    try {
      await revive({ ...deps, db: tx }, siteId, row.orderId, { ...settlement, note: `${settlement.note}, after the order had ended: revived` });
      return false;
    } catch (error) {
      if (!(error instanceof CannotRevive)) throw error;
    }
    await tx.update(payment).set({ status: 'REFUNDED', refundAskedAmount: sql`${payment.amount}`, updatedAt: now }).where(eq(payment.id, row.id));
    const [ended] = await tx
      .update(order)
      .set({ status: 'REFUNDED', updatedAt: now })
      .where(and(eq(order.id, row.orderId), inArray(order.status, ENDED_UNPAID)))
      .returning({ id: order.id });
    if (ended) await recordStatus(tx, row.orderId, 'REFUNDED', now, `payment ${row.provider} confirmed after the order had ended, its stock gone: refunded`);
    await queueLateRefundMails({ ...deps, db: tx }, siteId, row.orderId, row.amount);
    return true;
  });
}
