import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AdminCalendar, ClosureInput, SlotInput } from '~/lib/admin/calendars';
import type { Lang } from '~/lib/i18n';
import type { ShopDeps } from '../../deps';
import type { Database } from '../../db/connection';
import { calendar, calendarClosure, calendarSlot, companyAddress, order, service } from '../../db/schema';
import { inLang } from '../translations';
import { conflict, notFound } from '../errors';

// The calendars as the owner edits them in the back office: the pick-up slots of the cellar shop
// (and of the wine tourism services) and the days it is closed. A slot is added or removed one at
// a time, never rewritten: the orders already booked on a slot keep it.

/** The pages that show a calendar's days: the wine tourism pages; checkout asks the API itself. */
const calendarTags = (id: number) => [`calendar:${id}`, 'services'];

export async function adminCalendars(db: Database, lang: Lang, only?: number): Promise<AdminCalendar[]> {
  const where = only === undefined ? undefined : eq(calendar.id, only);
  const calendars = await db.select().from(calendar).where(where).orderBy(asc(calendar.id));
  const ids = calendars.map((row) => row.id);
  if (ids.length === 0) return [];
  const [slots, closures, addresses, services] = await Promise.all([
    db.select().from(calendarSlot).where(inArray(calendarSlot.calendarId, ids)).orderBy(asc(calendarSlot.weekday), asc(calendarSlot.startTime)),
    db.select().from(calendarClosure).where(inArray(calendarClosure.calendarId, ids)).orderBy(asc(calendarClosure.startsOn)),
    db.select({ calendarId: companyAddress.calendarId, name: companyAddress.name }).from(companyAddress).where(inArray(companyAddress.calendarId, ids)),
    db.query.service.findMany({ where: inArray(service.calendarId, ids), with: { translations: { columns: { lang: true, title: true } } }, columns: { calendarId: true } }),
  ]);
  return calendars.map((row) => {
    const address = addresses.find((candidate) => candidate.calendarId === row.id);
    const tourism = services.find((candidate) => candidate.calendarId === row.id);
    return {
      id: row.id,
      name: row.name,
      usedBy: address
        ? { kind: 'CLICK_AND_COLLECT' as const, name: address.name }
        : tourism
          ? { kind: 'SERVICE' as const, name: inLang(tourism.translations, lang)?.title ?? '' }
          : null,
      slots: slots
        .filter((slot) => slot.calendarId === row.id)
        .map((slot) => ({ id: slot.id, weekday: slot.weekday, startTime: slot.startTime.slice(0, 5), endTime: slot.endTime.slice(0, 5), capacity: slot.capacity })),
      closures: closures.filter((closure) => closure.calendarId === row.id).map(({ id, startsOn, endsOn, reason }) => ({ id, startsOn, endsOn, reason })),
    };
  });
}

async function oneCalendar(db: Database, lang: Lang, id: number): Promise<AdminCalendar> {
  const [found] = await adminCalendars(db, lang, id);
  if (!found) throw notFound('admin-calendars:errors.notFound');
  return found;
}

/** Runs a change of calendar `id` (404 when there is none) and drops the pages that show it. */
async function changing(deps: ShopDeps, lang: Lang, id: number, change: (tx: Database) => Promise<boolean>): Promise<AdminCalendar> {
  await deps.db.transaction(async (tx) => {
    const [exists] = await tx.select({ id: calendar.id }).from(calendar).where(eq(calendar.id, id)).for('update');
    if (!exists) throw notFound('admin-calendars:errors.notFound');
    if (!(await change(tx))) throw notFound('admin-calendars:errors.itemNotFound');
    await deps.pageCache.invalidate(tx, calendarTags(id));
  });
  return oneCalendar(deps.db, lang, id);
}

export const addSlot = (deps: ShopDeps, lang: Lang, id: number, slot: SlotInput) =>
  changing(deps, lang, id, async (tx) => {
    await tx.insert(calendarSlot).values({ calendarId: id, ...slot });
    return true;
  });

/** Orders still to collect: their slot is the time the customer comes, it cannot go from under them. */
const OPEN_ORDER = ['AWAITING_PAYMENT', 'PAID', 'PREPARING', 'READY_FOR_PICKUP'] as const;

export const removeSlot = (deps: ShopDeps, lang: Lang, id: number, slotId: number) =>
  changing(deps, lang, id, async (tx) => {
    const [slot] = await tx.select({ id: calendarSlot.id }).from(calendarSlot).where(and(eq(calendarSlot.id, slotId), eq(calendarSlot.calendarId, id))).for('update');
    if (!slot) return false;
    const waiting = await tx.$count(order, and(eq(order.calendarSlotId, slotId), inArray(order.status, OPEN_ORDER)));
    if (waiting > 0) throw conflict('admin-calendars:errors.slotInUse', { count: waiting });
    await tx.delete(calendarSlot).where(eq(calendarSlot.id, slotId));
    return true;
  });

export const addClosure = (deps: ShopDeps, lang: Lang, id: number, closure: ClosureInput) =>
  changing(deps, lang, id, async (tx) => {
    await tx.insert(calendarClosure).values({ calendarId: id, ...closure, reason: closure.reason || null });
    return true;
  });

export const removeClosure = (deps: ShopDeps, lang: Lang, id: number, closureId: number) =>
  changing(deps, lang, id, async (tx) => (await tx.delete(calendarClosure).where(and(eq(calendarClosure.id, closureId), eq(calendarClosure.calendarId, id))).returning({ id: calendarClosure.id })).length > 0);
