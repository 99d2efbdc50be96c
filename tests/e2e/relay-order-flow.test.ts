import { PDFDocument } from 'pdf-lib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Lang } from '~/lib/i18n';
import { DESKTOP, PHONE } from './browser';
import { CARDS, oneLine, payWith, readyToPay } from './checkout-support';
import type { Customer } from './customer';
import { lastMailTo } from './outbox';
import { newCustomer } from './shop-api';
import { startRelayShop, type RelayShop } from './relay-shop';
import type { ShopProcess } from './shop-process';
import { wordsIn } from './words';

// An order through Mondial Relay from end to end, on a shop of its own wired to the carrier's
// local fake (tests/fakes/mondial-relay.ts) and a tile server: the customer finds the points near
// 49400 on the list and the map, picks one and pays on the sandbox; the owner creates the label
// (WSI2_CreationEtiquette) from the order's page and prints its PDF; the order is shipped with the
// carrier's tracking link and its customer mailed; the fake then says the parcel is delivered
// (WSI2_TracingColisDetaille) and the background worker makes the order delivered, its steps on
// the customer's order page. In French on a phone and in English on a desktop.
// The worker asks about the parcels due on TRACKING_POLL_MS, and a parcel is due at its carrier's
// pace (4 h for Mondial Relay) unless CARRIER_TRACKING_EVERY_MS says otherwise: both are brought
// down to a second here so that the worker's real path runs while the test waits on the pages
// (docs/architecture.md, labels and tracking; README, settings).

let relay: RelayShop;
let mondial: RelayShop['mondial'];
let shop: ShopProcess;
let browser: Browser;
let dataDir: string;
let ownerToken: string;

beforeAll(async () => {
  relay = await startRelayShop('relay-order', { TRACKING_POLL_MS: '1000', CARRIER_TRACKING_EVERY_MS: '1000' });
  ({ mondial, shop, browser, dataDir, ownerToken } = relay);
}, 180_000);

afterAll(() => relay?.stop());

const RUNS = [
  { lang: 'fr_FR' as Lang, prefix: '', viewport: PHONE, pickOnMap: true },
  { lang: 'en_US' as Lang, prefix: '/en_US', viewport: DESKTOP, pickOnMap: false },
];

for (const { lang, prefix, viewport, pickOnMap } of RUNS) {
  describe(`an order through Mondial Relay, from the relay point to delivered (${lang})`, () => {
    const say = wordsIn(lang);
    let customer: Customer;
    const contexts: BrowserContext[] = [];
    const errors: string[] = [];
    const watched = (page: Page) => {
      page.on('pageerror', (error) => errors.push(error.message));
      return page;
    };

    beforeAll(async () => {
      const email = `relais.${lang.toLowerCase()}.${Date.now()}@example.fr`;
      await newCustomer(shop, dataDir, email, 'vendanges2026');
      customer = { email, password: 'vendanges2026', address: '127.0.0.1' };
    });
    afterAll(async () => {
      for (const context of contexts) await context.close();
    });

    it('picks a point near 49400, pays, gets the label, the mail and the steps up to delivered', async () => {
      // The customer: six bottles in the cart, the address step done (Saumur, 49400).
      const product = (await (await fetch(`${shop.baseUrl}/api/product/4`, { headers: { userLang: lang } })).json()) as { data: { declinations: { id: number }[] } };
      const ready = await readyToPay(browser, customer, lang, viewport, { declinationId: product.data.declinations[0]!.id, quantity: 6 }, shop.baseUrl);
      contexts.push(ready.context);
      const page = watched(ready.page);
      await page.goto(`${shop.baseUrl}${prefix}/cart/shipping`);
      const step = page.getByTestId('checkout-shipping');
      await step.getByRole('radio', { name: new RegExp(say('Point relais', 'Pickup point')) }).check();
      await step.getByRole('group', { name: say('Réseau de points relais', 'Pickup point network') }).getByRole('radio', { name: /Mondial Relay/ }).check();

      // The carrier's points near 49400, on the list (nearest first) and on the map.
      const picker = step.getByTestId('relay-picker');
      await picker.getByRole('group', { name: say('Points relais près de 49400 Saumur', 'Pickup points near 49400 Saumur') }).waitFor();
      const rows = picker.getByTestId('relay-point');
      await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(3);
      await expect.poll(async () => (await rows.first().innerText()).includes('LIBRAIRIE DU MARCHE'), { timeout: 10_000 }).toBe(true);
      const map = picker.getByTestId('relay-map');
      await expect.poll(() => map.locator('path.leaflet-interactive').count(), { timeout: 15_000 }).toBe(3);
      // The nearest point, picked on the map on the phone and on the list on the desktop.
      if (pickOnMap) await map.locator('path.leaflet-interactive').first().click();
      else await rows.first().getByRole('radio').check();
      await expect.poll(() => rows.first().getByRole('radio').isChecked(), { timeout: 5_000 }).toBe(true);
      await picker.getByText(say('Votre colis sera livré à', 'Your parcel will be delivered to'), { exact: false }).waitFor();
      await step.getByRole('button', { name: say('Continuer vers le paiement', 'Continue to payment') }).click();
      await page.waitForURL(`${shop.baseUrl}${prefix}/cart/payment`);

      // Paid on the sandbox's page with the card that succeeds.
      await payWith(page, lang, CARDS.paid);
      await page.waitForURL(/\/order\/success\?order=\d+$/);
      const orderId = Number(new URL(page.url()).searchParams.get('order'));
      const confirmation = page.getByTestId('order-confirmation');
      const number = /\d{4}-\d{6}/.exec(await confirmation.locator('.outcome-number').innerText())![0];

      // The owner creates the label from the order's page: the carrier's expedition number, the PDF.
      const backOffice = await browser.newContext({ viewport: DESKTOP, locale: 'fr-FR' });
      contexts.push(backOffice);
      await backOffice.addCookies([{ name: 'token', value: ownerToken, url: shop.baseUrl, httpOnly: true, sameSite: 'Lax' }]);
      const owner = watched(await backOffice.newPage());
      expect((await owner.goto(`${shop.baseUrl}${prefix}/admin/orders/${orderId}`))?.status()).toBe(200);
      await owner.getByRole('heading', { name: say('Expédition', 'Shipping') }).waitFor();
      await owner.getByRole('button', { name: say('Créer l’étiquette', 'Create the label') }).click();
      const tracking = owner.getByTestId('tracking-number');
      await tracking.waitFor();
      const expedition = (await tracking.innerText()).trim();
      expect(expedition).toMatch(/^\d{8}$/);
      expect(mondial.expeditions).toContain(expedition);
      // No specimen: the label is the carrier's.
      expect(await owner.getByText(say('Étiquette de démonstration', 'Demo label'), { exact: false }).count()).toBe(0);
      const href = await owner.getByRole('link', { name: say('Imprimer l’étiquette', 'Print the label') }).getAttribute('href');
      const pdf = await owner.request.get(new URL(href!, shop.baseUrl).href);
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()['content-type']).toBe('application/pdf');
      expect((await PDFDocument.load(await pdf.body())).getPageCount()).toBe(1);

      // Shipped, with the carrier's tracking link, and the customer is told so by mail.
      const status = async () => (await page.evaluate(async (id) => (await (await fetch(`/api/order/${id}`)).json()).data as { status: string; trackingLink: string | null }, orderId));
      expect(await status()).toMatchObject({ status: 'SHIPPED', trackingLink: expect.stringContaining(`NumeroExpedition=${expedition}`) });
      const mail = await lastMailTo(customer.email, { about: `NumeroExpedition=${expedition}`, dataDir, timeoutMs: 20_000 });
      expect(mail.subject).toBe(say(`Votre commande ${number} est en route`, `Your order ${number} is on its way`));
      expect(mail.text).toContain(`https://www.mondialrelay.fr/suivi-de-colis/?NumeroExpedition=${expedition}&CodePostal=49400`);

      // The carrier delivers: the worker, asking on its own, makes the order delivered.
      mondial.deliver(expedition);
      await expect.poll(async () => (await status()).status, { timeout: 30_000, interval: 500 }).toBe('DELIVERED');

      // The customer's order page: the carrier's link and its steps, the last one the delivery.
      expect((await page.goto(`${shop.baseUrl}${prefix}/account/orders/${orderId}`))?.status()).toBe(200);
      expect(oneLine(await page.getByTestId('order-delivery').innerText())).toContain('LIBRAIRIE DU MARCHE 5 RUE DU PORTAIL LOUIS 49400 SAUMUR');
      expect(await page.getByTestId('tracking-link').getAttribute('href')).toContain(`NumeroExpedition=${expedition}`);
      const steps = page.getByTestId('tracking-steps');
      await steps.getByRole('heading', { name: say('Suivi du colis', 'Parcel tracking') }).waitFor();
      const lines = (await steps.getByRole('listitem').allInnerTexts()).map(oneLine);
      expect(lines).toHaveLength(2);
      expect(lines[0]).toContain('PRISE EN CHARGE EN AGENCE · AGENCE DE SAUMUR');
      expect(lines[1]).toContain(`COLIS LIVRE AU DESTINATAIRE · TABAC DE LA PLACE · ${say('Livré', 'Delivered')}`);
      expect(errors).toEqual([]);
    });
  });
}
