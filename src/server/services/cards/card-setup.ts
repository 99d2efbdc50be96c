import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { landing, localBack } from '~/lib/rules/card-setup';
import { localizedPath, type Lang } from '~/lib/locale';
import type { ShopDeps } from '../../deps';
import { cardSetup, keptCard, user } from '../../db/schema';
import type { PaymentProvider } from '../../payments/provider';
import { invalid, notFound, unavailable } from '../errors';
import { log } from '../../log';
import { keepCardRequest, type KeptCardRow } from './kept-cards';

// A card left without buying anything (the wine club's members; docs/rules.md, "Kept cards"): the
// customer goes to the provider's card-setup page and comes back to a page of the shop. The card
// becomes theirs once the provider says it keeps it, asked by the return and by the notification
// alike: whichever comes first keeps it, in one transaction with the setup's new state; the other
// finds the setup done.

export type CardSetupRow = typeof cardSetup.$inferSelect;

/** The account's page, where "My cards" is, when the caller names no page to come back to. */
export const defaultBack = (lang: Lang) => localizedPath(lang, '/account');

/**
 * Opens the provider's page for a new card of `userId`. Nothing is written until the provider has
 * answered: a provider out of reach leaves no setup behind (503).
 */
export async function startCardSetup(deps: Pick<ShopDeps, 'db' | 'payments' | 'config'>, userId: number, lang: Lang, back: string | null | undefined): Promise<{ url: string }> {
  const local = back === undefined || back === null ? defaultBack(lang) : localBack(back);
  if (!local) throw invalid('account:cards.setupBackNotLocal');
  const [customer] = await deps.db.select({ email: user.email }).from(user).where(eq(user.id, userId));
  if (!customer) throw notFound();
  const provider = deps.payments.current;
  const token = randomBytes(18).toString('base64url');
  let page;
  try {
    page = await provider.createCardSetup({
      key: token,
      keepCard: await keepCardRequest(deps.db, userId, provider.name),
      email: customer.email,
      lang,
      returnUrl: `${deps.config.publicUrl}/api/user/cards/setup/${token}/return`,
    });
  } catch (error) {
    log.error({ err: error, provider: provider.name }, 'cards: the provider did not open a card-setup page');
    throw unavailable('account:cards.setupUnavailable');
  }
  await deps.db.insert(cardSetup).values({ userId, token, provider: provider.name, providerReference: page.reference, returnMac: page.returnMac, back: local, lang });
  return { url: page.redirectUrl };
}

/**
 * Asks the provider what became of an open setup and records it: the card kept (the customer's,
 * the default when it is their first) with the setup's KEPT in one transaction, or the setup
 * refused or abandoned. A setup already settled is left as it is. Throws when the provider does
 * not answer.
 */
export async function settleCardSetup(deps: Pick<ShopDeps, 'db'>, provider: PaymentProvider, setup: CardSetupRow): Promise<CardSetupRow> {
  if (setup.status !== 'OPEN') return setup;
  const answered = await provider.cardSetupOutcome(setup.providerReference);
  if (answered.status === 'PENDING') return setup;
  const outcome = answered;
  return deps.db.transaction(async (tx) => {
    // Taken by the one that changes it: the return and the notification at once keep the card once.
    const [taken] = await tx
      .update(cardSetup)
      .set({ status: outcome.status })
      .where(and(eq(cardSetup.id, setup.id), eq(cardSetup.status, 'OPEN')))
      .returning();
    if (!taken) return (await tx.select().from(cardSetup).where(eq(cardSetup.id, setup.id)))[0];
    if (outcome.status !== 'KEPT') return taken;
    const [first] = await tx.select({ id: keptCard.id }).from(keptCard).where(eq(keptCard.userId, setup.userId)).limit(1);
    const [inserted] = await tx
      .insert(keptCard)
      .values({ userId: setup.userId, provider: setup.provider, ...outcome.card, isDefault: !first, lang: setup.lang as Lang })
      .onConflictDoNothing()
      .returning();
    // A card the shop kept already (the same one left twice) stays as it is.
    const card: KeptCardRow | undefined = inserted ?? (await tx.select().from(keptCard).where(and(eq(keptCard.provider, setup.provider), eq(keptCard.cardReference, outcome.card.cardReference))))[0];
    const [kept] = await tx.update(cardSetup).set({ keptCardId: card?.id ?? null }).where(eq(cardSetup.id, setup.id)).returning();
    return kept;
  });
}

/**
 * The customer back from the provider's page: the return believed only when the provider vouches
 * for it (its signature or RETURNMAC), the outcome always asked of the provider. Answers where the
 * browser goes: the setup's page, told whether the card was saved.
 */
export async function returnFromCardSetup(deps: Pick<ShopDeps, 'db' | 'payments'>, token: string, query: Record<string, string>): Promise<string> {
  const [setup] = await deps.db.select().from(cardSetup).where(eq(cardSetup.token, token));
  if (!setup) throw notFound();
  const provider = deps.payments.named(setup.provider);
  if (!provider) throw notFound();
  let settled = setup;
  if (setup.status === 'OPEN' && (await provider.verifyReturn(query, { reference: setup.providerReference, returnMac: setup.returnMac }))) {
    settled = await settleCardSetup(deps, provider, setup).catch((error: unknown) => {
      // The provider out of reach: its notification keeps the card later; the customer is told it is not saved yet.
      log.error({ err: error, provider: provider.name, setupId: setup.id }, 'cards: the provider did not say what became of a card setup');
      return setup;
    });
  }
  return landing(settled.back, settled.status === 'KEPT');
}

/** A provider's verified notification about a setup page: its outcome asked and recorded. False when it names no setup. */
export async function notifiedCardSetup(deps: Pick<ShopDeps, 'db'>, provider: PaymentProvider, reference: string): Promise<boolean> {
  const [setup] = await deps.db.select().from(cardSetup).where(and(eq(cardSetup.provider, provider.name), eq(cardSetup.providerReference, reference)));
  if (!setup) return false;
  await settleCardSetup(deps, provider, setup);
  return true;
}
