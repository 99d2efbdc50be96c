import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminWine, WineSheet } from '~/lib/admin/catalogue-wine';
import type { ProductDetail } from '~/lib/catalogue';
import { adminCookie } from './admin-support';
import { productId } from './catalogue-fixtures';
import { startTestShop, type TestShop } from './harness';

// A wine's sheet in the back office (src/lib/admin/catalogue-wine.ts): colour, appellation,
// grapes and their shares, alcohol, serving, keeping, tags, notes; checked, saved whole in one
// transaction, and shown on the product's page at once.

let shop: TestShop;
let admin: string;
beforeAll(async () => {
  shop = await startTestShop();
  admin = await adminCookie(shop);
});
afterAll(() => shop.close());

const sheetOf = async (id: number) => {
  const answer = await shop.get(`/admin/product/${id}/wine`, { cookie: admin });
  expect(answer.status, answer.json.message ?? '').toBe(200);
  return answer.json.data as AdminWine;
};
const save = (id: number, sheet: unknown, lang?: string) => shop.put(`/admin/product/${id}/wine`, sheet, { cookie: admin, lang });

describe("a wine's sheet", () => {
  it('reads what the demo wine has, and the tags the shop knows', async () => {
    const { sheet, tagChoices, hasEnglish } = await sheetOf(await productId(shop, 'Les Tuffeaux'));
    expect(sheet.appellation).toBe('Saumur-Champigny');
    expect(sheet.grapes.length).toBeGreaterThan(0);
    expect(sheet.notes.fr_FR.tastingNose).toEqual(expect.any(String));
    expect(tagChoices.length).toBeGreaterThan(0);
    expect(hasEnglish).toBe(true);
  });

  it('saves the sheet whole and the product page shows it at once, in both languages', async () => {
    const id = await productId(shop, 'Les Tuffeaux');
    const { sheet, tagChoices } = await sheetOf(id);
    const from = shop.invalidated.length;
    const changed: WineSheet = {
      ...sheet,
      colour: 'WHITE',
      appellation: 'Saumur blanc',
      alcoholDegree: 12.5,
      servingTemperature: { min: 9, max: 11 },
      ageingPotential: { min: 3, max: 8 },
      tags: [tagChoices[0]!.key],
      grapes: [
        { variety: 'Chenin blanc', percent: 85 },
        { variety: 'Chardonnay', percent: 15 },
      ],
      notes: {
        fr_FR: { ...sheet.notes.fr_FR, tastingNose: 'Coing et tilleul.' },
        en_US: { ...sheet.notes.en_US, tastingNose: 'Quince and linden.' },
      },
    };
    const answer = await save(id, changed);
    expect(answer.status, answer.json.message ?? '').toBe(200);
    expect((answer.json.data as AdminWine).sheet).toEqual(changed);
    await vi.waitUntil(() => shop.invalidated.slice(from).some((tags) => tags.includes(`product:${id}`) && tags.includes('catalogue')), { timeout: 3000 });

    const french = (await shop.get(`/product/${id}`)).json.data as ProductDetail;
    expect(french).toMatchObject({ appellation: 'Saumur blanc', alcoholDegree: 12.5, colour: 'WHITE', servingTemperature: { min: 9, max: 11 }, ageingPotential: { min: 3, max: 8 } });
    expect(french.grapes).toEqual([
      { variety: 'Chenin blanc', percent: 85 },
      { variety: 'Chardonnay', percent: 15 },
    ]);
    expect(french.tasting.nose).toBe('Coing et tilleul.');
    const english = (await shop.get(`/product/${id}`, { lang: 'en_US' })).json.data as ProductDetail;
    expect(english.tasting.nose).toBe('Quince and linden.');

    // Emptied, the fields are gone from the page.
    const cleared = await save(id, { ...changed, appellation: '', alcoholDegree: null, grapes: [], notes: { ...changed.notes, fr_FR: { ...changed.notes.fr_FR, tastingNose: '' } } });
    expect(cleared.status, cleared.json.message ?? '').toBe(200);
    const after = (await shop.get(`/product/${id}`)).json.data as ProductDetail;
    expect(after).toMatchObject({ appellation: null, alcoholDegree: null, grapes: [] });
    expect(after.tasting.nose).toBeNull();
  });

  it('refuses what does not hold, in the caller’s language, and changes nothing', async () => {
    const id = await productId(shop, 'Les Tuffeaux');
    const { sheet } = await sheetOf(id);
    const refusals: [Partial<WineSheet> | Record<string, unknown>, RegExp][] = [
      [{ alcoholDegree: 45 }, /degré d’alcool/],
      [{ alcoholDegree: -1 }, /degré d’alcool/],
      [{ alcoholDegree: 12.555 }, /centième/],
      [{ grapes: [{ variety: 'Chenin blanc', percent: 60 }, { variety: 'Chardonnay', percent: 30 }] }, /100\u00a0% en tout/],
      [{ grapes: [{ variety: 'Chenin blanc', percent: 60 }, { variety: 'Chardonnay', percent: null }] }, /de chaque cépage, ou d’aucun/],
      [{ grapes: [{ variety: 'Chenin', percent: null }, { variety: 'chenin', percent: null }] }, /qu’une fois/],
      [{ grapes: [{ variety: '', percent: null }] }, /cépage est obligatoire/],
      [{ servingTemperature: { min: 14, max: 8 } }, /la plus basse vient avant/],
      [{ ageingPotential: { min: 2.5, max: null } }, /potentiel de garde/],
      [{ colour: 'BLUE' }, /couleur/],
      [{ tags: ['pas-une-etiquette'] }, /«\u00a0pas-une-etiquette\u00a0» n’existe pas/],
      [{ notes: { fr_FR: sheet.notes.fr_FR } }, /notes s’écrivent/],
      [{ unknown: 1 }, /./],
    ];
    for (const [change, message] of refusals) {
      const answer = await save(id, { ...sheet, ...change });
      expect(answer.status, JSON.stringify(change)).toBe(400);
      expect(answer.json.message, JSON.stringify(change)).toMatch(message);
    }
    const english = await save(id, { ...sheet, alcoholDegree: 30 }, 'en_US');
    expect(english.json.message).toMatch(/alcohol content is a number from 0 to 25/);
    const shares = await save(id, { ...sheet, grapes: [{ variety: 'Chenin blanc', percent: 90 }] }, 'en_US');
    expect(shares.json.message).toBe("The grape varieties' shares must add up to 100%.");
    expect((await sheetOf(id)).sheet).toEqual(sheet);
  });

  it('keeps English notes for a product that has its English name only', async () => {
    const created = (await shop.post('/admin/product', { type: 'WINE', name: 'Cuvée sans anglais' }, { cookie: admin })).json.data as { id: number };
    const { sheet } = await sheetOf(created.id);
    const refused = await save(created.id, { ...sheet, notes: { ...sheet.notes, en_US: { ...sheet.notes.en_US, terroir: 'Tufa' } } });
    expect(refused.status).toBe(400);
    expect(refused.json.message).toMatch(/nom en anglais/);
    const saved = await save(created.id, { ...sheet, notes: { ...sheet.notes, fr_FR: { ...sheet.notes.fr_FR, terroir: 'Tuffeau' } } });
    expect((saved.json.data as AdminWine).sheet.notes.fr_FR.terroir).toBe('Tuffeau');
  });

  it('answers 404 for a product that does not exist', async () => {
    expect((await shop.get('/admin/product/999999/wine', { cookie: admin })).status).toBe(404);
    const { sheet } = await sheetOf(await productId(shop, 'Les Tuffeaux'));
    expect((await save(999999, sheet)).status).toBe(404);
  });
});
