import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { formatPrice } from '~/lib/catalogue-format';
import { t, type Lang } from '~/lib/i18n';
import { png } from '../api/cart-browser';
import { expectNoAxeViolations } from './axe';
import { DESKTOP, launchBrowser, markPopupsSeen, PHONE, url } from './browser';
import { headerCount, hydrated, productOf } from './cart-support';
import { newCustomer } from './customer';

// A visitor's cart, once in each language: six bottles added from a wine page (the header's count
// follows on that page and in a second tab), every quantity rule answered with its message, the
// quantity changed and discount codes tried on /cart, a product personalised with a text and a
// photo, the cart found again after a reload, then after signing in, in the customer's cart.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const LANGS = [
  { lang: 'fr_FR' as Lang, prefix: '', viewport: DESKTOP },
  { lang: 'en_US' as Lang, prefix: '/en_US', viewport: PHONE },
];

const PERRIERES = 4; // Les Perrières, sold by six, stock not counted
const TUFFEAUX = 1; // Les Tuffeaux, its 2023 magnum has 8 bottles left
const PERSONALISED_LABEL = 23; // a bottle with the customer's photo and message on its label

for (const { lang, prefix, viewport } of LANGS) {
  describe(`the cart (${lang})`, () => {
    const tr = t(lang);
    const price = (cents: number) => formatPrice(cents, lang);
    let context: BrowserContext;
    let page: Page;
    const errors: string[] = [];

    beforeAll(async () => {
      context = await browser.newContext({ viewport, locale: 'fr-FR' });
      await markPopupsSeen(context);
      page = await context.newPage();
      page.on('pageerror', (error) => errors.push(error.message));
    });
    afterAll(() => context?.close());

    /** The lines of the cart page as a customer reads them: name and line total. */
    async function cartLines() {
      await page.getByTestId('cart').waitFor();
      return page.locator('.cart-line').evaluateAll((lines) =>
        lines.map((line) => `${line.querySelector('.cart-line-name')?.textContent} ${line.querySelector('.cart-line-total strong')?.textContent}`),
      );
    }

    it('adds six bottles from a wine page: the header counts them on this page and in a second tab', async () => {
      const wine = await productOf(PERRIERES, lang);
      const other = await context.newPage();
      await other.goto(url(prefix || '/'));
      expect(await headerCount(other)).toBe('');

      await page.goto(url(`${prefix}${wine.path}`));
      const form = await hydrated(page, 'add-to-cart');
      // Sold by six: the quantity starts at one carton.
      expect(await form.locator('input[name=quantity]').inputValue()).toBe('6');
      await form.getByRole('button', { name: tr('cart:addToCart.submit') }).click();
      await expect.poll(() => headerCount(page)).toBe('6');
      await form.getByText(tr('cart:addToCart.inCart', { count: 6 })).waitFor();
      await expect.poll(() => headerCount(other)).toBe('6');
      await other.close();
      if (viewport === DESKTOP) {
        // SEE_CART_ON_HOVER: the header's preview lists the line.
        await page.locator('.cart-link').filter({ visible: true }).hover();
        const preview = page.locator('[data-cart-preview]');
        await preview.getByText(`× 6`).waitFor();
        expect(await preview.locator('.cart-preview-label').allInnerTexts()).toEqual([expect.stringContaining('Les Perrières')]);
      }
    });

    it('answers each quantity rule with its message as the customer types', async () => {
      const form = page.getByTestId('add-to-cart');
      const quantity = form.locator('input[name=quantity]');
      await quantity.fill('7');
      await form.getByRole('alert').getByText(tr('cart:quantity.multipleBottles', { n: 6 })).waitFor();
      await quantity.fill('0');
      await form.getByRole('alert').getByText(tr('cart:quantity.positive')).waitFor();
      // Not a number: the sell-by multiple.
      await quantity.fill('une caisse');
      await quantity.blur();
      expect(await quantity.inputValue()).toBe('6');
      expect(await form.getByRole('alert').count()).toBe(0);

      const tuffeaux = await productOf(TUFFEAUX, lang);
      const magnum = tuffeaux.declinations.find((d) => d.reference === 'TIL-SCT-2023-150')!;
      await page.goto(url(`${prefix}${tuffeaux.path}/detail/${magnum.id}`));
      const magnumForm = await hydrated(page, 'add-to-cart');
      await magnumForm.locator('input[name=quantity]').fill('9');
      await magnumForm.getByRole('alert').getByText(tr('cart:quantity.stock', { n: 8 })).waitFor();
      // The server has the last word, and names the item it refuses.
      await magnumForm.locator('input[name=quantity]').fill('6');
      await magnumForm.getByRole('button', { name: tr('cart:addToCart.submit') }).click();
      await expect.poll(() => headerCount(page)).toBe('12');
      await magnumForm.getByRole('button', { name: tr('cart:addToCart.submit') }).click();
      const refusal = magnumForm.getByRole('alert');
      await refusal.waitFor();
      expect(await refusal.innerText()).toMatch(new RegExp(`^Les Tuffeaux 2023 .+${tr('cart:quantity.stock', { n: 8 }).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
      expect(await headerCount(page)).toBe('12');
    });

    it('changes quantities and removes a line on the cart page, with the same rules', async () => {
      await page.goto(url(`${prefix}/cart`));
      expect(await cartLines()).toHaveLength(2);
      const magnum = page.locator('.cart-line', { hasText: 'Les Tuffeaux' });
      await magnum.getByRole('button', { name: tr('cart:page.remove') }).click();
      await expect.poll(cartLines).toEqual([`Les Perrières ${price(6 * 1090)}`]);
      await expect.poll(() => headerCount(page)).toBe('6');

      const line = page.locator('.cart-line');
      await line.getByRole('button', { name: tr('cart:quantity.increase') }).click();
      await expect.poll(cartLines).toEqual([`Les Perrières ${price(12 * 1090)}`]);
      await expect.poll(() => headerCount(page)).toBe('12');
      const quantity = line.locator('input[name=quantity]');
      await quantity.fill('13');
      await line.getByRole('alert').getByText(tr('cart:quantity.multipleBottles', { n: 6 })).waitFor();
      await quantity.press('Enter');
      // Refused in the browser: nothing was sent.
      expect(await cartLines()).toEqual([`Les Perrières ${price(12 * 1090)}`]);
      await quantity.fill('12');
      await quantity.press('Enter');
    });

    it('applies a discount code, or says why not in the server’s words', async () => {
      const code = page.getByTestId('discount-code');
      const tryCode = async (value: string) => {
        await code.locator('input[name=code]').fill(value);
        await code.getByRole('button', { name: tr('cart:code.apply') }).click();
      };
      await tryCode('BIENVENUE10');
      await code.getByRole('alert').getByText(tr('cart:discount.signIn', { code: 'BIENVENUE10' })).waitFor();
      await tryCode('RIEN');
      await code.getByRole('alert').getByText(tr('cart:discount.unknown', { code: 'RIEN' })).waitFor();

      // Twelve bottles make 130.80 €: NOEL2026 takes 15 € off from 100 €.
      await tryCode('noel2026');
      await code.getByText(tr('cart:code.current', { code: 'NOEL2026' })).waitFor();
      const summary = page.locator('.cart-summary');
      await summary.getByText(`−${price(1500)}`).waitFor();
      expect(await summary.locator('.cart-totals-total dd').innerText()).toBe(price(12 * 1090 - 1500));

      // Below 100 €, the code stays on the cart but says why it takes nothing off.
      await page.locator('.cart-line').getByRole('button', { name: tr('cart:quantity.decrease') }).click();
      await code.getByText(tr('cart:discount.minimum', { code: 'NOEL2026', amount: price(10000) })).waitFor();
      expect(await summary.locator('.cart-totals-total dd').innerText()).toBe(price(6 * 1090));
      await code.getByRole('button', { name: tr('cart:code.remove') }).click();
      await code.locator('input[name=code]').waitFor();
    });

    it('says what delivery asks of the cart', async () => {
      const notes = page.locator('.cart-shipping-notes li');
      const bottles = (count: number) => tr('cart:summary.bottles', { count });
      // Free from 60 bottles or 300 €; six bottles are enough to ship.
      expect(await notes.allInnerTexts()).toEqual([
        tr('cart:summary.freeShippingLeft', { bottles: bottles(54), amount: price(30000 - 6 * 1090) }),
        tr('cart:summary.bottleCount', { count: 6 }),
      ]);
    });

    it('personalises a product step by step with a photo and a text', async () => {
      const product = await productOf(PERSONALISED_LABEL, lang);
      await page.goto(url(`${prefix}${product.path}`));
      await page.getByRole('link', { name: tr('cart:addToCart.customize'), exact: true }).click();
      const customize = await hydrated(page, 'customize');

      const photo = customize.locator('input[type=file]');
      await photo.setInputFiles({ name: 'vignette.png', mimeType: 'image/png', buffer: Buffer.from(png(200, 150)) });
      await customize.getByRole('alert').getByText(tr('cart:files.tooSmall', { width: 200, height: 150, minWidth: 800, minHeight: 600 })).waitFor();
      await photo.setInputFiles({ name: 'mariage.png', mimeType: 'image/png', buffer: Buffer.from(png(1000, 750)) });
      await customize.getByText(tr('cart:customize.fileValid', { width: 1000, height: 750 })).waitFor();
      await customize.getByRole('button', { name: tr('cart:customize.next') }).first().click();

      const message = customize.locator('[data-step="1"] input[type=text]');
      await message.fill('Pour les vingt ans de Léa');
      await customize.locator('[data-step="1"]').getByRole('button', { name: tr('cart:customize.next') }).click();
      const summary = customize.locator('.customize-summary');
      await summary.getByText('mariage.png').waitFor();
      await summary.getByText('Pour les vingt ans de Léa').waitFor();
      // 19.90 € and 3 € for printing the photo, the message included.
      await expect.poll(() => summary.locator('.cart-totals-total dd').innerText()).toBe(price(2290));
      await expectNoAxeViolations(page);
      await summary.getByRole('button', { name: tr('cart:customize.add') }).click();
      await customize.getByText(tr('cart:customize.added')).waitFor();
      await expect.poll(() => headerCount(page)).toBe('7');

      await customize.getByRole('link', { name: tr('cart:addToCart.viewCart') }).click();
      const line = page.locator('.cart-line', { hasText: product.name });
      await line.getByRole('link', { name: 'mariage.png' }).waitFor();
      await line.getByText('Pour les vingt ans de Léa').waitFor();
      expect(await line.locator('.cart-line-total strong').innerText()).toBe(price(2290));
    });

    it('finds the cart intact after a reload', async () => {
      const before = await cartLines();
      expect(before).toHaveLength(2);
      await page.reload();
      expect(await cartLines()).toEqual(before);
      expect(await headerCount(page)).toBe('7');
      await expectNoAxeViolations(page);
    });

    it('keeps the guest’s bottles in the customer’s cart after signing in', async () => {
      const before = await cartLines();
      const email = `panier.${lang.toLowerCase()}.${Date.now()}@example.fr`;
      await newCustomer(email, 'vendanges2026', lang);
      await page.goto(url(`${prefix}/auth`));
      const login = await hydrated(page, 'login-form');
      await login.locator('input[name=email]').fill(email);
      await login.locator('input[name=password]').fill('vendanges2026');
      await login.locator('button[type=submit]').click();
      await page.getByRole('heading', { name: tr('auth:signedIn.heading', { name: 'Camille' }) }).waitFor();

      // The server holds the cart for the customer now, not for the guest's browser any more.
      const server = await page.request.post(url('/api/cart'), { headers: { origin: inject('baseUrl'), userLang: lang }, data: {} });
      const cart = ((await server.json()) as { data: { id: number; totalProduct: number } }).data;
      expect(cart.totalProduct).toBe(7);
      expect(await page.evaluate(() => localStorage.getItem('cart-id'))).toBe(String(cart.id));

      await page.goto(url(`${prefix}/cart`));
      expect(await cartLines()).toEqual(before);
      // Signed in, the welcome code is the customer's to use.
      const code = page.getByTestId('discount-code');
      await code.locator('input[name=code]').fill('BIENVENUE10');
      await code.getByRole('button', { name: tr('cart:code.apply') }).click();
      await code.getByText(tr('cart:code.current', { code: 'BIENVENUE10' })).waitFor();
      expect(errors).toEqual([]);
    });
  });
}

describe('what delivery asks of a cart', () => {
  it('needs nothing for a gift card, and six bottles to ship wine', async () => {
    const tr = t('fr_FR');
    const context = await browser.newContext({ viewport: DESKTOP });
    await markPopupsSeen(context);
    const page = await context.newPage();
    const add = async (path: string, quantity: string) => {
      await page.goto(url(path));
      const form = await hydrated(page, 'add-to-cart');
      await form.locator('input[name=quantity]').fill(quantity);
      await form.getByRole('button', { name: tr('cart:addToCart.submit') }).click();
      await form.locator('.add-to-cart-status').waitFor();
    };
    await add((await productOf(18, 'fr_FR')).path, '1');
    await page.goto(url('/cart'));
    const summary = page.locator('.cart-summary');
    await summary.getByText(tr('cart:summary.noShipping')).waitFor();
    expect(await summary.locator('.cart-totals').innerText()).toContain(tr('cart:summary.shippingNone'));

    const tuffeaux = await productOf(TUFFEAUX, 'fr_FR');
    const bottle = tuffeaux.declinations.find((d) => d.reference === 'TIL-SCT-2024-75')!;
    await add(`${tuffeaux.path}/detail/${bottle.id}`, '2');
    await page.goto(url('/cart'));
    const bottles = (count: number) => tr('cart:summary.bottles', { count });
    await summary.getByText(tr('cart:summary.minimum', { minimum: bottles(6), missing: bottles(4) })).waitFor();
    await context.close();
  });
});

describe('the customization page', () => {
  it('has one address per product and declination, in each language', async () => {
    const status = async (path: string) => {
      const response = await fetch(url(path), { redirect: 'manual' });
      return `${response.status} ${response.headers.get('location')?.replace(inject('baseUrl'), '') ?? ''}`.trim();
    };
    const caseId = (await productOf(22, 'fr_FR')).declinations[0]!.id;
    expect(await status(`/products/caisse-bois-gravee-personnalisee/22/${caseId}/customize`)).toBe('200');
    // Without its slug, or with the other language's: the canonical address.
    expect(await status(`/products/22/${caseId}/customize`)).toBe(`301 /products/caisse-bois-gravee-personnalisee/22/${caseId}/customize`);
    expect(await status(`/en_US/products/caisse-bois-gravee-personnalisee/22/${caseId}/customize`)).toBe(
      `301 /en_US/products/personalised-engraved-wooden-case/22/${caseId}/customize`,
    );
    // Another product's declination, or a product with nothing to personalise.
    expect(await status(`/products/caisse-bois-gravee-personnalisee/22/1/customize`)).toBe('404');
    const tuffeaux = await productOf(TUFFEAUX, 'fr_FR');
    expect(await status(`/products/saumur-champigny-les-tuffeaux/1/${tuffeaux.declinations[0]!.id}/customize`)).toBe(`302 ${tuffeaux.path}`);
  });
});

describe('an empty cart', () => {
  it('says so and leads back to the wines', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    await markPopupsSeen(context);
    const page = await context.newPage();
    await page.goto(url('/cart'));
    const empty = page.getByTestId('cart-empty');
    await empty.getByText(t('fr_FR')('cart:page.empty')).waitFor();
    await empty.getByRole('link', { name: t('fr_FR')('cart:page.toWines') }).click();
    await page.waitForURL(url('/nos-vins'));
    await context.close();
  });
});
