import type { TFunction } from 'i18next';
import { and, eq, gte, isNotNull, isNull, sql } from 'drizzle-orm';
import { formatDate } from '~/lib/dates';
import type { AppliedGiftCard } from '~/lib/order';
import type { Database } from '../../db/connection';
import { cart, giftCard, giftCardUse } from '../../db/schema';
import type { Problem } from '../cart/errors';
import { giftCodeHash, normalizeGiftCode } from './code';
import { UNKNOWN_GIFT_CARD } from './guess';
import { conflict, invalid } from '../errors';

// Spending a gift card. The payment step applies it to the cart (checked, nothing taken); the
// order takes its share in the placing transaction, the card's row locked, so that two orders
// paying with one card at once never spend more than its balance: the second one reads what the
// first left. An order that ends unpaid gives its share back; paid late, it takes it again.

export type GiftCardRow = typeof giftCard.$inferSelect;

/** The card of a code as a customer typed it, or null when there is none. */
export async function findGiftCard(db: Database, typed: string): Promise<GiftCardRow | null> {
  const bare = normalizeGiftCode(typed);
  if (!bare) return null;
  const [row] = await db.select().from(giftCard).where(eq(giftCard.codeHash, giftCodeHash(bare)));
  return row ?? null;
}

/** Why the card cannot pay for an order now, or null. */
export function giftCardProblem(card: Pick<GiftCardRow, 'kind' | 'balance' | 'expiresAt'>, now: Date): Problem | null {
  if (card.kind === 'VISIT_VOUCHER') return { key: 'gift-card:errors.visitVoucher', params: {} };
  if (card.expiresAt <= now) return { key: 'gift-card:errors.expired', params: { date: formatDate(card.expiresAt) } };
  if (card.balance <= 0) return { key: 'gift-card:errors.empty', params: {} };
  return null;
}

/** What a card pays of an order's total: all of its balance, or the whole total when that is less. */
export const giftCardShare = (balance: number, total: number) => Math.max(0, Math.min(balance, total));

/** The payment step's "apply": the code must name a card that can pay now (400 with the reason otherwise); answers its id. */
export async function applyGiftCard(db: Database, cartId: number, typed: string, now: Date): Promise<number> {
  const card = await findGiftCard(db, typed);
  if (!card) throw invalid(UNKNOWN_GIFT_CARD);
  const problem = giftCardProblem(card, now);
  if (problem) throw invalid(problem.key, problem.params);
  await db.update(cart).set({ giftCardId: card.id, updatedAt: now }).where(eq(cart.id, cartId));
  return card.id;
}

export async function removeGiftCard(db: Database, cartId: number, now: Date): Promise<void> {
  await db.update(cart).set({ giftCardId: null, updatedAt: now }).where(eq(cart.id, cartId));
}

/**
 * The cart's card as the quote shows it for `total`: null when the cart has none; with a problem
 * (spent meanwhile by another order, say) when it can no longer pay, then taking nothing off.
 */
export async function cartGiftCard(db: Database, giftCardId: number | null, total: number, now: Date, t: TFunction): Promise<AppliedGiftCard | null> {
  if (giftCardId === null) return null;
  const [card] = await db.select().from(giftCard).where(eq(giftCard.id, giftCardId));
  if (!card) return null;
  const problem = giftCardProblem(card, now);
  return { ending: card.codeEnd, balance: card.balance, amount: problem ? 0 : giftCardShare(card.balance, total), problem: problem && t(problem.key, problem.params) };
}

/**
 * Takes the card's share of `total` for the order being placed in `tx`: the row is locked until the
 * order commits, and read after any order that held it. 409 when it can no longer pay, or (when
 * the customer saw a quote) when it no longer gives what they were quoted.
 */
export async function takeGiftCardShare(tx: Database, giftCardId: number, total: number, now: Date, quoted: number | null | undefined): Promise<number> {
  const [card] = await tx.select().from(giftCard).where(eq(giftCard.id, giftCardId)).for('update');
  if (!card) throw conflict(UNKNOWN_GIFT_CARD);
  const problem = giftCardProblem(card, now);
  if (problem) throw conflict(problem.key, problem.params);
  const amount = giftCardShare(card.balance, total);
  if (quoted !== undefined && quoted !== null && quoted !== amount) throw conflict('gift-card:errors.changed');
  await tx.update(giftCard).set({ balance: sql`${giftCard.balance} - ${amount}`, updatedAt: now }).where(eq(giftCard.id, giftCardId));
  return amount;
}

/** Writes the share taken by takeGiftCardShare against its order. */
export async function recordGiftCardUse(tx: Database, giftCardId: number, orderId: number, amount: number, now: Date) {
  if (amount > 0) await tx.insert(giftCardUse).values({ giftCardId, orderId, amount, createdAt: now });
}

/** Gives back the share of an order that ended unpaid, in the transaction that ends it. */
export async function giveBackGiftCardUse(tx: Database, orderId: number, now: Date) {
  const given = await tx
    .update(giftCardUse)
    .set({ releasedAt: now })
    .where(and(eq(giftCardUse.orderId, orderId), isNull(giftCardUse.releasedAt)))
    .returning({ giftCardId: giftCardUse.giftCardId, amount: giftCardUse.amount });
  for (const use of given) {
    await tx.update(giftCard).set({ balance: sql`${giftCard.balance} + ${use.amount}`, updatedAt: now }).where(eq(giftCard.id, use.giftCardId));
  }
}

/**
 * Takes again the share of an order paid after it had ended (late-payment.ts): the customer paid
 * the rest by card, so the order comes back only if the card still holds its share; otherwise 409,
 * and the payment is refunded.
 */
export async function retakeGiftCardUse(tx: Database, orderId: number, now: Date) {
  const [use] = await tx.select().from(giftCardUse).where(and(eq(giftCardUse.orderId, orderId), isNotNull(giftCardUse.releasedAt)));
  if (!use) return;
  const [taken] = await tx
    .update(giftCard)
    .set({ balance: sql`${giftCard.balance} - ${use.amount}`, updatedAt: now })
    .where(and(eq(giftCard.id, use.giftCardId), gte(giftCard.balance, use.amount)))
    .returning({ id: giftCard.id });
  if (!taken) throw conflict('gift-card:errors.empty');
  await tx.update(giftCardUse).set({ releasedAt: null }).where(eq(giftCardUse.id, use.id));
}
