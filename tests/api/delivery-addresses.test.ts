import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, declinationOf } from './cart-browser';
import { accessPointSchema, cityOptionSchema, countryOptionSchema } from '~/lib/contracts/delivery';
import { startTestShop, type TestShop } from './harness';
import { franceId } from './order-support';

// What an address form offers: the countries (and whether the estate delivers there, by the same
// rule as the shipping fees) and the towns of a postal code or a name, from the official dataset.

let shop: TestShop;
let fr: number;
beforeAll(async () => {
  shop = await startTestShop();
  fr = await franceId(shop);
});
afterAll(() => shop.close());

const countries = async (lang = 'fr_FR') => (await shop.get('/countries', { lang })).json.data as { alphaTwo: string; name: string; isDeliverable: boolean }[];
const deliverable = async () => (await countries()).filter((c) => c.isDeliverable).map((c) => c.alphaTwo);
const cities = (search: string, country: number | string = fr, lang = 'fr_FR') => shop.get(`/cities/${encodeURIComponent(search)}/${country}`, { lang });

describe('GET /countries', () => {
  it('names every country in the caller’s language, in alphabetical order', async () => {
    const french = await countries();
    expect(french.map((c) => c.name)).toEqual([...french.map((c) => c.name)].sort((a, b) => a.localeCompare(b, 'fr')));
    expect(french.find((c) => c.alphaTwo === 'DE')?.name).toBe('Allemagne');
    expect(french.find((c) => c.alphaTwo === 'US')?.name).toBe('États-Unis');
    expect((await countries('en_US')).find((c) => c.alphaTwo === 'DE')?.name).toBe('Germany');
  });

  it('delivers to metropolitan France only, unless the estate sells worldwide; ONLY_SELL_IN_FRANCE wins', async () => {
    expect(await deliverable()).toEqual(['FR']);
    await shop.setParameter('SELLS_WORLDWIDE', 'true');
    expect(await deliverable()).toEqual(['FR']);
    await shop.setParameter('ONLY_SELL_IN_FRANCE', 'false');
    expect((await countries()).every((c) => c.isDeliverable)).toBe(true);
    // The shipping fees follow the same rule: Belgium is no longer refused as a destination.
    const { id } = await declinationOf(shop, 'TIL-HEN-2020-75');
    const fees = await browser(shop).post('/calculate/shipping-fees', { products: [{ idProduct: id, quantity: 6 }], postalCode: '1000', country: 'BE' });
    expect(fees.json.message ?? '').not.toContain('métropolitaine');
    await shop.setParameter('SELLS_WORLDWIDE', 'false');
    await shop.setParameter('ONLY_SELL_IN_FRANCE', 'true');
    expect(await deliverable()).toEqual(['FR']);
  });
});

describe('GET /cities/{search}/{idCountry}', () => {
  it('finds the towns of a postal code prefix, at most 20', async () => {
    const exact = await cities('49400');
    expect(exact.status).toBe(200);
    expect(exact.json.data).toEqual(expect.arrayContaining([{ postalCode: '49400', name: 'Saumur' }, { postalCode: '49400', name: 'Varrains' }]));
    const prefix = (await cities('494')).json.data as { postalCode: string }[];
    expect(prefix).toHaveLength(20);
    expect(prefix.every((c) => c.postalCode.startsWith('494'))).toBe(true);
    expect((await cities('75011')).json.data).toEqual([{ postalCode: '75011', name: 'Paris' }]);
    expect((await cities('00000')).json.data).toEqual([]);
  });

  it('finds towns by name whatever the accents, case, hyphens and “St” for Saint', async () => {
    const saint = (await cities('saint hilaire')).json.data as { name: string }[];
    expect(saint).toHaveLength(20);
    expect(saint.every((c) => c.name.startsWith('Saint-Hilaire'))).toBe(true);
    expect(saint).toContainEqual({ postalCode: '85270', name: 'Saint-Hilaire-de-Riez' });
    expect((await cities('BESANCON')).json.data[0]).toEqual({ postalCode: '25000', name: 'Besançon' });
    expect((await cities('evry courcouronnes')).json.data).toEqual([
      { postalCode: '91000', name: 'Évry-Courcouronnes' },
      { postalCode: '91080', name: 'Évry-Courcouronnes' },
    ]);
    expect((await cities('St-Émilion')).json.data).toContainEqual({ postalCode: '33330', name: 'Saint-Émilion' });
  });

  it('has no list for other countries, and explains a bad search or an unknown country', async () => {
    const belgium = (await countries()).find((c) => c.alphaTwo === 'BE') as unknown as { id: number };
    expect((await cities('1000', belgium.id)).json.data).toEqual([]);
    const unknown = await cities('49400', 99_999);
    expect(unknown.status).toBe(400);
    expect(unknown.json.message).toMatch(/^Ce pays nous est inconnu\s: choisissez-le dans la liste\.$/);
    expect((await cities('49400', 'france')).status).toBe(400);
    const blank = await cities('   ', fr, 'en_US');
    expect(blank.status).toBe(400);
    expect(blank.json.message).toBe('Type the start of a ZIP code or of a city name.');
    const long = await cities('a'.repeat(61));
    expect(long.status).toBe(400);
    expect(long.json.message).toBe('Cherchez une commune avec 60 caractères au plus.');
  });
});

describe('the delivery contract (src/lib/contracts/delivery.ts)', () => {
  // Parsing strips what the contract does not name: an answer equal to its parse has no field the
  // checkout's types do not know, and every field they know, of the type they expect.
  it('describes exactly what the countries, towns and relay points calls answer', async () => {
    const all = await countries();
    const towns = (await cities('49400')).json.data as unknown[];
    const points = (await browser(shop).post('/relay/access-points', { serviceCode: 'MONDIAL_RELAY_24R', country: fr, postalCode: '49400' })).json.data as unknown[];

    expect(all.map((country) => country.alphaTwo)).toContain('FR');
    for (const country of all) expect(countryOptionSchema.parse(country)).toEqual(country);
    expect(towns.length).toBeGreaterThan(0);
    for (const town of towns) expect(cityOptionSchema.parse(town)).toEqual(town);
    expect(points).toHaveLength(5);
    for (const point of points) expect(accessPointSchema.parse(point)).toEqual(point);
    expect(accessPointSchema.safeParse({ ...(points[0] as object), opening: [{ weekday: 1, hours: '09:00-12:30' }] }).success).toBe(false);
  });
});
