import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { PDFDocument } from 'pdf-lib';
import { launchBrowser, PHONE, signedInPage, url } from './browser';
import { newCustomer, sessionToken } from './customer';
import { apiAs, paidOrder, type Api } from './order-api';

// The owner prints the carrier's label from the back office (the demo's SPECIMEN label, as no
// carrier account is set here): the order is shipped, the label opens as a PDF; a batch of ticked
// orders is labelled at once and printed as one PDF; the customer's order page shows the parcel's
// steps. In French on a desktop for the owner, in English on a phone for the customer.

let browser: Browser;
let owner: string;
let customerToken: string;
let customer: Api;

beforeAll(async () => {
  browser = await launchBrowser();
  owner = await sessionToken({ email: inject('adminEmail'), password: inject('adminPassword'), address: '127.0.0.1' }, 'fr_FR');
  const person = await newCustomer(`etiquettes.${Date.now()}@example.fr`, 'vendanges2026', 'fr_FR');
  customerToken = await sessionToken(person, 'fr_FR');
  customer = apiAs(customerToken, 'fr_FR');
});
afterAll(() => browser?.close());

const pdfPages = async (page: Page, href: string) => {
  const answer = await page.request.get(url(href));
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('application/pdf');
  return (await PDFDocument.load(await answer.body())).getPageCount();
};

describe('labels from the back office', () => {
  it('creates the label from the order page, ships the order, and the customer sees the parcel’s steps', async () => {
    const order = await paidOrder(customer);
    const { page, errors } = await signedInPage(browser, owner);
    expect((await page.goto(url(`/admin/orders/${order.id}`)))?.status()).toBe(200);
    await page.getByRole('heading', { name: 'Expédition' }).waitFor();
    await page.getByRole('button', { name: 'Créer l’étiquette' }).click();
    await page.getByTestId('tracking-number').waitFor();
    expect(await page.getByTestId('tracking-number').innerText()).toMatch(/^DEMO\d{10}$/);
    await page.getByText('Étiquette de démonstration (SPECIMEN)', { exact: false }).waitFor();
    await page.getByText('Expédiée', { exact: true }).first().waitFor();
    const href = await page.getByRole('link', { name: 'Imprimer l’étiquette' }).getAttribute('href');
    expect(await pdfPages(page, href!)).toBe(1);
    expect(errors).toEqual([]);

    const mine = await signedInPage(browser, customerToken, { viewport: PHONE });
    expect((await mine.page.goto(url(`/en_US/account/orders/${order.id}`)))?.status()).toBe(200);
    const steps = mine.page.getByTestId('tracking-steps');
    await steps.getByRole('heading', { name: 'Parcel tracking' }).waitFor();
    expect(await steps.innerText()).toContain('Étiquette créée (démonstration)');
    expect(mine.errors).toEqual([]);
  });

  it('labels the ticked orders at once and prints them as one PDF', async () => {
    const first = await paidOrder(customer);
    const second = await paidOrder(customer);
    const { page, errors } = await signedInPage(browser, owner);
    expect((await page.goto(url('/admin/orders')))?.status()).toBe(200);
    await page.getByTestId(`select-${first.number}`).check();
    await page.getByTestId(`select-${second.number}`).check();
    await page.getByRole('button', { name: 'Créer les étiquettes (2)' }).click();
    await page.getByText('2 étiquettes créées.').waitFor();
    const href = await page.getByTestId('batch-print').getAttribute('href');
    expect(href).toBe(`/api/admin/shipments/labels?orders=${first.id},${second.id}`);
    expect(await pdfPages(page, href!)).toBe(2);
    expect(errors).toEqual([]);
  });
});
