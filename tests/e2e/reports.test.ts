import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { RevenueReport } from '~/lib/admin/reports';
import { parisDay } from '~/lib/dates';
import { expectNoAxeViolations } from './axe';
import { launchBrowser, PHONE, signedInPage, url } from './browser';
import { newCustomer, sessionToken } from './customer';
import { apiAs, paidOrder } from './order-api';

// The owner looks at the year's revenue: on a phone and a desktop, in French and English. The chart
// is drawn on the server (it is there with scripts off), fits the screen, and its table carries the
// figures the API gives.

const WIDE = { width: 1280, height: 900 };
/** Where a run leaves its screenshots (SCREENSHOT_DIR), to look at them; a temporary folder otherwise. */
const screenshots = process.env.SCREENSHOT_DIR ?? join(tmpdir(), 'shop-reports-screenshots');

let browser: Browser;
let adminToken: string;
let year: string;
let report: RevenueReport;

beforeAll(async () => {
  browser = await launchBrowser();
  adminToken = await sessionToken({ email: inject('adminEmail'), password: inject('adminPassword'), address: '127.0.0.1' }, 'fr_FR');
  const customer = await newCustomer(`chiffres.${Date.now()}@example.fr`, 'vendanges2026', 'fr_FR');
  await paidOrder(apiAs(await sessionToken(customer, 'fr_FR'), 'fr_FR'));
  year = parisDay(new Date()).slice(0, 4);
  const answer = await apiAs(adminToken, 'fr_FR').call<RevenueReport>('GET', `/admin/reports/revenue?from=${year}-01-01&to=${year}-12-31&grain=month`);
  expect(answer.status, String(answer.message)).toBe(200);
  report = answer.data;
  expect(report.total.orders).toBeGreaterThan(0);
  await mkdir(screenshots, { recursive: true });
});
afterAll(() => browser?.close());

describe('the year’s revenue', () => {
  it('reads on a phone, in French, as a chart and its table of twelve months', async () => {
    const { page } = await signedInPage(browser, adminToken, { viewport: PHONE });
    expect((await page.goto(url('/admin/reports')))?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: 'Rapports' }).waitFor();
    // Reached from the back office's menu (a drawer on a phone).
    expect(await page.locator('nav[aria-label="Menu de l’administration"] a[href="/admin/reports"]').count()).toBeGreaterThan(0);
    const chart = page.getByRole('img', { name: /Chiffre d’affaires TTC net des avoirs, par mois/ });
    await chart.waitFor();
    const box = (await chart.boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(PHONE.width);
    expect(box.width).toBeGreaterThan(PHONE.width * 0.8);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    const table = page.getByTestId('report-revenue-table');
    expect(await table.locator('tbody tr').count()).toBe(12);
    expect(await table.locator('tbody th').first().textContent()).toBe(`janvier ${year}`);
    const net = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(report.total.net.total / 100);
    expect(await page.getByTestId('report-revenue-net').textContent()).toBe(net);
    // The other reports follow, each a chart or its table.
    for (const id of ['wines', 'sales', 'customers', 'stock']) {
      await page.getByTestId(`report-${id}`).screenshot({ path: join(screenshots, `${id}-fr-${PHONE.width}.png`) });
    }
    await page.getByRole('img', { name: /Clients ayant commandé, par mois/ }).waitFor();
    expect(await page.getByTestId('report-stock-table').locator('tbody tr').count()).toBeGreaterThan(0);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: join(screenshots, `revenue-fr-${PHONE.width}.png`), fullPage: true });
    await page.context().close();
  });

  for (const { prefix, viewport, heading, chart, month, locale } of [
    { prefix: '/en_US', viewport: PHONE, heading: 'Reports', chart: /Revenue including VAT, net of credit notes, per month/, month: 'January', locale: 'en-US' },
    { prefix: '', viewport: WIDE, heading: 'Rapports', chart: /Chiffre d’affaires TTC net des avoirs, par mois/, month: 'janvier', locale: 'fr-FR' },
  ]) {
    it(`reads the same twelve months ${prefix ? 'in English on a phone' : 'in French on a desktop'}`, async () => {
      const { page } = await signedInPage(browser, adminToken, { viewport, locale });
      expect((await page.goto(url(`${prefix}/admin/reports`)))?.status()).toBe(200);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      const drawn = page.getByRole('img', { name: chart });
      await drawn.waitFor();
      expect((await drawn.boundingBox())!.width).toBeLessThanOrEqual(viewport.width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      const table = page.getByTestId('report-revenue-table');
      expect(await table.locator('tbody tr').count()).toBe(12);
      expect(await table.locator('tbody th').first().textContent()).toBe(`${month} ${year}`);
      const net = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(report.total.net.total / 100);
      expect(await page.getByTestId('report-revenue-net').textContent()).toBe(net);
      await page.screenshot({ path: join(screenshots, `revenue-${prefix ? 'en' : 'fr'}-${viewport.width}.png`), fullPage: false });
      await page.context().close();
    });
  }

  it('reads on a desktop, in English, by week, and is drawn without any script', async () => {
    const { page } = await signedInPage(browser, adminToken, { viewport: WIDE, locale: 'en-US', javaScriptEnabled: false });
    expect((await page.goto(url(`/en_US/admin/reports?start=${year}-01-01&end=${year}-12-31&grain=week`)))?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: 'Reports' }).waitFor();
    const chart = page.getByRole('img', { name: /Revenue including VAT, net of credit notes, per week/ });
    await chart.waitFor();
    expect(await chart.locator('rect').count()).toBeGreaterThanOrEqual(52);
    const net = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' }).format(report.total.net.total / 100);
    expect(await page.getByTestId('report-revenue-net').textContent()).toBe(net);
    expect(await page.getByTestId('reports-last-year').textContent()).toContain(`Jan 1, ${Number(year) - 1}`);
    await page.screenshot({ path: join(screenshots, `revenue-en-${WIDE.width}.png`), fullPage: true });
    // A wrong period is said, not thrown.
    expect((await page.goto(url(`/en_US/admin/reports?start=${year}-12-31&end=${year}-01-01`)))?.status()).toBe(200);
    await page.getByRole('alert').filter({ hasText: 'Choose a first day on or before the last day' }).waitFor();
    await page.context().close();
  });
});
