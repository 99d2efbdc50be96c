import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Cart } from '~/lib/cart';
import { cart } from '~/server/db/schema';
import { browser, declinationOf } from './cart-browser';
import { startTestShop, type TestShop } from './harness';

// Signing in with a guest cart (GET /cart/{id}/default): the guest's bottles are never lost.

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
  shop.clock.now = new Date('2026-11-20T10:00:00Z');
});
afterAll(() => shop.close());

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
