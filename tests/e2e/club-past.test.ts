import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { Lang } from '~/lib/i18n';
import { myPastBoxesSchema, type MyPastBoxes } from '~/lib/contracts/club-past';
import { createPglite } from '~/server/db/pglite';
import { expectNoAxeViolations } from './axe';
import { launchBrowser, markPopupsSeen, PHONE } from './browser';
import { callShop, newCustomer, within } from './shop-api';
import { adminAccount, freePort, startShop, type ShopProcess } from './shop-process';

// The member's past shipments in the browser (docs/club.md, "The member's space"): a member of the
// demo's "Découverte" with a box skipped last summer and this autumn's box charged by the charge
// run (the owner's « Lancer maintenant »). The shop is the test's own, on PGlite: stopped once so
// that the test writes the membership and the shipments as the owner's preparation and a past run
// leave them (the owner cannot date a shipment in the past), then started again to charge.

const screenshots = process.env.SCREENSHOT_DIR ?? join(tmpdir(), 'shop-club-past-screenshots');
const DESKTOP_1280 = { width: 1280, height: 900 };
const DAY = 86_400_000;
const parisDay = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(at);

describe('past shipments in the member’s space', () => {
  let dataDir: string;
  let shop: ShopProcess;
  let browser: Browser;
  let token: string;
  let orderId: number;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'shop-club-past-'));
    await mkdir(screenshots, { recursive: true });
    shop = await startShop(dataDir, await freePort());
    const admin = await adminAccount(shop.output());
    const email = `passe-${Date.now()}@example.com`;
    await newCustomer(shop, dataDir, email, 'vendanges2026');
    await shop.stop();

    const db = await createPglite({ dataDir: join(dataDir, 'pglite') });
    const one = async <T>(query: string, params: unknown[] = []) => (await db.query<T>(query, params)).rows[0];
    const { id: userId } = await one<{ id: number }>('select id from shop_user where email = $1', [email]);
    await db.query("update shop_user set firstname = 'Louise', lastname = 'Caviste' where id = $1", [userId]);
    await db.query("insert into sandbox_card (token, behaviour, brand, last4, exp_month, exp_year) values ('sbx_card_e2e_past', 'KEEP', 'Visa', '4242', 12, extract(year from now())::int + 3)");
    const { id: cardId } = await one<{ id: number }>("insert into kept_card (user_id, provider, card_reference, brand, last4, exp_month, exp_year, is_default, lang) values ($1, 'sandbox', 'sbx_card_e2e_past', 'Visa', '4242', 12, extract(year from now())::int + 3, true, 'fr_FR') returning id", [userId]);
    const { formula_id: formulaId } = await one<{ formula_id: number }>("select formula_id from club_formula_translation where lang = 'fr_FR' and name = 'Découverte'");
    const { id: membershipId } = await one<{ id: number }>(
      "insert into club_membership (user_id, formula_id, status, since, kept_card_id, delivery_mode, terms_accepted_at, terms_version, lang) values ($1, $2, 'ACTIVE', now() - interval '200 days', $3, 'COLLECTION', now(), 'e2e', 'fr_FR') returning id",
      [userId, formulaId, cardId],
    );
    const wine = await one<{ id: number; price: number }>("select id, price from declination where reference = 'TIL-CLO-2022-75'");
    await db.query('update declination set quantity = 500, tracks_stock = true where id = $1', [wine.id]);
    const box = async (title: string, status: 'DONE' | 'OPEN', chargeOn: string, boxStatus: 'SKIPPED' | 'PLANNED') => {
      const { id: shipmentId } = await one<{ id: number }>("insert into club_shipment (formula_id, title, status, charge_on, cutoff_at, price) values ($1, $2, $3, $4, now() - interval '1 hour', $5) returning id", [formulaId, title, status, chargeOn, wine.price * 6]);
      const { id } = await one<{ id: number }>("insert into club_box (shipment_id, membership_id, status, price, delivery_mode, skipped_at) values ($1, $2, $3, $4, 'COLLECTION', case when $3 = 'SKIPPED' then now() end) returning id", [shipmentId, membershipId, boxStatus, wine.price * 6]);
      await db.query('insert into club_box_line (box_id, declination_id, quantity, unit_price) values ($1, $2, 6, $3)', [id, wine.id, wine.price]);
      return shipmentId;
    };
    await box('Été', 'DONE', parisDay(new Date(Date.now() - 120 * DAY)), 'SKIPPED');
    const autumn = await box('Automne', 'OPEN', parisDay(new Date()), 'PLANNED');
    await db.close();

    shop = await startShop(dataDir, await freePort());
    const owner = await callShop(shop, 'POST', '/login', { body: { email: admin.email, password: admin.password } });
    expect(owner.status).toBe(200);
    // The worker's sweep may have charged it first: either way the box is charged once.
    const started = await callShop(shop, 'POST', `/admin/club/run/${autumn}/start`, { cookie: owner.cookie, body: {} });
    expect([200, 409]).toContain(started.status);
    const member = await callShop(shop, 'POST', '/login', { body: { email, password: 'vendanges2026' } });
    expect(member.status).toBe(200);
    token = /token=([^;]+)/.exec(member.cookie)![1];
    let past: MyPastBoxes = { boxes: [], more: false };
    await within(60_000, async () => {
      past = myPastBoxesSchema.parse((await callShop(shop, 'GET', '/user/club/past-boxes', { cookie: member.cookie })).json.data);
      return past.boxes[0]?.outcome === 'CHARGED';
    }, 'the autumn box charged and its shipment done');
    expect(past.boxes.map((b) => [b.title, b.outcome])).toEqual([
      ['Automne', 'CHARGED'],
      ['Été', 'SKIPPED'],
    ]);
    orderId = past.boxes[0].orderId!;
    expect(orderId).toEqual(expect.any(Number));
    browser = await launchBrowser();
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  async function pageIn(lang: Lang, viewport: { width: number; height: number }) {
    const context = await browser.newContext({ viewport });
    await markPopupsSeen(context, shop.baseUrl);
    await context.addCookies([
      { name: 'token', value: token, url: shop.baseUrl, httpOnly: true, sameSite: 'Lax' },
      { name: 'idSite', value: '1', url: shop.baseUrl, sameSite: 'Lax' },
    ]);
    const page = await context.newPage();
    await page.goto(`${shop.baseUrl}${lang === 'en_US' ? '/en_US' : ''}/account/club`);
    await page.locator('[data-account-panel]').evaluate((panel) => Promise.all(panel.getAnimations().map((animation) => animation.finished)));
    return { context, page };
  }

  it('fr_FR on a phone: the charged box with its order, the skipped one, and the order opens', async () => {
    const { context, page } = await pageIn('fr_FR', PHONE);
    try {
      const section = page.locator('[data-club-past]');
      expect(await section.locator('h3').innerText()).toBe('Envois précédents');
      const charged = section.locator('[data-past-outcome="CHARGED"]');
      const text = await charged.innerText();
      expect(text).toContain('Automne');
      expect(text).toMatch(/Prélevé\u00a0: \d/);
      expect(text).toContain('6\u00a0×');
      expect(text).toContain('retrait au caveau');
      expect(await section.locator('[data-past-outcome="SKIPPED"]').innerText()).toContain('Sauté\u00a0: ni envoyé ni prélevé');
      // The newest first.
      expect(await section.locator('[data-past-box]').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-past-outcome')))).toEqual(['CHARGED', 'SKIPPED']);
      await expectNoAxeViolations(page);
      await section.scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(screenshots, 'club-past-fr-390.png'), fullPage: true });
      await section.screenshot({ path: join(screenshots, 'club-past-fr-390-section.png') });
      await charged.locator('[data-past-order]').click();
      await page.waitForURL(`${shop.baseUrl}/account/orders/${orderId}`);
    } finally {
      await context.close();
    }
  });

  it('en_US on a desktop and the other sizes: the screenshots', async () => {
    for (const [lang, viewport, name] of [
      ['en_US', DESKTOP_1280, 'club-past-en-1280'],
      ['en_US', PHONE, 'club-past-en-390'],
      ['fr_FR', DESKTOP_1280, 'club-past-fr-1280'],
    ] as const) {
      const { context, page } = await pageIn(lang, viewport);
      try {
        const section = page.locator('[data-club-past]');
        if (lang === 'en_US') {
          expect(await section.locator('h3').innerText()).toBe('Past shipments');
          expect(await section.locator('[data-past-outcome="CHARGED"]').innerText()).toMatch(/Charged: /);
          expect(await section.locator('[data-past-order]').getAttribute('href')).toBe(`/en_US/account/orders/${orderId}`);
        }
        await page.screenshot({ path: join(screenshots, `${name}.png`), fullPage: true });
        await section.screenshot({ path: join(screenshots, `${name}-section.png`) });
      } finally {
        await context.close();
      }
    }
  });
});
