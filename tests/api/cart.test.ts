import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { Cart } from '~/lib/cart';
import { cart, declination, siteParameter } from '~/server/db/schema';
import { browser, declinationOf } from './cart-browser';
import { startTestShop, type TestShop } from './harness';

// The cart API (SPEC.md section 7, Cart rows) on the demo estate: who may read a cart, adding,
// changing and removing lines under the quantity rules, and the figures the server computes.

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
  shop.clock.now = new Date('2026-11-20T10:00:00Z');
});
afterAll(() => shop.close());

const NBSP = '\u00a0';

async function setParameter(type: string, value: string | null) {
  await shop.db.update(siteParameter).set({ value }).where(eq(siteParameter.type, type));
}

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
    expect(missing.json.message).toBe("Ce panier n'existe pas ou n'est plus disponible.");

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
    expect(first.json.message).toBe(`Les Tuffeaux 2024 – 75${NBSP}cl a été ajouté à votre panier.`);
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
      fr: 'Il ne reste plus que 3 articles en stock.',
      en: 'Only 3 items remaining in stock.',
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
        expect(answer.json.message).toBe(lang === 'fr_FR' ? `${key} : ${refusal.fr}` : `${key}: ${refusal.en}`);
      }
      // Nothing was written: the browser got no cart.
      expect(guest.cookies.has('cartToken')).toBe(false);
    });
  }

  it('names the declination in the message of a stock refusal', async () => {
    const grains = await declinationOf(shop, 'TIL-GOR-2019-37');
    const answer = await browser(shop).add('new', grains.id, { quantity: 4 });
    expect(answer.json.message).toBe(`Les Grains d’Or 2019 – 37,5${NBSP}cl : Il ne reste plus que 3 articles en stock.`);
    expect(answer.json.data.errors).toEqual([{ key: `Les Grains d’Or 2019 – 37,5${NBSP}cl`, message: 'Il ne reste plus que 3 articles en stock.' }]);
  });

  it('says "multiple of n" without bottles for what is not wine', async () => {
    const knife = await declinationOf(shop, 'TIL-ACC-LIM');
    await shop.db.update(declination).set({ sellByMultipleOf: 2 }).where(eq(declination.id, knife.id));
    const fr = await browser(shop).add('new', knife.id, { quantity: 3 });
    const en = await browser(shop).add('new', knife.id, { quantity: 3 }, [], { lang: 'en_US' });
    await shop.db.update(declination).set({ sellByMultipleOf: 1 }).where(eq(declination.id, knife.id));
    expect(fr.json.message).toBe('Tire-bouchon limonadier en olivier : Ce produit ne peut être ajouté que par multiple de 2.');
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
    expect(second.json.data.errors[0].message).toBe('Il ne reste plus que 3 articles en stock.');
    const third = await guest.add(first.json.data.id, grains.id, { quantity: 1 });
    expect(third.json.data.products[0].quantity).toBe(3);
  });

  it('does not count stock when HANDLE_STOCK or USE_PRODUCT_STOCK is off', async () => {
    const grains = await declinationOf(shop, 'TIL-GOR-2019-37');
    for (const type of ['HANDLE_STOCK', 'USE_PRODUCT_STOCK']) {
      await setParameter(type, 'false');
      const answer = await browser(shop).add('new', grains.id, { quantity: 10 });
      await setParameter(type, 'true');
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
      expect(answer.json.data.errors[0].message).toBe('Une ligne ne peut pas dépasser 1000 articles : contactez-nous pour une commande plus importante.');
    }
    const thousand = await guest.add('new', tuffeaux.id, { quantity: 1000 });
    expect(thousand.json.data.products[0].quantity).toBe(1000);
    const more = await guest.add(thousand.json.data.id, tuffeaux.id, { quantity: 6 }, [], { lang: 'en_US' });
    expect(more.json.data.errors[0].message).toBe('A line cannot hold more than 1000 items: contact us for a larger order.');
  });

  it('refuses an unknown or unpublished declination', async () => {
    const unknown = await browser(shop).add('new', 999_999, { quantity: 1 });
    expect(unknown.status).toBe(404);
    expect(unknown.json.message).toBe("Ce produit n'est pas en vente.");
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
    expect(changed.json.message).toBe(`La quantité de Les Perrières 2023 – 75${NBSP}cl a été mise à jour.`);
    expect(changed.json.data.products[0]).toMatchObject({ quantity: 18, lineTotal: 18 * 1090 });

    const odd = await guest.put(path, { quantity: 5, idCartProduct: lineId }, { lang: 'en_US' });
    expect(odd.status).toBe(400);
    expect(odd.json.message).toBe(`Les Perrières 2023 – 75${NBSP}cl: This product can only be added by multiple of 6 bottles.`);
    const zero = await guest.put(path, { quantity: 0, idCartProduct: lineId });
    expect(zero.json.data.errors[0].message).toBe('La quantité doit être supérieure à 0.');

    const tuffeaux = await declinationOf(shop, 'TIL-SCT-2024-75');
    const wrongProduct = await guest.put(`/cart/${id}/product/${tuffeaux.productId}/quantity`, { quantity: 6, idCartProduct: lineId });
    expect(wrongProduct.status).toBe(404);
    expect(wrongProduct.json.message).toBe("Cet article n'est plus dans votre panier.");
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
    expect(removed.json.message).toBe('Tire-bouchon limonadier en olivier a été retiré de votre panier.');
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
    expect(refreshed.products[0].problem).toBe("Ce produit n'est plus en vente : retirez-le de votre panier.");
    expect(change.status).toBe(404);
    expect(change.json.message).toBe("Ce produit n'est pas en vente.");
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
        message: 'Ce panier a déjà été commandé : il ne peut plus être modifié.',
      });
    }
    // The next add starts a new cart.
    const next = await guest.add('new', tuffeaux.id, { quantity: 6 });
    expect(next.json.data.id).not.toBe(id);
    expect(next.json.data.products).toHaveLength(1);
  });
});

describe('signing in with a guest cart', () => {
  it('needs a signed-in customer, and the guest cart of this browser', async () => {
    const guest = browser(shop);
    const tuffeaux = await declinationOf(shop, 'TIL-SCT-2024-75');
    const { id } = (await guest.add('new', tuffeaux.id, { quantity: 6 })).json.data;
    const anonymous = await guest.get(`/cart/${id}/default`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.json.message).toBe('Connectez-vous pour retrouver ce panier dans votre compte.');

    const other = browser(shop, '198.51.100.30');
    await other.signUp('autre.client@example.fr');
    const notTheirs = await other.get(`/cart/${id}/default`);
    expect(notTheirs.status).toBe(404);
  });

  it("gives the guest cart to a customer who has none, and the guest's token no longer opens it", async () => {
    const device = browser(shop, '198.51.100.31');
    const tuffeaux = await declinationOf(shop, 'TIL-SCT-2024-75');
    const giftCard = await declinationOf(shop, 'TIL-CAD-50');
    const { id } = (await device.add('new', tuffeaux.id, { quantity: 6 })).json.data;
    await device.add(id, giftCard.id, { quantity: 1 });
    const guestToken = device.cookies.get('cartToken')!;

    await device.signUp('adopte@example.fr');
    const adopted = await device.get(`/cart/${id}/default`);
    expect(adopted.status).toBe(200);
    expect(adopted.json.message).toBe('Votre panier a été rattaché à votre compte.');
    expect(adopted.json.data.id).toBe(id);
    expect(adopted.json.data.products.map((l: Cart['products'][number]) => [l.declinationId, l.quantity])).toEqual([
      [tuffeaux.id, 6],
      [giftCard.id, 1],
    ]);
    expect(device.cookies.has('cartToken')).toBe(false);

    // The customer's main cart is this one; the guest token alone no longer reaches it.
    expect((await device.post('/cart', {})).json.data.id).toBe(id);
    const [row] = await shop.db.select().from(cart).where(eq(cart.id, id));
    expect(row.guestTokenHash).toBeNull();
    const replay = await shop.post(`/cart/${id}`, {}, { cookie: `cartToken=${guestToken}` });
    expect(replay.status).toBe(404);
    // Asking again is harmless.
    expect((await device.get(`/cart/${id}/default`)).json.data.id).toBe(id);
  });

  it("merges the guest's lines into the customer's cart: same items add up, within the stock", async () => {
    const tuffeaux = await declinationOf(shop, 'TIL-SCT-2024-75');
    const grains = await declinationOf(shop, 'TIL-GOR-2019-37');
    const knife = await declinationOf(shop, 'TIL-ACC-LIM');
    // The customer filled a cart on another device.
    const phone = browser(shop, '198.51.100.32');
    await phone.signUp('fusion@example.fr');
    const own = (await phone.add('new', tuffeaux.id, { quantity: 6 })).json.data;
    await phone.add(own.id, grains.id, { quantity: 2 });

    // On the laptop, as a guest, before signing in.
    const laptop = browser(shop, '198.51.100.33');
    const guestCart = (await laptop.add('new', tuffeaux.id, { quantity: 6 })).json.data;
    await laptop.add(guestCart.id, grains.id, { quantity: 2 });
    await laptop.add(guestCart.id, knife.id, { quantity: 1 });
    expect((await laptop.signIn('fusion@example.fr')).status).toBe(200);

    const merged = await laptop.get(`/cart/${guestCart.id}/default`);
    expect(merged.status).toBe(200);
    expect(merged.json.data.id).toBe(own.id);
    const quantities = Object.fromEntries(merged.json.data.products.map((l: Cart['products'][number]) => [l.declinationId, l.quantity]));
    // 6 + 6 bottles; 2 + 2 of a wine with only 3 left gives 3; the knife joins.
    expect(quantities).toEqual({ [tuffeaux.id]: 12, [grains.id]: 3, [knife.id]: 1 });
    expect(merged.json.data.products.every((l: Cart['products'][number]) => l.problem === null)).toBe(true);
    expect(await shop.db.select().from(cart).where(eq(cart.id, guestCart.id))).toEqual([]);
    expect((await laptop.post(`/cart/${guestCart.id}`, {})).status).toBe(404);
    expect((await phone.post('/cart', {})).json.data.totalProduct).toBe(16);
  });
});

describe('what the cart says about shipping', () => {
  it('counts half bottles as half and boxes as the bottles they hold, rounded down', async () => {
    const guest = browser(shop);
    const half = await declinationOf(shop, 'TIL-CLO-2022-37');
    const mixedCase = await declinationOf(shop, 'TIL-CPA-6');
    const magnumBox = await declinationOf(shop, 'TIL-CMG-CLO-2022');
    const bottles = await declinationOf(shop, 'TIL-SCT-2024-75');
    const knife = await declinationOf(shop, 'TIL-ACC-LIM');
    const { id } = (await guest.add('new', half.id, { quantity: 3 })).json.data;
    await guest.add(id, mixedCase.id, { quantity: 1 });
    await guest.add(id, magnumBox.id, { quantity: 1 });
    await guest.add(id, knife.id, { quantity: 1 });
    const cartNow = (await guest.add(id, bottles.id, { quantity: 3 })).json.data as Cart;
    // 1.5 + 6 + 2 + 0 + 3 = 12.5 → 12.
    expect(cartNow.bottles).toBe(12);
    expect(cartNow.products.find((l) => l.declinationId === mixedCase.id)).toMatchObject({ type: 'BOX', setQuantity: 6 });
    expect(cartNow.needsShipping).toBe(true);
    expect(cartNow.minimumBottles).toBe(6);
    expect(cartNow.maximumBottles).toBeNull();
    expect(cartNow.shippingMessage).toBeTruthy();
    expect(cartNow.freeShipping).toEqual({ isFree: false, bottlesLeft: 48, amountLeft: 30_000 - cartNow.totals.total });
  });

  it('reads FREE_SHIPPING_PRICE in euros, and frees shipping at either threshold', async () => {
    const guest = browser(shop);
    const henri = await declinationOf(shop, 'TIL-HEN-2020-75');
    await setParameter('FREE_SHIPPING_PRICE', '450');
    const cartNow = (await guest.add('new', henri.id, { quantity: 12 })).json.data as Cart;
    // 12 × 32 € = 384 €: 66 € to go to 450 €.
    expect(cartNow.totals.total).toBe(38_400);
    expect(cartNow.freeShipping).toEqual({ isFree: false, bottlesLeft: 48, amountLeft: 6600 });
    const more = (await guest.put(`/cart/${cartNow.id}/product/${henri.productId}/quantity`, { quantity: 15, idCartProduct: cartNow.products[0].id })).json.data as Cart;
    expect(more.freeShipping).toEqual({ isFree: true, bottlesLeft: 45, amountLeft: 0 });
    await setParameter('FREE_SHIPPING_PRICE', '300');

    const rose = await declinationOf(shop, 'TIL-FDT-2024-75');
    const sixty = (await browser(shop).add('new', rose.id, { quantity: 60 })).json.data as Cart;
    expect(sixty.freeShipping.isFree).toBe(true);
    expect(sixty.freeShipping.bottlesLeft).toBe(0);
  });

  it('needs no shipping when every line is dematerialized', async () => {
    const guest = browser(shop);
    const giftCard = await declinationOf(shop, 'TIL-CAD-100');
    const voucher = await declinationOf(shop, 'TIL-BON-VD2');
    const { id } = (await guest.add('new', giftCard.id, { quantity: 1 })).json.data;
    const cartNow = (await guest.add(id, voucher.id, { quantity: 2 })).json.data as Cart;
    expect(cartNow.products.every((l) => l.isDematerialized && !l.hasShippingFees)).toBe(true);
    expect(cartNow).toMatchObject({ needsShipping: false, bottles: 0, totals: { products: 10_000 + 7200 } });
    // A gift card brings no parcel closer to free shipping.
    expect(cartNow.freeShipping.amountLeft).toBe(30_000);

    const withWine = (await guest.add(id, (await declinationOf(shop, 'TIL-SCT-2024-75')).id, { quantity: 6 })).json.data as Cart;
    expect(withWine.needsShipping).toBe(true);
  });

  it('says which line cannot be ordered any more, when the stock fell after it was added', async () => {
    const guest = browser(shop);
    const cremant = await declinationOf(shop, 'TIL-PRO-NV-75');
    const { id } = (await guest.add('new', cremant.id, { quantity: 6 })).json.data;
    await shop.db.update(declination).set({ quantity: 4 }).where(eq(declination.id, cremant.id));
    const refreshed = (await guest.post(`/cart/${id}`, {})).json.data as Cart;
    await shop.db.update(declination).set({ quantity: 140 }).where(eq(declination.id, cremant.id));
    expect(refreshed.products[0]).toMatchObject({ quantity: 6, stock: 4, problem: 'Il ne reste plus que 4 articles en stock.' });
  });
});
