import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { ProductDetail, ProductList } from '~/lib/catalogue';
import { DESKTOP, launchBrowser, PHONE, url } from './browser';

let browser: Browser;
let wine: ProductDetail;
let year: number;

beforeAll(async () => {
  browser = await launchBrowser();
  const list = (await (await fetch(url('/api/product?kind=WINE&nbItem=100'))).json()) as { data: ProductList };
  for (const summary of list.data.products) {
    const detail = ((await (await fetch(url(`/api/product/${summary.id}`))).json()) as { data: ProductDetail }).data;
    const vintage = detail.declinations.find((d) => d.year !== null)?.year;
    if (vintage) {
      wine = detail;
      year = vintage;
      break;
    }
  }
});
afterAll(() => browser?.close());

/** Opens a page and notes every request it makes beyond the document itself. */
async function open(path: string, viewport = PHONE) {
  const context = await browser.newContext({ viewport, locale: 'fr-FR' });
  const page = await context.newPage();
  const requests: { type: string; url: string }[] = [];
  page.on('request', (request) => requests.push({ type: request.resourceType(), url: request.url() }));
  const response = await page.goto(url(path), { waitUntil: 'networkidle' });
  return { page, requests, status: response?.status() };
}

const tableRows = (page: Page) =>
  page.locator('[data-nutrition] tbody tr').evaluateAll((rows) =>
    rows.map((row) => [row.querySelector('th')!.textContent!.trim(), row.querySelector('td')!.textContent!.trim()]),
  );

describe('the e-label page', () => {
  it('declares ingredients, allergens and nutrition in French, with nothing else on the page', async () => {
    const { page, requests, status } = await open(`/e/${wine.id}/${year}`);
    expect(status).toBe(200);
    expect(await page.getAttribute('html', 'lang')).toBe('fr');
    expect(await page.locator('h1').innerText()).toBe(wine.name);
    expect(await page.locator('main').innerText()).toContain(`Millésime ${year}`);
    expect(await page.locator('meta[name=robots]').getAttribute('content')).toBe('noindex, nofollow');

    expect(await page.locator('[data-nutrition] thead').innerText()).toContain('pour 100 ml');
    const rows = await tableRows(page);
    expect(rows.map(([name]) => name)).toEqual([
      'Énergie',
      'Matières grasses',
      'dont acides gras saturés',
      'Glucides',
      'dont sucres',
      'Protéines',
      'Sel',
    ]);
    expect(rows[0][1]).toMatch(/^\d+\u00a0kJ \/ \d+\u00a0kcal$/);

    const ingredients = page.locator('[data-ingredients]');
    expect(await ingredients.innerText()).toMatch(/^Raisins/);
    expect(await ingredients.locator('strong').allInnerTexts()).toContain('sulfites');

    // No script of any kind (analytics, cookie banner, owner code), no shop menu, cart or links to buy.
    expect(await page.locator('script').count()).toBe(0);
    expect(requests.filter((r) => r.type === 'script' || r.type === 'xhr' || r.type === 'fetch')).toEqual([]);
    expect(requests.every((r) => r.url.startsWith(url('/')))).toBe(true);
    expect(await page.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
      `/e/${wine.id}/${year}`,
      `/en_US/e/${wine.id}/${year}`,
    ]);
    await page.context().close();
  });

  it('switches to English, and reads well on a desktop too', async () => {
    const { page } = await open(`/e/${wine.id}/${year}`, DESKTOP);
    await page.locator('a[hreflang=en-US]').click();
    await page.waitForURL(url(`/en_US/e/${wine.id}/${year}`));
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect(await page.locator('h2').allInnerTexts()).toEqual(expect.arrayContaining(['Ingredients', 'Nutrition declaration']));
    expect((await tableRows(page)).map(([name]) => name)).toEqual([
      'Energy',
      'Fat',
      'of which saturates',
      'Carbohydrate',
      'of which sugars',
      'Protein',
      'Salt',
    ]);
    expect(await page.locator('[data-nutrition] thead').innerText()).toContain('per 100 ml');
    expect(await page.locator('[data-ingredients]').innerText()).toMatch(/^Grapes/);
    expect(await page.locator('[data-ingredients] strong').allInnerTexts()).toContain('sulphites');
    expect(await page.locator('main').innerText()).toContain('Drinking alcohol during pregnancy');
    await page.context().close();
  });

  it('is not found for a vintage the estate never made or an unknown wine', async () => {
    for (const path of [`/e/${wine.id}/1901`, `/en_US/e/${wine.id}/1901`, '/e/999999/2020', `/e/${wine.id}/vingt`]) {
      const response = await fetch(url(path));
      expect({ path, status: response.status }).toEqual({ path, status: 404 });
    }
  });
});
