import { and, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
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
 * The automatic discounts (no code, active, within their dates) that lower the price of these
 * declinations, by declination id. One set on the declination wins over one set on its product;
 * between two of the same level, the customer gets the larger reduction.
 */
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
    .where(
      and(
        inArray(declination.id, declinationIds),
        isNull(discount.code),
        eq(discount.isActive, true),
        eq(discount.detailType, 'PRODUCT'),
        or(isNull(discount.startsAt), lte(discount.startsAt, now)),
        or(isNull(discount.endsAt), gt(discount.endsAt, now)),
      ),
    );
  const rank = (row: (typeof rows)[number]) => [row.onDeclination === null ? 0 : 1, -finalPrice(row, row)];
  const better = (a: (typeof rows)[number], b: (typeof rows)[number]) => {
    const [levelA, savingA] = rank(a);
    const [levelB, savingB] = rank(b);
    return levelA !== levelB ? levelA > levelB : savingA > savingB;
  };
  const chosen = new Map<number, (typeof rows)[number]>();
  for (const row of rows) {
    const current = chosen.get(row.declinationId);
    if (!current || better(row, current)) chosen.set(row.declinationId, row);
  }
  for (const [declinationId, row] of chosen) {
    found.set(declinationId, { id: row.id, type: row.type, amount: row.amount, detailType: 'PRODUCT' });
  }
  return found;
}
