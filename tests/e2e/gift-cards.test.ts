import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { formatPrice } from '~/lib/catalogue-format';
import type { Lang } from '~/lib/i18n';
import { wordsIn } from './words';
import { pdfText } from '../api/pdf-text';
import { expectNoAxeViolations } from './axe';
import { DESKTOP, launchBrowser, url } from './browser';
import { productOf } from './cart-support';
import { CARDS, oneLine, payWith, readyToPay, tickConsents } from './checkout-support';
import { newCustomer, type Customer } from './customer';
import { lastMailTo } from './outbox';

// A customer buys a 100 € gift card and pays it by card; the code comes by mail with a card to
// print. They spend it on six bottles (the card pays all: nothing to pay by bank card), then on six
// more (the card pays what is left, the bank card the rest), and read what is left at each step.

const lang: Lang = 'fr_FR';
const say = wordsIn(lang);
const price = (cents: number) => formatPrice(cents, lang);
const CODE = /\b[2-9A-HJ-NP-Z]{4}(?:-[2-9A-HJ-NP-Z]{4}){3}\b/;
const PERRIERES = 4; // Les Perrières, 10,90 € a bottle, sold by six
const SIX_BOTTLES = 6 * 1090;

let browser: Browser;
let customer: Customer;
beforeAll(async () => {
  browser = await launchBrowser();
  customer = await newCustomer(`carte-cadeau-${Date.now()}@example.com`, 'vendanges2026', lang);
});
afterAll(() => browser?.close());

/** The 100 € declination of the demo estate's gift card, found as the catalogue lists it. */
async function hundredEuroCard(): Promise<number> {
  const list = (await (await fetch(url('/api/product?name=lk:carte cadeau'), { headers: { userLang: lang } })).json()) as { data: { products: { id: number }[] } };
  const card = await productOf(list.data.products[0].id, lang);
  return card.declinations.find((d) => d.reference === 'TIL-CAD-100')!.id;
}

async function sixBottles() {
  const wine = await productOf(PERRIERES, lang);
  return readyToPay(browser, customer, lang, DESKTOP, { declinationId: wine.declinations[0].id, quantity: 6 });
}

describe('a gift card bought, mailed and spent over two orders (fr_FR)', () => {
  let code: string;
  /** What the card holds after the first order. */
  let left: number;

  it('is mailed once paid, with its code and a card to print', async () => {
    const { context, page } = await readyToPay(browser, customer, lang, DESKTOP, { declinationId: await hundredEuroCard(), quantity: 1 });
    try {
      await page.goto(url('/cart/payment'));
      await page.getByTestId('payment-form').getByRole('button', { name: say(`Payer ${price(10_000)}`, `Pay ${price(10_000)}`) }).waitFor();
      await payWith(page, lang, CARDS.paid);
      await page.waitForURL(/\/order\/success\?order=\d+$/);
      const number = /\d{4}-\d{6}/.exec(await page.getByTestId('order-confirmation').locator('.outcome-number').innerText())![0];

      const mail = await lastMailTo(customer.email, { about: number, attached: true });
      expect(mail.subject).toBe('Vos codes cadeaux – Domaine des Tilleuls');
      code = CODE.exec(mail.text)![0];
      expect(mail.attachments?.map((a) => a.contentType)).toEqual(['application/pdf']);
      const printed = pdfText(Buffer.from(mail.attachments![0].content, 'base64')).map(oneLine);
      expect(printed).toEqual(expect.arrayContaining(['CARTE CADEAU', oneLine(price(10_000)), code]));
    } finally {
      await context.close();
    }
  });

  it('pays a whole order, shows what stays on the card, and the order says so', async () => {
    const { context, page, carrier } = await sixBottles();
    const total = SIX_BOTTLES + carrier.price;
    left = 10_000 - total;
    expect(left).toBeGreaterThan(0);
    try {
      await page.goto(url('/cart/payment'));
      const field = page.getByTestId('payment-gift-card');
      await field.getByRole('textbox').fill('pas-un-code');
      await field.getByRole('button', { name: say('Utiliser', 'Use') }).click();
      await field.getByRole('alert').getByText(say('Ce code de carte cadeau n’existe pas. Vérifiez les 16 caractères imprimés sur la carte.', 'This gift card code does not exist. Check the 16 characters printed on the card.')).waitFor();

      // Typed as a customer may type it: lower case, spaces for dashes.
      await field.getByRole('textbox').fill(code.toLowerCase().replaceAll('-', ' '));
      await field.getByRole('button', { name: say('Utiliser', 'Use') }).click();
      await field.getByText(say(`Carte cadeau …${code.slice(-4)}`, `Gift card …${code.slice(-4)}`), { exact: true }).waitFor();
      expect(oneLine(await field.getByTestId('gift-card-balance').innerText())).toBe(oneLine(say(`${price(total)} déduits de cette commande ; il restera ${price(left)} sur la carte.`, `${price(total)} off this order; ${price(left)} will be left on the card.`)));
      expect(await page.getByTestId('checkout-total').innerText()).toBe(price(total));
      expect(await page.getByTestId('checkout-gift-card').innerText()).toBe(`−${price(total)}`);
      expect(await page.getByTestId('checkout-to-pay').innerText()).toBe(price(0));
      await expectNoAxeViolations(page);

      await tickConsents(page, lang);
      await page.getByTestId('payment-form').getByRole('button', { name: say('Valider ma commande', 'Place my order') }).click();
      await page.waitForURL(/\/order\/success\?order=\d+$/);
      const confirmation = page.getByTestId('order-confirmation');
      expect(oneLine(await confirmation.innerText())).toContain(oneLine(`${say(`Carte cadeau …${code.slice(-4)}`, `Gift card …${code.slice(-4)}`)} −${price(total)}`));

      const orderId = new URL(page.url()).searchParams.get('order');
      await page.goto(url(`/account/orders/${orderId}`));
      expect(oneLine(await page.getByTestId('order-gift-card').innerText())).toBe(oneLine(`${say(`Carte cadeau …${code.slice(-4)}`, `Gift card …${code.slice(-4)}`)} −${price(total)}`));
      expect(oneLine(await page.getByTestId('order-gift-card-left').innerText())).toBe(oneLine(`${say('Reste sur la carte', 'Left on the card')} ${price(left)}`));
      const balance = (await (await fetch(url(`/api/gift-card/${code}`))).json()) as { data: { balance: number } };
      expect(balance.data.balance).toBe(left);
    } finally {
      await context.close();
    }
  });

  it('pays part of a second order with what is left, and the bank card the rest', async () => {
    const { context, page, carrier } = await sixBottles();
    const total = SIX_BOTTLES + carrier.price;
    try {
      await page.goto(url('/cart/payment'));
      const field = page.getByTestId('payment-gift-card');
      await field.getByRole('textbox').fill(code);
      await field.getByRole('button', { name: say('Utiliser', 'Use') }).click();
      await field.getByTestId('gift-card-balance').waitFor();
      expect(oneLine(await field.getByTestId('gift-card-balance').innerText())).toBe(oneLine(say(`${price(left)} déduits de cette commande : la carte sera entièrement utilisée.`, `${price(left)} off this order: the card will be used up.`)));
      expect(await page.getByTestId('checkout-to-pay').innerText()).toBe(price(total - left));

      await payWith(page, lang, CARDS.paid);
      await page.waitForURL(/\/order\/success\?order=\d+$/);
      const number = /\d{4}-\d{6}/.exec(await page.getByTestId('order-confirmation').locator('.outcome-number').innerText())![0];
      const mail = await lastMailTo(customer.email, { about: number });
      expect(oneLine(mail.text)).toContain(oneLine(`${say(`Carte cadeau …${code.slice(-4)}`, `Gift card …${code.slice(-4)}`)} : − ${price(left)}`));
      expect(oneLine(mail.text)).toContain(oneLine(`${say('Reste sur la carte cadeau', 'Left on the gift card')} : ${price(0)}`));
      const balance = (await (await fetch(url(`/api/gift-card/${code}`))).json()) as { data: { balance: number } };
      expect(balance.data.balance).toBe(0);
    } finally {
      await context.close();
    }
  });
});
