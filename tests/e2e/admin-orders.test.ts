import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { OrderDetail } from '~/lib/order';
import { expectNoAxeViolations } from './axe';
import { DESKTOP, launchBrowser, PHONE, signedInPage, url } from './browser';
import { newCustomer, sessionToken, type Customer } from './customer';
import { apiAs, paidOrder, type Api } from './order-api';
import { lastMailTo } from './outbox';

// The estate's owner at work in the back office: finds an order, refunds it whole and sees it
// refunded (the customer is mailed); answers two returns, accepting one and refusing the other
// with a reason, which the customer then reads on their return's page. The pages have no axe
// violation, in French on a desktop and in English on a phone. Orders and returns are placed
// through the API as the customer's browser would.

const NBSP = '\u00a0';
const DESKTOP_1280 = { ...DESKTOP, width: 1280 };

let browser: Browser;
let owner: string;
let estate: Api;
let person: Customer;
let customerToken: string;
let customer: Api;

beforeAll(async () => {
  browser = await launchBrowser();
  owner = await sessionToken({ email: inject('adminEmail'), password: inject('adminPassword'), address: '127.0.0.1' }, 'fr_FR');
  estate = apiAs(owner, 'fr_FR');
  person = await newCustomer(`retours.${Date.now()}@example.fr`, 'vendanges2026', 'fr_FR');
  customerToken = await sessionToken(person, 'fr_FR');
  customer = apiAs(customerToken, 'fr_FR');
});
afterAll(() => browser?.close());

/** A delivered order whose customer asked to send 6 bottles back; answers the order and the return's id. */
async function askedReturn(): Promise<{ order: OrderDetail; returnId: number }> {
  const order = await paidOrder(customer);
  for (const status of ['PREPARING', 'SHIPPED', 'DELIVERED']) expect((await estate.call('PUT', `/admin/order/${order.id}/status`, { status })).status).toBe(200);
  const asked = await customer.call<{ id: number }>('POST', `/order/${order.id}/back-products`, { reason: 'Rétractation', products: [{ idOrderLine: order.lines[0].id, quantity: 6 }] });
  expect(asked.status, String(asked.message)).toBe(200);
  return { order, returnId: asked.data.id };
}

describe('an order refunded from the back office', () => {
  it('is found in the list, refunded whole from its page, shown refunded, and the customer is mailed', async () => {
    const order = await paidOrder(customer);
    const { page, errors } = await signedInPage(browser, owner, { viewport: DESKTOP_1280 });
    expect((await page.goto(url('/admin/orders')))?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: 'Commandes' }).waitFor();
    await page.getByRole('table', { name: 'Commandes, les plus récentes d’abord' }).waitFor();
    await expectNoAxeViolations(page);

    await page.getByRole('searchbox', { name: 'Rechercher' }).fill(order.number);
    await page.getByRole('button', { name: 'Filtrer' }).click();
    await page.getByText('1 commande', { exact: true }).waitFor();
    expect(page.url()).toContain(`search=${order.number}`);
    await page.getByRole('link', { name: `Ouvrir la commande ${order.number}` }).click();
    await page.waitForURL(url(`/admin/orders/${order.id}`));
    await page.getByRole('heading', { level: 1, name: `Commande ${order.number}` }).waitFor();
    await page.getByRole('heading', { name: 'Paiements et remboursements' }).waitFor();
    expect(await page.getByTestId('order-status').innerText()).toBe('Payée');
    await expectNoAxeViolations(page);

    // A bad amount is refused before anything is sent.
    const amount = page.getByLabel('Montant à rembourser (€)');
    await amount.fill('douze');
    await page.getByRole('button', { name: 'Rembourser', exact: true }).click();
    await page.getByText('Indiquez un montant en euros, par exemple 12,50.').waitFor();

    await page.getByRole('button', { name: 'Tout rembourser' }).click();
    await page.getByRole('button', { name: 'Rembourser', exact: true }).click();
    const total = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(order.total / 100);
    await page.getByText(`Rembourser ${total} au client${NBSP}?`).waitFor();
    await page.getByRole('button', { name: 'Confirmer' }).click();
    await page.getByText('Le remboursement est enregistré et le client prévenu par e-mail.', { exact: false }).waitFor();
    await page.getByTestId('order-status').getByText('Remboursée').waitFor();
    expect(await page.getByTestId('order-refunds').innerText()).toContain('effectué');
    expect(await page.getByText('Il ne reste rien à rembourser par carte sur cette commande.').count()).toBe(1);
    await expectNoAxeViolations(page);

    const mail = await lastMailTo(person.email, { about: `${order.number}${NBSP}: remboursement` });
    expect(mail.text).toContain(total);
    // The customer's own order page says so too.
    const { page: own } = await signedInPage(browser, customerToken, { viewport: DESKTOP_1280 });
    await own.goto(url(`/account/orders/${order.id}`));
    await own.getByText('Remboursée').first().waitFor();
    await own.context().close();
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('returns answered from the back office', () => {
  it('accepts one and refuses another with a reason; the customer reads each answer on their return’s page', async () => {
    const kept = await askedReturn();
    const refused = await askedReturn();
    const { page, errors } = await signedInPage(browser, owner, { viewport: DESKTOP_1280 });
    await page.goto(url('/admin/returns?status=ASKED'));
    await page.getByRole('heading', { level: 1, name: 'Retours' }).waitFor();
    const card = (number: string) => page.getByTestId('admin-return').filter({ hasText: `Commande ${number}` });
    await card(kept.order.number).waitFor();
    await expectNoAxeViolations(page);

    await card(kept.order.number).getByRole('button', { name: 'Accepter' }).click();
    await page.getByText(`Retour accepté${NBSP}: le client est prévenu par e-mail.`).waitFor();
    expect((await lastMailTo(person.email, { about: `Votre retour pour la commande ${kept.order.number} est accepté` })).text).toContain('Le domaine accepte votre demande de retour.');

    const other = card(refused.order.number);
    await other.getByRole('button', { name: 'Refuser' }).click();
    await other.getByLabel('Motif du refus (envoyé au client)').fill('Les bouteilles ont été ouvertes.');
    await other.getByRole('button', { name: 'Envoyer le refus' }).click();
    await page.getByText(`Retour refusé${NBSP}: le client a reçu le motif par e-mail.`).waitFor();
    // Answered, neither waits in the list any more.
    await card(refused.order.number).waitFor({ state: 'detached' });
    expect(await card(kept.order.number).count()).toBe(0);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
    await page.context().close();

    expect((await lastMailTo(person.email, { about: `commande ${refused.order.number})` })).text).toContain('Les bouteilles ont été ouvertes.');

    const { page: own } = await signedInPage(browser, customerToken, { viewport: DESKTOP_1280 });
    await own.goto(url(`/account/orders/${kept.order.id}/return/${kept.returnId}`));
    expect(await own.getByTestId('return-tracker').locator('[aria-current="step"]').innerText()).toContain('Retour accepté');
    expect(await own.getByTestId('return-stage-text').innerText()).toContain('Le domaine accepte votre retour');
    await own.goto(url(`/account/orders/${refused.order.id}/return/${refused.returnId}`));
    expect(await own.getByTestId('return-refusal').innerText()).toContain('Les bouteilles ont été ouvertes.');
    await expectNoAxeViolations(own);
    await own.context().close();
  });
});

describe('the back office in English on a phone', () => {
  it('shows the list and an order without axe violations', async () => {
    const order = await paidOrder(customer);
    const { page, errors } = await signedInPage(browser, owner, { viewport: PHONE });
    await page.goto(url('/en_US/admin/orders'));
    await page.getByRole('table', { name: 'Orders, newest first' }).waitFor();
    await expectNoAxeViolations(page);
    await page.goto(url(`/en_US/admin/orders/${order.id}`));
    await page.getByRole('heading', { level: 1, name: `Order ${order.number}` }).waitFor();
    await page.getByRole('heading', { name: 'Payments and refunds' }).waitFor();
    expect(await page.getByRole('link', { name: 'Print the picking slip' }).getAttribute('href')).toBe(`/api/admin/orders/${order.id}/picking-slip?lang=en_US`);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('an order shipped from its page', () => {
  it('offers only the statuses the server allows, ships with the tracking link in one action and one mail', async () => {
    const order = await paidOrder(customer);
    const { page, errors } = await signedInPage(browser, owner, { viewport: DESKTOP_1280 });
    await page.goto(url(`/admin/orders/${order.id}`));
    await page.getByRole('button', { name: 'Expédier', exact: true }).waitFor();
    const menu = page.getByLabel('Nouveau statut');
    // A home delivery: no pick-up statuses, and shipping is its own action.
    expect(await menu.locator('option').allInnerTexts()).toEqual(['Payée', 'En préparation', 'Livrée']);

    const link = 'https://www.laposte.fr/outils/suivre-vos-envois?code=6A55544433322';
    await page.getByRole('textbox', { name: 'Lien de suivi' }).fill(link);
    await page.getByRole('button', { name: 'Expédier', exact: true }).click();
    await page.getByText(`Commande expédiée${NBSP}: le client est prévenu par e-mail.`).waitFor();
    await page.getByTestId('order-status').getByText('Expédiée').waitFor();
    expect(await page.getByRole('button', { name: 'Expédier', exact: true }).count()).toBe(0);
    expect(await menu.locator('option').allInnerTexts()).toEqual(['Expédiée', 'En préparation', 'Livrée']);
    const mail = await lastMailTo(person.email, { about: `Votre commande ${order.number} est en route` });
    expect(mail.text).toContain(link);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('an order page as the owner reads it', () => {
  it('names the payment and the discount code, opens the invoice to print in a tab of its own, and passes axe with its landmarks named apart', async () => {
    const order = await paidOrder(customer, { discountCode: 'BIENVENUE10' });
    for (const [lang, viewport] of [['fr_FR', DESKTOP_1280], ['en_US', PHONE]] as const) {
      const { page, errors } = await signedInPage(browser, owner, { viewport: viewport });
      const prefix = lang === 'fr_FR' ? '' : '/en_US';
      await page.goto(url(`${prefix}/admin/orders/${order.id}`));
      await page.getByTestId('order-payments').waitFor();
      const payments = await page.getByTestId('order-payments').innerText();
      expect(payments).toContain(lang === 'fr_FR' ? 'Paiement par carte (démo) du ' : 'Card payment (demo) on ');
      expect(payments).not.toContain('sandbox');
      await page.getByText(lang === 'fr_FR' ? 'Remise (code BIENVENUE10)' : 'Discount (code BIENVENUE10)').waitFor();
      await expectNoAxeViolations(page, { bestPractice: true });
      expect(errors).toEqual([]);
      await page.context().close();
    }

    const { page } = await signedInPage(browser, owner, { viewport: DESKTOP_1280 });
    await page.goto(url(`/admin/orders/${order.id}`));
    const downloads: string[] = [];
    page.context().on('page', (opened) => opened.on('download', (download) => downloads.push(download.suggestedFilename())));
    const link = page.getByRole('link', { name: 'Imprimer la facture' });
    const [pdf] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
    // The tab shows the PDF, to print: it stays open on the invoice's address, nothing is downloaded.
    await pdf.waitForURL(url(`/api/order/${order.id}/invoice?lang=fr_FR&print=1`));
    await pdf.waitForLoadState('load');
    expect(pdf.isClosed()).toBe(false);
    expect(downloads).toEqual([]);
    const answer = await page.request.get(url((await link.getAttribute('href'))!));
    expect(answer.headers()['content-type']).toBe('application/pdf');
    expect(answer.headers()['content-disposition']).toMatch(/^inline; filename="facture-.+\.pdf"$/);
    await page.context().close();
  });
});

describe('the orders list on a phone', () => {
  it('keeps the filters behind a button, so that the first order shows on the first screen', async () => {
    await paidOrder(customer);
    for (const prefix of ['', '/en_US']) {
      const { page, errors } = await signedInPage(browser, owner, { viewport: PHONE });
      await page.goto(url(`${prefix}/admin/orders`));
      const first = page.getByRole('table').getByRole('link').first();
      await first.waitFor();
      const box = (await first.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
      const toggle = page.getByRole('button', { name: prefix ? 'Filters' : 'Filtres', exact: true });
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      expect(await page.getByLabel(prefix ? 'Delivery method' : 'Mode de livraison').isVisible()).toBe(false);
      await toggle.click();
      await page.getByLabel(prefix ? 'Delivery method' : 'Mode de livraison').waitFor();
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      await expectNoAxeViolations(page);
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });
});
