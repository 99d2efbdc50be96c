import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminCookie } from './admin';
import { url } from './browser';
import { productOf } from './cart-support';

// The owner turns online selling off (docs/architecture.md#pages-and-languages): the shop's
// pages, cached ones included, redirect to the home page at once; turned on again, they are back.

const PERRIERES = 4;
let cookie: string;

async function setECommerce(isECommerce: boolean) {
  const response = await fetch(url('/api/admin/site'), { method: 'PUT', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify({ isECommerce }) });
  expect(response.status).toBe(200);
  expect(((await response.json()) as { data: { isECommerce: boolean } }).data.isECommerce).toBe(isECommerce);
}

/** '200', or '302 /' with where the page sends the visitor. */
async function status(path: string) {
  const response = await fetch(url(path), { redirect: 'manual' });
  return `${response.status} ${response.headers.get('location')?.replace(inject('baseUrl'), '') ?? ''}`.trim();
}

/** How many menus of the home page lead to the wine list. */
async function menusToWines() {
  const home = await (await fetch(url('/'))).text();
  return (home.match(/<nav[\s\S]*?<\/nav>/g) ?? []).filter((menu) => menu.includes('href="/nos-vins"')).length;
}

beforeAll(async () => {
  cookie = await adminCookie();
});
afterAll(() => setECommerce(true));

describe('a site that does not sell online', () => {
  it('sends the shop pages home, cached or not, and brings them back when selling resumes', async () => {
    const fr = await productOf(PERRIERES, 'fr_FR');
    const en = await productOf(PERRIERES, 'en_US');
    const shopPages = [
      { path: '/nos-vins', home: '/' },
      { path: fr.path, home: '/' },
      { path: '/cart', home: '/' },
      { path: '/cart/address', home: '/' },
      { path: '/cart/shipping', home: '/' },
      { path: '/cart/payment', home: '/' },
      { path: '/en_US/nos-vins', home: '/en_US' },
      { path: `/en_US${en.path}`, home: '/en_US' },
      { path: '/en_US/cart', home: '/en_US' },
    ];
    // Visited once, so that the cacheable ones are in the page cache. (The later checkout steps
    // send a visitor without a cart back to the step before.)
    expect(await menusToWines()).toBeGreaterThan(0);
    const before = new Map<string, string>();
    for (const { path, home } of shopPages) {
      const answer = await status(path);
      expect(answer).not.toBe(`302 ${home}`);
      before.set(path, answer);
    }

    const refused = await fetch(url('/api/admin/site'), { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ isECommerce: false }) });
    expect(refused.status).toBe(401);

    await setECommerce(false);
    for (const { path, home } of shopPages) expect(`${path} → ${await status(path)}`).toBe(`${path} → 302 ${home}`);
    // The home page stays, without the wines in its menus nor its band of wines.
    const home = await (await fetch(url('/'))).text();
    expect(home).not.toContain('id="home-wines-title"');
    expect(await menusToWines()).toBe(0);

    await setECommerce(true);
    for (const { path } of shopPages) expect(`${path} → ${await status(path)}`).toBe(`${path} → ${before.get(path)}`);
  });
});
