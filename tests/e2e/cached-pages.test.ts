import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { newCustomer, sessionToken } from './customer';
import { rawRequest } from './raw-http';

// A public page is rendered once per version, then sent from ready bytes (brotli, gzip or plain)
// before Astro runs, with an ETag a browser or a CDN sends back for a 304. Personal pages are
// never kept, by the shop or by anybody else.

/** A customer signed in, as the cookie their browser sends. */
async function signedInCustomer() {
  const customer = await newCustomer(`cached-pages-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.fr`, 'vendanges2026', 'fr_FR');
  return { email: customer.email, cookie: `token=${await sessionToken(customer, 'fr_FR')}` };
}

/** Asks until `check` holds (a page's compressed bodies come a moment after its first render). */
async function eventually<T>(ask: () => Promise<T>, check: (value: T) => boolean, what: string, timeoutMs = 10_000): Promise<T> {
  const held = async () => {
    const value = await ask();
    return check(value) ? { value } : null;
  };
  return (await vi.waitUntil(held, { timeout: timeoutMs, interval: 25, message: `timed out waiting for ${what}` })).value;
}

describe('a public page', () => {
  const path = '/actualites';

  it('is kept after its first render and sent again from the kept bytes, with an ETag and a public Cache-Control', async () => {
    const first = await rawRequest(path, { 'accept-encoding': 'identity' });
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
    expect(first.headers.etag).toMatch(/^W\/"[\w-]{27}"$/);
    expect(first.headers.vary).toBe('Accept-Encoding');

    const second = await rawRequest(path, { 'accept-encoding': 'identity' });
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['content-length']).toBe(String(second.body.length));
    expect(second.body.equals(first.body)).toBe(true);
    // The page's own policy, and the headers of every answer.
    expect(second.headers['content-security-policy']).toContain("script-src 'self'");
    expect(second.headers['x-frame-options']).toBe('DENY');
    expect(second.headers['content-type']).toMatch(/^text\/html/);
  });

  it('is rendered once when many ask for it at the same time, the others sent its bytes', async () => {
    // A wine list never asked for yet: as after an owner's save, or on a process just started.
    const fresh = `/nos-vins?page=1&visit=${Date.now()}`;
    const answers = await Promise.all(Array.from({ length: 12 }, () => rawRequest(fresh, { 'accept-encoding': 'identity' })));
    expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(200));
    expect(answers.filter((answer) => answer.headers['x-cache'] === 'MISS')).toHaveLength(1);
    expect(new Set(answers.map((answer) => answer.headers.etag)).size).toBe(1);
  });

  it('answers 304 with no body when the ETag is sent back, and the page again when it is not that one', async () => {
    const { headers } = await rawRequest(path);
    const unchanged = await rawRequest(path, { 'if-none-match': String(headers.etag) });
    expect(unchanged.status).toBe(304);
    expect(unchanged.body.length).toBe(0);
    expect(unchanged.headers.etag).toBe(headers.etag);
    expect(unchanged.headers['cache-control']).toContain('public');

    const other = await rawRequest(path, { 'if-none-match': 'W/"an-older-version"' });
    expect(other.status).toBe(200);
    expect(other.body.length).toBeGreaterThan(1000);
  });

  it('is sent compressed with brotli or gzip, each the same bytes as the plain page', async () => {
    const plain = await rawRequest(path, { 'accept-encoding': 'identity' });
    const br = await eventually(() => rawRequest(path, { 'accept-encoding': 'gzip, br' }), (answer) => answer.headers['content-encoding'] === 'br', 'the brotli body');
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(br.body.length).toBeLessThan(plain.body.length / 3);
    expect(br.headers['content-length']).toBe(String(br.body.length));

    const gz = await rawRequest(path, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).equals(plain.body)).toBe(true);
  });

  it('answers HEAD with the headers alone', async () => {
    const head = await rawRequest(path, { 'accept-encoding': 'identity' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['x-cache']).toBe('HIT');
    expect(head.body.length).toBe(0);
    expect(Number(head.headers['content-length'])).toBeGreaterThan(1000);
  });

  it('is the same for a signed-in customer: nothing personal is in it', async () => {
    const customer = await signedInCustomer();
    const anonymous = await rawRequest(path, { 'accept-encoding': 'identity' });
    const signedIn = await rawRequest(path, { 'accept-encoding': 'identity', cookie: customer.cookie });
    expect(signedIn.headers['x-cache']).toBe('HIT');
    expect(signedIn.body.equals(anonymous.body)).toBe(true);
    expect(signedIn.body.toString()).not.toContain(customer.email);
  });
});

describe('a personal page', () => {
  it('is never kept: the cart, the account and the checkout say no-store and are rendered every time', async () => {
    const customer = await signedInCustomer();
    for (const path of ['/cart', '/account', '/cart/address', '/en_US/cart']) {
      for (let visit = 0; visit < 2; visit += 1) {
        const answer = await rawRequest(path, { cookie: customer.cookie });
        expect(answer.headers['cache-control'], path).toBe('private, no-store');
        expect(answer.headers.etag, path).toBeUndefined();
        expect(answer.headers['x-cache'], path).toBeUndefined();
      }
    }
  });

  it('is not kept when the answer sets a cookie or redirects (a visit from a campaign link)', async () => {
    const first = await rawRequest('/actualites?from=newsletter');
    expect(first.status).toBe(302);
    const again = await rawRequest('/actualites?from=newsletter');
    expect(again.status).toBe(302);
    expect(again.headers['x-cache']).toBeUndefined();
  });
});
