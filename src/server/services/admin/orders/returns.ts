import { createHash } from 'node:crypto';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { AdminReturnPage, AdminReturnRow } from '~/lib/admin/orders';
import type { Lang } from '~/lib/locale';
import type { OrderReturnStatus } from '~/lib/order-return';
import type { Database } from '../../../db/connection';
import { media, mediaContent, order, orderReturn } from '../../../db/schema';
import type { ShopDeps } from '../../../deps';
import type { OrderRow } from '../../orders/read';
import { queueReturnAnswerMail } from './return-mail';
import { adminReturns, nameOf } from './view';
import { conflict, invalid, notFound } from '../../errors';

// The estate's answers to the returns its customers ask: accept or refuse (saying why), send the
// return label (a PDF it uploads, or the carrier's link), mark the parcel received; the refund of
// a received return is a refund of its order (refund.ts). Each step is a conditional update on the
// step it starts from, so that two admins answering at once cannot both win, and mails the customer.

/** From which steps each answer may be given. */
const FROM: Record<'ACCEPTED' | 'REFUSED' | 'LABEL_SENT' | 'PRODUCT_RECEIVED', OrderReturnStatus[]> = {
  ACCEPTED: ['ASKED'],
  REFUSED: ['ASKED', 'ACCEPTED'],
  // A label sent again replaces the first (a wrong carrier, a lost mail).
  LABEL_SENT: ['ASKED', 'ACCEPTED', 'LABEL_SENT'],
  PRODUCT_RECEIVED: ['ACCEPTED', 'LABEL_SENT'],
};

export type ReturnAnswer =
  | { status: 'ACCEPTED' }
  | { status: 'REFUSED'; reason: string }
  | { status: 'LABEL_SENT'; label: { link: string } | { pdf: Uint8Array } }
  | { status: 'PRODUCT_RECEIVED' };

async function returnRow(db: Database, id: number) {
  const [found] = await db.select({ ret: orderReturn, row: order }).from(orderReturn).innerJoin(order, eq(order.id, orderReturn.orderId)).where(eq(orderReturn.id, id));
  if (!found) throw notFound('admin-orders:errors.returnNotFound');
  return found;
}

/** Keeps the label as a private media: its customer fetches it through the return's own route. */
async function storeLabel(db: Database, row: OrderRow, label: { link: string } | { pdf: Uint8Array }): Promise<number> {
  const filename = `return-label-${row.number}.pdf`;
  if ('link' in label) {
    const [stored] = await db.insert(media).values({ kind: 'FILE', filename, mime: 'application/pdf', url: label.link, isPublic: false }).returning({ id: media.id });
    return stored.id;
  }
  const [stored] = await db
    .insert(media)
    .values({ kind: 'FILE', filename, mime: 'application/pdf', byteSize: label.pdf.byteLength, sha256: createHash('sha256').update(label.pdf).digest('hex'), isPublic: false })
    .returning({ id: media.id });
  await db.insert(mediaContent).values({ mediaId: stored.id, bytes: label.pdf });
  return stored.id;
}

export async function answerReturn(deps: ShopDeps, siteId: number, lang: Lang, id: number, answer: ReturnAnswer): Promise<AdminReturnRow> {
  const now = deps.now();
  const { ret, row } = await returnRow(deps.db, id);
  if (!FROM[answer.status].includes(ret.status)) throw invalid('admin-orders:errors.returnStep');
  await deps.db.transaction(async (tx) => {
    const changes: Partial<typeof orderReturn.$inferInsert> = { status: answer.status, updatedAt: now };
    if (answer.status === 'ACCEPTED') changes.acceptedAt = now;
    if (answer.status === 'REFUSED') Object.assign(changes, { refusedAt: now, refusalReason: answer.reason });
    if (answer.status === 'LABEL_SENT') Object.assign(changes, { labelSentAt: now, acceptedAt: ret.acceptedAt ?? now, labelMediaId: await storeLabel(tx, row, answer.label) });
    if (answer.status === 'PRODUCT_RECEIVED') changes.productReceivedAt = now;
    const [moved] = await tx
      .update(orderReturn)
      .set(changes)
      .where(and(eq(orderReturn.id, id), eq(orderReturn.status, ret.status)))
      .returning({ id: orderReturn.id });
    if (!moved) throw conflict('admin-orders:errors.returnChangedMeanwhile');
    const [view] = await adminReturns(tx, lang, row.id, [id]);
    await queueReturnAnswerMail({ ...deps, db: tx }, siteId, row, { id, status: answer.status, refusalReason: view.refusalReason, labelUrl: answer.status === 'LABEL_SENT' ? view.labelUrl : null });
  });
  return (await adminReturnRows(deps.db, lang, [{ id, orderId: row.id }]))[0];
}

async function adminReturnRows(db: Database, lang: Lang, rows: { id: number; orderId: number }[]): Promise<AdminReturnRow[]> {
  const orderIds = [...new Set(rows.map((r) => r.orderId))];
  if (!orderIds.length) return [];
  const orders = await db.select().from(order).where(inArray(order.id, orderIds));
  const views = (
    await Promise.all(
      orderIds.map((orderId) =>
        adminReturns(
          db,
          lang,
          orderId,
          rows.filter((r) => r.orderId === orderId).map((r) => r.id),
        ),
      ),
    )
  ).flat();
  return rows.flatMap(({ id, orderId }) => {
    const view = views.find((v) => v.id === id);
    const of = orders.find((o) => o.id === orderId);
    return view && of ? [{ ...view, number: of.number, customerName: nameOf(of.billingAddress), email: of.email }] : [];
  });
}

/** GET /admin/returns: the returns asked, newest first, in one step or all. */
export async function adminReturnList(db: Database, lang: Lang, query: { status?: OrderReturnStatus; page: number; nbItem: number }): Promise<AdminReturnPage> {
  const where = query.status ? eq(orderReturn.status, query.status) : undefined;
  const rows = await db
    .select({ id: orderReturn.id, orderId: orderReturn.orderId })
    .from(orderReturn)
    .where(where)
    .orderBy(desc(orderReturn.createdAt), desc(orderReturn.id))
    .limit(query.nbItem)
    .offset((query.page - 1) * query.nbItem);
  const [{ total }] = await db.select({ total: count() }).from(orderReturn).where(where);
  return { items: await adminReturnRows(db, lang, rows), total, page: query.page, nbItem: query.nbItem };
}
