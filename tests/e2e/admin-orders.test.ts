import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { OrderDetail } from '~/lib/order';
import { expectNoAxeViolations } from './axe';
import { DESKTOP, launchBrowser, PHONE, url } from './browser';
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

/** A page of a browser signed in with `token`, its script errors collected. */
async function pageAs(token: string, viewport = DESKTOP_1280): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport });
  await context.addCookies([{ name: 'token', value: token, url: inject('baseUrl'), httpOnly: true, sameSite: 'Lax' }]);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors };
}

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
    const { page, errors } = await pageAs(owner);
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
    const { page: own } = await pageAs(customerToken);
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
    const { page, errors } = await pageAs(owner);
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

    const { page: own } = await pageAs(customerToken);
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
    const { page, errors } = await pageAs(owner, PHONE);
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
