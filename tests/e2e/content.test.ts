import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectNoAxeViolations } from './axe';
import { DESKTOP, launchBrowser, openPage, PHONE, url } from './browser';
import { lastMailTo } from './outbox';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const LANGS = [
  { lang: 'fr_FR', prefix: '', news: 'Actualités', blog: 'Blog', gallery: '/galerie', seasons: 'Au fil des saisons', register: 'Je m’inscris' },
  { lang: 'en_US', prefix: '/en_US', news: 'News', blog: 'Blog', gallery: '/en_US/gallery', seasons: 'Through the seasons', register: 'Register' },
] as const;

/** The schema.org types a page describes itself with. */
async function jsonLdTypes(page: Page): Promise<string[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => (JSON.parse(text) as { '@type': string })['@type']);
}

const breadcrumb = (page: Page) => page.locator('main nav.breadcrumb');

describe('the menu', () => {
  for (const { prefix } of LANGS) {
    it(`leads to pages that render, every entry (${prefix || 'French'})`, async () => {
      const { page } = await openPage(browser, prefix || '/');
      const hrefs = await page.locator('header nav a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
      const internal = [...new Set(hrefs.filter((href) => href.startsWith('/')))];
      // Home, the estate's pages, the gallery, the wines, visits, news, blog, contact.
      expect(internal.length).toBeGreaterThanOrEqual(9);
      expect(internal).toEqual(expect.arrayContaining([`${prefix}/actualites`, `${prefix}/blog`, prefix === '' ? '/galerie' : '/en_US/gallery']));
      for (const href of internal) {
        const response = await page.goto(url(href), { waitUntil: 'domcontentloaded' });
        expect(response?.status(), href).toBe(200);
        expect((await page.locator('main h1').first().innerText()).trim(), href).not.toBe('');
      }
      await page.close();
    });
  }
});

describe('the home page', () => {
  it('shows the promoted news as a carousel, the estate’s wines and the next events', async () => {
    const { page, errors } = await openPage(browser, '/');
    const carousel = page.locator('[data-carousel]');
    await expect.poll(() => carousel.locator('[data-carousel-status]').innerText()).toBe('1 / 2');
    expect(await carousel.locator('h3').first().innerText()).toBe('Nos coffrets pour les fêtes');
    await carousel.getByRole('button', { name: 'Actualité suivante' }).click();
    await expect.poll(() => carousel.locator('[data-carousel-status]').innerText()).toBe('2 / 2');
    await carousel.getByRole('link', { name: /Lire la suite.*Vendanges 2026/ }).click();
    await page.waitForURL(/\/news\/vendanges-2026-un-millesime-de-caractere\/\d+$/);

    await page.goto(url('/'));
    const wines = page.locator('section[aria-labelledby="home-wines-title"] .product-card');
    expect(await wines.count()).toBe(4);
    const wine = await wines.first().locator('a').getAttribute('href');
    expect(wine).toMatch(/^\/wines\/[^/]+\/\d+$/);
    // The home page shows the next three events not yet over, as the API lists them now.
    const coming = (await (await fetch(url(`/api/element/evenements?endsAt=gte:${new Date().toISOString()}`))).json()).data as { total: number };
    expect(coming.total).toBeGreaterThan(0);
    const events = page.locator('section[aria-labelledby="home-events-title"] article');
    expect(await events.count()).toBe(Math.min(3, coming.total));
    expect(errors).toEqual([]);
    await expectNoAxeViolations(page);
    await page.close();
  });

  it('shows the same in English, on a phone', async () => {
    const { page, errors } = await openPage(browser, '/en_US', PHONE);
    expect(await page.getByRole('heading', { name: 'Featured' }).count()).toBe(1);
    expect(await page.locator('[data-carousel] h3').first().innerText()).toBe('Our gift boxes for the holidays');
    expect(await page.locator('section[aria-labelledby="home-wines-title"] .product-card').count()).toBe(4);
    expect(await page.getByRole('heading', { name: 'Coming up at the estate' }).count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);
    expect(errors).toEqual([]);
    await expectNoAxeViolations(page);
    await page.close();
  });
});

describe('news', () => {
  for (const { prefix, news } of LANGS) {
    it(`reads a news item and goes back through its breadcrumb (${prefix || 'French'})`, async () => {
      const { page, errors } = await openPage(browser, `${prefix}/actualites`);
      expect(await page.locator('main h1').innerText()).toBe(news);
      const cards = page.locator('main .content-card');
      expect(await cards.count()).toBe(7);
      await expectNoAxeViolations(page);

      const first = cards.first().locator('.content-card-link');
      const title = await first.innerText();
      await first.click();
      await page.waitForURL(new RegExp(`${prefix}/news/[^/]+/\\d+$`));
      expect(await page.locator('main h1').innerText()).toBe(title);
      expect(await breadcrumb(page).locator('[aria-current="page"]').innerText()).toBe(title);
      expect(await jsonLdTypes(page)).toEqual(expect.arrayContaining(['Article', 'BreadcrumbList']));
      expect(errors).toEqual([]);
      await expectNoAxeViolations(page);

      await breadcrumb(page).getByRole('link', { name: news }).click();
      await page.waitForURL(url(`${prefix}/actualites`));
      await page.close();
    });
  }

  it('moves an address without its slug or with another one to the language’s address, and knows no other id', async () => {
    const list = await (await fetch(url('/api/news?nbItem=1'), { headers: { userLang: 'en_US' } })).json();
    const { id, slug, slugs } = list.data.news[0] as { id: number; slug: string; slugs: { fr_FR: string } };
    for (const [path, target] of [
      [`/news/${id}`, `/news/${slugs.fr_FR}/${id}`],
      [`/news/not-its-slug/${id}`, `/news/${slugs.fr_FR}/${id}`],
      [`/en_US/news/${slugs.fr_FR}/${id}`, `/en_US/news/${slug}/${id}`],
      [`/en_US/news/${id}`, `/en_US/news/${slug}/${id}`],
    ]) {
      const response = await fetch(url(path), { redirect: 'manual' });
      expect(response.status, path).toBe(301);
      expect(new URL(response.headers.get('location')!, url('/')).pathname, path).toBe(target);
    }
    for (const path of ['/news/some-slug/99999', '/news/99999', '/news/some-slug/abc', '/actualites?page=9', '/actualites?page=zero']) {
      expect((await fetch(url(path))).status, path).toBe(404);
    }
  });
});

describe('the blog', () => {
  for (const { prefix, blog, seasons } of LANGS) {
    it(`reads a post through its folder and goes back through the breadcrumb (${prefix || 'French'})`, async () => {
      const { page, errors } = await openPage(browser, `${prefix}/blog`);
      expect(await page.locator('main .content-card').count()).toBe(7);
      await expectNoAxeViolations(page);

      await page.locator('.folder-links').getByRole('link', { name: new RegExp(seasons) }).click();
      await page.waitForURL(new RegExp(`${prefix}/blog/[^/]+/\\d+$`));
      expect(await page.locator('main h1').innerText()).toBe(seasons);
      expect(await page.locator('main .content-card').count()).toBe(4);

      const post = page.locator('main .content-card-link').first();
      const title = await post.innerText();
      await post.click();
      await page.waitForURL(new RegExp(`${prefix}/blog/article/[^/]+/\\d+$`));
      expect(await page.locator('main h1').innerText()).toBe(title);
      const crumbs = await breadcrumb(page).locator('li').allInnerTexts();
      expect(crumbs.slice(1)).toEqual([blog, seasons, title]);
      expect(await jsonLdTypes(page)).toEqual(expect.arrayContaining(['Article', 'BreadcrumbList']));
      await expectNoAxeViolations(page);

      await breadcrumb(page).getByRole('link', { name: seasons }).click();
      await page.waitForURL(new RegExp(`${prefix}/blog/[^/]+/\\d+$`));
      await breadcrumb(page).getByRole('link', { name: blog }).click();
      await page.waitForURL(url(`${prefix}/blog`));
      expect(errors).toEqual([]);
      await page.close();
    });
  }
});

describe('albums', () => {
  for (const { prefix, gallery } of LANGS) {
    it(`opens an album and moves through it with the keys (${prefix || 'French'})`, async () => {
      const { page, errors } = await openPage(browser, gallery);
      expect(await page.locator('main .content-card').count()).toBe(2);
      await expectNoAxeViolations(page);

      await page.locator('main .content-card-link').last().click();
      await page.waitForURL(new RegExp(`${prefix}/albums/[^/]+/\\d+$`));
      const items = page.locator('[data-slider-gallery] a[data-slider-item]');
      expect(await items.count()).toBe(7);
      await expectNoAxeViolations(page);

      await items.first().click();
      const counter = page.locator('.pswp .pswp__counter');
      await page.getByRole('dialog').waitFor();
      await expect.poll(() => counter.innerText()).toBe('1 / 7');
      // The keys move the slider once it holds the focus, at the end of its opening.
      await expect.poll(() => page.evaluate(() => document.activeElement?.closest('.pswp') != null)).toBe(true);
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => counter.innerText()).toBe('2 / 7');
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      await expect.poll(() => counter.innerText()).toBe('7 / 7');
      // The last entry is the hosted video, played in its provider's player.
      expect(await page.locator('.pswp iframe').count()).toBeGreaterThan(0);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      expect(errors).toEqual([]);
      await page.close();
    });
  }
});

describe('events', () => {
  for (const { lang, prefix, register } of LANGS) {
    it(`registers for an event and gets the e-mail (${prefix || 'French'})`, async () => {
      const email = `registration.${lang.toLowerCase()}.${Date.now()}@example.fr`;
      const { page, errors } = await openPage(browser, `${prefix}/evenements`, lang === 'fr_FR' ? DESKTOP : PHONE);
      const cards = page.locator('main .content-card');
      expect(await cards.count()).toBe(2);
      await expectNoAxeViolations(page);
      await cards.first().locator('.content-card-link').click();
      await page.waitForURL(new RegExp(`${prefix}/evenements/[^/]+/\\d+$`));
      expect(await jsonLdTypes(page)).toEqual(expect.arrayContaining(['Event', 'BreadcrumbList']));
      await expectNoAxeViolations(page);

      const form = page.locator('form[data-event-registration]');
      await form.getByLabel(lang === 'fr_FR' ? 'Nom' : 'Name', { exact: true }).fill('Camille Martin');
      await form.getByLabel('E-mail').fill(email);
      await form.getByLabel(lang === 'fr_FR' ? 'Nombre de places' : 'Number of places').fill('3');
      await form.getByRole('button', { name: register }).click();
      const done = page.getByRole('status').filter({ hasText: lang === 'fr_FR' ? 'confirmée pour 3 places' : 'for 3 places is confirmed' });
      await done.waitFor();
      expect(await form.isHidden()).toBe(true);

      const mail = await lastMailTo(email);
      expect(mail.subject).toMatch(lang === 'fr_FR' ? /^Votre inscription\u00a0: Portes ouvertes de printemps/ : /^Your registration: Spring open days/);
      expect(mail.text).toContain(lang === 'fr_FR' ? 'Places réservées\u00a0: 3' : 'Places booked: 3');
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  it('shows the server’s message above the button when it refuses the registration', async () => {
    const { page } = await openPage(browser, '/evenements');
    await page.locator('main .content-card-link').last().click();
    await page.waitForURL(/\/evenements\/[^/]+\/\d+$/);
    const form = page.locator('form[data-event-registration]');
    await form.getByLabel('Nom', { exact: true }).fill('Camille Martin');
    await form.getByLabel('E-mail').fill('not-an-address@');
    await form.getByRole('button', { name: 'Je m’inscris' }).click();
    // The browser stops an address it can tell is wrong; the server's rules speak for the rest.
    expect(await form.getByLabel('E-mail').evaluate((input: HTMLInputElement) => input.validity.valid)).toBe(false);
    await form.getByLabel('E-mail').fill(`camille.${Date.now()}@example.fr`);
    await form.getByLabel('Téléphone').fill('12');
    await form.getByRole('button', { name: 'Je m’inscris' }).click();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'téléphone' }).count()).toBe(1);
    expect(await form.isVisible()).toBe(true);
    await page.close();
  });
});
