import { and, asc, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { wallClock } from '~/lib/dates';
import { LANGS, type Lang } from '~/lib/locale';
import { CLUB_MAX_ATTEMPTS, nextRetryAt } from '~/lib/rules/club-retries';
import type { ShopDeps } from '../../deps';
import type { Database } from '../../db/connection';
import { cardCharge, clubBox, clubFormulaTranslation, clubMembership, clubShipment, keptCard } from '../../db/schema';
import { makeCharge, type CardChargeRow } from '../cards/charges';
import { conflict, notFound } from '../errors';
import { log } from '../../log';
import { parametersOnce, type ParametersOf } from '../parameters';
import { boxAmount, makeBoxOrder } from './box-order';
import { dropBoxes, holdBoxBottles, releaseBoxBottles } from './box-stock';
import { queueBoxDeclinedMail, queueOnHoldMail } from './run-mails';

// The charge run (docs/club.md, "The charge run"). On a shipment's charge day the worker takes the
// OPEN shipments due and marks them CHARGING, one process winning the conditional update; then
// every PLANNED box of an ACTIVE member gets a card_charge row (one transaction: the row, the box
// PENDING and pointing at it), the provider is asked with the row's key, and the answer settles the
// box: PAID, its order is made in the transaction that marks it CHARGED; DECLINED, retried on the
// schedule of src/lib/rules/club-retries.ts, then FAILED and the membership ON_HOLD; the bank
// wanting the member, AUTHENTICATION_REQUIRED until the charge is refreshed.
// Every step is conditional on the box's state, and a box left PENDING by a crash is asked again
// with the same charge (the provider answers the same payment): run twice, or killed half-way and
// run again, each box is charged once and makes one order.

type BoxRow = typeof clubBox.$inferSelect;

/** Where a run can be interrupted (the property test injects its faults there). */
export type RunStep = 'claimed' | 'answered' | 'ordering';

export interface RunHooks {
  /** Called at each step of a box; a throw stops that box there, as a crash would. */
  step?: (step: RunStep, boxId: number) => void | Promise<void>;
  /** How many boxes are charged at once (the provider's answers overlap; the orders commit one by one). */
  concurrency?: number;
}

export interface RunSummary {
  /** Shipments this call marked CHARGING. */
  started: number[];
  /** Boxes this call looked at. */
  boxes: number;
}

/**
 * Boxes charged at once by a run: the provider's answers and the commits overlap (PostgreSQL groups
 * the commits); the orders' invoice numbers still come one after the other. Measured, more lanes
 * gain nothing once the process is busy, and a few leave the pool's connections to the storefront.
 */
const RUN_CONCURRENCY = 4;

/** The estate's day now ('yyyy-mm-dd'): a shipment is due on its charge day, Paris time. */
export const estateToday = (now: Date) => wallClock(now).date;

/** Runs `work` on every item, `width` at a time; a failed item is logged and does not stop the others. */
async function inTurn<T>(items: T[], width: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const item = items[next++];
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(width, items.length)) }, lane));
}

/** Marks CHARGING the OPEN shipments due (all, or `shipmentId`): one process wins each. */
async function claimShipments(deps: ShopDeps, shipmentId?: number): Promise<number[]> {
  const now = deps.now();
  const rows = await deps.db
    .update(clubShipment)
    .set({ status: 'CHARGING', runStartedAt: now, updatedAt: now })
    .where(and(eq(clubShipment.status, 'OPEN'), lte(clubShipment.chargeOn, estateToday(now)), shipmentId === undefined ? undefined : eq(clubShipment.id, shipmentId)))
    .returning({ id: clubShipment.id });
  return rows.map((row) => row.id);
}

/** What the run still has to do: boxes to charge, charges to ask again, retries due, authentications answered. */
async function boxesToWorkOn(db: Database, now: Date, shipmentId?: number): Promise<BoxRow[]> {
  const ofShipment = shipmentId === undefined ? undefined : eq(clubBox.shipmentId, shipmentId);
  const charging = db.select({ id: clubShipment.id }).from(clubShipment).where(eq(clubShipment.status, 'CHARGING'));
  const answered = db.select({ id: cardCharge.id }).from(cardCharge).where(inArray(cardCharge.status, ['PAID', 'DECLINED']));
  return db
    .select()
    .from(clubBox)
    .where(
      and(
        ofShipment,
        or(
          and(eq(clubBox.status, 'PLANNED'), inArray(clubBox.shipmentId, charging)),
          eq(clubBox.status, 'PENDING'),
          and(eq(clubBox.status, 'DECLINED'), lte(clubBox.nextRetryAt, now)),
          and(eq(clubBox.status, 'AUTHENTICATION_REQUIRED'), inArray(clubBox.cardChargeId, answered)),
        ),
      ),
    )
    .orderBy(asc(clubBox.id));
}

/** A CHARGING shipment with no box left to charge or ask again is DONE (declined boxes go on being retried). */
async function finishShipments(deps: ShopDeps, shipmentId?: number) {
  const now = deps.now();
  const open = deps.db.select({ id: clubBox.id }).from(clubBox).where(and(eq(clubBox.shipmentId, clubShipment.id), inArray(clubBox.status, ['PLANNED', 'PENDING'])));
  await deps.db
    .update(clubShipment)
    .set({ status: 'DONE', runEndedAt: now, updatedAt: now })
    .where(and(eq(clubShipment.status, 'CHARGING'), sql`not exists (${open})`, shipmentId === undefined ? undefined : eq(clubShipment.id, shipmentId)));
}

/**
 * The worker's turn (and "Run now"): the shipments due marked CHARGING, then every box with
 * something to do, whichever process or earlier run left it so.
 */
export async function runClubCharges(deps: ShopDeps, siteId = 1, hooks: RunHooks = {}, shipmentId?: number): Promise<RunSummary> {
  const started = await claimShipments(deps, shipmentId);
  const boxes = await boxesToWorkOn(deps.db, deps.now(), shipmentId);
  // The site parameters every order's mails read, once for the whole run rather than per box (issue 30).
  const parameters = boxes.length ? await parametersOnce(deps.db, siteId, LANGS) : undefined;
  await inTurn(boxes, hooks.concurrency ?? RUN_CONCURRENCY, async (box) => {
    try {
      await workOnBox(deps, siteId, box, 'run', hooks, parameters);
    } catch (error) {
      // The property test's injected crash stops the run there, as a killed process would.
      if (hooks.step) throw error;
      // A box that failed (a provider out of reach, a short stock) stays as it was: the next turn takes it again.
      log.warn({ err: error, boxId: box.id }, 'club: a box of the charge run was left for the next turn');
    }
  });
  await finishShipments(deps, shipmentId);
  return { started, boxes: boxes.length };
}

type Decision = { kind: 'skip' } | { kind: 'gift' } | { kind: 'charge' };

/** What the run does with a PLANNED box, from its member as they are now (docs/club.md, "The charge run"). */
async function decide(db: Database, box: BoxRow): Promise<Decision> {
  const [row] = await db
    .select({ status: clubMembership.status, pausedUntil: clubMembership.pausedUntil, giftLeft: clubMembership.giftShipmentsLeft, chargeOn: clubShipment.chargeOn })
    .from(clubMembership)
    .innerJoin(clubShipment, eq(clubShipment.id, box.shipmentId))
    .where(eq(clubMembership.id, box.membershipId));
  // A pause that ends by the charge day is over: the box is charged, as the member's space reads it (memberships.ts).
  const active = row.status === 'ACTIVE' || (row.status === 'PAUSED' && row.pausedUntil !== null && row.pausedUntil <= row.chargeOn);
  if (!active) return { kind: 'skip' };
  return row.giftLeft !== null && row.giftLeft > 0 ? { kind: 'gift' } : { kind: 'charge' };
}

type Mode = 'run' | 'owner';

async function workOnBox(deps: ShopDeps, siteId: number, box: BoxRow, mode: Mode, hooks: RunHooks, parameters?: ParametersOf) {
  let chargeId = box.cardChargeId;
  if (box.status === 'PLANNED') {
    const decision = await decide(deps.db, box);
    if (decision.kind === 'skip') {
      // Skipped, the box gives its bottles back to the stock (box-stock.ts), in the same transaction.
      await deps.db.transaction(async (tx) => {
        const [skipped] = await tx.update(clubBox).set({ status: 'SKIPPED', updatedAt: deps.now() }).where(and(eq(clubBox.id, box.id), eq(clubBox.status, 'PLANNED'))).returning({ id: clubBox.id });
        if (skipped) await releaseBoxBottles(tx, [skipped.id]);
      });
      return;
    }
    if (decision.kind === 'gift') return offerGiftBox(deps, siteId, box, hooks, parameters);
  }
  if (box.status !== 'PENDING' && box.status !== 'AUTHENTICATION_REQUIRED') {
    chargeId = await startCharge(deps, box, mode);
    if (chargeId === null) return;
  }
  if (chargeId === null) return;
  await hooks.step?.('claimed', box.id);
  const charge = await makeCharge(deps, siteId, chargeId);
  await hooks.step?.('answered', box.id);
  await settleBox(deps, siteId, box.id, charge, hooks, parameters);
}

/** The card a box is charged on: one the member kept after the last decline, else the membership's, else their default. */
async function cardFor(db: Database, userId: number, membershipCard: number | null, declinedAt: Date | null) {
  const cards = await db.select().from(keptCard).where(eq(keptCard.userId, userId)).orderBy(desc(keptCard.createdAt), desc(keptCard.id));
  const newer = declinedAt ? cards.find((card) => card.createdAt >= declinedAt) : undefined;
  return newer ?? cards.find((card) => card.id === membershipCard) ?? cards.find((card) => card.isDefault) ?? cards[0] ?? null;
}

/**
 * A new charge for a box (its first, or a retry after a decline): the card_charge row and the box
 * PENDING on it, one transaction, taken only if the box is still in the state that allows it.
 */
async function startCharge(deps: ShopDeps, box: BoxRow, mode: Mode): Promise<number | null> {
  return deps.db.transaction(async (tx) => {
    const now = deps.now();
    const allowed =
      mode === 'owner'
        ? and(inArray(clubBox.status, ['DECLINED', 'FAILED']), eq(clubBox.status, box.status))
        : or(and(eq(clubBox.status, 'PLANNED'), isNull(clubBox.cardChargeId)), and(eq(clubBox.status, 'DECLINED'), lte(clubBox.nextRetryAt, now)));
    const [claimed] = await tx
      .update(clubBox)
      .set({ status: 'PENDING', attempts: sql`${clubBox.attempts} + 1`, nextRetryAt: null, updatedAt: now })
      .where(and(eq(clubBox.id, box.id), allowed))
      .returning();
    if (!claimed) return null;
    // A box given up (FAILED) gave its bottles back: charged again, it takes them again (409 when short).
    if (box.status === 'FAILED') await holdBoxBottles(tx, [box.id]);
    const [member] = await tx
      .select({ userId: clubMembership.userId, keptCardId: clubMembership.keptCardId, lang: clubMembership.lang, formula: clubFormulaTranslation.name, title: clubShipment.title })
      .from(clubMembership)
      .innerJoin(clubShipment, eq(clubShipment.id, box.shipmentId))
      .leftJoin(clubFormulaTranslation, and(eq(clubFormulaTranslation.formulaId, clubMembership.formulaId), eq(clubFormulaTranslation.lang, clubMembership.lang)))
      .where(eq(clubMembership.id, box.membershipId));
    const [previous] = box.cardChargeId ? await tx.select({ updatedAt: cardCharge.updatedAt }).from(cardCharge).where(eq(cardCharge.id, box.cardChargeId)) : [];
    const card = await cardFor(tx, member.userId, member.keptCardId, previous?.updatedAt ?? null);
    const lang = member.lang as Lang;
    const club = lang === 'fr_FR' ? 'Club' : 'Wine club';
    const [charge] = await tx
      .insert(cardCharge)
      .values({ userId: member.userId, keptCardId: card?.id ?? null, label: `${club} ${member.formula ?? ''} – ${member.title}`.replace(/\s+/g, ' '), lang, amount: boxAmount(claimed), status: 'DUE', dueAt: now, createdAt: now, updatedAt: now })
      .returning({ id: cardCharge.id });
    await tx.update(clubBox).set({ cardChargeId: charge.id }).where(eq(clubBox.id, box.id));
    // The member kept a new card to pay the box: their next boxes go on it too.
    if (card && card.id !== member.keptCardId) await tx.update(clubMembership).set({ keptCardId: card.id, updatedAt: now }).where(eq(clubMembership.id, box.membershipId));
    return charge.id;
  });
}

/** A gift membership's box: no charge, its order made, one shipment fewer left on the gift. */
async function offerGiftBox(deps: ShopDeps, siteId: number, box: BoxRow, hooks: RunHooks, parameters?: ParametersOf) {
  await deps.db.transaction(async (tx) => {
    const now = deps.now();
    const [locked] = await tx.update(clubBox).set({ updatedAt: now }).where(and(eq(clubBox.id, box.id), eq(clubBox.status, 'PLANNED'))).returning();
    if (!locked) return;
    await hooks.step?.('ordering', box.id);
    const orderId = await makeBoxOrder({ ...deps, db: tx }, siteId, locked, null, parameters);
    await tx.update(clubBox).set({ status: 'CHARGED', orderId, updatedAt: now }).where(eq(clubBox.id, box.id));
    await tx
      .update(clubMembership)
      .set({ giftShipmentsLeft: sql`${clubMembership.giftShipmentsLeft} - 1`, updatedAt: now })
      .where(and(eq(clubMembership.id, box.membershipId), sql`${clubMembership.giftShipmentsLeft} > 0`));
    // The gift's last box: without a kept card there is nothing to charge the next one on, so the
    // membership ends here (docs/club.md, "Gift memberships"); with one, it goes on, charged box by box.
    const [ended] = await tx
      .update(clubMembership)
      .set({ status: 'CANCELLED', endsAt: now, pausedUntil: null, updatedAt: now })
      .where(and(eq(clubMembership.id, box.membershipId), eq(clubMembership.giftShipmentsLeft, 0), isNull(clubMembership.keptCardId)))
      .returning({ id: clubMembership.id });
    // As a cancellation (memberships.ts): the boxes planned for later shipments go.
    if (ended) await dropBoxes(tx, and(eq(clubBox.membershipId, ended.id), inArray(clubBox.status, ['PLANNED', 'SET_ASIDE']))!);
  });
}

/**
 * The box follows its charge's answer, once: PAID makes the order and the box CHARGED in one
 * transaction; DECLINED schedules the next retry (or gives up: FAILED, membership ON_HOLD) and
 * mails the member; AUTHENTICATION_REQUIRED waits for the member (the charge mailed them the link).
 */
async function settleBox(deps: ShopDeps, siteId: number, boxId: number, charge: CardChargeRow, hooks: RunHooks = {}, parameters?: ParametersOf) {
  if (charge.status === 'DUE' || charge.status === 'PENDING') return;
  await deps.db.transaction(async (tx) => {
    const now = deps.now();
    const mine = and(eq(clubBox.id, boxId), eq(clubBox.cardChargeId, charge.id), inArray(clubBox.status, ['PENDING', 'AUTHENTICATION_REQUIRED']));
    if (charge.status === 'AUTHENTICATION_REQUIRED') {
      await tx.update(clubBox).set({ status: 'AUTHENTICATION_REQUIRED', updatedAt: now }).where(mine);
      return;
    }
    // Locks the box: a second process settling the same answer waits here, then finds it settled.
    const [box] = await tx.update(clubBox).set({ updatedAt: now }).where(mine).returning();
    if (!box) return;
    if (charge.status === 'PAID') {
      await hooks.step?.('ordering', boxId);
      const orderId = await makeBoxOrder({ ...deps, db: tx }, siteId, box, charge, parameters);
      await tx.update(clubBox).set({ status: 'CHARGED', orderId, nextRetryAt: null, updatedAt: now }).where(eq(clubBox.id, boxId));
      // A member on hold whose box was paid at last (the owner's retry) is a member again.
      await tx.update(clubMembership).set({ status: 'ACTIVE', updatedAt: now }).where(and(eq(clubMembership.id, box.membershipId), eq(clubMembership.status, 'ON_HOLD')));
      return;
    }
    const [shipment] = await tx.select({ runStartedAt: clubShipment.runStartedAt }).from(clubShipment).where(eq(clubShipment.id, box.shipmentId));
    const retryAt = box.attempts < CLUB_MAX_ATTEMPTS ? nextRetryAt(shipment.runStartedAt ?? now, box.attempts) : null;
    // A retry day already past (the owner retried late) is tomorrow's turn rather than at once.
    const retry = retryAt && retryAt <= now ? new Date(now.getTime() + 86_400_000) : retryAt;
    await tx.update(clubBox).set({ status: retry ? 'DECLINED' : 'FAILED', nextRetryAt: retry, updatedAt: now }).where(eq(clubBox.id, boxId));
    // Given up, the box's bottles go back to the stock (box-stock.ts).
    if (!retry) await releaseBoxBottles(tx, [boxId]);
    if (retry) {
      await queueBoxDeclinedMail(tx, deps, siteId, box, charge, retry);
      return;
    }
    const [held] = await tx
      .update(clubMembership)
      .set({ status: 'ON_HOLD', pausedUntil: null, updatedAt: now })
      .where(and(eq(clubMembership.id, box.membershipId), inArray(clubMembership.status, ['ACTIVE', 'PAUSED'])))
      .returning({ id: clubMembership.id });
    if (held) await queueOnHoldMail(tx, deps, siteId, box, charge);
  });
}

/** The owner's "retry": a DECLINED or FAILED box charged again now (its card as the member left it). Answers the box. */
export async function retryBox(deps: ShopDeps, siteId: number, boxId: number): Promise<BoxRow> {
  const [box] = await deps.db.select().from(clubBox).where(eq(clubBox.id, boxId));
  if (!box) throw notFound();
  if (box.status !== 'DECLINED' && box.status !== 'FAILED') throw conflict('admin-club-run:errors.notRetryable');
  await workOnBox(deps, siteId, box, 'owner', {});
  return (await deps.db.select().from(clubBox).where(eq(clubBox.id, boxId)))[0];
}

/** The owner's "retry all declined" of a shipment: every DECLINED or FAILED box charged again now. Answers how many were retried. */
export async function retryDeclined(deps: ShopDeps, siteId: number, shipmentId: number): Promise<number> {
  const boxes = await deps.db.select().from(clubBox).where(and(eq(clubBox.shipmentId, shipmentId), inArray(clubBox.status, ['DECLINED', 'FAILED']))).orderBy(asc(clubBox.id));
  const parameters = boxes.length ? await parametersOnce(deps.db, siteId, LANGS) : undefined;
  await inTurn(boxes, 4, async (box) => {
    await workOnBox(deps, siteId, box, 'owner', {}, parameters).catch((error: unknown) => log.warn({ err: error, boxId: box.id }, 'club: an owner retry failed'));
  });
  return boxes.length;
}

/** How long "Run now" waits for its run before answering: a longer run goes on, and the owner's view follows it live. */
const RUN_NOW_WAIT_MS = 10_000;

/**
 * The owner's "Run now": the shipment's run, if it is due (OPEN on or after its charge day) or
 * under way. Answers when the run is done or after `waitMs`, the run going on meanwhile; a process
 * that stops before its end leaves the shipment CHARGING, and the worker's next turn finishes it.
 */
export async function runShipmentNow(deps: ShopDeps, siteId: number, shipmentId: number, waitMs = RUN_NOW_WAIT_MS): Promise<void> {
  const [shipment] = await deps.db.select({ status: clubShipment.status, chargeOn: clubShipment.chargeOn }).from(clubShipment).where(eq(clubShipment.id, shipmentId));
  if (!shipment) throw notFound();
  const due = shipment.status === 'OPEN' && shipment.chargeOn <= estateToday(deps.now());
  if (!due && shipment.status !== 'CHARGING') throw conflict('admin-club-run:errors.notDue');
  const run = runClubCharges(deps, siteId, {}, shipmentId).catch((error: unknown) => log.error({ err: error, shipmentId }, 'club: a charge run stopped, the worker takes it up again'));
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([run, new Promise<void>((resolve) => (timer = setTimeout(resolve, waitMs)))]);
  clearTimeout(timer);
}
