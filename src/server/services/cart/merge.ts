import { and, eq, isNull } from 'drizzle-orm';
import { cart, cartProduct } from '../../db/schema';
import type { Caller } from '../../deps';
import { hashToken } from '../tokens';
import { assertOpen, currentCart, type CartRow } from './access';
import { deleteLineFiles } from './files';
import { MAX_QUANTITY } from '~/lib/rules/quantity';
import { loadDeclination, quantityRule, sameCustomizations, touch, type LineContext } from './lines';
import { isForSale } from './view';
import { notFound } from '../errors';

/**
 * GET /cart/{id}/default: on sign-in, the guest cart this browser holds becomes the customer's.
 * With no cart of their own, the customer adopts it; otherwise its lines join the customer's cart
 * (the same declination customized the same way adds its quantity, as far as the stock allows) and
 * the guest cart goes. The guest's bottles are never lost, and the guest token no longer opens it.
 */
export async function makeDefaultCart(context: LineContext, caller: Caller, guestToken: string | null, cartId: number): Promise<CartRow> {
  const { db } = context;
  const [row] = await db.select().from(cart).where(eq(cart.id, cartId));
  if (row && row.userId === caller.userId) {
    assertOpen(row);
    return row;
  }
  if (!row || row.userId !== null || guestToken === null || row.guestTokenHash !== hashToken(guestToken)) throw notFound('cart:errors.notFound');
  assertOpen(row);

  const own = await currentCart(db, { caller, guestToken: null }, row.type);
  if (!own) {
    const [adopted] = await db
      .update(cart)
      .set({ userId: caller.userId, guestTokenHash: null })
      .where(and(eq(cart.id, row.id), isNull(cart.userId)))
      .returning();
    return adopted;
  }

  const guestLines = await db.query.cartProduct.findMany({ where: eq(cartProduct.cartId, row.id), with: { files: true } });
  const ownLines = await db.query.cartProduct.findMany({ where: eq(cartProduct.cartId, own.id), with: { files: true } });
  // Decided before writing: with the embedded database, the transaction holds the only connection.
  const moves: number[] = [];
  const grown = new Map<number, number>();
  for (const line of guestLines) {
    const target = line.files.length
      ? undefined
      : ownLines.find((o) => o.declinationId === line.declinationId && o.files.length === 0 && sameCustomizations(o.customizations, line.customizations));
    if (!target) {
      moves.push(line.id);
      continue;
    }
    target.quantity = await mergedQuantity(context, target, line.quantity, ownLines);
    grown.set(target.id, target.quantity);
  }
  return db.transaction(async (tx) => {
    for (const id of moves) await tx.update(cartProduct).set({ cartId: own.id }).where(eq(cartProduct.id, id));
    for (const [id, quantity] of grown) await tx.update(cartProduct).set({ quantity }).where(eq(cartProduct.id, id));
    if (own.discountCode === null && row.discountCode !== null) {
      await tx.update(cart).set({ discountCode: row.discountCode }).where(eq(cart.id, own.id));
    }
    const left = await tx.select({ id: cartProduct.id }).from(cartProduct).where(eq(cartProduct.cartId, row.id));
    await deleteLineFiles(tx, left.map((line) => line.id));
    await tx.delete(cart).where(eq(cart.id, row.id));
    await touch(tx, own.id);
    const [merged] = await tx.select().from(cart).where(eq(cart.id, own.id));
    return merged;
  });
}

/**
 * The customer's line plus the guest's units; when the stock cannot take them all, as many as it
 * can (by the sell-by multiple), never fewer than the customer already had.
 */
async function mergedQuantity(
  context: LineContext,
  target: { id: number; declinationId: number; quantity: number },
  added: number,
  ownLines: { id: number; declinationId: number; quantity: number }[],
): Promise<number> {
  const d = await loadDeclination(context.db, target.declinationId);
  const sum = target.quantity + added;
  if (!d || !isForSale(d)) return sum;
  const rule = await quantityRule(context, d);
  const others = ownLines.filter((o) => o.declinationId === target.declinationId && o.id !== target.id).reduce((s, o) => s + o.quantity, 0);
  const limit = Math.min(MAX_QUANTITY, rule.stock === null ? Infinity : rule.stock - others);
  if (sum <= limit) return sum;
  const multiple = Math.max(1, rule.sellByMultipleOf);
  return Math.max(target.quantity, Math.floor(Math.max(0, limit) / multiple) * multiple);
}
