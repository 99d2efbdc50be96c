import { and, eq, inArray } from 'drizzle-orm';
import { formatPrice } from '~/lib/catalogue-format';
import { t as translator, type Lang } from '~/lib/i18n';
import { localizedPath } from '~/lib/locale';
import type { ShopDeps } from '../../deps';
import type { Database } from '../../db/connection';
import { cardCharge, keptCard, user } from '../../db/schema';
import type { ChargeOutcome } from '../../payments/provider';
import { composeMail } from '../../mail/compose';
import { queueMail } from '../../mail/outbox';
import { mailBrand } from '../brand';
import { notFound } from '../errors';
import { dropCard } from './kept-cards';
import { log } from '../../log';

// Charging a kept card without the customer (a merchant-initiated payment; docs/rules.md, "Kept
// cards"). A charge is a row first (card_charge), so that its id exists before the provider is
// asked: the provider's idempotency key derives from it, and the same charge asked again (a retry,
// a crash between the provider's answer and the commit) takes the money once. The provider's
// answer and what it does (the charge's status, the mail asking the customer to authenticate) are
// one transaction.

export type CardChargeRow = typeof cardCharge.$inferSelect;

/** The provider's key of a charge: its id and its creation instant, unique even across two databases on one account. */
export const chargeKey = (charge: Pick<CardChargeRow, 'id' | 'createdAt'>) => `${charge.id}-${charge.createdAt.getTime().toString(36)}`;

/** A charge to make later on a kept card (the wine club's next box): DUE until it is made. */
export async function scheduleCharge(db: Database, values: { keptCardId: number; amount: number; label: string; dueAt: Date | null; orderId?: number | null }): Promise<CardChargeRow> {
  const [card] = await db.select().from(keptCard).where(eq(keptCard.id, values.keptCardId));
  if (!card) throw notFound('account:cards.notFound');
  const [row] = await db.insert(cardCharge).values({ ...values, userId: card.userId, lang: card.lang, status: 'DUE' }).returning();
  return row;
}

/**
 * The hook the wine club fills: what is due to be charged on a card (the expiry warning is sent
 * only for cards something is due on). Today only the DUE charge records; the club adds its own.
 */
export async function chargesDueOnCard(db: Database, cardId: number): Promise<{ amount: number; label: string; dueAt: Date | null }[]> {
  return db.select({ amount: cardCharge.amount, label: cardCharge.label, dueAt: cardCharge.dueAt }).from(cardCharge).where(and(eq(cardCharge.keptCardId, cardId), eq(cardCharge.status, 'DUE')));
}

/** The page the customer comes back to after authenticating on the provider's page. */
const backFromProvider = (deps: ShopDeps, lang: Lang) => `${deps.config.publicUrl}${localizedPath(lang, '/account')}`;

const absolute = (deps: ShopDeps, url: string) => (url.startsWith('/') ? `${deps.config.publicUrl}${url}` : url);

async function queueAuthenticationMail(deps: ShopDeps, siteId: number, charge: CardChargeRow, url: string) {
  const [to] = await deps.db.select({ email: user.email }).from(user).where(eq(user.id, charge.userId));
  if (!to) return;
  const lang = charge.lang as Lang;
  const t = translator(lang);
  await queueMail(
    deps.db,
    composeMail(lang, 'account-mail:cardAuthentication', to.email, await mailBrand(deps, siteId, lang), { label: charge.label }, url, [
      [t('account-mail:cardLabels.charge'), charge.label],
      [t('account-mail:cardLabels.amount'), formatPrice(charge.amount, lang)],
    ]),
  );
}

/** A charge as makeCharge reads it: the row, its kept card (if still there) and its owner's address. */
export interface ChargeToMake {
  charge: CardChargeRow;
  card: typeof keptCard.$inferSelect | null;
  email: string | null;
}

/**
 * Makes a charge (DUE, or PENDING left by a crash or a provider that timed out) on its kept card,
 * once: a charge already answered is returned as it is. A provider that cannot be reached leaves it
 * PENDING, to be asked again with the same key; the error is thrown to the caller.
 */
export async function makeCharge(deps: ShopDeps, siteId: number, chargeId: number, known?: ChargeToMake): Promise<CardChargeRow> {
  // The charge, its card and its owner's address in one statement: the club's run asks it for every box (issue 30),
  // or gives them as it wrote them (a charge it has just made, `known`).
  const [found] = known?.charge.id === chargeId
    ? [known]
    : await deps.db
        .select({ charge: cardCharge, card: keptCard, email: user.email })
        .from(cardCharge)
        .leftJoin(keptCard, eq(keptCard.id, cardCharge.keptCardId))
        .leftJoin(user, eq(user.id, cardCharge.userId))
        .where(eq(cardCharge.id, chargeId));
  if (!found) throw notFound();
  const { charge, card } = found;
  if (!['DUE', 'PENDING'].includes(charge.status)) return charge;
  const owner = found.email === null ? undefined : { email: found.email };
  const provider = card ? deps.payments.named(card.provider) : null;
  if (!card || !provider || !owner) {
    const [declined] = await deps.db.update(cardCharge).set({ status: 'DECLINED', declineReason: 'card_missing', updatedAt: deps.now() }).where(eq(cardCharge.id, chargeId)).returning();
    return declined;
  }
  // Marked asked before asking: a crash past this point leaves a PENDING charge, retried with the same key.
  await deps.db.update(cardCharge).set({ status: 'PENDING', updatedAt: deps.now() }).where(and(eq(cardCharge.id, chargeId), eq(cardCharge.status, 'DUE')));
  const outcome = await provider.chargeKeptCard({
    chargeKey: chargeKey(charge),
    card,
    amount: charge.amount,
    label: charge.label,
    email: owner.email,
    lang: charge.lang as Lang,
    returnUrl: backFromProvider(deps, charge.lang as Lang),
    customerPresent: false,
  });
  return recordOutcome(deps, siteId, charge, outcome);
}

/** The charge takes the provider's answer if it was still waiting for one; answers the row as it now is. */
async function takeOutcome(db: Database, charge: CardChargeRow, outcome: ChargeOutcome, authenticateUrl: string | null, now: Date): Promise<{ row: CardChargeRow; taken: boolean }> {
  const [row] = await db
    .update(cardCharge)
    .set({
      status: outcome.status,
      providerReference: outcome.reference,
      declineReason: outcome.status === 'DECLINED' ? outcome.reason : null,
      authenticateUrl,
      updatedAt: now,
    })
    .where(and(eq(cardCharge.id, charge.id), inArray(cardCharge.status, ['DUE', 'PENDING'])))
    .returning();
  if (row) return { row, taken: true };
  return { row: (await db.select().from(cardCharge).where(eq(cardCharge.id, charge.id)))[0], taken: false };
}

/** The provider's answer to a charge, committed with what it does; answered twice, recorded once. */
export async function recordOutcome(deps: ShopDeps, siteId: number, charge: CardChargeRow, outcome: ChargeOutcome): Promise<CardChargeRow> {
  // Paid, or declined with the card still there: one conditional update, which needs no transaction of its own.
  if (outcome.status === 'PAID' || (outcome.status === 'DECLINED' && !outcome.cardGone)) return (await takeOutcome(deps.db, charge, outcome, null, deps.now())).row;
  return deps.db.transaction(async (tx) => {
    const authenticateUrl = outcome.status === 'AUTHENTICATION_REQUIRED' ? absolute(deps, outcome.authenticateUrl) : null;
    const { row, taken } = await takeOutcome(tx, charge, outcome, authenticateUrl, deps.now());
    if (!taken) return row;
    if (authenticateUrl) await queueAuthenticationMail({ ...deps, db: tx }, siteId, row, authenticateUrl);
    if (outcome.status === 'DECLINED' && outcome.cardGone && charge.keptCardId) {
      // The provider no longer has the card (deleted there): the shop stops offering it.
      const [card] = await tx.select().from(keptCard).where(eq(keptCard.id, charge.keptCardId));
      if (card) await dropCard(tx, card);
      log.warn({ cardId: charge.keptCardId, chargeId: charge.id }, 'cards: a kept card was gone at its provider, forgotten');
    }
    return row;
  });
}

/** A charge waiting for the customer's authentication: the provider's word once they went through its page. */
export async function refreshCharge(deps: ShopDeps, chargeId: number): Promise<CardChargeRow> {
  const [charge] = await deps.db.select().from(cardCharge).where(eq(cardCharge.id, chargeId));
  if (!charge) throw notFound();
  if (charge.status !== 'AUTHENTICATION_REQUIRED' || !charge.providerReference) return charge;
  const [card] = charge.keptCardId ? await deps.db.select({ provider: keptCard.provider }).from(keptCard).where(eq(keptCard.id, charge.keptCardId)) : [];
  const provider = card ? deps.payments.named(card.provider) : null;
  if (!provider) return charge;
  const word = await provider.fetchStatus(charge.providerReference);
  if (word.status === 'PENDING') return charge;
  const status = word.status === 'PAID' ? 'PAID' : 'DECLINED';
  const [row] = await deps.db
    .update(cardCharge)
    .set({ status, declineReason: status === 'DECLINED' ? 'authentication_failed' : null, updatedAt: deps.now() })
    .where(and(eq(cardCharge.id, chargeId), eq(cardCharge.status, 'AUTHENTICATION_REQUIRED')))
    .returning();
  return row ?? charge;
}

/** A provider's notification about a charge of the shop's (its reference): the charge refreshed; false when none has it. */
export async function chargeOfReference(deps: ShopDeps, reference: string): Promise<boolean> {
  const [charge] = await deps.db.select({ id: cardCharge.id }).from(cardCharge).where(eq(cardCharge.providerReference, reference));
  if (!charge) return false;
  await refreshCharge(deps, charge.id);
  return true;
}
