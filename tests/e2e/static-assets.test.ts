import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { url } from './browser';
import { rawRequest } from './raw-http';

// The files under /_astro/ are compressed once, at build (scripts/precompress.mjs), and served as
// they are to the browsers that accept them: the same bytes as the plain file, kept a year.

const get = (path: string, acceptEncoding: string) => rawRequest(path, { 'accept-encoding': acceptEncoding });

/**
 * The scripts and stylesheets the home page loads, those worth compressing (a kilobyte or more). Its
 * own styles are inside the page (astro.config.mjs, build.inlineStylesheets): what it loads are scripts.
 */
let assets: string[];
beforeAll(async () => {
  const html = await (await fetch(url('/'))).text();
  const named = [...new Set([...html.matchAll(/"(\/_astro\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]))];
  const sizes = await Promise.all(named.map(async (path) => (await get(path, 'identity')).body.length));
  assets = named.filter((_, i) => sizes[i] >= 1024);
  expect(assets.some((path) => path.endsWith('.js'))).toBe(true);
});

describe('the files of /_astro/', () => {
  it('are sent compressed at build with brotli or gzip, the same bytes as the plain file, kept a year', async () => {
    for (const path of assets) {
      const plain = await get(path, 'identity');
      expect(plain.status).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();

      const brotli = await get(path, 'gzip, deflate, br');
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotli.headers['content-type']).toBe(path.endsWith('.js') ? 'text/javascript; charset=utf-8' : 'text/css; charset=utf-8');
      expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(brotli.headers.vary).toBe('Accept-Encoding');
      expect(Number(brotli.headers['content-length'])).toBe(brotli.body.length);
      expect(brotli.body.length).toBeLessThan(plain.body.length);
      expect(brotliDecompressSync(brotli.body).equals(plain.body)).toBe(true);

      const gzip = await get(path, 'gzip');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);

      // The security headers are on these answers too.
      expect(brotli.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('leave a name that is not a built file to the shop, which answers 404', async () => {
    expect((await get('/_astro/nothing-here.js', 'br')).status).toBe(404);
    expect((await get('/_astro/../package.json', 'br')).status).toBe(404);
  });
});

describe('the other built files', () => {
  it('are sent from the build before the shop runs; an address that cannot be read is a 400', async () => {
    const icon = await get('/favicon.svg', 'identity');
    expect(icon.status).toBe(200);
    expect(icon.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(icon.headers['x-content-type-options']).toBe('nosniff');
    expect(icon.body.toString('utf8')).toContain('<svg');
    expect((await get('/.env', 'identity')).status).toBe(404);
    expect((await get('/%E0%A4%A', 'identity')).status).toBe(400);
    expect((await get('/api/%E0%A4%A', 'identity')).status).toBe(400);
  });
});
