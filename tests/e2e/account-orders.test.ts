import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { formatPrice } from '~/lib/catalogue-format';
import { formatDate } from '~/lib/dates';
import type { Lang } from '~/lib/i18n';
import { wordsIn } from './words';
import type { OrderDetail } from '~/lib/order';
import type { OrderBack, OrderGenericValue } from '~/lib/order-return';
import { expectNoAxeViolations } from './axe';
import { DESKTOP, launchBrowser, PHONE, signedInPage, url } from './browser';
import { hydrated } from './cart-support';
import { newCustomer, signIn, type Customer } from './customer';
import { apiAs, paidOrder, type Api } from './order-api';

// The orders of the customer area, once in each language: a customer finds their paid order in
// /account/orders and opens it; the administrator finds it on /account, marks it delivered and
// gives its tracking link from the order's panel; the customer then asks to return part of it and
// follows the return's stage. Another customer gets the not-found page for that order. Orders are
// placed and paid through the API.

let browser: Browser;

/** Signs in as the sign-in form would, from the person's own address; answers their session token. */
async function sessionOf(person: Customer, lang: Lang): Promise<string> {
  const context = await browser.newContext();
  await signIn(context, person, lang);
  const token = (await context.cookies()).find((cookie) => cookie.name === 'token')!.value;
  await context.close();
  return token;
}

/** Waits for the account panel's entrance (it fades in): axe measures colours as they are on screen. */
async function panelSettled(page: Page) {
  await page.locator('[data-account-panel]').evaluate((panel) => Promise.all(panel.getAnimations().map((animation) => animation.finished)));
}

const LANGS = [
  { lang: 'fr_FR' as Lang, prefix: '', viewport: DESKTOP },
  { lang: 'en_US' as Lang, prefix: '/en_US', viewport: PHONE },
];
const customers = new Map<Lang, { token: string; api: Api; order: OrderDetail }>();
/** The administrator's session token. */
let admin: string;

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await sessionOf({ email: inject('adminEmail'), password: inject('adminPassword'), address: '127.0.0.1' }, 'fr_FR');
  for (const { lang } of LANGS) {
    const customer = await newCustomer(`commandes.${lang.toLowerCase()}.${Date.now()}@example.fr`, 'vendanges2026', lang);
    const token = await sessionOf(customer, lang);
    const api = apiAs(token, lang);
    customers.set(lang, { token, api, order: await paidOrder(api) });
  }
});
afterAll(() => browser?.close());

for (const { lang, prefix, viewport } of LANGS) {
  describe(`the orders of the customer area (${lang})`, () => {
    const say = wordsIn(lang);
    const price = (cents: number) => formatPrice(cents, lang);
    const today = formatDate(new Date());
    let customer: Api;
    let order: OrderDetail;
    let page: Page;
    let errors: string[];
    const orderUrl = () => url(`${prefix}/account/orders/${order.id}`);

    beforeAll(async () => {
      const signedIn = customers.get(lang)!;
      customer = signedIn.api;
      order = signedIn.order;
      ({ page, errors } = await signedInPage(browser, signedIn.token, { viewport: viewport }));
    });
    afterAll(() => page?.context().close());

    it('lists the paid order in /account/orders and opens it', async () => {
      expect((await page.goto(url(`${prefix}/account/orders`)))?.status()).toBe(200);
      await page.getByRole('heading', { level: 1, name: say('Mes commandes', 'My orders') }).waitFor();
      const nav = page.getByRole('navigation', { name: say('Mon espace client', 'My customer area') });
      expect(await nav.getByRole('link').allInnerTexts()).toEqual([say('Tableau de bord', 'Dashboard'), say('Mes commandes', 'My orders'), say('Mes adresses', 'My addresses'), say('Mon club', 'My club'), say('Mes informations', 'My details')]);
      expect(await nav.getByRole('link', { name: say('Mes commandes', 'My orders') }).getAttribute('aria-current')).toBe('page');
      // The panel slid in on this first page of the area, and remembers it has.
      expect(await page.locator('[data-account-panel]').getAttribute('class')).toContain('account-panel-enter');
      expect(await page.evaluate(() => localStorage.getItem('account-panel-transition'))).toBe('false');

      await panelSettled(page);
      await expectNoAxeViolations(page);
      const row = page.locator('.order-row', { hasText: order.number });
      const facts = await row.innerText();
      for (const fact of [today, say('Livraison à domicile', 'Home delivery'), price(order.total), order.statusLabel]) expect(facts).toContain(fact);
      expect(order.statusLabel).toBe(lang === 'fr_FR' ? 'Payée' : 'Paid');

      await row.getByRole('link', { name: order.number }).click();
      await page.waitForURL(orderUrl());
      await page.getByRole('heading', { level: 1, name: say(`Commande ${order.number}`, `Order ${order.number}`) }).waitFor();
      expect(await page.locator('[data-account-panel]').getAttribute('class')).not.toContain('account-panel-enter');
      expect(await page.getByRole('navigation', { name: say('Mon espace client', 'My customer area') }).getByRole('link', { name: say('Mes commandes', 'My orders') }).getAttribute('aria-current')).toBe('true');

      const lines = await page.getByTestId('order-lines').innerText();
      expect(lines).toContain(order.lines[0].name);
      expect(lines).toContain(price(order.lines[0].total));
      const totals = await page.getByTestId('order-totals').innerText();
      expect(totals).toContain(price(order.totals.products));
      expect(totals).toContain(price(order.totals.total));
      const delivery = await page.getByTestId('order-delivery').innerText();
      expect(delivery).toContain('12 rue des Tonneliers');
      expect(delivery).toContain(order.carrierName!);
      expect(await page.getByTestId('order-payment').innerText()).toContain(say(`Payée par carte le ${today}.`, `Paid by card on ${today}.`));
      expect(await page.getByTestId('status-history').innerText()).toContain(order.statusLabel);

      await expectNoAxeViolations(page);
      // The invoice link opens the PDF of this order.
      const invoice = await page.getByRole('link', { name: say('Télécharger la facture (PDF)', 'Download the invoice (PDF)') }).getAttribute('href');
      const pdf = await customer.call('GET', invoice!.replace(/^\/api/, ''));
      expect([pdf.status, pdf.type]).toEqual([200, 'application/pdf']);
      expect(errors).toEqual([]);
    });

    it('lets the administrator mark it delivered and give its tracking link from the panel', async () => {
      const { page: panelPage, errors: panelErrors } = await signedInPage(browser, admin, { viewport: viewport });
      await panelPage.goto(url(`${prefix}/account`));
      const card = panelPage.getByTestId('admin-orders');
      await card.getByRole('heading', { name: say('Administration', 'Administration') }).waitFor();
      await card.getByRole('link', { name: order.number }).click();
      await panelPage.waitForURL(orderUrl());

      const panel = await hydrated(panelPage, 'admin-panel');
      const delivered = lang === 'fr_FR' ? 'Livrée' : 'Delivered';
      await panel.getByLabel(say('Nouveau statut', 'New status')).selectOption({ label: delivered });
      await panel.getByRole('button', { name: say('Changer le statut', 'Change the status') }).click();
      await panelPage.locator('.toast').getByText(say(`Statut de la commande : ${delivered}.`, `Order status: ${delivered}.`)).waitFor();
      expect(await panel.getByTestId('admin-current-status').innerText()).toBe(delivered);
      expect(await panel.locator('.status-history li').last().innerText()).toContain(delivered);

      const tracking = panel.getByLabel(say('Lien de suivi du colis', 'Parcel tracking link'));
      await tracking.fill('colissimo 6A12345678901');
      await panel.getByRole('button', { name: say('Enregistrer le lien', 'Save the link') }).click();
      await panel.getByText(say('Saisissez une adresse web complète, commençant par https:// ou http://.', 'Enter a full web address, starting with https:// or http://.')).waitFor();
      await tracking.fill('https://www.laposte.fr/outils/suivre-vos-envois?code=6A12345678901');
      await panel.getByRole('button', { name: say('Enregistrer le lien', 'Save the link') }).click();
      await panelPage.locator('.toast').getByText(say('Lien de suivi enregistré.', 'Tracking link saved.')).waitFor();
      expect(await panel.getByText(say('Saisissez une adresse web complète, commençant par https:// ou http://.', 'Enter a full web address, starting with https:// or http://.')).count()).toBe(0);

      await expectNoAxeViolations(panelPage);
      // An administrator does not ask returns for a customer.
      expect(await panelPage.getByRole('link', { name: say('Retourner des produits', 'Return products') }).count()).toBe(0);
      expect(panelErrors).toEqual([]);
      await panelPage.context().close();
    });

    it('lets the customer ask to return part of it, then shows the return’s stage', async () => {
      await page.reload();
      expect(await page.locator('.order-intro').innerText()).toContain(lang === 'fr_FR' ? 'Livrée' : 'Delivered');
      expect(await page.getByTestId('tracking-link').getAttribute('href')).toBe('https://www.laposte.fr/outils/suivre-vos-envois?code=6A12345678901');
      expect(await page.getByTestId('admin-panel').count()).toBe(0);
      const back = (await customer.call<OrderBack>('GET', `/order-back?order=${order.id}`)).data;
      // Delivered today: the 14 days of the withdrawal period run from today.
      const lastDay = formatDate(Date.parse(back.returnUntil!) - 1);
      expect(lastDay).toBe(formatDate(Date.now() + 14 * 86_400_000));
      const returns = page.getByTestId('order-returns');
      expect(await returns.innerText()).toContain(say(`Vous pouvez demander un retour jusqu’au ${lastDay}.`, `You can ask for a return until ${lastDay}.`));
      await returns.getByRole('link', { name: say('Retourner des produits', 'Return products') }).click();
      await page.waitForURL(`${orderUrl()}/return`);

      const reasons = (await customer.call<OrderGenericValue[]>('GET', '/order-generic-values/RETURN_REASON')).data;
      expect(await page.getByText(back.returnAskDescription!).count()).toBe(1);
      const form = await hydrated(page, 'return-form');
      await form.getByRole('button', { name: say('Envoyer ma demande de retour', 'Send my return request') }).click();
      await form.getByText(say('Choisissez au moins un produit à retourner, avec sa quantité.', 'Choose at least one product to return, with its quantity.')).waitFor();
      await form.getByText(say('Choisissez le motif du retour.', 'Choose the reason for the return.')).waitFor();

      await expectNoAxeViolations(page);
      const quantity = form.getByLabel(say(`Quantité à retourner pour ${order.lines[0].name}`, `Quantity to return for ${order.lines[0].name}`));
      await quantity.fill('13');
      await form.getByRole('button', { name: say('Envoyer ma demande de retour', 'Send my return request') }).click();
      await form.getByText(say('Saisissez un nombre entier de 0 à 12.', 'Enter a whole number from 0 to 12.')).waitFor();
      await quantity.fill('6');
      await form.getByLabel(say('Motif du retour', 'Reason for the return')).selectOption({ label: reasons[0].value });
      await form.getByLabel(say('Précisions (facultatif)', 'Details (optional)')).fill('Deux bouteilles arrivées fêlées.');
      await form.getByRole('button', { name: say('Envoyer ma demande de retour', 'Send my return request') }).click();
      await page.waitForURL(new RegExp(`${prefix}/account/orders/${order.id}/return/\\d+$`));

      await page.getByRole('heading', { level: 1, name: say(`Demande de retour du ${today}`, `Return request of ${today}`) }).waitFor();
      const tracker = page.getByTestId('return-tracker');
      expect(await tracker.locator('[aria-current="step"]').innerText()).toContain(say('Demande envoyée', 'Request sent'));
      expect(await tracker.locator('li').count()).toBe(5);
      expect(await page.getByTestId('return-stage-text').innerText()).toBe(back.returnAskDescription);
      await expectNoAxeViolations(page);
      const returned = await page.getByTestId('return-lines').innerText();
      expect(returned).toContain(order.lines[0].name);
      expect(returned).toMatch(/\b6\b/);
      expect(await page.locator('.order-message').innerText()).toContain(`${reasons[0].value} — Deux bouteilles arrivées fêlées.`);

      // Back on the order, the return is listed; the form offers only what is left.
      await page.getByRole('link', { name: say(`Revenir à la commande ${order.number}`, `Back to order ${order.number}`) }).click();
      await page.waitForURL(orderUrl());
      const listed = page.getByTestId('order-returns').locator('.return-list li');
      expect(await listed.innerText()).toContain(say('6 articles', '6 items'));
      await listed.getByRole('link', { name: say(`Demande du ${today}`, `Request of ${today}`) }).waitFor();
      await page.goto(`${orderUrl()}/return`);
      expect(await page.getByTestId('return-form').innerText()).toContain(say('0 à 6', '0 to 6'));
      expect(errors).toEqual([]);
    });

    it('shows another customer the not-found page for this order', async () => {
      const other = customers.get(lang === 'fr_FR' ? 'en_US' : 'fr_FR')!.token;
      const { page: otherPage } = await signedInPage(browser, other, { viewport: viewport });
      for (const path of ['', '/return', '/return/1']) {
        const response = await otherPage.goto(`${orderUrl()}${path}`);
        expect(response?.status()).toBe(404);
        await otherPage.getByRole('heading', { level: 1, name: say('Page introuvable', 'Page not found') }).waitFor();
      }
      expect(await otherPage.getByText(order.number).count()).toBe(0);
      await otherPage.context().close();
    });
  });
}

describe('the orders page without orders', () => {
  it('leads to the wines', async () => {
    const { page, errors } = await signedInPage(browser, admin, { viewport: PHONE });
    await page.goto(url('/en_US/account/orders'));
    const empty = page.getByTestId('orders-empty');
    await empty.getByRole('heading', { name: 'You have not placed an order yet' }).waitFor();
    expect(await empty.getByRole('link', { name: 'Discover our wines' }).getAttribute('href')).toBe('/en_US/nos-vins');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

for (const { lang, prefix, viewport } of LANGS) {
  describe(`deleting an account that bought (${lang})`, () => {
    const say = wordsIn(lang);

    it('ends the account, which can no longer sign in, while the estate keeps the order with only the billing identity its invoice needs', async () => {
      const person = await newCustomer(`depart.${lang.toLowerCase()}.${Date.now()}@example.fr`, 'vendanges2026', lang);
      const token = await sessionOf(person, lang);
      const order = await paidOrder(apiAs(token, lang));
      const estate = apiAs(admin, lang);
      // Delivered: nothing is under way any more, the account may go.
      for (const status of ['PREPARING', 'SHIPPED', 'DELIVERED']) {
        expect((await estate.call('PUT', `/admin/order/${order.id}/status`, { status })).status).toBe(200);
      }

      const { page, errors } = await signedInPage(browser, token, { viewport: viewport });
      await page.goto(url(`${prefix}/account`));
      await hydrated(page, 'delete-account');
      await page.getByTestId('delete-account').click();
      const dialog = page.getByRole('dialog', { name: say('Supprimer votre compte ?', 'Delete your account?') });
      await dialog.locator('input[name=password]').fill(person.password);
      await dialog.getByRole('button', { name: say('Supprimer définitivement', 'Delete for good') }).click();
      await page.getByRole('heading', { name: say('Votre compte est supprimé', 'Your account has been deleted') }).waitFor();
      expect((await page.context().cookies()).some((cookie) => cookie.name === 'token')).toBe(false);
      expect(errors).toEqual([]);
      await page.context().close();

      const again = await fetch(url('/api/login'), {
        method: 'POST',
        headers: { origin: inject('baseUrl'), 'content-type': 'application/json', userLang: lang },
        body: JSON.stringify({ email: person.email, password: person.password }),
      });
      expect(again.status).toBe(401);
      expect((await apiAs(token, lang).call('GET', `/order/${order.id}`)).status).toBe(401);

      const kept = await estate.call<OrderDetail>('GET', `/order/${order.id}`);
      expect(kept.status).toBe(200);
      expect(kept.data).toMatchObject({ number: order.number, total: order.total, status: 'DELIVERED' });
      // Paid, so invoiced: French law keeps the invoice, and who it bills, for ten years.
      expect(kept.data.billingAddress).toMatchObject({ firstname: 'Camille', lastname: 'Moreau', address: '12 rue des Tonneliers' });
      expect(JSON.stringify(kept.data.shippingAddress)).not.toMatch(/Moreau|Tonneliers/);
    });
  });
}
