import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Lang } from '~/lib/i18n';
import { expectNoAxeViolations } from './axe';
import { DESKTOP, launchBrowser, markPopupsSeen, PHONE, signedInPage, url } from './browser';
import { newCustomer, sessionToken, signIn } from './customer';
import { clubReadyCustomer } from './club-customer';
import { apiAs } from './order-api';
import { wordsIn } from './words';

// The wine club in the browser (docs/club.md): a customer with a birth date, an address and a card
// kept from a first order joins a formula on /club; in French on a phone they then cancel in three
// clicks from the account (account → club → « Résilier » → confirm), in English on a desktop they
// join collecting at the estate.


let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A customer ready to join: a birth date, an address in the book, and a card kept at the sandbox from a paid order. */
const readyCustomer = async (lang: Lang) => (await clubReadyCustomer('club', lang, { firstname: 'Camille', lastname: 'Moreau', address: '12 rue des Tonneliers', postalCode: '49400', city: 'Saumur' })).customer;

/** Joins the formula named `formula` from /club: the card and the first choice of delivery as offered, or collection. */
async function join(page: Page, lang: Lang, formula: string, collect: boolean) {
  const say = wordsIn(lang);
  const prefix = lang === 'en_US' ? '/en_US' : '';
  await page.goto(url(`${prefix}/club`));
  const card = page.locator('[data-club-formula]').filter({ has: page.getByRole('heading', { name: formula, exact: true }) });
  await expectNoAxeViolations(page);
  await card.getByRole('link', { name: say('Adhérer', 'Join'), exact: true }).click();
  await page.waitForURL(/\/club\/adherer\/\d+$/);
  const form = page.locator('[data-club-join-form]');
  await page.locator('astro-island:not([ssr])').first().waitFor({ state: 'attached' });
  await expectNoAxeViolations(page);
  if (collect) await form.getByLabel(say('Retrait au caveau', 'Collection at the estate')).check();
  expect(await form.getByRole('radio', { name: /Visa •••• 4242/ }).isChecked()).toBe(true);
  await form.getByRole('checkbox', { name: say('J’ai lu et j’accepte les conditions du club', 'I have read and accept the club\'s terms'), exact: false }).check();
  await form.getByRole('button', { name: say('Adhérer au club', 'Join the club') }).click();
  await page.waitForURL(new RegExp(`${prefix}/account/club$`));
  await page.locator('[data-club-status]').waitFor();
  // The account's panel slides in after signing in: its colours are measured once it has.
  await page.locator('[data-account-panel]').evaluate((panel) => Promise.all(panel.getAnimations().map((animation) => animation.finished)));
  await expectNoAxeViolations(page);
}

describe('the wine club', () => {
  it('fr_FR on a phone: joins Découverte, then cancels in three clicks from the account', async () => {
    const customer = await readyCustomer('fr_FR');
    const { page, errors } = await signedInPage(browser, await sessionToken(customer, 'fr_FR'), { viewport: PHONE, locale: 'fr-FR' });
    const context = page.context();
    try {
      await join(page, 'fr_FR', 'Découverte', false);
      expect(await page.locator('[data-club-status]').innerText()).toBe('Active');
      expect(await page.locator('[data-club-space]').innerText()).toContain('12 rue des Tonneliers');

      // Three clicks from the account: « Mon club », « Résilier », confirm.
      await page.goto(url('/account'));
      await page.getByRole('link', { name: 'Mon club' }).click();
      await page.waitForURL(/\/account\/club$/);
      await page.locator('astro-island:not([ssr])').first().waitFor({ state: 'attached' });
      await page.getByRole('button', { name: 'Résilier', exact: true }).click();
      await page.getByRole('button', { name: 'Confirmer la résiliation' }).click();
      await expect.poll(() => page.locator('[data-club-status]').innerText()).toMatch(/^Résiliée le \d{2}\/\d{2}\/\d{4}$/);
      expect(await page.getByRole('link', { name: 'Adhérer de nouveau' }).isVisible()).toBe(true);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(PHONE.width);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('en_US on a desktop: joins Grand Cru collecting at the estate', async () => {
    const customer = await readyCustomer('en_US');
    const { page, errors } = await signedInPage(browser, await sessionToken(customer, 'en_US'), { viewport: DESKTOP, locale: 'en-US' });
    const context = page.context();
    try {
      await join(page, 'en_US', 'Grand Cru', true);
      expect(await page.locator('[data-club-status]').innerText()).toBe('Active');
      const space = await page.locator('[data-club-space]').innerText();
      expect(space).toContain('Collection at the estate');
      expect(space).toContain('15% off all your purchases');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('en_US: a customer without a kept card is sent to keep one, and brought back to the join page with it', async () => {
    const email = `club-nocard-${Date.now()}@example.com`;
    const customer = await newCustomer(email, 'vendanges2026', 'en_US');
    const api = apiAs(await sessionToken(customer, 'en_US'), 'en_US');
    expect((await api.call('PUT', '/user', { email, firstname: 'Camille', lastname: 'Moreau', phone: null, birthdate: '1980-05-17' })).status).toBe(200);
    const context = await browser.newContext({ viewport: DESKTOP });
    await markPopupsSeen(context);
    await signIn(context, customer, 'en_US');
    const page = await context.newPage();
    try {
      await page.goto(url('/en_US/club'));
      await page.locator('[data-club-formula]').first().getByRole('link', { name: 'Join', exact: true }).click();
      await page.waitForURL(/\/en_US\/club\/adherer\/\d+$/);
      const back = new URL(page.url()).pathname;
      const keep = page.getByRole('link', { name: 'Save a card' });
      const target = new URL((await keep.getAttribute('href'))!, page.url());
      expect(target.pathname).toBe('/en_US/account/cards/new');
      expect(target.searchParams.get('back')).toBe(back);
      // Through the sandbox's card-setup page and back on the join page, the card now offered there.
      await keep.click();
      await page.waitForURL((address) => address.pathname.startsWith('/api/payment/sandbox/pay/'), { timeout: 20_000 });
      await page.getByRole('button', { name: 'Save the card' }).click();
      await page.waitForURL((address) => address.pathname === back && address.hash === '', { timeout: 20_000 });
      await page.locator('.toast', { hasText: 'Card saved.' }).waitFor();
      await page.getByRole('radio', { name: /Visa •••• 4242/ }).waitFor();
      expect(await page.getByRole('link', { name: 'Save a card' }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
