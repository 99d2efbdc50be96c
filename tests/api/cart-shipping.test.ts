import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Cart } from '~/lib/cart';
import { declination } from '~/server/db/schema';
import { browser, declinationOf } from './cart-browser';
import { startTestShop, type TestShop } from './harness';

// What the cart says about shipping: bottles as docs/rules.md#counting-bottles counts them, free shipping,
// dematerialized products, and lines that can no longer be ordered.

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
  shop.clock.now = shop.demoDate('2026-11-20T10:00:00Z');
});
afterAll(() => shop.close());

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
    await shop.setParameter('FREE_SHIPPING_PRICE', '450');
    const cartNow = (await guest.add('new', henri.id, { quantity: 12 })).json.data as Cart;
    // 12 × 32 € = 384 €: 66 € to go to 450 €.
    expect(cartNow.totals.total).toBe(38_400);
    expect(cartNow.freeShipping).toEqual({ isFree: false, bottlesLeft: 48, amountLeft: 6600 });
    const more = (await guest.put(`/cart/${cartNow.id}/product/${henri.productId}/quantity`, { quantity: 15, idCartProduct: cartNow.products[0].id })).json.data as Cart;
    expect(more.freeShipping).toEqual({ isFree: true, bottlesLeft: 45, amountLeft: 0 });
    await shop.setParameter('FREE_SHIPPING_PRICE', '300');

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
    expect(refreshed.products[0]).toMatchObject({ quantity: 6, stock: 4, problem: 'Plus que 4 en stock.' });
  });
});
