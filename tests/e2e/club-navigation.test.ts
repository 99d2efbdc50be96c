import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { DESKTOP, launchBrowser, openPage, PHONE } from './browser';

// The wine club is reached from the demo's navigation (docs/club.md): « Le club » / "Wine club" in
// the main menu (a CLUB page of the menu, the route being the shop's own /club) and in the footer's
// links, in both languages.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('the club in the navigation', () => {
  it('fr_FR on a phone: « Le club » from the mobile menu and from the footer', async () => {
    const { page, errors } = await openPage(browser, '/', PHONE);
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    const drawer = page.locator('dialog[data-drawer]');
    await drawer.getByRole('link', { name: 'Le club', exact: true }).click();
    await page.waitForURL(/\/club$/);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).not.toBe('');
    expect(await page.locator('[data-club-formula]').count()).toBe(2);

    await page.locator('footer').getByRole('link', { name: 'Le club', exact: true }).click();
    await page.waitForURL(/\/club$/);
    expect(new URL(page.url()).pathname).toBe('/club');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('en_US on a desktop: "Wine club" in the main menu and the footer, in English', async () => {
    const { page, errors } = await openPage(browser, '/en_US', DESKTOP);
    const entry = page.locator('header nav').getByRole('link', { name: 'Wine club', exact: true });
    expect(await entry.getAttribute('href')).toBe('/en_US/club');
    expect(await page.locator('footer').getByRole('link', { name: 'Wine club', exact: true }).getAttribute('href')).toBe('/en_US/club');
    await entry.click();
    await page.waitForURL(/\/en_US\/club$/);
    expect(await page.locator('[data-club-formula]').count()).toBe(2);
    // The club's own page shows its entry as the current one.
    expect(await page.locator('header nav').getByRole('link', { name: 'Wine club', exact: true }).getAttribute('aria-current')).toBe('page');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
