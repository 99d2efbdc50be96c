import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { KeptCard } from '~/lib/contracts/cards';
import type { Lang } from '~/lib/i18n';
import type { ShopDeps } from '../../deps';
import type { Database } from '../../db/connection';
import { keptCard, order, payment } from '../../db/schema';
import type { KeepCardRequest } from '../../payments/provider';
import { notFound, unavailable } from '../errors';
import { log } from '../../log';

// Cards kept for the next orders (docs/rules.md, "Kept cards"): a signed-in customer ticks "keep
// this card" on the payment step, and once that payment is through the provider's handle of the
// card is kept with what a person needs to recognise it. Deleting one deletes it at the provider
// first: the shop never shows a card it could no longer forget.

export type KeptCardRow = typeof keptCard.$inferSelect;

/** A card expires at the end of its month; "soon" is within the month before (when the shop warns the customer). */
export function expiresAt(card: Pick<KeptCardRow, 'expMonth' | 'expYear'>): Date {
  return new Date(Date.UTC(card.expYear, card.expMonth, 1));
}

export const EXPIRES_SOON_DAYS = 31;

export function expiresSoon(card: Pick<KeptCardRow, 'expMonth' | 'expYear'>, now: Date): boolean {
  return expiresAt(card).getTime() - now.getTime() <= EXPIRES_SOON_DAYS * 86_400_000;
}

export function hasExpired(card: Pick<KeptCardRow, 'expMonth' | 'expYear'>, now: Date): boolean {
  return expiresAt(card) <= now;
}

/** The customer's kept cards at a provider, the default first. */
export function cardsOf(db: Database, userId: number, provider?: string): Promise<KeptCardRow[]> {
  return db
    .select()
    .from(keptCard)
    .where(and(eq(keptCard.userId, userId), provider ? eq(keptCard.provider, provider) : undefined))
    .orderBy(desc(keptCard.isDefault), desc(keptCard.id));
}

export async function ownedCard(db: Database, userId: number, cardId: number): Promise<KeptCardRow> {
  const [card] = await db.select().from(keptCard).where(and(eq(keptCard.id, cardId), eq(keptCard.userId, userId)));
  // Another customer's card does not exist for this one.
  if (!card) throw notFound('account:cards.notFound');
  return card;
}

/** What the provider is told when the customer asks to keep the card: their customer record there, if they have one. */
export async function keepCardRequest(db: Database, userId: number, provider: string): Promise<KeepCardRequest> {
  const [withCustomer] = await db
    .select({ customerReference: keptCard.customerReference })
    .from(keptCard)
    .where(and(eq(keptCard.userId, userId), eq(keptCard.provider, provider), sql`${keptCard.customerReference} is not null`))
    .orderBy(asc(keptCard.id))
    .limit(1);
  return { shopCustomerId: userId, customerReference: withCustomer?.customerReference ?? null };
}

/**
 * Once a payment opened with "keep this card" is through, the card the provider kept becomes the
 * customer's (the default when it is their first). Called after the payment's outcome is committed,
 * by the return and the notification alike: the second finds it kept already. A provider out of
 * reach leaves the card unkept, logged: the order itself is paid either way.
 */
export async function keepCardOfPayment(deps: Pick<ShopDeps, 'db' | 'payments'>, paymentId: number): Promise<KeptCardRow | null> {
  const [row] = await deps.db
    .select({ provider: payment.provider, reference: payment.providerReference, status: payment.status, keepCard: payment.keepCard, userId: order.userId, lang: order.lang })
    .from(payment)
    .innerJoin(order, eq(order.id, payment.orderId))
    .where(eq(payment.id, paymentId));
  if (!row?.keepCard || row.status !== 'CAPTURED' || !row.reference || row.userId === null) return null;
  const provider = deps.payments.named(row.provider);
  if (!provider) return null;
  const userId = row.userId;
  try {
    const card = await provider.keptCardOf(row.reference);
    if (!card) return null;
    return await deps.db.transaction(async (tx) => {
      const [first] = await tx.select({ id: keptCard.id }).from(keptCard).where(eq(keptCard.userId, userId)).limit(1);
      const [kept] = await tx
        .insert(keptCard)
        .values({ userId, provider: row.provider, ...card, isDefault: !first, lang: row.lang as Lang })
        .onConflictDoNothing()
        .returning();
      return kept ?? null;
    });
  } catch (error) {
    log.error({ err: error, provider: row.provider, paymentId }, 'cards: the card of a paid payment could not be kept');
    return null;
  }
}

export async function setDefaultCard(db: Database, userId: number, cardId: number): Promise<KeptCardRow> {
  await ownedCard(db, userId, cardId);
  return db.transaction(async (tx) => {
    await tx.update(keptCard).set({ isDefault: false }).where(and(eq(keptCard.userId, userId), ne(keptCard.id, cardId), eq(keptCard.isDefault, true)));
    const [card] = await tx.update(keptCard).set({ isDefault: true }).where(and(eq(keptCard.id, cardId), eq(keptCard.userId, userId))).returning();
    return card;
  });
}

/** Removes the card locally; the next one becomes the default if it was. */
export async function dropCard(db: Database, card: KeptCardRow): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(keptCard).where(eq(keptCard.id, card.id));
    if (!card.isDefault) return;
    const [next] = await tx.select({ id: keptCard.id }).from(keptCard).where(eq(keptCard.userId, card.userId)).orderBy(desc(keptCard.id)).limit(1);
    if (next) await tx.update(keptCard).set({ isDefault: true }).where(eq(keptCard.id, next.id));
  });
}

/** Deletes the card at the provider, then in the shop; a provider out of reach keeps it in both, and says so. */
export async function deleteCard(deps: Pick<ShopDeps, 'db' | 'payments'>, userId: number, cardId: number): Promise<void> {
  const card = await ownedCard(deps.db, userId, cardId);
  const provider = deps.payments.named(card.provider);
  try {
    await provider?.forgetCard(card);
  } catch (error) {
    log.error({ err: error, provider: card.provider, cardId }, 'cards: the provider did not delete a kept card');
    throw unavailable('account:cards.deleteUnavailable');
  }
  await dropCard(deps.db, card);
}

/** The customer's cards as the account and the payment step show them. */
export async function listKeptCards(deps: Pick<ShopDeps, 'db' | 'now' | 'payments'>, userId: number): Promise<KeptCard[]> {
  const now = deps.now();
  return (await cardsOf(deps.db, userId)).map((card) => ({
    id: card.id,
    brand: card.brand,
    last4: card.last4,
    expMonth: card.expMonth,
    expYear: card.expYear,
    isDefault: card.isDefault,
    expiresSoon: !hasExpired(card, now) && expiresSoon(card, now),
    expired: hasExpired(card, now),
    provider: card.provider,
    usable: card.provider === deps.payments.current.name && !hasExpired(card, now),
  }));
}

/**
 * After an account is erased (its kept_card rows deleted in that transaction): its cards deleted at
 * their providers. A provider that does not answer is logged with the card's reference, for the
 * estate to delete it there by hand: the erasure itself is not held back.
 */
export async function forgetAtProviders(deps: Pick<ShopDeps, 'payments'>, cards: KeptCardRow[]): Promise<void> {
  for (const card of cards) {
    try {
      await deps.payments.named(card.provider)?.forgetCard(card);
    } catch (error) {
      log.error({ err: error, provider: card.provider, cardReference: card.cardReference }, 'cards: an erased account left a card at its provider');
    }
  }
}
