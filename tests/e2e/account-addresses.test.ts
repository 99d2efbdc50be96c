import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { SavedAddress } from '~/lib/address-book';
import type { CheckoutState } from '~/lib/checkout';
import type { Lang } from '~/lib/i18n';
import { wordsIn } from './words';
import { expectNoAxeViolations } from './axe';
import { DESKTOP, launchBrowser, markPopupsSeen, PHONE, url } from './browser';
import { hydrated, productOf } from './cart-support';
import { newCustomer, signIn, type Customer } from './customer';

// A returning customer no longer retypes the address: it is saved once in the account's address
// book, and the checkout's address step starts from the default delivery and billing addresses,
// offers the others, and saves a newly typed one.

const PERRIERES = 4; // Les Perrières, sold by six: a cart that ships
const PASSWORD = 'vendanges2026';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

interface Typed {
  firstname: string;
  lastname: string;
  address: string;
  postalCode: string;
  town: string;
}

const HOME: Typed = { firstname: 'Camille', lastname: 'Moreau', address: '12 rue Beaurepaire', postalCode: '49400', town: 'Saumur' };
const OFFICE: Typed = { firstname: 'Camille', lastname: 'Moreau', address: '3 place Saint-Pierre', postalCode: '49100', town: 'Angers' };

/** Types an address into the fields of `prefix` (book, shipping, billing), the town chosen among those its postal code suggests. */
async function typeAddress(page: Page, lang: Lang, prefix: string, typed: Typed) {
  await page.locator(`#${prefix}-firstname`).fill(typed.firstname);
  await page.locator(`#${prefix}-lastname`).fill(typed.lastname);
  await page.locator(`#${prefix}-address`).fill(typed.address);
  const postalCode = page.locator(`#${prefix}-postalCode`);
  await postalCode.fill('');
  await postalCode.pressSequentially(typed.postalCode);
  const towns = page.getByRole('listbox', { name: wordsIn(lang)('Villes correspondantes', 'Matching cities') });
  await towns.getByRole('option', { name: new RegExp(`^${typed.postalCode} ${typed.town}$`) }).first().click();
  expect(await page.locator(`#${prefix}-city`).inputValue()).toBe(typed.town);
}

/** The book as the server keeps it, read with the page's session. */
async function bookOf(page: Page): Promise<SavedAddress[]> {
  const answer = await page.request.get(url('/api/user/address'), { headers: { origin: inject('baseUrl') } });
  return ((await answer.json()) as { data: SavedAddress[] }).data;
}

async function fillCart(page: Page, lang: Lang, prefix: string) {
  const wine = await productOf(PERRIERES, lang);
  await page.goto(url(`${prefix}${wine.path}`));
  const form = await hydrated(page, 'add-to-cart');
  await form.getByRole('button', { name: wordsIn(lang)('Ajouter au panier', 'Add to cart') }).click();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('cart-id'))).toMatch(/^\d+$/);
}

describe('the address book (fr_FR, desktop)', () => {
  let customer: Customer;
  let context: BrowserContext;
  let page: Page;
  const errors: string[] = [];

  beforeAll(async () => {
    customer = await newCustomer(`carnet-${Date.now()}@example.com`, PASSWORD, 'fr_FR');
    context = await browser.newContext({ viewport: DESKTOP, locale: 'fr-FR' });
    await markPopupsSeen(context);
    await signIn(context, customer, 'fr_FR');
    page = await context.newPage();
    page.on('pageerror', (error) => errors.push(error.message));
  });
  afterAll(() => context?.close());

  it('adds two addresses in the account and makes the second the default billing address', async () => {
    await page.goto(url('/account'));
    await page.getByRole('navigation', { name: 'Mon espace client' }).getByRole('link', { name: 'Mes adresses' }).click();
    await page.waitForURL(url('/account/adresses'));
    const book = await hydrated(page, 'address-book');
    await book.getByText('Vous n’avez pas encore d’adresse enregistrée. La première que vous ajoutez servira par défaut à la livraison et à la facturation.').waitFor();

    await book.getByRole('button', { name: 'Ajouter une adresse' }).click();
    const editor = page.getByTestId('address-editor');
    // Sent empty, every required field says what it lacks, and nothing is saved.
    await editor.getByRole('button', { name: 'Enregistrer l’adresse' }).click();
    await editor.getByText('Indiquez l’adresse : numéro et nom de la rue.').waitFor();
    expect(await page.locator('#book-postalCode').getAttribute('aria-invalid')).toBe('true');
    await typeAddress(page, 'fr_FR', 'book', HOME);
    await page.locator('#book-phone').fill('06 12 34 56 78');
    await editor.getByRole('button', { name: 'Enregistrer l’adresse' }).click();
    const cards = book.getByTestId('saved-address');
    await expect.poll(() => cards.count()).toBe(1);
    // The first address serves both ways by default.
    expect(await cards.first().innerText()).toContain(HOME.address);
    await cards.first().getByText('Livraison par défaut').waitFor();
    await cards.first().getByText('Facturation par défaut').waitFor();

    await book.getByRole('button', { name: 'Ajouter une adresse' }).click();
    await typeAddress(page, 'fr_FR', 'book', OFFICE);
    await page.getByTestId('address-editor').getByRole('button', { name: 'Enregistrer l’adresse' }).click();
    await expect.poll(() => cards.count()).toBe(2);
    const office = cards.filter({ hasText: OFFICE.address });
    await office.getByRole('button', { name: 'Facturer à cette adresse par défaut' }).click();
    await office.getByText('Facturation par défaut').waitFor();
    await expect.poll(async () => (await bookOf(page)).map((a) => [a.address, a.isDefaultDelivery, a.isDefaultBilling])).toEqual([
      [HOME.address, true, false],
      [OFFICE.address, false, true],
    ]);
    await expectNoAxeViolations(page);
  });

  it('starts the checkout from the default addresses, lets the customer pick another, and saves a new one', async () => {
    await fillCart(page, 'fr_FR', '');
    await page.goto(url('/cart/address'));
    const form = await hydrated(page, 'checkout-address');
    // Prefilled: the default delivery address with its phone, and the default billing address apart.
    expect(await page.locator('#shipping-address').inputValue()).toBe(HOME.address);
    expect(await page.locator('#shipping-city').inputValue()).toBe(HOME.town);
    expect(await page.locator('#checkout-phone').inputValue()).toBe('06 12 34 56 78');
    expect(await page.locator('#checkout-billing-same').isChecked()).toBe(false);
    expect(await page.locator('#billing-address').inputValue()).toBe(OFFICE.address);
    // Addresses of the book need no saving.
    expect(await page.locator('#checkout-keep-shipping').count()).toBe(0);
    await expectNoAxeViolations(page);

    // Another saved address for the delivery.
    const shippingPick = page.getByTestId('shipping-book');
    await shippingPick.selectOption({ label: (await shippingPick.locator('option', { hasText: OFFICE.address }).innerText()).trim() });
    expect(await page.locator('#shipping-address').inputValue()).toBe(OFFICE.address);
    expect(await page.locator('#shipping-postalCode').inputValue()).toBe(OFFICE.postalCode);

    // A new billing address, typed, to be saved (the box starts ticked).
    const billingPick = page.getByTestId('billing-book');
    await billingPick.selectOption({ label: 'Saisir une nouvelle adresse' });
    expect(await page.locator('#billing-address').inputValue()).toBe('');
    await typeAddress(page, 'fr_FR', 'billing', { ...HOME, address: '8 allée des Tilleuls' });
    expect(await page.locator('#checkout-keep-billing').isChecked()).toBe(true);

    await form.getByRole('button', { name: 'Continuer vers la livraison' }).click();
    await page.waitForURL(url('/cart/shipping'));
    const kept = await page.evaluate(() => JSON.parse(localStorage.getItem('checkout')!) as CheckoutState);
    expect(kept.address.shipping).toMatchObject({ address: OFFICE.address, city: OFFICE.town });
    expect(kept.address.billing).toMatchObject({ address: '8 allée des Tilleuls', city: HOME.town });
    const book = await bookOf(page);
    expect(book.map((a) => a.address)).toEqual([HOME.address, OFFICE.address, '8 allée des Tilleuls']);
    // A new address does not take the defaults the customer chose.
    expect(book.filter((a) => a.isDefaultDelivery || a.isDefaultBilling).map((a) => a.address)).toEqual([HOME.address, OFFICE.address]);
    await hydrated(page, 'checkout-shipping');
    expect(errors).toEqual([]);
  });
});

describe('the address book (en_US, phone)', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    const customer = await newCustomer(`address-book-${Date.now()}@example.com`, PASSWORD, 'en_US');
    context = await browser.newContext({ viewport: PHONE, locale: 'en-US' });
    await markPopupsSeen(context);
    await signIn(context, customer, 'en_US');
    page = await context.newPage();
  });
  afterAll(() => context?.close());

  it('saves the address typed at the first order, and the next checkout starts from it', async () => {
    await fillCart(page, 'en_US', '/en_US');
    await page.goto(url('/en_US/cart/address'));
    const form = await hydrated(page, 'checkout-address');
    // An empty book: no choice to offer, the address is typed, and the box says it will be kept.
    expect(await page.getByTestId('shipping-book').count()).toBe(0);
    await typeAddress(page, 'en_US', 'shipping', HOME);
    await page.locator('#checkout-phone').fill('06 12 34 56 78');
    await form.getByText('Save this address in my address book').first().waitFor();
    await form.getByRole('button', { name: 'Continue to delivery' }).click();
    await page.waitForURL(url('/en_US/cart/shipping'));
    const [saved] = await bookOf(page);
    expect(saved).toMatchObject({ address: HOME.address, phone: '+33612345678', isDefaultDelivery: true, isDefaultBilling: true });

    // The next order, in a fresh tab without the checkout's memory, starts from it.
    await page.evaluate(() => localStorage.removeItem('checkout'));
    await page.goto(url('/en_US/cart/address'));
    await hydrated(page, 'checkout-address');
    expect(await page.locator('#shipping-address').inputValue()).toBe(HOME.address);
    expect(await page.getByTestId('shipping-book').inputValue()).toBe(String(saved!.id));
    expect(await page.locator('#checkout-billing-same').isChecked()).toBe(true);

    await page.goto(url('/en_US/account/adresses'));
    const book = await hydrated(page, 'address-book');
    const card = book.getByTestId('saved-address');
    await card.getByText('Default delivery').waitFor();
    // Deleting asks first, then the book is empty.
    await card.getByRole('button', { name: `Delete the address ${HOME.address}, ${HOME.town}` }).click();
    await book.getByRole('button', { name: 'Yes, delete it' }).click();
    await book.getByText('You don’t have any saved addresses yet. The first one you add becomes your default delivery and billing address.').waitFor();
    // The buttons went with the address: the focus waits on the add button.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Add an address');
    expect(await bookOf(page)).toEqual([]);
  });
});
