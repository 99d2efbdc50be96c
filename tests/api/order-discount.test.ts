import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { formatPrice } from '~/lib/catalogue-format';
import { cart, discount, discountRedemption, order } from '~/server/db/schema';
import { browser, declinationOf } from './cart-browser';
import { startTestShop, type TestShop } from './harness';
import { customerWithCart, franceId, homeDelivery, setStock, stockOf } from './order-support';

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

describe('a code that stopped applying, at the payment step', () => {
  /** 10 % off the products, made by the test (no dates: nothing depends on today). */
  const newCode = (code: string, limits: Partial<typeof discount.$inferInsert> = {}) =>
    shop.db.insert(discount).values({ code, type: 'PERCENT', amount: 1000, detailType: 'CART', ...limits });
  const usesOf = async (code: string) => {
    const [row] = await shop.db.select({ id: discount.id, usesCount: discount.usesCount }).from(discount).where(eq(discount.code, code));
    return { usesCount: row.usesCount, redemptions: (await shop.db.select().from(discountRedemption).where(eq(discountRedemption.discountId, row.id))).length };
  };
  /** French typography puts fixed spaces before « : » and in prices: compared as plain spaces. */
  const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
  const ordersOf = (cartId: number) => shop.db.select({ id: order.id }).from(order).where(eq(order.cartId, cartId));
  const cartOpen = async (cartId: number) => (await shop.db.select({ orderedAt: cart.orderedAt }).from(cart).where(eq(cart.id, cartId)))[0].orderedAt === null;
  const pay = (cartId: number, expectedTotal?: number) =>
    homeDelivery(cartId, fr, { delivery: { type: 'DELIVERY', idCarrier: colissimo }, ...(expectedTotal === undefined ? {} : { expectedTotal }) });

  it('places the order at the total shown without a code below its minimum, and leaves the code unused', async () => {
    await newCode('DES250', { minimumAmount: 25_000 });
    const { customer, cartId, item } = await customerWithCart(shop, 'TIL-HEN-2020-75', 12);
    expect((await customer.post(`/cart/${cartId}`, { discountCode: 'DES250' })).status).toBe(200);
    // A line goes: 6 bottles at 32 € no longer reach the code's 250 €.
    const view = (await customer.post(`/cart/${cartId}`, {})).json.data;
    await customer.put(`/cart/${cartId}/product/${item.productId}/quantity`, { quantity: 6, idCartProduct: view.products[0].id });

    const quote = await customer.post('/order/discount', quoteBody(cartId), { lang: 'en_US' });
    const notApplying = `The code DES250 applies to purchases of ${formatPrice(25_000, 'en_US')} or more.`;
    expect(quote.json.data).toEqual({ value: { code: 'DES250', problem: notApplying }, subtotal: 19_200, discount: 0, shippingFees: 1490, total: 20_690, giftCard: null, toPay: 20_690 });

    const placed = await customer.post('/order', pay(cartId, quote.json.data.total));
    expect(placed.status).toBe(200);
    expect(placed.json.data.order.totals).toEqual({ products: 19_200, discount: 0, shippingFees: 1490, total: 20_690 });
    const [row] = await shop.db.select({ discountId: order.discountId, discount: order.discount }).from(order).where(eq(order.id, placed.json.data.order.id));
    expect(row).toEqual({ discountId: null, discount: null });
    expect(await usesOf('DES250')).toEqual({ usesCount: 0, redemptions: 0 });
  });

  it('still refuses such a code from a client that does not say which total it showed', async () => {
    await newCode('DES300', { minimumAmount: 30_000 });
    const { customer, cartId, item } = await customerWithCart(shop, 'TIL-HEN-2020-75', 12);
    await customer.post(`/cart/${cartId}`, { discountCode: 'DES300' });
    const view = (await customer.post(`/cart/${cartId}`, {})).json.data;
    await customer.put(`/cart/${cartId}/product/${item.productId}/quantity`, { quantity: 6, idCartProduct: view.products[0].id });
    const refused = await customer.post('/order', pay(cartId));
    expect(refused.status).toBe(409);
    expect(await ordersOf(cartId)).toHaveLength(0);
  });

  it('refuses with the new total a code that stopped applying between the quote and the click; nothing is written; the next click pays it', async () => {
    const start = shop.clock.now;
    await newCode('FINI', { endsAt: new Date(start.getTime() + 60_000) });
    const { customer, cartId, item } = await customerWithCart(shop, 'TIL-HEN-2020-75', 6);
    const quote = await customer.post('/order/discount', quoteBody(cartId, { discountCode: 'FINI' }));
    expect(quote.json.data).toMatchObject({ value: { code: 'FINI' }, discount: 1920, total: 18_770 });
    const stock = await stockOf(shop, item.id);

    // The code's last minute passes while the customer reads the page.
    shop.clock.now = new Date(start.getTime() + 2 * 60_000);
    const refused = await customer.post('/order', pay(cartId, 18_770));
    expect(refused.status).toBe(409);
    expect(refused.json.message).toMatch(/^Le code FINI n’est plus valable depuis le .+ Le total de votre commande/);
    expect(spaced(refused.json.message ?? '')).toContain(spaced(`Le total de votre commande est maintenant de ${formatPrice(20_690, 'fr_FR')} : elle n’a pas été passée.`));
    expect(await ordersOf(cartId)).toHaveLength(0);
    expect(await stockOf(shop, item.id)).toBe(stock);
    expect(await cartOpen(cartId)).toBe(true);
    expect(await usesOf('FINI')).toEqual({ usesCount: 0, redemptions: 0 });

    // The page asks again, shows 206,90 € without the code, and that is what the click pays.
    const again = await customer.post('/order/discount', quoteBody(cartId), { lang: 'en_US' });
    expect(again.json.data).toMatchObject({ value: { code: 'FINI', problem: expect.stringContaining('FINI') }, discount: 0, total: 20_690 });
    const placed = await customer.post('/order', pay(cartId, again.json.data.total));
    expect(placed.status).toBe(200);
    expect(placed.json.data.order.totals.total).toBe(20_690);
    shop.clock.now = start;
  });

  it('refuses with the new total when another order takes the code’s last use at the same moment', async () => {
    await newCode('DERNIER', { maxUses: 1 });
    const buyers = [];
    for (let i = 0; i < 4; i++) {
      const buyer = await customerWithCart(shop, 'TIL-HEN-2020-75', 6);
      await buyer.customer.post('/order/discount', quoteBody(buyer.cartId, { discountCode: 'DERNIER' }));
      buyers.push(buyer);
    }
    const answers = await Promise.all(buyers.map((b) => b.customer.post('/order', pay(b.cartId, 18_770), { lang: 'en_US' })));
    expect(answers.filter((a) => a.status === 200).map((a) => a.json.data.order.totals.total)).toEqual([18_770]);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused.map((a) => [a.status, a.json.message])).toEqual(
      Array(3).fill([409, `The code DERNIER has already been used as many times as planned. Your order now comes to ${formatPrice(20_690, 'en_US')}: it has not been placed. Please check it and pay again.`]),
    );
    expect(await usesOf('DERNIER')).toEqual({ usesCount: 1, redemptions: 1 });
    for (const buyer of buyers.filter((_, index) => answers[index].status !== 200)) {
      expect(await ordersOf(buyer.cartId)).toHaveLength(0);
      expect(await cartOpen(buyer.cartId)).toBe(true);
    }
  }, 60_000);

  it('refuses any other change of the total with the new one', async () => {
    const { customer, cartId } = await customerWithCart(shop, 'TIL-HEN-2020-75', 6);
    const refused = await customer.post('/order', pay(cartId, 19_200), { lang: 'en_US' });
    expect([refused.status, refused.json.message]).toEqual([409, `Your order now comes to ${formatPrice(20_690, 'en_US')}: it has not been placed. Please check it and pay again.`]);
    expect(await ordersOf(cartId)).toHaveLength(0);
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
