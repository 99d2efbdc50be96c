import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Lang } from '~/lib/i18n';
import { DESKTOP, PHONE } from './browser';
import { oneLine, readyToPay, tickConsents } from './checkout-support';
import { newCustomer } from './customer';
import { PERRIERES, startStripeShop, type StripeShop } from './stripe-shop';
import { wordsIn } from './words';

// A customer pays with Stripe keeping the card, orders again paying with the kept card in one
// click, then deletes the card from their account (deleted at Stripe too): in French on a phone
// and in English on a desktop, against the fake Stripe of tests/fakes/stripe.ts.

let fake: StripeShop['fake'];
let shop: StripeShop['shop'];
let browser: StripeShop['browser'];
let dataDir: string;
let stripeShop: StripeShop;

beforeAll(async () => {
  stripeShop = await startStripeShop('cards');
  ({ fake, shop, browser, dataDir } = stripeShop);
}, 120_000);

afterAll(() => stripeShop?.stop());

describe('a card kept for the next orders', () => {
  for (const [lang, viewport, device] of [['fr_FR', PHONE, 'phone'], ['en_US', DESKTOP, 'desktop']] as const) {
    it(`${lang} on a ${device}: kept at the first payment, paying the next order in one click, then deleted`, async () => {
      const say = wordsIn(lang as Lang);
      const prefix = lang === 'en_US' ? '/en_US' : '';
      const success = lang === 'en_US' ? /\/en_US\/order\/success\?order=\d+$/ : /\/order\/success\?order=\d+$/;
      const email = `cards-${lang.toLowerCase()}-${Date.now()}@example.com`;
      const who = await newCustomer(email, 'vendanges2026', lang, { baseUrl: shop.baseUrl, dataDir });
      const wine = ((await (await fetch(`${shop.baseUrl}/api/product/${PERRIERES}`)).json()) as { data: { declinations: { id: number }[] } }).data;
      const item = { declinationId: wine.declinations[0].id, quantity: 6 };
      const errors: string[] = [];

      // The first order: paid on Stripe's page, the card kept.
      const first = await readyToPay(browser, who, lang, viewport, item, shop.baseUrl);
      first.page.on('pageerror', (error) => errors.push(error.message));
      try {
        await first.page.goto(`${shop.baseUrl}${prefix}/cart/payment`);
        await tickConsents(first.page, lang);
        await first.page.getByLabel(say('Garder cette carte pour mes prochaines commandes', 'Keep this card for my next orders')).check();
        await first.page.getByTestId('payment-form').getByRole('button', { name: /^(Payer|Pay) (?!avec |with )/ }).click();
        await first.page.waitForURL((address) => address.href.startsWith(`${fake.base}/pay/cs_test_`));
        await first.page.getByLabel(say('Numéro de carte', 'Card number')).fill('4242 4242 4242 4242');
        await first.page.getByRole('button', { name: say('Payer', 'Pay'), exact: true }).click();
        await first.page.waitForURL(success, { timeout: 20_000 });
      } finally {
        await first.context.close();
      }
      const method = [...fake.paymentMethods.values()].find((pm) => fake.customers.get(pm.customer ?? '')?.email === email);
      expect(method?.card.last4).toBe('4242');

      // The next order: one click on the kept card, no page of Stripe's.
      const second = await readyToPay(browser, who, lang, viewport, item, shop.baseUrl);
      second.page.on('pageerror', (error) => errors.push(error.message));
      try {
        await second.page.goto(`${shop.baseUrl}${prefix}/cart/payment`);
        const oneClick = second.page.getByRole('button', { name: say('Payer avec Visa •••• 4242', 'Pay with Visa •••• 4242') });
        await oneClick.waitFor();
        await tickConsents(second.page, lang);
        await oneClick.click();
        await second.page.waitForURL(success, { timeout: 20_000 });
        expect(oneLine(await second.page.getByTestId('order-confirmation').locator('h1').innerText())).toBe(say('Merci pour votre commande !', 'Thank you for your order!'));
        expect([...fake.intents.values()].filter((intent) => intent.payment_method === method!.id && intent.status === 'succeeded')).toHaveLength(2);

        // "My cards": the card, its expiry, deleted (at Stripe too).
        await second.page.goto(`${shop.baseUrl}${prefix}/account`);
        const cards = second.page.getByRole('region', { name: say('Mes cartes', 'My cards') });
        await expect.poll(() => cards.getByTestId('kept-cards').innerText()).toContain('Visa •••• 4242');
        expect(await cards.innerText()).toContain(say('Carte par défaut', 'Default card'));
        // The list hydrates once in view: its buttons answer from then on.
        await cards.scrollIntoViewIfNeeded();
        await cards.locator('astro-island:not([ssr])').waitFor({ state: 'attached' });
        await cards.getByRole('button', { name: say('Supprimer Visa •••• 4242', 'Delete Visa •••• 4242') }).click();
        await cards.getByText(say('Aucune carte gardée.', 'No card kept.'), { exact: false }).waitFor();
        expect(fake.paymentMethods.get(method!.id)?.customer).toBeNull();
        expect(errors).toEqual([]);
      } finally {
        await second.context.close();
      }
    });
  }
});
