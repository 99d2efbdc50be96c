import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { formatDate } from '~/lib/dates';
import type { Lang } from '~/lib/i18n';
import { wordsIn } from './words';
import { DESKTOP, launchBrowser, markPopupsSeen, PHONE, url } from './browser';
import { headerCount, hydrated, productOf } from './cart-support';
import { CARDS, oneLine, payWith } from './checkout-support';
import { newCustomer, signIn, type Customer } from './customer';
import { lastMailTo } from './outbox';

// A customer buys through every step of the checkout, in the browser, as people do: the item put
// in the cart from its page, the cart's button, the address with the town suggested by its postal
// code, the delivery, the payment on the sandbox's page with the card that succeeds, then the
// thanks and the confirmation mail. For each way an order reaches its customer (home delivery, a
// relay point, click and collect, a voucher alone with nothing to ship), in French on a desktop
// and in English on a phone.

const PERRIERES = 4; // Les Perrières, sold by six

type Mode = 'home' | 'relay' | 'collect' | 'nothing';
const MODE_WORDS: Record<Exclude<Mode, 'nothing'>, Record<Lang, string>> = {
  home: { fr_FR: 'Livraison à domicile', en_US: 'Home delivery' },
  relay: { fr_FR: 'Point relais', en_US: 'Pickup point' },
  collect: { fr_FR: 'Retrait au domaine', en_US: 'Collect at the estate' },
};

const LANGS = [
  { lang: 'fr_FR' as Lang, prefix: '', viewport: DESKTOP },
  { lang: 'en_US' as Lang, prefix: '/en_US', viewport: PHONE },
];
const MODES: Mode[] = ['home', 'relay', 'collect', 'nothing'];

let browser: Browser;
const customers = new Map<Lang, Customer>();
beforeAll(async () => {
  browser = await launchBrowser();
  for (const lang of ['fr_FR', 'en_US'] as Lang[]) {
    customers.set(lang, await newCustomer(`parcours-${lang.toLowerCase()}-${Date.now()}@example.com`, 'vendanges2026', lang));
  }
});
afterAll(() => browser?.close());

/** The voucher of the demo estate: a tasting for two, sent by e-mail. */
async function voucherPath(lang: Lang): Promise<string> {
  const answer = await fetch(url('/api/product?kind=OTHER&nbItem=100'), { headers: { userLang: 'fr_FR' } });
  const products = ((await answer.json()) as { data: { products: { id: number; name: string }[] } }).data.products;
  const voucher = products.find((product) => product.name.startsWith('Bon cadeau'))!;
  return (await productOf(voucher.id, lang)).path;
}

/** The item put in the cart from its own page, with the quantity the page offers. */
async function addFromItsPage(page: Page, lang: Lang, prefix: string, path: string) {
  await page.goto(url(`${prefix}${path}`));
  const form = await hydrated(page, 'add-to-cart');
  await form.getByRole('button', { name: wordsIn(lang)('Ajouter au panier', 'Add to cart') }).click();
  await expect.poll(() => headerCount(page)).not.toBe('');
}

/** The address step: the street, the postal code whose suggestion fills the town, the phone. */
async function fillAddress(page: Page, lang: Lang, kind: 'shipping' | 'billing') {
  const say = wordsIn(lang);
  const form = await hydrated(page, 'checkout-address');
  await page.locator(`#${kind}-address`).fill('12 rue Beaurepaire');
  // From the second order on, the step starts from the address saved at the first.
  await page.locator(`#${kind}-postalCode`).fill('');
  await page.locator(`#${kind}-postalCode`).pressSequentially('49400');
  const towns = page.getByRole('listbox', { name: say('Villes correspondantes', 'Matching cities') });
  await towns.getByRole('option', { name: /Saumur/ }).first().click();
  expect(await page.locator(`#${kind}-city`).inputValue()).toBe('Saumur');
  await page.locator('#checkout-phone').fill('06 12 34 56 78');
  await form.getByRole('button', { name: kind === 'shipping' ? say('Continuer vers la livraison', 'Continue to delivery') : say('Continuer vers le paiement', 'Continue to payment') }).click();
}

/** The delivery step: the mode, then what it needs; answers what the thanks must mention. */
async function chooseDelivery(page: Page, lang: Lang, mode: Exclude<Mode, 'nothing'>): Promise<string> {
  const say = wordsIn(lang);
  const step = await hydrated(page, 'checkout-shipping');
  await step.getByRole('radio', { name: new RegExp(MODE_WORDS[mode][lang]) }).check();
  if (mode === 'home') {
    const carriers = step.getByRole('group', { name: say('Transporteur', 'Carrier') });
    await carriers.getByRole('radio', { name: 'Colissimo' }).check();
    await step.getByRole('button', { name: say('Continuer vers le paiement', 'Continue to payment') }).click();
    return 'Colissimo';
  }
  if (mode === 'relay') {
    const networks = step.getByRole('group', { name: say('Réseau de points relais', 'Pickup point network') });
    await networks.getByRole('radio', { name: /Mondial Relay/ }).check();
    const point = step.getByTestId('relay-picker').getByTestId('relay-point').first();
    const name = oneLine(await point.locator('.shipping-option-name').innerText());
    await point.getByRole('radio').check();
    await step.getByRole('button', { name: say('Continuer vers le paiement', 'Continue to payment') }).click();
    return name;
  }
  const calendar = step.getByTestId('pickup-calendar');
  await calendar.locator('.booking-day:not(:disabled)').first().click();
  await calendar.locator('input[name=pickup-slot]:not(:disabled)').first().check();
  await step.getByRole('button', { name: say('Continuer vers le paiement', 'Continue to payment') }).click();
  const chosen = await page.evaluate(() => JSON.parse(localStorage.getItem('checkout')!).clickAndCollect.date as string);
  return formatDate(chosen);
}

describe('buying through the checkout', () => {
  for (const { lang, prefix, viewport } of LANGS) for (const mode of MODES) {
    it(`orders and pays with ${mode === 'nothing' ? 'nothing to ship (a voucher)' : `delivery "${mode}"`} (${lang})`, async () => {
      const say = wordsIn(lang);
      const customer = customers.get(lang)!;
      const context = await browser.newContext({ viewport, locale: lang === 'fr_FR' ? 'fr-FR' : 'en-US' });
      await markPopupsSeen(context);
      await signIn(context, customer, lang);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));

      await addFromItsPage(page, lang, prefix, mode === 'nothing' ? await voucherPath(lang) : (await productOf(PERRIERES, lang)).path);
      await page.goto(url(`${prefix}/cart`));
      await (await hydrated(page, 'cart')).getByRole('link', { name: say('Commander', 'Checkout') }).click();
      await page.waitForURL(url(`${prefix}/cart/address`));

      let mention: string;
      if (mode === 'nothing') {
        // Nothing ships: only the billing address is asked, and the delivery step is skipped.
        await fillAddress(page, lang, 'billing');
        await page.waitForURL(url(`${prefix}/cart/payment`));
        mention = say('Votre commande ne demande aucune livraison.', 'Your order needs no delivery.');
      } else {
        await fillAddress(page, lang, 'shipping');
        await page.waitForURL(url(`${prefix}/cart/shipping`));
        mention = await chooseDelivery(page, lang, mode);
        await page.waitForURL(url(`${prefix}/cart/payment`));
      }

      await payWith(page, lang, CARDS.paid);
      await page.waitForURL(/\/order\/success\?order=\d+$/, { timeout: 30_000 });
      const thanks = page.getByTestId('order-confirmation');
      expect(await thanks.locator('h1').innerText()).toBe(say('Merci pour votre commande !', 'Thank you for your order!'));
      const number = /\d{4}-\d{6}/.exec(await thanks.locator('.outcome-number').innerText())![0];
      expect(oneLine(await thanks.locator('.outcome-next').innerText())).toContain(oneLine(mention));
      // The cart is ordered: the header no longer counts it.
      await expect.poll(() => headerCount(page)).toBe('');

      const mail = await lastMailTo(customer.email, { about: number, timeoutMs: 20_000 });
      expect(mail.subject).toContain(number);
      expect(mail.text).toContain('Vente à distance de produits soumis à accises');
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
