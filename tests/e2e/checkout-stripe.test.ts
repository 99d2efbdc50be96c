import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Lang } from '~/lib/i18n';
import { DESKTOP, PHONE } from './browser';
import { oneLine, readyToPay, tickConsents } from './checkout-support';
import { newCustomer } from './customer';
import { lastMailTo } from './outbox';
import { PERRIERES, startStripeShop, type StripeShop } from './stripe-shop';
import { wordsIn } from './words';

// A customer pays with Stripe: the shop (a process of its own, PAYMENT_PROVIDER=stripe) sends the
// browser to the hosted page of the fake Stripe (tests/fakes/stripe.ts), the card is typed there,
// Stripe's signed webhook reaches the shop over HTTP and the customer lands on the thanks, in
// French on a phone and in English on a desktop.

let fake: StripeShop['fake'];
let shop: StripeShop['shop'];
let browser: StripeShop['browser'];
let dataDir: string;
let stripeShop: StripeShop;

beforeAll(async () => {
  stripeShop = await startStripeShop('domaine');
  ({ fake, shop, browser, dataDir } = stripeShop);
}, 120_000);

afterAll(() => stripeShop?.stop());

describe('paying with Stripe', () => {
  for (const [lang, viewport, device] of [['fr_FR', PHONE, 'phone'], ['en_US', DESKTOP, 'desktop']] as const) {
    it(`${lang} on a ${device}: Stripe's page takes the card, the webhook pays the order, the customer is thanked`, async () => {
      const say = wordsIn(lang as Lang);
      const email = `stripe-${lang.toLowerCase()}-${Date.now()}@example.com`;
      const who = await newCustomer(email, 'vendanges2026', lang, { baseUrl: shop.baseUrl, dataDir });
      const wine = ((await (await fetch(`${shop.baseUrl}/api/product/${PERRIERES}`)).json()) as { data: { declinations: { id: number }[] } }).data;
      const { context, page } = await readyToPay(browser, who, lang, viewport, { declinationId: wine.declinations[0].id, quantity: 12 }, shop.baseUrl);
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      try {
        await page.goto(`${shop.baseUrl}${lang === 'en_US' ? '/en_US' : ''}/cart/payment`);
        await tickConsents(page, lang);
        await page.getByTestId('payment-form').getByRole('button', { name: /^(Payer|Pay) / }).click();
        await page.waitForURL((address) => address.href.startsWith(`${fake.base}/pay/cs_test_`));
        const session = fake.sessions.get(page.url().split('/').at(-1)!)!;
        expect(session.locale).toBe(lang === 'fr_FR' ? 'fr' : 'en');
        await page.getByLabel(say('Numéro de carte', 'Card number')).fill('4242 4242 4242 4242');
        await page.getByRole('button', { name: say('Payer', 'Pay'), exact: true }).click();
        await page.waitForURL(lang === 'en_US' ? /\/en_US\/order\/success\?order=\d+$/ : /\/order\/success\?order=\d+$/, { timeout: 20_000 });
        expect(oneLine(await page.getByTestId('order-confirmation').locator('h1').innerText())).toBe(say('Merci pour votre commande !', 'Thank you for your order!'));
        expect(fake.events.find((event) => event.body.includes(session.id))).toMatchObject({ type: 'checkout.session.completed', delivered: 200 });
        const mail = await lastMailTo(email, { dataDir, about: session.client_reference_id! });
        expect(mail.subject).toContain(session.client_reference_id!);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
