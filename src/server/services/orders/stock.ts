import { and, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import type { OrderStatus } from '~/lib/order';
import type { Database } from '../../db/connection';
import { cart, declination, order, orderLine } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { giveBackDiscountUse } from './discount-use';
import { recordStatus } from './history';

// The stock an order takes and gives back. Taking is one conditional update per declination, so
// that two orders racing for the last bottle cannot both get it: the second finds no row to update.

/** How long an order awaiting payment keeps its bottles. */
export const STOCK_HOLD_MINUTES = 30;

export interface StockTake {
  declinationId: number;
  quantity: number;
  label: string;
}

/** Takes the units; a declination without enough left fails the whole transaction with its name. */
export async function takeStock(tx: Database, takes: StockTake[]) {
  for (const take of takes) {
    const taken = await tx
      .update(declination)
      .set({ quantity: sql`${declination.quantity} - ${take.quantity}` })
      .where(and(eq(declination.id, take.declinationId), gte(declination.quantity, take.quantity)))
      .returning({ id: declination.id });
    if (!taken.length) throw new ApiError(409, 'order:errors.outOfStock', { label: take.label });
  }
}

/**
 * Ends an order still awaiting payment with `status` (PAYMENT_FAILED, CANCELLED) and gives its
 * stock back, once only: the conditional update on the status makes a second call a no-op. The
 * cart becomes the customer's current cart again, unless they already started another one.
 * Answers whether this call ended the order.
 */
export async function releaseOrder(db: Database, orderId: number, status: Extract<OrderStatus, 'PAYMENT_FAILED' | 'CANCELLED'>, now: Date, note: string | null = null) {
  return db.transaction(async (tx) => {
    const [ended] = await tx
      .update(order)
      .set({ status, stockReleasedAt: now, stockHeldUntil: null, updatedAt: now })
      .where(and(eq(order.id, orderId), eq(order.status, 'AWAITING_PAYMENT'), isNull(order.stockReleasedAt)))
      .returning({ id: order.id, cartId: order.cartId, userId: order.userId });
    if (!ended) return false;
    const lines = await tx.select().from(orderLine).where(eq(orderLine.orderId, orderId));
    for (const line of lines) {
      if (line.declinationId === null) continue;
      await tx
        .update(declination)
        .set({ quantity: sql`${declination.quantity} + ${line.quantity}` })
        .where(and(eq(declination.id, line.declinationId), eq(declination.tracksStock, true)));
    }
    await giveBackDiscountUse(tx, orderId);
    await recordStatus(tx, orderId, status, now, note);
    if (ended.cartId !== null && ended.userId !== null) {
      const [open] = await tx.select({ id: cart.id }).from(cart).where(and(eq(cart.userId, ended.userId), isNull(cart.orderedAt)));
      if (!open) await tx.update(cart).set({ orderedAt: null, updatedAt: now }).where(eq(cart.id, ended.cartId));
    }
    return true;
  });
}

/** Gives back the stock of orders whose payment never came in time; called on the order calls. */
export async function releaseExpiredHolds(db: Database, now: Date) {
  const expired = await db
    .select({ id: order.id })
    .from(order)
    .where(and(eq(order.status, 'AWAITING_PAYMENT'), isNull(order.stockReleasedAt), lt(order.stockHeldUntil, now)));
  for (const row of expired) await releaseOrder(db, row.id, 'CANCELLED', now, 'payment timeout');
}
