import { and, eq, exists, gte, isNull, lt, or, sql } from 'drizzle-orm';
import type { OrderStatus } from '~/lib/order';
import type { Database } from '../../db/connection';
import { cart, declination, order, orderLine, payment } from '../../db/schema';
import { giveBackGiftCardUse } from '../gift-cards/redeem';
import { giveBackDiscountUse } from './discount-use';
import { recordStatus } from './history';
import { conflict } from '../errors';

// The stock an order takes and gives back. Taking is one conditional update of all the order's
// declinations, so that two orders racing for the last bottle cannot both get it: the second finds
// no row to update for it, and its whole transaction fails.

export interface StockTake {
  declinationId: number;
  quantity: number;
  label: string;
}

/** Takes the units in one statement; a declination without enough left fails the whole transaction with its name. */
export async function takeStock(tx: Database, takes: StockTake[]) {
  if (!takes.length) return;
  // In the order of their ids, as every order takes them: two orders lock their rows the same way round.
  const sorted = [...takes].sort((a, b) => a.declinationId - b.declinationId);
  const wanted = sql`(values ${sql.join(sorted.map((take) => sql`(${take.declinationId}::integer, ${take.quantity}::integer)`), sql`, `)}) as wanted(id, quantity)`;
  const taken = await tx
    .update(declination)
    .set({ quantity: sql`${declination.quantity} - wanted.quantity` })
    .from(wanted)
    .where(and(eq(declination.id, sql`wanted.id`), gte(declination.quantity, sql`wanted.quantity`)))
    .returning({ id: declination.id });
  const short = sorted.find((take) => !taken.some((row) => row.id === take.declinationId));
  if (short) throw conflict('order:errors.outOfStock', { label: short.label });
}

/**
 * Ends an order still awaiting payment with `status` (PAYMENT_FAILED, CANCELLED) and gives its
 * stock, its code's use and its gift card's share back, once only: the conditional update on the
 * status makes a second call a no-op. The cart becomes the customer's current cart again (with
 * its code and card), unless they already started another one. Answers whether this call ended
 * the order.
 */
export async function releaseOrder(db: Database, orderId: number, status: Extract<OrderStatus, 'PAYMENT_FAILED' | 'CANCELLED'>, now: Date, note: string | null = null, byUserId: number | null = null) {
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
    await giveBackGiftCardUse(tx, orderId, now);
    await recordStatus(tx, orderId, status, now, note, byUserId);
    if (ended.cartId !== null && ended.userId !== null) {
      const [open] = await tx.select({ id: cart.id }).from(cart).where(and(eq(cart.userId, ended.userId), isNull(cart.orderedAt)));
      if (!open) await tx.update(cart).set({ orderedAt: null, updatedAt: now }).where(eq(cart.id, ended.cartId));
    }
    return true;
  });
}

/**
 * How long a payment may wait for the provider to open it. Past this, the process that placed the
 * order died before the provider answered: the customer has no page to pay on, so the order gives
 * its stock and cart back rather than holding them for the whole hold. Should the provider's page
 * open after all and be paid, the payment is late and handled as such (late-payment.ts).
 */
const UNOPENED_PAYMENT_MINUTES = 2;

/** Gives back the stock of orders whose payment never came in time, or was never opened; called on the order calls and by the worker. */
export async function releaseExpiredHolds(db: Database, now: Date) {
  const openedBefore = new Date(now.getTime() - UNOPENED_PAYMENT_MINUTES * 60_000);
  const unopened = db
    .select({ id: payment.id })
    .from(payment)
    .where(and(eq(payment.orderId, order.id), eq(payment.status, 'PENDING'), isNull(payment.providerReference), lt(payment.createdAt, openedBefore)));
  const ended = await db
    .select({ id: order.id, expired: lt(order.stockHeldUntil, now).mapWith(Boolean) })
    .from(order)
    .where(and(eq(order.status, 'AWAITING_PAYMENT'), isNull(order.stockReleasedAt), or(lt(order.stockHeldUntil, now), exists(unopened))));
  for (const row of ended) await releaseOrder(db, row.id, 'CANCELLED', now, row.expired ? 'payment timeout' : 'payment never opened');
}
