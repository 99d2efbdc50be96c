import { asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Lang } from '~/lib/locale';
import type { OrderDetail, OrderPage, OrderStatusChange, OrderStatusLabel, OrderSummary } from '~/lib/order';
import type { Database } from '../../db/connection';
import { calendarSlot, companyAddress, order, orderStatus, orderStatusHistory } from '../../db/schema';
import { isAdmin, type Caller } from '../../deps';
import { EVERY_PAGE } from '../../page-cache';
import type { RememberingDatabase } from '../../remembered';
import { balanceOf } from '../gift-cards/balance';
import { inLang } from '../translations';
import { notFound } from '../errors';

// Orders as their customer (or an admin) reads them. Another customer's order does not exist for
// the caller: 404, so that nobody learns which ids exist.

const loadStatuses = (db: Database) => db.query.orderStatus.findMany({ orderBy: [asc(orderStatus.position), asc(orderStatus.id)], with: { translations: true } });

const labelsOf = (rows: Awaited<ReturnType<typeof loadStatuses>>, lang: Lang): OrderStatusLabel[] =>
  rows.map((row) => ({ id: row.id, value: row.value, label: inLang(row.translations, lang)?.label ?? row.value }));

export async function statusLabels(db: Database, lang: Lang): Promise<OrderStatusLabel[]> {
  return labelsOf(await loadStatuses(db), lang);
}

/** The statuses' labels, kept in memory: they change with the shop's own updates only, which drop every page (the frame's tag). */
export async function rememberedStatusLabels({ db, remembered }: RememberingDatabase, lang: Lang): Promise<OrderStatusLabel[]> {
  return labelsOf(await remembered.recall('order-statuses', [EVERY_PAGE], () => loadStatuses(db)), lang);
}

export type OrderRow = typeof order.$inferSelect;

/** An invoice exists once the order is paid, whatever happened to it afterwards. */
export const hasInvoice = (row: OrderRow): row is OrderRow & { invoiceNumber: string; paidAt: Date } => row.invoiceNumber !== null && row.paidAt !== null;

/** '09:00:00' → '09:00'. */
const hoursAndMinutes = (time: string) => time.slice(0, 5);

/** The pick-up slot ('HH:MM-HH:MM') and the address of a click-and-collect order. */
export async function clickAndCollectOf(db: Database, row: OrderRow): Promise<Pick<OrderDetail, 'clickAndCollectSlot' | 'clickAndCollectAddress'>> {
  const [slot] = row.calendarSlotId === null ? [] : await db.select().from(calendarSlot).where(eq(calendarSlot.id, row.calendarSlotId));
  const [place] = row.clickAndCollectAddressId === null ? [] : await db.select().from(companyAddress).where(eq(companyAddress.id, row.clickAndCollectAddressId));
  return collectionOf(slot ?? null, place ?? null);
}

function collectionOf(
  slot: typeof calendarSlot.$inferSelect | null,
  place: typeof companyAddress.$inferSelect | null,
): Pick<OrderDetail, 'clickAndCollectSlot' | 'clickAndCollectAddress'> {
  return {
    clickAndCollectSlot: slot ? `${hoursAndMinutes(slot.startTime)}-${hoursAndMinutes(slot.endTime)}` : null,
    clickAndCollectAddress: place ? { name: place.name, address: [place.address, place.addressPart2].filter(Boolean).join(', '), postalCode: place.postalCode, city: place.city } : null,
  };
}

const summaryOf = (row: OrderRow, labels: OrderStatusLabel[]): OrderSummary => ({
  id: row.id,
  number: row.number,
  status: row.status,
  statusLabel: labels.find((l) => l.value === row.status)?.label ?? row.status,
  deliveryType: row.deliveryType,
  total: row.total,
  createdAt: row.createdAt.toISOString(),
});

/** A page of orders, newest first: a customer's own (GET /order) or, for the admin panel, any filter. */
export async function orderPage(db: Database, lang: Lang, where: SQL | undefined, page: number, nbItem: number): Promise<OrderPage> {
  const labels = await statusLabels(db, lang);
  const rows = await db
    .select()
    .from(order)
    .where(where)
    .orderBy(desc(order.createdAt), desc(order.id))
    .limit(nbItem)
    .offset((page - 1) * nbItem);
  const [{ total }] = await db.select({ total: count() }).from(order).where(where);
  return { items: rows.map((row) => summaryOf(row, labels)), total, page, nbItem };
}

export const customerOrders = (db: Database, lang: Lang, userId: number, page: number, nbItem: number) => orderPage(db, lang, eq(order.userId, userId), page, nbItem);

/** Every change of the order's status, oldest first, with its label. */
export async function statusHistory(db: Database, orderId: number, labels: OrderStatusLabel[]): Promise<OrderStatusChange[]> {
  const rows = await db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, orderId)).orderBy(asc(orderStatusHistory.at), asc(orderStatusHistory.id));
  return historyOf(rows, labels);
}

const historyOf = (rows: (typeof orderStatusHistory.$inferSelect)[], labels: OrderStatusLabel[]): OrderStatusChange[] =>
  rows.map((h) => ({ status: h.status, label: labels.find((l) => l.value === h.status)?.label ?? h.status, at: h.at.toISOString() }));

/** The order if the caller may read it: its owner or an admin. */
export async function readableOrder(db: Database, caller: Caller | null, orderId: number): Promise<OrderRow> {
  const [row] = await db.select().from(order).where(eq(order.id, orderId));
  if (!row || !caller || (row.userId !== caller.userId && !isAdmin(caller))) throw notFound('order:errors.notFound');
  return row;
}

/**
 * GET /order/{id}: the order, if the caller may read it (its owner or an admin; 404 otherwise),
 * with its lines, history, pick-up place and gift cards, read in one statement.
 */
export async function readableOrderDetail(db: Database, caller: Caller | null, lang: Lang, orderId: number): Promise<OrderDetail> {
  const found = await db.query.order.findFirst({
    where: eq(order.id, orderId),
    with: {
      lines: { orderBy: (line, { asc }) => asc(line.id) },
      // The statuses come with their labels, so that the detail needs no other read.
      orderStatus: { with: { translations: true } },
      statusHistory: { orderBy: (h, { asc }) => [asc(h.at), asc(h.id)], with: { orderStatus: { with: { translations: true } } } },
      calendarSlot: true,
      clickAndCollectAddress: true,
      giftCards: { orderBy: (card, { asc }) => asc(card.id) },
      giftCardUses: { where: (use, { isNull }) => isNull(use.releasedAt), with: { giftCard: { columns: { codeEnd: true, balance: true } } } },
      creditNotes: { columns: { id: true, number: true, amount: true, issuedAt: true }, orderBy: (note, { asc }) => asc(note.id) },
      // The parcels' steps as the carrier told them (services/shipping/tracking.ts), not a return's.
      shipments: { where: (s, { isNull }) => isNull(s.returnId), columns: { id: true }, with: { events: { orderBy: (e, { asc }) => [asc(e.at), asc(e.id)] } } },
    },
  });
  if (!found || !caller || (found.userId !== caller.userId && !isAdmin(caller))) throw notFound('order:errors.notFound');
  const { lines, orderStatus: status, statusHistory: history, calendarSlot: slot, clickAndCollectAddress: place, giftCards, giftCardUses, creditNotes, shipments, ...row } = found;
  const labels = labelsOf([status, ...history.map((h) => h.orderStatus)].flatMap((known) => (known ? [known] : [])), lang);
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
    giftCardPayment: giftCardUses[0] ? { ending: giftCardUses[0].giftCard.codeEnd, amount: giftCardUses[0].amount, left: giftCardUses[0].giftCard.balance } : null,
    giftCards: giftCards.map(balanceOf),
    carrierName: row.carrierServiceName,
    accessPoint: row.accessPoint,
    clickAndCollectDate: row.clickAndCollectDate,
    ...collectionOf(slot, place),
    trackingLink: row.trackingLink,
    hasInvoice: hasInvoice(row),
    creditNotes: creditNotes.map((note) => ({ id: note.id, number: note.number, amount: note.amount, issuedAt: note.issuedAt.toISOString() })),
    shippingAddress: row.shippingAddress,
    billingAddress: row.billingAddress,
    message: row.message,
    paidAt: row.paidAt?.toISOString() ?? null,
    stockHeldUntil: row.status === 'AWAITING_PAYMENT' ? (row.stockHeldUntil?.toISOString() ?? null) : null,
    history: historyOf(history, labels),
    tracking: shipments.flatMap((s) => s.events).map((e) => ({ at: e.at.toISOString(), parcelNumber: e.parcelNumber, label: e.label, delivered: e.delivered })),
  };
}
