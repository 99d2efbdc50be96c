import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { order, orderStatusHistory, paymentNotification } from '~/server/db/schema';
import { hmacBase64 } from '~/server/payments/signature';
import { startTestShop, type TestShop } from './harness';
import { customerWithCart, franceId, homeDelivery, notifySandbox, paySandbox, result } from './order-support';

// The provider's word arrives several times, in any order, some at the same moment: the order is
// paid once and mailed once. A message whose signature is wrong changes nothing.

/** The sandbox signs with the secret of its settings, so the test can sign as it does. */
const SECRET = 'test-sandbox-secret';

let shop: TestShop;
let fr: number;
beforeAll(async () => {
  shop = await startTestShop({ env: { PAYMENT_SANDBOX_SECRET: SECRET } });
  fr = await franceId(shop);
});
afterAll(() => shop.close());

const notify = (reference: string, status: string, secret = SECRET) => notifySandbox(shop, secret, reference, status);

describe('payment notifications', () => {
  it('the same notification 5 times, before and after the return, pays once and mails once', async () => {
    const { customer, cartId, email } = await customerWithCart(shop, 'TIL-HEN-2020-75', 6);
    const { order: o, redirectUrl } = (await customer.post('/order', homeDelivery(cartId, fr))).json.data;
    const reference = redirectUrl.split('/').at(-1)!;
    // Three at the same moment, before the customer has even submitted the card.
    const first = await Promise.all([notify(reference, 'PAID'), notify(reference, 'PAID'), notify(reference, 'PAID')]);
    expect(first.map((r) => r.status)).toEqual([200, 200, 200]);
    const back = await paySandbox(shop, redirectUrl, '4242424242424242');
    expect((await result(customer, o.id, back)).json.data.outcome).toBe('success');
    await Promise.all([notify(reference, 'PAID'), notify(reference, 'PAID'), result(customer, o.id, back)]);

    const [row] = await shop.db.select().from(order).where(eq(order.id, o.id));
    expect(row.status).toBe('PAID');
    const paid = (await shop.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, o.id))).filter((h) => h.status === 'PAID');
    expect(paid).toHaveLength(1);
    expect((await shop.outbox()).filter((m) => m.to === email && m.subject.includes(o.number))).toHaveLength(1);
    expect(await shop.db.select().from(paymentNotification).where(eq(paymentNotification.notificationId, `${reference}-PAID`))).toHaveLength(1);
  });

  it('a notification with a bad signature changes nothing', async () => {
    const { customer, cartId } = await customerWithCart(shop, 'TIL-HEN-2020-75', 6);
    const { order: o, redirectUrl } = (await customer.post('/order', homeDelivery(cartId, fr))).json.data;
    const reference = redirectUrl.split('/').at(-1)!;
    const forged = await notify(reference, 'PAID', 'not-the-secret');
    expect(forged.status).toBe(401);
    const [row] = await shop.db.select().from(order).where(eq(order.id, o.id));
    expect(row.status).toBe('AWAITING_PAYMENT');
    expect(await shop.db.select().from(paymentNotification).where(eq(paymentNotification.notificationId, `${reference}-PAID`))).toHaveLength(0);
    // The genuine one, afterwards, still counts.
    expect((await notify(reference, 'PAID')).status).toBe(200);
    const [paid] = await shop.db.select().from(order).where(eq(order.id, o.id));
    expect(paid.status).toBe('PAID');
  });
});

describe('with CAWL as the provider', () => {
  let cawlShop: TestShop;
  beforeAll(async () => {
    cawlShop = await startTestShop({
      env: {
        PAYMENT_PROVIDER: 'cawl',
        PAYMENT_SANDBOX_SECRET: SECRET,
        CAWL_MERCHANT_ID: 'domaine',
        CAWL_API_KEY: 'key',
        CAWL_API_SECRET: 'secret',
        CAWL_WEBHOOK_KEY_ID: 'hook',
        CAWL_WEBHOOK_SECRET: 'hook-secret',
        CAWL_ENDPOINT: 'payment.preprod.cawl-solutions.fr',
      },
    });
  });
  afterAll(() => cawlShop.close());

  it('has no sandbox: its payment page and its notifications are not there', async () => {
    const body = JSON.stringify({ id: 'sandbox-PAID', reference: 'sandbox', status: 'PAID' });
    const signed = { 'content-type': 'application/json', 'x-sandbox-signature': hmacBase64(SECRET, body) };
    const asked = await Promise.all([
      cawlShop.app.request('/api/payment/sandbox/pay/any-reference'),
      cawlShop.app.request('/api/payment/sandbox/pay/any-reference', { method: 'POST', body: new URLSearchParams({ card: '4242424242424242' }) }),
      cawlShop.app.request('/api/payment/sandbox/notification', { method: 'POST', headers: signed, body }),
    ]);
    expect(asked.map((r) => r.status)).toEqual([404, 404, 404]);
    // Not a payment it does not know: no such address at all.
    expect((await asked[0].json()).message).toBe('Cette adresse de l’API n’existe pas.');
  });

  it('while the sandbox is the provider, its page is there', async () => {
    const { customer, cartId } = await customerWithCart(shop, 'TIL-HEN-2020-75', 6);
    const { redirectUrl } = (await customer.post('/order', homeDelivery(cartId, fr))).json.data;
    expect(redirectUrl).toMatch(/^\/api\/payment\/sandbox\/pay\//);
    expect((await shop.app.request(redirectUrl)).status).toBe(200);
  });
});
