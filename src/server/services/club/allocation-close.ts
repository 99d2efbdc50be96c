import { randomInt } from 'node:crypto';
import { and, asc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import { shareOut } from '~/lib/rules/allocation-share';
import type { Lang } from '~/lib/locale';
import { cardCharge, clubAllocation, clubAllocationRequest, clubFormula, clubMembership, keptCard, user } from '../../db/schema';
import type { ShopDeps } from '../../deps';
import { makeCharge, refreshCharge, type CardChargeRow } from '../cards/charges';
import { conflict, notFound } from '../errors';
import { log } from '../../log';
import { wineNames } from './allocation-wine';
import { giveBackBottles } from './allocations';
import { queueAllocationMail } from './allocation-mails';
import { allocationDeliveryFee, allocationOrder } from './allocation-order';

// The close of an allocation (docs/club.md, "Allocations"), in two steps that can each be run again:
// 1. the share-out: the allocation moves from OPEN to SHARED once (a conditional update: the worker
//    at closesAt and the owner's « Clore maintenant » cannot both share it), the pure rule
//    (src/lib/rules/allocation-share.ts) decides each grant with a seed recorded for the draw, the
//    members left without are mailed, and what nobody was granted goes back to the cuvée's stock;
//    all in one transaction;
// 2. the charges: each grant gets one card_charge row (unique on the request), made on the
//    member's kept card, the bottles and the delivery fee of the member's formula (0 for
//    collection); once paid, its order is made and the member mailed in one transaction;
//    declined, the member is mailed and the bottles go back to the stock. A crash anywhere leaves
//    rows the next run finishes: the charge's id is the provider's idempotency key.

type AllocationRow = typeof clubAllocation.$inferSelect;

/** Step 1: shares the allocation out if it is OPEN and due (or `now` forced by the owner); answers whether this call shared it. */
export async function shareAllocation(deps: ShopDeps, siteId: number, id: number, force: boolean): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const now = deps.now();
    const seed = randomInt(0, 2 ** 31 - 1);
    const [row] = await tx
      .update(clubAllocation)
      .set({ status: 'SHARED', sharedAt: now, seed, updatedAt: now })
      .where(and(eq(clubAllocation.id, id), eq(clubAllocation.status, 'OPEN'), force ? undefined : lte(clubAllocation.closesAt, now)))
      .returning();
    if (!row) return false;
    const requests = await tx
      .select({ request: clubAllocationRequest, since: clubMembership.since, createdAt: clubMembership.createdAt })
      .from(clubAllocationRequest)
      .innerJoin(clubMembership, eq(clubMembership.id, clubAllocationRequest.membershipId))
      .where(eq(clubAllocationRequest.allocationId, id));
    const { grants } = shareOut(
      requests.map(({ request, since, createdAt }) => ({ id: request.id, quantity: request.quantity, moreIfPossible: request.moreIfPossible, since: (since ?? createdAt).getTime() })),
      { stock: row.stock, min: row.minPerMember, max: row.maxPerMember, rule: row.rule, seed },
    );
    let granted = 0;
    for (const { request } of requests) {
      const bottles = grants.get(request.id) ?? 0;
      granted += bottles;
      await tx
        .update(clubAllocationRequest)
        .set({ status: bottles > 0 ? 'GRANTED' : 'NONE', granted: bottles, updatedAt: now })
        .where(eq(clubAllocationRequest.id, request.id));
      if (bottles === 0) await mailOutcome({ ...deps, db: tx }, siteId, row, request.membershipId, 'none', 0);
    }
    await giveBackBottles(tx, row.declinationId, row.stock - granted);
    if (!requests.some(({ request }) => (grants.get(request.id) ?? 0) > 0)) {
      await tx.update(clubAllocation).set({ status: 'CHARGED', updatedAt: now }).where(eq(clubAllocation.id, id));
    }
    log.info({ allocationId: id, rule: row.rule, seed, requests: requests.length, granted }, 'club: an allocation was shared out');
    return true;
  });
}

async function mailOutcome(deps: ShopDeps, siteId: number, allocation: AllocationRow, membershipId: number, outcome: 'granted' | 'none' | 'declined', bottles: number, charged?: { amount: number; orderNumber?: string }) {
  const [member] = await deps.db
    .select({ email: user.email, lang: clubMembership.lang, deliveryMode: clubMembership.deliveryMode })
    .from(clubMembership)
    .innerJoin(user, eq(user.id, clubMembership.userId))
    .where(eq(clubMembership.id, membershipId));
  if (!member) return;
  const lang = member.lang as Lang;
  const wine = (await wineNames(deps.db, [allocation.declinationId], lang)).get(allocation.declinationId) ?? '';
  const deliveryFee = charged ? Math.max(0, charged.amount - bottles * allocation.unitPrice) : 0;
  await queueAllocationMail(deps, siteId, { email: member.email, lang }, outcome, { title: allocation.title, wine, bottles, unitPrice: allocation.unitPrice, deliveryFee, collected: member.deliveryMode === 'COLLECTION', orderNumber: charged?.orderNumber });
}

/** The charge of a grant: made once, its row tied to the request before the provider is asked. */
async function chargeOf(deps: ShopDeps, allocation: AllocationRow, requestId: number): Promise<CardChargeRow | null> {
  return deps.db.transaction(async (tx) => {
    const [request] = await tx.select().from(clubAllocationRequest).where(eq(clubAllocationRequest.id, requestId)).for('update');
    if (!request || request.status !== 'GRANTED' || !request.granted) return null;
    if (request.cardChargeId !== null) return (await tx.select().from(cardCharge).where(eq(cardCharge.id, request.cardChargeId)))[0] ?? null;
    const [membership] = await tx.select().from(clubMembership).where(eq(clubMembership.id, request.membershipId));
    const [[card], [formula]] = await Promise.all([
      membership.keptCardId === null ? Promise.resolve([]) : tx.select({ id: keptCard.id }).from(keptCard).where(eq(keptCard.id, membership.keptCardId)),
      tx.select({ shippingRate: clubFormula.shippingRate }).from(clubFormula).where(eq(clubFormula.id, membership.formulaId)),
    ]);
    const [created] = await tx
      .insert(cardCharge)
      .values({
        userId: membership.userId,
        keptCardId: card?.id ?? null,
        label: `${allocation.title} × ${request.granted}`,
        lang: membership.lang,
        amount: request.granted * allocation.unitPrice + allocationDeliveryFee(membership, formula),
        status: 'DUE',
        dueAt: deps.now(),
      })
      .returning();
    await tx.update(clubAllocationRequest).set({ cardChargeId: created.id, updatedAt: deps.now() }).where(and(eq(clubAllocationRequest.id, requestId), isNull(clubAllocationRequest.cardChargeId)));
    return created;
  });
}

/** A charge's answer, applied to its request once: the order and the mail, or the bottles back and the mail. */
async function settleRequest(deps: ShopDeps, siteId: number, allocation: AllocationRow, requestId: number, charge: CardChargeRow) {
  if (charge.status !== 'PAID' && charge.status !== 'DECLINED') return;
  await deps.db.transaction(async (tx) => {
    const txDeps = { ...deps, db: tx };
    const [request] = await tx
      .select()
      .from(clubAllocationRequest)
      .where(and(eq(clubAllocationRequest.id, requestId), eq(clubAllocationRequest.status, 'GRANTED')))
      .for('update');
    if (!request?.granted) return;
    const now = deps.now();
    if (charge.status === 'PAID') {
      const made = await allocationOrder(txDeps, siteId, allocation, request, charge);
      await tx.update(clubAllocationRequest).set({ status: 'CHARGED', orderId: made.id, updatedAt: now }).where(eq(clubAllocationRequest.id, requestId));
      await mailOutcome(txDeps, siteId, allocation, request.membershipId, 'granted', request.granted, { amount: charge.amount, orderNumber: made.number });
    } else {
      await tx.update(clubAllocationRequest).set({ status: 'DECLINED', updatedAt: now }).where(eq(clubAllocationRequest.id, requestId));
      await giveBackBottles(tx, allocation.declinationId, request.granted);
      await mailOutcome(txDeps, siteId, allocation, request.membershipId, 'declined', request.granted, { amount: charge.amount });
    }
  });
}

/** Step 2: charges every grant not settled yet; the allocation is CHARGED once none is left waiting. Answers the grants still waiting. */
export async function chargeAllocation(deps: ShopDeps, siteId: number, id: number): Promise<number> {
  const [allocation] = await deps.db.select().from(clubAllocation).where(eq(clubAllocation.id, id));
  if (!allocation || allocation.status !== 'SHARED') return 0;
  const waiting = await deps.db
    .select({ id: clubAllocationRequest.id })
    .from(clubAllocationRequest)
    .where(and(eq(clubAllocationRequest.allocationId, id), eq(clubAllocationRequest.status, 'GRANTED')))
    .orderBy(asc(clubAllocationRequest.id));
  let left = 0;
  for (const { id: requestId } of waiting) {
    try {
      let charge = await chargeOf(deps, allocation, requestId);
      if (!charge) continue;
      // The bank wanted the member: their answer is asked of the provider at each run until it comes.
      charge = charge.status === 'AUTHENTICATION_REQUIRED' ? await refreshCharge(deps, charge.id) : await makeCharge(deps, siteId, charge.id);
      await settleRequest(deps, siteId, allocation, requestId, charge);
      if (charge.status !== 'PAID' && charge.status !== 'DECLINED') left++;
    } catch (error) {
      // A provider out of reach: the charge stays PENDING, asked again with the same key at the next run.
      left++;
      log.warn({ err: error, allocationId: id, requestId }, 'club: an allocation grant could not be charged now, tried again later');
    }
  }
  if (left === 0) {
    await deps.db
      .update(clubAllocation)
      .set({ status: 'CHARGED', updatedAt: deps.now() })
      .where(and(eq(clubAllocation.id, id), eq(clubAllocation.status, 'SHARED'), sql`not exists (select 1 from ${clubAllocationRequest} where ${clubAllocationRequest.allocationId} = ${id} and ${clubAllocationRequest.status} = 'GRANTED')`));
  }
  return left;
}

/** POST /admin/club/allocation/{id}/close: « Clore maintenant », shares it out and charges the grants. */
export async function closeAllocationNow(deps: ShopDeps, siteId: number, id: number): Promise<void> {
  const [row] = await deps.db.select({ status: clubAllocation.status }).from(clubAllocation).where(eq(clubAllocation.id, id));
  if (!row) throw notFound('admin-club-allocations:errors.notFound');
  if (row.status === 'CANCELLED' || row.status === 'CHARGED') throw conflict('admin-club-allocations:errors.notOpen');
  await shareAllocation(deps, siteId, id, true);
  await chargeAllocation(deps, siteId, id);
}

/** The worker's turn: the allocations due to close are shared out, and every shared one's grants charged. */
export async function closeDueAllocations(deps: ShopDeps, siteId = 1): Promise<void> {
  const now = deps.now();
  const due = await deps.db
    .select({ id: clubAllocation.id, status: clubAllocation.status })
    .from(clubAllocation)
    .where(or(and(eq(clubAllocation.status, 'OPEN'), lte(clubAllocation.closesAt, now)), eq(clubAllocation.status, 'SHARED')))
    .orderBy(asc(clubAllocation.closesAt));
  for (const row of due) {
    if (row.status === 'OPEN') await shareAllocation(deps, siteId, row.id, false);
    await chargeAllocation(deps, siteId, row.id);
  }
}

