import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Lang } from '~/lib/locale';
import type { OrderDetail, OrderPage, OrderStatusLabel, OrderSummary } from '~/lib/order';
import type { Database } from '../../db/connection';
import { order, orderLine, orderStatus, orderStatusHistory } from '../../db/schema';
import { isAdmin, type Caller } from '../../http/context';
import { notFound } from '../../http/errors';
import { inLang } from '../translations';

// Orders as their customer (or an admin) reads them. Another customer's order does not exist for
// the caller: 404, so that nobody learns which ids exist.

export async function statusLabels(db: Database, lang: Lang): Promise<OrderStatusLabel[]> {
  const rows = await db.query.orderStatus.findMany({ orderBy: [asc(orderStatus.position), asc(orderStatus.id)], with: { translations: true } });
  return rows.map((row) => ({ id: row.id, value: row.value, label: inLang(row.translations, lang)?.label ?? row.value }));
}

type OrderRow = typeof order.$inferSelect;

const summaryOf = (row: OrderRow, labels: OrderStatusLabel[]): OrderSummary => ({
  id: row.id,
  number: row.number,
  status: row.status,
  statusLabel: labels.find((l) => l.value === row.status)?.label ?? row.status,
  deliveryType: row.deliveryType,
  total: row.total,
  createdAt: row.createdAt.toISOString(),
});

export async function customerOrders(db: Database, lang: Lang, userId: number, page: number, nbItem: number): Promise<OrderPage> {
  const labels = await statusLabels(db, lang);
  const rows = await db
    .select()
    .from(order)
    .where(eq(order.userId, userId))
    .orderBy(desc(order.createdAt), desc(order.id))
    .limit(nbItem)
    .offset((page - 1) * nbItem);
  const [{ total }] = await db.select({ total: count() }).from(order).where(eq(order.userId, userId));
  return { items: rows.map((row) => summaryOf(row, labels)), total, page, nbItem };
}

/** The order if the caller may read it: its owner or an admin. */
export async function readableOrder(db: Database, caller: Caller | null, orderId: number): Promise<OrderRow> {
  const [row] = await db.select().from(order).where(eq(order.id, orderId));
  if (!row || !caller || (row.userId !== caller.userId && !isAdmin(caller))) throw notFound('order:errors.notFound');
  return row;
}

export async function orderDetail(db: Database, lang: Lang, row: OrderRow): Promise<OrderDetail> {
  const labels = await statusLabels(db, lang);
  const lines = await db.select().from(orderLine).where(eq(orderLine.orderId, row.id)).orderBy(asc(orderLine.id));
  const history = await db.select().from(orderStatusHistory).where(and(eq(orderStatusHistory.orderId, row.id))).orderBy(asc(orderStatusHistory.at), asc(orderStatusHistory.id));
  return {
    ...summaryOf(row, labels),
    lang: row.lang as OrderDetail['lang'],
    lines: lines.map((line) => ({
      id: line.id,
      productId: line.productId,
      declinationId: line.declinationId,
      name: line.name,
      reference: line.reference,
      year: line.year,
      unitPrice: line.unitPrice,
      quantity: line.quantity,
      total: line.total,
    })),
    totals: { products: row.productsTotal, discount: row.discountTotal, shippingFees: row.shippingFees, total: row.total },
    carrierName: row.carrierServiceName,
    accessPoint: row.accessPoint,
    clickAndCollectDate: row.clickAndCollectDate,
    shippingAddress: row.shippingAddress,
    billingAddress: row.billingAddress,
    message: row.message,
    paidAt: row.paidAt?.toISOString() ?? null,
    stockHeldUntil: row.status === 'AWAITING_PAYMENT' ? (row.stockHeldUntil?.toISOString() ?? null) : null,
    history: history.map((h) => ({ status: h.status, label: labels.find((l) => l.value === h.status)?.label ?? h.status, at: h.at.toISOString() })),
  };
}
