import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { ClubRun } from '~/lib/admin/club-run';
import type { Lang } from '~/lib/locale';
import type { Database } from '../../db/connection';
import { cardCharge, clubBox, clubFormulaTranslation, clubMembership, clubShipment, user } from '../../db/schema';
import { notFound } from '../errors';
import { estateToday } from './charge-run';

// The owner's view of the charge runs (docs/club.md, "The charge run"): counted in the database,
// one statement per shipment, so that polling it while 2,000 boxes are charged costs little.

type ShipmentRow = typeof clubShipment.$inferSelect;

/** The shipments a run concerns: OPEN (due or coming), CHARGING and DONE, the latest charge day first. */
const RUN_STATUSES = ['OPEN', 'CHARGING', 'DONE'] as const;

/**
 * A box paid but left PENDING: its order is not made yet (a run stopped between the answer and the
 * order; charge-run.ts makes it at the next turn). Never for stock: the box holds its bottles since
 * it was written (box-stock.ts). Needs the box's card_charge joined.
 */
const paidWaiting = sql`(${clubBox.status} = 'PENDING' and ${cardCharge.status} = 'PAID')`;

/** What a box is charged, in cents: its price plus delivery (box-order.ts's boxAmount, in SQL). */
const amountOf = sql<number>`(${clubBox.price} + ${clubBox.deliveryFee})`;

async function present(db: Database, shipment: ShipmentRow, lang: Lang, now: Date): Promise<ClubRun> {
  const count = (status: string[]) => sql<number>`count(*) filter (where ${inArray(clubBox.status, status as never)})::int`;
  const money = (status: string[]) => sql<number>`coalesce(sum(${amountOf}) filter (where ${inArray(clubBox.status, status as never)}), 0)::int`;
  const [[counts], [formula], declined] = await Promise.all([
    db
      .select({
        charged: count(['CHARGED']),
        declined: count(['DECLINED']),
        waiting: count(['AUTHENTICATION_REQUIRED']),
        skipped: count(['SKIPPED']),
        planned: count(['PLANNED', 'PENDING']),
        failed: count(['FAILED']),
        shortStock: sql<number>`count(*) filter (where ${paidWaiting})::int`,
        chargedAmount: money(['CHARGED']),
        dueAmount: money(['PLANNED', 'PENDING', 'DECLINED', 'AUTHENTICATION_REQUIRED']),
      })
      .from(clubBox)
      .leftJoin(cardCharge, eq(cardCharge.id, clubBox.cardChargeId))
      .where(eq(clubBox.shipmentId, shipment.id)),
    db
      .select({ name: clubFormulaTranslation.name })
      .from(clubFormulaTranslation)
      .where(eq(clubFormulaTranslation.formulaId, shipment.formulaId))
      .orderBy(sql`${clubFormulaTranslation.lang} = ${lang} desc`)
      .limit(1),
    db
      .select({ box: clubBox, email: user.email, firstname: user.firstname, lastname: user.lastname, reason: cardCharge.declineReason, amount: amountOf })
      .from(clubBox)
      .innerJoin(clubMembership, eq(clubMembership.id, clubBox.membershipId))
      .innerJoin(user, eq(user.id, clubMembership.userId))
      .leftJoin(cardCharge, eq(cardCharge.id, clubBox.cardChargeId))
      .where(and(eq(clubBox.shipmentId, shipment.id), or(inArray(clubBox.status, ['DECLINED', 'FAILED', 'AUTHENTICATION_REQUIRED']), paidWaiting)))
      .orderBy(asc(clubBox.id))
      .limit(500),
  ]);
  return {
    shipmentId: shipment.id,
    title: shipment.title,
    formula: formula?.name ?? '',
    status: shipment.status,
    chargeOn: shipment.chargeOn,
    due: shipment.status === 'OPEN' && shipment.chargeOn <= estateToday(now),
    runStartedAt: shipment.runStartedAt?.toISOString() ?? null,
    runEndedAt: shipment.runEndedAt?.toISOString() ?? null,
    counts,
    declined: declined.map((row) => ({
      boxId: row.box.id,
      membershipId: row.box.membershipId,
      name: [row.firstname, row.lastname].filter(Boolean).join(' '),
      email: row.email,
      status: row.box.status,
      reason: row.reason,
      attempts: row.box.attempts,
      nextRetryAt: row.box.nextRetryAt?.toISOString() ?? null,
      amount: Number(row.amount),
      // No box waits for stock any more (its bottles are held from its announcement): kept for the contract's readers.
      shortOf: null,
    })),
  };
}

/** One shipment's run. */
export async function clubRun(db: Database, shipmentId: number, lang: Lang, now: Date): Promise<ClubRun> {
  const [shipment] = await db.select().from(clubShipment).where(eq(clubShipment.id, shipmentId));
  if (!shipment) throw notFound();
  return present(db, shipment, lang, now);
}

/** The runs to follow: the shipments OPEN, CHARGING or DONE, the latest charge day first (the last 20). */
export async function clubRuns(db: Database, lang: Lang, now: Date): Promise<ClubRun[]> {
  const shipments = await db.select().from(clubShipment).where(inArray(clubShipment.status, [...RUN_STATUSES])).orderBy(desc(clubShipment.chargeOn), desc(clubShipment.id)).limit(20);
  return Promise.all(shipments.map((shipment) => present(db, shipment, lang, now)));
}

/** The shipment a box belongs to. */
export async function shipmentOfBox(db: Database, boxId: number): Promise<number> {
  const [box] = await db.select({ shipmentId: clubBox.shipmentId }).from(clubBox).where(eq(clubBox.id, boxId));
  if (!box) throw notFound();
  return box.shipmentId;
}
