import { and, eq, gt, inArray, isNull, lte, or, type Placeholder } from 'drizzle-orm';
import type { Discount } from '~/lib/catalogue';
import type { Database } from '../../db/connection';
import { declination, discount } from '../../db/schema';

// What one unit of a declination costs today, for every part of the shop that shows or charges a
// price (product pages, the cart, the order): one rule, so the page and the cart never disagree.

/** fixedPrice wins over price; the product discount comes off it. */
export function finalPrice(listed: { price: number; fixedPrice: number | null }, productDiscount: Pick<Discount, 'type' | 'amount'> | null): number {
  const base = listed.fixedPrice ?? listed.price;
  if (!productDiscount) return base;
  const off = productDiscount.type === 'PERCENT' ? Math.round((base * productDiscount.amount) / 10_000) : productDiscount.amount;
  return Math.max(0, base - off);
}

/**
 * The automatic discounts (no code, active, within their dates) as a `where` of a relational
 * query's `with`, so that a read of declinations carries the discounts they may get in the same
 * statement: `discounts: { where: activeDiscounts(now) }` on a declination and on its product.
 */
export const activeDiscounts = (now: Date | Placeholder) => (d: typeof discount._.columns) =>
  and(
    isNull(d.code),
    eq(d.isActive, true),
    eq(d.detailType, 'PRODUCT'),
    or(isNull(d.startsAt), lte(d.startsAt, now)),
    or(isNull(d.endsAt), gt(d.endsAt, now)),
  );

type DiscountRow = Pick<typeof discount.$inferSelect, 'id' | 'type' | 'amount' | 'declinationId'>;

/**
 * The discount a declination gets among the automatic ones that may apply to it: one set on the
 * declination wins over one set on its product; between two of the same level, the customer gets
 * the larger reduction.
 */
export function bestDiscount(
  listed: { id: number; price: number; fixedPrice: number | null },
  candidates: DiscountRow[],
): Discount | null {
  const applies = candidates.filter((row) => row.declinationId === null || row.declinationId === listed.id);
  const rank = (row: DiscountRow) => [row.declinationId === null ? 0 : 1, -finalPrice(listed, row)];
  let chosen: DiscountRow | null = null;
  for (const row of applies) {
    if (!chosen) {
      chosen = row;
      continue;
    }
    const [levelA, savingA] = rank(row);
    const [levelB, savingB] = rank(chosen);
    if (levelA !== levelB ? levelA > levelB : savingA > savingB) chosen = row;
  }
  return chosen && { id: chosen.id, type: chosen.type, amount: chosen.amount, detailType: 'PRODUCT' };
}

/** The automatic discounts that lower the price of these declinations, by declination id (bestDiscount). */
export async function productDiscounts(db: Database, declinationIds: number[], now: Date): Promise<Map<number, Discount>> {
  const found = new Map<number, Discount>();
  if (declinationIds.length === 0) return found;
  const rows = await db
    .select({
      declinationId: declination.id,
      price: declination.price,
      fixedPrice: declination.fixedPrice,
      id: discount.id,
      type: discount.type,
      amount: discount.amount,
      onDeclination: discount.declinationId,
    })
    .from(declination)
    .innerJoin(
      discount,
      or(eq(discount.declinationId, declination.id), and(eq(discount.productId, declination.productId), isNull(discount.declinationId))),
    )
    .where(and(inArray(declination.id, declinationIds), activeDiscounts(now)(discount)));
  for (const declinationId of new Set(rows.map((row) => row.declinationId))) {
    const candidates = rows.filter((row) => row.declinationId === declinationId);
    const { price, fixedPrice } = candidates[0];
    const best = bestDiscount({ id: declinationId, price, fixedPrice }, candidates.map((row) => ({ ...row, declinationId: row.onDeclination })));
    if (best) found.set(declinationId, best);
  }
  return found;
}

/** The automatic discount of a declination read with `discounts: { where: activeDiscounts(now) }` on it and on its product. */
export const discountOf = (d: { id: number; price: number; fixedPrice: number | null; discounts: DiscountRow[]; product: { discounts: DiscountRow[] } }) =>
  bestDiscount(d, [...d.discounts, ...d.product.discounts]);
