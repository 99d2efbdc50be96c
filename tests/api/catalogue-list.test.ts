import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductList, ProductSummary } from '~/lib/catalogue';
import { declination, product } from '~/server/db/schema';
import { productId } from './catalogue-fixtures';
import { startTestShop, type TestShop } from './harness';

// GET /product: the list-query operators (docs/architecture.md#the-api) on the product-list filters,
// the wine buyer's filters, full-text search and facets, on the demo estate.

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

async function list(query: string, lang?: string): Promise<ProductList> {
  const answer = await shop.get(`/product${query ? `?${query}` : ''}`, { lang });
  expect(answer.status, answer.json.message ?? '').toBe(200);
  return answer.json.data;
}

const names = (page: ProductList) => page.products.map((p) => p.name);
const failure = async (query: string, lang?: string) => {
  const answer = await shop.get(`/product?${query}`, { lang });
  return { status: answer.status, message: answer.json.message };
};

describe('the product list', () => {
  it('shows valid products with a valid declination, 100 a page, cheapest first', async () => {
    const all = await list('');
    expect(all.total).toBe(23);
    expect(all.products).toHaveLength(23);
    const prices = all.products.map((p) => p.priceFrom);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const tuffeaux = all.products.find((p) => p.name === 'Les Tuffeaux')!;
    expect(tuffeaux).toMatchObject({
      type: 'WINE',
      path: `/wines/saumur-champigny-les-tuffeaux/${tuffeaux.id}`,
      appellation: 'Saumur-Champigny',
      colour: 'RED',
      priceFrom: 1290,
      priceBefore: null,
      years: [2024, 2023],
      capacities: [
        { capacity: 75, capacityUnit: 'CENTILITRE' },
        { capacity: 150, capacityUnit: 'CENTILITRE' },
      ],
      grapes: [{ variety: 'Cabernet franc', percent: 100 }],
      tags: ['bio', 'coup-de-coeur'],
      inStock: true,
      rank: null,
    });
    expect(tuffeaux.image?.url).toMatch(/^\/api\/media\/\d+\//);

    // Hidden products, and products with nothing left to sell, are not listed.
    const henri = await productId(shop, 'Cuvée Henri');
    const louis = await productId(shop, 'Cuvée Louis');
    await shop.db.update(product).set({ isValid: false }).where(eq(product.id, henri));
    await shop.db.update(declination).set({ isValid: false }).where(eq(declination.productId, louis));
    const fewer = await list('');
    expect(fewer.total).toBe(21);
    expect(names(fewer)).not.toContain('Cuvée Henri');
    expect(names(fewer)).not.toContain('Cuvée Louis');
    await shop.db.update(product).set({ isValid: true }).where(eq(product.id, henri));
    await shop.db.update(declination).set({ isValid: true }).where(eq(declination.productId, louis));
  });

  it('prices a product from its cheapest declination after its automatic discount', async () => {
    const [demoiselles] = (await list('name=lk:demoiselles')).products;
    // The 2023 is 15 % off 9,50 €: 142.5 cents off, rounded to 143.
    expect(demoiselles).toMatchObject({ priceFrom: 807, priceBefore: 950 });
  });

  it('filters on kind, equal or a list, and df:', async () => {
    expect((await list('kind=WINE')).total).toBe(14);
    expect((await list('kind=BOX')).products.every((p) => p.type === 'BOX')).toBe(true);
    const gifts = await list('kind=BOX,OTHER');
    expect(gifts.total).toBe(9);
    expect(new Set(gifts.products.map((p) => p.type))).toEqual(new Set(['BOX', 'OTHER']));
    expect((await list('kind=df:WINE')).total).toBe(9);
  });

  it('filters on the name with lk:, accents and case ignored, in either language', async () => {
    expect(names(await list('name=lk:cote'))).toEqual(['Les Côtes du Clos']);
    expect(names(await list('name=lk:CÔTES'))).toEqual(['Les Côtes du Clos']);
    // The English name of the "Coffret Découverte".
    expect(names(await list('name=lk:discovery'))).toEqual(['Coffret Découverte']);
    expect(names(await list('name=lk:discovery', 'en_US'))).toEqual(['Discovery Box']);
    expect(await failure('name=Cuvée Henri')).toEqual({ status: 400, message: 'Le filtre «\u00a0name\u00a0» n’accepte pas cet opérateur.' });
  });

  it('filters on tags: one, any of a list, or none of them', async () => {
    const organic = await list('tags=bio');
    expect(organic.products.every((p) => p.tags.includes('bio'))).toBe(true);
    expect(organic.total).toBe(9);
    const festive = await list('tags=vin-nature,fetes');
    expect(festive.products.every((p) => p.tags.includes('vin-nature') || p.tags.includes('fetes'))).toBe(true);
    expect(names(festive)).toEqual(expect.arrayContaining(['Grolleau de Soif', 'Bulles de Tuffeau', 'Coffret bois Magnum Clos des Tilleuls']));
    const notGifts = await list('tags=df:cadeau');
    expect(notGifts.products.some((p) => p.tags.includes('cadeau'))).toBe(false);
    expect(notGifts.total + (await list('tags=cadeau')).total).toBe(23);
  });

  it("filters on a wine buyer's criteria: colour, appellation, vintage, price", async () => {
    expect(names(await list('colour=ROSE'))).toEqual(['Les Demoiselles', 'Fleur de Tilleul']);
    const sparklingOrSweet = await list('colour=SPARKLING,SWEET');
    expect(sparklingOrSweet.products.map((p) => p.colour).sort()).toEqual(['SPARKLING', 'SPARKLING', 'SPARKLING', 'SWEET']);
    // Repeated keys, as a form of checkboxes sends them, make a list too.
    expect((await list('colour=SPARKLING&colour=SWEET')).total).toBe(4);

    expect(names(await list('appellation=Saumur-Champigny&orderBy=name'))).toEqual(['Clos des Tilleuls', 'Cuvée Henri', 'Les Tuffeaux']);
    expect((await list('appellation=Anjou,Saumur')).products.every((p) => p.appellation === 'Anjou' || p.appellation === 'Saumur')).toBe(true);
    expect(names(await list('appellation=lk:loire&orderBy=name'))).toEqual(['Bulles de Tuffeau', 'Cuvée Louis', 'Fleur de Tilleul', 'Perle Rose']);

    // A product is of every vintage it still sells.
    expect(names(await list('year=2019&orderBy=name'))).toEqual(['Cuvée Henri', 'Les Grains d’Or']);
    const recent = await list('year=gte:2024');
    expect(recent.products.every((p) => p.years.some((y) => y >= 2024))).toBe(true);
    expect(names(await list('year=2019,2021&orderBy=name'))).toEqual(['Cuvée Henri', 'Les Côtes du Clos', 'Les Grains d’Or']);

    const cheap = await list('price=lte:1000');
    expect(names(cheap)).toEqual(['Les Demoiselles', 'Fleur de Tilleul']);
    const range = await list('price=gte:2000&price=lt:2450&kind=WINE');
    expect(range.products.map((p) => p.priceFrom)).toEqual([2400]);
    expect((await list('price=gt:5000')).products.map((p) => p.priceFrom)).toEqual([5200, 7200]);
    expect((await list('price=1290')).products.map((p) => p.name)).toEqual(['Les Tuffeaux']);
  });

  it('skips empty filters', async () => {
    const wines = await list('kind=WINE');
    expect(await list('kind=WINE&colour=&tags=&search=&price=')).toEqual(wines);
  });

  it('sorts by price, name and vintage, both ways, and pages', async () => {
    const descending = (await list('kind=WINE&orderBy=-price')).products.map((p) => p.priceFrom);
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    const byName = names(await list('kind=WINE&orderBy=name'));
    expect(byName.slice(0, 3)).toEqual(['Bulles de Tuffeau', 'Clos des Tilleuls', 'Cuvée Henri']);
    expect(names(await list('kind=WINE&orderBy=-name'))).toEqual([...byName].reverse());
    // English names sort in English.
    expect(names(await list('kind=BOX&orderBy=name', 'en_US'))).toEqual([
      'Clos des Tilleuls Magnum in a Wooden Case',
      'Discovery Box',
      'Mixed case of 6',
    ]);

    const newest = (await list('kind=WINE&orderBy=-year')).products;
    expect(newest[0].years[0]).toBe(2024);
    // Non-vintage wines come last whichever the direction.
    expect(newest.slice(-2).map((p) => p.years)).toEqual([[], []]);
    const oldest = (await list('kind=WINE&orderBy=year')).products;
    expect(Math.max(...oldest[0].years)).toBe(2020);
    expect(oldest.slice(-2).map((p) => p.years)).toEqual([[], []]);

    const all = names(await list('orderBy=name'));
    const second = await list('orderBy=name&nbItem=5&page=2');
    expect(second.total).toBe(23);
    expect(names(second)).toEqual(all.slice(5, 10));
    expect((await list('orderBy=name&nbItem=5&page=9')).products).toEqual([]);
  });

  it('describes the catalogue of the requested kind in its facets', async () => {
    const wines = await list('kind=WINE&colour=RED');
    const everyWine = (await list('kind=WINE')).products;
    expect(wines.facets).toEqual({
      colours: ['RED', 'WHITE', 'ROSE', 'SPARKLING', 'SWEET'],
      appellations: ['Anjou', 'Cabernet d’Anjou', 'Coteaux de Saumur', 'Crémant de Loire', 'Rosé de Loire', 'Saumur', 'Saumur-Champigny', 'Vin de France'],
      years: [2024, 2023, 2022, 2021, 2020, 2019],
      tags: ['bio', 'coup-de-coeur', 'fetes', 'garde', 'nouveaute', 'vin-nature'],
      price: { min: Math.min(...everyWine.map((p) => p.priceFrom)), max: Math.max(...everyWine.map((p) => p.priceFrom)) },
    });
    const gifts = await list('kind=OTHER');
    expect(gifts.facets.colours).toEqual([]);
    expect(gifts.facets.tags).toEqual(['cadeau']);
  });

  it('explains a bad filter in the caller language', async () => {
    expect(await failure('kind=FOO')).toEqual({
      status: 400,
      message: '«\u00a0FOO\u00a0» n’est pas une valeur du filtre «\u00a0kind\u00a0» (valeurs possibles\u00a0: WINE, BOX, OTHER).',
    });
    expect(await failure('colour=lk:RO', 'en_US')).toEqual({ status: 400, message: 'The “colour” filter does not take this operator.' });
    expect(await failure('price=abc')).toEqual({ status: 400, message: 'Le filtre «\u00a0price\u00a0» attend un nombre entier.' });
    expect(await failure('year=gte:twenty')).toEqual({ status: 400, message: 'Le filtre «\u00a0year\u00a0» attend un nombre entier.' });
    expect(await failure('tags=lt:bio')).toEqual({ status: 400, message: 'Le filtre «\u00a0tags\u00a0» n’accepte pas cet opérateur.' });
    expect(await failure('grape=chenin')).toEqual({ status: 400, message: 'Le filtre «\u00a0grape\u00a0» n’existe pas pour cette liste.' });
    expect(await failure('orderBy=-colourful')).toEqual({ status: 400, message: 'Impossible de trier par «\u00a0colourful\u00a0».' });
    expect(await failure('nbItem=101')).toEqual({ status: 400, message: "Le nombre d’éléments par page ne peut pas dépasser 100." });
    expect(await failure('page=0')).toEqual({ status: 400, message: '«\u00a0page\u00a0» doit être un nombre entier supérieur à 0.' });
  });
});

describe('the full-text search', () => {
  const search = (text: string, lang?: string, more = '') => list(`search=${encodeURIComponent(text)}${more}`, lang);

  it('finds "Les Côtes du Clos" first for "cote", accents and plural ignored', async () => {
    const found = await search('cote');
    expect(found.products[0].name).toBe('Les Côtes du Clos');
    expect(found.products[0].rank).toBeGreaterThan(found.products[1]?.rank ?? 0);
    // Accented, capitalised, or with the `lk:` of a like filter: the same wines in the same order.
    expect(names(await search('Côtes'))).toEqual(names(found));
    expect(await list('search=lk:cote')).toEqual(found);
  });

  it('finds the Chenin wines for "chenin", a grape before a mention in a description', async () => {
    const found = await search('chenin');
    const chenins = ['Les Côtes du Clos', 'Les Grains d’Or', 'Cuvée Louis', 'La Pierre Blanche', 'Le Chemin des Moines', 'Bulles de Tuffeau'];
    expect(names(found).slice(0, 6).sort()).toEqual([...chenins].sort());
    // The discovery box only speaks of chenin in its description: it comes after every Chenin wine.
    expect(names(found).indexOf('Coffret Découverte')).toBeGreaterThanOrEqual(6);
    const ranks = found.products.map((p) => p.rank!);
    expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
  });

  it('ranks a name above a description', async () => {
    // Cuvée Henri is named after Henri Moreau, whom the Clos des Tilleuls description also names.
    const found = await search('henri');
    expect(names(found).slice(0, 2)).toEqual(['Cuvée Henri', 'Clos des Tilleuls']);
  });

  it('finds English text, stemmed in English', async () => {
    const found = await search('oysters', 'en_US');
    expect(names(found)).toEqual(expect.arrayContaining(['La Pierre Blanche', 'Bulles de Tuffeau']));
    expect(names(await search('oyster', 'en_US'))).toEqual(names(found));
    expect(names(await search('huîtres'))).toEqual(expect.arrayContaining(['La Pierre Blanche', 'Bulles de Tuffeau']));
  });

  it('still finds partial words and a letter typed wrong', async () => {
    expect(names(await search('tuff')).sort()).toEqual(['Bulles de Tuffeau', 'Les Tuffeaux']);
    expect(names(await search('tilleuil'))).toContain('Clos des Tilleuls');
    expect((await search('xyzzy')).total).toBe(0);
  });

  it('combines with the other filters and sorts by price when asked', async () => {
    const whites = await search('chenin', undefined, '&colour=WHITE&orderBy=price');
    expect(whites.products.every((p) => p.colour === 'WHITE')).toBe(true);
    const prices = whites.products.map((p) => p.priceFrom);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(whites.products.every((p: ProductSummary) => p.rank !== null)).toBe(true);
  });
});
