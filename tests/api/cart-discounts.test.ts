import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Cart } from '~/lib/cart';
import { discount, discountRedemption, order } from '~/server/db/schema';
import { browser, declinationOf, type Browser } from './cart-browser';
import { startTestShop, type TestShop } from './harness';

// Discount codes in the cart, with the demo estate's codes: BIENVENUE10 (10 %, once per customer),
// NOEL2026 (15 € from 100 €, 15/11/2026 to 31/12/2026 in the demo's calendar), LIVRAISON (free
// shipping), PRINTEMPS2025 (expired).

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
  shop.clock.now = shop.demoDate('2026-11-20T10:00:00Z');
});
afterAll(() => shop.close());

/** A guest's cart holding `quantity` bottles of Cuvée Henri 2020 (32 € each). */
async function cartOfHenri(visitor: Browser, quantity: number): Promise<Cart> {
  const henri = await declinationOf(shop, 'TIL-HEN-2020-75');
  return (await visitor.add('new', henri.id, { quantity })).json.data;
}

describe('applying a code', () => {
  it('refuses an unknown code, in both languages, and records nothing', async () => {
    const guest = browser(shop);
    const { id } = await cartOfHenri(guest, 6);
    const fr = await guest.post(`/cart/${id}`, { discountCode: 'CADEAU' });
    expect(fr.status).toBe(400);
    expect(fr.json.message).toBe('Le code «\u00a0CADEAU\u00a0» n’est pas valable.');
    const en = await guest.post(`/cart/${id}`, { discountCode: 'CADEAU' }, { lang: 'en_US' });
    expect(en.json.message).toBe('The code “CADEAU” is not valid.');
    expect((await guest.post(`/cart/${id}`, {})).json.data.discount).toBeNull();
  });

  it('takes 15 € off from 100 € of purchases, typed in any case, and removes it on request', async () => {
    const guest = browser(shop);
    const small = await cartOfHenri(guest, 3);
    const below = await guest.post(`/cart/${small.id}`, { discountCode: 'noel2026' });
    expect(below.status).toBe(400);
    expect(below.json.message).toBe("Le code NOEL2026 s’applique à partir de 100,00\u00a0€ d’achats.");
    const belowEn = await guest.post(`/cart/${small.id}`, { discountCode: 'noel2026' }, { lang: 'en_US' });
    expect(belowEn.json.message).toBe('The code NOEL2026 applies to purchases of €100.00 or more.');

    const henri = await declinationOf(shop, 'TIL-HEN-2020-75');
    await guest.put(`/cart/${small.id}/product/${henri.productId}/quantity`, { quantity: 4, idCartProduct: small.products[0].id });
    const applied = await guest.post(`/cart/${small.id}`, { discountCode: ' Noel2026 ' });
    expect(applied.status).toBe(200);
    expect(applied.json.message).toBe('Le code NOEL2026 est appliqué.');
    expect(applied.json.data.discount).toEqual({ code: 'NOEL2026', type: 'EURO', detailType: 'CART', amount: 1500, total: 1500, problem: null });
    expect(applied.json.data.totals).toEqual({ products: 12_800, discount: 1500, total: 11_300 });

    // A refresh, with or without the same code, keeps it.
    expect((await guest.post(`/cart/${small.id}`, { discountCode: 'NOEL2026' })).json.data.totals.total).toBe(11_300);
    expect((await guest.post('/cart', {})).json.data.discount.code).toBe('NOEL2026');

    for (const removal of [null, '']) {
      await guest.post(`/cart/${small.id}`, { discountCode: 'NOEL2026' });
      const removed = await guest.post(`/cart/${small.id}`, { discountCode: removal });
      expect(removed.json.message).toBe('Le code a été retiré de votre panier.');
      expect(removed.json.data.discount).toBeNull();
      expect(removed.json.data.totals).toEqual({ products: 12_800, discount: 0, total: 12_800 });
    }
  });

  it('keeps a code that stops applying, and says why, until the cart qualifies again', async () => {
    const guest = browser(shop);
    const cartNow = await cartOfHenri(guest, 4);
    await guest.post(`/cart/${cartNow.id}`, { discountCode: 'NOEL2026' });
    const henri = await declinationOf(shop, 'TIL-HEN-2020-75');
    const path = `/cart/${cartNow.id}/product/${henri.productId}/quantity`;
    const fewer = await guest.put(path, { quantity: 2, idCartProduct: cartNow.products[0].id });
    expect(fewer.json.data.discount).toEqual({
      code: 'NOEL2026',
      type: 'EURO',
      detailType: 'CART',
      amount: 1500,
      total: 0,
      problem: "Le code NOEL2026 s’applique à partir de 100,00\u00a0€ d’achats.",
    });
    expect(fewer.json.data.totals).toEqual({ products: 6400, discount: 0, total: 6400 });
    const again = await guest.put(path, { quantity: 4, idCartProduct: cartNow.products[0].id });
    expect(again.json.data.discount).toMatchObject({ total: 1500, problem: null });
  });

  it('refuses a code before its first day and after its last as if it did not exist', async () => {
    const guest = browser(shop);
    const { id } = await cartOfHenri(guest, 6);
    const now = shop.clock.now;
    shop.clock.now = shop.demoDate('2026-11-01T10:00:00Z');
    const early = await guest.post(`/cart/${id}`, { discountCode: 'NOEL2026' });
    shop.clock.now = shop.demoDate('2027-01-02T10:00:00Z');
    const late = await guest.post(`/cart/${id}`, { discountCode: 'NOEL2026' }, { lang: 'en_US' });
    shop.clock.now = now;
    // A guesser learns nothing from a code's dates: not yet valid, expired and unknown answer alike.
    const unknown = await guest.post(`/cart/${id}`, { discountCode: 'NOEL2025' });
    expect(early.json.message).toBe(unknown.json.message!.replace('NOEL2025', 'NOEL2026'));
    expect(early.json.message).toBe('Le code «\u00a0NOEL2026\u00a0» n’est pas valable.');
    expect(late.json.message).toBe('The code “NOEL2026” is not valid.');
    expect([early.status, late.status, unknown.status]).toEqual([400, 400, 400]);
    const expired = await guest.post(`/cart/${id}`, { discountCode: 'PRINTEMPS2025' });
    expect(expired.status).toBe(400);
    expect(expired.json.message).toBe('Le code «\u00a0PRINTEMPS2025\u00a0» n’est pas valable.');
  });

  it('refuses a code used as many times as it may be', async () => {
    await shop.db.insert(discount).values({ code: 'VENDANGES', type: 'PERCENT', amount: 500, detailType: 'CART', maxUses: 50, usesCount: 50 });
    const guest = browser(shop);
    const { id } = await cartOfHenri(guest, 1);
    const usedUp = await guest.post(`/cart/${id}`, { discountCode: 'VENDANGES' });
    expect(usedUp.status).toBe(400);
    expect(usedUp.json.message).toBe('Le code VENDANGES a déjà été utilisé autant de fois que prévu.');
    await shop.db.update(discount).set({ usesCount: 49 }).where(eq(discount.code, 'VENDANGES'));
    const lastOne = await guest.post(`/cart/${id}`, { discountCode: 'VENDANGES' });
    expect(lastOne.json.data.discount).toMatchObject({ code: 'VENDANGES', type: 'PERCENT', amount: 500, total: 160 });
  });

  it('applies a once-per-customer code only to a signed-in customer who has not used it', async () => {
    const guest = browser(shop, '198.51.100.40');
    const { id } = await cartOfHenri(guest, 5);
    const anonymous = await guest.post(`/cart/${id}`, { discountCode: 'BIENVENUE10' });
    expect(anonymous.status).toBe(400);
    expect(anonymous.json.message).toBe("Connectez-vous pour utiliser le code BIENVENUE10\u00a0: il n’est valable qu’une fois par client.");

    const customer = await guest.signUp('bienvenue@example.fr');
    await guest.get(`/cart/${id}/default`);
    const applied = await guest.post(`/cart/${id}`, { discountCode: 'BIENVENUE10' });
    expect(applied.status).toBe(200);
    // 10 % of 160 €.
    expect(applied.json.data.discount).toMatchObject({ code: 'BIENVENUE10', type: 'PERCENT', detailType: 'CART', amount: 1000, total: 1600 });
    expect(applied.json.data.totals).toEqual({ products: 16_000, discount: 1600, total: 14_400 });

    // Once the customer has ordered with it, the code no longer applies to them.
    const [placed] = await shop.db
      .insert(order)
      .values({
        number: 'T-0001',
        userId: customer.id,
        lang: 'fr_FR',
        deliveryType: 'NO_DELIVERY',
        billingAddress: { firstname: 'Camille', lastname: 'Moreau', address: '1 rue des Tilleuls', postalCode: '49400', city: 'Saumur', country: { id: 1, alphaTwo: 'FR', name: 'France' } },
        email: 'bienvenue@example.fr',
        productsTotal: 16_000,
        discountTotal: 1600,
        total: 14_400,
        salesTermsAcceptedAt: shop.clock.now,
      })
      .returning({ id: order.id });
    const [code] = await shop.db.select({ id: discount.id }).from(discount).where(eq(discount.code, 'BIENVENUE10'));
    await shop.db.insert(discountRedemption).values({ discountId: code.id, orderId: placed.id, userId: customer.id, email: 'bienvenue@example.fr' });

    const kept = await guest.post(`/cart/${id}`, {});
    expect(kept.json.data.discount).toMatchObject({
      total: 0,
      problem: "Vous avez déjà utilisé le code BIENVENUE10\u00a0: il n’est valable qu’une fois par client.",
    });
    await guest.post(`/cart/${id}`, { discountCode: null });
    const again = await guest.post(`/cart/${id}`, { discountCode: 'BIENVENUE10' }, { lang: 'en_US' });
    expect(again.status).toBe(400);
    expect(again.json.message).toBe('You have already used the code BIENVENUE10: it is valid once per customer.');
  });

  it('records a free-shipping code for the checkout, taking nothing off the products', async () => {
    const guest = browser(shop);
    const { id } = await cartOfHenri(guest, 6);
    const applied = await guest.post(`/cart/${id}`, { discountCode: 'livraison' });
    expect(applied.status).toBe(200);
    expect(applied.json.message).toBe("Le code LIVRAISON est enregistré\u00a0: il s’appliquera aux frais de livraison.");
    expect(applied.json.data.discount).toEqual({ code: 'LIVRAISON', type: 'PERCENT', detailType: 'SHIPPING_FEES', amount: 10_000, total: 0, problem: null });
    expect(applied.json.data.totals).toEqual({ products: 19_200, discount: 0, total: 19_200 });
  });

  it("takes a product code off that product's lines only, and refuses it without the product", async () => {
    const henri = await declinationOf(shop, 'TIL-HEN-2020-75');
    await shop.db.insert(discount).values({ code: 'HENRI5', type: 'EURO', amount: 500, detailType: 'PRODUCT', productId: henri.productId });
    await shop.db.insert(discount).values({ code: 'HENRI10', type: 'PERCENT', amount: 1000, detailType: 'PRODUCT', productId: henri.productId });
    const guest = browser(shop);
    const tuffeaux = await declinationOf(shop, 'TIL-SCT-2024-75');
    const { id } = (await guest.add('new', tuffeaux.id, { quantity: 6 })).json.data;
    const without = await guest.post(`/cart/${id}`, { discountCode: 'HENRI5' });
    expect(without.status).toBe(400);
    expect(without.json.message).toBe('Le code HENRI5 ne s’applique à aucun article de votre panier.');

    await guest.add(id, henri.id, { quantity: 2 });
    const euros = await guest.post(`/cart/${id}`, { discountCode: 'HENRI5' });
    // 5 € off each of the two bottles; the Tuffeaux keep their price.
    expect(euros.json.data.discount).toMatchObject({ detailType: 'PRODUCT', total: 1000 });
    expect(euros.json.data.totals).toEqual({ products: 8100 + 6400, discount: 1000, total: 13_500 });
    const percent = await guest.post(`/cart/${id}`, { discountCode: 'HENRI10' });
    expect(percent.json.data.discount).toMatchObject({ code: 'HENRI10', total: 640 });
  });
});
