import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  orderCheckSchema,
  orderDetailSchema,
  orderDiscountQuoteSchema,
  orderPageSchema,
  orderStatusLabelSchema,
  paymentResultSchema,
  placedOrderSchema,
  shippingFeesSchema,
  type OrderDetail,
} from '~/lib/contracts/order';
import { cart, country, order, orderStatusHistory, user } from '~/server/db/schema';
import { cspHash } from '~/server/http/security-headers';
import { PENDING_SECONDS } from '~/server/payments/sandbox';
import { browser, declinationOf } from './cart-browser';
import { startTestShop, type TestShop } from './harness';
import { customerWithCart, franceId, homeDelivery, paySandbox, result, setStock, stockOf } from './order-support';

// Orders from the server's view of the cart: shipping fees, checks, totals recomputed, stock held
// and given back, who may read an order, and the sandbox card payment end to end.

let shop: TestShop;
let fr: number;
beforeAll(async () => {
  shop = await startTestShop();
  fr = await franceId(shop);
  // Enough of the wine most tests order for all of them.
  await setStock(shop, (await declinationOf(shop, 'TIL-HEN-2020-75')).id, 500);
});
afterAll(() => shop.close());

describe('shipping fees', () => {
  it("prices the estate's carriers for the cart's bottles, free from the threshold", async () => {
    const { customer } = await customerWithCart(shop, 'TIL-HEN-2020-75', 6);
    const fees = await customer.post('/calculate/shipping-fees', { postalCode: '49400', country: 'FR' });
    expect(fees.status).toBe(200);
    expect(fees.json.data.bottles).toBe(6);
    expect(fees.json.data.isFree).toBe(false);
    expect(fees.json.data.carriers.find((c: any) => c.serviceCode === 'COLISSIMO_DOMICILE')).toMatchObject({ deliveryType: 'DELIVERY', price: 1490 });
    expect(fees.json.data.carriers.some((c: any) => c.deliveryType === 'PICKUP')).toBe(true);
  });

  it('is free from 60 bottles, and refuses too few bottles, abroad and overseas with the reason', async () => {
    const visitor = browser(shop);
    const { item } = await customerWithCart(shop, 'TIL-HEN-2020-75', 6);
    const free = await visitor.post('/calculate/shipping-fees', { products: [{ idProduct: item.id, quantity: 60 }], postalCode: '75011', country: fr });
    expect(free.json.data.isFree).toBe(true);
    expect(free.json.data.carriers.every((c: any) => c.price === 0)).toBe(true);

    const few = await visitor.post('/calculate/shipping-fees', { products: [{ idProduct: item.id, quantity: 3 }], postalCode: '75011', country: 'FR' });
    expect(few.status).toBe(400);
    expect(few.json.message).toContain('au moins 6 bouteilles');

    const abroad = await visitor.post('/calculate/shipping-fees', { products: [{ idProduct: item.id, quantity: 6 }], postalCode: '1000', country: 'BE' }, { lang: 'en_US' });
    expect(abroad.status).toBe(400);
    expect(abroad.json.message).toContain('metropolitan France');
    const overseas = await visitor.post('/calculate/shipping-fees', { products: [{ idProduct: item.id, quantity: 6 }], postalCode: '97400', country: 'FR' });
    expect(overseas.status).toBe(400);

    await shop.setParameter('MAXIMUM_EXPEDITION_BOTTLE', '24');
    const many = await visitor.post('/calculate/shipping-fees', { products: [{ idProduct: item.id, quantity: 30 }], postalCode: '75011', country: 'FR' });
    expect(many.status).toBe(400);
    expect(many.json.message).toContain('au plus 24 bouteilles');
    await shop.setParameter('MAXIMUM_EXPEDITION_BOTTLE', null);
  });
});

describe('placing an order', () => {
  it('needs a signed-in customer, ticked sales terms and age', async () => {
    const { customer, cartId } = await customerWithCart(shop, 'TIL-HEN-2020-75', 6);
    expect((await browser(shop).post('/order', homeDelivery(cartId, fr))).status).toBe(401);
    const noTerms = await customer.post('/order', homeDelivery(cartId, fr, { acceptSalesTerms: false }));
    expect(noTerms.status).toBe(400);
    expect(noTerms.json.message).toContain('conditions générales de vente');
    const notAdult = await customer.post('/order', homeDelivery(cartId, fr, { isAdult: false }));
    expect(notAdult.status).toBe(400);
  });

  it('refuses a customer whose birthdate says 17, whatever the box ticked, and takes one who is 18 today', async () => {
    const { customer, cartId, email } = await customerWithCart(shop, 'TIL-HEN-2020-75', 6);
    const today = shop.clock.now;
    const yearsAgo = (years: number, days = 0) => {
      const date = new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate() + days));
      return date.toISOString().slice(0, 10);
    };
    await shop.db.update(user).set({ birthdate: yearsAgo(18, 1) }).where(eq(user.email, email));
    const minor = await customer.post('/order', homeDelivery(cartId, fr));
    expect([minor.status, minor.json.message]).toEqual([400, 'La vente d’alcool aux mineurs est interdite\u00a0: vous devez avoir 18 ans pour commander.']);
    expect(await shop.db.select().from(order).where(eq(order.cartId, cartId))).toHaveLength(0);

    await shop.db.update(user).set({ birthdate: yearsAgo(18) }).where(eq(user.email, email));
    expect((await customer.post('/order', homeDelivery(cartId, fr))).status).toBe(200);
  });

  it('validates the cart with the server totals', async () => {
    const { customer, cartId } = await customerWithCart(shop, 'TIL-HEN-2020-75', 6);
    const checked = await customer.post('/order/validate', { idCart: cartId });
    expect(checked.status).toBe(200);
    expect(checked.json.data).toMatchObject({ idCart: cartId, bottles: 6, needsShipping: true, totals: { products: 6 * 3200, discount: 0, total: 6 * 3200 } });
  });

  it('ignores a forged total and recomputes prices and fees; holds the stock; closes the cart', async () => {
    const { customer, cartId, item } = await customerWithCart(shop, 'TIL-HEN-2020-75', 6);
    const before = await stockOf(shop, item.id);
    const placed = await customer.post('/order', homeDelivery(cartId, fr, { delivery: { type: 'DELIVERY', serviceCode: 'COLISSIMO_DOMICILE', servicePrice: 0 }, total: 1, totals: { total: 1 } }));
    expect(placed.status).toBe(200);
    const o = placed.json.data.order;
    expect(o.totals).toEqual({ products: 19_200, discount: 0, shippingFees: 1490, total: 20_690 });
    expect(o.status).toBe('AWAITING_PAYMENT');
    expect(o.lines[0]).toMatchObject({ quantity: 6, unitPrice: 3200, total: 19_200 });
    expect(o.history.map((h: any) => h.status)).toEqual(['AWAITING_PAYMENT']);
    expect(new Date(o.stockHeldUntil).getTime()).toBeGreaterThan(Date.now());
    expect(placed.json.data.redirectUrl).toMatch(/^\/api\/payment\/sandbox\/pay\/sbx_/);
    expect(await stockOf(shop, item.id)).toBe(before! - 6);
    const [closed] = await shop.db.select().from(cart).where(eq(cart.id, cartId));
    expect(closed.orderedAt).not.toBeNull();
    // The same cart cannot be ordered twice.
    expect((await customer.post('/order', homeDelivery(cartId, fr))).status).toBe(409);
  });

  it('refuses an unknown carrier and a delivery abroad', async () => {
    const { customer, cartId } = await customerWithCart(shop, 'TIL-HEN-2020-75', 6);
    const unknown = await customer.post('/order', homeDelivery(cartId, fr, { delivery: { type: 'DELIVERY', serviceCode: 'NOPE' } }));
    expect(unknown.status).toBe(400);
    const body = homeDelivery(cartId, fr);
    const overseas = await customer.post('/order', { ...body, address: { ...body.address, delivery: { ...body.address.delivery, postalCode: '97400' } }, deliveryPostalCode: '97400' });
    expect(overseas.status).toBe(400);
    expect(overseas.json.message).toContain('France métropolitaine');
  });

  it('lets only its customer or an admin read an order; lists the customer’s orders newest first', async () => {
    const { customer, cartId } = await customerWithCart(shop, 'TIL-HEN-2020-75', 6);
    const placed = await customer.post('/order', homeDelivery(cartId, fr));
    const id = placed.json.data.order.id;
    expect((await customer.get(`/order/${id}`)).status).toBe(200);
    const other = (await customerWithCart(shop, 'TIL-HEN-2020-75', 6)).customer;
    const denied = await other.get(`/order/${id}`);
    expect(denied.status).toBe(404);
    expect((await other.get(`/order/cawl/result/${id}`)).status).toBe(404);
    expect((await browser(shop).get(`/order/${id}`)).status).toBe(401);
    const list = await customer.get('/order');
    expect(list.json.data.items.map((o: any) => o.id)).toEqual([id]);
    expect((await other.get('/order')).json.data.items).toEqual([]);
  });

  it('lists the statuses with their labels', async () => {
    const statuses = await shop.get('/list/order/status', { lang: 'en_US' });
    expect(statuses.json.data.find((s: any) => s.value === 'PAID').label).toBe('Paid');
  });

  it('gives the stock back when the hold expires', async () => {
    // A wine no other test orders, so that only this order's stock comes back.
    const { customer, cartId, item } = await customerWithCart(shop, 'TIL-FDT-2024-75', 6);
    await setStock(shop, item.id, 6);
    const id = (await customer.post('/order', homeDelivery(cartId, fr))).json.data.order.id;
    expect(await stockOf(shop, item.id)).toBe(0);
    shop.clock.now = new Date(Date.now() + 31 * 60_000);
    const read = await customer.get(`/order/${id}`);
    shop.clock.now = new Date();
    expect(read.json.data.status).toBe('CANCELLED');
    expect(await stockOf(shop, item.id)).toBe(6);
    // The cart is the customer's current cart again.
    expect((await customer.post('/cart', {})).json.data.id).toBe(cartId);
  });
});

describe('the destination is the delivery address, whatever the payload says of it', () => {
  const ONLY_MAINLAND_FR = 'Nous livrons uniquement en France métropolitaine, Corse comprise (pas les départements et territoires d’outre-mer). Choisissez une adresse de livraison en France métropolitaine ou le retrait au caveau.';
  const ONLY_MAINLAND_EN = 'We only deliver to metropolitan France, Corsica included (not the overseas departments and territories). Choose a delivery address in mainland France or collection at the cellar.';
  const countryId = async (alphaTwo: string) => (await shop.db.select({ id: country.id }).from(country).where(eq(country.alphaTwo, alphaTwo)))[0].id;

  /** The payment step's payload with this delivery address, still claiming 49400 and France. */
  const deliveredTo = (cartId: number, place: { address: string; postalCode: string; city: string; idCountry: number }) => {
    const body = homeDelivery(cartId, fr);
    return { ...body, address: { ...body.address, delivery: { ...body.address.delivery, ...place } }, deliveryPostalCode: '49400', deliveryIdCountry: fr };
  };

  it('refuses Berlin, New York and Réunion sent as 49400 France, in the caller’s language, with no order and no stock taken', async () => {
    const places = [
      { address: 'Friedrichstraße 43', postalCode: '10117', city: 'Berlin', idCountry: await countryId('DE') },
      { address: '350 Fifth Avenue', postalCode: '10118', city: 'New York', idCountry: await countryId('US') },
      { address: '12 rue de Paris', postalCode: '97400', city: 'Saint-Denis', idCountry: fr },
    ];
    for (const [index, place] of places.entries()) {
      const lang = index % 2 ? 'en_US' : 'fr_FR';
      const { customer, cartId, item } = await customerWithCart(shop, 'TIL-HEN-2020-75', 6);
      const before = await stockOf(shop, item.id);
      const refused = await customer.post('/order', deliveredTo(cartId, place), { lang });
      expect([place.city, refused.status, refused.json.message]).toEqual([place.city, 400, lang === 'en_US' ? ONLY_MAINLAND_EN : ONLY_MAINLAND_FR]);
      expect(await shop.db.select().from(order).where(eq(order.cartId, cartId))).toHaveLength(0);
      expect(await stockOf(shop, item.id)).toBe(before);
      const [open] = await shop.db.select({ orderedAt: cart.orderedAt }).from(cart).where(eq(cart.id, cartId));
      expect(open.orderedAt).toBeNull();
    }
  });

  it('refuses a French postal code that is not 5 digits, which would hide an overseas one', async () => {
    const { customer, cartId } = await customerWithCart(shop, 'TIL-HEN-2020-75', 6);
    const hidden = await customer.post('/order', deliveredTo(cartId, { address: '12 rue de Paris', postalCode: 'F-97400', city: 'Saint-Denis', idCountry: fr }));
    expect([hidden.status, hidden.json.message]).toEqual([400, 'Le code postal de livraison en France compte 5 chiffres, par exemple 49400.']);
    expect(await shop.db.select().from(order).where(eq(order.cartId, cartId))).toHaveLength(0);
  });

  it('prices a mainland address from its own postal code and country, not the ones sent beside it', async () => {
    const { customer, cartId } = await customerWithCart(shop, 'TIL-HEN-2020-75', 6);
    const paris = { address: '8 rue de la Roquette', postalCode: '75011', city: 'Paris', idCountry: fr };
    const placed = await customer.post('/order', { ...deliveredTo(cartId, paris), deliveryPostalCode: '97400', deliveryIdCountry: await countryId('US') });
    expect(placed.status).toBe(200);
    const o = placed.json.data.order;
    expect(o.shippingAddress).toMatchObject({ postalCode: '75011', city: 'Paris', country: { alphaTwo: 'FR' } });
    expect(o.totals).toEqual({ products: 19_200, discount: 0, shippingFees: 1490, total: 20_690 });
  });
});

describe('card payment with the sandbox', () => {
  it('pays on the provider’s word and mails the customer (in their language) and the estate once', async () => {
    const { customer, cartId, email } = await customerWithCart(shop, 'TIL-HEN-2020-75', 6, 'en_US');
    const placed = await customer.post('/order', homeDelivery(cartId, fr), { lang: 'en_US' });
    const { order: o, redirectUrl } = placed.json.data;
    const page = await shop.app.request(redirectUrl);
    const html = await page.text();
    expect(html).toContain('Secure payment (sandbox)');
    expect(html).toContain('4000 0000 0000 0002');
    // Its own policy: its one inline style by hash, no script, its forms posting back to the shop.
    const policy = page.headers.get('content-security-policy') ?? '';
    expect(policy).toContain(`style-src '${cspHash(/<style>([\s\S]*?)<\/style>/.exec(html)![1]!)}'`);
    expect(policy).toMatch(/default-src 'none'.*form-action 'self'.*frame-ancestors 'none'/);
    const back = await paySandbox(shop, redirectUrl, '4242 4242 4242 4242');
    expect(back.pathname).toBe(`/en_US/order/cawl/result/${o.id}`);
    const outcome = await result(customer, o.id, back);
    expect(outcome.json.data).toMatchObject({ outcome: 'success', status: 'PAID' });
    const mails = (await shop.outbox()).filter((m) => m.subject.includes(o.number));
    expect(mails.map((m) => m.to).sort()).toEqual([email, 'contact@domaine-des-tilleuls.fr'].sort());
    const mine = mails.find((m) => m.to === email)!;
    expect(mine.subject).toBe(`Your order ${o.number} is confirmed`);
    expect(mine.text).toContain('Vente à distance de produits soumis à accises');
    expect(mine.text).toContain('6 × ');
  });

  it('a declined card releases the stock and leaves the cart usable', async () => {
    const { customer, cartId, item } = await customerWithCart(shop, 'TIL-HEN-2020-75', 6);
    const before = await stockOf(shop, item.id);
    const { order: o, redirectUrl } = (await customer.post('/order', homeDelivery(cartId, fr))).json.data;
    expect(await stockOf(shop, item.id)).toBe(before! - 6);
    const back = await paySandbox(shop, redirectUrl, '4000000000000002');
    expect((await result(customer, o.id, back)).json.data).toMatchObject({ outcome: 'error', status: 'PAYMENT_FAILED' });
    expect(await stockOf(shop, item.id)).toBe(before);
    const again = await customer.post('/cart', {});
    expect(again.json.data).toMatchObject({ id: cartId, totalProduct: 6 });
    expect((await customer.post('/order/validate', { idCart: cartId })).status).toBe(200);
  });

  it('a pending card makes the customer wait, then goes through once', async () => {
    const { customer, cartId, email } = await customerWithCart(shop, 'TIL-HEN-2020-75', 6);
    const { order: o, redirectUrl } = (await customer.post('/order', homeDelivery(cartId, fr))).json.data;
    const back = await paySandbox(shop, redirectUrl, '4000 0000 0000 3063');
    expect((await result(customer, o.id, back)).json.data).toMatchObject({ outcome: 'pending', status: 'AWAITING_PAYMENT' });
    // The bank's notification comes PENDING_SECONDS later, as the sandbox's hosted page says.
    await expect.poll(async () => (await result(customer, o.id, back)).json.data.status, { timeout: (PENDING_SECONDS + 5) * 1000, interval: 250 }).toBe('PAID');
    expect((await result(customer, o.id, back)).json.data).toMatchObject({ outcome: 'success', status: 'PAID' });
    expect((await shop.outbox()).filter((m) => m.to === email && m.subject.includes(o.number))).toHaveLength(1);
  }, 20_000);

  it('cancelling on the payment page cancels the order', async () => {
    const { customer, cartId } = await customerWithCart(shop, 'TIL-HEN-2020-75', 6);
    const { order: o, redirectUrl } = (await customer.post('/order', homeDelivery(cartId, fr))).json.data;
    const back = await paySandbox(shop, redirectUrl, null);
    expect((await result(customer, o.id, back)).json.data).toMatchObject({ outcome: 'cancelled', status: 'CANCELLED' });
  });

  it('a tampered return changes nothing', async () => {
    const { customer, cartId } = await customerWithCart(shop, 'TIL-HEN-2020-75', 6);
    const { order: o, redirectUrl } = (await customer.post('/order', homeDelivery(cartId, fr))).json.data;
    const reference = redirectUrl.split('/').at(-1);
    const forged = new URL(`http://shop.test/order/cawl/result/${o.id}?reference=${reference}&status=PAID&signature=AAAA`);
    expect((await result(customer, o.id, forged)).json.data).toMatchObject({ outcome: 'error', status: 'AWAITING_PAYMENT' });
    const [row] = await shop.db.select().from(order).where(eq(order.id, o.id));
    expect(row.status).toBe('AWAITING_PAYMENT');
    const history = await shop.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, o.id));
    expect(history).toHaveLength(1);
  });
});

describe('the order contract (src/lib/contracts/order.ts)', () => {
  // Parsing strips what the contract does not name: an answer equal to its parse has no field the
  // checkout's and account's types do not know, and every field they know, of the type they expect.
  it('describes exactly what the checkout calls answer, from the shipping fees to the payment result', async () => {
    const { customer, cartId } = await customerWithCart(shop, 'TIL-HEN-2020-75', 6);
    const fees = (await customer.post('/calculate/shipping-fees', { postalCode: '49400', country: 'FR' })).json.data;
    const checked = (await customer.post('/order/validate', { idCart: cartId })).json.data;
    const relay = fees.carriers.find((c: { serviceCode: string }) => c.serviceCode === 'MONDIAL_RELAY_24R');
    const quote = (await customer.post('/order/discount', { idCart: cartId, discountCode: 'BIENVENUE10', idCarrier: relay.idCarrier, postalCode: '49400', idCountry: fr })).json.data;
    const [point] = (await browser(shop).post('/relay/access-points', { serviceCode: 'MONDIAL_RELAY_24R', country: 'FR', postalCode: '49400', city: 'Saumur' })).json.data;
    const placed = (await customer.post('/order', homeDelivery(cartId, fr, { delivery: { type: 'PICKUP', idCarrier: relay.idCarrier, accessPointId: point.id } }))).json.data;
    const read = (await customer.get(`/order/${placed.order.id}`)).json.data as OrderDetail;
    const page = (await customer.get('/order')).json.data;
    const paid = (await result(customer, placed.order.id, await paySandbox(shop, placed.redirectUrl, '4242 4242 4242 4242'))).json.data;
    const statuses = (await shop.get('/list/order/status')).json.data;

    expect(quote.value).toEqual({ code: 'BIENVENUE10' });
    expect(read).toMatchObject({ deliveryType: 'PICKUP', accessPoint: { id: point.id }, shippingAddress: { country: { alphaTwo: 'FR' } } });
    expect(shippingFeesSchema.parse(fees)).toEqual(fees);
    expect(orderCheckSchema.parse(checked)).toEqual(checked);
    expect(orderDiscountQuoteSchema.parse(quote)).toEqual(quote);
    expect(placedOrderSchema.parse(placed)).toEqual(placed);
    expect(orderDetailSchema.parse(read)).toEqual(read);
    expect(orderPageSchema.parse(page)).toEqual(page);
    expect(paymentResultSchema.parse(paid)).toEqual(paid);
    expect(orderStatusLabelSchema.array().parse(statuses)).toEqual(statuses);
    // A status the shop does not know, or a total sent as text, is not an answer of the contract.
    expect(orderDetailSchema.safeParse({ ...read, status: 'LOST' }).success).toBe(false);
    expect(orderDiscountQuoteSchema.safeParse({ ...quote, toPay: String(quote.toPay) }).success).toBe(false);
  });
});
