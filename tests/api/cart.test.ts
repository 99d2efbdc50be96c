import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { Cart } from '~/lib/cart';
import { cartAddFailureSchema, cartSchema } from '~/lib/contracts/cart';
import { cart, declination } from '~/server/db/schema';
import { browser, declinationOf, NBSP } from './cart-browser';
import { startTestShop, type TestShop } from './harness';

// The cart API on the demo estate: who may read a cart, and adding,
// changing and removing lines, with the figures the server computes and never takes from the client.

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
  shop.clock.now = shop.demoDate('2026-11-20T10:00:00Z');
});
afterAll(() => shop.close());

describe('carts and who may read them', () => {
  it("creates the guest's main cart with an HttpOnly, SameSite=Lax token, and finds it again", async () => {
    const guest = browser(shop);
    const created = await guest.post('/cart', {});
    expect(created.status).toBe(200);
    expect(created.json.data).toMatchObject({ type: 'MAIN_CART', products: [], totalProduct: 0, totals: { products: 0, discount: 0, total: 0 } });
    const token = created.headers.getSetCookie().find((c) => c.startsWith('cartToken='))!;
    expect(token).toMatch(/HttpOnly/);
    expect(token).toMatch(/SameSite=Lax/);
    expect(token).toMatch(/Path=\//);

    const again = await guest.post('/cart', { type: 'MAIN_CART' });
    expect(again.json.data.id).toBe(created.json.data.id);
    expect(again.headers.getSetCookie()).toEqual([]);
    expect((await guest.post('/cart/new', {})).json.data.id).toBe(created.json.data.id);
    const byId = await guest.post(`/cart/${created.json.data.id}`, {});
    expect(byId.status).toBe(200);
    expect(byId.json.data.id).toBe(created.json.data.id);
    // Only the hash of the token is stored.
    const [row] = await shop.db.select().from(cart).where(eq(cart.id, created.json.data.id));
    expect(row.guestTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.guestTokenHash).not.toBe(guest.cookies.get('cartToken'));
  });

  it('keeps the new cart when the code sent with its creation is refused', async () => {
    const guest = browser(shop);
    const refused = await guest.post('/cart', { discountCode: 'INCONNU' });
    expect(refused.status).toBe(400);
    expect(guest.cookies.has('cartToken')).toBe(true);
    const [{ count }] = (await shop.db.execute<{ count: number }>(sql`select count(*)::int as count from cart`)).rows;
    await guest.post('/cart', {});
    const [{ count: after }] = (await shop.db.execute<{ count: number }>(sql`select count(*)::int as count from cart`)).rows;
    expect(after).toBe(count);
  });

  it("answers 404 for another visitor's cart, exactly as for a cart that does not exist", async () => {
    const owner = browser(shop);
    const tuffeaux = await declinationOf(shop, 'TIL-SCT-2024-75');
    const added = await owner.add('new', tuffeaux.id, { quantity: 6 });
    expect(added.status).toBe(200);
    const id = added.json.data.id;
    const lineId = added.json.data.products[0].id;

    const stranger = browser(shop, '198.51.100.21');
    await stranger.post('/cart', {});
    const missing = await stranger.post('/cart/999999', {});
    expect(missing.status).toBe(404);
    const calls = [
      await stranger.post(`/cart/${id}`, {}),
      await stranger.add(id, tuffeaux.id, { quantity: 6 }),
      await stranger.put(`/cart/${id}/product/${tuffeaux.productId}/quantity`, { quantity: 12, idCartProduct: lineId }),
      await stranger.delete(`/cart/${id}/product/${tuffeaux.productId}/${lineId}`),
      await stranger.delete(`/cart/${id}`),
      await browser(shop, '198.51.100.22').post(`/cart/${id}`, {}),
    ];
    for (const call of calls) expect({ status: call.status, message: call.json.message }).toEqual({ status: 404, message: missing.json.message });
    expect(missing.json.message).toBe("Ce panier n’existe pas ou n’est plus disponible.");

    const untouched = await owner.post(`/cart/${id}`, {});
    expect(untouched.json.data.products).toMatchObject([{ id: lineId, quantity: 6 }]);
  });
});

describe('adding to the cart', () => {
  it('adds a declination to a new cart with the figures of the catalogue, and adds to its line', async () => {
    const guest = browser(shop);
    const tuffeaux = await declinationOf(shop, 'TIL-SCT-2024-75');
    const first = await guest.add('new', tuffeaux.id, { quantity: '6', type: 'MAIN_CART' });
    expect(first.status).toBe(200);
    expect(first.json.message).toBe(`C’est dans votre panier\u00a0: Les Tuffeaux 2024 – 75${NBSP}cl.`);
    const line = first.json.data.products[0];
    expect(line).toMatchObject({
      productId: tuffeaux.productId,
      declinationId: tuffeaux.id,
      quantity: 6,
      type: 'WINE',
      isDematerialized: false,
      hasShippingFees: true,
      reference: 'TIL-SCT-2024-75',
      sellByMultipleOf: 1,
      capacity: 75,
      capacityUnit: 'CENTILITRE',
      name: 'Les Tuffeaux',
      label: `Les Tuffeaux 2024 – 75${NBSP}cl`,
      year: 2024,
      basePrice: 1350,
      customizationCost: 0,
      unitPrice: 1350,
      lineTotal: 8100,
      volumeDiscount: null,
      customizations: [],
      stock: null,
      problem: null,
    });
    expect(line.path).toMatch(new RegExp(`^/wines/[a-z-]+/${tuffeaux.productId}$`));
    expect(line.image!.url).toMatch(/^\/api\/media\/\d+\//);

    // Six more of the same: one line of twelve, which reaches the 5 % volume tier of the product.
    const second = await guest.add(first.json.data.id, tuffeaux.id, { quantity: 6 });
    expect(second.json.data.products).toHaveLength(1);
    expect(second.json.data.products[0]).toMatchObject({
      quantity: 12,
      volumeDiscount: { minQuantity: 12, type: 'PERCENT', amount: 500, perUnit: 68 },
      unitPrice: 1282,
      lineTotal: 15_384,
    });
    expect(second.json.data.totalProduct).toBe(12);
    expect(second.json.data.totals).toEqual({ products: 15_384, discount: 0, total: 15_384 });
  });

  it('reaches a volume tier of the product with bottles of several vintages', async () => {
    const guest = browser(shop);
    const vintage2024 = await declinationOf(shop, 'TIL-SCT-2024-75');
    const vintage2023 = await declinationOf(shop, 'TIL-SCT-2023-75');
    const { id } = (await guest.add('new', vintage2024.id, { quantity: 6 })).json.data;
    const both = (await guest.add(id, vintage2023.id, { quantity: 6 })).json.data as Cart;
    // 5 % from 12 bottles of Les Tuffeaux: 13.50 € → 12.82 €, 12.90 € → 12.25 €.
    expect(both.products.map((l) => [l.basePrice, l.volumeDiscount?.minQuantity, l.unitPrice])).toEqual([
      [1350, 12, 1282],
      [1290, 12, 1225],
    ]);
    expect(both.totals.products).toBe(6 * 1282 + 6 * 1225);
  });

  it('applies the product discount of a declination, as the catalogue does', async () => {
    const guest = browser(shop);
    const demoiselles = await declinationOf(shop, 'TIL-DEM-2023-75');
    const added = await guest.add('new', demoiselles.id, { quantity: 2 });
    // 9.50 € less 15 % (1.425 €, rounded to the cent).
    expect(added.json.data.products[0]).toMatchObject({ basePrice: 807, unitPrice: 807, lineTotal: 1614 });
  });

  it('ignores any price, total or unit price the client sends', async () => {
    const guest = browser(shop);
    const henri = await declinationOf(shop, 'TIL-HEN-2020-75');
    const forged = { quantity: 1, price: 1, unitPrice: 1, basePrice: 1, lineTotal: 1, finalPrice: 1, totals: { products: 1, total: 1 } };
    const added = await guest.add('new', henri.id, forged);
    expect(added.status).toBe(200);
    const id = added.json.data.id;
    expect(added.json.data.products[0]).toMatchObject({ unitPrice: 3200, lineTotal: 3200 });
    const refreshed = await guest.post(`/cart/${id}`, { totals: { products: 1, discount: 0, total: 1 }, products: [{ id: 1, unitPrice: 1 }], discount: { total: 3199 } });
    expect(refreshed.json.data.totals).toEqual({ products: 3200, discount: 0, total: 3200 });
    const changed = await guest.put(`/cart/${id}/product/${henri.productId}/quantity`, {
      quantity: 2,
      idCartProduct: added.json.data.products[0].id,
      unitPrice: 1,
      lineTotal: 2,
    });
    expect(changed.json.data.products[0]).toMatchObject({ quantity: 2, unitPrice: 3200, lineTotal: 6400 });
    expect(changed.json.data.totals.total).toBe(6400);
  });
});

describe('changing and removing lines', () => {
  it('changes a quantity under the same rules, and refuses a line of another product', async () => {
    const guest = browser(shop);
    const perrieres = await declinationOf(shop, 'TIL-PER-2023-75');
    const added = await guest.add('new', perrieres.id, { quantity: 6 });
    const { id } = added.json.data;
    const lineId = added.json.data.products[0].id;
    const path = `/cart/${id}/product/${perrieres.productId}/quantity`;

    const changed = await guest.put(path, { quantity: 18, idCartProduct: lineId });
    expect(changed.status).toBe(200);
    expect(changed.json.message).toBe(`Quantité mise à jour\u00a0: Les Perrières 2023 – 75${NBSP}cl.`);
    expect(changed.json.data.products[0]).toMatchObject({ quantity: 18, lineTotal: 18 * 1090 });

    const odd = await guest.put(path, { quantity: 5, idCartProduct: lineId }, { lang: 'en_US' });
    expect(odd.status).toBe(400);
    expect(odd.json.message).toBe(`Les Perrières 2023 – 75${NBSP}cl: This product can only be added by multiple of 6 bottles.`);
    const zero = await guest.put(path, { quantity: 0, idCartProduct: lineId });
    expect(zero.json.data.errors[0].message).toBe('La quantité doit être supérieure à 0.');

    const tuffeaux = await declinationOf(shop, 'TIL-SCT-2024-75');
    const wrongProduct = await guest.put(`/cart/${id}/product/${tuffeaux.productId}/quantity`, { quantity: 6, idCartProduct: lineId });
    expect(wrongProduct.status).toBe(404);
    expect(wrongProduct.json.message).toBe("Cet article n’est plus dans votre panier.");
    const noLine = await guest.put(path, { quantity: 6, idCartProduct: 999_999 });
    expect(noLine.status).toBe(404);
    const noBody = await guest.put(path, { quantity: 6 });
    expect(noBody.status).toBe(400);
  });

  it('removes a line, then deletes the cart and forgets its token', async () => {
    const guest = browser(shop);
    const perrieres = await declinationOf(shop, 'TIL-PER-2023-75');
    const knife = await declinationOf(shop, 'TIL-ACC-LIM');
    const first = await guest.add('new', perrieres.id, { quantity: 6 });
    const { id } = first.json.data;
    const both = await guest.add(id, knife.id, { quantity: 1 });
    expect(both.json.data.products.map((l: Cart['products'][number]) => l.declinationId)).toEqual([perrieres.id, knife.id]);

    const knifeLine = both.json.data.products[1].id;
    const removed = await guest.delete(`/cart/${id}/product/${knife.productId}/${knifeLine}`);
    expect(removed.status).toBe(200);
    expect(removed.json.message).toBe("Tire-bouchon limonadier en olivier n’est plus dans votre panier.");
    expect(removed.json.data.products.map((l: Cart['products'][number]) => l.declinationId)).toEqual([perrieres.id]);
    const again = await guest.delete(`/cart/${id}/product/${knife.productId}/${knifeLine}`);
    expect(again.status).toBe(404);

    const deleted = await guest.delete(`/cart/${id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.json).toEqual({ success: true, data: null, message: 'Votre panier a été vidé.' });
    expect(guest.cookies.has('cartToken')).toBe(false);
    expect((await guest.post(`/cart/${id}`, {})).status).toBe(404);
    const fresh = await guest.post('/cart', {});
    expect(fresh.json.data.id).not.toBe(id);
  });

  it('says a line is no longer for sale, and lets the customer remove it', async () => {
    const guest = browser(shop);
    const knife = await declinationOf(shop, 'TIL-ACC-LIM');
    const added = (await guest.add('new', knife.id, { quantity: 1 })).json.data as Cart;
    await shop.db.update(declination).set({ isValid: false }).where(eq(declination.id, knife.id));
    const refreshed = (await guest.post(`/cart/${added.id}`, {})).json.data as Cart;
    const change = await guest.put(`/cart/${added.id}/product/${knife.productId}/quantity`, { quantity: 2, idCartProduct: added.products[0].id });
    const removed = await guest.delete(`/cart/${added.id}/product/${knife.productId}/${added.products[0].id}`);
    await shop.db.update(declination).set({ isValid: true }).where(eq(declination.id, knife.id));
    expect(refreshed.products[0].problem).toBe("Ce produit n’est plus en vente\u00a0: retirez-le de votre panier.");
    expect(change.status).toBe(404);
    expect(change.json.message).toBe("Ce produit n’est pas en vente.");
    expect(removed.status).toBe(200);
    expect(removed.json.data.products).toEqual([]);
  });

  it('keeps an ordered cart as it is: it can no longer change', async () => {
    const guest = browser(shop);
    const tuffeaux = await declinationOf(shop, 'TIL-SCT-2024-75');
    const added = await guest.add('new', tuffeaux.id, { quantity: 6 });
    const { id } = added.json.data;
    const lineId = added.json.data.products[0].id;
    await shop.db.update(cart).set({ orderedAt: shop.clock.now }).where(eq(cart.id, id));

    const calls = [
      await guest.post(`/cart/${id}`, {}),
      await guest.add(id, tuffeaux.id, { quantity: 6 }),
      await guest.put(`/cart/${id}/product/${tuffeaux.productId}/quantity`, { quantity: 12, idCartProduct: lineId }),
      await guest.delete(`/cart/${id}/product/${tuffeaux.productId}/${lineId}`),
      await guest.delete(`/cart/${id}`),
    ];
    for (const call of calls) {
      expect({ status: call.status, message: call.json.message }).toEqual({
        status: 409,
        message: 'Ce panier a déjà été commandé\u00a0: il ne peut plus être modifié.',
      });
    }
    // The next add starts a new cart.
    const next = await guest.add('new', tuffeaux.id, { quantity: 6 });
    expect(next.json.data.id).not.toBe(id);
    expect(next.json.data.products).toHaveLength(1);
  });
});

describe('the cart contract (src/lib/contracts/cart.ts)', () => {
  // Parsing strips what the contract does not name: an answer equal to its parse has no field the
  // islands' types do not know, and every field they know, of the type they expect.
  it('describes exactly what the cart calls answer, a refusal included', async () => {
    const guest = browser(shop);
    const tuffeaux = await declinationOf(shop, 'TIL-SCT-2024-75');
    const added = (await guest.add('new', tuffeaux.id, { quantity: 12 })).json.data as Cart;
    const coded = (await guest.post(`/cart/${added.id}`, { discountCode: 'noel2026' })).json.data as Cart;
    const grains = await declinationOf(shop, 'TIL-GOR-2019-37');
    const refused = (await guest.add(added.id, grains.id, { quantity: 4 })).json;

    expect(added.products[0].volumeDiscount).not.toBeNull();
    expect(coded.discount).not.toBeNull();
    expect(cartSchema.parse(added)).toEqual(added);
    expect(cartSchema.parse(coded)).toEqual(coded);
    expect(cartAddFailureSchema.parse(refused)).toEqual(refused);
    expect(cartSchema.safeParse({ ...added, totals: { ...added.totals, total: '15384' } }).success).toBe(false);
  });
});
