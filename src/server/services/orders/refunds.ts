import { and, eq, lt, sql, type SQL } from 'drizzle-orm';
import type { ShopDeps } from '../../deps';
import { order, payment } from '../../db/schema';
import { log } from '../../log';

// Money the shop has decided to give back (a payment whose refundAskedAmount is more than its
// refundedAmount: a late payment marked REFUNDED, or the estate's refunds from its back office)
// goes back through the provider that took it. The decision is written first, in the
// transaction that makes it; the provider is called after the commit, and again by the worker until
// it accepts, so that a refund survives a provider outage or a crash in between.

/**
 * Refunds what is due, for one payment or all of them; answers how many refunds went through. A
 * provider that refuses leaves the refund due, logged, for the next call.
 */
export async function settleRefunds(deps: Pick<ShopDeps, 'db' | 'payments' | 'now'>, paymentId?: number): Promise<number> {
  const due: SQL[] = [lt(payment.refundedAmount, payment.refundAskedAmount)];
  if (paymentId !== undefined) due.push(eq(payment.id, paymentId));
  const rows = await deps.db
    .select({ payment, number: order.number })
    .from(payment)
    .innerJoin(order, eq(order.id, payment.orderId))
    .where(and(...due));
  let done = 0;
  for (const { payment: row, number } of rows) {
    const provider = deps.payments.named(row.provider);
    if (!provider || !row.providerReference) continue;
    try {
      const amount = row.refundAskedAmount - row.refundedAmount;
      const refund = await provider.refund({ reference: row.providerReference, paymentId: row.providerPaymentId, amount, refunded: row.refundedAmount, number });
      const now = deps.now();
      // When the refund was decided is written already (order_refund, or the history of an order that ended refunded); the payment keeps what the provider gave.
      await deps.db
        .update(payment)
        .set({ refundedAmount: sql`${payment.refundedAmount} + ${amount}`, refundReference: refund.reference, updatedAt: now })
        .where(and(eq(payment.id, row.id), eq(payment.refundedAmount, row.refundedAmount)));
      log.info({ paymentId: row.id, orderNumber: number, amount, reference: refund.reference }, 'payment: refund given back by the provider');
      done++;
    } catch (error) {
      log.error({ err: error, paymentId: row.id, orderNumber: number }, 'payment: a refund failed, to be tried again');
    }
  }
  return done;
}
