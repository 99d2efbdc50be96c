import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { dayAfter, parisDay, parisDayStart } from '~/lib/dates';
import type { OrderDetail } from '~/lib/order';
import { expectNoAxeViolations } from './axe';
import { DESKTOP, launchBrowser, PHONE, signedInPage, url } from './browser';
import { newCustomer, sessionToken } from './customer';
import { apiAs, paidOrder } from './order-api';

// The books in the browser: the estate refunds part of a customer's order, the customer finds its
// credit note on the order's page and opens the PDF; the owner picks a period on the accountant's
// page and downloads the FEC and the orders' spreadsheet.

let browser: Browser;
let adminToken: string;
let customerToken: string;
let order: OrderDetail;
let creditNote: { id: number; number: string };

beforeAll(async () => {
  browser = await launchBrowser();
  adminToken = await sessionToken({ email: inject('adminEmail'), password: inject('adminPassword'), address: '127.0.0.1' }, 'fr_FR');
  const customer = await newCustomer(`avoirs.${Date.now()}@example.fr`, 'vendanges2026', 'fr_FR');
  customerToken = await sessionToken(customer, 'fr_FR');
  order = await paidOrder(apiAs(customerToken, 'fr_FR'));
  const refunded = await apiAs(adminToken, 'fr_FR').call('POST', `/admin/orders/${order.id}/refunds`, { amount: 1500, note: 'Une bouteille bouchonnée' });
  expect(refunded.status, String(refunded.message)).toBe(200);
  const detail = await apiAs(customerToken, 'fr_FR').call<OrderDetail>('GET', `/order/${order.id}`);
  creditNote = detail.data.creditNotes[0]!;
  expect(creditNote.number).toMatch(/^A\d{4}-\d{6}$/);
});
afterAll(() => browser?.close());

describe('a refunded order’s credit note', () => {
  for (const { prefix, viewport, label } of [
    { prefix: '', viewport: DESKTOP, label: 'Avoir' },
    { prefix: '/en_US', viewport: PHONE, label: 'Credit note' },
  ]) {
    it(`is on the customer’s order page and opens as a PDF (${prefix || 'fr'})`, async () => {
      const { page } = await signedInPage(browser, customerToken, { viewport, acceptDownloads: true });
      expect((await page.goto(url(`${prefix}/account/orders/${order.id}`)))?.status()).toBe(200);
      const link = page.getByTestId('credit-note-link');
      await link.waitFor();
      expect(await link.textContent()).toContain(`${label} ${creditNote.number}`);
      const pdf = await page.context().request.get(url((await link.getAttribute('href'))!));
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()['content-type']).toBe('application/pdf');
      expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
      await page.context().close();
    });
  }
});

describe('the accountant’s files', () => {
  it('lets the owner pick a period and download the FEC and the orders as CSV', async () => {
    const { page } = await signedInPage(browser, adminToken, { acceptDownloads: true });
    const today = parisDay(new Date());
    const from = parisDay(new Date(parisDayStart(today).getTime() - 86_400_000));
    const to = dayAfter(today);
    expect((await page.goto(url('/admin/books')))?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: 'Fichiers du comptable' }).waitFor();
    // Reached from the back office's menu (a drawer on a phone, a sidebar on a desktop).
    expect(await page.locator('nav[aria-label="Menu de l’administration"] a[href="/admin/books"]').count()).toBeGreaterThan(0);
    await page.getByLabel('Du').fill(from);
    await page.getByLabel('Au (inclus)').fill(to);
    await Promise.all([page.waitForURL(/start=/), page.getByRole('button', { name: 'Afficher' }).click()]);
    await page.getByTestId('books-vat-table').waitFor();
    await expectNoAxeViolations(page);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('books-fec').click()]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^\\d{9}FEC${to.replaceAll('-', '')}\\.txt$`));
    const text = new TextDecoder('latin1').decode(await readFile((await download.path())!));
    const [header, ...lines] = text.split('\r\n');
    expect(header!.split('\t')).toHaveLength(18);
    expect(lines.some((line) => line.includes(creditNote.number))).toBe(true);
    expect(lines.some((line) => line.includes(order.number))).toBe(true);

    // The orders as a French spreadsheet opens them: a byte-order mark, ';', a decimal comma.
    const [csv] = await Promise.all([page.waitForEvent('download'), page.getByTestId('books-orders').click()]);
    expect(csv.suggestedFilename()).toMatch(/\.csv$/);
    const bytes = await readFile((await csv.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [csvHeader, ...csvLines] = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(csvHeader!.split(';').slice(0, 3)).toEqual(['Commande', 'Passée le', 'Statut']);
    const row = csvLines.find((line) => line.startsWith(`${order.number};`));
    expect(row).toBeDefined();
    const total = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 2, useGrouping: false }).format(order.totals.total / 100);
    expect(row!.split(';')).toContain(total);

    // The same page in English.
    expect((await page.goto(url(`/en_US/admin/books?start=${from}&end=${to}`)))?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: 'Accountant’s files' }).waitFor();
    await page.getByRole('link', { name: 'FEC (file of accounting entries)' }).waitFor();
    await page.context().close();
  });
});
