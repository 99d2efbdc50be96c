import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, declinationOf } from './cart-browser';
import { startTestShop, type TestShop } from './harness';
import { customerWithCart, franceId, homeDelivery, setStock } from './order-support';

// POST /order/discount: the payment step's code and totals. Whatever the code, the quote is the
// total the order is then placed at.

let shop: TestShop;
let fr: number;
let colissimo: number;
beforeAll(async () => {
  shop = await startTestShop();
  fr = await franceId(shop);
  await setStock(shop, (await declinationOf(shop, 'TIL-HEN-2020-75')).id, 500);
  const { customer } = await customerWithCart(shop, 'TIL-HEN-2020-75', 6);
  const fees = await customer.post('/calculate/shipping-fees', { postalCode: '49400', country: 'FR' });
  colissimo = fees.json.data.carriers.find((c: any) => c.serviceCode === 'COLISSIMO_DOMICILE').idCarrier;
});
afterAll(() => shop.close());

const quoteBody = (idCart: number, extra: Record<string, unknown> = {}) => ({ idCart, idCarrier: colissimo, postalCode: '49400', idCountry: fr, ...extra });

describe('POST /order/discount', () => {
  it('quotes the products and the chosen carrier without a code', async () => {
    const { customer, cartId } = await customerWithCart(shop, 'TIL-HEN-2020-75', 6);
    const quote = await customer.post('/order/discount', quoteBody(cartId));
    expect(quote.status).toBe(200);
    expect(quote.json.data).toEqual({ value: null, subtotal: 19_200, discount: 0, shippingFees: 1490, total: 20_690, giftCard: null, toPay: 20_690 });
    // No carrier chosen yet: no fee.
    expect((await customer.post('/order/discount', { idCart: cartId })).json.data).toMatchObject({ shippingFees: 0, total: 19_200 });
  });

  it('applies a code with the cart’s rules, and the placed order has the quoted totals', async () => {
    const { customer, cartId } = await customerWithCart(shop, 'TIL-HEN-2020-75', 6);
    const quote = await customer.post('/order/discount', quoteBody(cartId, { discountCode: ' bienvenue10 ' }));
    expect(quote.status).toBe(200);
    expect(quote.json.message).toBe('Le code BIENVENUE10 est appliqué.');
    expect(quote.json.data).toEqual({ value: { code: 'BIENVENUE10' }, subtotal: 19_200, discount: 1920, shippingFees: 1490, total: 18_770, giftCard: null, toPay: 18_770 });

    const placed = await customer.post('/order', homeDelivery(cartId, fr, { delivery: { type: 'DELIVERY', idCarrier: colissimo } }));
    expect(placed.status).toBe(200);
    const { subtotal, discount, shippingFees, total } = quote.json.data;
    expect(placed.json.data.order.totals).toEqual({ products: subtotal, discount, shippingFees, total });
  });

  it('takes a SHIPPING_FEES code off the fee, as the order does', async () => {
    const { customer, cartId } = await customerWithCart(shop, 'TIL-HEN-2020-75', 6);
    const quote = await customer.post('/order/discount', quoteBody(cartId, { discountCode: 'LIVRAISON' }), { lang: 'en_US' });
    expect(quote.json.message).toBe('The code LIVRAISON is saved: it will apply to the shipping fee.');
    expect(quote.json.data).toEqual({ value: { code: 'LIVRAISON' }, subtotal: 19_200, discount: 1490, shippingFees: 1490, total: 19_200, giftCard: null, toPay: 19_200 });
    const placed = await customer.post('/order', homeDelivery(cartId, fr, { delivery: { type: 'DELIVERY', idCarrier: colissimo } }));
    expect(placed.json.data.order.totals).toEqual({ products: 19_200, discount: 1490, shippingFees: 1490, total: 19_200 });
  });

  it('refuses a code with its reason and keeps the cart’s code; null removes it', async () => {
    const { customer, cartId } = await customerWithCart(shop, 'TIL-HEN-2020-75', 6);
    await customer.post('/order/discount', quoteBody(cartId, { discountCode: 'BIENVENUE10' }));
    const unknown = await customer.post('/order/discount', quoteBody(cartId, { discountCode: 'NOPE' }));
    expect(unknown.status).toBe(400);
    expect(unknown.json.message).toBe('Le code «\u00a0NOPE\u00a0» n’est pas valable.');
    // An expired code answers as one that never existed: nothing tells a guesser it was ever real.
    const expired = await customer.post('/order/discount', quoteBody(cartId, { discountCode: 'PRINTEMPS2025' }));
    expect(expired.status).toBe(400);
    expect(expired.json.message).toBe('Le code «\u00a0PRINTEMPS2025\u00a0» n’est pas valable.');
    // Absent: the code stays as it was.
    expect((await customer.post('/order/discount', quoteBody(cartId))).json.data.value).toEqual({ code: 'BIENVENUE10' });
    const removed = await customer.post('/order/discount', quoteBody(cartId, { discountCode: null }));
    expect(removed.json.message).toBe('Le code a été retiré de votre panier.');
    expect(removed.json.data).toMatchObject({ value: null, discount: 0, total: 20_690 });
  });

  it('prices free shipping from 60 bottles', async () => {
    const { customer, cartId } = await customerWithCart(shop, 'TIL-HEN-2020-75', 60);
    expect((await customer.post('/order/discount', quoteBody(cartId))).json.data).toMatchObject({ subtotal: 192_000, shippingFees: 0, total: 192_000 });
  });

  it('needs the destination of the carrier, a signed-in customer and their own cart', async () => {
    const { customer, cartId } = await customerWithCart(shop, 'TIL-HEN-2020-75', 6);
    const noDestination = await customer.post('/order/discount', { idCart: cartId, idCarrier: colissimo });
    expect(noDestination.status).toBe(400);
    expect(noDestination.json.message).toBe('Indiquez le code postal et le pays de livraison pour calculer les frais du transporteur choisi.');
    const overseas = await customer.post('/order/discount', quoteBody(cartId, { postalCode: '97400' }));
    expect(overseas.status).toBe(400);
    expect(overseas.json.message).toContain('France métropolitaine');
    expect((await browser(shop).post('/order/discount', { idCart: cartId })).status).toBe(401);
    const other = (await customerWithCart(shop, 'TIL-HEN-2020-75', 6)).customer;
    expect((await other.post('/order/discount', { idCart: cartId, discountCode: 'BIENVENUE10' })).status).toBe(404);
    expect((await customer.post('/order/discount', quoteBody(cartId))).json.data.value).toBeNull();
  });
});

describe('guessing discount codes', () => {
  it('stops an address after ten codes that are not valid, on the cart and the payment step alike, with Retry-After', async () => {
    const { customer, cartId } = await customerWithCart(shop, 'TIL-HEN-2020-75', 6);
    // A code that exists and applies costs nothing, however often it is typed.
    for (let i = 0; i < 12; i++) expect((await customer.post(`/cart/${cartId}`, { discountCode: i % 2 ? 'BIENVENUE10' : 'LIVRAISON' })).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await customer.post(`/cart/${cartId}`, { discountCode: `ESSAI${i}` })).status).toBe(400);
    for (let i = 5; i < 9; i++) expect((await customer.post('/order/discount', quoteBody(cartId, { discountCode: `ESSAI${i}` }))).status).toBe(400);
    // Expired is a miss as much as unknown.
    expect((await customer.post('/order/discount', quoteBody(cartId, { discountCode: 'PRINTEMPS2025' }))).status).toBe(400);

    const cart = await customer.post(`/cart/${cartId}`, { discountCode: 'ESSAI10' }, { lang: 'en_US' });
    expect(cart.status).toBe(429);
    expect(cart.json.message).toMatch(/^Too many invalid codes entered\. Try again in \d+ minutes?\.$/);
    expect(Number(cart.headers.get('retry-after'))).toBeGreaterThan(0);
    // Past the limit even a good code waits: the address is stopped before any lookup.
    const quote = await customer.post('/order/discount', quoteBody(cartId, { discountCode: 'LIVRAISON' }));
    expect(quote.status).toBe(429);
    expect(quote.json.message).toMatch(/^Trop de codes non valables saisis\. Réessayez dans \d+ minutes?\.$/);
    expect(quote.headers.get('retry-after')).toMatch(/^\d+$/);

    // Another address is not held back by this one, and a burst at once gets no further than the limit.
    const other = await customerWithCart(shop, 'TIL-HEN-2020-75', 6);
    const burst = await Promise.all(Array.from({ length: 30 }, (_, i) => other.customer.post(`/cart/${other.cartId}`, { discountCode: `RAFALE${i}` })));
    expect(burst.filter((answer) => answer.status === 400)).toHaveLength(10);
    expect(burst.filter((answer) => answer.status === 429)).toHaveLength(20);
  });
});
