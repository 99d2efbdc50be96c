import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { formatPrice } from '~/lib/catalogue-format';
import { memberPrice } from '~/lib/rules/member-price';
import { DESKTOP, launchBrowser, markPopupsSeen, PHONE, url } from './browser';
import { clubReadyCustomer, joinDiscovery, type ClubReady } from './club-customer';
import { newCustomer, sessionToken, signIn, type Customer } from './customer';
import { rawRequest } from './raw-http';

// The member price on a wine page (docs/club.md, "The member price"): the page is cached for
// everyone, one HTML for all; a member's browser asks the session for the discount and shows the
// member price under the price, a visitor's sees nothing new (and asks nothing).

/** Where a run leaves its screenshots (SCREENSHOT_DIR), to look at them; a temporary folder otherwise. */
const screenshots = process.env.SCREENSHOT_DIR ?? join(tmpdir(), 'shop-member-price-screenshots');
const PERRIERES = 4; // Les Perrières, sold by six, stock not counted
const DISCOVERY_DISCOUNT = 1_000; // the demo's Découverte: 10 % off

let browser: Browser;
let member: ClubReady;
let wine: { path: string; price: number };
beforeAll(async () => {
  browser = await launchBrowser();
  await mkdir(screenshots, { recursive: true });
}, 60_000);

/** A member of the demo's Découverte (joined through the API), once for the file; expect.poll needs a test to run in. */
async function ensureMember(): Promise<void> {
  if (member) return;
  member = await clubReadyCustomer('member-price', 'fr_FR', { firstname: 'Hélène', lastname: 'Rousseau', address: '14 rue Nationale', postalCode: '37000', city: 'Tours' });
  await joinDiscovery(member, 'COLLECTION');
  const product = await member.api.call<{ path: string; declinations: { finalPrice: number }[] }>('GET', `/product/${PERRIERES}`);
  wine = { path: product.data.path, price: product.data.declinations[0].finalPrice };
}
afterAll(() => browser?.close());

async function pageFor(viewport: typeof PHONE, signedIn: boolean | Customer) {
  const context = await browser.newContext({ viewport });
  await markPopupsSeen(context);
  if (signedIn) await signIn(context, signedIn === true ? member.customer : signedIn, 'fr_FR');
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const sessionCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/logged') sessionCalls.push(request.url());
  });
  return { context, page, errors, sessionCalls };
}

describe('the member price on a wine page', () => {
  it('fr_FR on a phone: a member sees it under the price; a visitor does not, and asks nothing', async () => {
    await ensureMember();
    const expected = `Prix membre\u00a0: ${formatPrice(memberPrice(wine.price, DISCOVERY_DISCOUNT), 'fr_FR')}`;
    const asMember = await pageFor(PHONE, true);
    try {
      await asMember.page.goto(url(wine.path));
      const line = asMember.page.locator('[data-member-price]');
      // The line keeps its room from the first paint, then the session's answer fills it.
      await expect.poll(() => line.innerText()).toBe(expected);
      // Under the price, in the offer.
      const [price, memberLine] = await Promise.all([asMember.page.locator('.offer-price [data-price]').boundingBox(), line.boundingBox()]);
      expect(memberLine!.y).toBeGreaterThan(price!.y);
      expect(await asMember.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      await line.scrollIntoViewIfNeeded();
      await asMember.page.screenshot({ path: join(screenshots, 'member-price-fr-phone.png'), fullPage: false });
      expect(asMember.sessionCalls).toHaveLength(1);
      expect(asMember.errors).toEqual([]);
    } finally {
      await asMember.context.close();
    }

    const asVisitor = await pageFor(PHONE, false);
    try {
      await asVisitor.page.goto(url(wine.path), { waitUntil: 'networkidle' });
      await asVisitor.page.locator('.offer-price [data-price]').waitFor();
      expect(await asVisitor.page.locator('[data-member-price]').isHidden()).toBe(true);
      expect(await asVisitor.page.locator('main').innerText()).not.toContain('Prix membre');
      expect(asVisitor.sessionCalls).toEqual([]);
      expect(asVisitor.errors).toEqual([]);
    } finally {
      await asVisitor.context.close();
    }
  });

  it('keeps the line’s room from the first paint for a member, so nothing below moves; a customer outside the club has it kept once, not again', async () => {
    await ensureMember();
    /** Opens the wine page with the session's answer held back, and measures from the price to what follows the line, before and after it. */
    async function opened(page: Page) {
      let answer!: () => void;
      const held = new Promise<void>((resolve) => (answer = resolve));
      await page.route('**/api/logged', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(url(wine.path), { waitUntil: 'domcontentloaded' });
      const gap = async () => {
        const [price, below] = await Promise.all([page.locator('.offer-price [data-price]').boundingBox(), page.locator('.product-offer > :nth-child(2)').boundingBox()]);
        return Math.round(below!.y - price!.y);
      };
      const before = await gap();
      const room = await page.locator('[data-member-price]').evaluate((line) => line.getBoundingClientRect().height);
      answer();
      return { before, room, gap };
    }

    const asMember = await pageFor(PHONE, true);
    try {
      const { before, room, gap } = await opened(asMember.page);
      expect(room).toBeGreaterThan(20);
      await expect.poll(() => asMember.page.locator('[data-member-price]').innerText()).toMatch(/^Prix membre/);
      expect(await gap()).toBe(before);
    } finally {
      await asMember.context.close();
    }

    const outsider = await newCustomer(`hors-club-${Date.now()}@example.com`, 'vendanges2026', 'fr_FR');
    const asOutsider = await pageFor(PHONE, outsider);
    try {
      const first = await opened(asOutsider.page);
      expect(first.room).toBeGreaterThan(20);
      // Told it is outside the club: the room goes, and the browser remembers it.
      await expect.poll(() => asOutsider.page.locator('[data-member-price]').evaluate((line) => line.getBoundingClientRect().height)).toBe(0);
      const second = await opened(asOutsider.page);
      expect(second.room).toBe(0);
      await asOutsider.page.waitForLoadState('networkidle');
      expect(await second.gap()).toBe(second.before);
      expect(asOutsider.errors).toEqual([]);
    } finally {
      await asOutsider.context.close();
    }
  });

  it('en_US on a desktop: a member sees it in English', async () => {
    await ensureMember();
    const asMember = await pageFor(DESKTOP, true);
    try {
      await asMember.page.goto(url(`/en_US${wine.path}`));
      const line = asMember.page.locator('[data-member-price]');
      await expect.poll(() => line.innerText()).toBe(`Member price: ${formatPrice(memberPrice(wine.price, DISCOVERY_DISCOUNT), 'en_US')}`);
      await asMember.page.screenshot({ path: join(screenshots, 'member-price-en-desktop.png'), fullPage: false });
      expect(asMember.errors).toEqual([]);
    } finally {
      await asMember.context.close();
    }
  });

  it('leaves the cached HTML the same for a visitor and a member, with no member price in it', async () => {
    await ensureMember();
    const cookie = `token=${await sessionToken(member.customer, 'fr_FR')}; idSite=1`;
    expect((await member.api.call<{ memberDiscount: number }>('GET', '/logged')).data.memberDiscount).toBe(DISCOVERY_DISCOUNT);
    const visitor = await rawRequest(wine.path, { 'accept-encoding': 'identity' });
    const asMember = await rawRequest(wine.path, { 'accept-encoding': 'identity', cookie });
    expect(visitor.status).toBe(200);
    expect(asMember.status).toBe(200);
    expect(asMember.headers.etag).toBe(visitor.headers.etag);
    expect(asMember.body.equals(visitor.body)).toBe(true);
    const html = visitor.body.toString('utf8');
    expect(html).toMatch(/<p[^>]*data-member-price="\d+"[^>]*hidden[^>]*><\/p>/);
    // The words are only the template the script fills in, never a price.
    expect(html.match(/Prix membre/g)).toHaveLength(1);
    expect(html).toContain('data-template="Prix membre\u00a0: {price}"');
  });
});
