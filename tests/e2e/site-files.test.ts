import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage, url } from './browser';

// The files crawlers and browsers ask for at the root of the site, whatever the pages link:
// /robots.txt pointing to the sitemap, /favicon.ico; and what the sitemap and the cart page say
// to search engines.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Whether a crawler following these Disallow lines may fetch `path` (the longest-prefix rule, without wildcards). */
function allowed(robots: string, path: string): boolean {
  const disallowed = [...robots.matchAll(/^Disallow: (\S+)$/gm)].map((match) => match[1]!);
  return !disallowed.some((prefix) => path.startsWith(prefix));
}

describe('/robots.txt', () => {
  it('points to the sitemap at the public address and keeps crawlers out of the visitor’s own pages only', async () => {
    const response = await fetch(url('/robots.txt'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const robots = await response.text();
    // The browser tests' shop runs with its public address set to where they reach it.
    expect(robots).toMatch(new RegExp(`^Sitemap: ${url('/sitemap.xml').replace(/[.?]/g, '\\$&')}$`, 'm'));
    expect(robots).toMatch(/^User-agent: \*$/m);
    for (const path of ['/cart/shipping', '/en_US/cart/payment', '/fr_FR/cart/address', '/account', '/en_US/account/orders', '/order/success', '/api/product', '/admin']) {
      expect(allowed(robots, path), path).toBe(false);
    }
    // The cart page itself, the catalogue and the content stay open.
    for (const path of ['/cart', '/en_US/cart', '/', '/nos-vins', '/en_US/wines/les-tuffeaux-saumur-champigny-red/1', '/oenotourisme', '/sitemap.xml']) {
      expect(allowed(robots, path), path).toBe(true);
    }
  });
});

describe('/favicon.ico', () => {
  it('is an icon browsers draw, kept for a day', async () => {
    const response = await fetch(url('/favicon.ico'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/x-icon');
    expect(Number(/max-age=(\d+)/.exec(response.headers.get('cache-control') ?? '')?.[1])).toBeGreaterThanOrEqual(86_400);
    const bytes = new Uint8Array(await response.arrayBuffer());
    // An ICO file: reserved 0, type 1 (icon), one image or more.
    expect([...bytes.subarray(0, 4)]).toEqual([0, 0, 1, 0]);

    // Drawn by the browser in a blank page (the shop's own non-HTML answers forbid loading anything).
    const page = await newPage(browser);
    const size = await page.evaluate(async (src) => {
      const image = new Image();
      image.src = src;
      await image.decode();
      return [image.naturalWidth, image.naturalHeight];
    }, url('/favicon.ico'));
    expect(size[0]).toBeGreaterThanOrEqual(32);
    expect(size[1]).toBeGreaterThanOrEqual(32);
    await page.context().close();
  });
});

describe('the sitemap', () => {
  it('lists the wine tourism services in both languages, with their alternates', async () => {
    const xml = await (await fetch(url('/sitemap.xml'))).text();
    const services = (await (await fetch(url('/api/service'), { headers: { userLang: 'fr_FR' } })).json()) as { data: { services: { id: number; slug: string; slugs: Record<string, string> }[] } };
    expect(services.data.services.length).toBeGreaterThan(0);
    for (const service of services.data.services) {
      const french = url(`/oenotourisme/${service.slugs.fr_FR}/${service.id}`);
      const english = url(`/en_US/oenotourisme/${service.slugs.en_US}/${service.id}`);
      expect(xml).toContain(`<loc>${french}</loc>`);
      expect(xml).toContain(`<loc>${english}</loc>`);
      expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="en-US" href="${english}"/>`);
    }
    // The events stay listed too.
    expect(xml).toMatch(/<loc>[^<]*\/en_US\/evenements\/[^<]+\/\d+<\/loc>/);
  });
});

describe('the cart page', () => {
  it('may be indexed, and describes itself in both languages', async () => {
    const page = await newPage(browser);
    for (const [path, description] of [
      ['/cart', /^Votre panier/],
      ['/en_US/cart', /^Your cart/],
    ] as const) {
      expect((await page.goto(url(path)))?.status()).toBe(200);
      expect(await page.locator('meta[name="robots"]').count()).toBe(0);
      expect(await page.locator('meta[name="description"]').getAttribute('content')).toMatch(description);
    }
    // The pages that are the visitor's own keep out of search engines.
    await page.goto(url('/auth'));
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
    await page.context().close();
  });
});
