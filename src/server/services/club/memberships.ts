import { and, asc, desc, eq, gte, inArray, ne, count } from 'drizzle-orm';
import type { ClubJoin, ClubPause, Membership, MyMembership } from '~/lib/contracts/club';
import { parisDay } from '~/lib/dates';
import type { Lang } from '~/lib/i18n';
import { ageOn, MINIMUM_AGE } from '~/lib/rules/registration';
import type { Database } from '../../db/connection';
import { address, clubBox, clubFormula, clubGift, clubMembership, clubShipment, countryTranslation, keptCard, user } from '../../db/schema';
import type { ShopDeps } from '../../deps';
import { hasExpired } from '../cards/kept-cards';
import { conflict, forbidden, invalid, notFound } from '../errors';
import { planMemberBoxes, setAsidePausedBoxes } from './box-planning';
import { dropBoxes } from './box-stock';
import { PLACE_HOLDING, presentFormulas } from './formulas';
import { lockedGift } from './gifts';
import { membershipFacts, queueCancelledMail, queueJoinMail } from './mails';
import { DISCOUNTED } from './member-price';
import { currentTermsVersion } from './terms';

// Joining the club, and the member's own space: read, pause, resume, cancel (docs/club.md). Each
// change is one transaction that locks the rows it decides on and queues its mail.

type MembershipRow = typeof clubMembership.$inferSelect;
type ClubDeps = Pick<ShopDeps, 'db' | 'now' | 'config' | 'payments'>;

/** How far ahead a pause may go. */
export const LONGEST_PAUSE_DAYS = 366;

export async function addressLine(db: Database, addressId: number | null, lang: Lang): Promise<string | null> {
  if (addressId === null) return null;
  const [row] = await db
    .select({ address, countryName: countryTranslation.name })
    .from(address)
    .leftJoin(countryTranslation, and(eq(countryTranslation.countryId, address.countryId), eq(countryTranslation.lang, lang)))
    .where(eq(address.id, addressId));
  if (!row) return null;
  const a = row.address;
  return [`${a.firstname} ${a.lastname}`, a.address, a.addressPart2, `${a.postalCode} ${a.city}`, row.countryName].filter(Boolean).join(', ');
}

/** A PAUSED membership whose day came reads as ACTIVE: the charge run does the same (docs/club.md). */
const statusOn = (row: MembershipRow, today: string) => (row.status === 'PAUSED' && row.pausedUntil !== null && row.pausedUntil <= today ? 'ACTIVE' : row.status);

async function present(deps: ClubDeps, row: MembershipRow, lang: Lang): Promise<Membership> {
  const db = deps.db;
  const [formulaRow] = await db.select().from(clubFormula).where(eq(clubFormula.id, row.formulaId));
  const [[formula], card, addressText] = await Promise.all([
    presentFormulas(db, [formulaRow], lang),
    row.keptCardId === null ? Promise.resolve(null) : db.select().from(keptCard).where(eq(keptCard.id, row.keptCardId)).then((rows) => rows[0] ?? null),
    addressLine(db, row.addressId, lang),
  ]);
  const today = parisDay(deps.now());
  const status = statusOn(row, today);
  const [next] =
    status === 'CANCELLED' || status === 'WAITING'
      ? []
      : await db
          .select()
          .from(clubShipment)
          .where(and(eq(clubShipment.formulaId, row.formulaId), inArray(clubShipment.status, ['OPEN', 'CHARGING']), gte(clubShipment.chargeOn, today)))
          .orderBy(asc(clubShipment.chargeOn))
          .limit(1);
  // The member's own box of it, once announced: its price and delivery as the member changed them (docs/club.md#boxes).
  // A skipped box: nothing is charged for it. A box set aside by a pause is not counted, as none.
  const [box] = next
    ? (await db.select({ price: clubBox.price, deliveryFee: clubBox.deliveryFee, status: clubBox.status }).from(clubBox).where(and(eq(clubBox.shipmentId, next.id), eq(clubBox.membershipId, row.id), ne(clubBox.status, 'SET_ASIDE')))).map((one) =>
        one.status === 'SKIPPED' ? { price: 0, deliveryFee: 0 } : one,
      )
    : [];
  const deliveryFee = box ? box.deliveryFee : row.deliveryMode === 'SHIPPING' ? formulaRow.shippingRate : 0;
  return {
    id: row.id,
    status,
    formula,
    since: row.since?.toISOString() ?? null,
    joinedAt: row.createdAt.toISOString(),
    card: card ? { id: card.id, brand: card.brand, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear } : null,
    deliveryMode: row.deliveryMode,
    address: row.deliveryMode === 'SHIPPING' ? addressText : null,
    pausedUntil: status === 'PAUSED' ? row.pausedUntil : null,
    endsAt: row.endsAt?.toISOString() ?? null,
    giftShipmentsLeft: row.giftShipmentsLeft,
    memberDiscount: (DISCOUNTED as readonly string[]).includes(status) ? formulaRow.memberDiscount : 0,
    nextShipment: next
      ? {
          title: next.title,
          chargeOn: next.chargeOn,
          cutoffAt: next.cutoffAt.toISOString(),
          price: box ? box.price : next.price,
          deliveryFee,
          // No box for a shipment charged before the pause ends, as the charge run decides (docs/club.md#statuses).
          pausedOver: status === 'PAUSED' && row.pausedUntil !== null && row.pausedUntil > next.chargeOn,
        }
      : null,
  };
}

/** The customer's live membership, else the last one that ended, else null. */
async function latestOf(db: Database, userId: number): Promise<MembershipRow | null> {
  const [row] = await db
    .select()
    .from(clubMembership)
    .where(eq(clubMembership.userId, userId))
    .orderBy(desc(ne(clubMembership.status, 'CANCELLED')), desc(clubMembership.id))
    .limit(1);
  return row ?? null;
}

/** GET /user/club. */
export async function myMembership(deps: ClubDeps, userId: number, lang: Lang): Promise<MyMembership> {
  const row = await latestOf(deps.db, userId);
  return { membership: row ? await present(deps, row, lang) : null };
}

/** The rules a customer must meet before joining, each with its message (docs/club.md, "Joining"). */
async function checkedJoin(deps: ClubDeps, siteId: number, lang: Lang, userId: number, join: ClubJoin) {
  const { db } = deps;
  const [customer] = await db.select().from(user).where(eq(user.id, userId));
  if (!customer || customer.deletedAt) throw notFound();
  if (!customer.birthdate) throw invalid('club:errors.birthdateMissing');
  const age = ageOn(customer.birthdate, deps.now());
  if (age === null || age < MINIMUM_AGE) throw forbidden('club:errors.minor');
  const [formula] = await db.select().from(clubFormula).where(and(eq(clubFormula.id, join.formulaId), eq(clubFormula.isEnabled, true)));
  if (!formula) throw notFound('club:errors.formulaNotFound');
  if (join.deliveryMode === 'SHIPPING' && !formula.allowsShipping) throw invalid('club:errors.noShipping');
  if (join.deliveryMode === 'COLLECTION' && !formula.allowsCollection) throw invalid('club:errors.noCollection');
  let addressId: number | null = null;
  if (join.deliveryMode === 'SHIPPING') {
    const [own] = await db.select({ id: address.id }).from(address).where(and(eq(address.id, join.addressId ?? 0), eq(address.userId, userId)));
    if (!own) throw invalid('club:errors.address');
    addressId = own.id;
  }
  // A gift's code pays the first boxes: a kept card is then optional (docs/club.md, "Gift memberships").
  let card: typeof keptCard.$inferSelect | null = null;
  if (join.cardId || !join.giftCode) {
    [card = null] = await db.select().from(keptCard).where(and(eq(keptCard.id, join.cardId ?? 0), eq(keptCard.userId, userId)));
    if (!card) throw invalid('club:errors.card');
    if (hasExpired(card, deps.now()) || card.provider !== deps.payments.current.name) throw invalid('club:errors.cardUnusable');
  }
  if ((await currentTermsVersion(db, siteId, lang)) !== join.termsVersion) throw conflict('club:errors.termsChanged');
  return { customer, formula, card, addressId };
}

/** POST /user/club: joins (ACTIVE), or the waiting list when the formula is full; mails the member. */
export async function joinClub(deps: ClubDeps, siteId: number, lang: Lang, userId: number, join: ClubJoin): Promise<Membership> {
  const { customer, formula, card, addressId } = await checkedJoin(deps, siteId, lang, userId, join);
  const now = deps.now();
  const row = await deps.db.transaction(async (tx) => {
    // The formula's row is the lock of its places: two customers joining at once cannot both take the last one.
    await tx.select({ id: clubFormula.id }).from(clubFormula).where(eq(clubFormula.id, formula.id)).for('update');
    const [live] = await tx.select({ id: clubMembership.id }).from(clubMembership).where(and(eq(clubMembership.userId, userId), ne(clubMembership.status, 'CANCELLED')));
    if (live) throw conflict('club:errors.alreadyMember');
    const [held] = await tx.select({ n: count() }).from(clubMembership).where(and(eq(clubMembership.formulaId, formula.id), inArray(clubMembership.status, PLACE_HOLDING)));
    const waiting = formula.memberCap !== null && (held?.n ?? 0) >= formula.memberCap;
    const gift = join.giftCode ? await lockedGift(tx, join.giftCode, formula.id) : null;
    const [created] = await tx
      .insert(clubMembership)
      .values({
        userId,
        formulaId: formula.id,
        status: waiting ? 'WAITING' : 'ACTIVE',
        since: waiting ? null : now,
        keptCardId: card?.id ?? null,
        giftShipmentsLeft: gift?.shipments ?? null,
        giftFromUserId: gift?.fromUserId ?? null,
        deliveryMode: join.deliveryMode,
        addressId,
        termsAcceptedAt: now,
        termsVersion: join.termsVersion,
        lang,
      })
      .returning();
    if (gift) await tx.update(clubGift).set({ membershipId: created.id, redeemedAt: now, updatedAt: now }).where(eq(clubGift.id, gift.id));
    // A shipment announced and still before its cut-off: the new member gets a box too (docs/club.md#boxes).
    await planMemberBoxes(tx, created, now, lang);
    const [[shown], addressText] = await Promise.all([presentFormulas(tx, [formula], lang), addressLine(tx, addressId, lang)]);
    const facts = membershipFacts(formula, { email: customer.email, lang, formulaName: shown.name, deliveryMode: join.deliveryMode, address: addressText, card, giftShipments: gift?.shipments });
    await queueJoinMail(tx, deps, siteId, facts, waiting);
    return created;
  });
  return present(deps, row, lang);
}

/** The customer's live membership, locked for a change. */
async function lockedLive(tx: Database, userId: number): Promise<MembershipRow> {
  const [row] = await tx.select().from(clubMembership).where(and(eq(clubMembership.userId, userId), ne(clubMembership.status, 'CANCELLED'))).for('update');
  if (!row) throw notFound('club:errors.notMember');
  return row;
}

/** PUT /user/club/pause: no box until `until` (a day after today, at most a year ahead). */
export async function pauseMembership(deps: ClubDeps, userId: number, lang: Lang, pause: ClubPause): Promise<Membership> {
  const today = parisDay(deps.now());
  const latest = parisDay(new Date(deps.now().getTime() + LONGEST_PAUSE_DAYS * 86_400_000));
  if (pause.until <= today || pause.until > latest) throw invalid('club:errors.pauseRange');
  const row = await deps.db.transaction(async (tx) => {
    const live = await lockedLive(tx, userId);
    if (live.status !== 'ACTIVE' && live.status !== 'PAUSED') throw conflict('club:errors.cannotPause');
    const [paused] = await tx.update(clubMembership).set({ status: 'PAUSED', pausedUntil: pause.until }).where(eq(clubMembership.id, live.id)).returning();
    await setAsidePausedBoxes(tx, live.id, pause.until, deps.now());
    // A pause moved to an earlier day gives back the boxes charged from that day on.
    if (live.status === 'PAUSED') await planMemberBoxes(tx, paused, deps.now(), lang);
    return paused;
  });
  return present(deps, row, lang);
}

/** PUT /user/club/resume: a paused membership is active again at once. */
export async function resumeMembership(deps: ClubDeps, userId: number, lang: Lang): Promise<Membership> {
  const row = await deps.db.transaction(async (tx) => {
    const live = await lockedLive(tx, userId);
    if (live.status !== 'PAUSED') throw conflict('club:errors.notPaused');
    const [resumed] = await tx.update(clubMembership).set({ status: 'ACTIVE', pausedUntil: null }).where(eq(clubMembership.id, live.id)).returning();
    await planMemberBoxes(tx, resumed, deps.now(), lang);
    return resumed;
  });
  return present(deps, row, lang);
}

/** Ends a membership now: nothing more is charged, its boxes not yet charged go, their bottles back to the stock (docs/club.md). */
async function endMembership(tx: Database, live: MembershipRow, now: Date): Promise<MembershipRow> {
  const [cancelled] = await tx
    .update(clubMembership)
    .set({ status: 'CANCELLED', cancelRequestedAt: now, endsAt: now, pausedUntil: null })
    .where(eq(clubMembership.id, live.id))
    .returning();
  await dropBoxes(tx, and(eq(clubBox.membershipId, live.id), inArray(clubBox.status, ['PLANNED', 'SET_ASIDE']))!);
  return cancelled;
}

/** An account erased (services/account-deletion.ts): its live membership ends with it, in the same transaction. */
export async function endMembershipOfErasedAccount(tx: Database, userId: number, now: Date): Promise<void> {
  const [live] = await tx.select().from(clubMembership).where(and(eq(clubMembership.userId, userId), ne(clubMembership.status, 'CANCELLED'))).for('update');
  if (live) await endMembership(tx, live, now);
}

/**
 * POST /user/club/cancel: ends the membership now (nothing is charged after the request; a box
 * already charged is sent), drops its boxes not charged yet, and mails the confirmation with the
 * day it ends (Code de la consommation L215-1-1).
 */
export async function cancelMembership(deps: ClubDeps, siteId: number, userId: number, lang: Lang): Promise<Membership> {
  const now = deps.now();
  const row = await deps.db.transaction(async (tx) => {
    const live = await lockedLive(tx, userId);
    const cancelled = await endMembership(tx, live, now);
    const [[customer], [formula]] = await Promise.all([
      tx.select({ email: user.email }).from(user).where(eq(user.id, userId)),
      tx.select().from(clubFormula).where(eq(clubFormula.id, live.formulaId)),
    ]);
    const [shown] = await presentFormulas(tx, [formula], live.lang as Lang);
    await queueCancelledMail(tx, deps, siteId, { email: customer.email, lang: live.lang as Lang, formula: shown.name }, now);
    return cancelled;
  });
  return present(deps, row, lang);
}
