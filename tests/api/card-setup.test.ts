import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
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

beforeAll(async () => {
  shop = await startTestShop();
  fakeStripe = await startFakeStripe({
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
    deliver: async (request) => (await shop.app.request('/api/payment/stripe/notification', { method: 'POST', headers: request.headers, body: request.body })).status,
  });
});
afterEach(() => {
  useSandbox();
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
