import { and, count, eq, isNotNull, or } from 'drizzle-orm';
import type { CartDiscount } from '~/lib/cart';
import { formatPrice } from '~/lib/catalogue-format';
import { formatDate } from '~/lib/dates';
import type { Lang } from '~/lib/locale';
import type { Database } from '../../db/connection';
import { discount, discountRedemption, user } from '../../db/schema';
import type { Problem } from './errors';

// The codes a customer types in the cart: what they take off, and every reason one is refused.

export type DiscountRow = typeof discount.$inferSelect;

/** Codes are stored upper-case; customers type them in any case, with stray spaces. */
export const normalizeCode = (code: string) => code.trim().toUpperCase();

export async function findCode(db: Database, code: string): Promise<DiscountRow | null> {
  const [row] = await db
    .select()
    .from(discount)
    .where(and(eq(discount.code, normalizeCode(code)), isNotNull(discount.code), eq(discount.isActive, true)));
  return row ?? null;
}

/** How many times this customer (by account or by the e-mail of a past order) has used the code. */
export async function usesBy(db: Database, discountId: number, userId: number): Promise<number> {
  const [customer] = await db.select({ email: user.email }).from(user).where(eq(user.id, userId));
  const [row] = await db
    .select({ uses: count() })
    .from(discountRedemption)
    .where(
      and(
        eq(discountRedemption.discountId, discountId),
        customer ? or(eq(discountRedemption.userId, userId), eq(discountRedemption.email, customer.email)) : eq(discountRedemption.userId, userId),
      ),
    );
  return row?.uses ?? 0;
}

export interface CodeLine {
  productId: number;
  declinationId: number;
  quantity: number;
  lineTotal: number;
}

export interface CodeContext {
  now: Date;
  lines: CodeLine[];
  /** The products total before the code. */
  productsTotal: number;
  signedIn: boolean;
  /** How often the signed-in customer used it already (counted only for codes limited per customer). */
  usesByCustomer: number;
  lang: Lang;
}

const targets = (row: DiscountRow, line: CodeLine) =>
  row.declinationId !== null ? line.declinationId === row.declinationId : line.productId === row.productId;

/** Why the code cannot apply to this cart now, or null when it can. */
export function codeProblem(row: DiscountRow, context: CodeContext): Problem | null {
  const code = row.code ?? '';
  if (row.startsAt && row.startsAt > context.now) return { key: 'cart:discount.notYetValid', params: { code, date: formatDate(row.startsAt) } };
  if (row.endsAt && row.endsAt <= context.now) return { key: 'cart:discount.expired', params: { code, date: formatDate(row.endsAt) } };
  if (row.maxUses !== null && row.usesCount >= row.maxUses) return { key: 'cart:discount.usedUp', params: { code } };
  if (row.maxUsesPerCustomer !== null && (!context.signedIn || context.usesByCustomer >= row.maxUsesPerCustomer)) {
    const reason = context.signedIn ? 'alreadyUsed' : 'signIn';
    const times = row.maxUsesPerCustomer;
    return times === 1 ? { key: `cart:discount.${reason}`, params: { code } } : { key: `cart:discount.${reason}Times`, params: { code, times } };
  }
  if (row.detailType === 'PRODUCT' && (row.productId !== null || row.declinationId !== null) && !context.lines.some((line) => targets(row, line))) {
    return { key: 'cart:discount.noProduct', params: { code } };
  }
  if (row.minimumAmount !== null && context.productsTotal < row.minimumAmount) {
    return { key: 'cart:discount.minimum', params: { code, amount: formatPrice(row.minimumAmount, context.lang) } };
  }
  return null;
}

/**
 * What the code takes off the products. CART: off the products total (a euro amount once, a
 * percentage of the total). PRODUCT: off the lines of its product or declination, per unit as
 * a product discount is. SHIPPING_FEES: nothing here; the checkout takes it off the shipping fee.
 */
export function codeTotal(row: DiscountRow, lines: CodeLine[], productsTotal: number): number {
  if (row.detailType === 'SHIPPING_FEES') return 0;
  const percent = (amount: number) => Math.round((amount * row.amount) / 10_000);
  if (row.detailType === 'PRODUCT' && (row.productId !== null || row.declinationId !== null)) {
    const concerned = lines.filter((line) => targets(row, line));
    const total = concerned.reduce((sum, line) => sum + line.lineTotal, 0);
    const units = concerned.reduce((sum, line) => sum + line.quantity, 0);
    return Math.min(total, row.type === 'PERCENT' ? percent(total) : row.amount * units);
  }
  return Math.min(productsTotal, row.type === 'PERCENT' ? percent(productsTotal) : row.amount);
}

export function cartDiscount(row: DiscountRow, total: number, problem: string | null): CartDiscount {
  return { code: row.code ?? '', type: row.type, detailType: row.detailType, amount: row.amount, total: problem ? 0 : total, problem };
}
