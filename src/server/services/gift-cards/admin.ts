import { and, count, desc, eq, ilike, inArray, isNull } from 'drizzle-orm';
import type { AdminGiftCard, GiftCardChanges, GiftCardPage } from '~/lib/admin/codes';
import type { Database } from '../../db/connection';
import { giftCard, giftCardUse, order } from '../../db/schema';
import { invalid, notFound } from '../errors';
import { balanceOf } from './balance';

// The gift cards and visit vouchers as the estate sees them in the back office: who bought them,
// what is left, which orders spent them. Their codes are not stored: the estate tells cards apart
// by their last four characters, as their holders read them out.

type Row = typeof giftCard.$inferSelect;

async function present(db: Database, rows: Row[]): Promise<AdminGiftCard[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [buyers, uses] = await Promise.all([
    db.select({ id: order.id, number: order.number }).from(order).where(inArray(order.id, rows.flatMap((row) => (row.orderId === null ? [] : [row.orderId])))),
    db
      .select({ giftCardId: giftCardUse.giftCardId, orderId: giftCardUse.orderId, orderNumber: order.number, amount: giftCardUse.amount, at: giftCardUse.createdAt })
      .from(giftCardUse)
      .innerJoin(order, eq(order.id, giftCardUse.orderId))
      .where(and(inArray(giftCardUse.giftCardId, ids), isNull(giftCardUse.releasedAt)))
      .orderBy(desc(giftCardUse.createdAt)),
  ]);
  return rows.map((row) => ({
    ...balanceOf(row),
    id: row.id,
    orderId: row.orderId,
    orderNumber: buyers.find((buyer) => buyer.id === row.orderId)?.number ?? null,
    uses: uses.filter((use) => use.giftCardId === row.id).map(({ orderId, orderNumber, amount, at }) => ({ orderId, orderNumber, amount, at: at.toISOString() })),
  }));
}

/** The cards, newest first, optionally those whose code ends with `ending`. */
export async function adminGiftCards(db: Database, page: number, nbItem: number, ending?: string): Promise<GiftCardPage> {
  const where = ending ? ilike(giftCard.codeEnd, `%${ending.replace(/[%_\\]/g, '')}`) : undefined;
  const [rows, [counted]] = await Promise.all([
    db.select().from(giftCard).where(where).orderBy(desc(giftCard.createdAt), desc(giftCard.id)).limit(nbItem).offset((page - 1) * nbItem),
    db.select({ total: count() }).from(giftCard).where(where),
  ]);
  return { items: await present(db, rows), total: counted?.total ?? 0, page, nbItem };
}

/** One card as the list shows it. */
export async function adminGiftCard(db: Database, id: number): Promise<AdminGiftCard> {
  const rows = await db.select().from(giftCard).where(eq(giftCard.id, id));
  if (!rows.length) throw notFound('admin-codes:errors.giftCardNotFound');
  return (await present(db, rows))[0]!;
}

/** Extends a card, or records (or takes back) a voucher's visit. */
export async function changeGiftCard(db: Database, id: number, changes: GiftCardChanges, now: Date): Promise<AdminGiftCard> {
  const [current] = await db.select().from(giftCard).where(eq(giftCard.id, id));
  if (!current) throw notFound('admin-codes:errors.giftCardNotFound');
  if (changes.used !== undefined && current.kind !== 'VISIT_VOUCHER') throw invalid('admin-codes:errors.notVoucher');
  const [row] = await db
    .update(giftCard)
    .set({
      ...(changes.expiresAt === undefined ? {} : { expiresAt: new Date(changes.expiresAt) }),
      ...(changes.used === undefined ? {} : { usedAt: changes.used ? (current.usedAt ?? now) : null }),
    })
    .where(eq(giftCard.id, id))
    .returning();
  return (await present(db, [row!]))[0]!;
}
