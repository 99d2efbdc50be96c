import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, PHONE, url } from './browser';

// The home page on a phone: every picture keeps its room (width and height) and offers its
// redrawn widths (srcset), and the phone downloads a small variant of each photo, never the
// original file.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A variant's address: /api/media/{id}/{hash}/{width}.{format}. */
const variant = /\/api\/media\/\d+\/[0-9a-f]{16}\/(\d+)\.(avif|webp|jpeg)$/;
/** An original's address: /api/media/{id}/{filename}. */
const original = /\/api\/media\/\d+\/[^/]+$/;

describe('the pictures of the home page on a phone', () => {
  it('have their size and srcset, and come as small variants rather than originals', async () => {
    const page = await newPage(browser, PHONE);
    const downloaded: { path: string; type: string | undefined }[] = [];
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (path.startsWith('/api/media/')) downloaded.push({ path, type: response.headers()['content-type'] });
    });
    await page.goto(url('/'), { waitUntil: 'networkidle' });

    const images = await page.$$eval('img', (all) =>
      all.map((img) => ({
        width: img.getAttribute('width'),
        height: img.getAttribute('height'),
        srcset: img.getAttribute('srcset'),
        inMain: img.closest('main') !== null,
        currentSrc: img.currentSrc,
        naturalWidth: img.naturalWidth,
        complete: img.complete,
      })),
    );
    // No picture of the page may move the text when it arrives.
    for (const image of images) {
      expect(Number(image.width), image.currentSrc).toBeGreaterThan(0);
      expect(Number(image.height), image.currentSrc).toBeGreaterThan(0);
    }
    const photos = images.filter((image) => image.inMain);
    expect(photos.length).toBeGreaterThan(2);
    for (const photo of photos) expect(photo.srcset, photo.currentSrc).toMatch(/\/api\/media\/\d+\/[0-9a-f]{16}\/\d+\.jpeg \d+w/);

    // What the phone drew: AVIF variants at most 640 pixels wide for a 390-pixel screen.
    const drawn = photos.filter((photo) => photo.complete && photo.currentSrc);
    expect(drawn.length).toBeGreaterThan(0);
    for (const photo of drawn) {
      const [, width, format] = new URL(photo.currentSrc).pathname.match(variant) ?? [];
      expect(format, photo.currentSrc).toBe('avif');
      expect(Number(width)).toBeLessThanOrEqual(640);
      expect(photo.naturalWidth).toBeLessThanOrEqual(640);
    }

    // Of the stored files, only the logos (drawings, not photos) come as they were uploaded.
    expect(downloaded.some(({ path }) => variant.test(path))).toBe(true);
    for (const { path, type } of downloaded) {
      if (variant.test(path)) {
        expect(Number(path.match(variant)![1]), path).toBeLessThanOrEqual(640);
        expect(type).toBe('image/avif');
      } else {
        expect(path).toMatch(original);
        expect(type, path).toBe('image/svg+xml');
        expect(path).toMatch(/\/(logo|label)-[^/]+\.svg$/);
      }
    }
    await page.context().close();
  });
});
