import { and, asc, eq, notExists } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customization, declination, discount, externalApp, payment, product, siteParameter } from '~/server/db/schema';
import { adminCookie } from './admin-support';
import { browser, declinationOf, type Browser } from './cart-browser';
import { startTestShop, type TestShop } from './harness';
import { customerWithCart, franceId, homeDelivery, setStock, stockOf } from './order-support';

// Issue 13: every call asks the database a small, constant number of statements, counted here as
// the database sees them (on PostgreSQL with a transaction's BEGIN and COMMIT). What the shop keeps
// in memory (site parameters, countries, carriers…) is loaded by a first call; the counts are those
// of the calls after it, and they must not grow with the number of lines of the cart.

const LIMIT = { addToCart: 6, readCart: 4, productDetail: 8, placeOrder: 15, startUp: 2 };

let shop: TestShop;
/** Five wines a cart can hold side by side: valid, without customization. */
let wines: number[];
let france: number;

beforeAll(async () => {
  shop = await startTestShop();
  shop.clock.now = shop.demoDate('2026-11-20T10:00:00Z');
  france = await franceId(shop);
  await shop.db.insert(externalApp).values({ app: 'google-analytics', isActive: true, publicConfig: { measurementId: 'G-TEST' }, privateConfig: { apiSecret: 'secret' } });
  const rows = await shop.db
    .select({ id: declination.id })
    .from(declination)
    .innerJoin(product, eq(product.id, declination.productId))
    .where(
      and(
        eq(declination.isValid, true),
        eq(product.isValid, true),
        eq(product.type, 'WINE'),
        notExists(shop.db.select({ id: customization.id }).from(customization).where(eq(customization.productId, product.id))),
      ),
    )
    .orderBy(asc(declination.id));
  wines = rows.map((row) => row.id).slice(0, 5);
  expect(wines).toHaveLength(5);
  // Counted stock for all of them: an order takes it, whatever the demo estate says.
  for (const id of wines) await setStock(shop, id, 1000);
  // Half bottles among them do not fill whole cases: these orders ship whatever the case rule.
  await shop.setParameter('BOTTLE_MULTIPLE', null);
});
afterAll(() => shop.close());

/** What the statements were, should a count be over its limit. */
const listed = (statements: string[]) => statements.map((s) => s.slice(0, 140)).join('\n');

function expectAtMost(statements: string[], limit: number) {
  expect(statements.length, listed(statements)).toBeLessThanOrEqual(limit);
}

/** A cart's figures agree with its lines: the answer is the cart, not a guess. */
function expectConsistentCart(cart: any, lines: number) {
  expect(cart.products).toHaveLength(lines);
  expect(cart.totals.products).toBe(cart.products.reduce((sum: number, line: any) => sum + line.lineTotal, 0));
  expect(cart.totalProduct).toBe(cart.products.reduce((sum: number, line: any) => sum + line.quantity, 0));
  for (const line of cart.products) expect(line.lineTotal).toBe(line.unitPrice * line.quantity);
}

/** A browser whose cart holds `lines` of the wines, by their sell-by multiple or `quantity` each. */
async function cartOf(visitor: Browser, lines: number, quantity?: number) {
  let cartId = 0;
  for (const id of wines.slice(0, lines)) {
    const added = await visitor.add(cartId || 'new', id, { quantity });
    expect(added.status, added.json.message ?? '').toBe(200);
    cartId = added.json.data.id;
  }
  return cartId;
}

/** A signed-in customer without a cart (the one made on the way is deleted). */
async function signedInCustomer() {
  const { customer, cartId } = await customerWithCart(shop, 'TIL-SCT-2024-75', 6);
  await customer.delete(`/cart/${cartId}`);
  return customer;
}

describe('adding to the cart', () => {
  it(`costs a guest at most ${LIMIT.addToCart} statements, the same with 1 line as with 5`, async () => {
    const small = browser(shop, '198.51.100.61');
    const large = browser(shop, '198.51.100.62');
    const smallCart = await cartOf(small, 1);
    const largeCart = await cartOf(large, 5);

    const one = await shop.statementsOf(() => small.add(smallCart, wines[0]));
    const five = await shop.statementsOf(() => large.add(largeCart, wines[0]));
    expect(one.result.status).toBe(200);
    expect(five.result.status).toBe(200);
    expectAtMost(five.statements, LIMIT.addToCart);
    expect(five.statements.length, listed(five.statements)).toBe(one.statements.length);

    // The answer is the cart as it now is: the line grew, the others are all there.
    expectConsistentCart(one.result.json.data, 1);
    expectConsistentCart(five.result.json.data, 5);
    const grown = five.result.json.data.products.find((line: any) => line.declinationId === wines[0]);
    const read = await large.post(`/cart/${largeCart}`, {});
    expect(read.json.data).toEqual(five.result.json.data);
    expect(grown.quantity).toBe(2 * grown.sellByMultipleOf);
  });

  it(`costs a guest at most ${LIMIT.addToCart} statements for a new line, and for a first line in a new cart`, async () => {
    const visitor = browser(shop, '198.51.100.63');
    const first = await shop.statementsOf(() => visitor.add('new', wines[0]));
    expect(first.result.status).toBe(200);
    expectAtMost(first.statements, LIMIT.addToCart);
    expectConsistentCart(first.result.json.data, 1);
    // The cart and its first line are written by one statement.
    expect(first.statements.filter((statement) => /^(with|insert|update)\b/.test(statement))).toHaveLength(1);

    const cartId = first.result.json.data.id;
    const another = await shop.statementsOf(() => visitor.add(cartId, wines[1]));
    expect(another.result.status).toBe(200);
    expectAtMost(another.statements, LIMIT.addToCart);
    expectConsistentCart(another.result.json.data, 2);
    expect((await visitor.post(`/cart/${cartId}`, {})).json.data).toEqual(another.result.json.data);
  });

  it(`costs a signed-in customer at most ${LIMIT.addToCart} statements, for the first line of a new cart too`, async () => {
    const customer = await signedInCustomer();
    const first = await shop.statementsOf(() => customer.add('new', wines[0]));
    expect(first.result.status).toBe(200);
    expectAtMost(first.statements, LIMIT.addToCart);
    expectConsistentCart(first.result.json.data, 1);
    const cartId = await cartOf(customer, 5);
    expect(cartId).toBe(first.result.json.data.id);
    const added = await shop.statementsOf(() => customer.add(cartId, wines[2]));
    expect(added.result.status).toBe(200);
    expectAtMost(added.statements, LIMIT.addToCart);
    expectConsistentCart(added.result.json.data, 5);
  });
});

describe('reading a cart', () => {
  it(`costs at most ${LIMIT.readCart} statements, guest or customer, the same with 1 line as with 5`, async () => {
    const small = browser(shop, '198.51.100.64');
    const large = browser(shop, '198.51.100.65');
    const smallCart = await cartOf(small, 1);
    const largeCart = await cartOf(large, 5);
    const one = await shop.statementsOf(() => small.post(`/cart/${smallCart}`, {}));
    const five = await shop.statementsOf(() => large.post(`/cart/${largeCart}`, {}));
    expect(one.result.status).toBe(200);
    expect(five.result.status).toBe(200);
    expectAtMost(five.statements, LIMIT.readCart);
    expect(five.statements.length).toBe(one.statements.length);
    expectConsistentCart(one.result.json.data, 1);
    expectConsistentCart(five.result.json.data, 5);

    const customer = await signedInCustomer();
    const cartId = await cartOf(customer, 5);
    const read = await shop.statementsOf(() => customer.post(`/cart/${cartId}`, {}));
    expect(read.result.status).toBe(200);
    expectAtMost(read.statements, LIMIT.readCart);
    expectConsistentCart(read.result.json.data, 5);
  });

  it('shows a site parameter changed by the owner at once, though the shop keeps them in memory', async () => {
    const visitor = browser(shop, '198.51.100.66');
    const cartId = await cartOf(visitor, 1);
    const before = (await visitor.post(`/cart/${cartId}`, {})).json.data.minimumBottles;
    await shop.setParameter('MINIMUM_EXPEDITION_BOTTLE', String(before + 6));
    expect((await visitor.post(`/cart/${cartId}`, {})).json.data.minimumBottles).toBe(before + 6);
    await shop.setParameter('MINIMUM_EXPEDITION_BOTTLE', String(before));
    expect((await visitor.post(`/cart/${cartId}`, {})).json.data.minimumBottles).toBe(before);
  });
});

describe('a product page', () => {
  it(`costs at most ${LIMIT.productDetail} statements, guest or customer`, async () => {
    const item = await declinationOf(shop, 'TIL-SCT-2024-75');
    const guest = browser(shop, '198.51.100.67');
    await guest.get(`/product/${item.productId}`);
    const asGuest = await shop.statementsOf(() => guest.get(`/product/${item.productId}`));
    const customer = await signedInCustomer();
    const asCustomer = await shop.statementsOf(() => customer.get(`/product/${item.productId}`));
    for (const { result, statements } of [asGuest, asCustomer]) {
      expect(result.status).toBe(200);
      expectAtMost(statements, LIMIT.productDetail);
      expect(result.json.data.id).toBe(item.productId);
      expect(result.json.data.name).toBe(item.name);
      expect(result.json.data.declinations.map((d: any) => d.id)).toContain(item.id);
    }
    expect(asCustomer.result.json.data).toEqual(asGuest.result.json.data);
  });
});

describe('placing an order', () => {
  /** A customer's order of the first `lines` wines, delivered at home. */
  async function order(lines: number) {
    const customer = await signedInCustomer();
    const cartId = await cartOf(customer, lines, 6);
    const cart = (await customer.post(`/cart/${cartId}`, {})).json.data;
    const placed = await shop.statementsOf(() => customer.post('/order', homeDelivery(cartId, france)));
    expect(placed.result.status, placed.result.json.message ?? '').toBe(200);
    return { cart, placed };
  }

  it(`costs at most ${LIMIT.placeOrder} statements, the same with 1 line as with 5, and takes the stock`, async () => {
    await order(1);
    const one = await order(1);
    const stockBefore = await Promise.all(wines.map((id) => stockOf(shop, id)));
    const five = await order(5);
    expect(await Promise.all(wines.map((id) => stockOf(shop, id)))).toEqual(stockBefore.map((units) => (units ?? 0) - 6));
    expectAtMost(five.placed.statements, LIMIT.placeOrder);
    expect(five.placed.statements.length, listed(five.placed.statements)).toBe(one.placed.statements.length);

    for (const { cart, placed } of [one, five]) {
      const { order: placedOrder, redirectUrl } = placed.result.json.data;
      expect(redirectUrl).toMatch(/^\/api\/payment\/sandbox\/pay\//);
      expect(placedOrder.status).toBe('AWAITING_PAYMENT');
      expect(placedOrder.totals.products).toBe(cart.totals.products);
      expect(placedOrder.totals.total).toBe(placedOrder.totals.products - placedOrder.totals.discount + placedOrder.totals.shippingFees);
      expect(placedOrder.lines.map((line: any) => [line.declinationId, line.quantity, line.total])).toEqual(
        cart.products.map((line: any) => [line.declinationId, line.quantity, line.lineTotal]),
      );
      expect(placedOrder.history.map((h: any) => h.status)).toEqual(['AWAITING_PAYMENT']);
      expect(placedOrder.number).toMatch(/^\d{4}-\d{6}$/);
    }
    expect(five.placed.result.json.data.order.number).not.toBe(one.placed.result.json.data.order.number);
  });

  it('writes the lines and the first status of an order with nothing to pay, and opens no payment', async () => {
    await shop.db.insert(discount).values({ code: 'OFFERT', type: 'PERCENT', amount: 10_000, detailType: 'CART' });
    const { customer, cartId } = await customerWithCart(shop, 'TIL-CAD-30', 1);
    expect((await customer.post(`/cart/${cartId}`, { discountCode: 'OFFERT' })).status).toBe(200);
    const result = await customer.post('/order', homeDelivery(cartId, france));
    expect(result.status, result.json.message ?? '').toBe(200);
    const { order: placedOrder, redirectUrl } = result.json.data;
    expect(redirectUrl).toBe(`/order/cawl/result/${placedOrder.id}`);
    expect(placedOrder.totals.total).toBe(0);
    expect(placedOrder.lines).toHaveLength(1);
    expect(placedOrder.history[0].status).toBe('AWAITING_PAYMENT');
    expect(await shop.db.select().from(payment).where(eq(payment.orderId, placedOrder.id))).toEqual([]);
  });

  it(`costs at most ${LIMIT.placeOrder} statements just after the owner's save dropped what the shop keeps in memory`, async () => {
    const [{ value }] = await shop.db.select({ value: siteParameter.value }).from(siteParameter).where(eq(siteParameter.type, 'SHIPPING_MESSAGE'));
    await shop.setParameter('SHIPPING_MESSAGE', value);
    const { placed } = await order(2);
    expectAtMost(placed.statements, LIMIT.placeOrder);
  });
});

describe('the start-up calls', () => {
  const calls: { path: string; check: (data: any) => void }[] = [
    { path: '/parameter', check: (data) => expect(data.length).toBeGreaterThan(0) },
    { path: '/site/info', check: (data) => expect(data.languages.length).toBeGreaterThan(0) },
    { path: '/news?promoted=true', check: (data) => expect(data.total).toBe(data.news.length) },
    { path: '/company/address', check: (data) => expect(data[0].type[0].id).toEqual(expect.any(Number)) },
    { path: '/variation', check: (data) => expect(data.length).toBeGreaterThan(0) },
    { path: '/external-app/google-analytics/config/public', check: (data) => expect(data.config).toEqual({ measurementId: 'G-TEST' }) },
    { path: '/element/logo-footer?page=1&nbItem=100', check: (data) => expect(data.total).toBe(data.items.length) },
    { path: '/element/link-footer?page=1&nbItem=100', check: (data) => expect(data.total).toBe(data.items.length) },
  ];

  for (const { path, check } of calls) {
    it(`GET ${path} costs at most ${LIMIT.startUp} statements, guest or customer`, async () => {
      const guest = browser(shop, '198.51.100.68');
      await guest.get(path);
      const customer = await signedInCustomer();
      for (const visitor of [guest, customer]) {
        const { result, statements } = await shop.statementsOf(() => visitor.get(path));
        expect(result.status, result.json.message ?? '').toBe(200);
        expectAtMost(statements, LIMIT.startUp);
        check(result.json.data);
      }
    });
  }

  it(`GET /logged and GET /user cost a customer at most ${LIMIT.startUp} statements`, async () => {
    const customer = await signedInCustomer();
    const logged = await shop.statementsOf(() => customer.get('/logged'));
    const user = await shop.statementsOf(() => customer.get('/user'));
    for (const { result, statements } of [logged, user]) {
      expect(result.status).toBe(200);
      expectAtMost(statements, LIMIT.startUp);
    }
    expect(user.result.json.data.firstname).toBe('Camille');
  });

  it(`GET /admin/address/type costs the owner at most ${LIMIT.startUp} statements`, async () => {
    const cookie = await adminCookie(shop);
    await shop.get('/admin/address/type', { cookie });
    const { result, statements } = await shop.statementsOf(() => shop.get('/admin/address/type', { cookie }));
    expect(result.status).toBe(200);
    expectAtMost(statements, LIMIT.startUp);
    expect(result.json.data.map((t: any) => t.value)).toContain('CLICK_AND_COLLECT');
  });
});
