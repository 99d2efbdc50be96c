import { createServer } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, sql } from 'drizzle-orm';
import onlinePayments from 'onlinepayments-sdk-nodejs';
import { createApp } from '~/server/app';
import { cart, discount, discountRedemption, order, orderStatusHistory, payment, paymentNotification, sandboxPayment } from '~/server/db/schema';
import { createPaymentProviders } from '~/server/payments';
import { createCawlProvider } from '~/server/payments/cawl';
import { settleRefunds } from '~/server/services/orders/refunds';
import { adminCookie, moveTo } from './admin-support';
import { browser } from './cart-browser';
import { startTestShop, type TestShop } from './harness';
import { customerWithCart, franceId, homeDelivery, paySandbox, result, setStock, stockOf } from './order-support';

// What the payment does when something fails half-way: the provider is down, the shop fails while
// applying a notification, the payment comes after the order's hold ended, a refund is refused.

const PENDING_CARD = '4000000000003063';
const ESTATE = 'contact@domaine-des-tilleuls.fr';

let shop: TestShop;
let fr: number;
const providers = () => shop.deps.payments;
let original: ReturnType<typeof providers>;
beforeAll(async () => {
  shop = await startTestShop();
  fr = await franceId(shop);
  original = shop.deps.payments;
});
afterEach(() => {
  shop.deps.payments = original;
  shop.clock.now = new Date();
});
afterAll(() => shop.close());

const orderRow = async (id: number) => (await shop.db.select().from(order).where(eq(order.id, id)))[0];
const historyOf = async (id: number) => (await shop.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, id)).orderBy(orderStatusHistory.id)).map((h) => h.status);
const paymentOf = async (orderId: number) => (await shop.db.select().from(payment).where(eq(payment.orderId, orderId)).orderBy(desc(payment.id)))[0];
const referenceOf = (redirectUrl: string) => redirectUrl.split('/').at(-1)!;

/** The sandbox's server posting its signed notification to the shop, as it does over the network. */
async function notify(reference: string, status: 'PAID' | 'FAILED') {
  const { headers, body } = await original.sandbox.notification(reference, status);
  return shop.app.request('/api/payment/sandbox/notification', { method: 'POST', headers, body });
}

/** A port on loopback where nothing listens: a provider there is down. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('the payment provider is down', () => {
  it('cancels the order, gives back its stock and code, reopens the cart, says why, and the retry goes through', async () => {
    const { customer, cartId, item } = await customerWithCart(shop, 'TIL-CLO-2020-75', 6);
    await setStock(shop, item.id, 10);
    await shop.db.insert(discount).values({ code: 'UNSEUL', type: 'EURO', amount: 500, detailType: 'CART', maxUses: 1 });
    expect((await customer.post(`/cart/${cartId}`, { discountCode: 'UNSEUL' })).status).toBe(200);
    const usesOfCode = async () => (await shop.db.select().from(discount).where(eq(discount.code, 'UNSEUL')))[0].usesCount;
    const client = onlinePayments.init({ host: '127.0.0.1', port: await closedPort(), scheme: 'http', enableLogging: false, integrator: 'test', apiKeyId: 'key', secretApiKey: 'secret' });
    const down = createCawlProvider({ merchantId: 'estate', apiKey: 'key', apiSecret: 'secret', webhookKeyId: 'k', webhookSecret: 's', endpoint: '127.0.0.1' }, client);
    shop.deps.payments = { ...original, current: down };

    const refused = await customer.post('/order', homeDelivery(cartId, fr));
    expect(refused.status).toBe(503);
    expect(refused.json.message).toBe('Le paiement par carte est momentanément indisponible\u00a0: votre commande n’a pas été passée et votre panier est intact. Réessayez dans quelques instants.');
    const [cancelled] = await shop.db.select().from(order).where(eq(order.cartId, cartId));
    expect(cancelled.status).toBe('CANCELLED');
    expect((await paymentOf(cancelled.id)).status).toBe('CANCELLED');
    expect(await stockOf(shop, item.id)).toBe(10);
    expect(await usesOfCode()).toBe(0);
    const [open] = await shop.db.select().from(cart).where(eq(cart.id, cartId));
    expect(open.orderedAt).toBeNull();
    expect((await customer.post('/cart', {})).json.data.products).toHaveLength(1);

    shop.deps.payments = original;
    const retried = await customer.post('/order', homeDelivery(cartId, fr));
    expect(retried.status).toBe(200);
    expect(retried.json.data.order.totals.discount).toBe(500);
    expect(await stockOf(shop, item.id)).toBe(4);
    expect(await usesOfCode()).toBe(1);
    const back = await paySandbox(shop, retried.json.data.redirectUrl, '4242424242424242');
    expect((await result(customer, retried.json.data.order.id, back)).json.data.outcome).toBe('success');
  });
});

describe('the payment provider out of reach when the customer comes back', () => {
  it('tells the customer to wait instead of failing, and the notification settles the order', async () => {
    const { customer, cartId } = await customerWithCart(shop, 'TIL-HEN-2020-75', 6);
    const { order: o, redirectUrl } = (await customer.post('/order', homeDelivery(cartId, fr))).json.data;
    const back = await paySandbox(shop, redirectUrl, PENDING_CARD);
    const unreachable = { ...original.sandbox, fetchStatus: async () => Promise.reject(new Error('connect ECONNREFUSED')) };
    shop.deps.payments = { ...original, named: (name) => (name === 'sandbox' ? unreachable : original.named(name)) };
    const waiting = await result(customer, o.id, back);
    expect(waiting.status).toBe(200);
    expect(waiting.json.data).toMatchObject({ outcome: 'pending', status: 'AWAITING_PAYMENT' });

    shop.deps.payments = original;
    expect((await notify(referenceOf(redirectUrl), 'PAID')).status).toBe(200);
    expect((await result(customer, o.id, back)).json.data).toMatchObject({ outcome: 'success', status: 'PAID' });
  });
});

describe('a process that dies between placing the order and opening its payment', () => {
  it('leaves an order that gives its stock and cart back two minutes on, not thirty', async () => {
    const { customer, cartId, item } = await customerWithCart(shop, 'TIL-GRO-2024-75', 6);
    await setStock(shop, item.id, 6);
    const { order: o } = (await customer.post('/order', homeDelivery(cartId, fr))).json.data;
    // What the crash leaves: the order and its payment written, the provider's answer never recorded.
    await shop.db.update(payment).set({ providerReference: null, checkoutUrl: null }).where(eq(payment.orderId, o.id));
    expect(await stockOf(shop, item.id)).toBe(0);

    shop.clock.now = new Date(Date.now() + 60_000);
    expect((await customer.get(`/order/${o.id}`)).json.data.status).toBe('AWAITING_PAYMENT');
    shop.clock.now = new Date(Date.now() + 3 * 60_000);
    expect((await customer.get(`/order/${o.id}`)).json.data.status).toBe('CANCELLED');
    expect(await stockOf(shop, item.id)).toBe(6);
    expect((await customer.post('/order', homeDelivery(cartId, fr))).status).toBe(200);
  });
});

describe('a notification that fails half-way', () => {
  it('is not taken for a duplicate: the redelivery pays the order once', async () => {
    const { customer, cartId, email } = await customerWithCart(shop, 'TIL-HEN-2020-75', 6);
    const { order: o, redirectUrl } = (await customer.post('/order', homeDelivery(cartId, fr))).json.data;
    // The database fails the first time this order's PAID status is written, as a full disk would.
    const statements = [
      'create sequence fail_once_seq',
      `create function fail_once() returns trigger language plpgsql as $$
        begin if nextval('fail_once_seq') = 1 then raise exception 'simulated failure'; end if; return new; end $$`,
      `create trigger fail_once before insert on order_status_history
        for each row when (new.order_id = ${Number(o.id)} and new.status = 'PAID') execute function fail_once()`,
    ];
    for (const statement of statements) await shop.db.execute(sql.raw(statement));
    try {
      const reference = referenceOf(redirectUrl);
      const first = await notify(reference, 'PAID');
      expect(first.status).toBe(500);
      expect((await orderRow(o.id)).status).toBe('AWAITING_PAYMENT');
      expect(await shop.db.select().from(paymentNotification).where(eq(paymentNotification.notificationId, `${reference}-PAID`))).toHaveLength(0);

      const redelivered = await notify(reference, 'PAID');
      expect(redelivered.status).toBe(200);
      expect((await redelivered.json()).data.result).toBe('applied');
      expect((await notify(reference, 'PAID')).status).toBe(200);
      expect((await orderRow(o.id)).status).toBe('PAID');
      expect(await historyOf(o.id)).toEqual(['AWAITING_PAYMENT', 'PAID']);
      expect((await shop.outbox()).filter((m) => m.to === email && m.subject.includes(o.number))).toHaveLength(1);
    } finally {
      for (const statement of ['drop trigger fail_once on order_status_history', 'drop function fail_once()', 'drop sequence fail_once_seq']) await shop.db.execute(sql.raw(statement));
    }
  });
});

describe('the hosted payment page and the stock hold', () => {
  it('closes when the hold ends: a card typed afterwards pays nothing', async () => {
    const { customer, cartId } = await customerWithCart(shop, 'TIL-HEN-2020-75', 6);
    const { order: o, redirectUrl } = (await customer.post('/order', homeDelivery(cartId, fr))).json.data;
    const opened = await paymentOf(o.id);
    expect(opened.expiresAt?.getTime()).toBe((await orderRow(o.id)).stockHeldUntil?.getTime());

    shop.clock.now = new Date(Date.now() + 31 * 60_000);
    const page = await (await shop.app.request(redirectUrl)).text();
    expect(page).toContain('Cette page de paiement a expiré');
    expect(page).not.toContain('name="card"');
    const back = await paySandbox(shop, redirectUrl, '4242424242424242');
    expect(back.searchParams.get('status')).toBe('CANCELLED');
    expect((await result(customer, o.id, back)).json.data).toMatchObject({ outcome: 'cancelled', status: 'CANCELLED' });
    const [books] = await shop.db.select().from(sandboxPayment).where(eq(sandboxPayment.reference, referenceOf(redirectUrl)));
    expect(books.status).toBe('PENDING');
    expect(await historyOf(o.id)).toEqual(['AWAITING_PAYMENT', 'CANCELLED']);
  });
});

describe('a payment confirmed after the order’s hold ended', () => {
  /** An order of the 6 last bottles paid with the card that stays pending, whose hold then runs out. */
  async function lateOrder(reference: string, code?: string) {
    const buyer = await customerWithCart(shop, reference, 6);
    await setStock(shop, buyer.item.id, 6);
    if (code) expect((await buyer.customer.post(`/cart/${buyer.cartId}`, { discountCode: code })).status).toBe(200);
    const { order: o, redirectUrl } = (await buyer.customer.post('/order', homeDelivery(buyer.cartId, fr))).json.data;
    const back = await paySandbox(shop, redirectUrl, PENDING_CARD);
    expect((await result(buyer.customer, o.id, back)).json.data.outcome).toBe('pending');
    shop.clock.now = new Date(Date.now() + 31 * 60_000);
    expect((await buyer.customer.get(`/order/${o.id}`)).json.data.status).toBe('CANCELLED');
    expect(await stockOf(shop, buyer.item.id)).toBe(6);
    return { ...buyer, o, reference: referenceOf(redirectUrl), back };
  }

  it('revives the order when its bottles are still there', async () => {
    const { customer, email, cartId, item, o, reference, back } = await lateOrder('TIL-PER-2023-75');
    expect((await notify(reference, 'PAID')).status).toBe(200);

    const row = await orderRow(o.id);
    expect(row.status).toBe('PAID');
    expect(row.invoiceNumber).not.toBeNull();
    expect(await historyOf(o.id)).toEqual(['AWAITING_PAYMENT', 'CANCELLED', 'PAID']);
    expect(await stockOf(shop, item.id)).toBe(0);
    expect((await paymentOf(o.id)).status).toBe('CAPTURED');
    const [closed] = await shop.db.select().from(cart).where(eq(cart.id, cartId));
    expect(closed.orderedAt).not.toBeNull();
    expect((await result(customer, o.id, back)).json.data.outcome).toBe('success');
    const mails = (await shop.outbox()).filter((m) => m.subject.includes(o.number));
    expect(mails.map((m) => m.to).sort()).toEqual([email, ESTATE].sort());
  });

  it('is refunded through the provider when the bottles were sold meanwhile, and the customer and the estate are told', async () => {
    const { customer, email, item, o, reference, back } = await lateOrder('TIL-DEM-2023-75');
    // Another customer takes the six bottles the expired order gave back.
    const other = await customerWithCart(shop, 'TIL-DEM-2023-75', 6);
    expect((await other.customer.post('/order', homeDelivery(other.cartId, fr))).status).toBe(200);
    expect(await stockOf(shop, item.id)).toBe(0);

    expect((await notify(reference, 'PAID')).status).toBe(200);
    const row = await orderRow(o.id);
    expect(row.status).toBe('REFUNDED');
    expect(row.invoiceNumber).toBeNull();
    expect(await stockOf(shop, item.id)).toBe(0);
    const refunded = await paymentOf(o.id);
    expect(refunded).toMatchObject({ status: 'REFUNDED', refundedAmount: row.total });
    expect(refunded.refundReference).toMatch(/^sbx_\w+-refund-/);
    const [books] = await shop.db.select().from(sandboxPayment).where(eq(sandboxPayment.reference, reference));
    expect(books.refundedAmount).toBe(row.total);

    // Told again, or asked again by the customer's return, nothing more happens.
    expect((await notify(reference, 'PAID')).status).toBe(200);
    expect((await result(customer, o.id, back)).json.data.outcome).toBe('cancelled');
    const [again] = await shop.db.select().from(sandboxPayment).where(eq(sandboxPayment.reference, reference));
    expect(again.refundedAmount).toBe(row.total);

    const mails = (await shop.outbox()).filter((m) => m.subject.includes(o.number));
    expect(mails.map((m) => [m.to, m.subject])).toEqual(
      expect.arrayContaining([
        [email, `Votre commande ${o.number}\u00a0: paiement remboursé`],
        [ESTATE, `Paiement tardif remboursé\u00a0: commande ${o.number}`],
      ]),
    );
    expect(mails).toHaveLength(2);
    expect(mails.find((m) => m.to === email)!.text).toContain('Montant remboursé');
  });

  it('is refunded when the last use of its discount code went to another order meanwhile', async () => {
    await shop.db.insert(discount).values({ code: 'DERNIER', type: 'EURO', amount: 500, detailType: 'CART', maxUses: 1 });
    const { o, reference } = await lateOrder('TIL-PBL-2024-75', 'DERNIER');
    expect((await orderRow(o.id)).discountTotal).toBe(500);
    const other = await customerWithCart(shop, 'TIL-HEN-2020-75', 6);
    expect((await other.customer.post(`/cart/${other.cartId}`, { discountCode: 'DERNIER' })).status).toBe(200);
    expect((await other.customer.post('/order', homeDelivery(other.cartId, fr))).status).toBe(200);

    expect((await notify(reference, 'PAID')).status).toBe(200);
    expect((await orderRow(o.id)).status).toBe('REFUNDED');
    expect((await paymentOf(o.id)).refundedAmount).toBe((await orderRow(o.id)).total);
    const [code] = await shop.db.select().from(discount).where(eq(discount.code, 'DERNIER'));
    expect(code.usesCount).toBe(1);
  });

  it('comes back with its discount code when the code still has a use for it', async () => {
    await shop.db.insert(discount).values({ code: 'ENCORE', type: 'EURO', amount: 500, detailType: 'CART', maxUses: 1 });
    const { o, reference } = await lateOrder('TIL-LOU-2020-75', 'ENCORE');
    const [given] = await shop.db.select().from(discount).where(eq(discount.code, 'ENCORE'));
    expect(given.usesCount).toBe(0);
    expect((await notify(reference, 'PAID')).status).toBe(200);
    expect((await orderRow(o.id)).status).toBe('PAID');
    const [taken] = await shop.db.select().from(discount).where(eq(discount.code, 'ENCORE'));
    expect(taken.usesCount).toBe(1);
    expect(await shop.db.select().from(discountRedemption).where(eq(discountRedemption.orderId, o.id))).toHaveLength(1);
  });

  it('is refunded, not revived, when the estate cancelled the order itself', async () => {
    const { customer, cartId, item } = await customerWithCart(shop, 'TIL-BDT-NV-75', 6);
    await setStock(shop, item.id, 6);
    const { order: o, redirectUrl } = (await customer.post('/order', homeDelivery(cartId, fr))).json.data;
    await moveTo(shop, await adminCookie(shop), o.id, 'CANCELLED');
    expect(await stockOf(shop, item.id)).toBe(6);

    // The customer, still on the provider's page, pays anyway.
    const back = await paySandbox(shop, redirectUrl, '4242424242424242');
    expect((await result(customer, o.id, back)).json.data.outcome).toBe('cancelled');
    expect((await orderRow(o.id)).status).toBe('REFUNDED');
    expect(await stockOf(shop, item.id)).toBe(6);
    expect((await paymentOf(o.id)).refundedAmount).toBe((await orderRow(o.id)).total);
  });

  it('keeps a refund the provider refuses due, and makes it when the provider answers again', async () => {
    const { item, o, reference } = await lateOrder('TIL-CDC-2021-75');
    await setStock(shop, item.id, 0);
    const refusing = { ...original.sandbox, refund: async () => Promise.reject(new Error('provider down')) };
    shop.deps.payments = { ...original, named: (name) => (name === 'sandbox' ? refusing : original.named(name)) };
    expect((await notify(reference, 'PAID')).status).toBe(200);
    expect(await paymentOf(o.id)).toMatchObject({ status: 'REFUNDED', refundedAmount: 0 });

    shop.deps.payments = original;
    expect(await settleRefunds(shop.deps)).toBe(1);
    expect((await paymentOf(o.id)).refundedAmount).toBe((await orderRow(o.id)).total);
    expect(await settleRefunds(shop.deps)).toBe(0);
  });
});

describe('the sandbox with several processes', () => {
  it('a payment opened by one process is paid on another and returned to a third', async () => {
    // Three shops on the same database, each with its own providers and no secret in common but the database.
    const process = () => createApp({ ...shop.deps, payments: createPaymentProviders({ db: shop.db, now: shop.deps.now }, { provider: 'sandbox' }) });
    const [first, second, third] = [process(), process(), process()];
    const { customer, cartId } = await customerWithCart(shop, 'TIL-HEN-2020-75', 6);
    const on = (app: typeof first) => {
      const other = browser({ ...shop, app }, '198.51.100.77');
      for (const [name, value] of customer.cookies) other.cookies.set(name, value);
      return other;
    };
    const { order: o, redirectUrl } = (await on(first).post('/order', homeDelivery(cartId, fr))).json.data;
    const paid = await paySandbox({ ...shop, app: second }, redirectUrl, '4242424242424242');
    const outcome = await result(on(third), o.id, paid);
    expect(outcome.json.data).toMatchObject({ outcome: 'success', status: 'PAID' });
    const [books] = await shop.db.select().from(sandboxPayment).where(and(eq(sandboxPayment.reference, referenceOf(redirectUrl)), eq(sandboxPayment.status, 'PAID')));
    expect(books.orderId).toBe(o.id);
  });
});
