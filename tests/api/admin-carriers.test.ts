import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAudit } from '~/server/db/schema';
import { adminCookie } from './admin-support';
import { declinationOf } from './cart-browser';
import { signedIn } from './catalogue-fixtures';
import { startTestShop, type TestShop } from './harness';

// The owner's carrier services: added, changed, ordered, disabled from the back office; every
// change reaches the next quote at once and is written in the audit log.

let shop: TestShop;
let admin: string;
beforeAll(async () => {
  shop = await startTestShop();
  admin = await adminCookie(shop);
});
afterAll(() => shop.close());

interface Carrier {
  id: number;
  name: string;
  nameEn: string | null;
  serviceCode: string;
  deliveryType: string;
  network: string;
  networkConnected: boolean;
  isActive: boolean;
  position: number;
  price: number;
  freeAbove: number | null;
  rates: { minBottles: number; maxBottles: number | null; price: number }[];
}

const relayService = {
  name: 'Colissimo Point Retrait',
  nameEn: 'Colissimo Pickup',
  serviceCode: 'COLISSIMO_RELAIS',
  deliveryType: 'PICKUP',
  network: 'COLISSIMO',
  zone: 'FRANCE_METROPOLITAN',
  price: 1590,
  freeAbove: 25_000,
  isActive: true,
  rates: [
    { minBottles: 1, maxBottles: 6, price: 890 },
    { minBottles: 7, maxBottles: null, price: 1590 },
  ],
};

const lastAudit = async (method: string, route: string) =>
  (await shop.db.select().from(adminAudit).where(and(eq(adminAudit.method, method), eq(adminAudit.route, route))).orderBy(desc(adminAudit.id)).limit(1))[0];

describe('carrier services in the back office', () => {
  it('lists every service with its company, fee bands and whether its account is set', async () => {
    const listed = await shop.get('/admin/carrier', { cookie: admin });
    expect(listed.status).toBe(200);
    const mondial = (listed.json.data as Carrier[]).find((c) => c.serviceCode === 'MONDIAL_RELAY_24R')!;
    expect(mondial).toMatchObject({ deliveryType: 'PICKUP', network: 'MONDIAL_RELAY', networkConnected: false, isActive: true });
    expect(mondial.rates[0]).toEqual({ minBottles: 1, maxBottles: 6, price: 990 });
  });

  it('adds a relay service that the next quote offers, in both languages, and logs it', async () => {
    const before = shop.invalidated.length;
    const added = await shop.post('/admin/carrier', relayService, { cookie: admin });
    expect(added.status).toBe(200);
    const created = (added.json.data as Carrier[]).find((c) => c.serviceCode === 'COLISSIMO_RELAIS')!;
    expect(created).toMatchObject({ name: 'Colissimo Point Retrait', nameEn: 'Colissimo Pickup', network: 'COLISSIMO', freeAbove: 25_000 });
    expect(created.position).toBe(Math.max(...(added.json.data as Carrier[]).map((c) => c.position)));
    expect(shop.invalidated.slice(before).flat()).toContain('carriers');

    const offered = await shop.post('/calculate/shipping-fees', { country: 'FR', postalCode: '49400', products: [{ idProduct: await aDeclination(), quantity: 6 }] }, { lang: 'en_US' });
    expect(offered.status).toBe(200);
    const offer = offered.json.data.carriers.find((c: { serviceCode: string }) => c.serviceCode === 'COLISSIMO_RELAIS');
    expect(offer).toMatchObject({ name: 'Colissimo Pickup', deliveryType: 'PICKUP', fullPrice: 890 });

    const logged = await lastAudit('POST', '/api/admin/carrier');
    expect(logged).toMatchObject({ actorEmail: expect.stringMatching(/^gerant\d+@domaine\.test$/), status: 200 });
  });

  it('changes fees and disables a service: the quote follows at once', async () => {
    const listed = (await shop.get('/admin/carrier', { cookie: admin })).json.data as Carrier[];
    const relay = listed.find((c) => c.serviceCode === 'COLISSIMO_RELAIS')!;
    const product = await aDeclination();
    const changed = await shop.put(`/admin/carrier/${relay.id}`, { ...relayService, rates: [{ minBottles: 1, maxBottles: null, price: 700 }] }, { cookie: admin });
    expect(changed.status).toBe(200);
    const fees = await shop.post('/calculate/shipping-fees', { country: 'FR', postalCode: '49400', products: [{ idProduct: product, quantity: 6 }] });
    expect(fees.json.data.carriers.find((c: { serviceCode: string }) => c.serviceCode === 'COLISSIMO_RELAIS').fullPrice).toBe(700);

    expect((await shop.put(`/admin/carrier/${relay.id}`, { ...relayService, isActive: false }, { cookie: admin })).status).toBe(200);
    const without = await shop.post('/calculate/shipping-fees', { country: 'FR', postalCode: '49400', products: [{ idProduct: product, quantity: 6 }] });
    expect(without.json.data.carriers.some((c: { serviceCode: string }) => c.serviceCode === 'COLISSIMO_RELAIS')).toBe(false);
    expect(await lastAudit('PUT', '/api/admin/carrier/:id')).toMatchObject({ target: { id: String(relay.id) }, status: 200 });
  });

  it('puts the services in the owner’s order, which the quote keeps', async () => {
    const listed = (await shop.get('/admin/carrier', { cookie: admin })).json.data as Carrier[];
    const reversed = listed.map((c) => c.id).reverse();
    const saved = await shop.put('/admin/carrier-order', { ids: reversed }, { cookie: admin });
    expect(saved.status).toBe(200);
    expect((saved.json.data as Carrier[]).map((c) => c.id)).toEqual(reversed);
    const fees = await shop.post('/calculate/shipping-fees', { country: 'FR', postalCode: '49400', products: [{ idProduct: await aDeclination(), quantity: 6 }] });
    const offered = (fees.json.data.carriers as { idCarrier: number }[]).map((c) => c.idCarrier);
    expect(offered).toEqual(reversed.filter((id) => offered.includes(id)));
    const partial = await shop.put('/admin/carrier-order', { ids: reversed.slice(1) }, { cookie: admin, lang: 'en_US' });
    expect([partial.status, partial.json.message]).toEqual([400, 'The order must name every carrier once.']);
  });

  it('refuses bands that overlap, a service code taken, and explains why', async () => {
    const overlap = await shop.post('/admin/carrier', { ...relayService, serviceCode: 'OTHER', rates: [{ minBottles: 1, maxBottles: 12, price: 1 }, { minBottles: 6, maxBottles: null, price: 2 }] }, { cookie: admin });
    expect(overlap.status).toBe(400);
    expect(overlap.json.message).toContain('sans se chevaucher');
    const taken = await shop.post('/admin/carrier', { ...relayService, serviceCode: 'MONDIAL_RELAY_24R' }, { cookie: admin, lang: 'en_US' });
    expect([taken.status, taken.json.message]).toEqual([409, 'The service code MONDIAL_RELAY_24R is already used by another carrier.']);
    const unknown = await shop.put('/admin/carrier/99999', relayService, { cookie: admin });
    expect(unknown.status).toBe(404);
  });

  it('is for administrators only', async () => {
    const customer = await signedIn(shop, 'CUSTOMER', 'client-transporteurs@domaine.test');
    expect((await shop.get('/admin/carrier', { cookie: customer })).status).toBe(403);
    expect((await shop.post('/admin/carrier', relayService, { cookie: customer })).status).toBe(403);
    expect((await shop.get('/admin/carrier')).status).toBe(401);
  });
});

/** A declination of the demo's catalogue that can be shipped. */
const aDeclination = async () => (await declinationOf(shop, 'TIL-HEN-2020-75')).id;
