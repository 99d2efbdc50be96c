import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { cardCharge, cart, keptCard, mailOutbox, order, payment, sandboxPayment, site } from '~/server/db/schema';
import { createPaymentProviders, type PaymentProviders } from '~/server/payments';
import { createCawlProvider } from '~/server/payments/cawl';
import type { PaymentProvider } from '~/server/payments/provider';
import { chargeKey, makeCharge, refreshCharge, scheduleCharge } from '~/server/services/cards/charges';
import { startTestShop, type TestShop } from './harness';
import { customerWithCart, franceId, homeDelivery, paySandbox, result, setStock } from './order-support';
import { declinationOf, type Browser } from './cart-browser';
import { STRIPE_TEST_CARDS, startFakeStripe, type FakeStripe } from '../fakes/stripe';
import { CAWL_TEST_CARDS, createFakeCawl, type FakeCawl } from '../fakes/cawl';

// Charging a kept card without the customer (a merchant-initiated payment), on each provider: the
// card kept from a first payment the customer made, then a charge that is paid, declined (with the
// reason) or needs the customer (mailed a link to the provider's page). The same charge asked twice
// (a crash between the provider's answer and the commit, a provider that timed out after it took
// the money) takes the money once; a card deleted at the provider is forgotten by the shop.

const SECRET_KEY = 'sk_test_domaine_des_tilleuls';
const WEBHOOK_SECRET = 'whsec_domaine_des_tilleuls';

let shop: TestShop;
let fr: number;
let siteId: number;
let fakeStripe: FakeStripe;
let fakeCawl: FakeCawl;
let providers: Record<'sandbox' | 'stripe' | 'cawl', PaymentProviders>;

beforeAll(async () => {
  fakeStripe = await startFakeStripe({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
  fakeCawl = createFakeCawl();
  shop = await startTestShop();
  fr = await franceId(shop);
  await setStock(shop, (await declinationOf(shop, 'TIL-HEN-2020-75')).id, 10_000);
  siteId = (await shop.db.select({ id: site.id }).from(site))[0].id;
  const sandbox = shop.deps.payments;
  const stripe = createPaymentProviders({ db: shop.db, now: shop.deps.now }, {
    provider: 'stripe',
    stripe: { secretKey: SECRET_KEY, publishableKey: 'pk_test', webhookSecret: WEBHOOK_SECRET, apiBase: fakeStripe.base, timeoutMs: 1000 },
  });
  const cawl = createCawlProvider({ merchantId: 'domaine', apiKey: 'key', apiSecret: 'secret', webhookKeyId: 'hook', webhookSecret: 'hook-secret', endpoint: 'payment.preprod.cawl-solutions.fr' }, fakeCawl.client);
  const withCurrent = (current: PaymentProvider): PaymentProviders => ({ current, sandbox: sandbox.sandbox, named: (name) => (name === 'cawl' ? cawl : name === 'stripe' ? stripe.current : sandbox.named(name)) });
  providers = { sandbox: withCurrent(sandbox.current), stripe: withCurrent(stripe.current), cawl: withCurrent(cawl) };
});
afterAll(async () => {
  await shop?.close();
  await fakeStripe?.close();
});

type ProviderName = keyof typeof providers;

/** The same customer's next cart, six bottles. */
async function newCart(customer: Browser) {
  const item = await declinationOf(shop, 'TIL-HEN-2020-75');
  const added = await customer.add('new', item.id, { quantity: 6 });
  expect(added.status, added.json.message ?? undefined).toBe(200);
  return added.json.data.id as number;
}

/** The customer pays an order on the provider's page, ticking "keep this card": answers the card the shop kept. */
async function keptCardOf(name: ProviderName, number: string) {
  shop.deps.payments = providers[name];
  const { customer, cartId } = await customerWithCart(shop, 'TIL-HEN-2020-75', 6);
  const answer = await customer.post('/order', homeDelivery(cartId, fr, { keepCard: true }));
  expect(answer.status, answer.json.message ?? undefined).toBe(200);
  const { order: placed, redirectUrl } = answer.json.data as { order: { id: number }; redirectUrl: string };
  let back: URL;
  if (name === 'sandbox') back = await paySandbox(shop, redirectUrl, number);
  else if (name === 'stripe') {
    const paid = await fakeStripe.pay(redirectUrl.split('/').at(-1)!, number);
    if (!('redirect' in paid)) throw new Error(paid.error);
    back = new URL(paid.redirect);
  } else {
    const paid = fakeCawl.pay(redirectUrl.split('/').at(-1)!, number);
    back = new URL(`http://shop.test/r?${new URLSearchParams(paid)}`);
  }
  const returned = await result(customer, placed.id, back);
  expect(returned.json.data.status).toBe('PAID');
  const [orderRow] = await shop.db.select({ userId: order.userId }).from(order).where(eq(order.id, placed.id));
  const cards = await shop.db.select().from(keptCard).where(eq(keptCard.userId, orderRow.userId!));
  expect(cards).toHaveLength(1);
  return { customer, card: cards[0], orderId: placed.id };
}

const due = (cardId: number, amount = 14_900) => scheduleCharge(shop.db, { keptCardId: cardId, amount, label: 'Club des Tilleuls – caisse de printemps', dueAt: shop.deps.now() });
const charge = (id: number) => makeCharge(shop.deps, siteId, id);

const CARDS = {
  sandbox: { paid: '4242424242424242', declined: '4000000000000341', authenticate: '4000002760003184' },
  stripe: { paid: STRIPE_TEST_CARDS.paid, declined: STRIPE_TEST_CARDS.declinedLater, authenticate: STRIPE_TEST_CARDS.authenticateAlways },
  cawl: { paid: CAWL_TEST_CARDS.paid, declined: CAWL_TEST_CARDS.declinedLater, authenticate: CAWL_TEST_CARDS.authenticateLater },
} as const;

describe.each(['sandbox', 'stripe', 'cawl'] as const)('a kept card charged without the customer, with %s', (name) => {
  it('keeps only what recognises the card, and charges it: paid', async () => {
    const { card } = await keptCardOf(name, CARDS[name].paid);
    expect(card).toMatchObject({ provider: name, last4: '4242', isDefault: true });
    expect(card.brand).toBe('Visa');
    expect(JSON.stringify(card)).not.toContain('4242424242424242');
    const made = await charge((await due(card.id)).id);
    expect(made).toMatchObject({ status: 'PAID', declineReason: null });
    expect(made.providerReference).toBeTruthy();
  });

  it('is declined, with the reason', async () => {
    const { card } = await keptCardOf(name, CARDS[name].declined);
    const made = await charge((await due(card.id)).id);
    expect(made.status).toBe('DECLINED');
    expect(made.declineReason).toMatch(/decline|insufficient|30511001/);
    // The card is still kept: the bank said no to this payment, not to the card.
    expect(await shop.db.select().from(keptCard).where(eq(keptCard.id, card.id))).toHaveLength(1);
  });

  it("needs the customer: the shop mails a link to the provider's page, and the payment is the customer's to confirm", async () => {
    const { card } = await keptCardOf(name, CARDS[name].authenticate);
    const made = await charge((await due(card.id)).id);
    expect(made.status).toBe('AUTHENTICATION_REQUIRED');
    expect(made.authenticateUrl).toMatch(/^https?:\/\//);
    const [mail] = (await shop.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1)).map((m) => m.message);
    expect(mail.subject).toContain('Votre banque demande une confirmation');
    expect(mail.text).toContain(made.authenticateUrl!);
    expect(mail.text).toContain('149,00');
    // Asked again, the charge is not made twice (and no second mail).
    const again = await charge(made.id);
    expect(again.status).toBe('AUTHENTICATION_REQUIRED');
    expect((await shop.db.select().from(mailOutbox)).filter((m) => m.message.text.includes(made.authenticateUrl!))).toHaveLength(1);
  });
});

describe('the same charge asked twice takes the money once', () => {
  it('with Stripe: a crash between the answer and the commit, then the retry', async () => {
    const { card } = await keptCardOf('stripe', STRIPE_TEST_CARDS.paid);
    const row = await due(card.id);
    // The first attempt reached Stripe, which took the money; the shop crashed before recording it.
    const lost = await providers.stripe.current.chargeKeptCard({ chargeKey: chargeKey(row), card, amount: row.amount, label: row.label, email: 'x@example.fr', lang: 'fr_FR', returnUrl: 'http://shop.test/account', customerPresent: false });
    expect(lost.status).toBe('PAID');
    await shop.db.update(cardCharge).set({ status: 'PENDING' }).where(eq(cardCharge.id, row.id));
    const made = await charge(row.id);
    expect(made.status).toBe('PAID');
    expect(made.providerReference).toBe(lost.reference);
    expect(fakeStripe.chargesOf(chargeKey(row))).toHaveLength(1);
  });

  it('with Stripe: Stripe times out after it took the money; the next attempt reads the same payment', async () => {
    const { card } = await keptCardOf('stripe', STRIPE_TEST_CARDS.paid);
    const row = await due(card.id);
    let release!: () => void;
    fakeStripe.faults.holdAfterCharge = new Promise<void>((resolve) => (release = resolve));
    await expect(charge(row.id)).rejects.toThrow();
    release();
    expect((await shop.db.select().from(cardCharge).where(eq(cardCharge.id, row.id)))[0].status).toBe('PENDING');
    const made = await charge(row.id);
    expect(made.status).toBe('PAID');
    expect(fakeStripe.chargesOf(chargeKey(row))).toHaveLength(1);
  });

  it('with CAWL: the payment made, its answer lost, then the retry', async () => {
    const { card } = await keptCardOf('cawl', CAWL_TEST_CARDS.paid);
    const row = await due(card.id);
    fakeCawl.faults.loseNextPaymentAnswer = true;
    await expect(charge(row.id)).rejects.toThrow();
    const made = await charge(row.id);
    expect(made.status).toBe('PAID');
    const paid = [...fakeCawl.payments.values()].filter((p) => p.merchantReference === `charge-${chargeKey(row)}`);
    expect(paid).toHaveLength(1);
    expect(made.providerReference).toBe(paid[0].id);
  });

  it('with the sandbox: twice at once, one payment', async () => {
    const { card } = await keptCardOf('sandbox', '4242424242424242');
    const row = await due(card.id);
    const [a, b] = await Promise.all([charge(row.id), charge(row.id)]);
    expect(a.status).toBe('PAID');
    expect(b.status).toBe('PAID');
    expect(await shop.db.select().from(sandboxPayment).where(eq(sandboxPayment.idempotencyKey, chargeKey(row)))).toHaveLength(1);
  });
});

describe('a kept card deleted at the provider', () => {
  it.each(['sandbox', 'stripe', 'cawl'] as const)('with %s: the charge is declined and the shop forgets the card', async (name) => {
    const { card } = await keptCardOf(name, CARDS[name].paid);
    if (name === 'stripe') fakeStripe.deleteCard(card.cardReference);
    else if (name === 'cawl') fakeCawl.tokens.delete(card.cardReference);
    else await providers.sandbox.current.forgetCard(card);
    const made = await charge((await due(card.id)).id);
    expect(made).toMatchObject({ status: 'DECLINED', declineReason: 'card_missing' });
    expect(await shop.db.select().from(keptCard).where(eq(keptCard.id, card.id))).toEqual([]);
  });
});

describe("the customer authenticates on the provider's page", () => {
  it('with Stripe: the charge is paid once they have', async () => {
    const { card } = await keptCardOf('stripe', STRIPE_TEST_CARDS.authenticateAlways);
    const made = await charge((await due(card.id)).id);
    expect(made.status).toBe('AUTHENTICATION_REQUIRED');
    expect(await fakeStripe.authenticate(made.providerReference!, true)).toContain('payment_intent=');
    expect((await refreshCharge(shop.deps, made.id)).status).toBe('PAID');
  });

  it('with the sandbox: its page asks no number, only the confirmation', async () => {
    shop.deps.payments = providers.sandbox;
    const { card } = await keptCardOf('sandbox', '4000002760003184');
    const made = await charge((await due(card.id)).id);
    const page = await shop.app.request(new URL(made.authenticateUrl!).pathname);
    const html = await page.text();
    expect(html).toContain('Visa •••• 3184');
    expect(html).not.toContain('name="card"');
    await paySandbox(shop, new URL(made.authenticateUrl!).pathname, '');
    expect((await refreshCharge(shop.deps, made.id)).status).toBe('PAID');
  });
});

describe("Stripe's word on a kept card's payment comes by webhook too", () => {
  const deliver = (event: { headers: Record<string, string>; body: string }) => shop.app.request('/api/payment/stripe/notification', { method: 'POST', headers: event.headers, body: event.body });

  it('the customer authenticates the one-click payment and never comes back: the webhook pays the order', async () => {
    const { customer, card } = await keptCardOf('stripe', STRIPE_TEST_CARDS.authenticateAlways);
    const answer = await customer.post('/order', homeDelivery(await newCart(customer), fr, { idKeptCard: card.id }));
    expect(answer.status, answer.json.message ?? undefined).toBe(200);
    const { order: placed, redirectUrl } = answer.json.data as { order: { id: number }; redirectUrl: string };
    expect(redirectUrl.startsWith(`${fakeStripe.base}/authenticate/pi_`)).toBe(true);
    const intent = redirectUrl.split('/').at(-1)!;
    expect(await fakeStripe.authenticate(intent, true)).toContain(`/order/cawl/result/${placed.id}?payment_intent=${intent}`);
    const event = fakeStripe.signedEvent('payment_intent.succeeded', intent);
    expect((await deliver(event)).status).toBe(200);
    expect((await shop.db.select({ status: order.status }).from(order).where(eq(order.id, placed.id)))[0].status).toBe('PAID');
    // Redelivered: nothing more happens.
    expect((await deliver(event)).status).toBe(200);
  });

  it('the customer authenticates the charge the shop mailed them about: the webhook records it paid', async () => {
    const { card } = await keptCardOf('stripe', STRIPE_TEST_CARDS.authenticateAlways);
    const made = await charge((await due(card.id)).id);
    await fakeStripe.authenticate(made.providerReference!, true);
    expect((await deliver(fakeStripe.signedEvent('payment_intent.succeeded', made.providerReference!))).status).toBe(200);
    expect((await shop.db.select().from(cardCharge).where(eq(cardCharge.id, made.id)))[0].status).toBe('PAID');
  });

  it('a forged event is refused', async () => {
    const event = fakeStripe.signedEvent('payment_intent.succeeded', 'pi_test_unknown');
    expect((await deliver({ ...event, body: event.body.replace('succeeded', 'failed') })).status).toBe(401);
  });
});

describe('paying an order with a kept card in one click', () => {
  it.each(['sandbox', 'stripe', 'cawl'] as const)('with %s: paid at once, the order paid', async (name) => {
    const { customer, card } = await keptCardOf(name, CARDS[name].paid);
    const cartId = await newCart(customer);
    const answer = await customer.post('/order', homeDelivery(cartId, fr, { idKeptCard: card.id }));
    expect(answer.status, answer.json.message ?? undefined).toBe(200);
    const { order: placed, redirectUrl } = answer.json.data as { order: { id: number }; redirectUrl: string };
    expect(redirectUrl).toBe(`/order/cawl/result/${placed.id}`);
    const [row] = await shop.db.select().from(order).where(eq(order.id, placed.id));
    expect(row.status).toBe('PAID');
    const [paid] = await shop.db.select().from(payment).where(eq(payment.orderId, placed.id));
    expect(paid).toMatchObject({ status: 'CAPTURED', keptCardId: card.id });
  });

  it("with CAWL: the payment's answer lost on the way, asked once more, the money taken once", async () => {
    const { customer, card } = await keptCardOf('cawl', CAWL_TEST_CARDS.paid);
    fakeCawl.faults.loseNextPaymentAnswer = true;
    const answer = await customer.post('/order', homeDelivery(await newCart(customer), fr, { idKeptCard: card.id }));
    expect(answer.status, answer.json.message ?? undefined).toBe(200);
    const { order: placed } = answer.json.data as { order: { id: number; number: string } };
    expect((await shop.db.select({ status: order.status }).from(order).where(eq(order.id, placed.id)))[0].status).toBe('PAID');
    const [paid] = await shop.db.select().from(payment).where(eq(payment.orderId, placed.id));
    expect([...fakeCawl.payments.values()].filter((p) => p.merchantReference.startsWith(`charge-order-${paid.id}-`))).toHaveLength(1);
  });

  it('with Stripe down: the order is not placed, the customer told to try again', async () => {
    const { customer, card } = await keptCardOf('stripe', STRIPE_TEST_CARDS.paid);
    fakeStripe.faults.down = true;
    try {
      const answer = await customer.post('/order', homeDelivery(await newCart(customer), fr, { idKeptCard: card.id }));
      expect(answer.status).toBe(503);
      expect(answer.json.message).toContain('Le paiement par carte est momentanément indisponible');
    } finally {
      fakeStripe.faults.down = false;
    }
  });

  it('declined: the order is not placed, the cart intact, the reason told', async () => {
    const { customer, card } = await keptCardOf('stripe', STRIPE_TEST_CARDS.declinedLater);
    const cartId = await newCart(customer);
    const answer = await customer.post('/order', homeDelivery(cartId, fr, { idKeptCard: card.id }));
    expect(answer.status).toBe(400);
    expect(answer.json.message).toBe('Votre banque a refusé le paiement avec cette carte (generic_decline)\u00a0: votre commande n’a pas été passée et votre panier est intact. Payez avec une autre carte.');
    const [ended] = await shop.db.select().from(order).where(eq(order.cartId, cartId));
    expect(ended.status).toBe('PAYMENT_FAILED');
    const [open] = await shop.db.select().from(cart).where(eq(cart.id, cartId));
    expect(open.orderedAt).toBeNull();
    // The card stays kept: the bank refused this payment, and the customer may pay on Stripe's page.
    expect(await shop.db.select().from(keptCard).where(eq(keptCard.id, card.id))).toHaveLength(1);
  });

  it("another customer's card is not theirs to pay with", async () => {
    shop.deps.payments = providers.sandbox;
    const { card } = await keptCardOf('sandbox', '4242424242424242');
    const { customer, cartId } = await customerWithCart(shop, 'TIL-HEN-2020-75', 6);
    const answer = await customer.post('/order', homeDelivery(cartId, fr, { idKeptCard: card.id }));
    expect(answer.status).toBe(404);
  });
});
