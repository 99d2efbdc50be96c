import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '~/lib/cart';
import { browser, declinationOf, NBSP } from './cart-browser';
import { startTestShop, type TestShop } from './harness';
import { customerWithCart, franceId, homeDelivery, setStock } from './order-support';

// The case rule (docs/rules.md#the-case-rule): what is shipped, at home or to a relay point, goes in whole
// cases of BOTTLE_MULTIPLE bottles, counted as for free shipping; click and collect is exempt.

let shop: TestShop;
let fr: number;

beforeAll(async () => {
  shop = await startTestShop();
  fr = await franceId(shop);
  await setStock(shop, (await declinationOf(shop, 'TIL-HEN-2020-75')).id, 500);
});
afterAll(() => shop.close());

describe('whole cases of BOTTLE_MULTIPLE', () => {
  it('tells the cart the case size, and refuses to price the shipment of an unfinished case', async () => {
    const { customer, cartId } = await customerWithCart(shop, 'TIL-HEN-2020-75', 8);
    const cart = (await customer.post(`/cart/${cartId}`, {})).json.data as Cart;
    expect(cart).toMatchObject({ bottles: 8, bottleMultiple: 6, minimumBottles: 6 });

    const fees = await customer.post('/calculate/shipping-fees', { postalCode: '49400', country: 'FR' });
    expect(fees.status).toBe(400);
    expect(fees.json.message).toBe(`Nous expédions par cartons de 6 bouteilles${NBSP}: ajoutez 4 bouteilles pour compléter un carton, ou choisissez le retrait au caveau.`);
    const inEnglish = await customer.post('/calculate/shipping-fees', { postalCode: '49400', country: 'FR' }, { lang: 'en_US' });
    expect(inEnglish.json.message).toContain('add 4 more bottles to complete a case');
  });

  it('refuses a home delivery order that breaks it, and takes it once the case is full', async () => {
    const { customer, cartId, item } = await customerWithCart(shop, 'TIL-HEN-2020-75', 11);
    const home = await customer.post('/order', homeDelivery(cartId, fr));
    expect(home.status).toBe(400);
    expect(home.json.message).toContain('ajoutez 1 bouteille pour compléter un carton');

    const cart = (await customer.post(`/cart/${cartId}`, {})).json.data as Cart;
    await customer.put(`/cart/${cartId}/product/${item.productId}/quantity`, { quantity: 12, idCartProduct: cart.products[0].id });
    const fees = await customer.post('/calculate/shipping-fees', { postalCode: '49400', country: 'FR' });
    expect(fees.status).toBe(200);
    expect(fees.json.data.bottles).toBe(12);
    expect((await customer.post('/order', homeDelivery(cartId, fr))).status).toBe(200);
  });

  it('refuses a relay-point order that breaks it', async () => {
    const [point] = (await browser(shop).post('/relay/access-points', { serviceCode: 'MONDIAL_RELAY_24R', country: 'FR', postalCode: '49400', city: 'Saumur' })).json.data;
    const { customer, cartId } = await customerWithCart(shop, 'TIL-HEN-2020-75', 9, 'en_US');
    const relay = homeDelivery(cartId, fr, { delivery: { type: 'PICKUP', serviceCode: 'MONDIAL_RELAY_24R', accessPointId: point.id } });
    const refused = await customer.post('/order', relay, { lang: 'en_US' });
    expect(refused.status).toBe(400);
    expect(refused.json.message).toBe('We ship in cases of 6 bottles: add 3 more bottles to complete a case, or choose collection at the cellar.');
  });

  it('counts half bottles as half and boxes as their bottles, rounded down', async () => {
    const visitor = browser(shop);
    const half = await declinationOf(shop, 'TIL-CLO-2022-37');
    const mixedCase = await declinationOf(shop, 'TIL-CPA-6');
    const bottle = await declinationOf(shop, 'TIL-HEN-2020-75');
    const fees = (products: { idProduct: number; quantity: number }[]) => visitor.post('/calculate/shipping-fees', { products, postalCode: '75011', country: 'FR' });
    // 6 + 1.5 + 4 = 11.5 → 11: one more bottle.
    const short = await fees([{ idProduct: mixedCase.id, quantity: 1 }, { idProduct: half.id, quantity: 3 }, { idProduct: bottle.id, quantity: 4 }]);
    expect(short.status).toBe(400);
    expect(short.json.message).toContain('ajoutez 1 bouteille pour');
    // 6 + 2 + 4 = 12.
    expect((await fees([{ idProduct: mixedCase.id, quantity: 1 }, { idProduct: half.id, quantity: 4 }, { idProduct: bottle.id, quantity: 4 }])).status).toBe(200);
  });

  it('follows the owner: another case size, or none at all', async () => {
    const visitor = browser(shop);
    const bottle = await declinationOf(shop, 'TIL-HEN-2020-75');
    const fees = (quantity: number) => visitor.post('/calculate/shipping-fees', { products: [{ idProduct: bottle.id, quantity }], postalCode: '75011', country: 'FR' });
    await shop.setParameter('BOTTLE_MULTIPLE', '12');
    try {
      expect((await fees(18)).json.message).toContain('cartons de 12 bouteilles');
      expect((await fees(24)).status).toBe(200);
      await shop.setParameter('BOTTLE_MULTIPLE', null);
      expect((await fees(7)).status).toBe(200);
    } finally {
      await shop.setParameter('BOTTLE_MULTIPLE', '6');
    }
  });
});
