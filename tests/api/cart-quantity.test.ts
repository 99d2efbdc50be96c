import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { declination } from '~/server/db/schema';
import { browser, declinationOf, NBSP } from './cart-browser';
import { startTestShop, type TestShop } from './harness';

// The quantity rules (docs/rules.md#quantities) as the cart API applies them, with their exact messages in
// both languages, each named by its item.

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
  shop.clock.now = new Date('2026-11-20T10:00:00Z');
});
afterAll(() => shop.close());

describe('quantity rules, through the API', () => {
  const refusals = [
    {
      rule: 'above 0',
      reference: 'TIL-SCT-2023-75',
      quantity: 0,
      fr: 'La quantité doit être supérieure à 0.',
      en: 'Quantity must be greater than 0.',
    },
    {
      rule: 'above 0 (negative)',
      reference: 'TIL-SCT-2023-75',
      quantity: -6,
      fr: 'La quantité doit être supérieure à 0.',
      en: 'Quantity must be greater than 0.',
    },
    {
      rule: 'by the multiple, in bottles for wine',
      reference: 'TIL-PER-2023-75',
      quantity: 4,
      fr: 'Ce produit ne peut être ajouté que par multiple de 6 bouteilles.',
      en: 'This product can only be added by multiple of 6 bottles.',
    },
    {
      rule: 'within the stock',
      reference: 'TIL-GOR-2019-37',
      quantity: 4,
      fr: 'Plus que 3 en stock.',
      en: 'Only 3 left in stock.',
    },
  ];

  for (const refusal of refusals) {
    it(`refuses a quantity that breaks the rule "${refusal.rule}", naming the item, in French and English`, async () => {
      const item = await declinationOf(shop, refusal.reference);
      const guest = browser(shop);
      for (const lang of ['fr_FR', 'en_US'] as const) {
        const answer = await guest.add('new', item.id, { quantity: refusal.quantity }, [], { lang });
        const key = answer.json.data?.errors?.[0]?.key as string;
        expect(answer.status).toBe(400);
        expect(answer.json.success).toBe(false);
        expect(answer.json.data.errors).toEqual([{ key, message: refusal[lang === 'fr_FR' ? 'fr' : 'en'] }]);
        expect(key.startsWith(item.name)).toBe(true);
        expect(answer.json.message).toBe(lang === 'fr_FR' ? `${key}\u00a0: ${refusal.fr}` : `${key}: ${refusal.en}`);
      }
      // Nothing was written: the browser got no cart.
      expect(guest.cookies.has('cartToken')).toBe(false);
    });
  }

  it('names the declination in the message of a stock refusal', async () => {
    const grains = await declinationOf(shop, 'TIL-GOR-2019-37');
    const answer = await browser(shop).add('new', grains.id, { quantity: 4 });
    expect(answer.json.message).toBe(`Les Grains d’Or 2019 – 37,5${NBSP}cl\u00a0: Plus que 3 en stock.`);
    expect(answer.json.data.errors).toEqual([{ key: `Les Grains d’Or 2019 – 37,5${NBSP}cl`, message: 'Plus que 3 en stock.' }]);
  });

  it('says "multiple of n" without bottles for what is not wine', async () => {
    const knife = await declinationOf(shop, 'TIL-ACC-LIM');
    await shop.db.update(declination).set({ sellByMultipleOf: 2 }).where(eq(declination.id, knife.id));
    const fr = await browser(shop).add('new', knife.id, { quantity: 3 });
    const en = await browser(shop).add('new', knife.id, { quantity: 3 }, [], { lang: 'en_US' });
    await shop.db.update(declination).set({ sellByMultipleOf: 1 }).where(eq(declination.id, knife.id));
    expect(fr.json.message).toBe('Tire-bouchon limonadier en olivier\u00a0: Ce produit ne peut être ajouté que par multiple de 2.');
    expect(en.json.message).toBe('Olive-wood sommelier knife: This product can only be added by multiple of 2.');
  });

  it('takes a quantity that is not a number as the sell-by multiple', async () => {
    const perrieres = await declinationOf(shop, 'TIL-PER-2023-75');
    const guest = browser(shop);
    const typed = await guest.add('new', perrieres.id, { quantity: 'beaucoup' });
    expect(typed.status).toBe(200);
    expect(typed.json.data.products[0].quantity).toBe(6);
    const missing = await guest.add(typed.json.data.id, perrieres.id, {});
    expect(missing.json.data.products[0].quantity).toBe(12);
    const line = missing.json.data.products[0];
    const changed = await guest.put(`/cart/${typed.json.data.id}/product/${perrieres.productId}/quantity`, { quantity: 'douze', idCartProduct: line.id });
    expect(changed.status).toBe(200);
    expect(changed.json.data.products[0].quantity).toBe(6);
  });

  it('counts the stock over every unit of the declination already in the cart', async () => {
    const grains = await declinationOf(shop, 'TIL-GOR-2019-37');
    const guest = browser(shop);
    const first = await guest.add('new', grains.id, { quantity: 2 });
    expect(first.json.data.products[0]).toMatchObject({ quantity: 2, stock: 3 });
    const second = await guest.add(first.json.data.id, grains.id, { quantity: 2 });
    expect(second.status).toBe(400);
    expect(second.json.data.errors[0].message).toBe('Plus que 3 en stock.');
    const third = await guest.add(first.json.data.id, grains.id, { quantity: 1 });
    expect(third.json.data.products[0].quantity).toBe(3);
  });

  it('does not count stock when HANDLE_STOCK or USE_PRODUCT_STOCK is off', async () => {
    const grains = await declinationOf(shop, 'TIL-GOR-2019-37');
    for (const type of ['HANDLE_STOCK', 'USE_PRODUCT_STOCK']) {
      await shop.setParameter(type, 'false');
      const answer = await browser(shop).add('new', grains.id, { quantity: 10 });
      await shop.setParameter(type, 'true');
      expect(answer.status).toBe(200);
      expect(answer.json.data.products[0]).toMatchObject({ quantity: 10, stock: null, problem: null });
    }
  });

  it('holds at most 1000 units on a line, however large the number typed', async () => {
    const tuffeaux = await declinationOf(shop, 'TIL-SCT-2024-75');
    const guest = browser(shop);
    for (const quantity of [1001, '99999999999999']) {
      const answer = await guest.add('new', tuffeaux.id, { quantity });
      expect(answer.status).toBe(400);
      expect(answer.json.data.errors[0].message).toBe('Une ligne ne peut pas dépasser 1000 articles\u00a0: contactez-nous pour une commande plus importante.');
    }
    const thousand = await guest.add('new', tuffeaux.id, { quantity: 1000 });
    expect(thousand.json.data.products[0].quantity).toBe(1000);
    const more = await guest.add(thousand.json.data.id, tuffeaux.id, { quantity: 6 }, [], { lang: 'en_US' });
    expect(more.json.data.errors[0].message).toBe('A line cannot hold more than 1000 items: contact us for a larger order.');
  });

  it('refuses an unknown or unpublished declination', async () => {
    const unknown = await browser(shop).add('new', 999_999, { quantity: 1 });
    expect(unknown.status).toBe(404);
    expect(unknown.json.message).toBe("Ce produit n’est pas en vente.");
  });
});
