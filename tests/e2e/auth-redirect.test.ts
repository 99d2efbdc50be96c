import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { DESKTOP, launchBrowser, markPopupsSeen, url } from './browser';
import { hydrated } from './cart-support';
import { newCustomer, type Customer } from './customer';

// The sign-in page sends the customer back where `?redirect=` says, and only to a page of the shop:
// a link crafted so that the browser reads another host in it (a backslash or a tab after the
// first slash) must leave the customer signed in on the shop, not on the other site.

let browser: Browser;
let customer: Customer;
beforeAll(async () => {
  browser = await launchBrowser();
  customer = await newCustomer(`retour-${Date.now()}@example.fr`, 'vendanges2026', 'fr_FR');
});
afterAll(() => browser?.close());

describe('the way back after sign-in', () => {
  for (const payload of ['/%5Cevil.example/', '/%09/evil.example/', '/%5C%5Cevil.example']) {
    it(`stays on the shop for ?redirect=${payload}`, async () => {
      const context = await browser.newContext({ viewport: DESKTOP, locale: 'fr-FR' });
      await markPopupsSeen(context);
      // Should the browser leave, the other site answers here rather than through the network.
      let left = '';
      await context.route(/^https?:\/\/evil\.example\//, (route) => {
        left = route.request().url();
        return route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Another site</h1>' });
      });
      const page = await context.newPage();
      await page.goto(url(`/auth?redirect=${payload}`));
      const login = await hydrated(page, 'login-form');
      await login.locator('input[name=email]').fill(customer.email);
      await login.locator('input[name=password]').fill(customer.password);
      await login.getByRole('button', { name: 'Me connecter' }).click();
      const shop = page.getByRole('heading', { name: 'Bonjour Camille !' });
      await Promise.race([shop.waitFor(), page.waitForURL(/evil\.example/)]);
      expect(left).toBe('');
      expect(new URL(page.url()).origin).toBe(inject('baseUrl'));
      await shop.waitFor();
      await context.close();
    });
  }

  it('still goes back to the page of the shop it names', async () => {
    const context = await browser.newContext({ viewport: DESKTOP, locale: 'fr-FR' });
    await markPopupsSeen(context);
    const page = await context.newPage();
    await page.goto(url(`/auth?redirect=${encodeURIComponent('/account/adresses')}`));
    const login = await hydrated(page, 'login-form');
    await login.locator('input[name=email]').fill(customer.email);
    await login.locator('input[name=password]').fill(customer.password);
    await login.getByRole('button', { name: 'Me connecter' }).click();
    await page.waitForURL(url('/account/adresses'));
    await context.close();
  });
});
