import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, isNotNull } from 'drizzle-orm';
import { parisDay } from '~/lib/dates';
import { adminCalendarSchema } from '~/lib/admin/calendars';
import { companyAddress, order } from '~/server/db/schema';
import { adminCookie, paidOrder } from './admin-support';
import { startTestShop, type TestShop } from './harness';

// The owner edits the pick-up calendar of the cellar shop: a slot added and removed, a closure
// added and lifted; a slot that orders still wait on cannot go.

let shop: TestShop;
let admin: string;
let calendarId: number;

/** A Paris day `days` after the shop's clock, 'yyyy-mm-dd'. */
const dayFromNow = (days: number) => parisDay(new Date(shop.clock.now.getTime() + days * 86_400_000));

beforeAll(async () => {
  shop = await startTestShop();
  admin = await adminCookie(shop);
  const [address] = await shop.db.select({ calendarId: companyAddress.calendarId }).from(companyAddress).where(isNotNull(companyAddress.calendarId));
  calendarId = address!.calendarId!;
});
afterAll(() => shop.close());

describe('the pick-up calendar in the back office', () => {
  it('lists the calendars with what uses them', async () => {
    const listed = await shop.get('/admin/calendar', { cookie: admin });
    expect(listed.status).toBe(200);
    const mine = listed.json.data.find((calendar: { id: number }) => calendar.id === calendarId);
    expect(mine.usedBy.kind).toBe('CLICK_AND_COLLECT');
    expect(mine.slots.length).toBeGreaterThan(0);
  });

  it('adds and removes a slot and a closure, the wine tourism pages refreshed', async () => {
    const before = shop.invalidated.length;
    const added = await shop.post(`/admin/calendar/${calendarId}/slot`, { weekday: 7, startTime: '10:00', endTime: '12:00', capacity: 5 }, { cookie: admin });
    expect(added.status).toBe(200);
    const slot = added.json.data.slots.find((s: { weekday: number; startTime: string }) => s.weekday === 7 && s.startTime === '10:00');
    expect(slot).toMatchObject({ endTime: '12:00', capacity: 5 });
    expect(shop.invalidated.slice(before).flat()).toContain(`calendar:${calendarId}`);

    const closed = await shop.post(`/admin/calendar/${calendarId}/closure`, { startsOn: dayFromNow(30), endsOn: dayFromNow(44), reason: 'Vendanges' }, { cookie: admin });
    const closure = closed.json.data.closures.find((c: { reason: string }) => c.reason === 'Vendanges');
    expect(closure).toMatchObject({ startsOn: dayFromNow(30), endsOn: dayFromNow(44) });

    const removed = await shop.app.request(`/api/admin/calendar/${calendarId}/slot/${slot.id}`, { method: 'DELETE', headers: { cookie: admin } });
    expect(removed.status).toBe(200);
    const reopened = await shop.app.request(`/api/admin/calendar/${calendarId}/closure/${closure.id}`, { method: 'DELETE', headers: { cookie: admin } });
    const after = (await reopened.json()) as { data: { slots: { id: number }[]; closures: { id: number }[] } };
    expect(after.data.slots.some((s) => s.id === slot.id)).toBe(false);
    expect(after.data.closures.some((c) => c.id === closure.id)).toBe(false);
    const again = await shop.app.request(`/api/admin/calendar/${calendarId}/closure/${closure.id}`, { method: 'DELETE', headers: { cookie: admin } });
    expect(again.status).toBe(404);
  });

  it('refuses slots and closures that do not hold together', async () => {
    const backwards = await shop.post(`/admin/calendar/${calendarId}/slot`, { weekday: 2, startTime: '18:00', endTime: '09:00', capacity: null }, { cookie: admin });
    expect([backwards.status, backwards.json.message]).toEqual([400, 'La fin du créneau vient après son début.']);
    expect((await shop.post(`/admin/calendar/${calendarId}/slot`, { weekday: 8, startTime: '09:00', endTime: '10:00', capacity: null }, { cookie: admin })).status).toBe(400);
    expect((await shop.post(`/admin/calendar/${calendarId}/slot`, { weekday: 1, startTime: '9h', endTime: '10:00', capacity: null }, { cookie: admin })).status).toBe(400);
    const reversed = await shop.post(`/admin/calendar/${calendarId}/closure`, { startsOn: dayFromNow(44), endsOn: dayFromNow(30), reason: null }, { cookie: admin, lang: 'en_US' });
    expect([reversed.status, reversed.json.message]).toEqual([400, 'The closure ends on or after its first day.']);
    expect((await shop.post('/admin/calendar/999999/closure', { startsOn: dayFromNow(30), endsOn: dayFromNow(30), reason: null }, { cookie: admin })).status).toBe(404);
  });

  it('keeps a slot while an order waits to be collected on it', async () => {
    const { order: placed } = await paidOrder(shop);
    const listed = await shop.get('/admin/calendar', { cookie: admin });
    const slotId = listed.json.data.find((calendar: { id: number }) => calendar.id === calendarId).slots[0].id;
    await shop.db.update(order).set({ deliveryType: 'CLICK_AND_COLLECT', clickAndCollectDate: dayFromNow(31), calendarSlotId: slotId }).where(eq(order.id, placed.id));
    const refused = await shop.app.request(`/api/admin/calendar/${calendarId}/slot/${slotId}`, { method: 'DELETE', headers: { cookie: admin } });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toBe('Une commande attend d’être retirée sur ce créneau\u00a0: retirez le créneau une fois qu’elle l’est.');
  });
});

describe('the calendars contract (src/lib/admin/calendars.ts)', () => {
  // Parsing strips what the contract does not name: an answer equal to its parse has no field the
  // islands' types do not know, and every field they know, of the type they expect.
  it('describes exactly what the calendar calls answer', async () => {
    const closed = (await shop.post(`/admin/calendar/${calendarId}/closure`, { startsOn: dayFromNow(60), endsOn: dayFromNow(61), reason: null }, { cookie: admin })).json.data;
    const listed = (await shop.get('/admin/calendar', { cookie: admin })).json.data;

    expect(closed.closures.length).toBeGreaterThan(0);
    expect(adminCalendarSchema.parse(closed)).toEqual(closed);
    expect(adminCalendarSchema.array().parse(listed)).toEqual(listed);
    expect(adminCalendarSchema.safeParse({ ...closed, usedBy: { kind: 'SHOP', name: 'x' } }).success).toBe(false);
  });
});
