import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { formatPrice } from '~/lib/catalogue-format';
import type { Lang } from '~/lib/i18n';
import { wordsIn } from './words';
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
    const say = wordsIn(lang);
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
      await form.getByRole('button', { name: say('Ajouter au panier', 'Add to cart') }).click();
      await expect.poll(() => headerCount(page)).toBe('6');
      await form.getByText(say('Dans votre panier : 6', 'In your cart: 6')).waitFor();
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
      await form.getByRole('alert').getByText(say('Ce produit ne peut être ajouté que par multiple de 6 bouteilles.', 'This product can only be added by multiple of 6 bottles.')).waitFor();
      await quantity.fill('0');
      await form.getByRole('alert').getByText(say('La quantité doit être supérieure à 0.', 'Quantity must be greater than 0.')).waitFor();
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
      await magnumForm.getByRole('alert').getByText(say('Plus que 8 en stock.', 'Only 8 left in stock.')).waitFor();
      // The server has the last word, and names the item it refuses.
      await magnumForm.locator('input[name=quantity]').fill('6');
      await magnumForm.getByRole('button', { name: say('Ajouter au panier', 'Add to cart') }).click();
      await expect.poll(() => headerCount(page)).toBe('12');
      await magnumForm.getByRole('button', { name: say('Ajouter au panier', 'Add to cart') }).click();
      const refusal = magnumForm.getByRole('alert');
      await refusal.waitFor();
      expect(await refusal.innerText()).toMatch(new RegExp(`^Les Tuffeaux 2023 .+${say('Plus que 8 en stock.', 'Only 8 left in stock.').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
      expect(await headerCount(page)).toBe('12');
    });

    it('changes quantities and removes a line on the cart page, with the same rules', async () => {
      await page.goto(url(`${prefix}/cart`));
      expect(await cartLines()).toHaveLength(2);
      const magnum = page.locator('.cart-line', { hasText: 'Les Tuffeaux' });
      await magnum.getByRole('button', { name: say('Retirer', 'Remove') }).click();
      await expect.poll(cartLines).toEqual([`Les Perrières ${price(6 * 1090)}`]);
      await expect.poll(() => headerCount(page)).toBe('6');

      const line = page.locator('.cart-line');
      await line.getByRole('button', { name: say('Augmenter la quantité', 'Increase the quantity') }).click();
      await expect.poll(cartLines).toEqual([`Les Perrières ${price(12 * 1090)}`]);
      await expect.poll(() => headerCount(page)).toBe('12');
      const quantity = line.locator('input[name=quantity]');
      await quantity.fill('13');
      await line.getByRole('alert').getByText(say('Ce produit ne peut être ajouté que par multiple de 6 bouteilles.', 'This product can only be added by multiple of 6 bottles.')).waitFor();
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
        await code.getByRole('button', { name: say('Appliquer', 'Apply') }).click();
      };
      await tryCode('BIENVENUE10');
      await code.getByRole('alert').getByText(say('Connectez-vous pour utiliser le code BIENVENUE10 : il n’est valable qu’une fois par client.', 'Sign in to use the code BIENVENUE10: it is valid once per customer.')).waitFor();
      await tryCode('RIEN');
      await code.getByRole('alert').getByText(say('Le code « RIEN » n’est pas valable.', 'The code “RIEN” is not valid.')).waitFor();

      // Twelve bottles make 130.80 €: NOEL2026 takes 15 € off from 100 €.
      await tryCode('noel2026');
      await code.getByText(say('Code NOEL2026', 'Code NOEL2026')).waitFor();
      const summary = page.locator('.cart-summary');
      await summary.getByText(`−${price(1500)}`).waitFor();
      expect(await summary.locator('.cart-totals-total dd').innerText()).toBe(price(12 * 1090 - 1500));

      // Below 100 €, the code stays on the cart but says why it takes nothing off.
      await page.locator('.cart-line').getByRole('button', { name: say('Diminuer la quantité', 'Decrease the quantity') }).click();
      await code.getByText(say(`Le code NOEL2026 s’applique à partir de ${price(10000)} d’achats.`, `The code NOEL2026 applies to purchases of ${price(10000)} or more.`)).waitFor();
      expect(await summary.locator('.cart-totals-total dd').innerText()).toBe(price(6 * 1090));
      await code.getByRole('button', { name: say('Retirer le code', 'Remove the code') }).click();
      await code.locator('input[name=code]').waitFor();
    });

    it('says what delivery asks of the cart', async () => {
      const notes = page.locator('.cart-shipping-notes li');
      const bottles = (count: number) => (count === 1 ? say(`${count} bouteille`, `${count} bottle`) : say(`${count} bouteilles`, `${count} bottles`));
      // Free from 60 bottles or 300 €; six bottles are enough to ship.
      expect(await notes.allInnerTexts()).toEqual([
        say(`Plus que ${bottles(54)} ou ${price(30000 - 6 * 1090)} d’achats pour la livraison offerte.`, `Only ${bottles(54)} or ${price(30000 - 6 * 1090)} more for free delivery.`),
        say('Bouteilles comptées pour la livraison : 6', 'Bottles counted for delivery: 6'),
      ]);
    });

    it('personalises a product step by step with a photo and a text', async () => {
      const product = await productOf(PERSONALISED_LABEL, lang);
      await page.goto(url(`${prefix}${product.path}`));
      await page.getByRole('link', { name: say('Personnaliser', 'Personalize'), exact: true }).click();
      const customize = await hydrated(page, 'customize');

      const photo = customize.locator('input[type=file]');
      await photo.setInputFiles({ name: 'vignette.png', mimeType: 'image/png', buffer: Buffer.from(png(200, 150)) });
      await customize.getByRole('alert').getByText(say('Cette image mesure 200 × 150 pixels : il en faut au moins 800 × 600.', 'This image is 200 × 150 pixels: it must be at least 800 × 600.')).waitFor();
      await photo.setInputFiles({ name: 'mariage.png', mimeType: 'image/png', buffer: Buffer.from(png(1000, 750)) });
      await customize.getByText(say('Votre image convient : 1000 × 750 pixels.', 'Your image is fine: 1000 × 750 pixels.')).waitFor();
      await customize.getByRole('button', { name: say('Suivant', 'Next') }).first().click();

      const message = customize.locator('[data-step="1"] input[type=text]');
      await message.fill('Pour les vingt ans de Léa');
      await customize.locator('[data-step="1"]').getByRole('button', { name: say('Suivant', 'Next') }).click();
      const summary = customize.locator('.customize-summary');
      await summary.getByText('mariage.png').waitFor();
      await summary.getByText('Pour les vingt ans de Léa').waitFor();
      // 19.90 € and 3 € for printing the photo, the message included.
      await expect.poll(() => summary.locator('.cart-totals-total dd').innerText()).toBe(price(2290));
      await expectNoAxeViolations(page);
      await summary.getByRole('button', { name: say('Ajouter au panier', 'Add to cart') }).click();
      await customize.getByText(say('Votre article personnalisé est dans votre panier.', 'Your personalized item is in your cart.')).waitFor();
      await expect.poll(() => headerCount(page)).toBe('7');

      await customize.getByRole('link', { name: say('Voir le panier', 'View cart') }).click();
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
      await page.getByRole('heading', { name: say('Bonjour Camille !', 'Hello Camille!') }).waitFor();

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
      await code.getByRole('button', { name: say('Appliquer', 'Apply') }).click();
      await code.getByText(say('Code BIENVENUE10', 'Code BIENVENUE10')).waitFor();
      expect(errors).toEqual([]);
    });
  });
}

describe('what delivery asks of a cart', () => {
  it('needs nothing for a gift card, and six bottles to ship wine', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    await markPopupsSeen(context);
    const page = await context.newPage();
    const add = async (path: string, quantity: string) => {
      await page.goto(url(path));
      const form = await hydrated(page, 'add-to-cart');
      await form.locator('input[name=quantity]').fill(quantity);
      await form.getByRole('button', { name: 'Ajouter au panier' }).click();
      await form.locator('.add-to-cart-status').waitFor();
    };
    await add((await productOf(18, 'fr_FR')).path, '1');
    await page.goto(url('/cart'));
    const summary = page.locator('.cart-summary');
    await summary.getByText('Vos articles ne demandent aucune livraison.').waitFor();
    expect(await summary.locator('.cart-totals').innerText()).toContain('Aucune');

    const tuffeaux = await productOf(TUFFEAUX, 'fr_FR');
    const bottle = tuffeaux.declinations.find((d) => d.reference === 'TIL-SCT-2024-75')!;
    await add(`${tuffeaux.path}/detail/${bottle.id}`, '2');
    await page.goto(url('/cart'));
    await summary.getByText('Nous expédions à partir de 6 bouteilles : ajoutez encore 4 bouteilles pour être livré.').waitFor();
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
    await empty.getByText('Votre panier est vide.').waitFor();
    await empty.getByRole('link', { name: 'Découvrir nos vins' }).click();
    await page.waitForURL(url('/nos-vins'));
    await context.close();
  });
});
