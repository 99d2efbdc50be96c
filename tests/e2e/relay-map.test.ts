import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutState } from '~/lib/checkout';
import type { Lang } from '~/lib/i18n';
import { DESKTOP, PHONE } from './browser';
import { startRelayShop, type RelayShop } from './relay-shop';
import type { ShopProcess } from './shop-process';
import { wordsIn } from './words';

// Relay points from Mondial Relay (its local fake) at checkout, on a shop of its own started with
// the carrier's account and a map configured: the points near 49400 listed nearest first with
// their distance and hours, the same points on the Leaflet map, one chosen from the list or the
// map; in French on a phone and in English on a desktop.

let relay: RelayShop;
let shop: ShopProcess;
let browser: Browser;
let cookie: string;

const api = async (path: string, init: RequestInit & { lang?: Lang } = {}) => {
  const response = await fetch(`${shop.baseUrl}/api${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', cookie, userLang: init.lang ?? 'fr_FR', origin: shop.baseUrl, ...(init.headers as Record<string, string>) },
  });
  return { status: response.status, json: (await response.json()) as { data: any; message: string | null }, response };
};

beforeAll(async () => {
  relay = await startRelayShop('relay-map');
  ({ shop, browser } = relay);
  cookie = `token=${relay.ownerToken}`;
}, 180_000);

afterAll(() => relay?.stop());

const RUNS = [
  { lang: 'fr_FR' as Lang, prefix: '', viewport: PHONE, tiles: true },
  // The tile server down: the map has no background, the list and the markers still work.
  { lang: 'en_US' as Lang, prefix: '/en_US', viewport: DESKTOP, tiles: false },
];

for (const { lang, prefix, viewport, tiles: withTiles } of RUNS) {
  describe(`relay points from Mondial Relay at checkout (${lang})`, () => {
    const say = wordsIn(lang);
    let context: BrowserContext;

    beforeAll(async () => {
      context = await browser.newContext({ viewport, locale: 'fr-FR' });
      const token = relay.ownerToken;
      await context.addCookies([{ name: 'token', value: token, url: shop.baseUrl, httpOnly: true, sameSite: 'Lax' }]);
      const popups = (await api('/popup?active=1')).json.data as { id: number }[];
      const seen = JSON.stringify(Object.fromEntries(popups.map((popup) => [popup.id, Date.now()])));
      await context.addInitScript((value) => {
        try {
          localStorage.setItem('popups-opened', value);
        } catch {}
      }, seen);
    });
    afterAll(() => context?.close());

    it(`lists the points near 49400 nearest first, shows them on the map${withTiles ? '' : ' without its tiles'}, and keeps the one picked`, async () => {
      relay.setTilesUp(withTiles);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const france = ((await api('/countries')).json.data as { id: number; alphaTwo: string }[]).find((c) => c.alphaTwo === 'FR')!;
      const product = (await api('/product/4', { lang })).json.data as { declinations: { id: number }[] };
      await page.goto(`${shop.baseUrl}${prefix}/cart`);
      await page.evaluate(
        async ({ declinationId, lang, country }) => {
          const headers = { userLang: lang, 'content-type': 'application/json' };
          const current = (await (await fetch('/api/cart', { method: 'POST', headers, body: JSON.stringify({ type: 'MAIN_CART' }) })).json()).data;
          if (current.products.length) await fetch(`/api/cart/${current.id}`, { method: 'DELETE', headers });
          const form = new FormData();
          form.set('type', 'MAIN_CART');
          form.set('quantity', '6');
          const cart = (await (await fetch(`/api/cart/new/product/${declinationId}`, { method: 'POST', body: form, headers: { userLang: lang } })).json()).data;
          localStorage.setItem('cart-id', String(cart.id));
          localStorage.setItem('cart', JSON.stringify(cart));
          const shipping = { firstname: 'Camille', lastname: 'Moreau', address: '12 rue Beaurepaire', postalCode: '49400', city: 'Saumur', idCountry: country.id };
          localStorage.setItem('checkout', JSON.stringify({ address: { shipping, billing: null, billingIsShipping: true }, country }));
        },
        { declinationId: product.declinations[0]!.id, lang, country: france },
      );
      await page.goto(`${shop.baseUrl}${prefix}/cart/shipping`);
      const step = page.getByTestId('checkout-shipping');
      await step.getByRole('radio', { name: new RegExp(say('Point relais', 'Pickup point')) }).check();
      await step.getByRole('group', { name: say('Réseau de points relais', 'Pickup point network') }).getByRole('radio', { name: /Mondial Relay/ }).check();

      const picker = step.getByTestId('relay-picker');
      await picker.getByRole('group', { name: say('Points relais près de 49400 Saumur', 'Pickup points near 49400 Saumur') }).waitFor();
      const rows = picker.getByTestId('relay-point');
      // Choosing the network starts its search again: the list settles on the carrier's three points.
      await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(3);
      await expect.poll(async () => (await rows.first().innerText()).includes('LIBRAIRIE DU MARCHE'), { timeout: 10_000 }).toBe(true);
      const first = (await rows.first().innerText()).replace(/\s+/g, ' ');
      expect(first).toContain('LIBRAIRIE DU MARCHE');
      expect(first).toMatch(/180\s?m/);
      // The carrier's holidays are said with the point; no demo notice for a real network.
      expect(await rows.nth(1).innerText()).toContain(say('Fermé du 03/08/2026 au 16/08/2026', 'Closed from 03/08/2026 to 16/08/2026'));
      expect(await picker.getByTestId('relay-demo').count()).toBe(0);

      // The same three points on the map, over the configured tiles.
      const map = picker.getByTestId('relay-map');
      await map.waitFor();
      // Leaflet comes on demand: a busy machine may take a few seconds.
      await expect.poll(() => map.locator('path.leaflet-interactive').count(), { timeout: 15_000 }).toBe(3);
      if (withTiles) await expect.poll(() => map.locator('img.leaflet-tile-loaded').count(), { timeout: 15_000 }).toBeGreaterThan(0);
      else expect(await map.locator('img.leaflet-tile-loaded').count()).toBe(0);

      // Picked on the map: the nearest point, first on the list too.
      const stored = async () => (await page.evaluate(() => JSON.parse(localStorage.getItem('checkout') ?? 'null') as CheckoutState | null))?.accessPointAddress?.id;
      await map.locator('path.leaflet-interactive').first().click();
      await expect.poll(stored, { timeout: 5_000 }).toBe('FR-020150');
      expect(await rows.first().getByRole('radio').isChecked()).toBe(true);

      // Picked on the list; the order will name it by its carrier id.
      await rows.nth(2).getByRole('radio').check();
      await expect.poll(stored, { timeout: 5_000 }).toBe('FR-079321');
      await picker.getByText(say('Votre colis sera livré à', 'Your parcel will be delivered to'), { exact: false }).waitFor();
      expect(await step.getByRole('button', { name: say('Continuer vers le paiement', 'Continue to payment') }).isDisabled()).toBe(false);
      expect(errors).toEqual([]);
      await page.close();
    });
  });
}

describe('the carrier services in the back office (en_US, desktop)', () => {
  it('lists the services with their carrier account, and saves a change of fees', async () => {
    const context = await browser.newContext({ viewport: DESKTOP, locale: 'en-US' });
    const token = relay.ownerToken;
    await context.addCookies([{ name: 'token', value: token, url: shop.baseUrl, httpOnly: true, sameSite: 'Lax' }]);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${shop.baseUrl}/en_US/admin/parameters?group=delivery`);
    const table = page.getByTestId('carriers');
    const mondialRow = table.getByRole('row', { name: /MONDIAL_RELAY_24R/ });
    await mondialRow.getByText('Account connected').waitFor();
    await expect.poll(() => page.locator('astro-island', { has: table }).getAttribute('ssr'), { timeout: 10_000 }).toBeNull();
    await mondialRow.getByRole('button', { name: 'Edit' }).click();
    const form = page.getByRole('form', { name: 'Edit Mondial Relay' });
    await form.getByLabel('Name (English)').fill('Mondial Relay pickup');
    await form.getByLabel('Price', { exact: false }).first().fill('8,50');
    await form.getByRole('button', { name: 'Save' }).click();
    await table.getByText('Mondial Relay pickup').waitFor();
    const saved = ((await api('/admin/carrier')).json.data as { serviceCode: string; nameEn: string | null; price: number }[]).find((c) => c.serviceCode === 'MONDIAL_RELAY_24R')!;
    expect(saved).toMatchObject({ nameEn: 'Mondial Relay pickup', price: 850 });
    expect(errors).toEqual([]);
    await context.close();
  });
});
