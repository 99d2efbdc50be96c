import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media, mediaVariant, productTranslation } from '~/server/db/schema';
import { storeImage } from '~/server/services/media';
import { productId } from './catalogue-fixtures';
import { startTestShop, type TestShop } from './harness';

// The pictures pages show: a stored photo redrawn at a fixed width in AVIF, WebP or JPEG under an
// address that carries its content hash, cached for a year, and never the original to a phone.

let shop: TestShop;
/** A 2400 × 1600 photo as the owner uploads it (a noisy picture, so its JPEG is heavy). */
let photo: { id: number; bytes: Buffer; variants: string };

beforeAll(async () => {
  shop = await startTestShop();
  const { data: noise } = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 60 } } })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const bytes = await sharp(noise, { raw: { width: 2400, height: 1600, channels: 3 } }).jpeg({ quality: 95 }).toBuffer();
  const stored = await storeImage(shop.db, { filename: 'vendanges.jpg', mime: 'image/jpeg', byteSize: bytes.byteLength, width: 2400, height: 1600 }, bytes, true);
  const [row] = await shop.db.select({ sha256: media.sha256 }).from(media).where(eq(media.id, stored.id));
  photo = { id: stored.id, bytes, variants: `/api/media/${stored.id}/${row.sha256!.slice(0, 16)}` };
});
afterAll(() => shop.close());

const fetchVariant = (path: string, headers: Record<string, string> = {}) => shop.app.request(path, { headers });

describe('a picture variant', () => {
  it('is the format its address names, at most the width it names, cached for a year', async () => {
    for (const [format, mime] of [['avif', 'image/avif'], ['webp', 'image/webp'], ['jpeg', 'image/jpeg']] as const) {
      const response = await fetchVariant(`${photo.variants}/320.${format}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(mime);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const bytes = Buffer.from(await response.arrayBuffer());
      const info = await sharp(bytes).metadata();
      expect(info.format).toBe(format === 'avif' ? 'heif' : format);
      expect(info.width).toBe(320);
      expect(info.height).toBe(213);
      // A phone's picture is a small file, not the original resent.
      expect(bytes.byteLength).toBeLessThan(photo.bytes.byteLength / 10);
      expect(bytes.equals(photo.bytes)).toBe(false);
    }
  });

  it('is drawn once and kept in the database, then answered from there with its ETag and a 304', async () => {
    const first = await fetchVariant(`${photo.variants}/640.webp`);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[0-9a-f]{16}-640-webp"$/);
    const kept = await shop.db.select({ bytes: mediaVariant.bytes }).from(mediaVariant).where(eq(mediaVariant.mediaId, photo.id));
    expect(kept.length).toBeGreaterThan(0);
    const again = await fetchVariant(`${photo.variants}/640.webp`);
    expect(Buffer.from(await again.arrayBuffer()).equals(Buffer.from(await first.arrayBuffer()))).toBe(true);
    const notModified = await fetchVariant(`${photo.variants}/640.webp`, { 'if-none-match': etag! });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('is never wider than the original', async () => {
    const { bytes, variants } = await smallPicture();
    const response = await fetchVariant(`${variants}/1920.jpeg`);
    expect(response.status).toBe(200);
    expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width).toBe(300);
    expect(bytes.byteLength).toBeGreaterThan(0);
  });

  it('refuses widths and formats outside the fixed set, and unknown or stale hashes, with a 4xx', async () => {
    for (const path of [
      `${photo.variants}/500.jpeg`,
      `${photo.variants}/2400.jpeg`,
      `${photo.variants}/0.jpeg`,
      `${photo.variants}/99999999999.webp`,
      `${photo.variants}/640.png`,
      `${photo.variants}/640.gif`,
      `${photo.variants}/640`,
      `${photo.variants}/-640.avif`,
      `/api/media/${photo.id}/0000000000000000/640.jpeg`,
      `/api/media/${photo.id}/not-a-hash/640.jpeg`,
      `/api/media/2147483647/${'a'.repeat(16)}/640.jpeg`,
      `/api/media/2147483648/${'a'.repeat(16)}/640.jpeg`,
    ]) {
      const response = await fetchVariant(path);
      expect(response.status, path).toBeGreaterThanOrEqual(400);
      expect(response.status, path).toBeLessThan(500);
    }
  });

  it('is not drawn from a private upload (a customer’s file)', async () => {
    const bytes = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#123456' } }).png().toBuffer();
    const stored = await storeImage(shop.db, { filename: 'logo.png', mime: 'image/png', byteSize: bytes.byteLength, width: 400, height: 400 }, bytes, false);
    const [row] = await shop.db.select({ sha256: media.sha256 }).from(media).where(eq(media.id, stored.id));
    expect((await fetchVariant(`/api/media/${stored.id}/${row.sha256!.slice(0, 16)}/320.jpeg`)).status).toBe(404);
  });
});

describe('the pictures the pages list', () => {
  it('come with their variants and size in the catalogue and on the home page', async () => {
    const list = await shop.get('/product');
    const image = list.json.data.products.find((product: { image: unknown }) => product.image).image;
    expect(image.variants).toMatch(/^\/api\/media\/\d+\/[0-9a-f]{16}$/);
    expect(image.width).toBeGreaterThan(0);
    const answer = await fetchVariant(`${image.variants}/320.avif`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/avif');

    const home = await shop.get('/page/home');
    const content: string = home.json.data.content;
    expect(content).toContain('<picture>');
    // Every stored picture of the owner's text is drawn from its variants, with its size.
    expect(content).not.toMatch(/<img[^>]*src="\/api\/media\/\d+\/[^"/]*"/);
    for (const img of content.match(/<img\b[^>]*>/g) ?? []) {
      expect(img).toMatch(/\swidth="\d+"/);
      expect(img).toMatch(/\sheight="\d+"/);
      expect(img).toMatch(/\ssrcset="/);
    }
  });
});

describe('a photo the owner puts in a text', () => {
  it('is served as a picture of variants with its size, keeping its alternative text', async () => {
    const id = await productId(shop, 'Les Tuffeaux');
    await shop.db
      .update(productTranslation)
      .set({ description: `<p>Nos vendanges.</p><img src="/api/media/${photo.id}/vendanges.jpg" alt="Les vendanges" loading="lazy">` })
      .where(and(eq(productTranslation.productId, id), eq(productTranslation.lang, 'fr_FR')));
    const description: string = (await shop.get(`/product/${id}`)).json.data.description;
    expect(description).toContain('<p>Nos vendanges.</p><picture><source type="image/avif"');
    expect(description).toContain(`${photo.variants}/640.avif 640w`);
    expect(description).toMatch(/<img alt="Les vendanges" loading="lazy" src="[^"]+\/640\.jpeg" srcset="[^"]+" sizes="[^"]+" width="2400" height="1600"><\/picture>/);
    // The 2400-pixel upload itself is offered to nobody.
    expect(description).not.toContain('vendanges.jpg');
  });
});

async function smallPicture() {
  const bytes = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#884422' } }).jpeg().toBuffer();
  const stored = await storeImage(shop.db, { filename: 'petite.jpg', mime: 'image/jpeg', byteSize: bytes.byteLength, width: 300, height: 200 }, bytes, true);
  const [row] = await shop.db.select({ sha256: media.sha256 }).from(media).where(eq(media.id, stored.id));
  return { bytes, variants: `/api/media/${stored.id}/${row.sha256!.slice(0, 16)}` };
}
