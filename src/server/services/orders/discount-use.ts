import { and, eq, gt, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { CartDiscount } from '~/lib/cart';
import type { Lang } from '~/lib/locale';
import type { Database } from '../../db/connection';
import { discount, discountRedemption } from '../../db/schema';
import { codeProblem, findCode, normalizeCode, usesBy, type CodeLine, type DiscountRow } from '../cart/discount-codes';
import type { Problem } from '../cart/errors';
import { conflict } from '../errors';

// The uses of a discount code. The cart only tells whether a code would apply; the order takes a
// use inside its own transaction, with a conditional update of the code's row, so that a code
// limited to 3 uses serves 3 orders however many customers order at the same moment. An order that
// ends unpaid gives its use back.

export interface DiscountUse {
  now: Date;
  lang: Lang;
  customer: { id: number; email: string };
  /** The order's lines and products total, as the server priced them. */
  lines: CodeLine[];
  productsTotal: number;
}

/** updatedAt tells when the estate last edited the code: a use is no edit. */
const unchanged = sql`${discount.updatedAt}`;

/** The order is refused, nothing written: the customer removes the code (or fixes the cart) and orders again. */
const refusal = (problem: Problem) => conflict(problem.key, problem.params);

/**
 * Takes one use of the cart's code for the order being placed in `tx`, or refuses the order (409)
 * with the reason the cart gives for it. The update locks the code's row until the order commits,
 * so the customer's own uses, counted after it, cannot be counted by two of their orders at once.
 */
export async function takeDiscountUse(tx: Database, cartCode: CartDiscount, use: DiscountUse): Promise<DiscountRow> {
  const context = { now: use.now, lines: use.lines, productsTotal: use.productsTotal, signedIn: true, lang: use.lang };
  const [taken] = await tx
    .update(discount)
    .set({ usesCount: sql`${discount.usesCount} + 1`, updatedAt: unchanged })
    .where(
      and(
        eq(discount.code, normalizeCode(cartCode.code)),
        eq(discount.isActive, true),
        or(isNull(discount.maxUses), lt(discount.usesCount, discount.maxUses)),
        or(isNull(discount.startsAt), lte(discount.startsAt, use.now)),
        or(isNull(discount.endsAt), gt(discount.endsAt, use.now)),
      ),
    )
    .returning();
  if (!taken) {
    const row = await findCode(tx, cartCode.code);
    if (!row) throw refusal({ key: 'cart:discount.unknown', params: { code: cartCode.code } });
    // Out of dates, or the last use went to another order a moment ago.
    throw refusal(codeProblem(row, { ...context, usesByCustomer: 0 }) ?? { key: 'cart:discount.usedUp', params: { code: cartCode.code } });
  }
  const usesByCustomer = taken.maxUsesPerCustomer === null ? 0 : await usesBy(tx, taken.id, use.customer.id);
  const problem = codeProblem({ ...taken, usesCount: taken.usesCount - 1 }, { ...context, usesByCustomer });
  if (problem) throw refusal(problem);
  // The cart's figures, read just before, left the code out: the code changed meanwhile.
  if (cartCode.problem !== null) throw conflict('order:errors.discountChanged', { code: cartCode.code });
  return taken;
}

/** Writes the use taken by takeDiscountUse against its order: it counts the customer's uses. */
export async function recordDiscountUse(tx: Database, discountId: number, orderId: number, customer: { id: number; email: string }, now: Date) {
  await tx.insert(discountRedemption).values({ discountId, orderId, userId: customer.id, email: customer.email, createdAt: now });
}

/** Gives back the use of an order that ended unpaid, in the transaction that ends it. */
export async function giveBackDiscountUse(tx: Database, orderId: number) {
  const given = await tx.delete(discountRedemption).where(eq(discountRedemption.orderId, orderId)).returning({ discountId: discountRedemption.discountId });
  for (const { discountId } of given) {
    await tx
      .update(discount)
      .set({ usesCount: sql`${discount.usesCount} - 1`, updatedAt: unchanged })
      .where(and(eq(discount.id, discountId), gt(discount.usesCount, 0)));
  }
}

/**
 * Takes again the use of an order paid after it had ended and given its use back (late-payment.ts):
 * the customer paid the discounted price, so the order comes back with its code only if the code
 * still has a use for it, total and per customer; otherwise 409, and the payment is refunded.
 */
export async function retakeDiscountUse(tx: Database, orderId: number, discountId: number, customer: { id: number | null; email: string }, now: Date) {
  const [taken] = await tx
    .update(discount)
    .set({ usesCount: sql`${discount.usesCount} + 1`, updatedAt: unchanged })
    .where(and(eq(discount.id, discountId), or(isNull(discount.maxUses), lt(discount.usesCount, discount.maxUses))))
    .returning({ code: discount.code, maxUsesPerCustomer: discount.maxUsesPerCustomer });
  if (!taken) {
    const [row] = await tx.select({ code: discount.code }).from(discount).where(eq(discount.id, discountId));
    throw conflict('cart:discount.usedUp', { code: row?.code ?? '' });
  }
  if (taken.maxUsesPerCustomer !== null && customer.id !== null && (await usesBy(tx, discountId, customer.id)) >= taken.maxUsesPerCustomer) {
    throw conflict('cart:discount.alreadyUsed', { code: taken.code ?? '' });
  }
  await tx.insert(discountRedemption).values({ discountId, orderId, userId: customer.id, email: customer.email, createdAt: now });
}
