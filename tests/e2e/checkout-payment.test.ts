import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Cart } from '~/lib/cart';
import { formatPrice } from '~/lib/catalogue-format';
import type { Lang } from '~/lib/i18n';
import { wordsIn } from './words';
import type { CarrierOffer } from '~/lib/order';
import { expectNoAxeViolations } from './axe';
import { DESKTOP, launchBrowser, PHONE, url } from './browser';
import { headerCount, productOf } from './cart-support';
import { CARDS, oneLine, payWith, readyToPay as readyToPayFor, tickConsents } from './checkout-support';
import { adminCookie } from './admin';
import { newCustomer, type Customer } from './customer';
import { lastMailTo } from './outbox';

// The payment step and what follows it, for one customer whose cart (twelve bottles, put there
// through the API) has its address and home delivery chosen, as the earlier steps leave the
// checkout store: the two ticks and the notices, a discount code, a payment with the card that
// succeeds (the thanks and the confirmation mail) in French on a desktop; then in English on a
// phone a declined card (the error page, the cart kept, the way back to pay) and a payment the
// bank confirms a few seconds late (the result page waits for it).

let browser: Browser;
let customer: Customer;
beforeAll(async () => {
  browser = await launchBrowser();
  customer = await newCustomer(`paiement-${Date.now()}@example.com`, 'vendanges2026', 'fr_FR');
});
afterAll(() => browser?.close());

const PERRIERES = 4; // Les Perrières, 10,90 € a bottle, sold by six
const HENRI = 3; // Cuvée Henri, sold by the bottle
/** The desktop width the payment step is looked at. */
const WIDE = { width: 1280, height: 900 };
const BOTTLES = 12;


/** A browser signed in as the customer (or `who`), twelve bottles of Les Perrières in the cart, ready to pay. */
async function readyToPay(lang: Lang, viewport: typeof DESKTOP, who = customer) {
  const wine = await productOf(PERRIERES, lang);
  return readyToPayFor(browser, who, lang, viewport, { declinationId: wine.declinations[0].id, quantity: BOTTLES });
}

const stored = (page: Page, key: string) => page.evaluate((key) => localStorage.getItem(key), key);

/** The API calls of the page the server refused: a page makes no call that is bound to fail. */
function refusedCalls(page: Page): string[] {
  const refused: string[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/api/') && response.status() >= 400) refused.push(`${response.status()} ${response.request().method()} ${pathname}`);
  });
  return refused;
}

describe('the payment step (fr_FR, desktop)', () => {
  const lang: Lang = 'fr_FR';
  const say = wordsIn(lang);
  const price = (cents: number) => formatPrice(cents, lang);
  let context: BrowserContext;
  let page: Page;
  let carrier: CarrierOffer;
  const errors: string[] = [];

  let refused: string[];

  beforeAll(async () => {
    ({ context, page, carrier } = await readyToPay(lang, DESKTOP));
    page.on('pageerror', (error) => errors.push(error.message));
  });
  afterAll(() => context?.close());

  it('shows the breathalyser banner and the notice on sales to minors, and pays nothing until both boxes are ticked', async () => {
    // The demo estate switches the breathalyser banner on.
    const parameters = ((await (await fetch(url('/api/parameter'))).json()) as { data: { type: string; value: string | null }[] }).data;
    expect(parameters.find((p) => p.type === 'DISPLAY_ETHYLOTEST_MESSAGE')?.value).toBe('true');

    await page.goto(url('/cart/payment'));
    const form = page.getByTestId('payment-form');
    await form.waitFor();
    expect(oneLine(await page.getByTestId('breathalyser-banner').innerText())).toBe(oneLine(`${say('Au volant, c’est zéro risque', 'Behind the wheel, take no risks')} ${say('Vous venez chercher votre commande ou déguster au domaine ? Avant de prendre le volant, vérifiez votre taux d’alcool avec un éthylotest : la limite est de 0,5 g par litre de sang, 0,2 g pour les jeunes conducteurs.', 'Collecting your order or tasting at the estate? Before you drive, check your blood alcohol level with a breathalyser: the French limit is 0.5 g per litre of blood, 0.2 g for new drivers.')}`));
    expect(await page.getByTestId('minors-notice').innerText()).toBe(say('La vente d’alcool à des mineurs de moins de dix-huit ans est interdite (article L3342-1 du Code de la santé publique). L’abus d’alcool est dangereux pour la santé, à consommer avec modération.', 'The sale of alcohol to minors under eighteen is prohibited (Article L3342-1 of the French Public Health Code). Alcohol abuse is dangerous for your health; please drink responsibly.'));
    expect(oneLine(await page.getByTestId('payment-delivery').innerText())).toContain(say(`Livraison à domicile avec ${carrier.name}`, `Home delivery with ${carrier.name}`));
    expect(oneLine(await page.getByTestId('payment-addresses').innerText())).toContain('12 rue Beaurepaire 49400 Saumur France');
    const terms = form.getByRole('link', { name: 'conditions générales de vente' });
    expect(await terms.getAttribute('href')).toBe('/sale-terms');
    expect(await terms.getAttribute('target')).toBe('_blank');

    const total = BOTTLES * 1090 + carrier.price;
    const pay = form.getByRole('button', { name: say(`Payer ${price(total)}`, `Pay ${price(total)}`) });
    await pay.click();
    await form.getByRole('alert').getByText(say('Deux cases restent à cocher avant de payer.', 'Two boxes still need ticking before you pay.')).waitFor();
    await form.getByText(say('Cochez cette case pour accepter les conditions générales de vente.', 'Tick this box to accept the general terms of sale.')).waitFor();
    await form.getByText(say('Cochez cette case : la vente d’alcool est réservée aux personnes majeures.', 'Tick this box: alcohol is only sold to adults.')).waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('payment-salesTerms');
    expect(page.url()).toBe(url('/cart/payment'));
    await expectNoAxeViolations(page);

    await form.locator('#payment-salesTerms').check();
    await pay.click();
    await form.getByRole('alert').getByText(say('Une case reste à cocher avant de payer.', 'One box still needs ticking before you pay.')).waitFor();
    expect(await form.getByText(say('Cochez cette case pour accepter les conditions générales de vente.', 'Tick this box to accept the general terms of sale.')).count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('payment-adult');
    expect(page.url()).toBe(url('/cart/payment'));
  });

  it('applies a discount code to the order’s totals, or says why not in the server’s words', async () => {
    const code = page.getByTestId('payment-code');
    await code.getByRole('textbox').fill('RIEN');
    await code.getByRole('button', { name: say('Appliquer', 'Apply') }).click();
    await code.getByRole('alert').getByText(say('Le code « RIEN » n’est pas valable.', 'The code “RIEN” is not valid.')).waitFor();

    // 15 € off from 100 € of purchases.
    const created = await newCode('MOINS15');
    await code.getByRole('textbox').fill(created);
    await code.getByRole('button', { name: say('Appliquer', 'Apply') }).click();
    await code.getByText(say(`Code ${created} appliqué`, `Code ${created} applied`)).waitFor();
    const total = price(BOTTLES * 1090 - 1500 + carrier.price);
    await page.getByTestId('payment-form').getByRole('button', { name: say(`Payer ${total}`, `Pay ${total}`) }).waitFor();
    expect(await page.getByTestId('checkout-total').innerText()).toBe(total);
  });

  it('pays with the card that succeeds: the thanks with the order number, the confirmation mail, the cart done with', async () => {
    refused = refusedCalls(page);
    await page.locator('#payment-message').fill('Merci de sonner deux fois.');
    await payWith(page, lang, CARDS.paid);
    await page.waitForURL(/\/order\/success\?order=\d+$/);
    const confirmation = page.getByTestId('order-confirmation');
    expect(await confirmation.locator('h1').innerText()).toBe(say('Merci pour votre commande !', 'Thank you for your order!'));
    const number = /\d{4}-\d{6}/.exec(await confirmation.locator('.outcome-number').innerText())![0];
    expect(oneLine(await confirmation.innerText())).toContain(say(`Un e-mail de confirmation vient de vous être envoyé à ${customer.email}.`, `A confirmation e-mail has just been sent to ${customer.email}.`));
    await confirmation.getByText('Merci de sonner deux fois.').waitFor();
    const link = confirmation.getByRole('link', { name: say('Suivre ma commande', 'Track my order') });
    expect(await link.getAttribute('href')).toBe(`/account/orders/${new URL(page.url()).searchParams.get('order')}`);

    const mail = await lastMailTo(customer.email, { about: number });
    expect(mail.subject).toBe(say(`Votre commande ${number} est confirmée`, `Your order ${number} is confirmed`));
    expect(mail.text).toContain('Merci de sonner deux fois.');
    // The order is placed: this browser holds no cart and no checkout answers any more.
    expect(await stored(page, 'cart-id')).toBe('new');
    expect(JSON.parse((await stored(page, 'checkout')) ?? '{}').deliveryType).toBe('');
    expect(await headerCount(page)).toBe('');
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
    // The result page leaves the ordered cart alone: no refresh the server would refuse (409).
    expect(refused).toEqual([]);
  });
});

/**
 * 15 € off from 100 € of purchases, made for the test through the back office's API: no dates, so
 * that nothing depends on today.
 */
async function newCode(prefix: string): Promise<string> {
  const code = `${prefix}${Date.now().toString(36).toUpperCase()}`;
  const created = await fetch(url('/api/admin/discount-code'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: await adminCookie() },
    body: JSON.stringify({ code, type: 'EURO', amount: 1500, detailType: 'CART', minimumAmount: 10_000 }),
  });
  expect(created.status).toBe(200);
  return code;
}

/**
 * Six bottles of Les Perrières and six of Cuvée Henri, the code applied, then Cuvée Henri's line
 * removed: 65,40 € are left, below the code's 100 €, and the cart keeps the code, which no longer
 * applies. The browser's cart store is the server's cart after all that.
 */
async function codeBelowItsMinimum(lang: Lang, viewport: typeof DESKTOP, code: string) {
  const who = await newCustomer(`code-minimum-${lang.slice(0, 2)}-${Date.now()}@example.com`, 'vendanges2026', lang);
  const [perrieres, henri] = await Promise.all([productOf(PERRIERES, lang), productOf(HENRI, lang)]);
  const ready = await readyToPayFor(browser, who, lang, viewport, { declinationId: perrieres.declinations[0].id, quantity: 6 });
  const held = await ready.page.evaluate(
    async ({ id, henri, code, lang }) => {
      const call = async (path: string, method: string, body?: BodyInit, json = true) =>
        (await (await fetch(`/api${path}`, { method, body, headers: { userLang: lang, ...(json ? { 'content-type': 'application/json' } : {}) } })).json()).data as Cart;
      const form = new FormData();
      form.set('type', 'MAIN_CART');
      form.set('quantity', '6');
      const both = await call(`/cart/${id}/product/${henri}`, 'POST', form, false);
      await call(`/cart/${id}`, 'POST', JSON.stringify({ type: 'MAIN_CART', discountCode: code }));
      const line = both.products.find((product) => product.declinationId === henri)!;
      const kept = await call(`/cart/${id}/product/${line.productId}/${line.id}`, 'DELETE');
      localStorage.setItem('cart', JSON.stringify(kept));
      return kept;
    },
    { id: ready.cart.id, henri: henri.declinations[0].id, code, lang },
  );
  return { ...ready, held };
}

describe('a code that stopped applying since a line went, at the payment step', () => {
  it('fr_FR, phone: says why in the code’s card and the summary (not “−0,00 €”), and pays the total shown in one click', async () => {
    const code = await newCode('DES100FR');
    const { context, page, held, carrier } = await codeBelowItsMinimum('fr_FR', PHONE, code);
    const reason = `Le code ${code} s’applique à partir de ${formatPrice(10_000, 'fr_FR')} d’achats.`;
    const total = formatPrice(6 * 1090 + carrier.price, 'fr_FR');
    try {
      expect(held.discount).toMatchObject({ code, problem: reason });
      await page.goto(url('/cart/payment'));
      const card = page.getByTestId('payment-code');
      await card.getByText(`Code ${code} non appliqué`).waitFor();
      await card.getByRole('alert').getByText(reason).waitFor();
      await card.getByRole('button', { name: 'Retirer le code' }).waitFor();
      const summary = page.getByTestId('checkout-summary');
      await summary.getByText(`Code ${code}`, { exact: true }).waitFor();
      await expect.poll(() => summary.getByTestId('checkout-discount').innerText()).toBe(reason);
      expect(await summary.innerText()).not.toContain('−0,00');
      expect(await summary.getByTestId('checkout-total').innerText()).toBe(total);
      await expectNoAxeViolations(page);

      await tickConsents(page, 'fr_FR');
      await page.getByTestId('payment-form').getByRole('button', { name: `Payer ${total}` }).click();
      await page.waitForURL(/\/api\/payment\/sandbox\/pay\/sbx_\w+$/);
      expect(oneLine(await page.locator('body').innerText())).toContain(oneLine(total));
    } finally {
      await context.close();
    }
  });

  it('en_US, desktop: removes the code in place, then pays the same total in one click', async () => {
    const code = await newCode('FROM100EN');
    const { context, page, carrier } = await codeBelowItsMinimum('en_US', WIDE, code);
    const total = formatPrice(6 * 1090 + carrier.price, 'en_US');
    try {
      await page.goto(url('/en_US/cart/payment'));
      const card = page.getByTestId('payment-code');
      await card.getByText(`Code ${code} not applied`).waitFor();
      await card.getByRole('alert').getByText(`The code ${code} applies to purchases of ${formatPrice(10_000, 'en_US')} or more.`).waitFor();
      await card.getByRole('button', { name: 'Remove the code' }).click();
      await card.getByRole('status').getByText('The code has been removed from your order.').waitFor();
      await card.getByRole('textbox').waitFor();
      await expect.poll(() => page.getByTestId('checkout-summary').getByTestId('checkout-discount').count()).toBe(0);
      expect(await page.getByTestId('checkout-summary').getByTestId('checkout-total').innerText()).toBe(total);

      await tickConsents(page, 'en_US');
      await page.getByTestId('payment-form').getByRole('button', { name: `Pay ${total}` }).click();
      await page.waitForURL(/\/api\/payment\/sandbox\/pay\/sbx_\w+$/);
      expect(oneLine(await page.locator('body').innerText())).toContain(oneLine(total));
    } finally {
      await context.close();
    }
  });
});

describe('the payment step (en_US, phone)', () => {
  const lang: Lang = 'en_US';
  const say = wordsIn(lang);
  let context: BrowserContext;
  let page: Page;
  let cart: Cart;
  const errors: string[] = [];

  let refused: string[];

  beforeAll(async () => {
    ({ context, page, cart } = await readyToPay(lang, PHONE));
    page.on('pageerror', (error) => errors.push(error.message));
    refused = refusedCalls(page);
  });
  afterAll(() => context?.close());

  it('a declined card leads to the error page with the cart kept, and back to the payment', async () => {
    await page.goto(url('/en_US/cart/payment'));
    await page.getByTestId('payment-form').waitFor();
    await payWith(page, lang, CARDS.declined);
    await page.waitForURL(/\/en_US\/order\/error\?order=\d+$/);
    const problem = page.getByTestId('order-error');
    expect(await problem.locator('h1').innerText()).toBe(say('Le paiement n’a pas abouti', 'The payment did not go through'));
    await problem.getByText(say('Votre panier est conservé avec tous vos articles : vous pouvez reprendre le paiement quand vous le souhaitez.', 'Your cart is kept with all your items: you can go back to the payment whenever you like.')).waitFor();
    await expectNoAxeViolations(page);

    // The server gave the cart back: the same cart, its twelve bottles, in the header too.
    expect(await stored(page, 'cart-id')).toBe(String(cart.id));
    const kept = await page.evaluate(async (id) => (await (await fetch(`/api/cart/${id}`, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } })).json()).data as Cart, cart.id);
    expect(kept.products.map((line) => line.quantity)).toEqual([BOTTLES]);
    await expect.poll(() => headerCount(page)).toBe(String(BOTTLES));

    await problem.getByRole('link', { name: say('Reprendre le paiement', 'Back to the payment') }).click();
    await page.waitForURL(url('/en_US/cart/payment'));
    await page.getByTestId('payment-form').getByRole('button', { name: /^Pay / }).waitFor();
    expect(errors).toEqual([]);
  });

  it('waits on the result page while the bank confirms a payment, then thanks the customer', async () => {
    // The sandbox's pending card goes through a few seconds later.
    await payWith(page, lang, CARDS.pending);
    await page.waitForURL(/\/en_US\/order\/cawl\/result\/\d+\?/);
    await page.getByRole('status').getByText(say('Votre paiement est en cours de confirmation par la banque. Cette page se met à jour toute seule.', 'Your payment is being confirmed by the bank. This page updates by itself.')).waitFor();
    await page.waitForURL(/\/en_US\/order\/success\?order=\d+$/, { timeout: 20_000 });
    expect(await page.getByTestId('order-confirmation').locator('h1').innerText()).toBe(say('Merci pour votre commande !', 'Thank you for your order!'));
    expect(await stored(page, 'cart-id')).toBe('new');
    expect(errors).toEqual([]);
    expect(refused).toEqual([]);
  });
});
