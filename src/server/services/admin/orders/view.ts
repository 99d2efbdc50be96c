import { asc, eq, inArray } from 'drizzle-orm';
import type { AdminOrderView, AdminRefund, AdminReturn } from '~/lib/admin/orders';
import type { Lang } from '~/lib/locale';
import type { AddressSnapshot } from '../../../db/schema';
import type { Database } from '../../../db/connection';
import { orderLine, orderRefund, orderReturnLine, payment } from '../../../db/schema';
import type { Caller, ShopDeps } from '../../../deps';
import { readableOrder, readableOrderDetail } from '../../orders/read';
import { returnViews } from '../../returns/read';
import { refundableOf, refundablePayments } from './refund';
import { adminOrderStatus } from './status';

// One order as the back office shows it: what the customer sees of it, plus who the customer is,
// every payment with what was asked back and given back, each refund decided, and its returns.

export const nameOf = (address: AddressSnapshot | null | undefined) => [address?.firstname, address?.lastname].filter(Boolean).join(' ');

/**
 * A payment's refunds are given back in the order they were decided: one is settled once the
 * provider's refundedAmount covers it and every one before it.
 */
export function settledRefunds(refunds: (typeof orderRefund.$inferSelect)[], given: Map<number, number>): AdminRefund[] {
  const covered = new Map<number, number>();
  return refunds.map((refund) => {
    const upTo = (covered.get(refund.paymentId) ?? 0) + refund.amount;
    covered.set(refund.paymentId, upTo);
    return {
      id: refund.id,
      paymentId: refund.paymentId,
      returnId: refund.returnId,
      amount: refund.amount,
      note: refund.note,
      settled: upTo <= (given.get(refund.paymentId) ?? 0),
      createdAt: refund.createdAt.toISOString(),
    };
  });
}

/** The order's returns with, for each, the price paid for the lines it sends back. */
export async function adminReturns(db: Database, lang: Lang, orderId: number, onlyIds?: number[]): Promise<AdminReturn[]> {
  const views = await returnViews(db, lang, orderId, onlyIds);
  if (!views.length) return [];
  const prices = await db
    .select({ returnId: orderReturnLine.returnId, quantity: orderReturnLine.quantity, unitPrice: orderLine.unitPrice })
    .from(orderReturnLine)
    .innerJoin(orderLine, eq(orderLine.id, orderReturnLine.orderLineId))
    .where(inArray(orderReturnLine.returnId, views.map((v) => v.id)));
  return views.map((view) => ({
    ...view,
    linesAmount: prices.filter((p) => p.returnId === view.id).reduce((sum, p) => sum + p.quantity * p.unitPrice, 0),
  }));
}

export async function adminOrderView(deps: ShopDeps, lang: Lang, admin: Caller, orderId: number): Promise<AdminOrderView> {
  const row = await readableOrder(deps.db, admin, orderId);
  const [detail, status, payments, refunds, holding, returns] = await Promise.all([
    readableOrderDetail(deps.db, admin, lang, orderId),
    adminOrderStatus(deps, lang, row),
    deps.db.select().from(payment).where(eq(payment.orderId, orderId)).orderBy(asc(payment.id)),
    deps.db.select().from(orderRefund).where(eq(orderRefund.orderId, orderId)).orderBy(asc(orderRefund.id)),
    refundablePayments(deps.db, orderId),
    adminReturns(deps.db, lang, orderId),
  ]);
  return {
    order: detail,
    customer: { userId: row.userId, name: nameOf(row.billingAddress), email: row.email, phone: row.phone ?? row.billingAddress.phone ?? null },
    status,
    payments: payments.map((p) => ({
      id: p.id,
      provider: p.provider,
      status: p.status,
      amount: p.amount,
      refundAsked: p.refundAskedAmount,
      refunded: p.refundedAmount,
      createdAt: p.createdAt.toISOString(),
    })),
    refunds: settledRefunds(refunds, new Map(payments.map((p) => [p.id, p.refundedAmount]))),
    refundable: refundableOf(holding),
    giftCardTotal: row.giftCardTotal,
    discountCode: row.discount?.code ?? null,
    returns,
  };
}
