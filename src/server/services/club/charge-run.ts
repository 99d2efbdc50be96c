import { and, asc, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { wallClock } from '~/lib/dates';
import { DEFAULT_LANG, LANGS, type Lang } from '~/lib/locale';
import { CLUB_MAX_ATTEMPTS, nextRetryAt } from '~/lib/rules/club-retries';
import type { ShopDeps } from '../../deps';
import type { Database } from '../../db/connection';
import { cardCharge, clubBox, clubFormulaTranslation, clubMembership, clubShipment, keptCard, user } from '../../db/schema';
import { makeCharge, type CardChargeRow, type ChargeToMake } from '../cards/charges';
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
 * the commits); the orders' stock and invoice numbers still come one after the other, in the last
 * statement of each. On PostgreSQL 8 of the pool's 10 connections (node-postgres's default), the
 * others left to the storefront and the owner's view; the embedded PGlite has one connection, where
 * more lanes only overlap the provider's answers.
 */
const runConcurrency = (deps: ShopDeps) => (deps.config.databaseUrl ? 8 : 4);

/** The estate's day now ('yyyy-mm-dd'): a shipment is due on its charge day, Paris time. */
export const estateToday = (now: Date) => wallClock(now).date;

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
  await chargeBoxes(deps, siteId, boxes, 'run', hooks, parameters, hooks.concurrency ?? runConcurrency(deps));
  await finishShipments(deps, shipmentId);
  return { started, boxes: boxes.length };
}

type Mode = 'run' | 'owner';

/** A box made ready by its page: a gift membership's to offer, or one to charge with its charge (`known`: as the page wrote it). */
type Work = { box: BoxRow; kind: 'gift' } | { box: BoxRow; kind: 'charge'; chargeId: number; known?: ChargeToMake };

/**
 * Works on `boxes` a page at a time (PAGE): each page made ready in a few statements for all its
 * boxes (prepareBoxes), then each box charged and settled by one of `width` lanes, one lane making
 * the next page ready when none is left. A box that fails is logged and left for the next turn;
 * the property test's injected crash (hooks.step) stops everything there, as a killed process would.
 */
async function chargeBoxes(deps: ShopDeps, siteId: number, boxes: BoxRow[], mode: Mode, hooks: RunHooks, parameters: ParametersOf | undefined, width: number) {
  let next = 0;
  const ready: Work[] = [];
  let preparing: Promise<void> | null = null;
  const prepareNext = async () => {
    const page = boxes.slice(next, (next += PAGE));
    try {
      ready.push(...(await prepareBoxes(deps, page, mode)));
    } catch (error) {
      if (hooks.step) throw error;
      log.warn({ err: error, boxIds: page.map((box) => box.id) }, 'club: a page of the charge run was left for the next turn');
    }
  };
  const take = async (): Promise<Work | undefined> => {
    for (;;) {
      const work = ready.shift();
      if (work) return work;
      if (!preparing && next >= boxes.length) return undefined;
      preparing ??= prepareNext().finally(() => (preparing = null));
      await preparing;
    }
  };
  const lane = async () => {
    for (let work = await take(); work; work = await take()) {
      try {
        await workOn(deps, siteId, work, hooks, parameters);
      } catch (error) {
        if (hooks.step) throw error;
        // A box that failed (a provider out of reach, a short stock) stays as it was: the next turn takes it again.
        log.warn({ err: error, boxId: work.box.id }, 'club: a box of the charge run was left for the next turn');
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(width, boxes.length)) }, lane));
}

/**
 * Boxes made ready per page rather than per box (issue 30): a page's boxes are claimed, and their
 * charges written, in one transaction of a few statements; the provider's answers and the orders,
 * one transaction per member, come after, box by box.
 */
const PAGE = 50;

/** One box: its charge asked of the provider (or a gift offered), then settled. */
async function workOn(deps: ShopDeps, siteId: number, work: Work, hooks: RunHooks, parameters?: ParametersOf) {
  if (work.kind === 'gift') return offerGiftBox(deps, siteId, work.box, hooks, parameters);
  await hooks.step?.('claimed', work.box.id);
  const charge = await makeCharge(deps, siteId, work.chargeId, work.known);
  await hooks.step?.('answered', work.box.id);
  await settleBox(deps, siteId, work.box.id, charge, hooks, parameters);
}

/**
 * What is done with a page of boxes, each from its member as they are now
 * (docs/club.md, "The charge run"): a PLANNED box of a member neither active nor back from a pause by the charge day is
 * SKIPPED (one update for the page), a gift membership's box is offered; the others (PLANNED,
 * DECLINED and due, or the owner's retry) get a new charge, all in one transaction; a box PENDING
 * or waiting for authentication is asked again with the charge it has.
 */
async function prepareBoxes(deps: ShopDeps, boxes: BoxRow[], mode: Mode, lang: Lang = DEFAULT_LANG): Promise<Work[]> {
  const planned = boxes.filter((box) => box.status === 'PLANNED');
  const decisions = await decide(deps.db, planned);
  const skipped = planned.filter((box) => decisions.get(box.id) === 'skip').map((box) => box.id);
  if (skipped.length) {
    await deps.db.transaction(async (tx) => {
      const gone = await tx.update(clubBox).set({ status: 'SKIPPED', updatedAt: deps.now() }).where(and(inArray(clubBox.id, skipped), eq(clubBox.status, 'PLANNED'))).returning({ id: clubBox.id });
      // Skipped, the boxes give their bottles back to the stock (box-stock.ts), in the same transaction.
      await releaseBoxBottles(tx, gone.map((box) => box.id));
    });
  }
  const work: Work[] = [];
  const toCharge: BoxRow[] = [];
  for (const box of boxes) {
    const decision = box.status === 'PLANNED' ? decisions.get(box.id) : 'charge';
    if (decision === 'gift') work.push({ box, kind: 'gift' });
    else if (decision !== 'charge') continue;
    else if (box.status === 'PENDING' || box.status === 'AUTHENTICATION_REQUIRED') {
      if (box.cardChargeId !== null) work.push({ box, kind: 'charge', chargeId: box.cardChargeId });
    } else toCharge.push(box);
  }
  const started = await startCharges(deps, toCharge, mode, lang);
  for (const box of toCharge) {
    const known = started.get(box.id);
    if (known) work.push({ box, kind: 'charge', chargeId: known.charge.id, known });
  }
  return work.sort((a, b) => a.box.id - b.box.id);
}

/** What the run does with each PLANNED box of `boxes`, in one statement (a box whose membership is gone: nothing). */
async function decide(db: Database, boxes: BoxRow[]): Promise<Map<number, 'skip' | 'gift' | 'charge'>> {
  if (!boxes.length) return new Map();
  const rows = await db
    .select({ boxId: clubBox.id, status: clubMembership.status, pausedUntil: clubMembership.pausedUntil, giftLeft: clubMembership.giftShipmentsLeft, chargeOn: clubShipment.chargeOn })
    .from(clubBox)
    .innerJoin(clubMembership, eq(clubMembership.id, clubBox.membershipId))
    .innerJoin(clubShipment, eq(clubShipment.id, clubBox.shipmentId))
    .where(inArray(clubBox.id, boxes.map((box) => box.id)));
  return new Map(
    rows.map((row) => {
      // A pause that ends by the charge day is over: the box is charged, as the member's space reads it (memberships.ts).
      const active = row.status === 'ACTIVE' || (row.status === 'PAUSED' && row.pausedUntil !== null && row.pausedUntil <= row.chargeOn);
      return [row.boxId, !active ? 'skip' : row.giftLeft !== null && row.giftLeft > 0 ? 'gift' : 'charge'];
    }),
  );
}

type KeptCardRow = typeof keptCard.$inferSelect;

/** The card a box is charged on: one the member kept after the last decline, else the membership's, else their default. `cards`: the member's, newest first. */
function cardFor(cards: KeptCardRow[], membershipCard: number | null, declinedAt: Date | null) {
  const newer = declinedAt ? cards.find((card) => card.createdAt >= declinedAt) : undefined;
  return newer ?? cards.find((card) => card.id === membershipCard) ?? cards.find((card) => card.isDefault) ?? cards[0] ?? null;
}

/** What makes two charges the same row but for their ids: charges written alike may take each other's id. */
const chargeShape = (charge: Pick<CardChargeRow, 'userId' | 'keptCardId' | 'label' | 'lang' | 'amount'>) => JSON.stringify([charge.userId, charge.keptCardId, charge.label, charge.lang, charge.amount]);

/**
 * New charges for `boxes` (their first, or a retry after a decline): each box taken only if it is
 * still in the state that allows it, made PENDING and pointed at its new card_charge row, in one
 * transaction of a few statements whatever the number of boxes. Answers each box's charge, with
 * its card and its member's address as makeCharge needs them.
 */
async function startCharges(deps: ShopDeps, boxes: BoxRow[], mode: Mode, lang: Lang): Promise<Map<number, ChargeToMake>> {
  if (!boxes.length) return new Map();
  return deps.db.transaction(async (tx) => {
    const now = deps.now();
    // The owner's retry takes each box in the state it was read in: a FAILED one gave its bottles back and takes them again below.
    const failed = boxes.filter((box) => box.status === 'FAILED').map((box) => box.id);
    const declined = boxes.filter((box) => box.status === 'DECLINED').map((box) => box.id);
    const allowed =
      mode === 'owner'
        ? or(and(eq(clubBox.status, 'DECLINED'), inArray(clubBox.id, [0, ...declined])), and(eq(clubBox.status, 'FAILED'), inArray(clubBox.id, [0, ...failed])))
        : or(and(eq(clubBox.status, 'PLANNED'), isNull(clubBox.cardChargeId)), and(eq(clubBox.status, 'DECLINED'), lte(clubBox.nextRetryAt, now)));
    const claimed = await tx
      .update(clubBox)
      .set({ status: 'PENDING', attempts: sql`${clubBox.attempts} + 1`, nextRetryAt: null, updatedAt: now })
      .where(and(inArray(clubBox.id, boxes.map((box) => box.id)), allowed))
      .returning();
    if (!claimed.length) return new Map();
    // A box given up (FAILED) gave its bottles back: charged again, it takes them again (409 when short).
    if (mode === 'owner') await holdBoxBottles(tx, claimed.filter((box) => failed.includes(box.id)).map((box) => box.id), lang);
    // Each box's member, formula, shipment, address and previous charge (the decline a newer card answers), in one statement.
    const members = await tx
      .select({
        boxId: clubBox.id,
        membershipId: clubMembership.id,
        userId: clubMembership.userId,
        keptCardId: clubMembership.keptCardId,
        lang: clubMembership.lang,
        formula: clubFormulaTranslation.name,
        title: clubShipment.title,
        email: user.email,
        declinedAt: cardCharge.updatedAt,
      })
      .from(clubBox)
      .innerJoin(clubMembership, eq(clubMembership.id, clubBox.membershipId))
      .innerJoin(clubShipment, eq(clubShipment.id, clubBox.shipmentId))
      .innerJoin(user, eq(user.id, clubMembership.userId))
      .leftJoin(clubFormulaTranslation, and(eq(clubFormulaTranslation.formulaId, clubMembership.formulaId), eq(clubFormulaTranslation.lang, clubMembership.lang)))
      .leftJoin(cardCharge, eq(cardCharge.id, clubBox.cardChargeId))
      .where(inArray(clubBox.id, claimed.map((box) => box.id)));
    const cards = await tx
      .select()
      .from(keptCard)
      .where(inArray(keptCard.userId, [...new Set(members.map((member) => member.userId))]))
      .orderBy(desc(keptCard.createdAt), desc(keptCard.id));
    const planned = claimed.map((box) => {
      const member = members.find((row) => row.boxId === box.id)!;
      const card = cardFor(cards.filter((kept) => kept.userId === member.userId), member.keptCardId, member.declinedAt);
      const lang = member.lang as Lang;
      const club = lang === 'fr_FR' ? 'Club' : 'Wine club';
      const label = `${club} ${member.formula ?? ''} – ${member.title}`.replace(/\s+/g, ' ');
      return { box, member, card, values: { userId: member.userId, keptCardId: card?.id ?? null, label, lang, amount: boxAmount(box), status: 'DUE' as const, dueAt: now, createdAt: now, updatedAt: now } };
    });
    const written = await tx.insert(cardCharge).values(planned.map((one) => one.values)).returning();
    // Each box takes a row written as its charge: two boxes' charges written alike are the same but for their ids.
    const byShape = Map.groupBy(written, chargeShape);
    const started = new Map<number, ChargeToMake>();
    for (const { box, member, card, values } of planned) {
      const charge = byShape.get(chargeShape(values))!.shift()!;
      started.set(box.id, { charge, card, email: member.email });
    }
    const pointers = sql.join([...started].map(([boxId, { charge }]) => sql`(${boxId}::integer, ${charge.id}::integer)`), sql`, `);
    await tx
      .update(clubBox)
      .set({ cardChargeId: sql`pointed.charge_id` })
      .from(sql`(values ${pointers}) as pointed(box_id, charge_id)`)
      .where(eq(clubBox.id, sql`pointed.box_id`));
    // A member who kept a new card to pay the box: their next boxes go on it too.
    for (const { member, card } of planned) {
      if (card && card.id !== member.keptCardId) await tx.update(clubMembership).set({ keptCardId: card.id, updatedAt: now }).where(eq(clubMembership.id, member.membershipId));
    }
    return started;
  });
}

/** A gift membership's box: no charge, its order made, one shipment fewer left on the gift. */
async function offerGiftBox(deps: ShopDeps, siteId: number, box: BoxRow, hooks: RunHooks, parameters?: ParametersOf) {
  await deps.db.transaction(async (tx) => {
    const now = deps.now();
    const [locked] = await tx.update(clubBox).set({ updatedAt: now }).where(and(eq(clubBox.id, box.id), eq(clubBox.status, 'PLANNED'))).returning();
    if (!locked) return;
    await hooks.step?.('ordering', box.id);
    // All of it before the order takes its stock and invoice number, which lock their rows until the commit.
    await makeBoxOrder({ ...deps, db: tx }, siteId, locked, null, parameters, async (orderId) => {
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
      await makeBoxOrder({ ...deps, db: tx }, siteId, box, charge, parameters, async (orderId) => {
        // The box CHARGED and, in the same statement, a member on hold whose box was paid at last (the owner's retry) a member again.
        const charged = tx.$with('charged').as(tx.update(clubBox).set({ status: 'CHARGED', orderId, nextRetryAt: null, updatedAt: now }).where(eq(clubBox.id, boxId)).returning({ id: clubBox.id }));
        await tx
          .with(charged)
          .update(clubMembership)
          .set({ status: 'ACTIVE', updatedAt: now })
          .where(and(eq(clubMembership.id, box.membershipId), eq(clubMembership.status, 'ON_HOLD')));
      });
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
/** `lang`: the owner's, for a 409 naming the wines short. */
export async function retryBox(deps: ShopDeps, siteId: number, boxId: number, lang: Lang = DEFAULT_LANG): Promise<BoxRow> {
  const [box] = await deps.db.select().from(clubBox).where(eq(clubBox.id, boxId));
  if (!box) throw notFound();
  if (box.status !== 'DECLINED' && box.status !== 'FAILED') throw conflict('admin-club-run:errors.notRetryable');
  // The owner is told what failed (a provider out of reach), rather than a log line.
  for (const work of await prepareBoxes(deps, [box], 'owner', lang)) await workOn(deps, siteId, work, {});
  return (await deps.db.select().from(clubBox).where(eq(clubBox.id, boxId)))[0];
}

/** The owner's "retry all declined" of a shipment: every DECLINED or FAILED box charged again now. Answers how many were retried. */
export async function retryDeclined(deps: ShopDeps, siteId: number, shipmentId: number): Promise<number> {
  const boxes = await deps.db.select().from(clubBox).where(and(eq(clubBox.shipmentId, shipmentId), inArray(clubBox.status, ['DECLINED', 'FAILED']))).orderBy(asc(clubBox.id));
  const parameters = boxes.length ? await parametersOnce(deps.db, siteId, LANGS) : undefined;
  await chargeBoxes(deps, siteId, boxes, 'owner', {}, parameters, 4);
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
