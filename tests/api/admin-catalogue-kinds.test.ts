import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminFeatureKind, AdminKinds, AdminMealKind, AdminVariationKind, AwardPicture } from '~/lib/admin/catalogue-kinds';
import type { AdminProductDetails } from '~/lib/admin/catalogue-details';
import type { ProductDetail } from '~/lib/catalogue';
import { adminCookie } from './admin-support';
import { productId } from './catalogue-fixtures';
import { startTestShop, type TestShop } from './harness';

// The kinds products share, as the owner creates them (src/lib/admin/catalogue-kinds.ts):
// variations and their values, features, dishes and their pictures, and awards' medal pictures.
// A kind a product uses is refused deletion with a 409 that says why.

let shop: TestShop;
let admin: string;
beforeAll(async () => {
  shop = await startTestShop();
  admin = await adminCookie(shop);
});
afterAll(() => shop.close());

async function raw(method: string, path: string, init: { body?: BodyInit; lang?: string } = {}) {
  const headers: Record<string, string> = { cookie: admin };
  if (init.lang) headers.userLang = init.lang;
  const response = await shop.app.request(`/api${path}`, { method, headers, body: init.body }, { clientAddress: '203.0.113.8' });
  return { status: response.status, json: (await response.json()) as { success: boolean; data: any; message: string | null } };
}

const png = () => sharp({ create: { width: 48, height: 48, channels: 3, background: '#a0522d' } }).png().toBuffer();
async function upload(path: string, bytes: Uint8Array, name = 'plat.png') {
  const form = new FormData();
  form.set('image', new File([bytes as Uint8Array<ArrayBuffer>], name, { type: 'image/png' }));
  return raw('POST', path, { body: form });
}

/** The status of a picture's address (its bytes are no JSON). */
const mediaStatus = async (url: string) => (await shop.app.request(url)).status;

const kinds = async () => (await shop.get('/admin/catalogue/kinds', { cookie: admin })).json.data as AdminKinds;
const created = async <T>(path: string, body: unknown): Promise<T> => {
  const answer = await shop.post(path, body, { cookie: admin });
  expect(answer.status, answer.json.message ?? '').toBe(200);
  return answer.json.data as T;
};

describe('the kinds list', () => {
  it('lists the demo estate’s variations, features and dishes with how many products use each', async () => {
    const list = await kinds();
    expect(list.meals.length).toBe(10);
    expect(list.meals.some((meal) => meal.usedBy > 0)).toBe(true);
    expect(list.features.some((feature) => feature.usedBy > 0 && feature.icon?.startsWith('fa-'))).toBe(true);
    expect(list.variations.length).toBeGreaterThan(0);
    expect(list.variations[0]!.values.length).toBeGreaterThan(0);
  });
});

describe('meal pairings', () => {
  it('creates a dish with its picture, a wine goes with it, and its page shows it at once', async () => {
    const meal = await created<AdminMealKind>('/admin/meal-icon', { label: { fr_FR: 'Fromages de chèvre', en_US: 'Goat cheeses' } });
    expect(meal).toMatchObject({ label: { fr_FR: 'Fromages de chèvre', en_US: 'Goat cheeses' }, icon: '', usedBy: 0 });
    const pictured = await upload(`/admin/meal-icon/${meal.id}/picture`, await png());
    expect(pictured.status, pictured.json.message ?? '').toBe(200);
    const icon = (pictured.json.data as AdminMealKind).icon;
    expect(icon).toMatch(/^\/api\/media\/\d+\/plat\.png$/);
    expect(await mediaStatus(icon)).toBe(200);

    const id = await productId(shop, 'Les Tuffeaux');
    const from = shop.invalidated.length;
    await shop.put(`/admin/product/${id}/meal-pairings`, { mealIconIds: [meal.id] }, { cookie: admin });
    const page = (await shop.get(`/product/${id}`, { lang: 'en_US' })).json.data as ProductDetail;
    expect(page.mealIcons).toEqual([expect.objectContaining({ id: meal.id, label: 'Goat cheeses', icon })]);

    // Renamed, the wine's page is refreshed.
    const renamed = await shop.put(`/admin/meal-icon/${meal.id}`, { label: { fr_FR: 'Chèvres frais', en_US: null } }, { cookie: admin });
    expect(renamed.json.data).toMatchObject({ label: { fr_FR: 'Chèvres frais', en_US: null }, usedBy: 1 });
    await vi.waitUntil(() => shop.invalidated.slice(from).filter((tags) => tags.includes(`product:${id}`)).length >= 2, { timeout: 3000 });

    // Used, it is kept; no longer used, it goes with its picture.
    const refused = await raw('DELETE', `/admin/meal-icon/${meal.id}`);
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe('Ce plat accompagne 1 vin\u00a0: retirez-le de ses accords avant de le supprimer.');
    expect((await raw('DELETE', `/admin/meal-icon/${meal.id}`, { lang: 'en_US' })).json.message).toBe('1 wine goes with this dish: take it out of its pairings before deleting it.');
    await shop.put(`/admin/product/${id}/meal-pairings`, { mealIconIds: [] }, { cookie: admin });
    expect((await raw('DELETE', `/admin/meal-icon/${meal.id}`)).status).toBe(200);
    expect((await kinds()).meals.map((m) => m.id)).not.toContain(meal.id);
    expect(await mediaStatus(icon)).toBe(404);
  });

  it('gives two dishes of the same name keys of their own, and refuses a dish without a French name', async () => {
    const one = await created<AdminMealKind>('/admin/meal-icon', { label: { fr_FR: 'Desserts', en_US: null } });
    const two = await created<AdminMealKind>('/admin/meal-icon', { label: { fr_FR: 'Desserts', en_US: null } });
    expect(one.id).not.toBe(two.id);
    const refused = await shop.post('/admin/meal-icon', { label: { fr_FR: ' ', en_US: 'Desserts' } }, { cookie: admin });
    expect(refused.status).toBe(400);
    expect(refused.json.message).toBe('Le nom du plat est obligatoire en français (100 caractères au plus).');
    expect((await upload(`/admin/meal-icon/${one.id}/picture`, new TextEncoder().encode('pas une image'), 'plat.png')).status).toBe(400);
  });
});

describe('features', () => {
  it('creates, renames and deletes a feature, refused while a product lists it', async () => {
    const feature = await created<AdminFeatureKind>('/admin/feature', { label: { fr_FR: 'Exposition', en_US: 'Exposure' }, icon: 'fa-mountain' });
    const id = await productId(shop, 'Les Tuffeaux');
    await shop.put(`/admin/product/${id}/features`, { features: [{ featureId: feature.id, value: { fr_FR: 'Plein sud', en_US: 'South-facing' } }] }, { cookie: admin });
    const page = (await shop.get(`/product/${id}`, { lang: 'en_US' })).json.data as ProductDetail;
    expect(page.features).toEqual([{ id: feature.id, label: 'Exposure', value: 'South-facing', icon: 'fa-mountain' }]);

    const changed = await shop.put(`/admin/feature/${feature.id}`, { label: { fr_FR: 'Orientation', en_US: 'Aspect' }, icon: null }, { cookie: admin });
    expect(changed.json.data).toMatchObject({ label: { fr_FR: 'Orientation', en_US: 'Aspect' }, icon: null, usedBy: 1 });
    const conflict = await raw('DELETE', `/admin/feature/${feature.id}`);
    expect(conflict.status).toBe(409);
    expect(conflict.json.message).toMatch(/figure sur 1 produit/);
    await shop.put(`/admin/product/${id}/features`, { features: [] }, { cookie: admin });
    expect((await raw('DELETE', `/admin/feature/${feature.id}`)).status).toBe(200);
    expect((await raw('DELETE', `/admin/feature/${feature.id}`)).status).toBe(404);
  });

  it('refuses an icon name that is not one', async () => {
    const answer = await shop.post('/admin/feature', { label: { fr_FR: 'Sol' }, icon: '<script>' }, { cookie: admin });
    expect(answer.status).toBe(400);
    const icon = await shop.post('/admin/feature', { label: { fr_FR: 'Sol', en_US: null }, icon: '<script>' }, { cookie: admin });
    expect(icon.json.message).toMatch(/nom d’icône/);
  });
});

describe('variations', () => {
  it('creates a variation with its values, a product is declined along it, and it is kept while used', async () => {
    const kind = await created<AdminVariationKind>('/admin/variation', {
      name: { fr_FR: 'Couleur de gravure', en_US: 'Engraving colour' },
      values: [{ label: { fr_FR: 'Or', en_US: 'Gold' } }, { label: { fr_FR: 'Argent', en_US: 'Silver' } }],
    });
    expect(kind.values.map((value) => value.label.fr_FR)).toEqual(['Or', 'Argent']);
    const [gold, silver] = kind.values;

    const product = (await shop.post('/admin/product', { type: 'OTHER', name: 'Verre gravé' }, { cookie: admin })).json.data as { id: number };
    const declination = (await shop.post(`/admin/product/${product.id}/declination`, { price: 1200 }, { cookie: admin })).json.data as { id: number };
    const declined = await shop.put(
      `/admin/product/${product.id}/variations`,
      { variations: [{ variationId: kind.id, label: { fr_FR: 'Gravure', en_US: null }, displayLabel: { fr_FR: null, en_US: null } }], declinations: [{ id: declination.id, detailIds: [gold!.id] }] },
      { cookie: admin },
    );
    expect(declined.status, declined.json.message ?? '').toBe(200);
    expect((declined.json.data as AdminProductDetails).availableVariations.find((v) => v.id === kind.id)?.details.map((d) => d.label)).toEqual(['Or', 'Argent']);

    // A value a declination has stays; one no declination has may go, and others come.
    const dropGold = await shop.put(`/admin/variation/${kind.id}`, { name: kind.name, values: [{ id: silver!.id, label: silver!.label }] }, { cookie: admin });
    expect(dropGold.status).toBe(409);
    expect(dropGold.json.message).toMatch(/celle de 1 déclinaison/);
    const reordered = await shop.put(
      `/admin/variation/${kind.id}`,
      { name: { fr_FR: 'Gravure', en_US: 'Engraving' }, values: [{ id: gold!.id, label: { fr_FR: 'Doré', en_US: 'Gold' } }, { label: { fr_FR: 'Noir', en_US: 'Black' } }] },
      { cookie: admin },
    );
    expect(reordered.status, reordered.json.message ?? '').toBe(200);
    expect((reordered.json.data as AdminVariationKind).values.map((value) => [value.id === gold!.id, value.label.fr_FR])).toEqual([
      [true, 'Doré'],
      [false, 'Noir'],
    ]);
    expect(reordered.json.data.usedBy).toBe(1);

    const inUse = await raw('DELETE', `/admin/variation/${kind.id}`, { lang: 'en_US' });
    expect(inUse.status).toBe(409);
    expect(inUse.json.message).toBe('1 product uses this variation: take it off that product before deleting it.');
    await shop.put(`/admin/product/${product.id}/variations`, { variations: [], declinations: [] }, { cookie: admin });
    expect((await raw('DELETE', `/admin/variation/${kind.id}`)).status).toBe(200);
    expect((await kinds()).variations.map((v) => v.id)).not.toContain(kind.id);
  });

  it('refuses a variation without values, a value of another variation, and an unknown one', async () => {
    const empty = await shop.post('/admin/variation', { name: { fr_FR: 'Taille', en_US: null }, values: [] }, { cookie: admin });
    expect(empty.status).toBe(400);
    expect(empty.json.message).toBe('Une variation a de 1 à 50 valeurs.');
    const [other] = (await kinds()).variations;
    const mine = await created<AdminVariationKind>('/admin/variation', { name: { fr_FR: 'Taille', en_US: null }, values: [{ label: { fr_FR: 'S', en_US: null } }] });
    const stolen = await shop.put(`/admin/variation/${mine.id}`, { name: mine.name, values: [{ id: other!.values[0]!.id, label: { fr_FR: 'x', en_US: null } }] }, { cookie: admin });
    expect(stolen.status).toBe(400);
    expect((await shop.put('/admin/variation/999999', { name: mine.name, values: [{ label: { fr_FR: 'S', en_US: null } }] }, { cookie: admin })).status).toBe(404);
  });
});

describe("an award's medal picture", () => {
  it('is uploaded for a new award and shown on the product page, then removed', async () => {
    const id = await productId(shop, 'Les Tuffeaux');
    const details = (
      await shop.put(
        `/admin/product/${id}/awards`,
        { awards: [{ competition: 'Concours des Ligériens', medal: 'GOLD', year: 2025, score: null, scoreOutOf: null, name: { fr_FR: 'Médaille d’or', en_US: null } }] },
        { cookie: admin },
      )
    ).json.data as AdminProductDetails;
    const [award] = details.awards;
    expect(award!.imageUrl).toBeNull();

    const from = shop.invalidated.length;
    const uploaded = await upload(`/admin/award/${award!.id}/picture`, await png(), 'medaille.png');
    expect(uploaded.status, uploaded.json.message ?? '').toBe(200);
    expect((uploaded.json.data as AwardPicture).imageUrl).toMatch(/medaille\.png$/);
    await vi.waitUntil(() => shop.invalidated.slice(from).some((tags) => tags.includes(`product:${id}`)), { timeout: 3000 });
    const page = (await shop.get(`/product/${id}`)).json.data as ProductDetail;
    expect(page.awards[0]!.image).not.toBeNull();

    const removed = await raw('DELETE', `/admin/award/${award!.id}/picture`);
    expect(removed.json.data).toEqual({ id: award!.id, imageUrl: null });
    expect(((await shop.get(`/product/${id}`)).json.data as ProductDetail).awards[0]!.image).toBeNull();
    expect((await upload('/admin/award/999999/picture', await png())).status).toBe(404);
  });
});
