import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { order, payment } from '~/server/db/schema';
import { createPaymentProviders } from '~/server/payments';
import { settleRefunds } from '~/server/services/orders/refunds';
import { adminCookie } from './admin-support';
import { startTestShop, type TestShop } from './harness';
import { customerWithCart, franceId, homeDelivery, result, setStock, stockOf } from './order-support';
import { startFakeStripe, type FakeStripe } from '../fakes/stripe';

// Stripe as the card provider, against the fake Stripe of tests/fakes/stripe.ts: the customer pays
// on its hosted page, comes back, the signed webhook arrives (or not, twice, late, forged); Stripe
// is down or slow; the estate refunds whole or part, and a refund whose answer was lost is not made twice.

const SECRET_KEY = 'sk_test_domaine_des_tilleuls';
const PUBLISHABLE_KEY = 'pk_test_domaine_des_tilleuls';
const WEBHOOK_SECRET = 'whsec_domaine_des_tilleuls';

let fake: FakeStripe;
let shop: TestShop;
let fr: number;
/** Whether the fake's events reach the shop (as Stripe's POST would), or are lost on the way. */
let delivering = true;

const deliver = (request: { headers: Record<string, string>; body: string }) => shop.app.request('/api/payment/stripe/notification', { method: 'POST', headers: request.headers, body: request.body });

beforeAll(async () => {
  fake = await startFakeStripe({
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
    deliver: async (request) => (delivering ? (await deliver(request)).status : 0),
  });
  shop = await startTestShop({
    env: { PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_PUBLISHABLE_KEY: PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: fake.base },
  });
  // The harness opens the sandbox; this shop's payments go to the fake Stripe, given a second to answer.
  shop.deps.payments = createPaymentProviders({ db: shop.db, now: shop.deps.now }, { provider: 'stripe', stripe: { ...shop.deps.config.stripe!, timeoutMs: 1000 } });
  fr = await franceId(shop);
});
afterEach(() => {
  delivering = true;
  Object.assign(fake.faults, { down: false, hold: null, holdAfterRefund: null });
});
afterAll(async () => {
  await shop?.close();
  await fake?.close();
});

const orderRow = async (id: number) => (await shop.db.select().from(order).where(eq(order.id, id)))[0];
const paymentOf = async (orderId: number) => (await shop.db.select().from(payment).where(eq(payment.orderId, orderId)).orderBy(desc(payment.id)))[0];
const sessionOf = (redirectUrl: string) => redirectUrl.split('/').at(-1)!;

/** A customer's order placed with Stripe: where the browser goes, and the session. */
async function placed(reference = 'TIL-HEN-2020-75', lang: 'fr_FR' | 'en_US' = 'fr_FR') {
  const { customer, cartId, item } = await customerWithCart(shop, reference, 6, lang);
  const answer = await customer.post('/order', homeDelivery(cartId, fr), { lang });
  expect(answer.status, answer.json.message ?? undefined).toBe(200);
  const { order: o, redirectUrl } = answer.json.data as { order: { id: number; number: string; total: number }; redirectUrl: string };
  return { customer, cartId, item, order: o, redirectUrl, session: sessionOf(redirectUrl) };
}

/** The customer types a card on the fake's hosted page; answers where the page sends the browser. */
async function payOnPage(redirectUrl: string, card = '4242 4242 4242 4242') {
  const response = await fetch(redirectUrl, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ card }).toString() });
  return { status: response.status, location: response.headers.get('location'), text: await response.text() };
}

async function paidWithStripe(lang: 'fr_FR' | 'en_US' = 'fr_FR') {
  const order = await placed('TIL-HEN-2020-75', lang);
  const paid = await payOnPage(order.redirectUrl);
  const back = await result(order.customer, order.order.id, new URL(paid.location!));
  expect(back.json.data.status).toBe('PAID');
  return order;
}

describe('paying with Stripe', () => {
  it('opens a hosted Checkout session that lives as long as the stock is held, and the webhook pays the order', async () => {
    const { customer, order: o, redirectUrl, session } = await placed();
    expect(redirectUrl.startsWith(`${fake.base}/pay/cs_test_`)).toBe(true);
    const opened = fake.sessions.get(session)!;
    expect(opened).toMatchObject({ status: 'open', amount_total: o.total, currency: 'eur', client_reference_id: o.number, locale: 'fr' });
    expect(opened.success_url).toBe(`http://shop.test/order/cawl/result/${o.id}?session_id={CHECKOUT_SESSION_ID}`);
    // Stripe's session lives at least 30 minutes; the stock stays held until it has closed.
    expect(opened.expires_at - opened.created).toBeGreaterThanOrEqual(30 * 60);
    const row = await orderRow(o.id);
    expect(row.stockHeldUntil!.getTime()).toBeGreaterThan(opened.expires_at * 1000);
    expect((await paymentOf(o.id)).providerReference).toBe(session);

    const page = await fetch(redirectUrl);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Numéro de carte');

    const paid = await payOnPage(redirectUrl);
    expect(paid.status).toBe(303);
    expect(paid.location).toBe(`http://shop.test/order/cawl/result/${o.id}?session_id=${session}`);
    // The webhook came first: the order is paid before the customer is back.
    expect(fake.events.at(-1)).toMatchObject({ type: 'checkout.session.completed', delivered: 200 });
    expect((await orderRow(o.id)).status).toBe('PAID');
    const intent = fake.sessions.get(session)!.payment_intent!;
    expect(await paymentOf(o.id)).toMatchObject({ status: 'CAPTURED', providerPaymentId: intent });

    const back = await result(customer, o.id, new URL(paid.location!));
    expect(back.json.data).toMatchObject({ status: 'PAID', outcome: 'success' });
  });

  it('a declined card leaves the page open for another card; the return alone pays the order when the webhook is lost', async () => {
    const { customer, order: o, redirectUrl, session } = await placed('TIL-HEN-2020-75', 'en_US');
    expect(fake.sessions.get(session)!.locale).toBe('en');
    const declined = await payOnPage(redirectUrl, '4000 0000 0000 0002');
    expect(declined.status).toBe(402);
    expect(declined.text).toContain('Your card was declined.');
    expect((await orderRow(o.id)).status).toBe('AWAITING_PAYMENT');

    delivering = false;
    const paid = await payOnPage(redirectUrl);
    expect((await orderRow(o.id)).status).toBe('AWAITING_PAYMENT');
    const back = await result(customer, o.id, new URL(paid.location!));
    expect(back.json.data).toMatchObject({ status: 'PAID', outcome: 'success' });
  });

  it('the customer who leaves Stripe’s page by its back link ends the order at once: session closed, stock and cart given back', async () => {
    const { customer, order: o, cartId, item, session } = await placed('TIL-CLO-2020-75', 'en_US');
    await setStock(shop, item.id, 20);
    const cancelUrl = fake.sessions.get(session)!.cancel_url!;
    expect(cancelUrl).toBe(`http://shop.test/en_US/order/cawl/result/${o.id}?stripe=cancelled`);
    const back = await result(customer, o.id, new URL(cancelUrl));
    expect(back.json.data).toMatchObject({ status: 'CANCELLED', outcome: 'cancelled' });
    expect(fake.sessions.get(session)!.status).toBe('expired');
    expect(await stockOf(shop, item.id)).toBe(26);
    expect((await customer.post('/cart', {})).json.data.id).toBe(cartId);
    // Stripe's page takes no card any more.
    expect((await payOnPage(fake.sessions.get(session)!.url ?? `${fake.base}/pay/${session}`)).status).toBe(402);
  });

  it('a back link used after paying changes nothing: the session cannot be closed, Stripe says paid', async () => {
    const { customer, order: o, redirectUrl } = await placed();
    delivering = false;
    await payOnPage(redirectUrl);
    const back = await result(customer, o.id, new URL(`http://shop.test/?stripe=cancelled`));
    expect(back.json.data).toMatchObject({ status: 'PAID', outcome: 'success' });
  });

  it('a return that names another session changes nothing', async () => {
    const { customer, order: o } = await placed();
    const back = await result(customer, o.id, new URL('http://shop.test/?session_id=cs_test_somebody_else'));
    expect(back.json.data.outcome).toBe('error');
    expect((await orderRow(o.id)).status).toBe('AWAITING_PAYMENT');
  });

  it('when the session expires at Stripe, the order ends and its stock comes back', async () => {
    const { order: o, session, item } = await placed('TIL-CLO-2020-75');
    // Stock counted after the order took its 6 bottles: they come back on top.
    await setStock(shop, item.id, 20);
    await fake.expire(session);
    expect(fake.events.at(-1)).toMatchObject({ type: 'checkout.session.expired', delivered: 200 });
    expect((await orderRow(o.id)).status).toBe('CANCELLED');
    expect(await stockOf(shop, item.id)).toBe(26);
  });
});

describe('Stripe’s webhooks', () => {
  it('a replayed event is acknowledged and changes nothing more', async () => {
    const { order: o, redirectUrl, session } = await placed();
    delivering = false;
    await payOnPage(redirectUrl);
    const event = fake.signedEvent('checkout.session.completed', session);
    const first = await deliver(event);
    expect(first.status).toBe(200);
    expect((await first.json()).data.result).toBe('applied');
    expect((await orderRow(o.id)).status).toBe('PAID');
    const again = await deliver(event);
    expect(again.status).toBe(200);
    expect((await again.json()).data.result).toBe('duplicate');
  });

  it('believes Stripe, not the event: a late "expired" for a paid session pays; a "completed" for an open one does not', async () => {
    const { order: o, redirectUrl, session } = await placed();
    // Signed, but its body is older than the truth: the session re-read at Stripe is still open.
    const early = fake.signedEvent('checkout.session.completed', session);
    const forged = JSON.parse(early.body) as { data: { object: Record<string, unknown> } };
    forged.data.object.status = 'complete';
    forged.data.object.payment_status = 'paid';
    const body = JSON.stringify(forged);
    const signed = { 'content-type': 'application/json', 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET }) };
    expect((await deliver({ headers: signed, body })).status).toBe(200);
    expect((await orderRow(o.id)).status).toBe('AWAITING_PAYMENT');

    delivering = false;
    await payOnPage(redirectUrl);
    // Out of order: an "expired" event delivered after the payment, about a session Stripe shows paid.
    const late = await deliver(fake.signedEvent('checkout.session.expired', session));
    expect(late.status).toBe(200);
    expect((await orderRow(o.id)).status).toBe('PAID');
  });

  it('refuses a bad signature, a signature too old, and another endpoint’s secret, changing nothing', async () => {
    const { order: o, redirectUrl, session } = await placed();
    delivering = false;
    await payOnPage(redirectUrl);
    const event = fake.signedEvent('checkout.session.completed', session);
    const tampered = { headers: event.headers, body: event.body.replace('"livemode":false', '"livemode":true') };
    const old = fake.signedEvent('checkout.session.completed', session, Math.floor(Date.now() / 1000) - 3600);
    const otherSecret = { headers: { 'content-type': 'application/json', 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload: event.body, secret: 'whsec_another_endpoint' }) }, body: event.body };
    const unsigned = { headers: { 'content-type': 'application/json' }, body: event.body };
    for (const attempt of [tampered, old, otherSecret, unsigned]) {
      const answer = await deliver(attempt);
      expect(answer.status).toBe(401);
      expect((await answer.json()).message).toBe('Notification refusée\u00a0: signature invalide.');
    }
    expect((await orderRow(o.id)).status).toBe('AWAITING_PAYMENT');
    expect((await deliver(event)).status).toBe(200);
    expect((await orderRow(o.id)).status).toBe('PAID');
  });

  it('acknowledges an event about something else, and answers 503 while Stripe cannot be asked, so that Stripe sends it again', async () => {
    const event = JSON.stringify({ id: 'evt_test_other', object: 'event', type: 'charge.refunded', data: { object: { id: 'ch_test_other', object: 'charge' } } });
    const acknowledged = await deliver({ headers: { 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload: event, secret: WEBHOOK_SECRET }) }, body: event });
    expect(acknowledged.status).toBe(200);
    expect((await acknowledged.json()).data.result).toBe('ignored');

    const { order: o, redirectUrl, session } = await placed();
    delivering = false;
    await payOnPage(redirectUrl);
    fake.faults.down = true;
    const completed = fake.signedEvent('checkout.session.completed', session);
    expect((await deliver(completed)).status).toBe(503);
    expect((await orderRow(o.id)).status).toBe('AWAITING_PAYMENT');
    fake.faults.down = false;
    const redelivered = await deliver(completed);
    expect((await redelivered.json()).data.result).toBe('applied');
    expect((await orderRow(o.id)).status).toBe('PAID');
  });
});

describe('Stripe down or slow', () => {
  for (const [fault, breakIt] of [
    ['down', () => void (fake.faults.down = true)],
    ['too slow', () => void (fake.faults.hold = new Promise<void>(() => {}))],
  ] as const) {
    it(`${fault}: the order is not placed, its stock comes back, the customer reads why`, async () => {
      const { customer, cartId, item } = await customerWithCart(shop, 'TIL-CLO-2020-75', 6, 'en_US');
      await setStock(shop, item.id, 12);
      breakIt();
      const refused = await customer.post('/order', homeDelivery(cartId, fr), { lang: 'en_US' });
      expect(refused.status).toBe(503);
      expect(refused.json.message).toBe('Card payment is unavailable right now: your order was not placed and your cart is just as you left it. Please try again in a few moments.');
      const [cancelled] = await shop.db.select().from(order).where(eq(order.cartId, cartId));
      expect(cancelled.status).toBe('CANCELLED');
      expect(await stockOf(shop, item.id)).toBe(12);
      Object.assign(fake.faults, { down: false, hold: null });
      const retried = await customer.post('/order', homeDelivery(cartId, fr), { lang: 'en_US' });
      expect(retried.status).toBe(200);
      expect(retried.json.data.redirectUrl.startsWith(`${fake.base}/pay/`)).toBe(true);
    });
  }
});

describe('refunds through Stripe', () => {
  const refund = (orderId: number, body: unknown, cookie: string) => shop.post(`/admin/orders/${orderId}/refunds`, body, { cookie });

  it('gives back part, then the rest, from the back office; Stripe refuses more than is left', async () => {
    const admin = await adminCookie(shop);
    const { order: o, session } = await paidWithStripe('en_US');
    const intent = fake.sessions.get(session)!.payment_intent!;
    const part = await refund(o.id, { amount: 1000, note: 'Broken bottle' }, admin);
    expect(part.status).toBe(200);
    expect(part.json.data.refunds).toEqual([expect.objectContaining({ amount: 1000, settled: true })]);
    expect(fake.refundedOf(intent)).toBe(1000);
    // The shop's refund went with an idempotency key.
    const refundCalls = () => fake.calls.filter((c) => c.path === '/v1/refunds' && c.method === 'POST');
    expect(refundCalls().every((c) => c.idempotencyKey?.startsWith(`refund-${intent}-`))).toBe(true);
    const before = refundCalls().length;
    // Stripe itself refuses to give back more than is left, whatever it is asked.
    const beyond = await fetch(`${fake.base}/v1/refunds`, { method: 'POST', headers: { authorization: `Bearer ${SECRET_KEY}`, 'content-type': 'application/x-www-form-urlencoded' }, body: `payment_intent=${intent}&amount=${o.total}` });
    expect(beyond.status).toBe(400);
    expect((await beyond.json()).error).toMatchObject({ type: 'invalid_request_error', code: 'amount_too_large', param: 'amount' });
    const rest = await refund(o.id, { amount: o.total - 1000 }, admin);
    expect(rest.json.data).toMatchObject({ refundable: 0, order: { status: 'REFUNDED' } });
    expect(fake.refundedOf(intent)).toBe(o.total);
    expect(await paymentOf(o.id)).toMatchObject({ refundedAmount: o.total, status: 'REFUNDED' });
    // So did the second (the call above, made without one, set aside).
    expect(refundCalls().slice(before + 1).map((c) => c.idempotencyKey)).toEqual([expect.stringMatching(`^refund-${intent}-to-${o.total}-`)]);

    // Nor anything once all is given back.
    const answer = await fetch(`${fake.base}/v1/refunds`, { method: 'POST', headers: { authorization: `Bearer ${SECRET_KEY}`, 'content-type': 'application/x-www-form-urlencoded' }, body: `payment_intent=${intent}&amount=1` });
    expect(answer.status).toBe(400);
    expect((await answer.json()).error).toMatchObject({ type: 'invalid_request_error', code: 'charge_already_refunded' });
  });

  it('a refund whose answer was lost (Stripe took it, the shop timed out) is given back once when tried again', async () => {
    const admin = await adminCookie(shop);
    const { order: o, session } = await paidWithStripe();
    const intent = fake.sessions.get(session)!.payment_intent!;
    let release!: () => void;
    fake.faults.holdAfterRefund = new Promise<void>((resolve) => (release = resolve));
    const decided = await refund(o.id, { amount: o.total }, admin);
    expect(decided.status).toBe(200);
    // Stripe made the refund, the shop never heard: it is still due in the shop's books.
    expect(fake.refundedOf(intent)).toBe(o.total);
    expect(await paymentOf(o.id)).toMatchObject({ refundAskedAmount: o.total, refundedAmount: 0 });
    release();

    // The worker tries again: Stripe already gave the money back, so nothing more is taken from the estate.
    expect(await settleRefunds(shop.deps)).toBeGreaterThanOrEqual(1);
    expect(fake.refunds.filter((r) => r.payment_intent === intent)).toHaveLength(1);
    expect(await paymentOf(o.id)).toMatchObject({ refundedAmount: o.total, refundReference: fake.refunds.find((r) => r.payment_intent === intent)!.id });
    expect(await settleRefunds(shop.deps)).toBe(0);
  });
});

describe('the fake Stripe refuses what Stripe refuses', () => {
  const post = (path: string, body: string, headers: Record<string, string> = {}) =>
    fetch(`${fake.base}${path}`, { method: 'POST', headers: { authorization: `Bearer ${SECRET_KEY}`, 'content-type': 'application/x-www-form-urlencoded', ...headers }, body });
  const session = (expiresIn: number) =>
    `mode=payment&success_url=https%3A%2F%2Fshop.test%2F&line_items[0][quantity]=1&line_items[0][price_data][currency]=eur&line_items[0][price_data][unit_amount]=1200&line_items[0][price_data][product_data][name]=Wine&expires_at=${Math.floor(Date.now() / 1000) + expiresIn}`;

  it('a wrong key, a session shorter than 30 minutes, a key reused with other parameters', async () => {
    const wrongKey = await fetch(`${fake.base}/v1/checkout/sessions/cs_test_x`, { headers: { authorization: 'Bearer sk_test_wrong' } });
    expect(wrongKey.status).toBe(401);
    expect((await wrongKey.json()).error.type).toBe('invalid_request_error');
    const short = await post('/v1/checkout/sessions', session(29 * 60));
    expect(short.status).toBe(400);
    expect((await short.json()).error).toMatchObject({ type: 'invalid_request_error', param: 'expires_at' });
    const body = session(40 * 60);
    const first = await post('/v1/checkout/sessions', body, { 'idempotency-key': 'same-key' });
    const replayed = await post('/v1/checkout/sessions', body, { 'idempotency-key': 'same-key' });
    expect(replayed.headers.get('idempotent-replayed')).toBe('true');
    expect((await replayed.json()).id).toBe((await first.json()).id);
    const other = await post('/v1/checkout/sessions', session(50 * 60), { 'idempotency-key': 'same-key' });
    expect(other.status).toBe(400);
    expect((await other.json()).error.type).toBe('idempotency_error');
  });
});

describe('GET /custom-stripe/public-key', () => {
  const paymentMethod = async (of: TestShop) => (await of.get('/parameter')).json.data.find((p: { type: string }) => p.type === 'PAYMENT_METHOD')?.value;

  it('answers the publishable key, and nothing secret; PAYMENT_METHOD says STRIPE', async () => {
    expect(await paymentMethod(shop)).toBe('STRIPE');
    const answer = await shop.get('/custom-stripe/public-key');
    expect(answer.status).toBe(200);
    expect(answer.json.data).toEqual({ publicKey: PUBLISHABLE_KEY });
    expect(JSON.stringify(answer.json)).not.toMatch(/sk_|whsec_/);
  });

  it('says in both languages that no Stripe is configured when another provider takes the cards', async () => {
    const sandboxShop = await startTestShop();
    try {
      expect(await paymentMethod(sandboxShop)).toBe('SANDBOX');
      const french = await sandboxShop.get('/custom-stripe/public-key');
      expect(french.status).toBe(404);
      expect(french.json).toEqual({ success: false, data: null, message: 'Aucun compte Stripe n’est configuré pour cette boutique\u00a0: le paiement par carte passe par un autre prestataire.' });
      const english = await sandboxShop.get('/custom-stripe/public-key', { lang: 'en_US' });
      expect(english.json.message).toBe('No Stripe account is configured for this shop: card payments go through another provider.');
    } finally {
      await sandboxShop.close();
    }
  });
});
