import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, declinationOf } from './cart-browser';
import { startTestShop, type TestShop } from './harness';
import { customerWithCart, franceId, homeDelivery, setStock } from './order-support';

// Relay points: the demo network of the PICKUP carriers answers any French postal code with the
// same believable shops every time, and an order keeps the network's point, never the browser's.

let shop: TestShop;
let fr: number;
beforeAll(async () => {
  shop = await startTestShop();
  fr = await franceId(shop);
  await setStock(shop, (await declinationOf(shop, 'TIL-HEN-2020-75')).id, 500);
});
afterAll(() => shop.close());

interface Point {
  id: string;
  name: string;
  addLine1: string;
  zipCode: string;
  city: string;
  country: string;
  distance: number;
  opening: { weekday: number; hours: string[] }[];
}

const search = (body: Record<string, unknown>, lang: 'fr_FR' | 'en_US' = 'fr_FR') =>
  browser(shop).post('/relay/access-points', { serviceCode: 'MONDIAL_RELAY_24R', country: 'FR', ...body }, { lang });

const pickup = (cartId: number, point: Partial<Point> & { id: string }, serviceCode = 'MONDIAL_RELAY_24R') =>
  homeDelivery(cartId, fr, {
    delivery: {
      type: 'PICKUP',
      serviceCode,
      accessPointId: point.id,
      accessPointName: point.name ?? null,
      accessPointAddress: point.addLine1 ?? null,
      accessPointZipCode: point.zipCode ?? null,
      accessPointCity: point.city ?? null,
      accessPointCountry: point.country ?? null,
    },
  });

describe('POST /relay/access-points', () => {
  it('finds five points near any French postal code, nearest first, the same every time', async () => {
    const found = await search({ postalCode: '49400', city: 'Saumur', address: '12 rue des Tonneliers' });
    expect(found.status).toBe(200);
    const points = found.json.data as Point[];
    expect(points).toHaveLength(5);
    expect(points.every((p) => p.zipCode === '49400' && p.city === 'Saumur' && p.country === 'FR')).toBe(true);
    expect(new Set(points.map((p) => p.name)).size).toBe(5);
    expect(points.map((p) => p.distance)).toEqual([...points.map((p) => p.distance)].sort((a, b) => a - b));
    expect(points[0].addLine1).toMatch(/^\d+ \S/);
    expect(points[0].opening.map((day) => day.weekday)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(points[0].opening.flatMap((day) => day.hours).every((range) => /^\d\d:\d\d-\d\d:\d\d$/.test(range))).toBe(true);
    expect((await search({ postalCode: '49400', city: 'Saumur' })).json.data).toEqual(points);
  });

  it('starts in the town named, then the towns around it; any postal code of France works', async () => {
    const village = (await search({ postalCode: '49400', city: 'varrains' })).json.data as Point[];
    expect(village[0].city).toBe('Varrains');
    expect(village.slice(1).some((p) => p.city !== 'Varrains')).toBe(true);
    const paris = (await search({ postalCode: '75011' })).json.data as Point[];
    expect(paris.map((p) => `${p.zipCode} ${p.city}`)).toEqual(Array(5).fill('75011 Paris'));
    const mountains = (await search({ postalCode: '05100' })).json.data as Point[];
    expect(mountains).toHaveLength(5);
    // Each carrier has its own network.
    const chrono = (await search({ postalCode: '49400', city: 'Saumur', serviceCode: 'CHRONO_RELAIS_13' })).json.data as Point[];
    expect(chrono[0].id.startsWith('CHRONO_RELAIS_13-')).toBe(true);
  });

  it('explains a carrier without relay points, a bad postal code and a destination not delivered', async () => {
    const home = await search({ postalCode: '49400', serviceCode: 'COLISSIMO_DOMICILE' });
    expect(home.status).toBe(400);
    expect(home.json.message).toContain('ne livre pas en point relais');
    const code = await search({ postalCode: '494' }, 'en_US');
    expect(code.status).toBe(400);
    expect(code.json.message).toBe('Enter a 5-digit ZIP code to find the nearby pickup points.');
    const overseas = await search({ postalCode: '97400' });
    expect(overseas.status).toBe(400);
    expect(overseas.json.message).toContain('France métropolitaine');
    expect((await search({ postalCode: '1000', country: 'BE' })).status).toBe(400);
  });
});

describe('an order to a relay point', () => {
  it('keeps the network’s point whatever the browser says of it', async () => {
    const [point] = (await search({ postalCode: '49400', city: 'Saumur' })).json.data as Point[];
    const { customer, cartId } = await customerWithCart(shop, 'TIL-HEN-2020-75', 6);
    const placed = await customer.post('/order', pickup(cartId, { ...point, name: 'Chez moi', addLine1: '1 rue du Faux' }));
    expect(placed.status).toBe(200);
    const order = placed.json.data.order;
    expect(order.accessPoint).toMatchObject({ id: point.id, name: point.name, addLine1: point.addLine1, zipCode: '49400', city: 'Saumur', country: 'FR' });
    expect(order.totals.shippingFees).toBe(990);
    expect((await customer.get(`/order/${order.id}`)).json.data.accessPoint.name).toBe(point.name);
  });

  it('refuses a forged point, a point of another network and no point at all', async () => {
    const { customer, cartId } = await customerWithCart(shop, 'TIL-HEN-2020-75', 6);
    const forged = await customer.post('/order', pickup(cartId, { id: 'MONDIAL_RELAY_24R-49328-49400-9', name: 'Relais fantôme', addLine1: '1 rue du Faux', zipCode: '49400', city: 'Saumur', country: 'FR' }));
    expect(forged.status).toBe(400);
    expect(forged.json.message).toBe('Ce point relais n’est pas connu de Mondial Relay\u00a0: choisissez-en un parmi les points proposés.');
    const [chrono] = (await search({ postalCode: '49400', serviceCode: 'CHRONO_RELAIS_13' })).json.data as Point[];
    expect((await customer.post('/order', pickup(cartId, chrono))).status).toBe(400);
    const none = await customer.post('/order', pickup(cartId, { id: '' }));
    expect(none.status).toBe(400);
    expect(none.json.message).toContain('point relais');
  });
});
