import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, PHONE } from './browser';
import { freePort, startShop, type ShopProcess } from './shop-process';

// A new shop in production, before its owner has added anything: every page that lists things
// says in a sentence that there is nothing yet, in French and in English, without a script error.

let shop: ShopProcess;
let browser: Browser;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'shop-empty-'));
  shop = await startShop(dataDir, await freePort(), { env: { NODE_ENV: 'production' } });
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

const pages: { path: string; fr: RegExp; en: RegExp }[] = [
  { path: '/', fr: /La boutique ouvre bientôt/, en: /The shop opens soon/ },
  { path: '/nos-vins', fr: /Aucun vin n’est encore en vente/, en: /No wines on sale yet/ },
  { path: '/actualites', fr: /Aucune actualité pour le moment/, en: /No news/i },
  { path: '/blog', fr: /Aucun article/, en: /No (posts|articles)/i },
  { path: '/evenements', fr: /Aucun événement n’est prévu/, en: /No events/i },
  { path: '/galerie', fr: /Aucun album n’est publié/, en: /No albums have been published/ },
];

/** Where a run leaves its screenshots (SCREENSHOT_DIR), to look at them; a temporary folder otherwise. */
const screenshots = process.env.SCREENSHOT_DIR ?? join(tmpdir(), 'shop-empty-screenshots');

describe('the storefront of an empty shop', () => {
  it('says it prints no administrator password and how to get one', () => {
    expect(shop.output()).toContain('The shop has no administrator: set ADMIN_EMAIL');
    expect(shop.output()).not.toMatch(/password:/i);
  });

  for (const lang of ['fr_FR', 'en_US'] as const) {
    for (const entry of pages) {
      it(`${lang} ${entry.path} says there is nothing yet`, async () => {
        const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: lang === 'fr_FR' ? 'fr-FR' : 'en-US' });
        const page = await context.newPage();
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        page.on('console', (message) => {
          // The page's errors and the shop's error answers; not the browser's own network hiccups (net::…).
          if (message.type() === 'error' && !message.text().includes('net::ERR_')) errors.push(`${message.text()} ${message.location().url}`);
        });
        const path = lang === 'fr_FR' ? entry.path : `/en_US${entry.path === '/' ? '' : entry.path.replace('/galerie', '/gallery')}`;
        const response = await page.goto(`${shop.baseUrl}${path}`, { waitUntil: 'networkidle' });
        expect(response?.status()).toBe(200);
        await expect.poll(() => page.locator('main').innerText()).toMatch(lang === 'fr_FR' ? entry.fr : entry.en);
        expect(errors).toEqual([]);
        await context.close();
      });
    }
  }

  it('shows its home and wine list on a phone and a desktop', async () => {
    await mkdir(screenshots, { recursive: true });
    for (const viewport of [PHONE, { width: 1280, height: 900 }]) {
      for (const [name, path] of [['home', '/'], ['wines', '/nos-vins'], ['home-en', '/en_US'], ['wines-en', '/en_US/nos-vins']]) {
        const page = await browser.newPage({ viewport });
        await page.goto(`${shop.baseUrl}${path}`, { waitUntil: 'networkidle' });
        // Nothing wider than the screen: the empty pages keep the layout.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
        await page.screenshot({ path: join(screenshots, `${name}-${viewport.width}.png`), fullPage: true });
        await page.close();
      }
    }
  });
});
