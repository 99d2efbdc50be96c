import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { expectNoAxeViolations } from './axe';
import { DESKTOP, launchBrowser, newPage, openPage, PHONE, url } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The path of a product card's page on a list, found by the product's name. */
async function cardPath(page: Page, name: string): Promise<string> {
  const href = await page.locator('.product-card').filter({ hasText: name }).locator('a.product-card-link').getAttribute('href');
  expect(href, `a card for ${name}`).toBeTruthy();
  return href!;
}

const priceOf = (page: Page) => page.locator('.product-offer .price-amount').innerText();
const cardNames = (page: Page) => page.locator('.product-card-title').allInnerTexts();
// French prices are written with no-break spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

const languages = [
  { lang: 'fr', prefix: '', title: 'Nos vins', white: 'Blanc', wines: /\d+ vins/, twentyFour: '13,50 €', twentyThree: '12,90 €', magnum: '29,00 €' },
  { lang: 'en', prefix: '/en_US', title: 'Our wines', white: 'White', wines: /\d+ wines/, twentyFour: '€13.50', twentyThree: '€12.90', magnum: '€29.00' },
] as const;

describe('the wine list', () => {
  for (const l of languages) {
    for (const [width, viewport] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
      it(`lists the estate’s wines with their prices and stock (${l.lang}, ${width})`, async () => {
        const { page, errors, status } = await openPage(browser, `${l.prefix}/nos-vins`, viewport);
        expect(status).toBe(200);
        expect(await page.locator('h1').innerText()).toBe(l.title);
        const names = await cardNames(page);
        expect(names.length).toBeGreaterThan(10);
        expect(names).toContain('Les Tuffeaux');
        expect(names).not.toContain(l.lang === 'fr' ? 'Coffret Découverte' : 'Discovery Box');
        expect(await page.locator('.list-count').innerText()).toMatch(l.wines);
        // Ordered by price by default: the first card is the cheapest.
        const prices = (await page.locator('.product-card .price-amount').allInnerTexts()).map((p) => Number(plain(p).replace(/[^\d,.]/g, '').replace(',', '.')));
        expect(prices).toEqual([...prices].sort((a, b) => a - b));
        expect(await page.locator('.product-card .stock-badge').first().innerText()).toMatch(/En stock|In stock/);
        // A discounted wine shows its price before the discount, struck through.
        expect(await page.locator('.product-card .price-before').count()).toBeGreaterThan(0);
        const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text));
        expect(jsonLd.map((data) => data['@type'])).toEqual(expect.arrayContaining(['BreadcrumbList', 'ItemList']));
        expect(errors).toEqual([]);
        await page.close();
      });
    }

    it(`reaches boxes and gifts from the departments (${l.lang})`, async () => {
      const { page } = await openPage(browser, `${l.prefix}/nos-vins`);
      await page.locator('.kind-tabs a').nth(1).click();
      await page.waitForURL(/kind=BOX/);
      expect(await cardNames(page)).toContain(l.lang === 'fr' ? 'Coffret Découverte' : 'Discovery Box');
      await page.locator('.kind-tabs a').nth(2).click();
      await page.waitForURL(/kind=OTHER/);
      expect(await cardNames(page)).toContain(l.lang === 'fr' ? 'Carte cadeau' : 'Gift card');
      await page.close();
    });
  }

  it('is in the menu', async () => {
    const { page } = await openPage(browser, '/');
    await page.locator('header').getByRole('link', { name: 'Nos vins' }).first().click();
    await page.waitForURL(url('/nos-vins'));
    await page.close();
  });
});

describe('filters', () => {
  for (const l of languages) {
    it(`filter by colour change the address and the wines, and come off again (${l.lang})`, async () => {
      const { page, errors } = await openPage(browser, `${l.prefix}/nos-vins`);
      const before = await cardNames(page);
      await page.locator('.filter-panel').getByLabel(l.white, { exact: true }).check();
      await page.waitForURL(/colour=WHITE/);
      const whites = await cardNames(page);
      expect(whites.length).toBeGreaterThan(0);
      expect(whites.length).toBeLessThan(before.length);
      expect(whites).toContain('La Pierre Blanche');
      expect(whites).not.toContain('Les Tuffeaux');
      for (const chip of await page.locator('.product-card .colour-chip').allInnerTexts()) expect(chip).toBe(l.white);
      expect(await page.locator('.filter-panel').getByLabel(l.white, { exact: true }).isChecked()).toBe(true);

      // The chip of the active filter takes it back out.
      await page.locator('.active-filters .filter-chip').filter({ hasText: l.white }).click();
      await page.waitForURL(url(`${l.prefix}/nos-vins`));
      expect(await cardNames(page)).toEqual(before);
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  it('work without script, as a plain form', async () => {
    const context = await browser.newContext({ viewport: DESKTOP, javaScriptEnabled: false } satisfies BrowserContextOptions);
    const page = await context.newPage();
    await page.goto(url('/nos-vins'));
    await page.locator('.filter-panel').getByLabel('Rouge', { exact: true }).check();
    await page.locator('.filter-panel').getByLabel('Saumur-Champigny', { exact: true }).check();
    await page.getByRole('button', { name: 'Appliquer les filtres' }).click();
    await page.waitForURL(/colour=RED/);
    expect(page.url()).toContain('appellation=Saumur-Champigny');
    expect((await cardNames(page)).sort()).toEqual(['Clos des Tilleuls', 'Cuvée Henri', 'Les Tuffeaux']);
    await context.close();
  });

  it('say so clearly when nothing matches', async () => {
    const { page, status } = await openPage(browser, '/nos-vins?colour=SPARKLING&priceMax=10');
    expect(status).toBe(200);
    expect(await page.locator('.list-empty h2').innerText()).toBe('Aucun produit ne correspond à ces critères');
    await page.locator('.list-empty a').click();
    await page.waitForURL(url('/nos-vins'));
    await page.close();
  });
});

describe('search', () => {
  for (const l of languages) {
    it(`finds Les Côtes du Clos for “cote” from the header (${l.lang})`, async () => {
      const { page, errors } = await openPage(browser, l.prefix || '/');
      // Below 1536 px the header's search field waits behind its icon.
      await page.locator('header .header-search-toggle').click();
      const search = page.locator('header form[role="search"] input[type="search"]');
      await search.fill('cote');
      await search.press('Enter');
      await page.waitForURL(url(`${l.prefix}/products/search?search=cote`));
      expect(await page.locator('h1').innerText()).toContain('cote');
      expect(await cardNames(page)).toContain('Les Côtes du Clos');
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  it('narrows the results with the list filters, keeping the words searched', async () => {
    const { page } = await openPage(browser, '/products/search?search=saumur');
    const all = await cardNames(page);
    await page.locator('.filter-panel').getByLabel('Coffrets', { exact: true }).check();
    await page.waitForURL(/kind=BOX/);
    expect(page.url()).toContain('search=saumur');
    const boxes = await cardNames(page);
    expect(boxes.length).toBeGreaterThan(0);
    expect(boxes.length).toBeLessThan(all.length);
    await page.close();
  });

  it('says when nothing is found and leads back to the wines', async () => {
    const { page } = await openPage(browser, '/en_US/products/search?search=zzzzqx');
    expect(await page.locator('.list-empty h2').innerText()).toBe('No results for “zzzzqx”');
    expect(await page.locator('.list-empty a').getAttribute('href')).toBe('/en_US/nos-vins');
    await page.close();
  });
});

describe('a wine page', () => {
  for (const l of languages) {
    for (const [width, viewport] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
      it(`opens from the list and changes vintage and capacity (${l.lang}, ${width})`, async () => {
        const { page, errors } = await openPage(browser, `${l.prefix}/nos-vins`, viewport);
        const path = await cardPath(page, 'Les Tuffeaux');
        await page.locator('.product-card').filter({ hasText: 'Les Tuffeaux' }).locator('a.product-card-link').click();
        await page.waitForURL(url(path));
        expect(await page.locator('h1').innerText()).toBe('Les Tuffeaux');
        expect(plain(await priceOf(page))).toBe(l.twentyFour);

        await page.locator('[data-dimension="year"] a').filter({ hasText: '2023' }).click();
        await page.waitForURL(url(`${path}/2023`));
        expect(plain(await priceOf(page))).toBe(l.twentyThree);
        expect(await page.locator('[data-dimension="year"] a[aria-current]').innerText()).toContain('2023');

        await page.locator('[data-dimension="capacity"] a').filter({ hasText: /1[,.]5\sL/ }).click();
        await page.waitForURL(new RegExp(`${path}/detail/\\d+$`));
        expect(plain(await priceOf(page))).toBe(l.magnum);
        expect(await page.locator('.product-offer .stock-badge').innerText()).toMatch(/Plus que 8 en stock|Only 8 left in stock/);
        expect(errors).toEqual([]);
        await page.close();
      });
    }
  }

  it('tells search engines about the wine, its offers and its other language', async () => {
    const { page } = await openPage(browser, '/nos-vins');
    const path = await cardPath(page, 'Les Tuffeaux');
    await page.goto(url(path));
    expect(await page.title()).toContain('Les Tuffeaux');
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toContain('Saumur-Champigny');
    expect(await page.locator('link[rel=canonical]').getAttribute('href')).toBe(url(path));
    expect(await page.locator('link[rel=alternate][hreflang=en-US]').getAttribute('href')).toMatch(/\/en_US\/wines\/les-tuffeaux-saumur-champigny-red\/\d+$/);
    const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text));
    const product = jsonLd.find((data) => data['@type'] === 'Product');
    expect(product.offers).toHaveLength(3);
    expect(product.offers).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ price: '13.50', priceCurrency: 'EUR', availability: 'https://schema.org/InStock' }),
        expect.objectContaining({ price: '29.00', url: expect.stringMatching(/\/detail\/\d+$/) }),
      ]),
    );
    expect(jsonLd.find((data) => data['@type'] === 'BreadcrumbList').itemListElement).toHaveLength(3);
    await page.close();
  });

  it('shows the winemaker’s notes, pairings, awards, volume discounts and nutrition', async () => {
    const { page } = await openPage(browser, '/nos-vins');
    await page.goto(url(await cardPath(page, 'Les Tuffeaux')));
    const main = plain(await page.locator('main').innerText());
    expect(main).toContain('Notes de dégustation');
    expect(main).toContain('Framboise, cerise croquante');
    expect(main).toContain('Cabernet franc');
    expect(main).toContain('Médaille d’or');
    expect(main).toContain('-5 % dès 12 bouteilles');
    expect(main).toContain('Valeurs nutritionnelles');
    expect(await page.locator('.meal-icons li').count()).toBeGreaterThan(1);
    expect(await page.locator('.nutrition-ingredients strong').first().innerText()).toMatch(/sulfites/i);
    expect(await page.locator('.product-recommended .product-card').count()).toBeGreaterThan(0);
    expect(await page.locator('[data-e-label]').getAttribute('href')).toMatch(/^\/e\/\d+\/2024$/);
    await page.close();
  });

  it('links a technical sheet that is a PDF, in the page’s language', async () => {
    const { page } = await openPage(browser, '/en_US/nos-vins');
    await page.goto(url(await cardPath(page, 'Les Tuffeaux')));
    const href = await page.locator('[data-technical-sheet]').getAttribute('href');
    expect(href).toMatch(/^\/api\/product\/generate\/file\/\d+\/\d+\?lang=en_US$/);
    const response = await page.request.get(url(href!));
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/pdf');
    expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await page.close();
  });
});

describe('addresses', () => {
  async function tuffeaux(): Promise<{ fr: string; en: string; id: string }> {
    const { page } = await openPage(browser, '/nos-vins');
    const fr = await cardPath(page, 'Les Tuffeaux');
    await page.goto(url('/en_US/nos-vins'));
    const en = await cardPath(page, 'Les Tuffeaux');
    await page.close();
    return { fr, en, id: fr.split('/').at(-1)! };
  }

  it('send a missing, wrong or other-language slug to the canonical address with a 301', async () => {
    const { fr, en, id } = await tuffeaux();
    const page = await newPage(browser);
    for (const [asked, canonical] of [
      [`/wines/${id}`, fr],
      [`/wines/un-autre-nom/${id}`, fr],
      [`/wines/un-autre-nom/${id}/2023`, `${fr}/2023`],
      [`/products/un-autre-nom/${id}`, fr],
      [`${en.replace('/en_US', '')}`, fr],
      [`/en_US/wines/${fr.split('/')[2]}/${id}`, en],
    ]) {
      const response = await page.request.get(url(asked), { maxRedirects: 0 });
      expect(response.status(), asked).toBe(301);
      expect(response.headers().location, asked).toBe(canonical);
    }
    const landed = await page.goto(url(`/wines/un-autre-nom/${id}`));
    expect(landed?.status()).toBe(200);
    expect(page.url()).toBe(url(fr));
    await page.close();
  });

  it('answer 404 for an unknown product, vintage or declination', async () => {
    const { fr, id } = await tuffeaux();
    const page = await newPage(browser);
    for (const asked of ['/wines/inconnu/999999', `${fr}/1999`, `${fr}/detail/999999`, '/wines/pas-un-numero']) {
      const response = await page.goto(url(asked));
      expect(response?.status(), asked).toBe(404);
    }
    expect(await page.locator('main').innerText()).toContain('Cette page est introuvable.');
    const english = await page.goto(url(`/en_US/products/unknown/${Number(id) + 100000}`));
    expect(english?.status()).toBe(404);
    expect(await page.locator('main').innerText()).toContain('This page could not be found.');
    await page.close();
  });

  it('are all in the sitemap, in both languages with their alternates', async () => {
    const { fr, en } = await tuffeaux();
    const page = await newPage(browser);
    const response = await page.request.get(url('/sitemap.xml'));
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/xml');
    const xml = await response.text();
    expect(xml).toContain(`<loc>${url(fr)}</loc>`);
    expect(xml).toContain(`<loc>${url(en)}</loc>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="en-US" href="${url(en)}"/>`);
    expect(xml).toContain(`<loc>${url('/nos-vins')}</loc>`);
    expect(xml).toContain(`<loc>${url('/en_US/sale-terms')}</loc>`);
    expect(xml).toMatch(/<loc>[^<]*\/products\/coffret-decouverte-trois-bouteilles\/\d+<\/loc>/);
    await page.close();
  });
});

describe('accessibility', () => {
  for (const [width, viewport] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
    it(`the list, the search, a wine and a box pass the WCAG checks (${width})`, async () => {
      const { page } = await openPage(browser, '/nos-vins?colour=RED', viewport);
      await expectNoAxeViolations(page);
      const wine = await cardPath(page, 'Les Tuffeaux');
      for (const path of ['/en_US/products/search?search=cote', wine, '/en_US/nos-vins?kind=BOX']) {
        await page.goto(url(path), { waitUntil: 'networkidle' });
        await expectNoAxeViolations(page);
      }
      await page.goto(url(await cardPath(page, 'Discovery Box')), { waitUntil: 'networkidle' });
      await expectNoAxeViolations(page);
      // The search page has two search forms, the header's and its own: named apart.
      for (const path of ['/products/search', '/en_US/products/search?search=cote']) {
        await page.goto(url(path), { waitUntil: 'networkidle' });
        await expectNoAxeViolations(page, { bestPractice: true });
      }
      await page.close();
    });
  }
});
