import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Declination, ProductDetail } from '~/lib/catalogue';
import { awardSchema, mealIconSchema, productDetailSchema, productListSchema, recommendedProductsSchema } from '~/lib/contracts/catalogue';
import { declination, discount, product, productTranslation } from '~/server/db/schema';
import { declinationByReference, productId, signedIn } from './catalogue-fixtures';
import { startTestShop, type TestShop } from './harness';

// GET /product/{id} and what a product page calls beside it, and the
// admin call that changes a declination's price or stock.

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

async function detail(id: number, lang?: string): Promise<ProductDetail> {
  const answer = await shop.get(`/product/${id}`, { lang });
  expect(answer.status, answer.json.message ?? '').toBe(200);
  return answer.json.data;
}

const byReference = (page: ProductDetail, reference: string) => page.declinations.find((d) => d.reference === reference)!;
const day = 86_400_000;

describe('a product page', () => {
  it('shows a wine with everything its page needs, in French', async () => {
    const id = await productId(shop, 'Les Tuffeaux');
    const wine = await detail(id);
    expect(wine).toMatchObject({
      id,
      type: 'WINE',
      name: 'Les Tuffeaux',
      slug: 'saumur-champigny-les-tuffeaux',
      slugs: { fr_FR: 'saumur-champigny-les-tuffeaux', en_US: 'les-tuffeaux-saumur-champigny-red' },
      path: `/wines/saumur-champigny-les-tuffeaux/${id}`,
      appellation: 'Saumur-Champigny',
      alcoholDegree: 13,
      servingTemperature: { min: 14, max: 16 },
      ageingPotential: { min: 1, max: 5 },
      tasting: { eye: 'Robe rubis brillant aux reflets violines.' },
      hasCustomizations: false,
      decreasingDiscounts: [
        { minQuantity: 12, type: 'PERCENT', amount: 500 },
        { minQuantity: 24, type: 'PERCENT', amount: 1000 },
      ],
    });
    expect(wine.description).toContain('<p>« Les Tuffeaux »');
    expect(wine.declinations.map((d) => d.reference)).toEqual(['TIL-SCT-2024-75', 'TIL-SCT-2023-75', 'TIL-SCT-2023-150']);
    expect(byReference(wine, 'TIL-SCT-2023-150')).toMatchObject({
      year: 2023,
      capacity: 150,
      capacityUnit: 'CENTILITRE',
      price: 2900,
      fixedPrice: null,
      finalPrice: 2900,
      discount: null,
      quantity: 8,
      tracksStock: true,
      sellByMultipleOf: 1,
      variations: [],
    });
    // The 2024 is not counted: no quantity, never sold out.
    expect(byReference(wine, 'TIL-SCT-2024-75')).toMatchObject({ quantity: null, tracksStock: false });
    expect(wine.features.map((f) => f.label)).toEqual(['Sol', 'Âge des vignes', 'Vendanges', 'Élevage', 'Rendement']);
    expect(wine.features[0]).toMatchObject({ value: 'Argilo-calcaire sur tuffeau', icon: 'fa-mountain' });
    expect(wine.mealIcons.map((m) => m.key)).toEqual(['charcuterie', 'poultry', 'red-meat', 'vegetarian']);
    expect(wine.mealIcons[0].label).toBe('Charcuterie');
    expect(wine.awards.map((a) => [a.medal, a.competition, a.year])).toEqual([
      ['GOLD', 'Concours Général Agricole Paris', 2026],
      ['SILVER', 'Concours des Vins du Val de Loire', 2025],
    ]);
    expect(wine.awards[0].image?.url).toMatch(/^\/api\/media\//);
    expect(wine.nutrition).toEqual([
      expect.objectContaining({ declinationId: null, year: null, energyKj: 324, energyKcal: 78, sugars: 0.1, ingredients: 'Raisins, conservateur : sulfites', allergens: 'Contient des sulfites' }),
    ]);
    expect(wine.gallery.length).toBeGreaterThan(0);
    expect(wine.gallery.every((item) => item.kind === 'image')).toBe(true);
  });

  it('answers in English, and in French where no English was written', async () => {
    const id = await productId(shop, 'La Pierre Blanche');
    const english = await detail(id, 'en_US');
    expect(english).toMatchObject({ slug: 'la-pierre-blanche-saumur-white', tasting: { eye: 'Pale gold with green glints.' } });
    expect(english.features[0]).toMatchObject({ label: 'Soil', value: 'Clay-limestone over white tufa' });
    expect(english.nutrition[0].ingredients).toBe('Grapes, preservative: sulphites, packaged in a protective atmosphere (nitrogen)');
    expect(english.mealIcons[0].label).toBe('Fish');

    await shop.db.delete(productTranslation).where(and(eq(productTranslation.productId, id), eq(productTranslation.lang, 'en_US')));
    const fallback = await detail(id, 'en_US');
    expect(fallback.slug).toBe('saumur-blanc-la-pierre-blanche');
    expect(fallback.tasting.eye).toBe('Robe or pâle aux reflets verts.');
    expect(fallback.slugs.en_US).toBe('saumur-blanc-la-pierre-blanche');
  });

  it('shows variations with their labels and the values the declinations use', async () => {
    const box = await detail(await productId(shop, 'Coffret Découverte'), 'en_US');
    expect(box.variations).toEqual([
      {
        position: 1,
        idVariation: expect.any(Number),
        label: 'Ribbon colour',
        displayLabel: 'Choose the ribbon colour',
        details: [
          { id: expect.any(Number), label: 'Burgundy red' },
          { id: expect.any(Number), label: 'Fir green' },
          { id: expect.any(Number), label: 'Gold' },
        ],
      },
    ]);
    expect(byReference(box, 'TIL-CDE-RUB-VS').variations).toEqual([
      { position: 1, idVariation: box.variations[0].idVariation, id: box.variations[0].details[1].id, label: 'Fir green' },
    ]);
    expect(byReference(box, 'TIL-CDE-RUB-VS').setQuantity).toBe(3);
    expect((await detail(await productId(shop, 'Caisse en bois gravée à votre message'))).hasCustomizations).toBe(true);
  });

  it('is a 404 for an unknown id, a hidden product or one with nothing to sell', async () => {
    const unknown = await shop.get('/product/999999');
    expect(unknown.status).toBe(404);
    expect(unknown.json.message).toBe("Ce produit n’existe pas ou n’est plus en vente.");
    expect((await shop.get('/product/abc')).status).toBe(400);

    const id = await productId(shop, 'Perle Rose');
    await shop.db.update(product).set({ isValid: false }).where(eq(product.id, id));
    expect((await shop.get(`/product/${id}`, { lang: 'en_US' })).json.message).toBe('This product does not exist or is no longer for sale.');
    await shop.db.update(product).set({ isValid: true }).where(eq(product.id, id));
    await shop.db.update(declination).set({ isValid: false }).where(eq(declination.productId, id));
    expect((await shop.get(`/product/${id}`)).status).toBe(404);
    await shop.db.update(declination).set({ isValid: true }).where(eq(declination.productId, id));
    expect((await shop.get(`/product/${id}`)).status).toBe(200);
  });
});

describe('prices and stock', () => {
  it('takes the automatic discount of a declination off its price', async () => {
    const wine = await detail(await productId(shop, 'Les Demoiselles'));
    expect(byReference(wine, 'TIL-DEM-2023-75')).toMatchObject({
      price: 950,
      finalPrice: 807,
      discount: { type: 'PERCENT', amount: 1500, detailType: 'PRODUCT' },
    });
    expect(byReference(wine, 'TIL-DEM-2024-75')).toMatchObject({ finalPrice: 950, discount: null });
    expect(wine).toMatchObject({ priceFrom: 807, priceBefore: 950 });
  });

  it('applies a product discount only within its dates, never one with a code, and a fixed price before it', async () => {
    const id = await productId(shop, 'Clos des Tilleuls');
    const now = shop.clock.now.getTime();
    await shop.db.insert(discount).values([
      { type: 'EURO', amount: 300, detailType: 'PRODUCT', productId: id, startsAt: new Date(now + day), endsAt: new Date(now + 3 * day) },
      { code: 'CLOS20', type: 'PERCENT', amount: 2000, detailType: 'PRODUCT', productId: id },
    ]);
    const before = await detail(id);
    expect(before.declinations.every((d) => d.finalPrice === d.price && d.discount === null)).toBe(true);

    shop.clock.now = new Date(now + 2 * day);
    const during = await detail(id);
    expect(byReference(during, 'TIL-CLO-2022-75')).toMatchObject({ price: 2150, finalPrice: 1850, discount: { type: 'EURO', amount: 300 } });
    expect(during.priceFrom).toBe(850);

    const magnum = await declinationByReference(shop, 'TIL-CLO-2022-150');
    await shop.db.update(declination).set({ fixedPrice: 3900 }).where(eq(declination.id, magnum.id));
    expect(byReference(await detail(id), 'TIL-CLO-2022-150')).toMatchObject({ price: 4400, fixedPrice: 3900, finalPrice: 3600 });

    shop.clock.now = new Date(now + 4 * day);
    expect(byReference(await detail(id), 'TIL-CLO-2022-75').finalPrice).toBe(2150);
    shop.clock.now = new Date(now);
  });

  it('shows no quantity and sells everything when the shop does not count stock', async () => {
    const id = await productId(shop, 'Les Grains d’Or');
    const counted = await detail(id);
    expect(byReference(counted, 'TIL-GOR-2019-37')).toMatchObject({ quantity: 3, tracksStock: true });

    await shop.db.update(declination).set({ quantity: 0 }).where(eq(declination.productId, id));
    expect((await shop.get(`/product?name=lk:grains`)).json.data.products[0].inStock).toBe(false);
    expect((await detail(id)).inStock).toBe(false);

    await shop.setParameter('HANDLE_STOCK', 'false');
    const uncounted = await detail(id);
    expect(uncounted.declinations.map((d) => [d.quantity, d.tracksStock])).toEqual([
      [null, false],
      [null, false],
      [null, false],
    ]);
    expect(uncounted.inStock).toBe(true);
    await shop.setParameter('HANDLE_STOCK', 'true');
    await shop.setParameter('USE_PRODUCT_STOCK', 'false');
    expect((await detail(id)).declinations.every((d) => d.quantity === null)).toBe(true);
    await shop.setParameter('USE_PRODUCT_STOCK', 'true');
    expect((await detail(id)).declinations.every((d) => d.quantity === 0)).toBe(true);
  });
});

describe('around a product page', () => {
  it('lists the awards of a product', async () => {
    const id = await productId(shop, 'Cuvée Henri');
    const answer = await shop.get(`/award?product=${id}`, { lang: 'en_US' });
    expect(answer.status).toBe(200);
    expect(answer.json.data).toEqual([
      expect.objectContaining({ competition: 'Gilbert & Gaillard', medal: 'GOLD', year: 2022, score: 93, scoreOutOf: 100, name: 'Gold medal – Gilbert & Gaillard 2022, 2019 vintage (93/100)' }),
      expect.objectContaining({ competition: 'Decanter World Wine Awards', medal: 'SILVER', year: 2024, score: 92 }),
    ]);
    expect((await shop.get('/award?product=999999')).status).toBe(404);
    expect((await shop.get('/award')).status).toBe(400);
  });

  it('recommends four products: the chosen ones first, then the most alike', async () => {
    const id = await productId(shop, 'La Pierre Blanche');
    const answer = await shop.get(`/v2/product/recommended/${id}`);
    expect(answer.status).toBe(200);
    const suggested = answer.json.data.products as ProductDetail[];
    expect(suggested.map((p) => p.name)).toEqual(['Les Côtes du Clos', 'Bulles de Tuffeau', 'Les Tuffeaux', 'Le Chemin des Moines']);

    // A hidden recommendation gives its place to the next most alike: a Saumur.
    const tuffeaux = await productId(shop, 'Les Tuffeaux');
    await shop.db.update(product).set({ isValid: false }).where(eq(product.id, tuffeaux));
    const without = (await shop.get(`/v2/product/recommended/${id}`)).json.data.products as ProductDetail[];
    expect(without.map((p) => p.name)).toEqual(['Les Côtes du Clos', 'Bulles de Tuffeau', 'Le Chemin des Moines', 'Les Perrières']);
    await shop.db.update(product).set({ isValid: true }).where(eq(product.id, tuffeaux));
    expect((await shop.get('/v2/product/recommended/999999')).status).toBe(404);
  });

  it('gives every meal icon once', async () => {
    const answer = await shop.get('/parameter/product/meal-icon', { lang: 'en_US' });
    expect(answer.status).toBe(200);
    expect(answer.json.data).toHaveLength(10);
    expect(answer.json.data[0]).toEqual({ id: expect.any(Number), key: 'red-meat', label: 'Red meat', icon: expect.stringMatching(/^\/api\/media\//) });
  });
});

describe('PUT /admin/declination/{id}', () => {
  let admin: string;
  let customer: string;
  beforeAll(async () => {
    admin = await signedIn(shop, 'ADMIN', 'owner@domaine.test');
    customer = await signedIn(shop, 'CUSTOMER', 'client@domaine.test');
  });

  it('is for admins only', async () => {
    const { id } = await declinationByReference(shop, 'TIL-SCT-2024-75');
    const visitor = await shop.put(`/admin/declination/${id}`, { price: 1 });
    expect(visitor).toMatchObject({ status: 401, json: { success: false, message: 'Connectez-vous pour continuer.' } });
    const client = await shop.put(`/admin/declination/${id}`, { price: 1 }, { cookie: customer });
    expect(client).toMatchObject({ status: 403, json: { success: false, message: "Vous n’avez pas accès à cette action." } });
    expect((await declinationByReference(shop, 'TIL-SCT-2024-75')).price).toBe(1350);
  });

  it('checks what it is given', async () => {
    const { id } = await declinationByReference(shop, 'TIL-SCT-2024-75');
    const cases: [unknown, string][] = [
      [{ price: -1 }, 'Le prix doit être un montant positif ou nul, au centime près (1 000 000 € au plus).'],
      [{ price: 12.5 }, 'Le prix doit être un montant positif ou nul, au centime près (1 000 000 € au plus).'],
      [{ price: '1350' }, 'Le prix doit être un montant positif ou nul, au centime près (1 000 000 € au plus).'],
      [{ fixedPrice: -5 }, 'Le prix fixé doit être un montant positif ou nul, au centime près, ou rester vide.'],
      [{ quantity: -3 }, 'Le stock doit être un nombre entier positif ou nul.'],
      [{ tracksStock: 'yes' }, 'Le suivi du stock doit être coché ou non (true ou false).'],
      [{}, 'Indiquez au moins un champ à modifier.'],
      [{ tracksStock: true }, 'Indiquez le stock pour suivre le stock de cette déclinaison.'],
    ];
    for (const [body, message] of cases) {
      const answer = await shop.put(`/admin/declination/${id}`, body, { cookie: admin });
      expect({ body, status: answer.status, message: answer.json.message }).toEqual({ body, status: 400, message });
    }
    const english = await shop.put(`/admin/declination/${id}`, { quantity: -3 }, { cookie: admin, lang: 'en_US' });
    expect(english.json.message).toBe('The stock must be a whole number, zero or more.');
    expect((await shop.put('/admin/declination/999999', { price: 1000 }, { cookie: admin })).status).toBe(404);
  });

  it('changes the price and stock, shows them on the next read, and drops the cached pages', async () => {
    const tuffeaux = await productId(shop, 'Les Tuffeaux');
    const { id } = await declinationByReference(shop, 'TIL-SCT-2024-75');
    const answer = await shop.put(`/admin/declination/${id}`, { price: 1490, quantity: 60, tracksStock: true }, { cookie: admin });
    expect(answer.status).toBe(200);
    expect(answer.json.data as Declination).toMatchObject({ id, price: 1490, finalPrice: 1490, quantity: 60, tracksStock: true, reference: 'TIL-SCT-2024-75' });
    await vi.waitUntil(() => shop.invalidated.some((tags) => tags.includes(`product:${tuffeaux}`)), { timeout: 3000 });
    expect(shop.invalidated.at(-1)).toEqual([`product:${tuffeaux}`, 'catalogue']);

    const page = await detail(tuffeaux);
    expect(byReference(page, 'TIL-SCT-2024-75')).toMatchObject({ price: 1490, quantity: 60 });

    const fixed = await shop.put(`/admin/declination/${id}`, { fixedPrice: 1190 }, { cookie: admin });
    expect(fixed.json.data).toMatchObject({ price: 1490, fixedPrice: 1190, finalPrice: 1190 });
    expect((await shop.get('/product?name=lk:tuffeaux&kind=WINE')).json.data.products[0].priceFrom).toBe(1190);
    const cleared = await shop.put(`/admin/declination/${id}`, { fixedPrice: null, tracksStock: false, quantity: null }, { cookie: admin });
    expect(cleared.json.data).toMatchObject({ fixedPrice: null, finalPrice: 1490, quantity: null, tracksStock: false });
  });
});

describe('the catalogue contract (src/lib/contracts/catalogue.ts)', () => {
  // Parsing strips what the contract does not name: an answer equal to its parse has no field the
  // pages' and islands' types do not know, and every field they know, of the type they expect.
  it('describes exactly what the catalogue calls answer', async () => {
    const henri = await detail(await productId(shop, 'Cuvée Henri'), 'en_US');
    expect(henri.awards.length).toBeGreaterThan(0);
    expect(productDetailSchema.parse(henri)).toEqual(henri);
    for (const name of ['Les Tuffeaux', 'La Pierre Blanche']) {
      const page = await detail(await productId(shop, name));
      expect(page.declinations.length).toBeGreaterThan(0);
      expect(productDetailSchema.parse(page)).toEqual(page);
    }
    for (const path of ['/product', '/product?kind=BOX,OTHER', '/product?search=saumur']) {
      const list = (await shop.get(path)).json.data;
      expect(list.products.length, path).toBeGreaterThan(0);
      expect(productListSchema.parse(list)).toEqual(list);
    }
    const recommended = (await shop.get(`/v2/product/recommended/${henri.id}`)).json.data;
    expect(recommendedProductsSchema.parse(recommended)).toEqual(recommended);
    const awards = (await shop.get(`/award?product=${henri.id}`)).json.data;
    expect(awardSchema.array().parse(awards)).toEqual(awards);
    const icons = (await shop.get('/parameter/product/meal-icon')).json.data;
    expect(mealIconSchema.array().parse(icons)).toEqual(icons);

    const [first] = henri.declinations;
    expect(productDetailSchema.safeParse({ ...henri, declinations: [{ ...first, finalPrice: first.finalPrice + 0.5 }] }).success).toBe(false);
  });
});
