import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carrier } from '~/server/db/schema';
import { startFakeColissimo, type FakeColissimo } from '../fakes/colissimo';
import { startFakeMondialRelay, type FakeMondialRelay } from '../fakes/mondial-relay';
import { browser, declinationOf } from './cart-browser';
import { carrierAccounts } from './carrier-support';
import { startTestShop, type TestShop } from './harness';
import { customerWithCart, franceId, homeDelivery, setStock } from './order-support';

// Relay points from the carriers themselves: Mondial Relay's and Colissimo's web services (here
// their local fakes), chosen by the network of the carrier service, with every way they can fail
// told to the customer in their language.

let mondial: FakeMondialRelay;
let colissimo: FakeColissimo;
let shop: TestShop;
let fr: number;

beforeAll(async () => {
  [mondial, colissimo] = await Promise.all([startFakeMondialRelay(), startFakeColissimo()]);
  shop = await startTestShop({
    env: carrierAccounts(mondial, colissimo, 2500),
  });
  fr = await franceId(shop);
  await setStock(shop, (await declinationOf(shop, 'TIL-HEN-2020-75')).id, 500);
  // The demo's Chronopost relay service, handed to Colissimo's network as the back office does.
  await shop.db.update(carrier).set({ network: 'COLISSIMO' }).where(eq(carrier.serviceCode, 'CHRONO_RELAIS_13'));
});
afterAll(async () => {
  await shop?.close();
  await Promise.all([mondial?.close(), colissimo?.close()]);
});

interface Point {
  id: string;
  name: string;
  addLine1: string;
  zipCode: string;
  city: string;
  country: string;
  position: { lat: number; lng: number } | null;
  distance: number | null;
  opening: { weekday: number; hours: string[] }[];
  closures: { from: string; to: string }[];
  isDemo: boolean;
}

const search = (body: Record<string, unknown>, lang: 'fr_FR' | 'en_US' = 'fr_FR') =>
  browser(shop).post('/relay/access-points', { serviceCode: 'MONDIAL_RELAY_24R', country: 'FR', ...body }, { lang });

const pickup = (cartId: number, id: string, serviceCode: string) =>
  homeDelivery(cartId, fr, { delivery: { type: 'PICKUP', serviceCode, accessPointId: id } });

describe('Mondial Relay', () => {
  it('lists the carrier’s points near 49400, nearest first, with their position, hours and holidays', async () => {
    const found = await search({ postalCode: '49400', city: 'Saumur' });
    expect(found.status).toBe(200);
    const points = found.json.data as Point[];
    expect(points.map((p) => p.id)).toEqual(['FR-020150', 'FR-066974', 'FR-079321']);
    const [, tabac] = points;
    expect(tabac).toMatchObject({
      name: 'TABAC DE LA PLACE',
      addLine1: '12 PLACE SAINT PIERRE',
      zipCode: '49400',
      city: 'SAUMUR',
      country: 'FR',
      position: { lat: 47.2596, lng: -0.0763 },
      distance: 420,
      isDemo: false,
      closures: [{ from: '2026-08-03', to: '2026-08-16' }],
    });
    expect(tabac.opening[0]).toEqual({ weekday: 1, hours: ['09:30-12:30', '14:00-19:00'] });
    expect(tabac.opening[5]).toEqual({ weekday: 6, hours: ['09:00-12:30'] });
    expect(tabac.opening[6]).toEqual({ weekday: 7, hours: [] });
    // The request is signed; the private key itself never travels.
    const sent = mondial.requests.at(-1)!;
    expect(sent).toContain('<Security>');
    expect(sent).not.toContain(mondial.privateKey);
  });

  it('keeps on the order the point as the carrier finds it by its number', async () => {
    const { customer, cartId } = await customerWithCart(shop, 'TIL-HEN-2020-75', 6);
    const forged = await customer.post('/order', pickup(cartId, 'FR-999999', 'MONDIAL_RELAY_24R'));
    expect(forged.status).toBe(400);
    expect(forged.json.message).toContain('n’est pas connu de Mondial Relay');
    const placed = await customer.post('/order', pickup(cartId, 'FR-066974', 'MONDIAL_RELAY_24R'));
    expect(placed.status).toBe(200);
    expect(placed.json.data.order.accessPoint).toMatchObject({ id: 'FR-066974', name: 'TABAC DE LA PLACE', zipCode: '49400', position: { lat: 47.2596, lng: -0.0763 } });
  });

  it('tells the customer of a postal code the carrier does not know, a carrier down or too slow', async () => {
    const unknown = await search({ postalCode: '00000' }, 'en_US');
    expect(unknown.status).toBe(400);
    expect(unknown.json.message).toBe('Mondial Relay doesn\'t recognize the ZIP code 00000. Please check it.');
    mondial.mode = 'down';
    const down = await search({ postalCode: '49400' });
    expect(down.status).toBe(503);
    expect(down.json.message).toBe('Mondial Relay ne répond pas pour le moment\u00a0: réessayez dans quelques minutes ou choisissez la livraison à domicile.');
    mondial.mode = 'slow';
    const slow = await search({ postalCode: '49400' }, 'en_US');
    expect(slow.status).toBe(503);
    expect(slow.json.message).toBe('Mondial Relay is taking too long to respond. Try again in a few minutes, or choose home delivery.');
    mondial.mode = 'up';
  });

  it('tells a customer placing an order while the carrier is down to try again, never a 500, and places nothing', async () => {
    const { customer, cartId } = await customerWithCart(shop, 'TIL-HEN-2020-75', 6);
    mondial.mode = 'down';
    try {
      const refused = await customer.post('/order', pickup(cartId, 'FR-066974', 'MONDIAL_RELAY_24R'), { lang: 'en_US' });
      expect(refused.status).toBe(503);
      expect(refused.json.message).toBe("Mondial Relay isn't responding right now. Try again in a few minutes, or choose home delivery.");
    } finally {
      mondial.mode = 'up';
    }
    expect((await customer.post('/order', pickup(cartId, 'FR-066974', 'MONDIAL_RELAY_24R'))).status).toBe(200);
  });

  it('serves none of the carriers’ secrets to the browser', async () => {
    const served = JSON.stringify((await browser(shop).get('/parameter')).json);
    for (const secret of [mondial.privateKey, colissimo.password]) expect(served).not.toContain(secret);
  });

  it('refuses a request whose security key is wrong, as the carrier does, without a 500', async () => {
    const wrongKey = await startTestShop({
      env: { MONDIAL_RELAY_MERCHANT_ID: mondial.merchantId, MONDIAL_RELAY_PRIVATE_KEY: 'NotTheKey', MONDIAL_RELAY_ENDPOINT: mondial.url },
    });
    try {
      const refused = await browser(wrongKey).post('/relay/access-points', { serviceCode: 'MONDIAL_RELAY_24R', country: 'FR', postalCode: '49400' }, { lang: 'en_US' });
      expect(refused.status).toBe(503);
      expect(refused.json.message).toBe('Mondial Relay pickup points are unavailable right now. Please choose another delivery method.');
    } finally {
      await wrongKey.close();
    }
  });
});

describe('Colissimo', () => {
  const colissimoSearch = (body: Record<string, unknown>, lang: 'fr_FR' | 'en_US' = 'fr_FR') => search({ serviceCode: 'CHRONO_RELAIS_13', ...body }, lang);

  it('lists La Poste’s pick-up points with hours and holidays; the town is found for a postal code alone', async () => {
    const found = await colissimoSearch({ postalCode: '49400' });
    expect(found.status).toBe(200);
    const points = found.json.data as Point[];
    expect(points.map((p) => p.id)).toEqual(['491820', '492380']);
    expect(points[1]).toMatchObject({ name: 'BUREAU DE POSTE SAUMUR', addLine1: '1 RUE VOLNEY', city: 'SAUMUR', position: { lat: 47.25912, lng: -0.07605 }, distance: 650, isDemo: false });
    expect(points[1].opening[0].hours).toEqual(['09:00-12:00', '14:00-17:30']);
    expect(points[1].opening[5].hours).toEqual(['09:00-12:00']);
    expect(points[0].closures).toEqual([{ from: '2026-12-24', to: '2026-12-31' }]);
    expect(colissimo.requests.at(-1)).toMatch(/<city>Saumur<\/city>/);
    expect(colissimo.requests.at(-1)).toMatch(/<shippingDate>\d\d\/\d\d\/\d{4}<\/shippingDate>/);
  });

  it('finds the chosen point again by its id for the order', async () => {
    const { customer, cartId } = await customerWithCart(shop, 'TIL-HEN-2020-75', 6);
    expect((await customer.post('/order', pickup(cartId, '123456', 'CHRONO_RELAIS_13'))).status).toBe(400);
    const placed = await customer.post('/order', pickup(cartId, '492380', 'CHRONO_RELAIS_13'));
    expect(placed.status).toBe(200);
    expect(placed.json.data.order.accessPoint).toMatchObject({ id: '492380', name: 'BUREAU DE POSTE SAUMUR', city: 'SAUMUR' });
  });

  it('answers no point, an unknown postal code, a carrier down or slow in the customer’s language', async () => {
    expect((await colissimoSearch({ postalCode: '75011' })).json.data).toEqual([]);
    const unknown = await colissimoSearch({ postalCode: '00000' });
    expect(unknown.status).toBe(400);
    expect(unknown.json.message).toBe('Colissimo ne connaît pas le code postal 00000\u00a0: vérifiez-le.');
    colissimo.mode = 'down';
    expect((await colissimoSearch({ postalCode: '49400' }, 'en_US')).json.message).toBe("Colissimo isn't responding right now. Try again in a few minutes, or choose home delivery.");
    colissimo.mode = 'slow';
    const slow = await colissimoSearch({ postalCode: '49400' });
    expect(slow.status).toBe(503);
    expect(slow.json.message).toContain('met trop de temps à répondre');
    colissimo.mode = 'up';
  });

  it('refuses wrong credentials as La Poste does (error 201), told without a 500', async () => {
    const wrong = await startTestShop({ env: { COLISSIMO_ACCOUNT_NUMBER: colissimo.accountNumber, COLISSIMO_PASSWORD: 'wrong', COLISSIMO_POINTS_ENDPOINT: colissimo.url } });
    try {
      await wrong.db.update(carrier).set({ network: 'COLISSIMO' }).where(eq(carrier.serviceCode, 'CHRONO_RELAIS_13'));
      const refused = await browser(wrong).post('/relay/access-points', { serviceCode: 'CHRONO_RELAIS_13', country: 'FR', postalCode: '49400' });
      expect(refused.status).toBe(503);
      expect(refused.json.message).toContain('Les points relais Colissimo sont indisponibles');
    } finally {
      await wrong.close();
    }
  });
});

describe('without an account', () => {
  it('a carrier’s service answers from the demo network, which says it is a demo', async () => {
    const demo = await startTestShop();
    try {
      const points = (await browser(demo).post('/relay/access-points', { serviceCode: 'MONDIAL_RELAY_24R', country: 'FR', postalCode: '49400' })).json.data as Point[];
      expect(points).toHaveLength(5);
      expect(points.every((p) => p.isDemo && p.closures.length === 0)).toBe(true);
    } finally {
      await demo.close();
    }
  });
});
