import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Declination, ProductDetail, ProductList } from '~/lib/catalogue';
import { formatPrice } from '~/lib/catalogue-format';
import { homeDelivery } from '../fixtures/order-request';
import { CARDS } from './checkout-support';
import { callShop, newCustomer, within } from './shop-api';
import { onPostgresServer, postgresServerUrl, throwawayDatabase } from '../postgres-server';
import { adminAccount, freePort, startShop, type ShopProcess } from './shop-process';

// Two shop processes on one PostgreSQL database, as behind a load balancer: whatever one of them
// did, the other one knows. A session, a price (through the page cache's NOTIFY), a payment, the
// sign-in limits. Then the server cuts every connection of the database, and the cached pages of
// the second process still follow the changes made through the first one.
// Runs with TEST_DATABASE_URL (CI sets it) on a database of its own, dropped at the end.

const serverUrl = postgresServerUrl;

async function getPage(shop: ShopProcess, path: string) {
  const response = await fetch(`${shop.baseUrl}${path}`, { redirect: 'manual' });
  return { status: response.status, cache: response.headers.get('x-cache'), html: await response.text() };
}

describe.skipIf(!serverUrl)('two shop processes on one PostgreSQL database (needs TEST_DATABASE_URL)', () => {
  const database = throwawayDatabase('shop_multi');
  let dataDir: string;
  let a: ShopProcess;
  let b: ShopProcess;
  let admin: { email: string; password: string };
  let adminCookie: string;
  let customer: { email: string; cookie: string };

  beforeAll(async () => {
    await database.create();
    // With DATABASE_URL, the data directory holds only the mail outbox: both write to the same one.
    dataDir = await mkdtemp(join(tmpdir(), 'shop-multi-'));
    // A shop on PostgreSQL starts empty: this one is the demo estate, with its first administrator.
    const env = { DATABASE_URL: database.url, DEMO: '1', ADMIN_EMAIL: 'admin@multi.test' };
    // The first one migrates, seeds and creates the administrator; the second finds them.
    a = await startShop(dataDir, await freePort(), { env });
    b = await startShop(dataDir, await freePort(), { env });
    admin = await adminAccount(a.output());
    const signedIn = await callShop(a, 'POST', '/login', { body: { email: admin.email, password: admin.password } });
    expect(signedIn.status).toBe(200);
    adminCookie = signedIn.cookie;

    const email = `multi-${Date.now()}@example.fr`;
    customer = { email, cookie: await newCustomer(a, dataDir, email, 'vendanges2026') };
  }, 180_000);

  afterAll(async () => {
    await Promise.allSettled([a?.stop(), b?.stop()]);
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
    await database.drop();
  });

  it('knows on one the session opened on the other', async () => {
    const signedIn = await callShop(a, 'POST', '/login', { body: { email: customer.email, password: 'vendanges2026' } });
    expect(signedIn.status).toBe(200);
    const onB = await callShop(b, 'GET', '/user', { cookie: signedIn.cookie });
    expect(onB.status).toBe(200);
    expect(onB.json.data.email).toBe(customer.email);
    const anonymous = await callShop(b, 'GET', '/user');
    expect(anonymous.json.data?.email).not.toBe(customer.email);
  });

  let wine: ProductDetail;
  let target: Declination;
  let pagePath: string;

  it('shows on the cached page of one, within a second, the price changed through the other', async () => {
    const list = await callShop<ProductList>(b, 'GET', '/product?kind=WINE&nbItem=100');
    for (const summary of list.json.data.products) {
      const detail = await callShop<ProductDetail>(b, 'GET', `/product/${summary.id}`);
      const plain = detail.json.data.declinations.find((d) => d.discount === null && d.fixedPrice === null);
      if (plain) {
        wine = detail.json.data;
        target = plain;
        break;
      }
    }
    pagePath = `${wine.path}/detail/${target.id}`;
    await getPage(b, pagePath);
    const cached = await getPage(b, pagePath);
    expect(cached.cache).toBe('HIT');
    expect(cached.html).toContain(formatPrice(target.price, 'fr_FR'));

    const newPrice = target.price + 137;
    const changed = await callShop(a, 'PUT', `/admin/declination/${target.id}`, { body: { price: newPrice }, cookie: adminCookie });
    expect(changed.status).toBe(200);
    await within(1000, async () => (await getPage(b, pagePath)).html.includes(formatPrice(newPrice, 'fr_FR')), "the new price on B's page");
  });

  it('completes on one the sandbox payment opened on the other', async () => {
    const cart = await callShop(a, 'POST', `/cart/new/product/${target.id}`, { body: { quantity: 6 }, cookie: customer.cookie });
    expect(cart.status, cart.json.message!).toBe(200);
    const countries = await callShop<{ id: number; alphaTwo: string }[]>(a, 'GET', '/countries');
    const idCountry = countries.json.data.find((country) => country.alphaTwo === 'FR')!.id;
    const placed = await callShop(a, 'POST', '/order', { body: homeDelivery(cart.json.data.id, idCountry), cookie: customer.cookie });
    expect(placed.status, placed.json.message!).toBe(200);
    const orderId: number = placed.json.data.order.id;
    const payPage = new URL(placed.json.data.redirectUrl as string, a.baseUrl);

    const opened = await fetch(`${a.baseUrl}${payPage.pathname}`);
    expect(opened.status).toBe(200);
    expect(await opened.text()).toContain('name="card"');
    const submitted = await fetch(`${b.baseUrl}${payPage.pathname}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: b.baseUrl },
      body: new URLSearchParams({ action: 'pay', card: CARDS.paid }).toString(),
    });
    expect(submitted.status).toBe(303);
    const status = async (shop: ShopProcess) => (await callShop(shop, 'GET', `/order/${orderId}`, { cookie: customer.cookie })).json.data?.status;
    await within(10_000, async () => (await status(a)) === 'PAID', 'the order paid');
    expect(await status(b)).toBe('PAID');
  });

  it('shares the sign-in limits: the sixth wrong password from one address is refused on either', async () => {
    const wrong = (shop: ShopProcess) => callShop(shop, 'POST', '/login', { body: { email: customer.email, password: 'pas-le-bon' } });
    const statuses: number[] = [];
    for (let n = 0; n < 5; n += 1) statuses.push((await wrong(n % 2 === 0 ? a : b)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    expect((await wrong(b)).status).toBe(429);
    expect((await wrong(a)).status).toBe(429);
  });

  it('keeps following the changes of the other after the database server cut every connection', async () => {
    const ended = await onPostgresServer(`select pg_terminate_backend(pid) from pg_stat_activity where datname = '${database.name}'`);
    expect(ended.rowCount).toBeGreaterThanOrEqual(2);
    // Each one connects again by itself; the first answers may still meet a connection being cut.
    await within(10_000, async () => b.output().includes('PostgreSQL: listening again'), 'B listening again');
    await within(10_000, async () => (await getPage(b, pagePath).catch(() => null))?.cache === 'HIT', "B's page cached again");

    const newPrice = target.price + 251;
    await within(10_000, async () => (await callShop(a, 'PUT', `/admin/declination/${target.id}`, { body: { price: newPrice }, cookie: adminCookie }).catch(() => null))?.status === 200, 'A changing the price');
    await within(5_000, async () => (await getPage(b, pagePath)).html.includes(formatPrice(newPrice, 'fr_FR')), "the new price on B's page");
  });
});
