import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { Lang } from '~/lib/i18n';
import { wordsIn } from './words';
import { DESKTOP, launchBrowser, markPopupsSeen, PHONE, url } from './browser';
import { hydrated, productOf } from './cart-support';

// The case rule in the cart (docs/rules.md#the-case-rule): a cart that does not fill whole
// cases of six says how many bottles complete the case, and can only be collected at the estate
// until the customer adds them; then it goes on to the checkout to be shipped.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const HENRI = 3; // Cuvée Henri, sold by the bottle

const LANGS = [
  { lang: 'fr_FR' as Lang, prefix: '', viewport: PHONE },
  { lang: 'en_US' as Lang, prefix: '/en_US', viewport: DESKTOP },
];

for (const { lang, prefix, viewport } of LANGS) {
  describe(`the case rule in the cart (${lang})`, () => {
    const say = wordsIn(lang);
    const bottles = (count: number) => (count === 1 ? say(`${count} bouteille`, `${count} bottle`) : say(`${count} bouteilles`, `${count} bottles`));

    it('says how many bottles complete the case, and lets the customer go on once it is full', async () => {
      const henri = await productOf(HENRI, lang);
      expect(henri.name).toContain('Henri');
      const context = await browser.newContext({ viewport });
      await markPopupsSeen(context);
      const page = await context.newPage();
      await page.goto(url(`${prefix}${henri.path}`));
      const form = await hydrated(page, 'add-to-cart');
      await form.locator('input[name=quantity]').fill('8');
      await form.getByRole('button', { name: say('Ajouter au panier', 'Add to cart') }).click();
      await form.locator('.add-to-cart-status').waitFor();

      await page.goto(url(`${prefix}/cart`));
      await hydrated(page, 'cart');
      const summary = page.locator('.cart-summary');
      const caseNote = summary.getByText(say(`Ajoutez ${bottles(4)} pour compléter un carton de 6.`, `Add another ${bottles(4)} to complete a case of 6.`));
      await caseNote.waitFor();
      // Shipping waits for the full case; collection at the estate does not.
      await summary.getByText(say('Vous pourrez retirer cette commande au domaine : elle ne peut pas être expédiée telle quelle.', 'You can collect this order at the estate: it cannot be shipped as it is.')).waitFor();

      const line = page.locator('.cart-line');
      const quantity = line.locator('input[name=quantity]');
      await quantity.fill('12');
      await quantity.press('Enter');
      await caseNote.waitFor({ state: 'detached' });
      expect(await summary.getByText(say('Vous pourrez retirer cette commande au domaine : elle ne peut pas être expédiée telle quelle.', 'You can collect this order at the estate: it cannot be shipped as it is.')).count()).toBe(0);
      await summary.getByTestId('checkout-link').click();
      await page.waitForURL((address) => address.pathname.startsWith(`${prefix}/cart/address`) || address.pathname.startsWith(`${prefix}/auth`));
      await context.close();
    });
  });
}
