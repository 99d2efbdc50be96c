import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import jsQR from 'jsqr';
import { declination, product } from '~/server/db/schema';
import { startTestShop, type TestShop } from './harness';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

const PIXELS_PER_MODULE = 4;

/** What a phone camera would read: the SVG drawn as pixels (its runs of black modules), then decoded. */
function readQrCode(svg: string): string | null {
  const size = Number(/viewBox="0 0 (\d+) \1"/.exec(svg)?.[1]);
  const side = size * PIXELS_PER_MODULE;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  for (const [, x, y, width] of svg.matchAll(/M(\d+) (\d+)h(\d+)v1H\d+z/g)) {
    for (let dy = 0; dy < PIXELS_PER_MODULE; dy++) {
      for (let dx = 0; dx < Number(width) * PIXELS_PER_MODULE; dx++) {
        const offset = ((Number(y) * PIXELS_PER_MODULE + dy) * side + Number(x) * PIXELS_PER_MODULE + dx) * 4;
        pixels.fill(0, offset, offset + 3);
      }
    }
  }
  return jsQR(pixels, side, side)?.data ?? null;
}

async function wineWith(vintage: 'year' | 'none') {
  const [row] = await shop.db
    .select({ id: product.id, year: declination.year })
    .from(product)
    .innerJoin(declination, eq(declination.productId, product.id))
    .where(and(eq(product.type, 'WINE'), vintage === 'year' ? isNotNull(declination.year) : isNull(declination.year)))
    .limit(1);
  return row;
}

const fetchQr = (path: string, lang?: string) => shop.app.request(`/api${path}`, { headers: lang ? { userLang: lang } : {} });

describe('the e-label QR code', () => {
  it('is an SVG that reads as the short address of the vintage’s e-label page', async () => {
    const wine = await wineWith('year');
    const response = await fetchQr(`/product/${wine.id}/e-label/${wine.year}/qr.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('content-disposition')).toMatch(new RegExp(`^attachment; filename="e-etiquette-[a-z0-9-]+-${wine.year}\\.svg"$`));
    const svg = await response.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain('<title>E-étiquette ');
    expect(readQrCode(svg)).toBe(`http://shop.test/e/${wine.id}/${wine.year}`);
  });

  it('exists for a non-vintage wine, whose address says nv', async () => {
    const wine = await wineWith('none');
    const response = await fetchQr(`/product/${wine.id}/e-label/nv/qr.svg`, 'en_US');
    expect(response.status).toBe(200);
    const svg = await response.text();
    expect(svg).toContain('<title>E-label ');
    expect(readQrCode(svg)).toBe(`http://shop.test/e/${wine.id}/nv`);
  });

  it('is not found for a vintage the estate never made or an unknown wine, and refuses a malformed vintage', async () => {
    const wine = await wineWith('year');
    const absent = await fetchQr(`/product/${wine.id}/e-label/1901/qr.svg`);
    expect(absent.status).toBe(404);
    expect((await absent.json()).success).toBe(false);
    expect((await fetchQr('/product/999999/e-label/2020/qr.svg')).status).toBe(404);
    const malformed = await fetchQr(`/product/${wine.id}/e-label/20x1/qr.svg`);
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).success).toBe(false);
  });
});
