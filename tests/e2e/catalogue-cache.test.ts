import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Declination, ProductDetail, ProductList } from '~/lib/catalogue';
import { formatPrice } from '~/lib/catalogue-format';
import { url } from './browser';
import { lastMailTo } from './outbox';

// The built shop serves wine pages from Astro's route cache; a change through the admin API
// drops them, so the next visitor sees the new price without a rebuild or restart.

interface Answer<T> {
  status: number;
  json: { success: boolean; data: T; message: string | null };
  cookie: string;
}

/** A call to the shop API as a browser on the site would make it. */
async function callApi<T = unknown>(method: string, path: string, options: { body?: unknown; cookie?: string } = {}): Promise<Answer<T>> {
  const response = await fetch(url(`/api${path}`), {
    method,
    headers: {
      origin: inject('baseUrl'),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const cookie = response.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  return { status: response.status, json: await response.json(), cookie };
}

async function getPage(path: string) {
  const response = await fetch(url(path), { redirect: 'manual' });
  return { status: response.status, cache: response.headers.get('x-cache'), html: await response.text() };
}

async function signInAsAdmin(): Promise<string> {
  const answer = await callApi('POST', '/login', { body: { email: inject('adminEmail'), password: inject('adminPassword') } });
  expect(answer.status).toBe(200);
  return answer.cookie;
}

async function signInAsNewCustomer(): Promise<string> {
  const email = `cache-${Date.now()}@example.fr`;
  const registered = await callApi('POST', '/register', {
    body: { email, password: 'vendanges2026', firstname: 'Lucie', lastname: 'Bernard', acceptTerms: true },
  });
  expect(registered.status).toBe(200);
  const token = (await lastMailTo(email)).text.match(/confirm=([\w-]+)/)![1];
  const confirmed = await callApi('POST', '/register/confirm', { body: { token } });
  expect(confirmed.status).toBe(200);
  return confirmed.cookie;
}

let wine: ProductDetail;
let target: Declination;
let pagePath: string;
let adminCookie: string;

beforeAll(async () => {
  const list = await callApi<ProductList>('GET', '/product?kind=WINE&nbItem=100');
  // A declination the customer pays its plain catalogue price for, so the page shows exactly that price.
  for (const summary of list.json.data.products) {
    const detail = await callApi<ProductDetail>('GET', `/product/${summary.id}`);
    const plain = detail.json.data.declinations.find((d) => d.discount === null && d.fixedPrice === null);
    if (plain) {
      wine = detail.json.data;
      target = plain;
      break;
    }
  }
  if (!target) throw new Error('no wine declination sells at its plain catalogue price');
  pagePath = `${wine.path}/detail/${target.id}`;
  adminCookie = await signInAsAdmin();
});

afterAll(async () => {
  // Other browser tests of this run read the demo prices.
  if (target) await callApi('PUT', `/admin/declination/${target.id}`, { body: { price: target.price }, cookie: adminCookie });
});

describe('the route cache of the catalogue', () => {
  it('serves a wine page from the cache, and renders it again after its price changed through the API', async () => {
    const first = await getPage(pagePath);
    expect(first.status).toBe(200);
    expect(first.html).toContain(formatPrice(target.price, 'fr_FR'));
    const second = await getPage(pagePath);
    expect(second.cache).toBe('HIT');

    const newPrice = target.price + 137;
    expect(second.html).not.toContain(formatPrice(newPrice, 'fr_FR'));
    const changed = await callApi<Declination>('PUT', `/admin/declination/${target.id}`, { body: { price: newPrice }, cookie: adminCookie });
    expect(changed.status).toBe(200);
    expect(changed.json.data.finalPrice).toBe(newPrice);

    const afterChange = await getPage(pagePath);
    expect(afterChange.cache).toBe('MISS');
    expect(afterChange.html).toContain(formatPrice(newPrice, 'fr_FR'));
    const again = await getPage(pagePath);
    expect(again.cache).toBe('HIT');
    expect(again.html).toContain(formatPrice(newPrice, 'fr_FR'));
  });

  it('lets only administrators change a declination, and a refused change drops nothing', async () => {
    await getPage(pagePath);
    const anonymous = await callApi('PUT', `/admin/declination/${target.id}`, { body: { price: 100 } });
    expect(anonymous.status).toBe(401);
    expect(anonymous.json.success).toBe(false);

    const customer = await callApi('PUT', `/admin/declination/${target.id}`, { body: { price: 100 }, cookie: await signInAsNewCustomer() });
    expect(customer.status).toBe(403);
    expect(customer.json.success).toBe(false);

    const page = await getPage(pagePath);
    expect(page.cache).toBe('HIT');
    expect(page.html).not.toContain(formatPrice(100, 'fr_FR'));
  });
});
