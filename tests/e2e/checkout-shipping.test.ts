import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { formatPrice } from '~/lib/catalogue-format';
import type { CheckoutState } from '~/lib/checkout';
import type { CountryOption } from '~/lib/delivery';
import type { Lang } from '~/lib/i18n';
import { wordsIn } from './words';
import { expectNoAxeViolations } from './axe';
import { DESKTOP, launchBrowser, markPopupsSeen, PHONE, url } from './browser';
import { hydrated, productOf } from './cart-support';
import { oneLine } from './checkout-support';
import { newCustomer, signIn, type Customer } from './customer';

// The delivery step of the checkout, once in each language, for a signed-in customer whose cart
// holds six bottles and whose address step is done: home carriers with their fees, a relay point
// searched and chosen, a click-and-collect day and slot, and click and collect dropping the carrier.

let browser: Browser;
let customer: Customer;
let france: CountryOption;
beforeAll(async () => {
  browser = await launchBrowser();
  customer = await newCustomer(`livraison-${Date.now()}@example.com`, 'vendanges2026', 'fr_FR');
  const countries = ((await (await fetch(url('/api/countries'))).json()) as { data: CountryOption[] }).data;
  france = countries.find((country) => country.alphaTwo === 'FR')!;
});
afterAll(() => browser?.close());

const PERRIERES = 4; // Les Perrières, sold by six

const LANGS = [
  { lang: 'fr_FR' as Lang, prefix: '', viewport: DESKTOP },
  { lang: 'en_US' as Lang, prefix: '/en_US', viewport: PHONE },
];

/** What the address step leaves in the checkout store. */
function addressDone(): Partial<CheckoutState> {
  const shipping = { firstname: 'Camille', lastname: 'Moreau', address: '12 rue Beaurepaire', postalCode: '49400', city: 'Saumur', idCountry: france.id };
  return { address: { shipping, billing: null, billingIsShipping: true }, country: france };
}


const stored = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('checkout') ?? 'null') as CheckoutState | null);

for (const { lang, prefix, viewport } of LANGS) {
  describe(`the delivery step (${lang})`, () => {
    const say = wordsIn(lang);
    const price = (cents: number) => formatPrice(cents, lang);
    let context: BrowserContext;
    let page: Page;
    const errors: string[] = [];

    beforeAll(async () => {
      context = await browser.newContext({ viewport, locale: 'fr-FR' });
      await markPopupsSeen(context);
      await signIn(context, customer, lang);
      page = await context.newPage();
      page.on('pageerror', (error) => errors.push(error.message));
    });
    afterAll(() => context?.close());

    it('sends a customer whose address step is not done back to it', async () => {
      await page.goto(url(`${prefix}/cart`));
      const wine = await productOf(PERRIERES, lang);
      // Six bottles in the customer's cart, as the wine page's button puts them there.
      await page.evaluate(
        async ({ declinationId, lang }) => {
          const headers = { userLang: lang, 'content-type': 'application/json' };
          // The customer's cart from the other language's run starts empty again.
          const current = (await (await fetch('/api/cart', { method: 'POST', headers, body: JSON.stringify({ type: 'MAIN_CART' }) })).json()).data;
          if (current.products.length) await fetch(`/api/cart/${current.id}`, { method: 'DELETE', headers });
          const form = new FormData();
          form.set('type', 'MAIN_CART');
          form.set('quantity', '6');
          const answer = await fetch(`/api/cart/new/product/${declinationId}`, { method: 'POST', body: form, headers: { userLang: lang } });
          const cart = (await answer.json()).data;
          localStorage.setItem('cart-id', String(cart.id));
          localStorage.setItem('cart', JSON.stringify(cart));
        },
        { declinationId: wine.declinations[0].id, lang },
      );
      await page.goto(url(`${prefix}/cart/shipping`));
      await page.waitForURL(url(`${prefix}/cart/address`));
    });

    it('lists the home carriers with the fee of six bottles, and lets the customer go on once one is chosen', async () => {
      await page.evaluate((state) => localStorage.setItem('checkout', JSON.stringify(state)), addressDone());
      await page.goto(url(`${prefix}/cart/shipping`));
      const step = await hydrated(page, 'checkout-shipping');
      const next = step.getByRole('button', { name: say('Continuer vers le paiement', 'Continue to payment') });
      expect(await next.isDisabled()).toBe(true);
      await step.getByText(say('Choisissez un mode de livraison pour continuer.', 'Choose a delivery method to continue.')).waitFor();

      await step.getByRole('radio', { name: new RegExp(say('Livraison à domicile', 'Home delivery')) }).check();
      const carriers = step.getByRole('group', { name: say('Transporteur', 'Carrier') });
      await carriers.getByRole('radio').first().waitFor();
      const rows = (await carriers.getByTestId('carrier').allInnerTexts()).map(oneLine);
      expect(rows).toEqual([`Colissimo ${price(1490)}`, `Chronopost ${price(2290)}`].map(oneLine));
      // 6 bottles for 60, or the amount: what is left before free delivery is said.
      await step.locator('.shipping-notes').getByText(/54/).waitFor();
      expect(await next.isDisabled()).toBe(true);

      await carriers.getByRole('radio', { name: 'Chronopost' }).check();
      expect(await next.isDisabled()).toBe(false);
      await expect.poll(async () => (await stored(page))?.carrier?.name).toBe('Chronopost');
      await page.getByTestId('checkout-summary').getByText(price(2290)).waitFor();
    });

    it('searches relay points near the address, then near another postal code, and keeps the one chosen', async () => {
      const step = page.getByTestId('checkout-shipping');
      const next = step.getByRole('button', { name: say('Continuer vers le paiement', 'Continue to payment') });
      await step.getByRole('radio', { name: new RegExp(say('Point relais', 'Pickup point')) }).check();
      // Chronopost delivers home only: the relay networks are offered instead.
      await expect.poll(async () => (await stored(page))?.carrier).toBeNull();
      const networks = step.getByRole('group', { name: say('Réseau de points relais', 'Pickup point network') });
      await networks.getByRole('radio', { name: /Mondial Relay/ }).check();

      const picker = step.getByTestId('relay-picker');
      const field = picker.getByLabel(say('Code postal ou ville', 'ZIP code or city'));
      expect(await field.inputValue()).toBe('49400 Saumur');
      await picker.getByRole('group', { name: say('Points relais près de 49400 Saumur', 'Pickup points near 49400 Saumur') }).waitFor();
      expect(await picker.getByTestId('relay-point').count()).toBeGreaterThan(0);
      if (viewport === PHONE) {
        // The choice comes first: on a phone the relay points sit above the order's summary.
        const top = async (testId: string) => (await page.getByTestId(testId).boundingBox())!.y;
        expect(await top('relay-picker')).toBeLessThan(await top('checkout-summary'));
      }
      await step.getByText(say('Choisissez un point relais pour continuer.', 'Choose a pickup point to continue.')).waitFor();

      // A town that does not exist is answered under the field.
      await field.fill('Xqzwv');
      await picker.getByRole('button', { name: say('Rechercher', 'Search') }).click();
      await picker.getByRole('alert').getByText(say('Aucune ville ne correspond à « Xqzwv » : saisissez un code postal à 5 chiffres ou le nom d’une ville.', 'No city matches “Xqzwv”: enter a 5-digit ZIP code or a city name.')).waitFor();
      expect(await field.getAttribute('aria-invalid')).toBe('true');

      await field.fill('75011');
      await field.press('Enter');
      const results = picker.getByRole('group', { name: say('Points relais près de 75011', 'Pickup points near 75011') });
      await results.waitFor();
      const first = results.getByTestId('relay-point').first();
      const name = (await first.locator('.shipping-option-name').innerText()).trim();
      await first.getByText(say('Horaires d’ouverture', 'Opening hours')).click();
      expect(await first.locator('.relay-hours dt').count()).toBe(7);
      await first.getByRole('radio').check();
      await picker.getByText(new RegExp(name)).last().waitFor();
      expect(await next.isDisabled()).toBe(false);
      const state = await stored(page);
      expect(state?.carrier?.serviceCode).toBe('MONDIAL_RELAY_24R');
      expect(state?.accessPointAddress?.name).toBe(name);
      expect(state?.accessPointAddress?.zipCode).toMatch(/^75/);
    });

    it('books a click-and-collect day and slot, which drops the carrier, and goes on to payment', async () => {
      const step = page.getByTestId('checkout-shipping');
      const next = step.getByRole('button', { name: say('Continuer vers le paiement', 'Continue to payment') });
      await step.getByRole('radio', { name: new RegExp(say('Retrait au domaine', 'Collect at the estate')) }).check();
      let state = await stored(page);
      expect(state?.deliveryType).toBe('clickAndCollect');
      expect(state?.carrier).toBeNull();
      expect(state?.accessPointAddress).toBeNull();
      expect(state?.shippingPrices).toEqual([]);
      await page.getByTestId('checkout-summary').getByText(say('Retrait au domaine', 'Collection at the estate')).waitFor();
      await step.getByText(say('Nous préparons votre commande en 12 heures : les créneaux proposés en tiennent compte.', 'We need 12 hours to prepare your order: the time slots offered allow for it.')).waitFor();
      expect(await next.isDisabled()).toBe(true);

      const calendar = step.getByTestId('pickup-calendar');
      const day = calendar.locator('.booking-day:not(:disabled)').first();
      await day.click();
      expect(await day.getAttribute('aria-pressed')).toBe('true');
      const slot = calendar.locator('input[name=pickup-slot]:not(:disabled)').first();
      await slot.check();
      expect(await next.isDisabled()).toBe(false);
      state = await stored(page);
      expect(state?.clickAndCollect.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(state?.clickAndCollect.idSchedule).toBeGreaterThan(0);
      await step.locator('.shipping-chosen').waitFor();
      await expectNoAxeViolations(page);

      // The choice is still there on the next visit.
      await page.reload();
      const again = await hydrated(page, 'checkout-shipping');
      expect(await again.getByRole('radio', { name: new RegExp(say('Retrait au domaine', 'Collect at the estate')) }).isChecked()).toBe(true);
      await again.getByTestId('pickup-calendar').getByRole('radio', { checked: true }).waitFor();
      await again.getByRole('button', { name: say('Continuer vers le paiement', 'Continue to payment') }).click();
      await page.waitForURL(url(`${prefix}/cart/payment`));
      expect(errors).toEqual([]);
    });
  });
}
