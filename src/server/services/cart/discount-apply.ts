import { eq } from 'drizzle-orm';
import type { Cart } from '~/lib/cart';
import { cart } from '../../db/schema';
import type { CartRow } from './access';
import { codeProblem, findCode, normalizeCode, usesBy } from './discount-codes';
import { buildCart, type ViewContext } from './view';
import { invalid } from '../errors';

/**
 * Records, replaces or removes the cart's discount code (POST /cart, POST /cart/{id}): undefined
 * leaves it, null or '' removes it, a code is checked against the cart as it is now and refused
 * with its reason. The code already on the cart is not checked again: a refresh never fails for it
 * (the cart then says why it no longer applies).
 */
export async function applyDiscountCode(
  context: ViewContext,
  row: CartRow,
  given: string | null | undefined,
): Promise<{ cart: Cart; message: string | null }> {
  const { db, t } = context;
  if (given === undefined || (given !== null && given.trim() !== '' && normalizeCode(given) === row.discountCode)) {
    return { cart: await buildCart(row, context), message: null };
  }
  if (given === null || given.trim() === '') {
    if (row.discountCode === null) return { cart: await buildCart(row, context), message: null };
    const [updated] = await db.update(cart).set({ discountCode: null }).where(eq(cart.id, row.id)).returning();
    return { cart: await buildCart(updated, context), message: t('cart:discount.removed') };
  }
  const code = await findCode(db, given);
  if (!code?.code) throw invalid('cart:discount.unknown', { code: given.trim() });
  const current = await buildCart(row, context);
  const problem = codeProblem(code, {
    now: context.now,
    lines: current.products,
    productsTotal: current.totals.products,
    signedIn: context.userId !== null,
    usesByCustomer: code.maxUsesPerCustomer !== null && context.userId !== null ? await usesBy(db, code.id, context.userId) : 0,
    lang: context.lang,
  });
  if (problem) throw invalid(problem.key, problem.params);
  const [updated] = await db.update(cart).set({ discountCode: code.code }).where(eq(cart.id, row.id)).returning();
  const message = t(code.detailType === 'SHIPPING_FEES' ? 'cart:discount.appliedToShipping' : 'cart:discount.applied', { code: code.code });
  return { cart: await buildCart(updated, context), message };
}
