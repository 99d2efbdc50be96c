import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Lang } from '~/lib/i18n';
import { wordsIn } from './words';
import { expectNoAxeViolations } from './axe';
import { launchBrowser, newPage, openPage, PHONE, url } from './browser';
import { newCustomer, signIn } from './customer';

// What every page's frame shows a visitor, in both languages: the main menu on one line on a
// desktop screen (the search behind an icon that opens it), the mobile menu, the home page using
// the width of the screen, the footer's e-mail and labels; with no accessibility fault.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const LANGS = [
  { lang: 'fr_FR' as Lang, prefix: '' },
  { lang: 'en_US' as Lang, prefix: '/en_US' },
];

/** The tops of the desktop menu's top-level entries, and how far the page runs past the screen's right edge. */
function menuLayout(page: Page) {
  return page.evaluate(() => {
    const entries = [...document.querySelectorAll<HTMLElement>('header nav .menu-item')].filter((entry) => entry.offsetParent !== null);
    return {
      entries: entries.length,
      tops: [...new Set(entries.map((entry) => Math.round(entry.getBoundingClientRect().top)))],
      overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    };
  });
}

describe('the main menu', () => {
  for (const { lang, prefix } of LANGS) {
    for (const width of [1200, 1280, 1440]) {
      it(`keeps to one line at ${width} px (${lang})`, async () => {
        const page = await newPage(browser, { width, height: 900 });
        for (const path of ['/', '/nos-vins', '/cart']) {
          await page.goto(url(`${prefix}${path}`));
          const layout = await menuLayout(page);
          expect(layout.entries, path).toBeGreaterThanOrEqual(5);
          expect(layout.tops, path).toHaveLength(1);
          expect(layout.overflow, path).toBe(0);
        }
        await page.context().close();
      });
    }
  }

  it('opens the search from its icon, then searches the shop', async () => {
    const { page } = await openPage(browser, '/en_US', { width: 1280, height: 900 });
    const toggle = page.getByRole('button', { name: 'Search the shop' });
    const field = page.getByRole('searchbox', { name: 'Search the shop' });
    expect(await field.isVisible()).toBe(false);
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => field.isVisible()).toBe(true);
    expect(await field.evaluate((input) => input === document.activeElement)).toBe(true);
    await page.keyboard.press('Escape');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    await field.fill('chenin');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/en_US\/products\/search\?search=chenin/);
    await page.context().close();
  });

  for (const { lang, prefix } of LANGS) {
    it(`opens on a phone, its burger telling whether it is open (${lang})`, async () => {
      const say = wordsIn(lang);
      const { page, errors } = await openPage(browser, prefix || '/', PHONE);
      expect((await menuLayout(page)).overflow).toBe(0);
      const burger = page.getByRole('button', { name: say('Ouvrir le menu', 'Open the menu') });
      const drawer = page.locator('dialog[data-drawer]');
      expect(await burger.getAttribute('aria-expanded')).toBe('false');
      await burger.click();
      await expect.poll(() => drawer.evaluate((dialog: HTMLDialogElement) => dialog.open)).toBe(true);
      expect(await burger.getAttribute('aria-expanded')).toBe('true');
      await expectNoAxeViolations(page, { bestPractice: true });
      await page.getByRole('button', { name: say('Fermer le menu', 'Close the menu') }).click();
      await expect.poll(() => drawer.evaluate((dialog: HTMLDialogElement) => dialog.open)).toBe(false);
      expect(await burger.getAttribute('aria-expanded')).toBe('false');
      await burger.click();
      expect(await burger.getAttribute('aria-expanded')).toBe('true');
      await page.keyboard.press('Escape');
      await expect.poll(() => burger.getAttribute('aria-expanded')).toBe('false');
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }
});

describe('the home page', () => {
  for (const { lang, prefix } of LANGS) {
    it(`uses the width of a desktop screen (${lang})`, async () => {
      const { page } = await openPage(browser, prefix || '/', { width: 1280, height: 900 });
      const layout = await page.evaluate(() => {
        const article = document.querySelector('article.page-home')!.getBoundingClientRect();
        const parts = [...document.querySelectorAll('article.page-home .cms-content > *')].map((part) => part.getBoundingClientRect());
        const picture = document.querySelector('article.page-home .page-picture')!.getBoundingClientRect();
        const intro = document.querySelector('article.page-home section.intro')!.getBoundingClientRect();
        return { articleRight: article.right, articleWidth: article.width, textRight: Math.max(...parts.map((part) => part.right)), picture, intro };
      });
      // The text reaches the right edge of the page's column (its padding aside), not two thirds of it.
      expect(layout.textRight).toBeGreaterThan(layout.articleRight - 0.1 * layout.articleWidth);
      // The picture and the introduction side by side.
      expect(layout.intro.left).toBeGreaterThanOrEqual(layout.picture.right);
      expect(layout.intro.top).toBeLessThan(layout.picture.bottom);
      // The bands under it (the wines, the next events) reach the right edge too, however few their cards.
      const bands = await page.evaluate(() =>
        [...document.querySelectorAll('.home-band')].flatMap((band) => {
          // The bands of cards; the news carousel moves its slides past the edge.
          const cards = [...band.querySelectorAll('ul > li')].map((card) => card.getBoundingClientRect().right);
          return cards.length && !band.querySelector('[data-carousel]') ? [{ right: band.getBoundingClientRect().right, cardsRight: Math.max(...cards) }] : [];
        }),
      );
      expect(bands.length).toBeGreaterThanOrEqual(2);
      for (const band of bands) expect(band.cardsRight).toBeGreaterThan(band.right - 40);
      await page.context().close();
    });

    for (const viewport of [{ width: 1280, height: 900 }, PHONE]) {
      it(`shows the footer's e-mail whole or cut after its @, and the labels by name (${lang}, ${viewport.width} px)`, async () => {
        const say = wordsIn(lang);
        const { page } = await openPage(browser, prefix || '/', viewport);
        const email = page.locator('footer a[href^="mailto:"]');
        await email.scrollIntoViewIfNeeded();
        // Each side of the @ on one line: a word is never cut.
        const lines = await email.evaluate((link) => [...link.querySelectorAll(':scope > span:not(.sr-only)')].map((part) => part.getClientRects().length));
        expect(lines).toEqual([1, 1]);
        const shown = await email.evaluate((link) => [...link.querySelectorAll(':scope > span:not(.sr-only)')].map((part) => part.textContent).join(''));
        expect(shown).toBe('contact@domaine-des-tilleuls.fr');

        const labels = page.getByRole('region', { name: say('Labels et partenaires', 'Labels and partners') }).getByRole('listitem');
        const names = lang === 'fr_FR' ? ['Agriculture biologique', 'Terra Vitis', 'Vignerons Indépendants de France'] : ['Organic farming', 'Terra Vitis', 'Independent Winegrowers of France'];
        expect((await labels.allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim())).toEqual(names);
        for (const name of names) expect(await labels.getByText(name, { exact: true }).isVisible()).toBe(true);
        await page.context().close();
      });
    }

    it(`passes the accessibility checks, best practices included (${lang})`, async () => {
      for (const viewport of [{ width: 1280, height: 900 }, PHONE]) {
        const { page } = await openPage(browser, prefix || '/', viewport);
        await expectNoAxeViolations(page, { bestPractice: true });
        await page.context().close();
      }
    });
  }
});

describe('the account', () => {
  // Its newsletter card is named apart from the footer's newsletter band.
  it('passes the accessibility checks, best practices included, in both languages', async () => {
    const customer = await newCustomer(`cadre.${Date.now()}@example.fr`, 'vendanges2026', 'fr_FR');
    const page = await newPage(browser);
    await signIn(page.context(), customer, 'fr_FR');
    for (const { lang, prefix } of LANGS) {
      expect((await page.goto(url(`${prefix}/account`), { waitUntil: 'networkidle' }))?.status()).toBe(200);
      expect(page.url()).toBe(url(`${prefix}/account`));
      await page.getByRole('navigation', { name: wordsIn(lang)('Mon espace client', 'My customer area') }).waitFor();
      // The panel fades in: axe measures colours as they are on screen.
      await page.locator('[data-account-panel]').evaluate((panel) => Promise.all(panel.getAnimations().map((animation) => animation.finished)));
      await expectNoAxeViolations(page, { bestPractice: true });
    }
    await page.context().close();
  });
});
