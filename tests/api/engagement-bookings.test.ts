import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { booking, calendarClosure } from '~/server/db/schema';
import { allowedDatesSchema, bookingRequestSchema, bookingSchema, serviceListSchema, serviceSchema, type BookingRequest } from '~/lib/contracts/tourism';
import { startTestShop, type TestShop } from './harness';
import { nextAllowedDate, serviceTitled, signIn, type ServiceSummary } from './engagement-support';

let shop: TestShop;
let cellarTour: ServiceSummary;
beforeAll(async () => {
  shop = await startTestShop();
  cellarTour = await serviceTitled(shop, 'Visite des caves et dégustation');
});
afterAll(() => shop.close());

const visitor = (ip: string) => ({ headers: { 'x-test-ip': ip } });
const person = { name: 'Inès Fabre', email: 'ines.fabre@example.fr', phone: '06 12 34 56 78' };

const seatsBooked = async (slotId: number, date: string) => {
  const [row] = await shop.db
    .select({ seats: sql<number>`coalesce(sum(${booking.seats}), 0)::int` })
    .from(booking)
    .where(and(eq(booking.calendarSlotId, slotId), eq(booking.date, date)));
  return Number(row.seats);
};

describe('GET /service', () => {
  it('lists the four services with prices, durations, capacity and tags, in the caller language', async () => {
    const fr = await shop.get('/service?page=1&nbItem=100');
    expect(fr.status).toBe(200);
    expect(fr.json.data.total).toBe(4);
    expect(fr.json.data.services.map((s: { title: string }) => s.title)).toEqual([
      'Visite des caves et dégustation',
      'Balade commentée dans les vignes',
      'Atelier accords mets et vins',
      'Dégustation privée des vieux millésimes',
    ]);
    expect(fr.json.data.services[0]).toMatchObject({
      slug: 'visite-des-caves-et-degustation',
      slugs: { fr_FR: 'visite-des-caves-et-degustation', en_US: 'cellar-tour-and-tasting' },
      price: 1200,
      durationMinutes: 90,
      capacity: 20,
      membersOnly: false,
      tags: ['visite', 'degustation', 'famille'],
      image: { url: expect.stringMatching(/^\/api\/media\/\d+\//) },
    });
    expect(fr.json.data.services[0].description).toBeUndefined();
    expect(fr.json.data.tags).toEqual(expect.arrayContaining(['visite', 'degustation', 'balade', 'atelier', 'prestige']));
    const en = await shop.get('/service?page=1&nbItem=100', { lang: 'en_US' });
    expect(en.json.data.services[0].title).toBe('Cellar tour and tasting');
  });

  it('keeps the services carrying one of the tags asked for', async () => {
    const walk = await shop.get('/service?page=1&nbItem=100&tag=balade');
    expect(walk.json.data.services.map((s: { title: string }) => s.title)).toEqual(['Balade commentée dans les vignes']);
    const two = await shop.get('/service?page=1&nbItem=100&tag=balade,atelier');
    expect(two.json.data.total).toBe(2);
    const none = await shop.get('/service?tag=inconnu');
    expect(none.json.data).toMatchObject({ services: [], total: 0 });
  });

  it('refuses an unknown filter or a page too large with a message', async () => {
    const unknown = await shop.get('/service?couleur=rouge');
    expect(unknown.status).toBe(400);
    expect(unknown.json.message).toMatch(/^Le filtre «\s?couleur\s?» n’existe pas pour cette liste\.$/);
    expect((await shop.get('/service?nbItem=500')).status).toBe(400);
  });
});

describe('GET /service/{id}', () => {
  it('gives one service with its description', async () => {
    const { status, json } = await shop.get(`/service/${cellarTour.id}`, { lang: 'en_US' });
    expect(status).toBe(200);
    expect(json.data).toMatchObject({ id: cellarTour.id, title: 'Cellar tour and tasting', calendarId: cellarTour.calendarId });
    expect(json.data.description).toContain('tufa');
  });

  it('answers 404 for an unknown service and 400 for a malformed id', async () => {
    const missing = await shop.get('/service/99999');
    expect(missing.status).toBe(404);
    expect(missing.json).toEqual({ success: false, data: null, message: "Cette prestation n’existe pas ou n’est plus proposée." });
    expect((await shop.get('/service/abc')).status).toBe(400);
  });
});

describe('GET /calendar/{id}/date/allowed/{month}/{year}', () => {
  it('gives the days the tour runs (Tuesday to Saturday) with their slots and places', async () => {
    const month = new Date(Date.UTC(shop.clock.now.getUTCFullYear(), shop.clock.now.getUTCMonth() + 1, 1));
    const { status, json } = await shop.get(
      `/calendar/${cellarTour.calendarId}/date/allowed/${month.getUTCMonth() + 1}/${month.getUTCFullYear()}?service=${cellarTour.id}`,
    );
    expect(status).toBe(200);
    const dates = json.data.dates as { date: string; slots: { startTime: string; placesLeft: number }[] }[];
    expect(dates.length).toBeGreaterThanOrEqual(18);
    for (const day of dates) {
      const weekday = new Date(`${day.date}T12:00:00Z`).getUTCDay();
      expect(weekday, day.date).not.toBe(0);
      expect(weekday, day.date).not.toBe(1);
      expect(day.slots.map((s) => s.startTime)).toEqual(weekday === 6 ? ['10:30', '15:00', '16:30'] : ['10:30', '15:00']);
      expect(day.slots.every((s) => s.placesLeft === 20)).toBe(true);
    }
  });

  it('offers nothing in a past month, nor today a slot that has started', async () => {
    const past = await shop.get(`/calendar/${cellarTour.calendarId}/date/allowed/1/2020`);
    expect(past.json.data.dates).toEqual([]);
    const saved = shop.clock.now;
    // A Saturday at 15:30 in Paris (14:30 UTC in winter): only the 16:30 tour is still to come.
    shop.clock.now = new Date('2030-01-05T14:30:00Z');
    const today = await shop.get(`/calendar/${cellarTour.calendarId}/date/allowed/1/2030`);
    expect(today.json.data.dates[0]).toMatchObject({ date: '2030-01-05', slots: [{ startTime: '16:30' }] });
    shop.clock.now = saved;
  });

  it('answers 404 for an unknown calendar or a service of another calendar, 400 for a bad month', async () => {
    expect((await shop.get('/calendar/99999/date/allowed/5/2030')).status).toBe(404);
    const walk = await serviceTitled(shop, 'Balade commentée dans les vignes');
    expect((await shop.get(`/calendar/${cellarTour.calendarId}/date/allowed/5/2030?service=${walk.id}`)).status).toBe(404);
    const month = await shop.get(`/calendar/${cellarTour.calendarId}/date/allowed/13/2030`);
    expect(month.status).toBe(400);
    expect(month.json.success).toBe(false);
  });
});

describe('POST /service/{id}/booking', () => {
  it('books a slot, mails the visitor and the estate, and drops the cached service pages', async () => {
    const day = await nextAllowedDate(shop, cellarTour);
    const slot = day.slots[0];
    shop.invalidated.length = 0;
    const { status, json } = await shop.post(`/service/${cellarTour.id}/booking`, { date: day.date, slotId: slot.slotId, seats: 2, ...person }, visitor('198.51.100.1'));
    expect(status).toBe(200);
    expect(json.data).toMatchObject({ serviceId: cellarTour.id, date: day.date, startTime: slot.startTime, seats: 2, total: 2400 });
    expect(json.message).toBe("C’est réservé\u00a0! La confirmation est envoyée à ines.fabre@example.fr.");

    const mails = await shop.outbox();
    const toVisitor = mails.find((m) => m.to === person.email)!;
    const [year, month, dayOfMonth] = day.date.split('-');
    expect(toVisitor.subject).toBe(`Votre réservation\u00a0: Visite des caves et dégustation le ${dayOfMonth}/${month}/${year}`);
    expect(toVisitor.text).toContain('Nombre de personnes\u00a0: 2');
    expect(toVisitor.text).toContain('24,00');
    const toEstate = mails.find((m) => m.to === 'contact@domaine-des-tilleuls.fr')!;
    expect(toEstate.subject).toContain('Nouvelle réservation');
    expect(toEstate.replyTo).toBe(person.email);
    expect(toEstate.text).toContain('+33612345678');
    await expect.poll(() => shop.invalidated.flat()).toEqual(expect.arrayContaining(['services', `service:${cellarTour.id}`]));

    const after = await nextAllowedDate(shop, cellarTour);
    expect(after.slots[0].placesLeft).toBe(18);
  });

  it('writes to an English visitor in English and to the estate in French', async () => {
    const day = await nextAllowedDate(shop, cellarTour);
    const email = 'mark.taylor@example.com';
    const { status } = await shop.post(`/service/${cellarTour.id}/booking`, { date: day.date, slotId: day.slots[0].slotId, seats: 1, name: 'Mark Taylor', email }, { ...visitor('198.51.100.5'), lang: 'en_US' });
    expect(status).toBe(200);
    const mails = await shop.outbox();
    expect(mails.filter((m) => m.to === email).at(-1)!.subject).toMatch(/^Your booking: Cellar tour and tasting on \d{2}\/\d{2}\/\d{4}$/);
    const toEstate = mails.filter((m) => m.to === 'contact@domaine-des-tilleuls.fr').at(-1)!;
    expect(toEstate.subject).toMatch(/^Nouvelle réservation\u00a0: Visite des caves et dégustation le /);
    expect(toEstate.text).toContain('Nombre de personnes\u00a0: 1');
  });

  it('refuses a past date, a day the slot does not run, a closed day and too many people', async () => {
    const day = await nextAllowedDate(shop, cellarTour);
    const slotId = day.slots[0].slotId;
    const post = (body: object, lang?: string) =>
      shop.post(`/service/${cellarTour.id}/booking`, { date: day.date, slotId, seats: 1, ...person, ...body }, { ...visitor('198.51.100.2'), lang });

    // The same weekday 52 weeks earlier: a day the slot runs, now gone.
    const yearBefore = new Date(`${day.date}T12:00:00Z`);
    yearBefore.setUTCDate(yearBefore.getUTCDate() - 52 * 7);
    const past = await post({ date: yearBefore.toISOString().slice(0, 10) });
    expect([past.status, past.json.message]).toEqual([400, 'Ce créneau est déjà passé\u00a0: choisissez une date à venir.']);
    const monday = new Date(`${day.date}T12:00:00Z`);
    monday.setUTCDate(monday.getUTCDate() + ((8 - monday.getUTCDay()) % 7 || 7));
    const wrongDay = await post({ date: monday.toISOString().slice(0, 10) }, 'en_US');
    expect([wrongDay.status, wrongDay.json.message]).toEqual([400, 'This time slot is not offered on that date: choose a time from the calendar.']);
    const impossible = await post({ date: '2030-02-30' });
    expect([impossible.status, impossible.json.message]).toEqual([400, "Cette date n’existe pas."]);
    const crowd = await post({ seats: 21 });
    expect([crowd.status, crowd.json.message]).toEqual([400, 'Ce créneau accueille au plus 20 personnes\u00a0: pour un groupe plus grand, contactez-nous.']);
    const badEmail = await post({ email: 'ines@' });
    expect([badEmail.status, badEmail.json.message]).toEqual([400, 'Merci de corriger ces champs\u00a0: Adresse e-mail.']);
    const noSeats = await post({ seats: 0 });
    expect(noSeats.status).toBe(400);

    await shop.db.insert(calendarClosure).values({ calendarId: cellarTour.calendarId, startsOn: day.date, endsOn: day.date, reason: 'vendanges' });
    const closed = await post({});
    expect([closed.status, closed.json.message]).toEqual([400, 'Le domaine est fermé ce jour-là (vendanges)\u00a0: choisissez une autre date.']);
    const allowed = await nextAllowedDate(shop, cellarTour);
    expect(allowed.date).not.toBe(day.date);
    await shop.db.delete(calendarClosure);
  });

  it('never overbooks: 30 visitors at once for the last 3 places get 3 bookings and 27 clear refusals', async () => {
    const day = await nextAllowedDate(shop, cellarTour, 2);
    const slot = day.slots[1];
    await shop.db.insert(booking).values({
      serviceId: cellarTour.id,
      calendarSlotId: slot.slotId,
      date: day.date,
      startTime: slot.startTime,
      seats: 17,
      name: 'Groupe du comité des fêtes',
      email: 'comite@example.fr',
      lang: 'fr_FR',
    });
    const attempts = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        shop.post(`/service/${cellarTour.id}/booking`, { date: day.date, slotId: slot.slotId, seats: 1, ...person, email: `visiteur${i}@example.fr` }, visitor(`192.0.2.${i + 1}`)),
      ),
    );
    const statuses = attempts.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(27);
    expect(attempts.find((a) => a.status === 409)!.json.message).toBe('Ce créneau est complet\u00a0: choisissez un autre horaire ou une autre date.');
    expect(await seatsBooked(slot.slotId, day.date)).toBe(20);
    const after = await nextAllowedDate(shop, cellarTour, 2);
    expect(after.slots.find((s) => s.slotId === slot.slotId)?.placesLeft).toBe(0);
  });

  it('says how many places are left when a group asks for more', async () => {
    const day = await nextAllowedDate(shop, cellarTour, 3);
    const slot = day.slots[0];
    const first = await shop.post(`/service/${cellarTour.id}/booking`, { date: day.date, slotId: slot.slotId, seats: 16, ...person }, visitor('198.51.100.3'));
    expect(first.status).toBe(200);
    const group = await shop.post(`/service/${cellarTour.id}/booking`, { date: day.date, slotId: slot.slotId, seats: 6, ...person }, { ...visitor('198.51.100.3'), lang: 'en_US' });
    expect([group.status, group.json.message]).toEqual([409, 'Only 4 places are left on this time slot.']);
  });

  it('refuses a members-only tasting to a visitor and books it for a signed-in customer', async () => {
    const privateTasting = await serviceTitled(shop, 'Dégustation privée des vieux millésimes');
    expect(privateTasting.membersOnly).toBe(true);
    const day = await nextAllowedDate(shop, privateTasting);
    const body = { date: day.date, slotId: day.slots[0].slotId, seats: 2, ...person };
    const refused = await shop.post(`/service/${privateTasting.id}/booking`, body, visitor('198.51.100.4'));
    expect([refused.status, refused.json.message]).toEqual([401, 'Cette prestation est réservée aux clients ayant un compte\u00a0: connectez-vous pour la réserver.']);
    const cookie = await signIn(shop, 'membre.club@example.fr');
    const member = await shop.post(`/service/${privateTasting.id}/booking`, body, { ...visitor('198.51.100.4'), cookie });
    expect(member.status).toBe(200);
    expect(member.json.data.total).toBe(9000);
  });

  it('answers 404 for an unknown service and 400 for a malformed body', async () => {
    const missing = await shop.post('/service/99999/booking', { date: '2030-05-15', slotId: 1, seats: 1, ...person });
    expect(missing.status).toBe(404);
    const malformed = await shop.post(`/service/${cellarTour.id}/booking`, { date: '15/05/2030', slotId: 1, seats: 1, ...person });
    expect(malformed.status).toBe(400);
    expect(malformed.json.success).toBe(false);
  });

  it('stops an address after 10 bookings an hour', async () => {
    const day = await nextAllowedDate(shop, cellarTour, 4);
    const book = () =>
      shop.post(`/service/${cellarTour.id}/booking`, { date: day.date, slotId: day.slots[0].slotId, seats: 1, ...person }, visitor('198.51.100.99'));
    for (let i = 0; i < 10; i++) expect((await book()).status).toBe(200);
    const blocked = await book();
    expect(blocked.status).toBe(429);
    expect(blocked.json.message).toMatch(/^Trop de réservations depuis votre connexion\. Réessayez dans \d+ minutes? ou appelez-nous\.$/);
  });
});

describe('the wine tourism contract (src/lib/contracts/tourism.ts)', () => {
  // Parsing strips what the contract does not name: an answer equal to its parse has no field the
  // pages' and the booking island's types do not know, and every field they know, of the type they expect.
  it('describes exactly what the services, calendar and booking calls answer', async () => {
    const list = (await shop.get('/service?page=1&nbItem=100')).json.data;
    const one = (await shop.get(`/service/${cellarTour.id}`)).json.data;
    const month = new Date(Date.UTC(shop.clock.now.getUTCFullYear(), shop.clock.now.getUTCMonth() + 2, 1));
    const allowed = (await shop.get(`/calendar/${cellarTour.calendarId}/date/allowed/${month.getUTCMonth() + 1}/${month.getUTCFullYear()}?service=${cellarTour.id}`)).json.data;
    const request: BookingRequest = { date: allowed.dates[0].date, slotId: allowed.dates[0].slots[0].slotId, seats: 1, ...person, phone: null };
    const booked = (await shop.post(`/service/${cellarTour.id}/booking`, request, visitor('198.51.100.90'))).json.data;

    expect(list.services[0].image).toMatchObject({ url: expect.any(String), variants: expect.any(String) });
    expect(serviceListSchema.parse(list)).toEqual(list);
    expect(one.description).toEqual(expect.any(String));
    expect(serviceSchema.parse(one)).toEqual(one);
    expect(allowed.dates.length).toBeGreaterThan(0);
    expect(allowedDatesSchema.parse(allowed)).toEqual(allowed);
    expect(booked).toMatchObject({ serviceId: cellarTour.id, date: request.date, seats: 1 });
    expect(bookingSchema.parse(booked)).toEqual(booked);
    expect(bookingRequestSchema.parse(request)).toEqual(request);
    expect(serviceSchema.safeParse({ ...one, slugs: { de_DE: 'kellerfuehrung' } }).success).toBe(false);
  });
});
