import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Caller } from '../../deps';
import type { Database } from '../../db/connection';
import { preparedQuery } from '../../db/prepared';
import { cart, type CartType } from '../../db/schema';
import { hashToken, newToken } from '../tokens';
import { conflict, notFound } from '../errors';

// Whose cart is whose. A signed-in customer's cart is theirs; a guest's cart is reachable only by
// the browser that created it, which holds a random token in an HttpOnly cookie (only its hash is
// stored). Anybody else asking for a cart id is told it does not exist.

/** The cookie that holds a guest's cart token. */
export const GUEST_CART_COOKIE = 'cartToken';
/** How long a browser keeps the token of its guest cart. */
export const GUEST_CART_SECONDS = 60 * 86_400;

export interface CartOwner {
  caller: Caller | null;
  /** The token of the guest cart cookie, when the browser sent one. */
  guestToken: string | null;
}

export type CartRow = typeof cart.$inferSelect;

/** Whether this caller may read and change the cart. */
export function owns(owner: CartOwner, row: CartRow): boolean {
  if (row.userId !== null) return owner.caller?.userId === row.userId;
  return owner.guestToken !== null && row.guestTokenHash === hashToken(owner.guestToken);
}

/** The cart, if it is the caller's; a 404 otherwise, so that nobody learns which ids exist. */
export async function ownedCart(db: Database, owner: CartOwner, cartId: number): Promise<CartRow> {
  const [row] = await db.select().from(cart).where(eq(cart.id, cartId));
  if (!row || !owns(owner, row)) throw notFound('cart:errors.notFound');
  return row;
}

/** An ordered cart is a record of the order: it no longer changes. */
export function assertOpen(row: CartRow): void {
  if (row.orderedAt !== null) throw conflict('cart:errors.ordered');
}

/** The caller's current cart of this type: the customer's, or the one of the guest's cookie. */
export async function currentCart(db: Database, owner: CartOwner, type: CartType): Promise<CartRow | null> {
  const where = owner.caller
    ? eq(cart.userId, owner.caller.userId)
    : owner.guestToken
      ? and(eq(cart.guestTokenHash, hashToken(owner.guestToken)), isNull(cart.userId))
      : null;
  if (!where) return null;
  const [row] = await db.select().from(cart).where(and(where, eq(cart.type, type), isNull(cart.orderedAt)));
  return row ?? null;
}

/**
 * The caller's current cart, created when there is none. A new guest cart comes with the token to
 * hand to the browser. Two calls racing for a customer's first cart end on the same cart (one
 * current cart per customer and type is a unique index).
 */
export async function currentOrNewCart(db: Database, owner: CartOwner, type: CartType): Promise<{ row: CartRow; guestToken: string | null }> {
  const existing = await currentCart(db, owner, type);
  if (existing) return { row: existing, guestToken: null };
  return newCart(db, owner, type);
}

/**
 * A new current cart for a caller who had none a moment ago. Should a call racing this one have
 * made the customer's first, the insert meets it (the unique index) and answers it instead.
 */
export async function newCart(db: Database, owner: CartOwner, type: CartType): Promise<{ row: CartRow; guestToken: string | null }> {
  if (owner.caller) {
    const [row] = await db
      .insert(cart)
      .values({ type, userId: owner.caller.userId })
      .onConflictDoUpdate({ target: [cart.userId, cart.type], targetWhere: isNull(cart.orderedAt), set: { updatedAt: new Date() } })
      .returning();
    return { row, guestToken: null };
  }
  const guestToken = newToken();
  const [row] = await insertGuestCart(db, { type, guestTokenHash: hashToken(guestToken) });
  return { row, guestToken };
}

/** A visitor's first add to cart makes their cart: its SQL written once (db/prepared.ts), its dates the database's defaults. */
const insertGuestCart = preparedQuery('cart_new_guest', (db) =>
  db.insert(cart).values({ type: sql.placeholder('type'), guestTokenHash: sql.placeholder('guestTokenHash') }).returning(),
);

/** The cart a call names: 'new' is the caller's current cart (created if none), a number must be theirs and still open. */
export async function cartToChange(db: Database, owner: CartOwner, cartId: number | 'new', type: CartType) {
  if (cartId === 'new') return currentOrNewCart(db, owner, type);
  const row = await ownedCart(db, owner, cartId);
  assertOpen(row);
  return { row, guestToken: null };
}
