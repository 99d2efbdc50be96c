import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Route } from 'playwright-core';
import type { Lang } from '~/lib/i18n';
import { wordsIn } from './words';
import { DESKTOP, launchBrowser, markPopupsSeen, PHONE, url } from './browser';
import { headerCount, productOf } from './cart-support';

// The add-to-cart of a wine page adds at the first click: its server HTML is a plain form that
// works before the island wakes and without JavaScript at all, and fills the cart the islands show.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const PERRIERES = 4; // Les Perrières, sold by six

const LANGS = [
  { lang: 'fr_FR' as Lang, prefix: '', viewport: DESKTOP },
  { lang: 'en_US' as Lang, prefix: '/en_US', viewport: PHONE },
];

for (const { lang, prefix, viewport } of LANGS) {
  describe(`the add-to-cart form (${lang})`, () => {
    const say = wordsIn(lang);

    it('is served ready to use, and the same to every visitor (the page stays in the shared cache)', async () => {
      const wine = await productOf(PERRIERES, lang);
      const first = await fetch(url(`${prefix}${wine.path}`));
      const html = await first.text();
      const form = html.match(/<form[^>]*data-testid="add-to-cart"[\s\S]*?<\/form>/)?.[0] ?? '';
      expect(form).toMatch(/method="post"/);
      expect(form).toMatch(/action="\/api\/cart-form\/\d+"/);
      expect(form).not.toMatch(/<button[^>]*type="submit"[^>]*disabled/);
      expect(first.headers.get('cache-control')).toMatch(/public/);
    });

    it('adds a wine without JavaScript, into the cart the islands then show', async () => {
      const wine = await productOf(PERRIERES, lang);
      const noScript = await browser.newContext({ viewport, javaScriptEnabled: false });
      const page = await noScript.newPage();
      await page.goto(url(`${prefix}${wine.path}`));
      await page.getByRole('button', { name: say('Ajouter au panier', 'Add to cart') }).click();
      await page.waitForURL(url(`${prefix}/cart`));
      const notice = page.getByTestId('cart-notice');
      expect(await notice.innerText()).toContain(wine.name);
      // The server drew the cart itself.
      expect(await page.locator('.cart-line-name').allInnerTexts()).toEqual([expect.stringContaining(wine.name)]);
      // Told once: a reload shows the cart without the notice.
      await page.reload();
      expect(await page.getByTestId('cart-notice').count()).toBe(0);

      // The same browser with its scripts on (its cookies kept): the island and the header show that cart.
      const withScript = await browser.newContext({ viewport, storageState: await noScript.storageState() });
      await markPopupsSeen(withScript);
      const scripted = await withScript.newPage();
      await scripted.goto(url(`${prefix}/cart`));
      await expect.poll(() => headerCount(scripted)).toBe('6');
      await scripted.goto(url(`${prefix}${wine.path}`));
      await expect.poll(() => headerCount(scripted)).toBe('6');
      await noScript.close();
      await withScript.close();
    });

    it('keeps a click made before the island wakes', async () => {
      const wine = await productOf(PERRIERES, lang);
      const context = await browser.newContext({ viewport });
      await markPopupsSeen(context);
      const page = await context.newPage();
      // The island's code is held back until the click: the page is as a slow phone first shows it.
      const islandCode = /\/_astro\/AddToCart\.[\w-]+\.js$/;
      const held: Route[] = [];
      await page.route(islandCode, (route) => void held.push(route));
      await page.goto(url(`${prefix}${wine.path}`), { waitUntil: 'domcontentloaded' });
      const form = page.getByTestId('add-to-cart');
      expect(await page.locator('astro-island', { has: form }).getAttribute('ssr')).not.toBeNull();
      await form.getByRole('button', { name: say('Ajouter au panier', 'Add to cart') }).click();
      await page.waitForURL(url(`${prefix}/cart`));
      await page.unroute(islandCode);
      for (const route of held) await route.continue().catch(() => undefined);
      await page.getByTestId('cart').waitFor();
      expect(await page.locator('.cart-line-name').allInnerTexts()).toEqual([expect.stringContaining(wine.name)]);
      await expect.poll(() => headerCount(page)).toBe('6');
      await context.close();
    });
  });
}
