import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarClosure, calendarSlot, order } from '~/server/db/schema';
import { declinationOf } from './cart-browser';
import { startTestShop, type TestShop } from './harness';
import { customerWithCart, franceId, homeDelivery, setStock } from './order-support';

// Click and collect on the cellar shop's calendar: the checkout reads the pick-up days and slots
// from GET /calendar/{id}/date/allowed/…, and an order obeys the same rules: at least
// CLICK_AND_COLLECT_HOURS ahead on the estate's clock (Paris), open days only, one place per order.

let shop: TestShop;
let fr: number;
let calendarId: number;

// A winter month of next year (Paris is then UTC+1), inside the public holidays the seed closes.
const year = new Date().getUTCFullYear() + 1;
const FEBRUARY = 2;

/** 'YYYY-MM-DD' of the n-th (1-based) ISO weekday of February. */
function februaryDay(weekday: number, nth = 1): string {
  const first = new Date(Date.UTC(year, FEBRUARY - 1, 1));
  const offset = (weekday - (((first.getUTCDay() + 6) % 7) + 1) + 7) % 7;
  return new Date(Date.UTC(year, FEBRUARY - 1, 1 + offset + (nth - 1) * 7)).toISOString().slice(0, 10);
}
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

interface Slot {
  slotId: number;
  startTime: string;
  endTime: string;
  capacity: number | null;
  placesLeft: number | null;
}

async function allowed(month = FEBRUARY, y = year): Promise<{ date: string; slots: Slot[] }[]> {
  const answer = await shop.get(`/calendar/${calendarId}/date/allowed/${month}/${y}`);
  expect(answer.status).toBe(200);
  return answer.json.data.dates;
}
const slotsOn = async (date: string) => (await allowed()).find((d) => d.date === date)?.slots ?? [];
const slotAt = async (date: string, start: string) => (await slotsOn(date)).find((s) => s.startTime === start);

const collect = (cartId: number, date: string, slotId: number) =>
  homeDelivery(cartId, fr, { delivery: { type: 'CLICK_AND_COLLECT' }, dateSchedule: date, idSchedule: slotId });

async function orderFor(date: string, slotId: number) {
  const { customer, cartId } = await customerWithCart(shop, 'TIL-HEN-2020-75', 6);
  return customer.post('/order', collect(cartId, date, slotId));
}

beforeAll(async () => {
  shop = await startTestShop();
  fr = await franceId(shop);
  await setStock(shop, (await declinationOf(shop, 'TIL-HEN-2020-75')).id, 1000);
  const addresses = (await shop.get('/company/address')).json.data as { type: { value: string }[]; calendarId: number | null }[];
  const cellar = addresses.find((a) => a.type.some((t) => t.value === 'CLICK_AND_COLLECT'));
  calendarId = cellar!.calendarId!;
});
afterAll(() => shop.close());

describe('the pick-up calendar', () => {
  it('is named by the click-and-collect address only, and offers the cellar shop’s opening periods', async () => {
    const addresses = (await shop.get('/company/address')).json.data as { type: { value: string }[]; calendarId: number | null }[];
    expect(addresses.filter((a) => a.calendarId !== null)).toHaveLength(1);
    shop.clock.now = new Date(`${year}-01-15T12:00:00Z`);
    const tuesday = februaryDay(2, 2);
    expect((await slotsOn(tuesday)).map((s) => `${s.startTime}-${s.endTime}`)).toEqual(['09:30-12:30', '14:00-18:30']);
    expect((await slotsOn(tuesday))[0]).toMatchObject({ capacity: 12, placesLeft: 12 });
    // Sundays have no slot; public holidays are closed.
    expect(await slotsOn(februaryDay(7))).toEqual([]);
    const may = await allowed(5);
    expect(may.some((d) => d.date === `${year}-05-01` || d.date === `${year}-05-08`)).toBe(false);
  });

  it('starts CLICK_AND_COLLECT_HOURS after now on the estate’s clock, and the order obeys it', async () => {
    const tuesday = februaryDay(2, 2);
    const monday = addDays(tuesday, -1);
    // Monday 21:20 in Paris (20:20 UTC): twelve hours later is Tuesday 09:20, before the 09:30 slot.
    shop.clock.now = new Date(`${monday}T20:20:00Z`);
    expect((await slotsOn(tuesday)).map((s) => s.startTime)).toEqual(['09:30', '14:00']);
    // Monday 22:10 in Paris (21:10 UTC): 09:30 is now less than twelve hours away, though it is
    // more than twelve hours after 21:10 read as UTC.
    shop.clock.now = new Date(`${monday}T21:10:00Z`);
    const slots = await slotsOn(tuesday);
    expect(slots.map((s) => s.startTime)).toEqual(['14:00']);
    const morning = (await shop.db.select().from(calendarSlot).where(eq(calendarSlot.calendarId, calendarId))).find(
      (s) => s.weekday === 2 && s.startTime.startsWith('09:30'),
    )!;
    const tooSoon = await orderFor(tuesday, morning.id);
    expect(tooSoon.status).toBe(400);
    expect(tooSoon.json.message).toContain('au moins 12 heures à l’avance');
    expect((await orderFor(tuesday, slots[0].slotId)).status).toBe(200);

    await shop.setParameter('CLICK_AND_COLLECT_HOURS', '48');
    // Forty-eight hours after Monday evening is Wednesday evening: Thursday comes first.
    expect((await allowed())[0].date).toBe(addDays(tuesday, 2));
    await shop.setParameter('CLICK_AND_COLLECT_HOURS', '12');
  });

  it('is all that is left while LOCK_DELIVERY is on: home and relay deliveries are refused', async () => {
    const tuesday = februaryDay(2, 3);
    shop.clock.now = new Date(`${year}-01-15T12:00:00Z`);
    await shop.setParameter('LOCK_DELIVERY', 'true');
    try {
      const { customer, cartId } = await customerWithCart(shop, 'TIL-HEN-2020-75', 6);
      const home = await customer.post('/order', homeDelivery(cartId, fr));
      expect(home.status).toBe(400);
      expect(home.json.message).toBe('Les livraisons sont suspendues pour le moment\u00a0: choisissez le retrait au caveau.');
      const [slot] = await slotsOn(tuesday);
      expect((await customer.post('/order', collect(cartId, tuesday, slot.slotId))).status).toBe(200);
    } finally {
      await shop.setParameter('LOCK_DELIVERY', 'false');
    }
  });

  it('refuses a slot on another weekday, a slot of another calendar and a closed day', async () => {
    shop.clock.now = new Date(`${year}-01-15T12:00:00Z`);
    const wednesday = februaryDay(3, 3);
    const [first] = await slotsOn(wednesday);
    const wrongDay = await orderFor(addDays(wednesday, -2), first.slotId);
    expect(wrongDay.status).toBe(400);
    expect(wrongDay.json.message).toContain('pas proposé ce jour-là');
    const tourism = (await shop.db.select().from(calendarSlot)).find((slot) => slot.calendarId !== calendarId)!;
    const notCollection = await orderFor(wednesday, tourism.id);
    expect(notCollection.status).toBe(400);
    expect(notCollection.json.message).toContain('pas proposé ce jour-là');

    await shop.db.insert(calendarClosure).values({ calendarId, startsOn: wednesday, endsOn: wednesday, reason: 'Inventaire' });
    expect(await slotsOn(wednesday)).toEqual([]);
    const closed = await orderFor(wednesday, first.slotId);
    expect(closed.status).toBe(400);
    expect(closed.json.message).toBe('Le caveau est fermé ce jour-là\u00a0: choisissez une autre date de retrait.');
  });

  it('takes one place per order: the order after the last place is refused, a cancelled one gives it back', async () => {
    shop.clock.now = new Date(`${year}-01-20T12:00:00Z`);
    const thursday = februaryDay(4, 3);
    const slot = (await slotAt(thursday, '14:00'))!;
    await shop.db.update(calendarSlot).set({ capacity: 2 }).where(eq(calendarSlot.id, slot.slotId));
    const first = await orderFor(thursday, slot.slotId);
    expect(first.status).toBe(200);
    expect(first.json.data.order.clickAndCollectDate).toBe(thursday);
    expect((await orderFor(thursday, slot.slotId)).status).toBe(200);
    expect(await slotAt(thursday, '14:00')).toMatchObject({ capacity: 2, placesLeft: 0 });
    const full = await orderFor(thursday, slot.slotId);
    expect(full.status).toBe(409);
    expect(full.json.message).toBe('Ce créneau de retrait est complet\u00a0: choisissez-en un autre.');

    await shop.db.update(order).set({ status: 'CANCELLED' }).where(eq(order.id, first.json.data.order.id));
    expect((await slotAt(thursday, '14:00'))?.placesLeft).toBe(1);
    // Two customers after the last place at once: one gets it.
    const buyers = [await customerWithCart(shop, 'TIL-HEN-2020-75', 6), await customerWithCart(shop, 'TIL-HEN-2020-75', 6)];
    const [a, b] = await Promise.all(buyers.map(({ customer, cartId }) => customer.post('/order', collect(cartId, thursday, slot.slotId))));
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const [stored] = await shop.db.select().from(order).where(eq(order.id, (a.status === 200 ? a : b).json.data.order.id));
    expect(stored).toMatchObject({ deliveryType: 'CLICK_AND_COLLECT', calendarSlotId: slot.slotId, clickAndCollectDate: thursday });
  });
});
