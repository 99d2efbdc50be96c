import { eq } from 'drizzle-orm';
import type { Cart } from '~/lib/cart';

import { user } from '../../db/schema';
import { badRequest, unauthorized } from '../../http/errors';
import { assertOpen, ownedCart, type CartOwner, type CartRow } from '../cart/access';
import { buildCart, type ViewContext } from '../cart/view';

// Whether a cart can become an order: its lines as the server prices them today, none with a
// problem (sold out, no longer for sale, wrong multiple), and a buyer of age when a birthdate is known.

const ADULT_YEARS = 18;

/** Whether someone born on `birthdate` (yyyy-mm-dd) is 18 on `now`. */
export function isAdultOn(birthdate: string, now: Date): boolean {
  const [year, month, day] = birthdate.split('-').map(Number);
  const eighteenth = Date.UTC(year + ADULT_YEARS, month - 1, day);
  return eighteenth <= now.getTime();
}

export interface OrderableCart {
  row: CartRow;
  view: Cart;
  customer: typeof user.$inferSelect;
}

export async function orderableCart(context: ViewContext, owner: CartOwner, cartId: number): Promise<OrderableCart> {
  if (!owner.caller) throw unauthorized();
  const row = await ownedCart(context.db, owner, cartId);
  assertOpen(row);
  const [customer] = await context.db.select().from(user).where(eq(user.id, owner.caller.userId));
  if (!customer) throw unauthorized();
  const view = await buildCart(row, context);
  if (!view.products.length) throw badRequest('order:errors.emptyCart');
  const troubled = view.products.find((line) => line.problem);
  if (troubled) throw badRequest('order:errors.line', { label: troubled.label, text: troubled.problem ?? '' });
  if (customer.birthdate && !isAdultOn(customer.birthdate, context.now)) throw badRequest('order:errors.minor');
  return { row, view, customer };
}

/** What the shipped lines cost after the discount code: the free-shipping threshold reads it. */
export function shippedAmount(view: Cart): number {
  const shipped = view.products.filter((line) => !line.isDematerialized).reduce((sum, line) => sum + line.lineTotal, 0);
  return Math.max(0, shipped - view.totals.discount);
}

/** A SHIPPING_FEES code takes its part off the fee; other codes are already in the cart's totals. */
export function shippingDiscount(view: Cart, fee: number): number {
  const code = view.discount;
  if (!code || code.problem || code.detailType !== 'SHIPPING_FEES') return 0;
  return code.type === 'PERCENT' ? Math.round((fee * code.amount) / 10_000) : Math.min(code.amount, fee);
}

