import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { adminCookie, setParameter, signInAsAdmin } from './admin';
import { expectNoAxeViolations } from './axe';
import { DESKTOP, PHONE, launchBrowser, newPage, url } from './browser';
import { hydrated } from './cart-support';
import { newCustomer, signIn } from './customer';

// The back office as its owner meets it: only administrators get in; the dashboard and the
// settings work with the keyboard and a screen reader, in French and English, on a phone and a
// desktop; a saved colour is on the site at once; and none of its code reaches the storefront.

let browser: Browser;
let originalPrimary: string;

const primaryOfSite = async (page: Page, path = '/') => {
  await page.goto(url(path));
  return page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--shop-primary').trim().toLowerCase());
};

beforeAll(async () => {
  browser = await launchBrowser();
  const listed = await fetch(url('/api/admin/parameter'), { headers: { cookie: await adminCookie() } });
  originalPrimary = ((await listed.json()) as { data: { parameters: { type: string; value: string }[] } }).data.parameters.find((p) => p.type === 'PRIMARY_COLOR')!.value;
});
afterAll(async () => {
  await setParameter(await adminCookie(), 'PRIMARY_COLOR', originalPrimary);
  await browser.close();
});

describe('who gets into the back office', () => {
  it('sends a visitor to the sign-in page and back, and shows a customer the not-found page', async () => {
    const visitor = await newPage(browser);
    await visitor.goto(url('/admin/parameters'));
    expect(new URL(visitor.url()).pathname).toBe('/auth');
    expect(new URL(visitor.url()).searchParams.get('redirect')).toBe('/admin/parameters');
    await visitor.context().close();

    const page = await newPage(browser);
    await signIn(page.context(), await newCustomer('curieux.admin@example.test', 'Vendanges-2026', 'fr_FR'), 'fr_FR');
    const answer = await page.goto(url('/admin'));
    expect(answer?.status()).toBe(404);
    expect(await page.getByText('Tableau de bord').count()).toBe(0);
    await page.context().close();
  });

  it('shows the administrator the dashboard in French on a desktop and in English on a phone, without an axe violation', async () => {
    for (const [path, viewport, heading, link] of [
      ['/admin', DESKTOP, 'Tableau de bord', 'Commandes'],
      ['/en_US/admin', PHONE, 'Dashboard', 'Orders'],
    ] as const) {
      const page = await newPage(browser, viewport);
      await signInAsAdmin(page.context());
      await page.goto(url(path));
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(heading);
      if (viewport === PHONE) await page.getByText('Menu', { exact: true }).click();
      await expect(page.getByRole('link', { name: link, exact: true }).first().isVisible()).resolves.toBe(true);
      await expectNoAxeViolations(page);
      await page.context().close();
    }
  });
});

describe('the settings', () => {
  it('previews a new primary colour, saves it, and the site shows it at once', async () => {
    const page = await newPage(browser);
    await signInAsAdmin(page.context());
    await page.goto(url('/admin/parameters?group=look'));
    await hydrated(page, 'parameters-form');
    await expectNoAxeViolations(page);

    const field = page.getByRole('textbox', { name: 'Couleur principale', exact: true });
    await field.fill('#1F5E3B');
    await expect.poll(() => page.locator('[data-preview-button]').evaluate((button) => getComputedStyle(button).backgroundColor)).toBe('rgb(31, 94, 59)');
    await page.getByRole('button', { name: 'Enregistrer «\u00a0Couleurs et polices\u00a0»' }).click();
    await page.getByText('«\u00a0Couleurs et polices\u00a0» est enregistré').waitFor();

    const visitor = await newPage(browser);
    expect(await primaryOfSite(visitor)).toBe('#1f5e3b');
    expect(await primaryOfSite(visitor, '/en_US/nos-vins')).toBe('#1f5e3b');
    await visitor.context().close();
    await page.context().close();
  });

  it('says what is wrong with a value before sending it, and in English', async () => {
    const page = await newPage(browser, PHONE);
    await signInAsAdmin(page.context());
    await page.goto(url('/en_US/admin/parameters?group=look'));
    await hydrated(page, 'parameters-form');
    await page.getByRole('textbox', { name: 'Primary color', exact: true }).fill('dark red');
    await page.getByRole('button', { name: 'Save “Colors and fonts”' }).click();
    await page.getByText('“Primary color” takes a color as #RRGGBB, for example #8C2A3C.').waitFor();
    expect(await page.getByRole('textbox', { name: 'Primary color', exact: true }).getAttribute('aria-invalid')).toBe('true');
    await expectNoAxeViolations(page);
    await page.context().close();
  });
});

describe('the storefront', () => {
  it('loads none of the back office code', async () => {
    const page = await newPage(browser, PHONE);
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
    });
    for (const path of ['/', '/nos-vins', '/cart', '/account', '/en_US/news']) await page.goto(url(path), { waitUntil: 'networkidle' });
    const code = (await Promise.all(scripts)).join('\n');
    expect(code.length).toBeGreaterThan(1000);
    for (const mark of ['ProseMirror', 'getHeaderGroups', 'admin-parameters:', 'Couleurs et polices']) expect(code.includes(mark), mark).toBe(false);
    await page.context().close();
  });
});
