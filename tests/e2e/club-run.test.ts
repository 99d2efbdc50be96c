import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { expectNoAxeViolations } from './axe';
import { DESKTOP, launchBrowser } from './browser';
import { postgresServerUrl, throwawayDatabase } from '../postgres-server';
import { callShop, newCustomer } from './shop-api';
import { adminAccount, freePort, startShop, type ShopProcess } from './shop-process';

// The owner's charge run in the browser, English on a desktop (docs/club.md, "The charge run"):
// a shipment due today with two members' boxes, one card that pays and one the bank declines; the
// owner runs it from the back office, sees the declined member and why, the member keeps a new card,
// the owner retries them and sees the box charged. The shipment and the boxes are written as the
// owner's preparation leaves them, on a shop of the test's own on PostgreSQL (needs TEST_DATABASE_URL).

describe.skipIf(!postgresServerUrl)('the club charge run in the back office (needs TEST_DATABASE_URL)', () => {
  const database = throwawayDatabase('shop_club_run');
  let dataDir: string;
  let shop: ShopProcess;
  let browser: Browser;
  let db: pg.Client;
  let adminCookie: string;

  beforeAll(async () => {
    await database.create();
    dataDir = await mkdtemp(join(tmpdir(), 'shop-club-run-'));
    shop = await startShop(dataDir, await freePort(), { env: { DATABASE_URL: database.url, DEMO: '1', ADMIN_EMAIL: 'owner@club-run.test' } });
    const admin = await adminAccount(shop.output());
    const signedIn = await callShop(shop, 'POST', '/login', { body: { email: admin.email, password: admin.password } });
    expect(signedIn.status).toBe(200);
    adminCookie = signedIn.cookie;
    db = new pg.Client({ connectionString: database.url });
    await db.connect();
    browser = await launchBrowser();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await db?.end();
    await shop?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
    await database.drop();
  });

  /** A card kept at the sandbox for the customer, behaving as the sandbox's kept test cards do. */
  async function keepCard(userId: number, behaviour: 'KEEP' | 'DECLINE_LATER', last4: string) {
    const token = `sbx_card_e2e_${userId}_${last4}`;
    await db.query(`insert into sandbox_card (token, behaviour, brand, last4, exp_month, exp_year) values ($1, $2, 'Visa', $3, 12, extract(year from now())::int + 3)`, [token, behaviour, last4]);
    await db.query('update kept_card set is_default = false where user_id = $1', [userId]);
    const { rows } = await db.query(`insert into kept_card (user_id, provider, card_reference, brand, last4, exp_month, exp_year, is_default, lang) values ($1, 'sandbox', $2, 'Visa', $3, 12, extract(year from now())::int + 3, true, 'en_US') returning id`, [userId, token, last4]);
    return rows[0].id as number;
  }

  async function member(formulaId: number, name: string, behaviour: 'KEEP' | 'DECLINE_LATER', last4: string) {
    const email = `${name.toLowerCase()}-${Date.now()}@example.com`;
    await newCustomer(shop, dataDir, email, 'vendanges2026');
    const { rows } = await db.query(`update shop_user set firstname = $2, lastname = 'Member' where email = $1 returning id`, [email, name]);
    const userId = rows[0].id as number;
    const cardId = await keepCard(userId, behaviour, last4);
    const membership = await db.query(
      `insert into club_membership (user_id, formula_id, status, since, kept_card_id, delivery_mode, terms_accepted_at, terms_version, lang) values ($1, $2, 'ACTIVE', now(), $3, 'COLLECTION', now(), 'e2e', 'en_US') returning id`,
      [userId, formulaId, cardId],
    );
    return { userId, email, membershipId: membership.rows[0].id as number };
  }

  it('en_US on a desktop: the owner runs the shipment, sees the declined member, retries them after a new card and sees the box charged', async () => {
    const wine = (await db.query(`select d.id, d.price from declination d join product p on p.id = d.product_id where p.type = 'WINE' and d.price > 0 order by d.id limit 1`)).rows[0];
    await db.query('update declination set quantity = 500, tracks_stock = true where id = $1', [wine.id]);
    const formula = (await db.query(`insert into club_formula (bottles_per_shipment, shipments_per_year, price_per_shipment) values (6, 3, $1) returning id`, [wine.price * 6])).rows[0].id;
    await db.query(`insert into club_formula_translation (formula_id, lang, name) values ($1, 'fr_FR', 'Découverte'), ($1, 'en_US', 'Discovery')`, [formula]);
    const paying = await member(formula, 'Alice', 'KEEP', '4242');
    const declined = await member(formula, 'Bruno', 'DECLINE_LATER', '0341');
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
    const shipment = (await db.query(`insert into club_shipment (formula_id, title, status, charge_on, cutoff_at, price) values ($1, 'Spring 2027', 'OPEN', $2, now(), $3) returning id`, [formula, today, wine.price * 6])).rows[0].id;
    for (const one of [paying, declined]) {
      const box = (await db.query(`insert into club_box (shipment_id, membership_id, price, delivery_mode) values ($1, $2, $3, 'COLLECTION') returning id`, [shipment, one.membershipId, wine.price * 6])).rows[0].id;
      await db.query('insert into club_box_line (box_id, declination_id, quantity, unit_price) values ($1, $2, 6, $3)', [box, wine.id, wine.price]);
    }

    const context = await browser.newContext({ viewport: DESKTOP });
    const token = /(?:^|; )token=([^;]+)/.exec(adminCookie)![1]!;
    await context.addCookies([{ name: 'token', value: token, url: shop.baseUrl, httpOnly: true, sameSite: 'Lax' }]);
    const page = await context.newPage();
    await page.goto(`${shop.baseUrl}/en_US/admin/club`);
    const run = page.getByTestId(`club-run-${shipment}`);
    await run.waitFor();
    await page.locator('astro-island:not([ssr])').last().waitFor({ state: 'attached' });
    await expectNoAxeViolations(page);
    // The worker may have started it on its own turn; otherwise the owner does.
    const runNow = run.getByRole('button', { name: 'Run now', exact: true });
    if (await runNow.isVisible()) await runNow.click();
    await expect.poll(() => run.locator('[data-count="charged"]').textContent(), { timeout: 60_000 }).toBe('1');
    await expect.poll(() => run.locator('[data-count="declined"]').textContent()).toBe('1');
    const row = run.getByRole('row').filter({ hasText: declined.email });
    await expect.poll(() => row.textContent()).toContain('insufficient_funds');
    await expect.poll(() => row.textContent()).toContain('Declined');
    await expectNoAxeViolations(page);

    // The member keeps a new card; the owner retries them.
    await keepCard(declined.userId, 'KEEP', '4444');
    await row.getByRole('button', { name: 'Retry Bruno Member' }).click();
    await expect.poll(() => page.getByRole('region', { name: 'Club charges' }).getByRole('status').textContent()).toBe('The box is charged and its order created.');
    await expect.poll(() => run.locator('[data-count="charged"]').textContent()).toBe('2');
    expect(await run.locator('[data-count="declined"]').textContent()).toBe('0');
    const orders = await db.query(`select count(*)::int as n from shop_order where user_id = any($1) and status = 'PAID'`, [[paying.userId, declined.userId]]);
    expect(orders.rows[0].n).toBe(2);
    await context.close();
  });
});
