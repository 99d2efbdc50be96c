import { eq } from 'drizzle-orm';
import type { Cart } from '~/lib/cart';
import { isMinor } from '~/lib/rules/registration';
import { cart, user } from '../../db/schema';
import { assertOpen, owns, type CartOwner, type CartRow } from '../cart/access';
import { shipment, type Shipment } from '../cart/totals';
import { buildCart, loadLines, type LoadedLine, type ViewContext } from '../cart/view';
import { invalid, notFound, signInRequired } from '../errors';

// Whether a cart can become an order: its lines as the server prices them today, none with a
// problem (sold out, no longer for sale, wrong multiple), and a buyer of age when a birthdate is known.

export interface OrderableCart {
  row: CartRow;
  view: Cart;
  /** The lines as read, with the customers' answers as they were given. */
  lines: LoadedLine[];
  customer: typeof user.$inferSelect;
}

export async function orderableCart(context: ViewContext, owner: CartOwner, cartId: number): Promise<OrderableCart> {
  const { caller } = owner;
  if (!caller) throw signInRequired();
  // The customer comes with their cart; a guest cart of this browser (signed in since) has none.
  const found = await context.db.query.cart.findFirst({ where: eq(cart.id, cartId), with: { user: true } });
  if (!found || !owns(owner, found)) throw notFound('cart:errors.notFound');
  const { user: cartUser, ...row } = found;
  assertOpen(row);
  const customer = cartUser ?? (await context.db.query.user.findFirst({ where: eq(user.id, caller.userId) }));
  if (!customer) throw signInRequired();
  const lines = await loadLines(context.db, row.id, context.now);
  const view = await buildCart(row, context, lines);
  if (!view.products.length && !view.clubGifts.length) throw invalid('order:errors.emptyCart');
  const troubled = [...view.products, ...view.clubGifts].find((line) => line.problem);
  if (troubled) throw invalid('order:errors.line', { label: troubled.label, text: troubled.problem ?? '' });
  // The rule of registration (lib/rules/registration.ts): the birthdate known, under the minimum age, no order.
  if (customer.birthdate && isMinor(customer.birthdate, context.now)) throw invalid('order:errors.minor');
  return { row, view, lines, customer };
}

/** The cart's parcel, measured as the cart measures it. */
export const shipmentOf = (view: Cart): Shipment => shipment(view.products, view.totals.discount);

/** A SHIPPING_FEES code takes its part off the fee; other codes are already in the cart's totals. */
export function shippingDiscount(view: Cart, fee: number): number {
  const code = view.discount;
  if (!code || code.problem || code.detailType !== 'SHIPPING_FEES') return 0;
  return code.type === 'PERCENT' ? Math.round((fee * code.amount) / 10_000) : Math.min(code.amount, fee);
}

