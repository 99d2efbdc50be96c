import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminPicture, AdminProduct, AdminProductPage, SavedDeclination } from '~/lib/admin/catalogue';
import type { AdminProductDetails } from '~/lib/admin/catalogue-details';
import type { ProductDetail } from '~/lib/catalogue';
import { adminAudit } from '~/server/db/schema';
import { adminCookie } from './admin-support';
import { declinationByReference, productId, signedIn } from './catalogue-fixtures';
import { startTestShop, type TestShop } from './harness';

// The back office's catalogue (src/lib/admin/catalogue.ts): the owner lists, creates, edits,
// publishes products, their declinations and pictures, and the shop shows each change at once.

let shop: TestShop;
let admin: string;
beforeAll(async () => {
  shop = await startTestShop();
  admin = await adminCookie(shop);
});
afterAll(() => shop.close());

/** A request the harness has no helper for: DELETE, a multipart upload, a body that is not JSON. */
async function raw(method: string, path: string, init: { body?: BodyInit; contentType?: string; lang?: string } = {}) {
  const headers: Record<string, string> = { cookie: admin };
  if (init.contentType) headers['content-type'] = init.contentType;
  if (init.lang) headers.userLang = init.lang;
  const response = await shop.app.request(`/api${path}`, { method, headers, body: init.body }, { clientAddress: '203.0.113.7' });
  return { status: response.status, json: (await response.json()) as { success: boolean; data: any; message: string | null } };
}

const publicProduct = (id: number, lang?: string) => shop.get(`/product/${id}`, { lang });

/** The page-cache drops announced since `from`, once the one for this product has come back. */
async function dropsFor(id: number, from: number) {
  await vi.waitUntil(() => shop.invalidated.slice(from).some((tags) => tags.includes(`product:${id}`)), { timeout: 3000 });
  return shop.invalidated.slice(from);
}

async function newProduct(name: string, type = 'WINE'): Promise<AdminProduct> {
  const answer = await shop.post('/admin/product', { type, name }, { cookie: admin });
  expect(answer.status, answer.json.message ?? '').toBe(200);
  return answer.json.data;
}

async function addDeclination(id: number, body: Record<string, unknown>): Promise<SavedDeclination> {
  const answer = await shop.post(`/admin/product/${id}/declination`, body, { cookie: admin });
  expect(answer.status, answer.json.message ?? '').toBe(200);
  return answer.json.data;
}

describe('the products list', () => {
  it('finds products by name, accents and case aside, and by reference', async () => {
    const answer = await shop.get('/admin/product?search=TUFFEAUX', { cookie: admin });
    expect(answer.status).toBe(200);
    const page = answer.json.data as AdminProductPage;
    expect(page.products.map((p) => p.name)).toEqual(['Les Tuffeaux']);
    expect(page.products[0]).toMatchObject({ type: 'WINE', isValid: true, declinationCount: expect.any(Number), priceFrom: expect.any(Number) });
    const byReference = (await shop.get('/admin/product?search=til-sct-2024', { cookie: admin })).json.data as AdminProductPage;
    expect(byReference.products.map((p) => p.name)).toEqual(['Les Tuffeaux']);
    // Typed without its accent, and with a wildcard of LIKE taken as it is.
    await newProduct('Cuvée Héloïse');
    const plain = (await shop.get('/admin/product?search=heloise', { cookie: admin })).json.data as AdminProductPage;
    expect(plain.products.map((p) => p.name)).toEqual(['Cuvée Héloïse']);
    expect((await shop.get('/admin/product?search=%25', { cookie: admin })).json.data.products).toEqual([]);
  });

  it('filters by publication and type, and pages', async () => {
    const hidden = await newProduct('Cuvée du grenier');
    const unpublished = (await shop.get('/admin/product?published=no', { cookie: admin })).json.data as AdminProductPage;
    expect(unpublished.products.map((p) => p.id)).toContain(hidden.id);
    expect(unpublished.products.every((p) => !p.isValid)).toBe(true);
    const published = (await shop.get('/admin/product?published=yes', { cookie: admin })).json.data as AdminProductPage;
    expect(published.products.map((p) => p.id)).not.toContain(hidden.id);
    const boxes = (await shop.get('/admin/product?type=BOX', { cookie: admin })).json.data as AdminProductPage;
    expect(boxes.products.length).toBeGreaterThan(0);
    expect(boxes.products.every((p) => p.type === 'BOX')).toBe(true);
    const all = (await shop.get('/admin/product', { cookie: admin })).json.data as AdminProductPage;
    expect(all.products[0].id).toBe(hidden.id);
    expect(all.pageCount).toBe(Math.max(1, Math.ceil(all.total / 20)));
  });

  it('refuses a filter it does not know', async () => {
    for (const query of ['type=BEER', 'published=maybe', 'page=0', 'page=abc']) {
      const answer = await shop.get(`/admin/product?${query}`, { cookie: admin });
      expect({ query, status: answer.status, success: answer.json.success }).toEqual({ query, status: 400, success: false });
    }
  });
});

describe('a product from creation to the shop', () => {
  it('is created hidden, cannot be published without a declination, then shows in the shop and hides again', async () => {
    const created = await newProduct('Clos des Perrières');
    expect(created).toMatchObject({ type: 'WINE', isValid: false, declinations: [], pictures: [], texts: { fr_FR: { name: 'Clos des Perrières' }, en_US: null } });
    expect(created.path).toBe(`/wines/clos-des-perrieres/${created.id}`);

    const early = await shop.put(`/admin/product/${created.id}`, { isValid: true }, { cookie: admin });
    expect(early).toMatchObject({ status: 400, json: { message: 'Ajoutez une déclinaison en vente avant de publier ce produit.' } });

    await addDeclination(created.id, { price: 2450, year: 2023, capacity: 0.75, capacityUnit: 'LITER', tracksStock: true, quantity: 48, reference: 'CDP-2023-75' });
    expect((await publicProduct(created.id)).status).toBe(404);

    const from = shop.invalidated.length;
    const published = await shop.put(`/admin/product/${created.id}`, { isValid: true }, { cookie: admin });
    expect(published.json.data.isValid).toBe(true);
    expect(await dropsFor(created.id, from)).toContainEqual([`product:${created.id}`, 'catalogue']);
    const shown = (await publicProduct(created.id)).json.data as ProductDetail;
    expect(shown).toMatchObject({ name: 'Clos des Perrières', declinations: [{ price: 2450, year: 2023, reference: 'CDP-2023-75' }] });
    expect((await shop.get('/product?name=lk:perrieres')).json.data.products.map((p: { id: number }) => p.id)).toContain(created.id);

    await shop.put(`/admin/product/${created.id}`, { isValid: false }, { cookie: admin });
    expect((await publicProduct(created.id)).status).toBe(404);

    // The back office's log names the change and its product.
    const logged = await shop.db.select().from(adminAudit).where(eq(adminAudit.route, '/api/admin/product/:id'));
    expect(logged.at(-1)).toMatchObject({ method: 'PUT', target: { id: String(created.id) }, summary: { isValid: false }, status: 200 });
  });

  it('saves its words in French and English; English falls back to French when removed', async () => {
    const id = await productId(shop, 'Les Tuffeaux');
    const before = (await shop.get(`/admin/product/${id}`, { cookie: admin })).json.data as AdminProduct;
    const texts = {
      fr_FR: { name: 'Les Tuffeaux', shortDescription: 'Un rouge de craie.', description: '<p>Élevé en <strong>fût</strong>.</p>' },
      en_US: { name: 'The Tuffeaux', shortDescription: 'A chalky red.', description: '<p>Aged in <strong>oak</strong>.</p>' },
    };
    const from = shop.invalidated.length;
    const saved = await shop.put(`/admin/product/${id}`, { texts }, { cookie: admin });
    expect(saved.status, saved.json.message ?? '').toBe(200);
    expect(saved.json.data.texts).toEqual(texts);
    await dropsFor(id, from);

    const english = (await publicProduct(id, 'en_US')).json.data as ProductDetail;
    expect(english).toMatchObject({ name: 'The Tuffeaux', description: '<p>Aged in <strong>oak</strong>.</p>' });
    // Renamed, it keeps its address.
    expect(english.slugs).toEqual({ fr_FR: 'saumur-champigny-les-tuffeaux', en_US: 'les-tuffeaux-saumur-champigny-red' });

    await shop.put(`/admin/product/${id}`, { texts: { fr_FR: texts.fr_FR, en_US: null } }, { cookie: admin });
    expect(((await publicProduct(id, 'en_US')).json.data as ProductDetail).name).toBe('Les Tuffeaux');
    await shop.put(`/admin/product/${id}`, { texts: before.texts }, { cookie: admin });
  });

  it('checks what it is given', async () => {
    const id = await productId(shop, 'Les Tuffeaux');
    const cases: [string, string, unknown, number, string][] = [
      ['post', '/admin/product', { type: 'BEER', name: 'Bière' }, 400, 'Le type de produit doit être WINE, BOX ou OTHER.'],
      ['post', '/admin/product', { type: 'WINE', name: '   ' }, 400, 'Le nom est obligatoire (200 caractères au plus).'],
      ['put', `/admin/product/${id}`, {}, 400, 'Indiquez au moins un champ à modifier.'],
      ['put', `/admin/product/${id}`, { texts: { fr_FR: { name: '', shortDescription: null, description: null }, en_US: null } }, 400, 'Le nom est obligatoire (200 caractères au plus).'],
      ['put', '/admin/product/999999', { isValid: false }, 404, 'Ce produit n’existe pas.'],
      ['post', '/admin/product/999999/declination', { price: 1000 }, 404, 'Ce produit n’existe pas.'],
    ];
    for (const [method, path, body, status, message] of cases) {
      const answer = method === 'post' ? await shop.post(path, body, { cookie: admin }) : await shop.put(path, body, { cookie: admin });
      expect({ path, body, status: answer.status, message: answer.json.message }).toEqual({ path, body, status, message });
    }
    expect((await shop.get('/admin/product/999999', { cookie: admin })).status).toBe(404);
    expect((await shop.get('/admin/product/abc', { cookie: admin })).status).toBe(400);
    const garbage = await raw('PUT', `/admin/product/${id}`, { body: '{"texts": [', contentType: 'application/json' });
    expect(garbage.status).toBe(400);
    expect(garbage.json.success).toBe(false);
  });

  it('refuses visitors and customers', async () => {
    expect((await shop.get('/admin/product')).status).toBe(401);
    const customer = await signedIn(shop, 'CUSTOMER', 'amateur@domaine.test');
    expect((await shop.post('/admin/product', { type: 'WINE', name: 'Intrus' }, { cookie: customer })).status).toBe(403);
  });
});

describe('declinations', () => {
  it('refuses a negative price, an unknown field, a capacity without unit, a reference already used', async () => {
    const { id } = await declinationByReference(shop, 'TIL-SCT-2024-75');
    const cases: [unknown, string][] = [
      [{ price: -100 }, 'Le prix doit être un montant positif ou nul, au centime près (1\u00a0000\u00a0000\u00a0€ au plus).'],
      [{ colour: 'RED' }, expect.stringContaining('Champ inconnu') as unknown as string],
      [{ capacityUnit: null }, 'Indiquez la contenance et son unité ensemble, ou aucune des deux.'],
      [{ reference: 'TIL-HEN-2020-75' }, 'La référence TIL-HEN-2020-75 est déjà utilisée\u00a0: choisissez-en une autre.'],
      [{ discount: { type: 'PERCENT', amount: 12_000, startsAt: null, endsAt: null } }, 'Une réduction en pourcentage ne peut pas dépasser 100\u00a0%.'],
      [{ decreasingDiscounts: [{ minQuantity: 6, type: 'EURO', amount: 100 }, { minQuantity: 6, type: 'EURO', amount: 200 }] }, 'Deux paliers de prix dégressifs ne peuvent pas commencer à la même quantité.'],
      [{ year: 1200 }, 'Le millésime doit être une année entre 1800 et 2200, ou rester vide.'],
    ];
    for (const [body, message] of cases) {
      const answer = await shop.put(`/admin/declination/${id}`, body, { cookie: admin });
      expect({ body, status: answer.status, message: answer.json.message }).toEqual({ body, status: 400, message });
    }
    const english = await shop.put(`/admin/declination/${id}`, { price: -1 }, { cookie: admin, lang: 'en_US' });
    expect(english.json.message).toBe('The price must be an amount of zero or more, to the cent (at most €1,000,000).');
    expect((await declinationByReference(shop, 'TIL-SCT-2024-75')).price).toBe(1350);
  });

  it('sets a reduction and volume tiers that the shop shows at once, and takes them off', async () => {
    const tuffeaux = await productId(shop, 'Les Tuffeaux');
    const { id } = await declinationByReference(shop, 'TIL-SCT-2024-75');
    const from = shop.invalidated.length;
    const answer = await shop.put(
      `/admin/declination/${id}`,
      { discount: { type: 'PERCENT', amount: 1000, startsAt: null, endsAt: null }, decreasingDiscounts: [{ minQuantity: 12, type: 'EURO', amount: 150 }], sellByMultipleOf: 6 },
      { cookie: admin },
    );
    expect(answer.status, answer.json.message ?? '').toBe(200);
    expect(answer.json.data).toMatchObject({ price: 1350, finalPrice: 1215, sellByMultipleOf: 6, discount: { type: 'PERCENT', amount: 1000 }, decreasingDiscounts: [{ minQuantity: 12, type: 'EURO', amount: 150 }] });
    await dropsFor(tuffeaux, from);
    const page = (await publicProduct(tuffeaux)).json.data as ProductDetail;
    expect(page.declinations.find((d) => d.id === id)).toMatchObject({ finalPrice: 1215, sellByMultipleOf: 6 });

    const cleared = await shop.put(`/admin/declination/${id}`, { discount: null, decreasingDiscounts: [], sellByMultipleOf: 1 }, { cookie: admin });
    expect(cleared.json.data).toMatchObject({ finalPrice: 1350, discount: null, decreasingDiscounts: [] });
    expect(((await publicProduct(tuffeaux)).json.data as ProductDetail).declinations.find((d) => d.id === id)).toMatchObject({ finalPrice: 1350 });
  });

  it('adds and removes a declination', async () => {
    const { id: productIdOf } = await newProduct('Fines bulles', 'WINE');
    const first = await addDeclination(productIdOf, { price: 1800, year: null, capacity: 75, capacityUnit: 'CENTILITRE' });
    const second = await addDeclination(productIdOf, { price: 3200, capacity: 1.5, capacityUnit: 'LITER', setQuantity: 1 });
    expect(second).toMatchObject({ price: 3200, finalPrice: 3200, tracksStock: false, quantity: null, sellByMultipleOf: 1, isValid: true });
    const edited = (await shop.get(`/admin/product/${productIdOf}`, { cookie: admin })).json.data as AdminProduct;
    expect(edited.declinations.map((d) => d.id)).toEqual([first.id, second.id]);

    const removed = await raw('DELETE', `/admin/declination/${first.id}`);
    expect(removed.status).toBe(200);
    expect((await raw('DELETE', `/admin/declination/${first.id}`)).status).toBe(404);
    const after = (await shop.get(`/admin/product/${productIdOf}`, { cookie: admin })).json.data as AdminProduct;
    expect(after.declinations.map((d) => d.id)).toEqual([second.id]);
  });

  it('counts the stock typed for a new declination unless told not to', async () => {
    const { id: productIdOf } = await newProduct('Stock compté', 'WINE');
    const typed = await addDeclination(productIdOf, { price: 1500, quantity: 36 });
    expect(typed).toMatchObject({ quantity: 36, tracksStock: true });
    const declined = await addDeclination(productIdOf, { price: 1500, quantity: 12, tracksStock: false });
    expect(declined).toMatchObject({ quantity: 12, tracksStock: false });
    const none = await addDeclination(productIdOf, { price: 1500, quantity: null });
    expect(none).toMatchObject({ quantity: null, tracksStock: false });
  });
});

describe('pictures', () => {
  const png = (colour: string) => sharp({ create: { width: 60, height: 40, channels: 3, background: colour } }).png().toBuffer();

  async function upload(id: number, bytes: Uint8Array, name = 'bouteille.png') {
    const form = new FormData();
    form.set('image', new File([bytes as Uint8Array<ArrayBuffer>], name, { type: 'image/png' }));
    return raw('POST', `/admin/product/${id}/picture`, { body: form });
  }

  it('uploads, orders, describes and deletes the pictures of a product', async () => {
    const created = await newProduct('Galerie');
    await addDeclination(created.id, { price: 1000 });
    await shop.put(`/admin/product/${created.id}`, { isValid: true }, { cookie: admin });

    const first = await upload(created.id, await png('#802020'));
    expect(first.status, first.json.message ?? '').toBe(200);
    const second = await upload(created.id, await png('#208020'));
    const [a, b] = [first.json.data as AdminPicture, second.json.data as AdminPicture];
    expect(a).toMatchObject({ width: 60, height: 40, url: expect.stringMatching(/^\/api\/media\/\d+\//), variants: expect.stringMatching(/^\/api\/media\/\d+\/[0-9a-f]{16}$/) });

    const ordered = await shop.put(`/admin/product/${created.id}/picture/order`, { mediaIds: [b.id, a.id] }, { cookie: admin });
    expect(ordered.json.data.map((p: AdminPicture) => p.id)).toEqual([b.id, a.id]);
    expect((await shop.put(`/admin/product/${created.id}/picture/order`, { mediaIds: [b.id] }, { cookie: admin })).status).toBe(400);

    const described = await shop.put(`/admin/product/${created.id}/picture/${a.id}`, { alt: { fr_FR: 'La bouteille', en_US: 'The bottle' } }, { cookie: admin });
    expect(described.json.data.alt).toEqual({ fr_FR: 'La bouteille', en_US: 'The bottle' });
    const gallery = ((await publicProduct(created.id, 'en_US')).json.data as ProductDetail).gallery;
    expect(gallery.map((item) => item.id)).toEqual([b.id, a.id]);
    expect(gallery[1]).toMatchObject({ kind: 'image', alt: 'The bottle' });

    expect((await raw('DELETE', `/admin/product/${created.id}/picture/${b.id}`)).status).toBe(200);
    expect(((await publicProduct(created.id)).json.data as ProductDetail).gallery.map((item) => item.id)).toEqual([a.id]);
    expect((await shop.get(`/media/${b.id}/bouteille.png`)).status).toBe(404);
  });

  it('refuses what is not a picture, and a picture of another product', async () => {
    const created = await newProduct('Sans photo');
    const text = await upload(created.id, new TextEncoder().encode('pas une image'), 'notes.png');
    expect(text.status).toBe(400);
    const other = await newProduct('Autre');
    const picture = (await upload(other.id, await png('#202080'))).json.data as AdminPicture;
    expect((await shop.put(`/admin/product/${created.id}/picture/${picture.id}`, { alt: { fr_FR: 'x', en_US: null } }, { cookie: admin })).status).toBe(404);
    expect((await upload(999999, await png('#000000'))).status).toBe(404);
  });
});

describe('awards, meal pairings and features', () => {
  it('saves them in order, keeps an award it is given back, and shows them on the product page', async () => {
    const id = await productId(shop, 'Les Tuffeaux');
    const before = (await shop.get(`/admin/product/${id}/details`, { cookie: admin })).json.data as AdminProductDetails;
    expect(before.mealIcons.length).toBe(10);
    const kept = before.awards[0];
    expect(kept.imageUrl).not.toBeNull();

    const from = shop.invalidated.length;
    const awards = await shop.put(
      `/admin/product/${id}/awards`,
      {
        awards: [
          { competition: 'Guide des vins de Loire', medal: null, year: 2025, score: 17.5, scoreOutOf: 20, name: { fr_FR: '17,5/20 au Guide des vins de Loire', en_US: null } },
          { ...kept, imageUrl: undefined },
        ],
      },
      { cookie: admin },
    );
    expect(awards.status, awards.json.message ?? '').toBe(200);
    expect((awards.json.data as AdminProductDetails).awards.map((a) => [a.competition, a.imageUrl !== null])).toEqual([
      ['Guide des vins de Loire', false],
      [kept.competition, true],
    ]);
    await dropsFor(id, from);

    const [red, fish] = before.mealIcons;
    await shop.put(`/admin/product/${id}/meal-pairings`, { mealIconIds: [fish.id, red.id] }, { cookie: admin });
    const [feature] = before.availableFeatures;
    const features = await shop.put(`/admin/product/${id}/features`, { features: [{ featureId: feature.id, value: { fr_FR: 'Tuffeau', en_US: 'Tufa' } }] }, { cookie: admin });
    expect((features.json.data as AdminProductDetails).features).toEqual([{ featureId: feature.id, value: { fr_FR: 'Tuffeau', en_US: 'Tufa' } }]);

    const page = (await publicProduct(id, 'en_US')).json.data as ProductDetail;
    expect(page.awards.map((a) => a.name)).toEqual(['17,5/20 au Guide des vins de Loire', expect.any(String)]);
    expect(page.mealIcons.map((m) => m.id)).toEqual([fish.id, red.id]);
    expect(page.features).toEqual([{ id: feature.id, label: expect.any(String), value: 'Tufa', icon: feature.icon }]);
  });

  it('refuses what does not fit', async () => {
    const id = await productId(shop, 'Les Tuffeaux');
    const cases: [string, unknown, string][] = [
      ['awards', { awards: [{ competition: '', medal: null, year: null, score: null, scoreOutOf: null, name: { fr_FR: null, en_US: null } }] }, 'Le concours est obligatoire (200 caractères au plus).'],
      ['awards', { awards: [{ competition: 'X', medal: 'TIN', year: null, score: null, scoreOutOf: null, name: { fr_FR: null, en_US: null } }] }, expect.stringContaining('La médaille doit être') as unknown as string],
      ['awards', { awards: [{ competition: 'X', medal: null, year: null, score: 18, scoreOutOf: null, name: { fr_FR: null, en_US: null } }] }, 'Une note a besoin de son barème (sur 20, sur 100…) et ne peut pas le dépasser.'],
      ['awards', { awards: [{ id: 999999, competition: 'X', medal: null, year: null, score: null, scoreOutOf: null, name: { fr_FR: null, en_US: null } }] }, 'Un élément de la liste n’existe pas ou revient deux fois.'],
      ['meal-pairings', { mealIconIds: [999999] }, 'Un élément de la liste n’existe pas ou revient deux fois.'],
      ['features', { features: [{ featureId: 1, value: { fr_FR: '', en_US: null } }] }, 'La valeur d’une caractéristique est obligatoire en français (300 caractères au plus).'],
    ];
    for (const [list, body, message] of cases) {
      const answer = await shop.put(`/admin/product/${id}/${list}`, body, { cookie: admin });
      expect({ list, status: answer.status, message: answer.json.message }).toEqual({ list, status: 400, message });
    }
    expect((await shop.put('/admin/product/999999/meal-pairings', { mealIconIds: [] }, { cookie: admin })).status).toBe(404);
  });
});

describe('the e-label', () => {
  const table = (fields: Record<string, unknown>) => ({
    declinationId: null,
    year: null,
    energyKj: 300,
    energyKcal: 72,
    fat: 0,
    saturatedFat: 0,
    carbohydrates: 2.6,
    sugars: 0.4,
    protein: 0.1,
    salt: 0.01,
    ingredients: { fr_FR: 'Raisins, conservateur : sulfites', en_US: 'Grapes, preservative: sulphites' },
    allergens: { fr_FR: 'Sulfites', en_US: 'Sulphites' },
    ...fields,
  });

  it('saves the tables of every vintage and of one, and the e-label page reads them at once', async () => {
    const id = await productId(shop, 'Les Tuffeaux');
    const from = shop.invalidated.length;
    const saved = await shop.put(`/admin/product/${id}/nutrition`, { tables: [table({}), table({ year: 2024, sugars: 1.25, allergens: { fr_FR: 'Sulfites, œuf', en_US: null } })] }, { cookie: admin });
    expect(saved.status, saved.json.message ?? '').toBe(200);
    expect((saved.json.data as AdminProductDetails).nutrition.map((t) => [t.year, t.sugars])).toEqual([[2024, 1.25], [null, 0.4]]);
    await dropsFor(id, from);

    const vintage = await shop.get(`/product/${id}/e-label/2024`);
    expect(vintage.json.data).toMatchObject({ allergens: 'Sulfites, œuf', ingredients: 'Raisins, conservateur : sulfites', nutrition: { sugars: 1.25, energyKcal: 72 } });
    const english = await shop.get(`/product/${id}/e-label/2023`, { lang: 'en_US' });
    expect(english.json.data).toMatchObject({ allergens: 'Sulphites', nutrition: { sugars: 0.4 } });
  });

  it('refuses a negative value, a third decimal, two tables for the same vintage, another product\'s declination', async () => {
    const id = await productId(shop, 'Les Tuffeaux');
    const other = await declinationByReference(shop, 'TIL-HEN-2020-75');
    const cases: [unknown, string][] = [
      [{ tables: [table({ fat: -1 })] }, 'Une valeur nutritionnelle est un nombre positif ou nul, au centième près, ou reste vide.'],
      [{ tables: [table({ salt: 0.005 })] }, 'Une valeur nutritionnelle est un nombre positif ou nul, au centième près, ou reste vide.'],
      [{ tables: [table({ year: 2022 }), table({ year: 2022 })] }, 'Un seul tableau par déclinaison, par millésime, et un seul pour tous les millésimes.'],
      [{ tables: [table({ declinationId: other.id })] }, 'Un élément de la liste n’existe pas ou revient deux fois.'],
    ];
    for (const [body, message] of cases) {
      const answer = await shop.put(`/admin/product/${id}/nutrition`, body, { cookie: admin });
      expect({ status: answer.status, message: answer.json.message }).toEqual({ status: 400, message });
    }
  });
});

describe('variations', () => {
  it('declines a product along a variation, gives each declination its value, and the page offers them', async () => {
    const created = await newProduct('Coffret ruban', 'BOX');
    const first = await addDeclination(created.id, { price: 4500, reference: 'RUBAN-1' });
    const second = await addDeclination(created.id, { price: 4500, reference: 'RUBAN-2' });
    await shop.put(`/admin/product/${created.id}`, { isValid: true }, { cookie: admin });
    const before = (await shop.get(`/admin/product/${created.id}/details`, { cookie: admin })).json.data as AdminProductDetails;
    const ribbon = before.availableVariations.find((v) => v.name === 'Ruban')!;
    const [red, green] = ribbon.details;

    const saved = await shop.put(
      `/admin/product/${created.id}/variations`,
      {
        variations: [{ variationId: ribbon.id, label: { fr_FR: 'Couleur du ruban', en_US: 'Ribbon color' }, displayLabel: { fr_FR: null, en_US: null } }],
        declinations: [
          { id: first.id, detailIds: [red.id] },
          { id: second.id, detailIds: [green.id] },
        ],
      },
      { cookie: admin },
    );
    expect(saved.status, saved.json.message ?? '').toBe(200);
    expect((saved.json.data as AdminProductDetails).declinationDetails).toEqual([
      { id: first.id, detailIds: [red.id] },
      { id: second.id, detailIds: [green.id] },
    ]);
    const page = (await publicProduct(created.id, 'en_US')).json.data as ProductDetail;
    expect(page.variations).toEqual([{ position: 1, idVariation: ribbon.id, label: 'Ribbon color', displayLabel: null, details: [expect.objectContaining({ id: red.id }), expect.objectContaining({ id: green.id })] }]);

    const wrong = await shop.put(
      `/admin/product/${created.id}/variations`,
      { variations: [{ variationId: ribbon.id, label: { fr_FR: 'Ruban', en_US: null }, displayLabel: { fr_FR: null, en_US: null } }], declinations: [{ id: first.id, detailIds: [999999] }] },
      { cookie: admin },
    );
    expect(wrong).toMatchObject({ status: 400, json: { message: 'La valeur choisie n’appartient pas à cette variation.' } });
    const tooMany = await shop.put(`/admin/product/${created.id}/variations`, { variations: [1, 2, 3, 4].map(() => ({ variationId: ribbon.id, label: { fr_FR: 'x', en_US: null }, displayLabel: { fr_FR: null, en_US: null } })), declinations: [] }, { cookie: admin });
    expect(tooMany).toMatchObject({ status: 400, json: { message: 'Un produit se décline selon 3 variations au plus.' } });
  });
});

describe('customizations', () => {
  it('adds a text with price tiers and a choice list, changes one in place, and the product page and cart price them', async () => {
    const created = await newProduct('Étui gravé', 'OTHER');
    const declination = await addDeclination(created.id, { price: 2000 });
    await shop.put(`/admin/product/${created.id}`, { isValid: true }, { cookie: admin });
    const text = {
      inputType: 'TEXT',
      required: true,
      label: { fr_FR: 'Texte à graver', en_US: 'Engraving' },
      description: { fr_FR: null, en_US: null },
      textMaxLength: 30,
      values: [{ textNumberOfChar: 1, selectKey: null, costType: 'EURO', amount: 400, label: { fr_FR: null, en_US: null } }],
    };
    const choice = {
      inputType: 'SELECT',
      required: false,
      label: { fr_FR: 'Police', en_US: 'Font' },
      description: { fr_FR: null, en_US: null },
      textMaxLength: null,
      values: [
        { textNumberOfChar: null, selectKey: 'romain', costType: 'NONE', amount: 0, label: { fr_FR: 'Romain', en_US: 'Roman' } },
        { textNumberOfChar: null, selectKey: 'script', costType: 'PERCENT', amount: 1000, label: { fr_FR: 'Script', en_US: 'Script' } },
      ],
    };
    const from = shop.invalidated.length;
    const saved = await shop.put(`/admin/product/${created.id}/customizations`, { customizations: [text, choice] }, { cookie: admin });
    expect(saved.status, saved.json.message ?? '').toBe(200);
    await dropsFor(created.id, from);
    const [savedText] = saved.json.data.customizations;

    const shown = (await shop.get(`/product/${created.id}/customization`, { lang: 'en_US' })).json.data;
    expect(shown.map((c: { label: string }) => c.label)).toEqual(['Engraving', 'Font']);
    const priced = await shop.post(`/cart/product/${created.id}/declination/${declination.id}/customize/price`, {
      customizations: [
        { id: savedText.id, textValue: 'Pour Lucie' },
        { id: saved.json.data.customizations[1].id, selectValue: { key: 'script' } },
      ],
    });
    expect(priced.json.data).toMatchObject({ basePrice: 2000, customizationCost: 600 });

    const changed = await shop.put(`/admin/product/${created.id}/customizations`, { customizations: [{ ...text, id: savedText.id, textMaxLength: 12 }] }, { cookie: admin });
    expect(changed.json.data.customizations).toEqual([expect.objectContaining({ id: savedText.id, textMaxLength: 12 })]);
  });

  it('refuses a choice list without choices, a checkbox with two prices, another product’s customization', async () => {
    const created = await newProduct('Sans options', 'OTHER');
    const base = { required: false, label: { fr_FR: 'Option', en_US: null }, description: { fr_FR: null, en_US: null }, textMaxLength: null };
    const cost = { textNumberOfChar: null, selectKey: null, costType: 'EURO', amount: 100, label: { fr_FR: null, en_US: null } };
    const cases: [unknown[], string][] = [
      [[{ ...base, inputType: 'SELECT', values: [] }], 'Une liste de choix a au moins un choix, chacun avec son code et son libellé en français.'],
      [[{ ...base, inputType: 'CHECKBOX', values: [cost, cost] }], 'Une case à cocher ou une image a un seul prix.'],
      [[{ ...base, inputType: 'TEXT', values: [cost] }], 'Chaque palier de prix d’un texte indique à partir de combien de caractères il s’applique.'],
      [[{ ...base, id: 1, inputType: 'CHECKBOX', values: [] }], 'Un élément de la liste n’existe pas ou revient deux fois.'],
    ];
    for (const [customizations, message] of cases) {
      const answer = await shop.put(`/admin/product/${created.id}/customizations`, { customizations }, { cookie: admin });
      expect({ status: answer.status, message: answer.json.message }).toEqual({ status: 400, message });
    }
    expect((await shop.get('/admin/product/999999/customizations', { cookie: admin })).status).toBe(404);
  });
});
