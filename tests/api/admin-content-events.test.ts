import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { element, elementRegistration } from '~/server/db/schema';
import { adminEventPageSchema, adminEventSchema, adminRegistrationPageSchema } from '~/lib/admin/content/events';
import { adminCookie } from './admin-support';
import { dropped, remove } from './admin-content-support';
import { signedIn } from './catalogue-fixtures';
import { startTestShop, type TestShop } from './harness';

// The back office's events: written in both languages, shown at once on the events pages, and
// the registrations visitors make listed for the owner, and exported for a spreadsheet.

let shop: TestShop;
let admin: string;
beforeAll(async () => {
  shop = await startTestShop();
  shop.clock.now = new Date('2026-11-20T10:00:00Z');
  admin = await adminCookie(shop);
});
afterAll(() => shop.close());

const tasting = {
  texts: {
    fr_FR: { title: 'Dégustation de printemps', subtitle: 'Les blancs 2026', description: '<p>Au chai, <em>six</em> vins.</p><img src="x" onerror="alert(1)">' },
    en_US: { title: 'Spring tasting', subtitle: null, description: '<p>In the cellar, six wines.</p>' },
  },
  startsAt: '2027-04-17T18:00:00+02:00',
  endsAt: '2027-04-17T21:00:00+02:00',
  location: 'Le chai',
  price: 2500,
  capacity: 12,
  isPublished: true,
  mediaId: null,
};

let ip = 0;
const visitor = (lang = 'fr_FR') => ({ lang, headers: { 'x-test-ip': `198.51.100.${(ip++ % 250) + 1}` } });
const register = (id: number, name: string, seats: number, lang = 'fr_FR', email = `${name.split(' ')[0].toLowerCase()}@example.fr`) =>
  shop.post(`/element/evenements/${id}/register`, { name, email, phone: null, seats }, visitor(lang));

describe('who may manage the events', () => {
  it('answers a visitor 401 and a customer 403, and creates nothing', async () => {
    const customer = await signedIn(shop, 'CUSTOMER', 'client-evenements@example.fr');
    const before = await shop.db.$count(element);
    for (const [cookie, status] of [[undefined, 401], [customer, 403]] as const) {
      expect((await shop.post('/admin/event', tasting, { cookie })).status).toBe(status);
      expect((await shop.get('/admin/event/1/registration', { cookie })).status).toBe(status);
      expect((await shop.get('/admin/event/1/registration.csv', { cookie })).status).toBe(status);
    }
    expect(await shop.db.$count(element)).toBe(before);
  });
});

describe('an event and its registrations', () => {
  it('creates an event visitors see at once, and lists the registrations they make', async () => {
    const since = shop.invalidated.length;
    const created = await shop.post('/admin/event', tasting, { cookie: admin });
    expect(created.status).toBe(200);
    const event = created.json.data;
    expect(event).toMatchObject({
      startsAt: '2027-04-17T16:00:00.000Z',
      endsAt: '2027-04-17T19:00:00.000Z',
      location: 'Le chai',
      price: 2500,
      capacity: 12,
      registeredSeats: 0,
      texts: { fr_FR: { title: 'Dégustation de printemps', description: '<p>Au chai, <em>six</em> vins.</p>' }, en_US: { title: 'Spring tasting', subtitle: null } },
      paths: { fr_FR: `/evenements/degustation-de-printemps/${event.id}`, en_US: `/en_US/evenements/spring-tasting/${event.id}` },
    });
    expect((await dropped(shop, since, `element:${event.id}`)).flat()).toContain('element-list:evenements');
    expect((await shop.get(`/element/evenements/${event.id}`, { lang: 'en_US' })).json.data).toMatchObject({ title: 'Spring tasting', seatsLeft: 12 });

    expect((await register(event.id, 'Camille Martin', 2)).status).toBe(200);
    expect((await register(event.id, 'Jordan Lee', 3, 'en_US')).status).toBe(200);
    const registrations = await shop.get(`/admin/event/${event.id}/registration`, { cookie: admin });
    expect(registrations.json.data).toMatchObject({ total: 2, page: 1 });
    expect(registrations.json.data.items.map((r: { name: string; seats: number; lang: string }) => [r.name, r.seats, r.lang])).toEqual([
      ['Jordan Lee', 3, 'en_US'],
      ['Camille Martin', 2, 'fr_FR'],
    ]);
    expect((await shop.get(`/admin/event/${event.id}`, { cookie: admin })).json.data.registeredSeats).toBe(5);

    // Fewer places than are booked is refused; as many is fine.
    const tooFew = await shop.put(`/admin/event/${event.id}`, { ...tasting, capacity: 4 }, { cookie: admin });
    expect(tooFew).toMatchObject({ status: 400, json: { message: '5 places sont déjà réservées\u00a0: le nombre de places ne peut pas être inférieur.' } });
    const edited = await shop.put(`/admin/event/${event.id}`, { ...tasting, capacity: 5, texts: { fr_FR: tasting.texts.fr_FR } }, { cookie: admin, lang: 'en_US' });
    expect(edited.json).toMatchObject({ message: 'The event is saved.', data: { capacity: 5, texts: { en_US: null } } });
    expect((await register(event.id, 'Sam Petit', 1)).status).toBe(409);
  });

  it('exports the registrations for a spreadsheet, formulas kept as text', async () => {
    const { id } = (await shop.post('/admin/event', tasting, { cookie: admin })).json.data;
    expect((await register(id, '=HYPERLINK("http://evil.test") Martin', 1, 'en_US', 'martin@example.fr')).status).toBe(200);
    expect((await register(id, 'Dominique "Dom" Roux', 2)).status).toBe(200);
    const response = await shop.app.request(`/api/admin/event/${id}/registration.csv?lang=en_US`, { headers: { cookie: admin } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="registrations-spring-tasting.csv"');
    const bytes = new Uint8Array(await response.arrayBuffer());
    // The byte-order mark, for spreadsheets to read the accents.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).split('\r\n');
    expect(lines.map((line) => line.replace(/\d\d\/\d\d\/\d{4} \d\d:\d\d:\d\d$/, '<when>'))).toEqual([
      '\uFEFFName;Email;Phone;Seats;Language;Registered on',
      `"'=HYPERLINK(""http://evil.test"") Martin";martin@example.fr;;1;en_US;<when>`,
      '"Dominique ""Dom"" Roux";dominique@example.fr;;2;fr_FR;<when>',
      '',
    ]);
  });

  it('deletes an event with its registrations', async () => {
    const { id } = (await shop.post('/admin/event', tasting, { cookie: admin })).json.data;
    await register(id, 'Camille Martin', 1);
    const since = shop.invalidated.length;
    expect((await remove(shop, `/admin/event/${id}`, admin)).json.message).toBe('L’événement est supprimé.');
    await dropped(shop, since, `element:${id}`);
    expect(await shop.db.select().from(elementRegistration).where(eq(elementRegistration.elementId, id))).toHaveLength(0);
    expect((await shop.get(`/element/evenements/${id}`)).status).toBe(404);
  });
});

describe('what the events editor refuses', () => {
  it('refuses bad dates, places and titles, and writes nothing', async () => {
    const before = await shop.db.$count(element);
    const cases: [unknown, string, string][] = [
      [{ ...tasting, endsAt: '2027-04-17T17:00:00+02:00' }, 'fr_FR', 'La fin doit venir après le début.'],
      [{ ...tasting, startsAt: 'demain' }, 'en_US', 'This date is not valid: pick a day and a time.'],
      [{ ...tasting, capacity: 0 }, 'en_US', 'The number of seats must be a whole number from 1 to 100,000, or empty for no limit.'],
      [{ ...tasting, price: -100 }, 'en_US', 'The price must be a positive amount in euros.'],
      [{ ...tasting, texts: { fr_FR: { ...tasting.texts.fr_FR, title: '' } } }, 'fr_FR', 'Le titre est obligatoire (200 caractères au plus).'],
      [{ ...tasting, texts: { en_US: tasting.texts.en_US } }, 'en_US', 'The French text is required, with at least its title.'],
    ];
    for (const [body, lang, message] of cases) {
      const refused = await shop.post('/admin/event', body, { cookie: admin, lang });
      expect({ status: refused.status, message: refused.json.message }).toEqual({ status: 400, message });
    }
    expect(await shop.db.$count(element)).toBe(before);
  });

  it('knows only the events: another list’s item, or an unknown id, is a 404', async () => {
    const [logo] = await shop.db.select({ id: element.id }).from(element).where(eq(element.link, element.link)).limit(50);
    const others = await shop.db.query.element.findMany({ with: { list: true } });
    const notAnEvent = others.find((row) => row.list.route !== 'evenements') ?? logo;
    for (const id of [notAnEvent.id, 999_999]) {
      expect((await shop.get(`/admin/event/${id}`, { cookie: admin })).status).toBe(404);
      expect((await shop.put(`/admin/event/${id}`, tasting, { cookie: admin })).status).toBe(404);
      expect((await remove(shop, `/admin/event/${id}`, admin)).status).toBe(404);
      expect((await shop.get(`/admin/event/${id}/registration`, { cookie: admin })).status).toBe(404);
    }
    expect((await shop.post('/admin/event', '{"texts"', { cookie: admin })).status).toBe(400);
  });
});

describe('the events contract (src/lib/admin/content/events.ts)', () => {
  // Parsing strips what the contract does not name: an answer equal to its parse has no field the
  // islands' types do not know, and every field they know, of the type they expect.
  it('describes exactly what the list, one event, a save and the registrations answer', async () => {
    const created = (await shop.post('/admin/event', tasting, { cookie: admin })).json.data;
    await register(created.id, 'Alix Morel', 2);
    const saved = (await shop.put(`/admin/event/${created.id}`, { ...tasting, price: null, capacity: null, location: null, texts: { fr_FR: tasting.texts.fr_FR } }, { cookie: admin })).json.data;
    const one = (await shop.get(`/admin/event/${created.id}`, { cookie: admin })).json.data;
    const list = (await shop.get('/admin/event?nbItem=5', { cookie: admin })).json.data;
    const registrations = (await shop.get(`/admin/event/${created.id}/registration`, { cookie: admin })).json.data;

    expect(registrations.items).toHaveLength(1);
    for (const answer of [created, saved, one]) expect(adminEventSchema.parse(answer)).toEqual(answer);
    expect(adminEventPageSchema.parse(list)).toEqual(list);
    expect(adminRegistrationPageSchema.parse(registrations)).toEqual(registrations);
    expect(adminRegistrationPageSchema.safeParse({ ...registrations, items: [{ ...registrations.items[0], seats: null }] }).success).toBe(false);
  });
});
