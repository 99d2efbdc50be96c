import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { element, elementRegistration } from '~/server/db/schema';
import { eventRegistrationDoneSchema, type ElementItem } from '~/lib/contracts/content';
import { shownDate, startTestShop, type TestShop } from './harness';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

type EventItem = ElementItem;

let ip = 0;
/** Each visitor comes from an address of their own, so that the rate limit does not hide what is tested. */
const visitor = (lang = 'fr_FR') => ({ lang, headers: { 'x-test-ip': `198.51.100.${(ip++ % 250) + 1}` } });

async function events(): Promise<EventItem[]> {
  return (await shop.get('/element/evenements')).json.data.items;
}
const dinner = async () => (await events()).find((e) => e.title.startsWith('Dîner'))!;

const registration = (n: number, seats = 1) => ({ name: `Camille Martin ${n}`, email: `camille.${n}@example.fr`, phone: '06 12 34 56 78', seats });

beforeEach(async () => {
  await shop.db.update(element).set({ registeredSeats: 0 });
  await shop.db.delete(elementRegistration);
});

describe('POST /element/{route}/{id}/register', () => {
  it('registers, lowers the seats left, mails the visitor and the estate, and drops the cached pages', async () => {
    const event = await dinner();
    expect(event).toMatchObject({ capacity: 40, seatsLeft: 40 });
    const answer = await shop.post(`/element/evenements/${event.id}/register`, registration(1, 2), visitor('en_US'));
    expect(answer.status).toBe(200);
    expect(answer.json.data).toMatchObject({ seats: 2, seatsLeft: 38 });
    expect(answer.json.message).toBe('Your registration for 2 places is confirmed. A confirmation e-mail is on its way.');
    expect((await dinner()).seatsLeft).toBe(38);

    const [row] = await shop.db.select().from(elementRegistration).where(eq(elementRegistration.id, answer.json.data.registrationId));
    expect(row).toMatchObject({ elementId: event.id, email: 'camille.1@example.fr', phone: '+33612345678', seats: 2, lang: 'en_US' });

    const mails = await shop.outbox();
    const toVisitor = mails.find((m) => m.to === 'camille.1@example.fr')!;
    expect(toVisitor.subject).toBe('Your registration: Dinner in the cellar: pairings and older vintages – Domaine des Tilleuls');
    expect(toVisitor.text).toContain('Places booked: 2');
    expect(toVisitor.text).toContain(shownDate(shop.demoDate('2027-06-19T17:30:00Z')));
    expect(toVisitor.text).toContain(`http://shop.test/en_US/evenements/dinner-in-the-cellar-pairings-and-older-vintages/${event.id}`);
    const toEstate = mails.find((m) => m.to !== 'camille.1@example.fr')!;
    expect(toEstate.to).toBe((await shop.get('/parameter')).json.data.find((p: { type: string }) => p.type === 'COMPANY_EMAIL').value);
    expect(toEstate.subject).toBe('Nouvelle inscription\u00a0: Dîner dans la cave : accords et vieux millésimes');
    expect(toEstate.text).toContain('camille.1@example.fr');
    expect(toEstate.replyTo).toBe('camille.1@example.fr');

    await expect.poll(() => shop.invalidated.flat()).toEqual(expect.arrayContaining([`element:${event.id}`, 'element-list:evenements']));
  });

  it('never overbooks: 50 visitors at once for the last 5 seats leave exactly the capacity taken', async () => {
    const event = await dinner();
    await shop.db.update(element).set({ registeredSeats: 35 }).where(eq(element.id, event.id));
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, n) => shop.post(`/element/evenements/${event.id}/register`, registration(100 + n), visitor())),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(5);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused).toHaveLength(45);
    for (const answer of refused) {
      expect(answer.status).toBe(409);
      expect(answer.json.message).toBe('Cet événement est complet\u00a0: il ne reste plus aucune place.');
    }
    const [row] = await shop.db.select().from(element).where(eq(element.id, event.id));
    expect(row.registeredSeats).toBe(40);
    expect(await shop.db.$count(elementRegistration, eq(elementRegistration.elementId, event.id))).toBe(5);
    expect((await dinner()).seatsLeft).toBe(0);
  });

  it('says how many seats are left when fewer than asked remain', async () => {
    const event = await dinner();
    await shop.db.update(element).set({ registeredSeats: 37 }).where(eq(element.id, event.id));
    const fr = await shop.post(`/element/evenements/${event.id}/register`, registration(200, 4), visitor());
    expect(fr.status).toBe(409);
    expect(fr.json.message).toBe('Il ne reste que 3 places pour cet événement.');
    await shop.db.update(element).set({ registeredSeats: 39 }).where(eq(element.id, event.id));
    const en = await shop.post(`/element/evenements/${event.id}/register`, registration(201, 2), visitor('en_US'));
    expect(en.json.message).toBe('There is only one place left for this event.');
    expect((await shop.post(`/element/evenements/${event.id}/register`, registration(202, 1), visitor())).status).toBe(200);
  });

  it('refuses bad input with a message in the visitor language', async () => {
    const event = await dinner();
    const path = `/element/evenements/${event.id}/register`;
    const cases: [unknown, string][] = [
      [{ ...registration(300), name: '  ' }, 'Please enter your name.'],
      [{ ...registration(300), email: 'not-an-address' }, 'Enter a valid e-mail address.'],
      [{ ...registration(300), seats: 0 }, 'Please enter a valid number of places.'],
      [{ ...registration(300), seats: 11 }, 'Please enter a valid number of places.'],
      [{ ...registration(300), seats: 1.5 }, 'Please enter a valid number of places.'],
      [{ ...registration(300), seats: 'lots' }, 'Please enter a valid number of places.'],
      [{ ...registration(300), phone: '12' }, 'This phone number is not valid.'],
      [{ name: 'Camille' }, 'Enter a valid e-mail address.'],
    ];
    for (const [body, message] of cases) {
      const answer = await shop.post(path, body, visitor('en_US'));
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.json.success).toBe(false);
      if (message) expect(answer.json.message).toBe(message);
    }
    expect((await shop.post(path, 'not json', visitor())).status).toBe(400);
    expect((await dinner()).seatsLeft).toBe(40);
  });

  it('answers 404 for an unknown event or list, and refuses items that are not upcoming events', async () => {
    const event = await dinner();
    expect((await shop.post(`/element/evenements/99999/register`, registration(400), visitor())).status).toBe(404);
    expect((await shop.post(`/element/nothing-here/${event.id}/register`, registration(400), visitor())).status).toBe(404);
    expect((await shop.post(`/element/EVENTS/${event.id}/register`, registration(400), visitor())).status).toBe(400);

    const [logo] = (await shop.get('/element/logo-footer')).json.data.items;
    const notEvent = await shop.post(`/element/logo-footer/${logo.id}/register`, registration(400), visitor('en_US'));
    expect(notEvent.status).toBe(400);
    expect(notEvent.json.message).toBe('This item does not take registrations.');

    shop.clock.now = shop.demoDate('2027-06-20T08:00:00Z');
    try {
      const past = await shop.post(`/element/evenements/${event.id}/register`, registration(401), visitor('en_US'));
      expect(past.status).toBe(400);
      expect(past.json.message).toBe('Registration for this event has closed.');
    } finally {
      shop.clock.now = new Date();
    }
  });

  it('limits how often one connection registers', async () => {
    const event = await dinner();
    const sameVisitor = { lang: 'en_US', headers: { 'x-test-ip': '192.0.2.99' } };
    const statuses: number[] = [];
    for (let n = 0; n < 20; n++) statuses.push((await shop.post(`/element/evenements/${event.id}/register`, registration(500 + n), sameVisitor)).status);
    expect(statuses.every((s) => s === 200)).toBe(true);
    const blocked = await shop.post(`/element/evenements/${event.id}/register`, registration(600), sameVisitor);
    expect(blocked.status).toBe(429);
    expect(blocked.json.message).toMatch(/^Too many registrations from your connection\. Try again in \d+ minutes?\.$/);
  });
});

describe('the event registration contract (src/lib/contracts/content.ts)', () => {
  it('describes exactly what a registration answers', async () => {
    const answer = (await shop.post(`/element/evenements/${(await dinner()).id}/register`, registration(900, 3), visitor())).json.data;
    expect(eventRegistrationDoneSchema.parse(answer)).toEqual(answer);
    expect(eventRegistrationDoneSchema.safeParse({ ...answer, seatsLeft: undefined }).success).toBe(false);
  });
});
