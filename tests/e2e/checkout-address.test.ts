import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Cart } from '~/lib/cart';
import type { CheckoutState } from '~/lib/checkout';
import type { Lang } from '~/lib/i18n';
import { wordsIn } from './words';
import { expectNoAxeViolations } from './axe';
import { DESKTOP, launchBrowser, markPopupsSeen, PHONE, url } from './browser';
import { hydrated, productOf } from './cart-support';
import { newCustomer, signIn, type Customer } from './customer';
import { adminCookie, setParameter } from './admin';

// The checkout's first step: a guest signs in there and keeps the cart, the postal code and the
// town suggest the towns (keyboard and touch), a delivery country the estate does not serve is
// refused with the reason while it can still be billed, and the phone follows
// ALLOW_ONLY_MOBILE_PHONE before the step hands over to the delivery step.

const PERRIERES = 4; // Les Perrières, sold by six: a cart that ships
const PASSWORD = 'vendanges2026';

let browser: Browser;
let customer: Customer;
beforeAll(async () => {
  browser = await launchBrowser();
  customer = await newCustomer(`adresse-${Date.now()}@example.com`, PASSWORD, 'fr_FR');
});
afterAll(() => browser?.close());

/** Six bottles put in the cart from the wine's page, as a visitor does. */
async function fillCart(page: Page, lang: Lang, prefix: string) {
  const wine = await productOf(PERRIERES, lang);
  await page.goto(url(`${prefix}${wine.path}`));
  const form = await hydrated(page, 'add-to-cart');
  await form.getByRole('button', { name: wordsIn(lang)('Ajouter au panier', 'Add to cart') }).click();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('cart-id'))).toMatch(/^\d+$/);
}

const form = (page: Page) => page.getByTestId('checkout-address');
const stored = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('checkout') ?? 'null') as CheckoutState | null);
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id);

describe('the address step (fr_FR, desktop)', () => {
  let context: BrowserContext;
  let page: Page;
  const errors: string[] = [];

  beforeAll(async () => {
    context = await browser.newContext({ viewport: DESKTOP, locale: 'fr-FR' });
    await markPopupsSeen(context);
    page = await context.newPage();
    page.on('pageerror', (error) => errors.push(error.message));
  });
  afterAll(async () => {
    await context?.close();
    await setParameter(await adminCookie(), 'ALLOW_ONLY_MOBILE_PHONE', 'false');
  });

  it('asks a guest to sign in, then comes back to the step with the cart in the customer’s account', async () => {
    await fillCart(page, 'fr_FR', '');
    await page.goto(url('/cart'));
    await hydrated(page, 'cart');
    await page.getByRole('link', { name: 'Commander' }).click();
    await page.waitForURL(url('/cart/address'));
    const steps = page.getByRole('navigation', { name: 'Étapes de la commande' });
    expect(await steps.locator('[aria-current=step]').innerText()).toContain('Adresse');
    await page.getByText('Identifiez-vous pour commander').waitFor();
    await expectNoAxeViolations(page);

    const login = await hydrated(page, 'login-form');
    await login.locator('input[name=email]').fill(customer.email);
    await login.locator('input[name=password]').fill(PASSWORD);
    await login.locator('button[type=submit]').click();
    await form(page).waitFor();
    expect(page.url()).toBe(url('/cart/address'));

    // The guest's bottles are the customer's now, and the aside lists them.
    const answer = await page.request.post(url('/api/cart'), { headers: { origin: inject('baseUrl') }, data: { type: 'MAIN_CART' } });
    const cart = ((await answer.json()) as { data: Cart }).data;
    expect(cart.products.map((line) => [line.declinationId, line.quantity])).toEqual([[expect.any(Number), 6]]);
    const summary = page.getByTestId('checkout-summary');
    await summary.getByText(cart.products[0]!.label).waitFor();
    // The form starts from the profile.
    expect(await page.locator('#shipping-firstname').inputValue()).toBe('Camille');
    expect(await page.locator('#shipping-lastname').inputValue()).toBe('Moreau');
    await expectNoAxeViolations(page);
  });

  it('suggests the towns of a postal code: the arrows move, Enter fills the postal code and the city', async () => {
    const postalCode = page.locator('#shipping-postalCode');
    await postalCode.pressSequentially('4940');
    const list = page.getByRole('listbox', { name: 'Villes correspondantes' });
    await list.waitFor();
    const towns = await list.getByRole('option').allInnerTexts();
    expect(towns.length).toBeGreaterThan(2);
    expect(towns.every((town) => town.startsWith('49400 '))).toBe(true);
    expect(towns).toContain('49400 Varrains');

    await postalCode.press('ArrowDown');
    await postalCode.press('ArrowDown');
    const second = list.getByRole('option').nth(1);
    expect(await postalCode.getAttribute('aria-activedescendant')).toBe(await second.getAttribute('id'));
    expect(await second.getAttribute('aria-selected')).toBe('true');
    await postalCode.press('Enter');
    await list.waitFor({ state: 'hidden' });
    expect(await postalCode.inputValue()).toBe('49400');
    expect(await page.locator('#shipping-city').inputValue()).toBe(towns[1]!.replace('49400 ', ''));
    // Enter chose the town; it did not send the form.
    expect(page.url()).toBe(url('/cart/address'));

    // Escape closes the list and leaves what was typed.
    const city = page.locator('#shipping-city');
    await city.fill('');
    await city.pressSequentially('Varr');
    await page.getByRole('listbox', { name: 'Villes correspondantes' }).filter({ hasText: 'Varrains' }).waitFor();
    await city.press('Escape');
    expect(await city.getAttribute('aria-expanded')).toBe('false');
    expect(await city.inputValue()).toBe('Varr');
  });

  it('refuses a delivery country the estate does not serve, with the reason beside the field, and bills it', async () => {
    await page.locator('#shipping-address').fill('12 rue Beaurepaire');
    await page.locator('#shipping-city').fill('Saumur');
    await page.locator('#shipping-postalCode').fill('49400');
    await page.locator('#checkout-phone').fill('06 12 34 56 78');
    const country = page.locator('#shipping-idCountry');
    await country.selectOption({ label: 'Belgique' });
    const reason = page.locator('#shipping-idCountry-error');
    expect(await reason.innerText()).toBe('Nous livrons uniquement en France métropolitaine, Corse comprise.');
    expect(await country.getAttribute('aria-describedby')).toBe('shipping-idCountry-error');

    await form(page).getByRole('button', { name: 'Continuer vers la livraison' }).click();
    await expect.poll(() => focusedId(page)).toBe('shipping-idCountry');
    expect(page.url()).toBe(url('/cart/address'));

    // Delivered in France, billed in Belgium.
    await country.selectOption({ label: 'France' });
    await reason.waitFor({ state: 'detached' });
    await page.getByLabel('Utiliser l’adresse de livraison pour la facturation').uncheck();
    await page.locator('#billing-address').fill('Avenue Louise 54');
    await page.locator('#billing-postalCode').fill('1050');
    await page.locator('#billing-city').fill('Ixelles');
    await page.locator('#billing-idCountry').selectOption({ label: 'Belgique' });
    expect(await page.locator('#billing-idCountry-error').count()).toBe(0);
  });

  it('wants a valid phone, a mobile one under ALLOW_ONLY_MOBILE_PHONE, then goes on to the delivery step', async () => {
    const phone = page.locator('#checkout-phone');
    const send = form(page).getByRole('button', { name: 'Continuer vers la livraison' });
    await phone.fill('12345');
    await send.click();
    await page.locator('#checkout-phone-error').getByText('Ce numéro de téléphone n’est pas valide : vérifiez-le, par exemple 06 12 34 56 78 ou +32 470 12 34 56.').waitFor();
    await expect.poll(() => focusedId(page)).toBe('checkout-phone');

    // A landline once the estate takes mobiles only: the page says so and refuses it.
    await setParameter(await adminCookie(), 'ALLOW_ONLY_MOBILE_PHONE', 'true');
    await page.reload();
    await form(page).waitFor();
    await page.getByText('Un numéro de mobile, pour que le transporteur vous prévienne par SMS : par exemple 06 12 34 56 78.').waitFor();
    await page.locator('#shipping-address').fill('12 rue Beaurepaire');
    await page.locator('#shipping-postalCode').fill('49400');
    await page.locator('#shipping-city').fill('Saumur');
    await phone.fill('02 41 52 93 17');
    await send.click();
    await page.locator('#checkout-phone-error').getByText('Indiquez un numéro de mobile : 06 ou 07, ou un numéro étranger commençant par +.').waitFor();

    await phone.fill('06 12 34 56 78');
    await send.click();
    await page.waitForURL(url('/cart/shipping'));
    const checkout = await stored(page);
    expect(checkout?.address).toEqual({
      shipping: expect.objectContaining({ firstname: 'Camille', address: '12 rue Beaurepaire', postalCode: '49400', city: 'Saumur', phone: '06 12 34 56 78' }),
      billing: null,
      billingIsShipping: true,
    });
    expect(checkout?.phone).toBe('06 12 34 56 78');
    expect(errors).toEqual([]);
  });
});

describe('the address step (en_US, phone)', () => {

  it('speaks English, and a tap on a town found by its name fills the postal code', async () => {
    const context = await browser.newContext({ viewport: PHONE, hasTouch: true, locale: 'fr-FR' });
    await markPopupsSeen(context);
    await signIn(context, customer, 'en_US');
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await fillCart(page, 'en_US', '/en_US');
    await page.goto(url('/en_US/cart/address'));
    await form(page).waitFor();
    await page.getByRole('heading', { name: 'Delivery address' }).waitFor();

    // The step starts from the address the French order saved in the customer's book: typed anew here.
    const city = page.locator('#shipping-city');
    await city.fill('');
    await city.pressSequentially('saumur');
    const town = page.getByRole('listbox', { name: 'Matching cities' }).getByRole('option', { name: '49400 Saumur' });
    await town.tap();
    expect(await page.locator('#shipping-postalCode').inputValue()).toBe('49400');
    expect(await city.inputValue()).toBe('Saumur');

    // A town typed in full is fine too; the step goes on once everything is filled in.
    await page.locator('#shipping-address').fill('12 rue Beaurepaire');
    await page.locator('#checkout-phone').fill('+33 6 12 34 56 78');
    await form(page).getByRole('button', { name: 'Continue to delivery' }).click();
    await page.waitForURL(url('/en_US/cart/shipping'));
    expect(errors).toEqual([]);
    await context.close();
  });
});
