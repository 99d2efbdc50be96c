import { and, between, eq, inArray, sql } from 'drizzle-orm';
import { dayOfMonth, daysInMonth, type AllowedDate } from '~/lib/booking-calendar';
import { wallClock } from '~/lib/dates';
import type { Database } from '../db/connection';
import { booking, calendar, calendarClosure, calendarSlot, service } from '../db/schema';
import { notFound } from './errors';

// The dates and slots a calendar allows, and how many places each slot has left, for both kinds of
// calendar: a wine tourism service's (seats of bookings, here) and a click-and-collect address's
// (orders, in delivery/click-and-collect.ts). Slot times are wall-clock times of the calendar's
// time zone, so "today" and "now" are read in that zone too.

type SlotRow = typeof calendarSlot.$inferSelect;
type ClosureRow = typeof calendarClosure.$inferSelect;

/** 'HH:MM' from PostgreSQL's 'HH:MM:SS'. */
export const clockTime = (time: string) => time.slice(0, 5);

/** ISO weekday (1 = Monday … 7 = Sunday) of a 'YYYY-MM-DD' date. */
export function isoWeekday(date: string): number {
  const day = new Date(`${date}T12:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/** Whether a 'YYYY-MM-DD' string names a real day of the calendar (no 31 February). */
export function isRealDate(date: string): boolean {
  const parsed = new Date(`${date}T12:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date;
}

/** Whether a slot runs on a date: its weekday, within its season when it has one. */
export function slotRunsOn(slot: Pick<SlotRow, 'weekday' | 'validFrom' | 'validUntil'>, date: string): boolean {
  return slot.weekday === isoWeekday(date) && (slot.validFrom === null || slot.validFrom <= date) && (slot.validUntil === null || date <= slot.validUntil);
}

/** The closure covering a date, if any. */
export function closureOn(closures: Pick<ClosureRow, 'startsOn' | 'endsOn' | 'reason'>[], date: string) {
  return closures.find((closure) => closure.startsOn <= date && date <= closure.endsOn);
}

/** Whether a slot on a date has already started, as seen from `now` in the calendar's zone. */
export function hasStarted(date: string, startTime: string, now: { date: string; time: string }): boolean {
  return date < now.date || (date === now.date && clockTime(startTime) <= now.time);
}

/** Seats of a slot for a service: the service's own limit first (schema: service.capacity), else the slot's. */
export const slotCapacity = (slot: Pick<SlotRow, 'capacity'>, serviceCapacity: number | null | undefined) => serviceCapacity ?? slot.capacity;

/** Seats already booked on each slot of a date range, keyed 'slotId|date'. */
async function seatsTaken(db: Database, slotIds: number[], from: string, to: string): Promise<Map<string, number>> {
  if (slotIds.length === 0) return new Map();
  const rows = await db
    .select({ slotId: booking.calendarSlotId, date: booking.date, seats: sql<number>`sum(${booking.seats})::int` })
    .from(booking)
    .where(and(inArray(booking.calendarSlotId, slotIds), between(booking.date, from, to), eq(booking.status, 'CONFIRMED')))
    .groupBy(booking.calendarSlotId, booking.date);
  return new Map(rows.map((row) => [`${row.slotId}|${row.date}`, Number(row.seats)]));
}

export type LoadedCalendar = Awaited<ReturnType<typeof loadCalendar>>;

/** A calendar with its slots and closures, or a 404. */
export async function loadCalendar(db: Database, id: number) {
  const row = await db.query.calendar.findFirst({ where: eq(calendar.id, id), with: { slots: true, closures: true } });
  if (!row) throw notFound('engagement:errors.calendarNotFound');
  return row;
}

/** What a calendar's slots are booked by: seats of a service, or click-and-collect orders. */
export interface CalendarUse {
  /** Slots starting at or before this wall-clock moment of the calendar are not offered. */
  earliest: { date: string; time: string };
  capacity(slot: SlotRow): number | null;
  /** What is already taken on each slot of a date range, keyed 'slotId|date'. */
  taken(slotIds: number[], from: string, to: string): Promise<Map<string, number>>;
}

/**
 * The days of a month on which a calendar takes bookings (not before `use.earliest`, not closed,
 * with at least one slot still to come), each with its slots and the places they have left.
 */
export async function monthDates(found: LoadedCalendar, month: number, year: number, use: CalendarUse): Promise<AllowedDate[]> {
  const days = daysInMonth(year, month);
  const first = dayOfMonth(year, month, 1);
  const last = dayOfMonth(year, month, days);
  const taken = await use.taken(found.slots.map((slot) => slot.id), first, last);
  const slotsByTime = [...found.slots].sort((a, b) => a.startTime.localeCompare(b.startTime));

  const dates: AllowedDate[] = [];
  for (let day = 1; day <= days; day++) {
    const date = dayOfMonth(year, month, day);
    if (date < use.earliest.date || closureOn(found.closures, date)) continue;
    const slots = slotsByTime
      .filter((slot) => slotRunsOn(slot, date) && !hasStarted(date, slot.startTime, use.earliest))
      .map((slot) => {
        const capacity = use.capacity(slot);
        return {
          slotId: slot.id,
          startTime: clockTime(slot.startTime),
          endTime: clockTime(slot.endTime),
          capacity,
          placesLeft: capacity === null ? null : Math.max(0, capacity - (taken.get(`${slot.id}|${date}`) ?? 0)),
        };
      });
    if (slots.length) dates.push({ date, slots });
  }
  return dates;
}

/**
 * GET /calendar/{id}/date/allowed/{month}/{year} for a wine tourism calendar: slots not started
 * yet, their seats counted from the bookings. With `serviceId`, capacities are that service's.
 */
export async function allowedDates(db: Database, calendarId: number, month: number, year: number, now: Date, serviceId?: number): Promise<AllowedDate[]> {
  const found = await loadCalendar(db, calendarId);
  let serviceCapacity: number | null = null;
  if (serviceId !== undefined) {
    const [owner] = await db
      .select({ capacity: service.capacity })
      .from(service)
      .where(and(eq(service.id, serviceId), eq(service.calendarId, calendarId), eq(service.isValid, true)));
    if (!owner) throw notFound('engagement:errors.serviceNotFound');
    serviceCapacity = owner.capacity;
  }
  return monthDates(found, month, year, {
    earliest: wallClock(now, found.timeZone),
    capacity: (slot) => slotCapacity(slot, serviceCapacity),
    taken: (slotIds, from, to) => seatsTaken(db, slotIds, from, to),
  });
}
