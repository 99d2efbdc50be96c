import { and, asc, desc, eq, gt, inArray, lte, ne, or, sql } from 'drizzle-orm';
import type { AdminAllocation, AdminAllocationDetail, AllocationInput } from '~/lib/admin/club-allocations';
import type { AllocationAsk, MemberAllocation } from '~/lib/contracts/club-allocations';
import type { Lang } from '~/lib/locale';
import type { Database } from '../../db/connection';
import { cardCharge, clubAllocation, clubAllocationFormula, clubAllocationRequest, clubFormula, clubMembership, declination, order, user } from '../../db/schema';
import type { ShopDeps } from '../../deps';
import { conflict, invalid, notFound } from '../errors';
import { queueAllocationMail } from './allocation-mails';
import { allocationDeliveryFee } from './allocation-order';
import { wineNames } from './allocation-wine';

// The allocations of rare cuvées (docs/club.md, "Allocations"): the owner opens one, the members of
// its formulas ask a quantity during its window, change it or withdraw until the close. Opening
// takes the bottles from the cuvée's stock at once, so that the shop cannot sell them meanwhile;
// the close (allocation-close.ts) gives back what was not granted or not paid.

type AllocationRow = typeof clubAllocation.$inferSelect;
type AllocationDeps = Pick<ShopDeps, 'db' | 'now'>;

/** The memberships that may ask: a paused member still receives the allocations of their formula. */
const MAY_ASK = ['ACTIVE', 'PAUSED'] as const;

const totals = (db: Database, ids: number[]) =>
  ids.length
    ? db
        .select({
          allocationId: clubAllocationRequest.allocationId,
          requests: sql<number>`count(*)::int`,
          asked: sql<number>`coalesce(sum(${clubAllocationRequest.quantity}), 0)::int`,
          granted: sql<number>`coalesce(sum(${clubAllocationRequest.granted}), 0)::int`,
          charged: sql<number>`(count(*) filter (where ${clubAllocationRequest.status} = 'CHARGED'))::int`,
          declined: sql<number>`(count(*) filter (where ${clubAllocationRequest.status} = 'DECLINED'))::int`,
        })
        .from(clubAllocationRequest)
        .where(inArray(clubAllocationRequest.allocationId, ids))
        .groupBy(clubAllocationRequest.allocationId)
    : Promise.resolve([]);

async function presentAll(db: Database, rows: AllocationRow[]): Promise<AdminAllocation[]> {
  const ids = rows.map((row) => row.id);
  const [names, formulas, counted] = await Promise.all([
    wineNames(db, rows.map((row) => row.declinationId), 'fr_FR'),
    ids.length ? db.select().from(clubAllocationFormula).where(inArray(clubAllocationFormula.allocationId, ids)) : Promise.resolve([]),
    totals(db, ids),
  ]);
  return rows.map((row) => {
    const count = counted.find((one) => one.allocationId === row.id);
    return {
      id: row.id,
      declinationId: row.declinationId,
      wine: names.get(row.declinationId) ?? '',
      title: row.title,
      status: row.status,
      opensAt: row.opensAt.toISOString(),
      closesAt: row.closesAt.toISOString(),
      stock: row.stock,
      unitPrice: row.unitPrice,
      minPerMember: row.minPerMember,
      defaultPerMember: row.defaultPerMember,
      maxPerMember: row.maxPerMember,
      rule: row.rule,
      formulaIds: formulas.filter((one) => one.allocationId === row.id).map((one) => one.formulaId).sort((a, b) => a - b),
      seed: row.seed,
      sharedAt: row.sharedAt?.toISOString() ?? null,
      requests: count?.requests ?? 0,
      asked: count?.asked ?? 0,
      granted: count?.granted ?? 0,
      charged: count?.charged ?? 0,
      declined: count?.declined ?? 0,
    };
  });
}

/** GET /admin/club/allocation: the newest first. */
export async function adminAllocations(db: Database): Promise<AdminAllocation[]> {
  return presentAll(db, await db.select().from(clubAllocation).orderBy(desc(clubAllocation.opensAt), desc(clubAllocation.id)));
}

/** GET /admin/club/allocation/{id}: with each request, the member's seniority and what they were granted, so a share-out can be explained. */
export async function adminAllocation(db: Database, id: number): Promise<AdminAllocationDetail> {
  const [row] = await db.select().from(clubAllocation).where(eq(clubAllocation.id, id));
  if (!row) throw notFound('admin-club-allocations:errors.notFound');
  const [[presented], requests] = await Promise.all([
    presentAll(db, [row]),
    db
      .select({ request: clubAllocationRequest, email: user.email, firstname: user.firstname, lastname: user.lastname, since: clubMembership.since, orderNumber: order.number, declineReason: cardCharge.declineReason })
      .from(clubAllocationRequest)
      .innerJoin(clubMembership, eq(clubMembership.id, clubAllocationRequest.membershipId))
      .innerJoin(user, eq(user.id, clubMembership.userId))
      .leftJoin(order, eq(order.id, clubAllocationRequest.orderId))
      .leftJoin(cardCharge, eq(cardCharge.id, clubAllocationRequest.cardChargeId))
      .where(eq(clubAllocationRequest.allocationId, id))
      .orderBy(asc(clubMembership.since), asc(clubAllocationRequest.id)),
  ]);
  return {
    ...presented,
    requestList: requests.map((one) => ({
      id: one.request.id,
      membershipId: one.request.membershipId,
      email: one.email,
      name: [one.firstname, one.lastname].filter(Boolean).join(' '),
      since: one.since?.toISOString() ?? null,
      quantity: one.request.quantity,
      moreIfPossible: one.request.moreIfPossible,
      status: one.request.status,
      granted: one.request.granted,
      orderNumber: one.orderNumber,
      declineReason: one.request.status === 'DECLINED' ? one.declineReason : null,
    })),
  };
}

/** Gives bottles back to the cuvée's stock (when the shop counts it). */
export async function giveBackBottles(tx: Database, declinationId: number, bottles: number) {
  if (bottles <= 0) return;
  await tx
    .update(declination)
    .set({ quantity: sql`${declination.quantity} + ${bottles}` })
    .where(and(eq(declination.id, declinationId), eq(declination.tracksStock, true)));
}

/** POST /admin/club/allocation: opens it, taking its bottles from the cuvée's stock, in one transaction. */
export async function openAllocation(deps: AllocationDeps, input: AllocationInput): Promise<AdminAllocation> {
  const opensAt = new Date(input.opensAt);
  const closesAt = new Date(input.closesAt);
  if (!(opensAt < closesAt)) throw invalid('admin-club-allocations:errors.window');
  if (closesAt <= deps.now()) throw invalid('admin-club-allocations:errors.closesPast');
  if (!(input.minPerMember <= input.defaultPerMember && input.defaultPerMember <= input.maxPerMember)) throw invalid('admin-club-allocations:errors.quantities');
  const formulaIds = [...new Set(input.formulaIds)];
  const created = await deps.db.transaction(async (tx) => {
    const known = await tx.select({ id: clubFormula.id }).from(clubFormula).where(inArray(clubFormula.id, formulaIds));
    if (known.length !== formulaIds.length) throw invalid('admin-club-allocations:errors.formulas');
    const [wine] = await tx.select().from(declination).where(eq(declination.id, input.declinationId)).for('update');
    if (!wine) throw invalid('admin-club-allocations:errors.wine');
    if (wine.tracksStock) {
      const [taken] = await tx
        .update(declination)
        .set({ quantity: sql`${declination.quantity} - ${input.stock}` })
        .where(and(eq(declination.id, wine.id), sql`${declination.quantity} >= ${input.stock}`))
        .returning({ left: declination.quantity });
      if (!taken) throw conflict('admin-club-allocations:errors.notEnoughStock', { stock: wine.quantity ?? 0 });
    }
    const [row] = await tx
      .insert(clubAllocation)
      .values({
        declinationId: wine.id,
        title: input.title.trim(),
        opensAt,
        closesAt,
        stock: input.stock,
        unitPrice: input.unitPrice,
        minPerMember: input.minPerMember,
        defaultPerMember: input.defaultPerMember,
        maxPerMember: input.maxPerMember,
        rule: input.rule,
      })
      .returning();
    await tx.insert(clubAllocationFormula).values(formulaIds.map((formulaId) => ({ allocationId: row.id, formulaId })));
    return row;
  });
  return (await presentAll(deps.db, [created]))[0];
}

/**
 * POST /admin/club/allocation/{id}/cancel: an open allocation called off; its bottles go back to the
 * stock, the requests with it, and each member who asked is mailed that nothing was charged, in the
 * same transaction (docs/club.md, "Allocations").
 */
export async function cancelAllocation(deps: Pick<ShopDeps, 'db' | 'now' | 'config'>, siteId: number, id: number): Promise<AdminAllocation> {
  const cancelled = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(clubAllocation)
      .set({ status: 'CANCELLED', updatedAt: deps.now() })
      .where(and(eq(clubAllocation.id, id), eq(clubAllocation.status, 'OPEN')))
      .returning();
    if (!row) {
      const [exists] = await tx.select({ id: clubAllocation.id }).from(clubAllocation).where(eq(clubAllocation.id, id));
      throw exists ? conflict('admin-club-allocations:errors.notOpen') : notFound('admin-club-allocations:errors.notFound');
    }
    const asked = await tx
      .update(clubAllocationRequest)
      .set({ status: 'NONE', granted: 0, updatedAt: deps.now() })
      .where(eq(clubAllocationRequest.allocationId, id))
      .returning({ membershipId: clubAllocationRequest.membershipId, quantity: clubAllocationRequest.quantity });
    await giveBackBottles(tx, row.declinationId, row.stock);
    await mailCancelled({ ...deps, db: tx }, siteId, row, asked);
    return row;
  });
  return (await presentAll(deps.db, [cancelled]))[0];
}

/** Each member who asked, in the language the club writes to them in, with the bottles they asked. */
async function mailCancelled(deps: Pick<ShopDeps, 'db' | 'config'>, siteId: number, allocation: AllocationRow, asked: { membershipId: number; quantity: number }[]) {
  if (!asked.length) return;
  const members = await deps.db
    .select({ id: clubMembership.id, email: user.email, lang: clubMembership.lang })
    .from(clubMembership)
    .innerJoin(user, eq(user.id, clubMembership.userId))
    .where(inArray(clubMembership.id, asked.map((one) => one.membershipId)));
  const names = new Map<Lang, Map<number, string>>();
  for (const request of asked) {
    const member = members.find((one) => one.id === request.membershipId);
    if (!member) continue;
    const lang = member.lang as Lang;
    if (!names.has(lang)) names.set(lang, await wineNames(deps.db, [allocation.declinationId], lang));
    const wine = names.get(lang)!.get(allocation.declinationId) ?? '';
    await queueAllocationMail(deps, siteId, { email: member.email, lang }, 'cancelled', { title: allocation.title, wine, bottles: request.quantity, unitPrice: allocation.unitPrice });
  }
}

// The member's side.

async function liveMembership(db: Database, userId: number) {
  const [row] = await db
    .select()
    .from(clubMembership)
    .where(and(eq(clubMembership.userId, userId), inArray(clubMembership.status, [...MAY_ASK])));
  return row ?? null;
}

type Delivery = MemberAllocation['delivery'];

/** How a member's granted bottles come, and the fee charged with them (docs/club.md, "Allocations"). */
async function deliveryOf(db: Database, membership: { deliveryMode: 'SHIPPING' | 'COLLECTION'; formulaId: number }): Promise<Delivery> {
  const [formula] = await db.select({ shippingRate: clubFormula.shippingRate }).from(clubFormula).where(eq(clubFormula.id, membership.formulaId));
  return { mode: membership.deliveryMode, fee: allocationDeliveryFee(membership, formula) };
}

function presentForMember(row: AllocationRow, wine: string, request: typeof clubAllocationRequest.$inferSelect | undefined, delivery: Delivery): MemberAllocation {
  return {
    id: row.id,
    title: row.title,
    wine,
    status: row.status,
    opensAt: row.opensAt.toISOString(),
    closesAt: row.closesAt.toISOString(),
    unitPrice: row.unitPrice,
    delivery,
    minPerMember: row.minPerMember,
    defaultPerMember: row.defaultPerMember,
    maxPerMember: row.maxPerMember,
    rule: row.rule,
    request: request ? { quantity: request.quantity, moreIfPossible: request.moreIfPossible, status: request.status, granted: request.granted } : null,
  };
}

/** GET /user/club/allocation: the allocations open now to the member's formula, and those they asked for, newest first. */
export async function myAllocations(deps: AllocationDeps, userId: number, lang: Lang): Promise<MemberAllocation[]> {
  const memberships = await deps.db
    .select({ id: clubMembership.id, formulaId: clubMembership.formulaId, status: clubMembership.status, deliveryMode: clubMembership.deliveryMode })
    .from(clubMembership)
    .where(eq(clubMembership.userId, userId))
    .orderBy(desc(clubMembership.id));
  if (!memberships.length) return [];
  const now = deps.now();
  const live = memberships.find((one) => (MAY_ASK as readonly string[]).includes(one.status));
  const asked = await deps.db.select().from(clubAllocationRequest).where(inArray(clubAllocationRequest.membershipId, memberships.map((one) => one.id)));
  const openToMe = live
    ? and(
        eq(clubAllocation.status, 'OPEN'),
        lte(clubAllocation.opensAt, now),
        gt(clubAllocation.closesAt, now),
        sql`exists (select 1 from ${clubAllocationFormula} where ${clubAllocationFormula.allocationId} = ${clubAllocation.id} and ${clubAllocationFormula.formulaId} = ${live.formulaId})`,
      )
    : undefined;
  const askedIds = asked.map((one) => one.allocationId);
  // A called-off allocation is no longer shown: nothing was shared nor charged.
  const where = or(openToMe, askedIds.length ? and(inArray(clubAllocation.id, askedIds), ne(clubAllocation.status, 'CANCELLED')) : undefined);
  if (!where) return [];
  const rows = await deps.db.select().from(clubAllocation).where(where).orderBy(desc(clubAllocation.closesAt), desc(clubAllocation.id));
  const [names, delivery] = await Promise.all([wineNames(deps.db, rows.map((row) => row.declinationId), lang), deliveryOf(deps.db, live ?? memberships[0])]);
  return rows.map((row) => presentForMember(row, names.get(row.declinationId) ?? '', asked.find((one) => one.allocationId === row.id), delivery));
}

/** The allocation a member may ask for now, locked until the transaction ends (the close takes the same lock). */
async function askable(tx: Database, now: Date, id: number, formulaId: number) {
  const [row] = await tx.select().from(clubAllocation).where(eq(clubAllocation.id, id)).for('update');
  const [offered] = row ? await tx.select().from(clubAllocationFormula).where(and(eq(clubAllocationFormula.allocationId, id), eq(clubAllocationFormula.formulaId, formulaId))) : [];
  if (!row || !offered || row.opensAt > now) throw notFound('club-allocation:errors.notFound');
  if (row.status !== 'OPEN' || row.closesAt <= now) throw conflict('club-allocation:errors.closed');
  return row;
}

/** PUT /user/club/allocation/{id}: asks (or changes) a quantity within the allocation's minimum and maximum. */
export async function askAllocation(deps: AllocationDeps, userId: number, lang: Lang, id: number, ask: AllocationAsk): Promise<MemberAllocation> {
  const membership = await liveMembership(deps.db, userId);
  if (!membership) throw notFound('club-allocation:errors.notMember');
  const { row, request } = await deps.db.transaction(async (tx) => {
    const now = deps.now();
    const allocation = await askable(tx, now, id, membership.formulaId);
    if (ask.quantity < allocation.minPerMember || ask.quantity > allocation.maxPerMember) {
      throw invalid('club-allocation:errors.between', { min: allocation.minPerMember, max: allocation.maxPerMember });
    }
    const values = { quantity: ask.quantity, moreIfPossible: ask.moreIfPossible ?? false, updatedAt: now };
    const [saved] = await tx
      .insert(clubAllocationRequest)
      .values({ allocationId: id, membershipId: membership.id, ...values })
      .onConflictDoUpdate({ target: [clubAllocationRequest.allocationId, clubAllocationRequest.membershipId], set: values })
      .returning();
    return { row: allocation, request: saved };
  });
  return presentForMember(row, (await wineNames(deps.db, [row.declinationId], lang)).get(row.declinationId) ?? '', request, await deliveryOf(deps.db, membership));
}

/** DELETE /user/club/allocation/{id}: withdraws the request until the close. */
export async function withdrawAllocation(deps: AllocationDeps, userId: number, lang: Lang, id: number): Promise<MemberAllocation> {
  const membership = await liveMembership(deps.db, userId);
  if (!membership) throw notFound('club-allocation:errors.notMember');
  const row = await deps.db.transaction(async (tx) => {
    const allocation = await askable(tx, deps.now(), id, membership.formulaId);
    const [gone] = await tx
      .delete(clubAllocationRequest)
      .where(and(eq(clubAllocationRequest.allocationId, id), eq(clubAllocationRequest.membershipId, membership.id)))
      .returning({ id: clubAllocationRequest.id });
    if (!gone) throw notFound('club-allocation:errors.noRequest');
    return allocation;
  });
  return presentForMember(row, (await wineNames(deps.db, [row.declinationId], lang)).get(row.declinationId) ?? '', undefined, await deliveryOf(deps.db, membership));
}
