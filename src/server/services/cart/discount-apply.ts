import { eq } from 'drizzle-orm';
import type { Cart } from '~/lib/cart';
import { cart } from '../../db/schema';
import type { CartRow } from './access';
import { RULES, type Throttle } from '../throttle';
import type { Problem } from './errors';
import { codeProblem, findCode, normalizeCode, usesBy, type CodeContext, type DiscountRow } from './discount-codes';
import { buildCart, type ViewContext } from './view';
import { invalid } from '../errors';

/**
 * What a typed code that is not on sale now answers: the same as a code that does not exist. Telling
 * "expired on 01/05/2025" or "valid from 15/11" apart from "unknown" would confirm to a guesser that
 * the code exists and show how the estate names its codes (PRINTEMPS2025 expired: try PRINTEMPS2026).
 * A code that exists and is on sale keeps its helpful refusal (a minimum of purchases, once per
 * customer, no item it applies to, used up): whoever reaches it already holds a working code, and
 * reaching one by guessing is what the throttle below makes slow, ten misses an hour per address.
 */
const SAID_AS_UNKNOWN = new Set(['cart:discount.notYetValid', 'cart:discount.expired']);

/** Who is typing codes, for the count of codes that are not valid (POST /cart/{id} and POST /order/discount alike). */
export interface CodeGuesses {
  throttle: Throttle;
  /** The caller's network address. */
  address: string;
}

async function codeContext(context: ViewContext, row: CartRow, code: DiscountRow): Promise<CodeContext> {
  const current = await buildCart(row, context);
  return {
    now: context.now,
    lines: current.products,
    productsTotal: current.totals.products,
    signedIn: context.userId !== null,
    usesByCustomer: code.maxUsesPerCustomer !== null && context.userId !== null ? await usesBy(context.db, code.id, context.userId) : 0,
    lang: context.lang,
  };
}

/**
 * Records, replaces or removes the cart's discount code (POST /cart, POST /cart/{id}): undefined
 * leaves it, null or '' removes it, a code is checked against the cart as it is now and refused
 * with its reason. The code already on the cart is not checked again: a refresh never fails for it
 * (the cart then says why it no longer applies). Each code that is not valid costs the caller's
 * address a point of RULES.discountCodeGuessByAddress; past the limit the answer is 429.
 */
export async function applyDiscountCode(
  context: ViewContext,
  row: CartRow,
  given: string | null | undefined,
  guesses: CodeGuesses,
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
  const attempt = { rule: RULES.discountCodeGuessByAddress, key: guesses.address };
  await guesses.throttle.take(attempt);
  let code: DiscountRow | null;
  let problem: Problem | null;
  try {
    code = await findCode(db, given);
    problem = code?.code ? codeProblem(code, await codeContext(context, row, code)) : null;
  } catch (fault) {
    await guesses.throttle.giveBack(attempt);
    throw fault;
  }
  // Only an answer that says "not valid" costs the point: a guesser misses far more often than
  // not, and someone typing the code they were given is never slowed down.
  if (!code?.code || (problem && SAID_AS_UNKNOWN.has(problem.key))) throw invalid('cart:discount.unknown', { code: given.trim() });
  await guesses.throttle.giveBack(attempt);
  if (problem) throw invalid(problem.key, problem.params);
  const [updated] = await db.update(cart).set({ discountCode: code.code }).where(eq(cart.id, row.id)).returning();
  const message = t(code.detailType === 'SHIPPING_FEES' ? 'cart:discount.appliedToShipping' : 'cart:discount.applied', { code: code.code });
  return { cart: await buildCart(updated, context), message };
}
