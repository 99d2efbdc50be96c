import { and, count, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AdminOrderPage, OrderListQuery } from '~/lib/admin/orders';
import { dayAfter, parisDayStart } from '~/lib/dates';
import type { Lang } from '~/lib/locale';
import type { OrderPage, OrderStatus } from '~/lib/order';
import type { Database } from '../../../db/connection';
import { order, payment } from '../../../db/schema';
import { orderPage, statusLabels } from '../../orders/read';
import { containsLoosely } from '../../list-query';

/** Every customer's orders for the admin panel, newest first, in the given statuses (none: all). */
export const adminOrders = (db: Database, lang: Lang, statuses: OrderStatus[], page: number, nbItem: number): Promise<OrderPage> =>
  orderPage(db, lang, statuses.length ? inArray(order.status, statuses) : undefined, page, nbItem);


const customerName = sql<string>`trim(coalesce(${order.billingAddress}->>'firstname', '') || ' ' || coalesce(${order.billingAddress}->>'lastname', ''))`;

function conditions(query: Omit<OrderListQuery, 'page' | 'nbItem'>): SQL | undefined {
  const where: SQL[] = [];
  // Each word the owner typed is found in the number, the e-mail or the name, in any order, case
  // and accents aside: 'vasseur heloise' finds Héloïse Vasseur.
  for (const word of query.search?.split(/\s+/).filter(Boolean) ?? []) {
    where.push(or(containsLoosely(order.number, word), containsLoosely(order.email, word), containsLoosely(customerName, word))!);
  }
  if (query.status?.length) where.push(inArray(order.status, query.status));
  if (query.deliveryType?.length) where.push(inArray(order.deliveryType, query.deliveryType));
  if (query.from) where.push(gte(order.createdAt, parisDayStart(query.from)));
  if (query.to) where.push(lt(order.createdAt, parisDayStart(dayAfter(query.to))));
  return where.length ? and(...where) : undefined;
}

/** GET /admin/orders: a page of orders matching the owner's search and filters, newest first. */
export async function adminOrderList(db: Database, lang: Lang, query: { page: number; nbItem: number } & Omit<OrderListQuery, 'page' | 'nbItem'>): Promise<AdminOrderPage> {
  const where = conditions(query);
  const labels = await statusLabels(db, lang);
  const refunded = db
    .select({ orderId: payment.orderId, asked: sql<number>`sum(${payment.refundAskedAmount})::int`.as('asked') })
    .from(payment)
    .groupBy(payment.orderId)
    .as('refunded');
  const rows = await db
    .select({ row: order, customerName, refunded: refunded.asked })
    .from(order)
    .leftJoin(refunded, eq(refunded.orderId, order.id))
    .where(where)
    .orderBy(desc(order.createdAt), desc(order.id))
    .limit(query.nbItem)
    .offset((query.page - 1) * query.nbItem);
  const [{ total }] = await db.select({ total: count() }).from(order).where(where);
  return {
    items: rows.map(({ row, customerName: name, refunded: asked }) => ({
      id: row.id,
      number: row.number,
      status: row.status,
      statusLabel: labels.find((l) => l.value === row.status)?.label ?? row.status,
      deliveryType: row.deliveryType,
      total: row.total,
      refunded: asked ?? 0,
      customerName: name,
      email: row.email,
      createdAt: row.createdAt.toISOString(),
    })),
    total,
    page: query.page,
    nbItem: query.nbItem,
    statuses: labels.map(({ value, label }) => ({ value, label })),
  };
}
