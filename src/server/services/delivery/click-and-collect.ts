import { and, arrayContains, between, count, eq, inArray, notInArray } from 'drizzle-orm';
import type { AllowedDate } from '~/lib/booking-calendar';
import type { Database } from '../../db/connection';
import { calendarSlot, companyAddress, order, type OrderStatus } from '../../db/schema';
import { closureOn, hasStarted, isRealDate, loadCalendar, monthDates, slotRunsOn, type LoadedCalendar } from '../calendar';
import { wallClock } from '~/lib/dates';
import { parameterValue } from '../parameters';
import { conflict, invalid } from '../errors';
import { numberValue, SITE_PARAMETERS } from '~/lib/site-parameters';

// Click and collect on the calendar of the collection address: its weekly slots are the pick-up
// slots, its closures the days the cellar is shut, and each order takes one place of its slot's
// capacity. The checkout reads the same rules (GET /calendar/{id}/date/allowed/…) as the order
// obeys: at least CLICK_AND_COLLECT_HOURS ahead on the estate's clock, on an open day, with a place left.

/** CLICK_AND_COLLECT_HOURS (docs/rules.md#delivery) when the estate has not set it: the registry's default. */
export const DEFAULT_LEAD_HOURS = SITE_PARAMETERS.CLICK_AND_COLLECT_HOURS.default;

/** Orders that give their place back: never paid, called off or refunded. */
const RELEASED: OrderStatus[] = ['PAYMENT_FAILED', 'CANCELLED', 'REFUNDED'];

export interface CollectionAddress {
  id: number;
  siteId: number;
}

/** The click-and-collect address whose pick-up calendar this is; null for any other calendar. */
export async function collectionAddressOf(db: Database, calendarId: number): Promise<CollectionAddress | null> {
  const [row] = await db
    .select({ id: companyAddress.id, siteId: companyAddress.siteId })
    .from(companyAddress)
    .where(and(eq(companyAddress.calendarId, calendarId), arrayContains(companyAddress.type, ['CLICK_AND_COLLECT']), eq(companyAddress.isValid, true)));
  return row ?? null;
}

/** How many hours ahead a collection is booked: the estate's setting, else the default. */
async function leadHours(db: Database, siteId: number): Promise<number> {
  const value = numberValue(await parameterValue(db, siteId, 'CLICK_AND_COLLECT_HOURS'));
  return value === null ? DEFAULT_LEAD_HOURS : Math.max(0, value);
}

/** The wall-clock moment of the calendar at and before which no collection may start. */
const earliest = (now: Date, hours: number, found: LoadedCalendar) => wallClock(new Date(now.getTime() + hours * 3_600_000), found.timeZone);

/** Orders holding a place on each slot of a date range, keyed 'slotId|date'. */
async function ordersTaken(db: Database, slotIds: number[], from: string, to: string): Promise<Map<string, number>> {
  if (slotIds.length === 0) return new Map();
  const rows = await db
    .select({ slotId: order.calendarSlotId, date: order.clickAndCollectDate, orders: count() })
    .from(order)
    .where(and(inArray(order.calendarSlotId, slotIds), between(order.clickAndCollectDate, from, to), notInArray(order.status, RELEASED)))
    .groupBy(order.calendarSlotId, order.clickAndCollectDate);
  return new Map(rows.map((row) => [`${row.slotId}|${row.date}`, Number(row.orders)]));
}

/** Whether a slot of this capacity has no place left on a date. */
async function isFull(db: Database, slotId: number, capacity: number | null, date: string): Promise<boolean> {
  if (capacity === null) return false;
  return ((await ordersTaken(db, [slotId], date, date)).get(`${slotId}|${date}`) ?? 0) >= capacity;
}

/** GET /calendar/{id}/date/allowed/{month}/{year} for a pick-up calendar. */
export async function collectionDates(db: Database, calendarId: number, address: CollectionAddress, month: number, year: number, now: Date): Promise<AllowedDate[]> {
  const found = await loadCalendar(db, calendarId);
  return monthDates(found, month, year, {
    earliest: earliest(now, await leadHours(db, address.siteId), found),
    capacity: (slot) => slot.capacity,
    taken: (slotIds, from, to) => ordersTaken(db, slotIds, from, to),
  });
}

/** The columns of an order collected at the estate. */
export interface Collection {
  clickAndCollectDate: string;
  calendarSlotId: number;
  clickAndCollectAddressId: number;
}

const slotFull = () => conflict('delivery:errors.slotFull');

/**
 * The pick-up day and slot of an order (`dateSchedule`, `idSchedule`: a slot of a click-and-collect
 * calendar), checked as the checkout showed them; 400 with the reason, 409 when the slot is full.
 */
export async function chosenCollection(db: Database, request: { dateSchedule?: string | null; idSchedule?: number | null }, now: Date): Promise<Collection> {
  const date = request.dateSchedule;
  if (!date || !isRealDate(date) || !request.idSchedule) throw invalid('order:delivery.slotRequired');
  const [owner] = await db
    .select({ calendarId: calendarSlot.calendarId, addressId: companyAddress.id, siteId: companyAddress.siteId })
    .from(calendarSlot)
    .innerJoin(companyAddress, eq(companyAddress.calendarId, calendarSlot.calendarId))
    .where(and(eq(calendarSlot.id, request.idSchedule), arrayContains(companyAddress.type, ['CLICK_AND_COLLECT']), eq(companyAddress.isValid, true)));
  if (!owner) throw invalid('order:delivery.slotUnavailable');
  const found = await loadCalendar(db, owner.calendarId);
  const slot = found.slots.find((s) => s.id === request.idSchedule);
  if (!slot || !slotRunsOn(slot, date)) throw invalid('order:delivery.slotUnavailable');
  if (closureOn(found.closures, date)) throw invalid('delivery:errors.closedDay');
  const hours = await leadHours(db, owner.siteId);
  if (hasStarted(date, slot.startTime, earliest(now, hours, found))) throw invalid('order:delivery.slotTooSoon', { count: hours });
  // Told now rather than after the payment step's checks; takeCollectionPlace decides for good.
  if (await isFull(db, slot.id, slot.capacity, date)) throw slotFull();
  return { clickAndCollectDate: date, calendarSlotId: slot.id, clickAndCollectAddressId: owner.addressId };
}

/**
 * Inside the transaction that inserts the order: the slot's row is held (select … for update) while
 * its orders are counted, so that two customers after its last place are served one after the
 * other and the second is refused (409). Nothing to do for an order that is not collected.
 */
export async function takeCollectionPlace(tx: Database, delivery: { calendarSlotId: number | null; clickAndCollectDate: string | null }) {
  const { calendarSlotId: slotId, clickAndCollectDate: date } = delivery;
  if (slotId === null || date === null) return;
  const [slot] = await tx.select({ capacity: calendarSlot.capacity }).from(calendarSlot).where(eq(calendarSlot.id, slotId)).for('update');
  if (!slot) throw invalid('order:delivery.slotUnavailable');
  if (await isFull(tx, slotId, slot.capacity, date)) throw slotFull();
}
