import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, inArray } from 'drizzle-orm';
import { discount, discountRedemption, order } from '~/server/db/schema';
import { browser, declinationOf } from './cart-browser';
import { startTestShop, type TestShop } from './harness';
import { customerWithCart, franceId, homeDelivery, paySandbox, result, setStock } from './order-support';

// A discount code's limits hold when the order is placed, not only when the code is typed: its
// uses are counted in the order's transaction, and an order that ends unpaid gives its use back.

const HENRI = 'TIL-HEN-2020-75';
/** 10 % of six bottles of Cuvée Henri at 32 €. */
const TEN_PERCENT_OF_SIX = 1920;

let shop: TestShop;
let fr: number;
beforeAll(async () => {
  shop = await startTestShop();
  shop.clock.now = shop.demoDate('2026-11-20T10:00:00Z');
  fr = await franceId(shop);
  await setStock(shop, (await declinationOf(shop, HENRI)).id, 5000);
});
afterAll(() => shop.close());

/** A 10 % code on the cart, with the given limits. */
async function newCode(code: string, limits: Partial<typeof discount.$inferInsert> = {}) {
  await shop.db.insert(discount).values({ code, type: 'PERCENT', amount: 1000, detailType: 'CART', ...limits });
}

async function usesOf(code: string) {
  const [row] = await shop.db.select({ id: discount.id, usesCount: discount.usesCount }).from(discount).where(eq(discount.code, code));
  const [{ redemptions }] = await shop.db.select({ redemptions: count() }).from(discountRedemption).where(eq(discountRedemption.discountId, row.id));
  return { usesCount: row.usesCount, redemptions };
}

/** A signed-in customer with six bottles and the code on their cart. */
async function customerWithCode(code: string) {
  const buyer = await customerWithCart(shop, HENRI, 6);
  const applied = await buyer.customer.post(`/cart/${buyer.cartId}`, { discountCode: code });
  if (applied.status !== 200) throw new Error(`code refused: ${applied.json.message}`);
  return buyer;
}

describe('uses of a code, counted when the order is placed', () => {
  it('gives a code limited to 3 uses to exactly 3 of 20 customers ordering at once', async () => {
    await newCode('TROIS', { maxUses: 3 });
    const buyers = [];
    for (let i = 0; i < 20; i++) buyers.push(await customerWithCode('trois'));

    const answers = await Promise.all(buyers.map((b) => b.customer.post('/order', homeDelivery(b.cartId, fr))));
    const placed = answers.filter((a) => a.status === 200);
    expect(placed.map((a) => a.json.data.order.totals.discount)).toEqual([TEN_PERCENT_OF_SIX, TEN_PERCENT_OF_SIX, TEN_PERCENT_OF_SIX]);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused.map((a) => [a.status, a.json.message])).toEqual(Array(17).fill([409, 'Le code TROIS a déjà été utilisé autant de fois que prévu.']));
    expect(await usesOf('TROIS')).toEqual({ usesCount: 3, redemptions: 3 });
    // Nothing was written for the 17 others: no order, and their cart is still open with the code.
    const orders = await shop.db.select({ id: order.id }).from(order).where(inArray(order.email, buyers.map((b) => b.email)));
    expect(orders).toHaveLength(3);

    const left = buyers[answers.findIndex((a) => a.status === 409)];
    const cart = await left.customer.post(`/cart/${left.cartId}`, {});
    expect(cart.json.data.discount).toMatchObject({ code: 'TROIS', total: 0, problem: 'Le code TROIS a déjà été utilisé autant de fois que prévu.' });
    await left.customer.post(`/cart/${left.cartId}`, { discountCode: null });
    const withoutCode = await left.customer.post('/order', homeDelivery(left.cartId, fr));
    expect(withoutCode.status).toBe(200);
    expect(withoutCode.json.data.order.totals).toMatchObject({ products: 19_200, discount: 0 });

    const late = await customerWithCart(shop, HENRI, 6);
    const tooLate = await late.customer.post(`/cart/${late.cartId}`, { discountCode: 'TROIS' }, { lang: 'en_US' });
    expect(tooLate.status).toBe(400);
    expect(tooLate.json.message).toBe('The code TROIS has already been used as many times as planned.');
  }, 120_000);

  it('gives the use back when the customer cancels on the payment page', async () => {
    await newCode('UNIQUE', { maxUses: 1 });
    const first = await customerWithCode('UNIQUE');
    const { order: placed, redirectUrl } = (await first.customer.post('/order', homeDelivery(first.cartId, fr))).json.data;
    expect(await usesOf('UNIQUE')).toEqual({ usesCount: 1, redemptions: 1 });
    const second = await customerWithCart(shop, HENRI, 6);
    expect((await second.customer.post(`/cart/${second.cartId}`, { discountCode: 'UNIQUE' })).status).toBe(400);

    const back = await paySandbox(shop, redirectUrl, null);
    expect((await result(first.customer, placed.id, back)).json.data).toMatchObject({ status: 'CANCELLED' });
    expect(await usesOf('UNIQUE')).toEqual({ usesCount: 0, redemptions: 0 });

    expect((await second.customer.post(`/cart/${second.cartId}`, { discountCode: 'UNIQUE' })).status).toBe(200);
    const ordered = await second.customer.post('/order', homeDelivery(second.cartId, fr));
    expect(ordered.json.data.order.totals.discount).toBe(TEN_PERCENT_OF_SIX);
    expect(await usesOf('UNIQUE')).toEqual({ usesCount: 1, redemptions: 1 });
  });

  it('gives the use back when the payment never comes and the hold runs out', async () => {
    await newCode('TRENTE', { maxUses: 1 });
    const first = await customerWithCode('TRENTE');
    const placed = (await first.customer.post('/order', homeDelivery(first.cartId, fr))).json.data.order;
    expect(await usesOf('TRENTE')).toEqual({ usesCount: 1, redemptions: 1 });

    shop.clock.now = new Date(shop.clock.now.getTime() + 31 * 60_000);
    const second = await customerWithCart(shop, HENRI, 6);
    // Any order call gives back the holds that ran out: here, the second customer's list of orders.
    await second.customer.get('/order');
    expect((await first.customer.get(`/order/${placed.id}`)).json.data.status).toBe('CANCELLED');
    expect(await usesOf('TRENTE')).toEqual({ usesCount: 0, redemptions: 0 });
    expect((await second.customer.post(`/cart/${second.cartId}`, { discountCode: 'TRENTE' })).json.data.discount).toMatchObject({ total: TEN_PERCENT_OF_SIX });
  });

  it('lets a customer use a once-per-customer code once, even from two carts ordered at the same moment', async () => {
    await newCode('UNEFOIS', { maxUsesPerCustomer: 1 });
    const phone = await customerWithCode('UNEFOIS');
    // The same customer on another device: a cart started as a guest, then signed in.
    const laptop = browser(shop, '198.51.99.7');
    const henri = await declinationOf(shop, HENRI);
    const laptopCart = (await laptop.add('new', henri.id, { quantity: 6 })).json.data.id as number;
    expect((await laptop.signIn(phone.email)).status).toBe(200);
    expect((await laptop.post(`/cart/${laptopCart}`, { discountCode: 'UNEFOIS' })).status).toBe(200);

    const answers = await Promise.all([phone.customer.post('/order', homeDelivery(phone.cartId, fr)), laptop.post('/order', homeDelivery(laptopCart, fr))]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)?.json.message).toBe("Vous avez déjà utilisé le code UNEFOIS\u00a0: il n’est valable qu’une fois par client.");
    expect(await usesOf('UNEFOIS')).toEqual({ usesCount: 1, redemptions: 1 });
  });

  it('counts a code valid twice per customer, and says so', async () => {
    await newCode('DEUXFOIS', { maxUsesPerCustomer: 2 });
    const guest = browser(shop, '198.51.99.8');
    const henri = await declinationOf(shop, HENRI);
    const guestCart = (await guest.add('new', henri.id, { quantity: 6 })).json.data.id;
    const signIn = await guest.post(`/cart/${guestCart}`, { discountCode: 'DEUXFOIS' });
    expect(signIn.json.message).toBe("Connectez-vous pour utiliser le code DEUXFOIS\u00a0: il n’est valable que 2 fois par client.");

    const { customer, cartId } = await customerWithCart(shop, HENRI, 6);
    let current = cartId;
    for (let round = 0; round < 2; round++) {
      expect((await customer.post(`/cart/${current}`, { discountCode: 'DEUXFOIS' })).status).toBe(200);
      expect((await customer.post('/order', homeDelivery(current, fr))).json.data.order.totals.discount).toBe(TEN_PERCENT_OF_SIX);
      current = (await customer.add('new', henri.id, { quantity: 6 })).json.data.id;
    }
    const third = await customer.post(`/cart/${current}`, { discountCode: 'DEUXFOIS' }, { lang: 'en_US' });
    expect(third.status).toBe(400);
    expect(third.json.message).toBe('You have already used the code DEUXFOIS 2 times: that is the most per customer.');
    expect(await usesOf('DEUXFOIS')).toEqual({ usesCount: 2, redemptions: 2 });
  });

  it('refuses the order when the code ran out of dates between the cart and the order, and writes nothing', async () => {
    await newCode('DERNIERJOUR', { endsAt: new Date(shop.clock.now.getTime() + 60 * 60_000) });
    const buyer = await customerWithCode('DERNIERJOUR');
    shop.clock.now = new Date(shop.clock.now.getTime() + 2 * 60 * 60_000);

    const refused = await buyer.customer.post('/order', homeDelivery(buyer.cartId, fr), { lang: 'en_US' });
    expect(refused.status).toBe(409);
    expect(refused.json.message).toMatch(/^The code DERNIERJOUR is no longer valid since \d{2}\/\d{2}\/\d{4}\.$/);
    expect(await usesOf('DERNIERJOUR')).toEqual({ usesCount: 0, redemptions: 0 });
    expect(await shop.db.select().from(order).where(eq(order.email, buyer.email))).toHaveLength(0);
    const cart = await buyer.customer.post(`/cart/${buyer.cartId}`, {});
    expect(cart.json.data.discount.problem).toMatch(/^Le code DERNIERJOUR n’est plus valable depuis le/);

    await buyer.customer.post(`/cart/${buyer.cartId}`, { discountCode: null });
    expect((await buyer.customer.post('/order', homeDelivery(buyer.cartId, fr))).status).toBe(200);
  });

  it("checks the minimum against the server's products total when the order is placed", async () => {
    await newCode('CENTEUROS', { type: 'EURO', amount: 1500, minimumAmount: 10_000 });
    const buyer = await customerWithCode('CENTEUROS');
    // The estate raises the minimum above the cart's 192 € while the customer checks out.
    await shop.db.update(discount).set({ minimumAmount: 20_000 }).where(eq(discount.code, 'CENTEUROS'));

    const refused = await buyer.customer.post('/order', homeDelivery(buyer.cartId, fr));
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe("Le code CENTEUROS s’applique à partir de 200,00\u00a0€ d’achats.");
    expect(await usesOf('CENTEUROS')).toEqual({ usesCount: 0, redemptions: 0 });
    expect(await shop.db.select().from(order).where(eq(order.email, buyer.email))).toHaveLength(0);
  });
});
