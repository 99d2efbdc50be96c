import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { RefundRequest } from '~/lib/admin/orders';
import type { Caller, ShopDeps } from '../../../deps';
import type { Database } from '../../../db/connection';
import { order, orderRefund, orderReturn, payment } from '../../../db/schema';
import { issueCreditNote } from '../../orders/credit-note';
import { recordStatus } from '../../orders/history';
import { queueRefundMail } from './refund-mail';
import { invalid, notFound } from '../../errors';

// The estate gives money back, whole or in part. The decision is one transaction holding the
// order's row: two refunds asked at once are taken one after the other, so that the second sees
// what the first took and together they never exceed what was paid. Each payment remembers the
// cents asked back (refundAskedAmount) apart from the cents the provider gave (refundedAmount):
// settleRefunds (orders/refunds.ts) asks the provider for the difference after the commit, and the
// worker asks again while the provider refuses.

/** Payments whose money the shop holds: captured, or captured and (partly) asked back since. */
const HOLDING: ('CAPTURED' | 'REFUNDED')[] = ['CAPTURED', 'REFUNDED'];

/** The order's card payments that hold money, oldest first, with what each can still give back. */
export async function refundablePayments(db: Database, orderId: number) {
  const rows = await db
    .select()
    .from(payment)
    .where(and(eq(payment.orderId, orderId), inArray(payment.status, HOLDING)))
    .orderBy(asc(payment.id));
  return rows.map((row) => ({ row, left: row.amount - row.refundAskedAmount }));
}

/** The cents still refundable through the card provider. */
export const refundableOf = (payments: { left: number }[]) => payments.reduce((sum, p) => sum + p.left, 0);

/**
 * Decides a refund and answers the payments to settle once committed. 400 when the amount is more
 * than what is left, or when the return named is not one of the order's returns received back.
 */
export async function decideRefund(deps: ShopDeps, siteId: number, admin: Caller, orderId: number, request: RefundRequest): Promise<number[]> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(order).where(eq(order.id, orderId)).for('update');
    if (!locked) throw notFound('order:errors.notFound');
    if (request.returnId !== undefined) {
      const [received] = await tx
        .select({ id: orderReturn.id })
        .from(orderReturn)
        .where(and(eq(orderReturn.id, request.returnId), eq(orderReturn.orderId, orderId), eq(orderReturn.status, 'PRODUCT_RECEIVED')));
      if (!received) throw invalid('admin-orders:errors.returnNotReceived');
    }
    const payments = await refundablePayments(tx, orderId);
    const refundable = refundableOf(payments);
    if (refundable === 0) throw invalid('admin-orders:errors.nothingToRefund');
    if (request.amount > refundable) throw invalid('admin-orders:errors.beyondRefundable', { amount: refundable });
    // The oldest payments are given back first; an order rarely has more than one.
    let rest = request.amount;
    const touched: number[] = [];
    for (const { row, left } of payments) {
      if (rest === 0) break;
      const share = Math.min(rest, left);
      if (share === 0) continue;
      // Conditional on the payment's room: a writer that slipped past the order's lock still cannot overdraw it.
      const [asked] = await tx
        .update(payment)
        .set({
          refundAskedAmount: sql`${payment.refundAskedAmount} + ${share}`,
          status: sql`case when ${payment.refundAskedAmount} + ${share} = ${payment.amount} then 'REFUNDED' else ${payment.status} end`,
          updatedAt: now,
        })
        .where(and(eq(payment.id, row.id), sql`${payment.refundAskedAmount} + ${share} <= ${payment.amount}`))
        .returning({ id: payment.id });
      if (!asked) throw invalid('admin-orders:errors.beyondRefundable', { amount: refundable });
      await tx.insert(orderRefund).values({ orderId, paymentId: row.id, returnId: request.returnId ?? null, amount: share, note: request.note || null, byUserId: admin.userId, createdAt: now });
      touched.push(row.id);
      rest -= share;
    }
    // The invoice is corrected in the same decision: a credit note with its own number (orders/credit-note.ts).
    await issueCreditNote(tx, locked, request.amount, { returnId: request.returnId ?? null, note: request.note || null, now });
    const whole = request.amount === refundable && locked.status !== 'REFUNDED';
    if (whole) {
      // Everything paid by card is going back: the order ends refunded.
      await tx.update(order).set({ status: 'REFUNDED', updatedAt: now }).where(eq(order.id, orderId));
      await recordStatus(tx, orderId, 'REFUNDED', now, `refund of ${request.amount} cents decided by the estate`, admin.userId);
    }
    if (request.returnId !== undefined) {
      await tx
        .update(orderReturn)
        .set({ status: 'REFUNDED', refundAmount: request.amount, refundedAt: now, updatedAt: now })
        .where(eq(orderReturn.id, request.returnId));
    }
    await queueRefundMail({ ...deps, db: tx }, siteId, locked, { amount: request.amount, note: request.note || null, whole });
    return touched;
  });
}
