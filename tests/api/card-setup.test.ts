import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { cardSetup, keptCard, paymentNotification } from '~/server/db/schema';
import { createPaymentProviders } from '~/server/payments';
import { createCawlProvider } from '~/server/payments/cawl';
import { browser, type Browser } from './cart-browser';
import { startTestShop, type TestShop } from './harness';
import { startFakeStripe, STRIPE_TEST_CARDS, type FakeStripe } from '../fakes/stripe';
import { CAWL_TEST_CARDS, createFakeCawl, type FakeCawl } from '../fakes/cawl';

// A card left without paying anything (POST /user/cards/setup, then the provider's page, then the
// return): on the sandbox, the fake Stripe (Checkout in setup mode) and the fake CAWL (a zero-amount
// tokenising hosted checkout). The card becomes the customer's once, whether the return or the
// notification comes first; a forged or replayed notification changes nothing; a provider down
// leaves nothing written.

const SECRET_KEY = 'sk_test_card_setup';
const WEBHOOK_SECRET = 'whsec_card_setup';

let shop: TestShop;
let fakeStripe: FakeStripe;
let customers = 0;
/** Whether the fake Stripe's events reach the shop (as Stripe's POST would), or are lost on the way. */
let delivering = true;

beforeAll(async () => {
  shop = await startTestShop();
  fakeStripe = await startFakeStripe({
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
    deliver: async (request) => {
      if (!delivering) return 0;
      return (await shop.app.request('/api/payment/stripe/notification', { method: 'POST', headers: request.headers, body: request.body })).status;
    },
  });
});
afterEach(() => {
  useSandbox();
  delivering = true;
  Object.assign(fakeStripe.faults, { down: false, hold: null });
});
afterAll(async () => {
  await shop?.close();
  await fakeStripe?.close();
});

function useSandbox() {
  shop.deps.payments = createPaymentProviders({ db: shop.db, now: shop.deps.now }, { provider: 'sandbox', sandboxSecret: shop.deps.config.sandboxSecret });
}
function useStripe() {
  shop.deps.payments = createPaymentProviders(
    { db: shop.db, now: shop.deps.now },
    { provider: 'stripe', sandboxSecret: shop.deps.config.sandboxSecret, stripe: { secretKey: SECRET_KEY, publishableKey: 'pk_test_card_setup', webhookSecret: WEBHOOK_SECRET, apiBase: fakeStripe.base, timeoutMs: 1000 } },
  );
}
function useCawl(): FakeCawl {
  const fake = createFakeCawl();
  const providers = createPaymentProviders({ db: shop.db, now: shop.deps.now }, { provider: 'sandbox', sandboxSecret: shop.deps.config.sandboxSecret });
  const cawl = createCawlProvider({ merchantId: 'domaine', apiKey: 'k', apiSecret: 's', webhookKeyId: 'kid', webhookSecret: 'wsecret', endpoint: 'payment.preprod.cawl-solutions.fr' }, fake.client);
  shop.deps.payments = { current: cawl, sandbox: providers.sandbox, named: (name) => (name === 'cawl' ? cawl : providers.named(name)) };
  return fake;
}

async function customer(): Promise<Browser> {
  customers += 1;
  const who = browser(shop, `198.51.110.${customers}`);
  await who.signUp(`membre${customers}-${Date.now()}@example.fr`);
  return who;
}

const cardsOf = async (who: Browser) => (await who.get('/user/cards')).json.data as { brand: string; last4: string; isDefault: boolean; provider: string }[];
const setupOf = async (url: string) => {
  const rows = await shop.db.select().from(cardSetup);
  return rows.find((row) => url.includes(row.providerReference))!;
};
/** The customer's browser back at the return address: where it is sent on. */
async function back(who: Browser, returnUrl: URL) {
  const answer = await who.get(`${returnUrl.pathname.replace(/^\/api/, '')}${returnUrl.search}`);
  expect(answer.status).toBe(303);
  return answer.headers.get('location');
}
/** The sandbox's page submitted (a card, or cancel): the return address it sends the browser to. */
async function onSandboxPage(url: string, card: string | null) {
  const form = new URLSearchParams(card === null ? { action: 'cancel' } : { action: 'pay', card });
  const response = await shop.app.request(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form.toString() });
  expect(response.status).toBe(303);
  return new URL(response.headers.get('location')!);
}

describe('leaving a card on the sandbox', () => {
  it('answers 401 to a visitor', async () => {
    const answer = await shop.post('/user/cards/setup', { back: '/club' });
    expect(answer.status).toBe(401);
  });

  it('keeps the card without any payment, the default when first, and lands on the page asked, its query intact', async () => {
    const who = await customer();
    const started = await who.post('/user/cards/setup', { back: '/club/rejoindre?formule=decouverte&etape=2' });
    expect(started.status, started.json.message ?? undefined).toBe(200);
    const { url } = started.json.data as { url: string };
    expect(url).toMatch(/^\/api\/payment\/sandbox\/pay\/sbx_/);
    const page = await shop.app.request(url);
    const html = await page.text();
    expect(html).toContain('rien n’est débité');
    expect(html).toContain('démonstration');
    const returnUrl = await onSandboxPage(url, '4242 4242 4242 4242');
    expect(await back(who, returnUrl)).toBe('/club/rejoindre?formule=decouverte&etape=2#card-saved');
    expect(await cardsOf(who)).toEqual([expect.objectContaining({ brand: 'Visa', last4: '4242', isDefault: true, provider: 'sandbox' })]);
    // A second card is not the default; the return asked again changes nothing.
    const second = (await who.post('/user/cards/setup', {})).json.data as { url: string };
    const secondReturn = await onSandboxPage(second.url, '4000000000000341');
    expect(await back(who, secondReturn)).toBe('/account#card-saved');
    expect(await back(who, secondReturn)).toBe('/account#card-saved');
    const cards = await cardsOf(who);
    expect(cards.map((card) => [card.last4, card.isDefault])).toEqual([['4242', true], ['0341', false]]);
  });

  it('the English customer lands on the English account by default', async () => {
    const who = await customer();
    const started = await who.post('/user/cards/setup', {}, { lang: 'en_US' });
    const html = await (await shop.app.request(started.json.data.url)).text();
    expect(html).toContain('nothing is charged');
    expect(await back(who, await onSandboxPage(started.json.data.url, '4242424242424242'))).toBe('/en_US/account#card-saved');
  });

  it('a customer who abandons or whose card is refused keeps nothing, and is told so', async () => {
    const who = await customer();
    const abandoned = (await who.post('/user/cards/setup', { back: '/club' })).json.data as { url: string };
    expect(await back(who, await onSandboxPage(abandoned.url, null))).toBe('/club#card-not-saved');
    expect((await setupOf(abandoned.url)).status).toBe('CANCELLED');
    // The page, once left, takes no card any more, and says so.
    expect(await (await shop.app.request(abandoned.url)).text()).toContain('aucune carte n’y sera enregistrée');
    const refused = (await who.post('/user/cards/setup', { back: '/club' })).json.data as { url: string };
    expect(await back(who, await onSandboxPage(refused.url, '4000000000000002'))).toBe('/club#card-not-saved');
    expect((await setupOf(refused.url)).status).toBe('FAILED');
    expect(await cardsOf(who)).toEqual([]);
  });

  it('refuses a page that is not of this shop, in French and in English', async () => {
    const who = await customer();
    for (const back of ['https://evil.example/club', '//evil.example/club', '/\\evil.example', 'club', '/api/user/cards', ' /club', 'javascript:alert(1)']) {
      const answer = await who.post('/user/cards/setup', { back });
      expect(answer.status, back).toBe(400);
      expect(answer.json.message).toContain('page de la boutique');
    }
    const english = await who.post('/user/cards/setup', { back: 'https://evil.example' }, { lang: 'en_US' });
    expect(english.status).toBe(400);
    expect(english.json.message).toContain('page of this shop');
    expect(await shop.db.select().from(cardSetup).where(eq(cardSetup.back, 'https://evil.example'))).toEqual([]);
  });

  it('a return that the sandbox did not sign changes nothing', async () => {
    const who = await customer();
    const started = (await who.post('/user/cards/setup', { back: '/club' })).json.data as { url: string };
    const reference = started.url.split('/').at(-1)!;
    const setup = await setupOf(started.url);
    const forged = await who.get(`/user/cards/setup/${setup.token}/return?reference=${reference}&status=PAID&signature=forged`);
    expect(forged.headers.get('location')).toBe('/club#card-not-saved');
    expect((await setupOf(started.url)).status).toBe('OPEN');
    expect((await who.get('/user/cards/setup/unknown-token/return')).status).toBe(404);
  });
});

const notify = (provider: string, request: { headers: Record<string, string>; body: string }) =>
  shop.app.request(`/api/payment/${provider}/notification`, { method: 'POST', headers: request.headers, body: request.body });

/** The customer types a card on the fake Stripe's hosted page: where it sends the browser. */
async function onStripePage(url: string, card: string = STRIPE_TEST_CARDS.paid) {
  const response = await fetch(url, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ card }).toString() });
  return { status: response.status, location: response.headers.get('location'), text: await response.text() };
}

describe('leaving a card with Stripe (Checkout in setup mode)', () => {
  it('opens a setup session on a Customer, and the webhook keeps the card before the customer is back', async () => {
    useStripe();
    const who = await customer();
    const started = await who.post('/user/cards/setup', { back: '/club/rejoindre?formule=grand-cru' });
    expect(started.status, started.json.message ?? undefined).toBe(200);
    const { url } = started.json.data as { url: string };
    const session = fakeStripe.sessions.get(url.split('/').at(-1)!)!;
    expect(session).toMatchObject({ mode: 'setup', currency: 'eur', status: 'open', locale: 'fr', payment_status: 'no_payment_required', amount_total: null });
    expect(session.customer).toMatch(/^cus_/);
    expect(await (await fetch(url)).text()).toContain('Enregistrer une carte');

    const paid = await onStripePage(url);
    expect(paid.status).toBe(303);
    expect(fakeStripe.events.at(-1)).toMatchObject({ type: 'checkout.session.completed', delivered: 200 });
    const [card] = (await shop.db.select().from(keptCard).where(eq(keptCard.customerReference, session.customer!)));
    expect(card).toMatchObject({ provider: 'stripe', last4: '4242', brand: 'Visa', isDefault: true });
    // The card is the one Stripe attached to the customer through the SetupIntent, nothing charged.
    expect(fakeStripe.setupIntents.get(session.setup_intent!)).toMatchObject({ status: 'succeeded', payment_method: card.cardReference, usage: 'off_session' });
    expect(fakeStripe.paymentMethods.get(card.cardReference)!.customer).toBe(session.customer);
    expect([...fakeStripe.intents.values()].filter((intent) => intent.customer === session.customer)).toEqual([]);

    const returned = new URL(paid.location!);
    expect(await back(who, returned)).toBe('/club/rejoindre?formule=grand-cru#card-saved');
    expect(await cardsOf(who)).toHaveLength(1);
  });

  it('the return alone keeps the card when the webhook is lost; the webhook later, and replayed, changes nothing', async () => {
    useStripe();
    const who = await customer();
    const { url } = (await who.post('/user/cards/setup', { back: '/club' }, { lang: 'en_US' })).json.data as { url: string };
    expect(fakeStripe.sessions.get(url.split('/').at(-1)!)!.locale).toBe('en');
    delivering = false;
    const paid = await onStripePage(url);
    expect(await cardsOf(who)).toEqual([]);
    expect(await back(who, new URL(paid.location!))).toBe('/club#card-saved');
    expect(await cardsOf(who)).toHaveLength(1);
    delivering = true;
    const event = fakeStripe.signedEvent('checkout.session.completed', url.split('/').at(-1)!);
    expect((await notify('stripe', event)).status).toBe(200);
    const replayed = await notify('stripe', event);
    expect(replayed.status).toBe(200);
    expect(((await replayed.json()) as { data: { result: string } }).data.result).toBe('duplicate');
    expect(await cardsOf(who)).toHaveLength(1);
  });

  it('a forged webhook is refused, and a genuine one about a session not completed keeps nothing', async () => {
    useStripe();
    const who = await customer();
    const { url } = (await who.post('/user/cards/setup', { back: '/club' })).json.data as { url: string };
    const sessionId = url.split('/').at(-1)!;
    const genuine = fakeStripe.signedEvent('checkout.session.completed', sessionId);
    // Signed with another secret than the estate's endpoint's.
    const forgedHeader = Stripe.webhooks.generateTestHeaderString({ payload: genuine.body, secret: 'whsec_someone_else' });
    const forged = await notify('stripe', { headers: { ...genuine.headers, 'stripe-signature': forgedHeader }, body: genuine.body });
    expect(forged.status).toBe(401);
    // Signed, but the session is still open at Stripe (an event out of order, or doctored): Stripe's word wins.
    expect((await notify('stripe', genuine)).status).toBe(200);
    expect(await cardsOf(who)).toEqual([]);
    const setup = await setupOf(url);
    expect(setup.status).toBe('OPEN');
  });

  it('the customer who leaves Stripe’s page by its back link keeps nothing, the session closed', async () => {
    useStripe();
    const who = await customer();
    const { url } = (await who.post('/user/cards/setup', { back: '/club' })).json.data as { url: string };
    const session = fakeStripe.sessions.get(url.split('/').at(-1)!)!;
    expect(await back(who, new URL(session.cancel_url!))).toBe('/club#card-not-saved');
    expect(session.status).toBe('expired');
    expect((await setupOf(url)).status).toBe('CANCELLED');
    expect(await cardsOf(who)).toEqual([]);
  });

  it('Stripe down: 503 in the envelope and nothing written; down at the return, the webhook keeps the card later', async () => {
    useStripe();
    const who = await customer();
    const before = (await shop.db.select().from(cardSetup)).length;
    fakeStripe.faults.down = true;
    const refused = await who.post('/user/cards/setup', { back: '/club' });
    expect(refused.status).toBe(503);
    expect(refused.json).toMatchObject({ success: false, data: null });
    expect(refused.json.message).toContain('ne répond pas');
    expect((await shop.db.select().from(cardSetup)).length).toBe(before);

    fakeStripe.faults.down = false;
    const { url } = (await who.post('/user/cards/setup', { back: '/club' })).json.data as { url: string };
    delivering = false;
    const paid = await onStripePage(url);
    fakeStripe.faults.down = true;
    expect(await back(who, new URL(paid.location!))).toBe('/club#card-not-saved');
    const event = fakeStripe.signedEvent('checkout.session.completed', url.split('/').at(-1)!);
    // Stripe cannot be asked: 503, so that it sends the event again, and the event is not taken for seen.
    expect((await notify('stripe', event)).status).toBe(503);
    fakeStripe.faults.down = false;
    expect((await notify('stripe', event)).status).toBe(200);
    expect(await cardsOf(who)).toEqual([expect.objectContaining({ provider: 'stripe', last4: '4242' })]);
    expect((await shop.db.select().from(paymentNotification).where(eq(paymentNotification.notificationId, event.id)))).toHaveLength(1);
  });
});

describe('leaving a card with CAWL (a zero-amount hosted checkout that tokenises)', () => {
  it('opens a zero-amount authorisation that keeps the card on file, and the return keeps it', async () => {
    const fake = useCawl();
    const who = await customer();
    const started = await who.post('/user/cards/setup', { back: '/club/rejoindre?formule=2' });
    expect(started.status, started.json.message ?? undefined).toBe(200);
    const [checkout] = [...fake.checkouts.values()];
    expect(started.json.data.url).toBe(`https://payment.preprod.cawl-solutions.fr/hostedcheckout/${checkout.id}`);
    expect(checkout.body).toMatchObject({
      order: { amountOfMoney: { amount: 0, currencyCode: 'EUR' } },
      cardPaymentMethodSpecificInput: { authorizationMode: 'PRE_AUTHORIZATION', tokenize: true, unscheduledCardOnFileRequestor: 'cardholderInitiated', unscheduledCardOnFileSequenceIndicator: 'first', threeDSecure: { challengeIndicator: 'challenge-required' } },
    });
    const setup = await setupOf(checkout.id);
    const returned = fake.pay(checkout.id, CAWL_TEST_CARDS.paid);
    // A wrong RETURNMAC proves nothing.
    expect(await back(who, new URL(`http://shop.test/api/user/cards/setup/${setup.token}/return?hostedCheckoutId=${returned.hostedCheckoutId}&RETURNMAC=wrong`))).toBe('/club/rejoindre?formule=2#card-not-saved');
    expect(await cardsOf(who)).toEqual([]);
    const query = new URLSearchParams({ hostedCheckoutId: returned.hostedCheckoutId, RETURNMAC: returned.RETURNMAC });
    expect(await back(who, new URL(`http://shop.test/api/user/cards/setup/${setup.token}/return?${query}`))).toBe('/club/rejoindre?formule=2#card-saved');
    const [card] = await cardsOf(who);
    expect(card).toMatchObject({ provider: 'cawl', last4: '4242', isDefault: true });
    // Nothing was taken: the verification is authorised, never captured.
    expect([...fake.payments.values()].every((payment) => payment.amount === 0 && payment.statusCategory === 'PENDING_MERCHANT')).toBe(true);
    // The kept card pays later without the customer, linked to this first, authenticated transaction.
    const [row] = await shop.db.select().from(keptCard).where(eq(keptCard.userId, (await shop.db.select().from(cardSetup).where(eq(cardSetup.id, setup.id)))[0].userId));
    expect(fake.tokens.get(row.cardReference)).toMatchObject({ authenticated: true, schemeReferenceData: row.firstPaymentReference });
  });

  it('the fake refuses a zero amount that would be captured, as Worldline does', async () => {
    const fake = createFakeCawl();
    const answer = await fake.client.hostedCheckout.createHostedCheckout('m', { order: { amountOfMoney: { amount: 0, currencyCode: 'EUR' } }, cardPaymentMethodSpecificInput: { authorizationMode: 'SALE' } });
    expect(answer.status).toBe(400);
  });

  it('the customer who cancels keeps nothing; CAWL down: 503 and nothing written', async () => {
    const fake = useCawl();
    const who = await customer();
    await who.post('/user/cards/setup', { back: '/club' });
    const [checkout] = [...fake.checkouts.values()];
    const setup = await setupOf(checkout.id);
    const returned = fake.cancel(checkout.id);
    const query = new URLSearchParams({ hostedCheckoutId: returned.hostedCheckoutId, RETURNMAC: returned.RETURNMAC });
    expect(await back(who, new URL(`http://shop.test/api/user/cards/setup/${setup.token}/return?${query}`))).toBe('/club#card-not-saved');
    expect((await setupOf(checkout.id)).status).toBe('CANCELLED');

    const before = (await shop.db.select().from(cardSetup)).length;
    fake.faults.down = true;
    const refused = await who.post('/user/cards/setup', { back: '/club' }, { lang: 'en_US' });
    expect(refused.status).toBe(503);
    expect(refused.json.message).toContain('not answering');
    expect((await shop.db.select().from(cardSetup)).length).toBe(before);
  });
});
