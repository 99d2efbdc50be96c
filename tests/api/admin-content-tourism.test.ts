import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadedPictureSchema } from '~/lib/admin/content/common';
import { adminBookingSchema, adminServiceListSchema, adminServiceSchema } from '~/lib/admin/content/tourism';
import { adminCookie } from './admin-support';
import { dropped, remove, uploadPicture } from './admin-content-support';
import { file, png } from './cart-browser';
import { signedIn } from './catalogue-fixtures';
import { nextAllowedDate, serviceTitled } from './engagement-support';
import { startTestShop, type TestShop } from './harness';

// The back office's wine tourism: services written in both languages, their bookings read and
// cancelled (the seats then free again), the services' pages dropped at each change.

let shop: TestShop;
let admin: string;
beforeAll(async () => {
  shop = await startTestShop();
  admin = await adminCookie(shop);
});
afterAll(() => shop.close());

const workshop = (calendarId: number | null) => ({
  texts: { fr_FR: { title: 'Atelier assemblage', shortDescription: 'Composez votre cuvée.', description: '<p>Trois cépages, une éprouvette.</p>' }, en_US: { title: 'Blending workshop', description: '<p>Three grapes, one cylinder.</p>' } },
  tags: ['atelier', 'degustation'],
  membersOnly: false,
  price: 3500,
  durationMinutes: 90,
  capacity: 8,
  calendarId,
  position: 5,
  isPublished: true,
  mediaId: null,
});

describe('wine tourism in the back office', () => {
  it('refuses visitors and customers', async () => {
    const customer = await signedIn(shop, 'CUSTOMER', 'client-visites@example.fr');
    for (const [cookie, status] of [[undefined, 401], [customer, 403]] as const) {
      expect((await shop.get('/admin/service', { cookie })).status).toBe(status);
      expect((await shop.put('/admin/booking/1/cancel', {}, { cookie })).status).toBe(status);
    }
  });

  it('creates a service visitors see at once, and refuses what does not fit', async () => {
    const { calendars } = (await shop.get('/admin/service', { cookie: admin })).json.data;
    const since = shop.invalidated.length;
    const created = await shop.post('/admin/service', workshop(calendars[0].id), { cookie: admin });
    expect(created.status).toBe(200);
    expect(created.json.data).toMatchObject({ price: 3500, tags: ['atelier', 'degustation'], paths: { en_US: `/en_US/oenotourisme/blending-workshop/${created.json.data.id}` } });
    expect((await dropped(shop, since, `service:${created.json.data.id}`)).flat()).toContain('services');
    expect((await shop.get(`/service/${created.json.data.id}`, { lang: 'en_US' })).json.data.title).toBe('Blending workshop');

    const cases: [unknown, string][] = [
      [workshop(999_999), 'Calendar 999999 does not exist.'],
      [{ ...workshop(null), tags: ['Dégustation'] }, 'A theme is written in lowercase letters without accents, digits and hyphens (40 characters at most); 20 themes at most.'],
      [{ ...workshop(null), durationMinutes: 0 }, 'The duration must be a whole number of minutes, from 1 to 1440, or empty.'],
    ];
    for (const [body, message] of cases) expect(await shop.post('/admin/service', body, { cookie: admin, lang: 'en_US' })).toMatchObject({ status: 400, json: { message } });
  });

  it('lists a service’s bookings and cancels one, its seats free again; a booked service is not deleted', async () => {
    const tour = await serviceTitled(shop, 'Visite des caves et dégustation');
    const day = await nextAllowedDate(shop, tour);
    const slot = day.slots[0];
    const booked = await shop.post(`/service/${tour.id}/booking`, { date: day.date, slotId: slot.slotId, seats: 3, name: 'Inès Fabre', email: 'ines.fabre@example.fr' }, { headers: { 'x-test-ip': '198.51.100.77' } });
    expect(booked.status).toBe(200);
    const bookings = await shop.get(`/admin/service/${tour.id}/booking?from=${day.date}`, { cookie: admin });
    const mine = bookings.json.data.items.find((b: { id: number }) => b.id === booked.json.data.id);
    expect(mine).toMatchObject({ date: day.date, startTime: slot.startTime, seats: 3, status: 'CONFIRMED', name: 'Inès Fabre' });

    const placesLeft = async () => {
      const month = Number(day.date.slice(5, 7));
      const dates = (await shop.get(`/calendar/${tour.calendarId}/date/allowed/${month}/${day.date.slice(0, 4)}?service=${tour.id}`)).json.data.dates as { date: string; slots: { slotId: number; placesLeft: number }[] }[];
      return dates.find((d) => d.date === day.date)!.slots.find((s) => s.slotId === slot.slotId)!.placesLeft;
    };
    const before = await placesLeft();
    const cancelled = await shop.put(`/admin/booking/${mine.id}/cancel`, {}, { cookie: admin });
    expect(cancelled).toMatchObject({ status: 200, json: { message: 'La réservation est annulée.', data: { status: 'CANCELLED' } } });
    expect(await placesLeft()).toBe(before + 3);
    expect((await shop.put(`/admin/booking/${mine.id}/cancel`, {}, { cookie: admin })).status).toBe(409);
    expect((await shop.put('/admin/booking/999999/cancel', {}, { cookie: admin })).status).toBe(404);
    // The visitor is told, in the language they booked in.
    const told = (await shop.outbox()).filter((m) => m.to === 'ines.fabre@example.fr').at(-1)!;
    expect(told.subject).toBe(`Votre réservation est annulée\u00a0: Visite des caves et dégustation le ${day.date.split('-').reverse().join('/')}`);
    expect(told.text).toContain('Bonjour Inès Fabre, nous sommes au regret d’annuler votre réservation.');
    const english = await shop.post(`/service/${tour.id}/booking`, { date: day.date, slotId: slot.slotId, seats: 1, name: 'Sam Lee', email: 'sam.lee@example.com' }, { lang: 'en_US', headers: { 'x-test-ip': '198.51.100.78' } });
    expect((await shop.put(`/admin/booking/${english.json.data.id}/cancel`, {}, { cookie: admin })).status).toBe(200);
    const toSam = (await shop.outbox()).filter((m) => m.to === 'sam.lee@example.com').at(-1)!;
    expect(toSam.subject).toMatch(/^Your booking is cancelled: .+ on \d{2}\/\d{2}\/\d{4}$/);
    expect(toSam.text).toContain('Hello Sam Lee, we are sorry to cancel your booking.');

    const refused = await remove(shop, `/admin/service/${tour.id}`, admin);
    expect(refused.status).toBe(409);
    expect((await shop.get(`/admin/service/${tour.id}/booking?from=31/12/2026`, { cookie: admin })).status).toBe(400);
  });
});

describe('the wine tourism contract (src/lib/admin/content/tourism.ts)', () => {
  // Parsing strips what the contract does not name: an answer equal to its parse has no field the
  // islands' types do not know, and every field they know, of the type they expect.
  it('describes exactly an uploaded picture, the list, a service saved and read, a page of bookings and a cancellation', async () => {
    const picture = (await uploadPicture(shop, file(png(40, 30), 'chai.png'), admin)).json.data;
    const created = (await shop.post('/admin/service', { ...workshop(null), mediaId: picture.id }, { cookie: admin })).json.data;
    const saved = (await shop.put(`/admin/service/${created.id}`, { ...workshop(null), texts: { fr_FR: workshop(null).texts.fr_FR } }, { cookie: admin })).json.data;
    const read = (await shop.get(`/admin/service/${created.id}`, { cookie: admin })).json.data;
    const list = (await shop.get('/admin/service', { cookie: admin })).json.data;
    const tour = await serviceTitled(shop, 'Visite des caves et dégustation');
    const day = await nextAllowedDate(shop, tour);
    const booked = await shop.post(`/service/${tour.id}/booking`, { date: day.date, slotId: day.slots[0].slotId, seats: 1, name: 'Léa Roux', email: 'lea.roux@example.fr' }, { headers: { 'x-test-ip': '198.51.100.90' } });
    expect(booked.status).toBe(200);
    const bookings = (await shop.get(`/admin/service/${tour.id}/booking`, { cookie: admin })).json.data;
    const cancelled = (await shop.put(`/admin/booking/${booked.json.data.id}/cancel`, {}, { cookie: admin })).json.data;

    expect(uploadedPictureSchema.parse(picture)).toEqual(picture);
    expect(created.picture).toEqual({ id: picture.id, url: picture.url });
    expect(saved.texts.en_US).toBeNull();
    for (const service of [created, saved, read]) expect(adminServiceSchema.parse(service)).toEqual(service);
    expect(adminServiceListSchema.parse(list)).toEqual(list);
    expect(bookings.items.length).toBeGreaterThan(0);
    for (const booking of [...bookings.items, cancelled]) expect(adminBookingSchema.parse(booking)).toEqual(booking);
    expect(adminBookingSchema.safeParse({ ...cancelled, status: 'REFUNDED' }).success).toBe(false);
    expect(adminServiceSchema.safeParse({ ...read, picture: { id: picture.id } }).success).toBe(false);
    expect(uploadedPictureSchema.safeParse({ ...picture, width: undefined }).success).toBe(false);
  });
});
