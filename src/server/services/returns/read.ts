import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { formatDate } from '~/lib/dates';
import { t as translator, type Lang } from '~/lib/i18n';
import type { OrderBack, OrderReturnView, ReturnableLine } from '~/lib/order-return';
import type { Database } from '../../db/connection';
import { media, orderLine, orderReturn, orderReturnLine, orderStatusHistory } from '../../db/schema';
import type { OrderRow } from '../orders/read';
import { returnSettings } from './settings';
import { returnWindow, type ReturnWindow } from './window';

// An order's returns as its customer (or an admin) reads them: what each line can still send
// back, the window, and the returns already asked.

/** When the order was delivered (or collected): its latest DELIVERED change; null while on its way. */
export async function deliveredAt(db: Database, orderId: number): Promise<Date | null> {
  const [row] = await db
    .select({ at: orderStatusHistory.at })
    .from(orderStatusHistory)
    .where(and(eq(orderStatusHistory.orderId, orderId), eq(orderStatusHistory.status, 'DELIVERED')))
    .orderBy(desc(orderStatusHistory.at), desc(orderStatusHistory.id))
    .limit(1);
  return row?.at ?? null;
}

/** Per order line, the units bought and the units already in a return that was not refused. */
export async function returnableLines(db: Database, orderId: number): Promise<ReturnableLine[]> {
  const lines = await db.select().from(orderLine).where(eq(orderLine.orderId, orderId)).orderBy(asc(orderLine.id));
  const returned = await db
    .select({ lineId: orderReturnLine.orderLineId, quantity: sql<number>`sum(${orderReturnLine.quantity})::int` })
    .from(orderReturnLine)
    .innerJoin(orderReturn, eq(orderReturn.id, orderReturnLine.returnId))
    .where(and(eq(orderReturn.orderId, orderId), ne(orderReturn.status, 'REFUSED')))
    .groupBy(orderReturnLine.orderLineId);
  return lines.map((line) => {
    const returnedQuantity = returned.find((r) => r.lineId === line.id)?.quantity ?? 0;
    return {
      idOrderLine: line.id,
      name: line.name,
      quantity: line.quantity,
      returnedQuantity,
      returnableQuantity: Math.max(0, line.quantity - returnedQuantity),
    };
  });
}

/** A label given as a link opens there; an uploaded one is private, served to the order's customer by its own route. */
const labelUrl = (ret: { id: number; orderId: number }, label: { url: string | null }) => label.url ?? `/api/order/${ret.orderId}/back-products/${ret.id}/label`;

export async function returnViews(db: Database, lang: Lang, orderId: number, onlyIds?: number[]): Promise<OrderReturnView[]> {
  const t = translator(lang);
  const rows = await db
    .select({ ret: orderReturn, label: { id: media.id, filename: media.filename, url: media.url } })
    .from(orderReturn)
    .leftJoin(media, eq(media.id, orderReturn.labelMediaId))
    .where(and(eq(orderReturn.orderId, orderId), onlyIds ? inArray(orderReturn.id, onlyIds) : undefined))
    .orderBy(desc(orderReturn.createdAt), desc(orderReturn.id));
  const ids = rows.map((r) => r.ret.id);
  const lines = ids.length
    ? await db
        .select({ returnId: orderReturnLine.returnId, idOrderLine: orderReturnLine.orderLineId, name: orderLine.name, quantity: orderReturnLine.quantity, reason: orderReturnLine.reason })
        .from(orderReturnLine)
        .innerJoin(orderLine, eq(orderLine.id, orderReturnLine.orderLineId))
        .where(inArray(orderReturnLine.returnId, ids))
        .orderBy(asc(orderReturnLine.id))
    : [];
  return rows.map(({ ret, label }) => ({
    id: ret.id,
    idOrder: ret.orderId,
    status: ret.status,
    statusLabel: t(`returns:status.${ret.status}`),
    reason: ret.reason,
    lines: lines.filter((l) => l.returnId === ret.id).map(({ returnId: _, ...line }) => line),
    labelUrl: label?.id ? labelUrl(ret, label) : null,
    refundAmount: ret.refundAmount,
    refusalReason: ret.refusalReason,
    createdAt: ret.createdAt.toISOString(),
    acceptedAt: ret.acceptedAt?.toISOString() ?? null,
    labelSentAt: ret.labelSentAt?.toISOString() ?? null,
    productReceivedAt: ret.productReceivedAt?.toISOString() ?? null,
    refundedAt: ret.refundedAt?.toISOString() ?? null,
  }));
}

/** Why a return cannot be asked now, as a message key and its values; null when it can. */
export function closedProblem(window: ReturnWindow): { key: string; params: Record<string, string> } | null {
  // The period ends at midnight: the customer reads the last day it included.
  const lastDay = window.returnUntil ? new Date(window.returnUntil.getTime() - 1) : null;
  return window.closed ? { key: `returns:closed.${window.closed}`, params: { date: formatDate(lastDay) } } : null;
}

/** The returns of one order as its customer sees them (GET /order-back): whether one may be asked, the lines, the returns asked. */
export async function returnsOf(db: Database, siteId: number, lang: Lang, row: OrderRow, now: Date): Promise<OrderBack> {
  const [settings, delivered, lines, returns] = await Promise.all([
    returnSettings(db, siteId, lang),
    deliveredAt(db, row.id),
    returnableLines(db, row.id),
    returnViews(db, lang, row.id),
  ]);
  const window = returnWindow(settings.isActive, row.status, delivered, now);
  const nothingLeft = !window.closed && lines.every((line) => line.returnableQuantity === 0);
  const problem = nothingLeft ? { key: 'returns:closed.nothingLeft', params: {} } : closedProblem(window);
  return {
    ...settings,
    idOrder: row.id,
    number: row.number,
    deliveredAt: delivered?.toISOString() ?? null,
    returnUntil: window.returnUntil?.toISOString() ?? null,
    canAsk: problem === null,
    closedReason: problem ? translator(lang)(problem.key, problem.params) : null,
    lines,
    returns,
  };
}
