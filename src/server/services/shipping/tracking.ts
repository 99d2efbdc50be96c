import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { order, shipment, shipmentEvent } from '../../db/schema';
import { log } from '../../log';
import { ShopError } from '../errors';
import { recordStatus } from '../orders/history';
import { labelServiceFor, type LabelSettings } from './label-service';
import type { TrackingEvent } from './label-types';

// The background worker's parcel tracking (src/server/jobs/worker.ts): each shipped parcel is asked
// about at its carrier's pace (LabelService.checkEveryMs, written as the shipment's nextCheckAt),
// its steps are kept once each, and when the carrier says every parcel of the order is delivered
// the order becomes DELIVERED, at the carrier's time of delivery: that status in the history is
// what opens the customer's 14-day return window (services/returns/window.ts). A shipment is
// claimed by moving its nextCheckAt in one conditional update, so two workers never ask twice.

/** A parcel not delivered after this long is no longer asked about (lost: the owner acts). */
const GIVE_UP_MS = 45 * 86_400_000;
/** How many shipments one run asks about: the carriers' rate limits, and a short run. */
const BATCH = 20;

export interface TrackingDeps {
  db: Database;
  labels: LabelSettings | undefined;
  now: () => Date;
}

export interface TrackingRun {
  asked: number;
  delivered: number;
}

async function steps(deps: TrackingDeps, found: typeof shipment.$inferSelect): Promise<Map<string, TrackingEvent[]> | null> {
  const service = labelServiceFor(found.network, deps.labels, deps.now);
  const told = new Map<string, TrackingEvent[]>();
  for (const parcel of found.parcels) {
    const events = await service.track(parcel.number, found.createdAt);
    if (events === null) return null;
    told.set(parcel.number, events);
  }
  return told;
}

/** Asks the carriers about the parcels due now; answers how many shipments it asked about and how many became delivered. */
export async function trackShipments(deps: TrackingDeps): Promise<TrackingRun> {
  const now = deps.now();
  const due = await deps.db
    .select()
    .from(shipment)
    .where(and(eq(shipment.state, 'CREATED'), isNull(shipment.returnId), lte(shipment.nextCheckAt, now)))
    .orderBy(asc(shipment.nextCheckAt), asc(shipment.id))
    .limit(BATCH);
  const run: TrackingRun = { asked: 0, delivered: 0 };
  for (const candidate of due) {
    const service = labelServiceFor(candidate.network, deps.labels, deps.now);
    const tooOld = now.getTime() - candidate.createdAt.getTime() > GIVE_UP_MS;
    const [claimed] = await deps.db
      .update(shipment)
      .set({ nextCheckAt: tooOld ? null : new Date(now.getTime() + service.checkEveryMs), updatedAt: now })
      .where(and(eq(shipment.id, candidate.id), eq(shipment.state, 'CREATED'), eq(shipment.nextCheckAt, candidate.nextCheckAt!)))
      .returning();
    if (!claimed || tooOld) continue;
    run.asked += 1;
    let told: Map<string, TrackingEvent[]> | null;
    try {
      told = await steps(deps, claimed);
    } catch (error) {
      // The carrier's fault, told again at the next turn; the message names no secret.
      if (!(error instanceof ShopError)) throw error;
      log.warn({ shipment: claimed.id, network: claimed.network, reason: error.key, code: error.params.code }, 'tracking: the carrier did not answer, asked again later');
      continue;
    }
    if (told === null) {
      // This carrier cannot be followed (no tracking account): the owner marks the order delivered.
      await deps.db.update(shipment).set({ nextCheckAt: null }).where(eq(shipment.id, claimed.id));
      continue;
    }
    const rows = [...told].flatMap(([parcelNumber, events]) => events.map((e) => ({ shipmentId: claimed.id, parcelNumber, at: e.at, code: e.code, label: e.label, delivered: e.delivered })));
    const deliveries = [...told.values()].map((events) => events.filter((e) => e.delivered).at(-1)?.at ?? null);
    const deliveredAt = deliveries.length && deliveries.every((at) => at !== null) ? new Date(Math.min(now.getTime(), Math.max(...deliveries.map((at) => at!.getTime())))) : null;
    const became = await deps.db.transaction(async (tx) => {
      if (rows.length) await tx.insert(shipmentEvent).values(rows).onConflictDoNothing();
      if (!deliveredAt) return false;
      await tx.update(shipment).set({ state: 'DELIVERED', deliveredAt, nextCheckAt: null, updatedAt: now }).where(eq(shipment.id, claimed.id));
      // Only a shipped order becomes delivered: one the owner moved on (delivered, refunded) keeps its status.
      const [moved] = await tx.update(order).set({ status: 'DELIVERED', updatedAt: now }).where(and(eq(order.id, claimed.orderId), eq(order.status, 'SHIPPED'))).returning({ id: order.id });
      if (moved) await recordStatus(tx, claimed.orderId, 'DELIVERED', deliveredAt, 'delivered, as the carrier says');
      return Boolean(moved);
    });
    if (became) run.delivered += 1;
  }
  return run;
}

/** The steps of an order's parcels, oldest first, for its customer's page. */
export async function trackingSteps(db: Database, orderId: number) {
  const rows = await db
    .select({ at: shipmentEvent.at, parcelNumber: shipmentEvent.parcelNumber, label: shipmentEvent.label, delivered: shipmentEvent.delivered })
    .from(shipmentEvent)
    .innerJoin(shipment, eq(shipment.id, shipmentEvent.shipmentId))
    .where(and(eq(shipment.orderId, orderId), isNull(shipment.returnId)))
    .orderBy(asc(shipmentEvent.at), asc(shipmentEvent.id));
  return rows.map((row) => ({ ...row, at: row.at.toISOString() }));
}
