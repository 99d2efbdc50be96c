import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, PHONE, url } from './browser';

let browser: Browser;
let winePath: string;

/** A wine page whose gallery holds at least three items, so that wrapping around shows. */
async function wineWithGallery(): Promise<string> {
  const list = await (await fetch(url('/nos-vins'))).text();
  const paths = [...new Set([...list.matchAll(/href="(\/wines\/[^"/]+\/\d+)"/g)].map((m) => m[1]))];
  for (const path of paths) {
    const html = await (await fetch(url(path))).text();
    if ((html.match(/data-slider-item=/g) ?? []).length >= 3) return path;
  }
  throw new Error('no wine page has a gallery of three items or more');
}

beforeAll(async () => {
  browser = await launchBrowser();
  winePath = await wineWithGallery();
});
afterAll(() => browser?.close());

/**
 * Opens a page as a returning visitor who has seen the estate's announcements (so that no popup
 * comes over the gallery), keeping the text of every script and stylesheet it downloads.
 */
async function open(path: string, options: Parameters<Browser['newContext']>[0]) {
  const context = await browser.newContext({ locale: 'fr-FR', ...options });
  const announcements = ((await (await fetch(url('/api/popup?active=1'))).json()) as { data: { id: number }[] }).data;
  const seen = JSON.stringify(Object.fromEntries(announcements.map((popup) => [popup.id, Date.now()])));
  await context.addInitScript((value) => localStorage.setItem('popups-opened', value), seen);
  const page = await context.newPage();
  const downloaded: { url: string; text: string }[] = [];
  page.on('response', async (response) => {
    if (!/\.(js|css)(\?|$)/.test(response.url())) return;
    downloaded.push({ url: response.url(), text: await response.text().catch(() => '') });
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(url(path), { waitUntil: 'networkidle' });
  const photoSwipeLoaded = () => downloaded.some((file) => file.text.includes('pswp__'));
  return { page, errors, photoSwipeLoaded };
}

const counter = (page: Page) => page.locator('.pswp .pswp__counter');
/** Once opened, the slider takes the focus: from then on it answers keys and swipes. */
async function waitForSlider(page: Page) {
  await page.locator('.pswp[role=dialog]').waitFor();
  await expect.poll(() => page.locator('.pswp').evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
}
const galleryCount = (page: Page) => page.locator('[data-slider-gallery]').first().locator('a[data-slider-item]').count();
const firstLink = (page: Page) => page.locator('[data-slider-gallery] a[data-slider-item]').first();

describe('the fullscreen slider', () => {
  it('loads PhotoSwipe on first opening only, counts, wraps around with the keys and closes on Escape', async () => {
    const { page, errors, photoSwipeLoaded } = await open(winePath, { viewport: DESKTOP });
    const itemCount = await galleryCount(page);
    expect(itemCount).toBeGreaterThanOrEqual(3);
    expect(photoSwipeLoaded()).toBe(false);

    await firstLink(page).click();
    const dialog = page.locator('.pswp[role=dialog]');
    await waitForSlider(page);
    expect(page.url()).toBe(url(winePath));
    await expect.poll(() => counter(page).innerText()).toBe(`1 / ${itemCount}`);
    await expect.poll(photoSwipeLoaded).toBe(true);
    expect(await dialog.getAttribute('aria-modal')).toBe('true');
    expect(await page.locator('.pswp__button--close').getAttribute('aria-label')).toBe('Fermer');
    // Arrows from medium screens up.
    expect(await page.locator('.pswp__button--arrow--next').isVisible()).toBe(true);

    // The picture takes at most 90 % of the window.
    const picture = await page.locator('.pswp__item[aria-hidden="false"] img.pswp__img').first().boundingBox();
    expect(picture!.width).toBeLessThanOrEqual(DESKTOP.width * 0.9 + 1);
    expect(picture!.height).toBeLessThanOrEqual(DESKTOP.height * 0.9 + 1);

    await page.keyboard.press('ArrowRight');
    await expect.poll(() => counter(page).innerText()).toBe(`2 / ${itemCount}`);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => counter(page).innerText()).toBe(`1 / ${itemCount}`);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => counter(page).innerText()).toBe(`${itemCount} / ${itemCount}`);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => counter(page).innerText()).toBe(`1 / ${itemCount}`);
    await page.locator('.pswp__button--arrow--next').click();
    await expect.poll(() => counter(page).innerText()).toBe(`2 / ${itemCount}`);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await firstLink(page).evaluate((link) => link === document.activeElement)).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('speaks English on English pages', async () => {
    const { page } = await open(`/en_US${winePath}`, { viewport: DESKTOP, locale: 'en-US' });
    const itemCount = await galleryCount(page);
    await firstLink(page).focus();
    await page.keyboard.press('Enter');
    await waitForSlider(page);
    expect(await page.locator('.pswp__button--close').getAttribute('aria-label')).toBe('Close');
    expect(await page.locator('.pswp__button--arrow--next').getAttribute('aria-label')).toBe('Next');
    await expect.poll(() => counter(page).innerText()).toBe(`1 / ${itemCount}`);
    await page.keyboard.press('Escape');
    await page.locator('.pswp[role=dialog]').waitFor({ state: 'detached' });
    expect(await firstLink(page).evaluate((link) => link === document.activeElement)).toBe(true);
    await page.context().close();
  });

  it('follows swipes on a phone, both ways around, without arrows', async () => {
    const { page, errors } = await open(winePath, { viewport: PHONE, hasTouch: true, isMobile: true });
    const itemCount = await galleryCount(page);
    await firstLink(page).tap();
    await waitForSlider(page);
    await expect.poll(() => counter(page).innerText()).toBe(`1 / ${itemCount}`);
    expect(await page.locator('.pswp__button--arrow--next').isVisible()).toBe(false);

    const touch = await page.context().newCDPSession(page);
    const swipe = async (fromX: number, toX: number) => {
      const y = PHONE.height / 2;
      await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: fromX, y }] });
      for (let step = 1; step <= 8; step++) {
        await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: fromX + ((toX - fromX) * step) / 8, y }] });
      }
      await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };
    // The slide on screen has finished moving: its holder is back at the left edge.
    const settled = () => expect.poll(() => page.locator('.pswp__item[aria-hidden="false"]').evaluate((item) => Math.round(item.getBoundingClientRect().x))).toBe(0);
    await swipe(320, 60);
    await expect.poll(() => counter(page).innerText()).toBe(`2 / ${itemCount}`);
    await settled();
    await swipe(60, 320);
    await expect.poll(() => counter(page).innerText()).toBe(`1 / ${itemCount}`);
    await settled();
    await swipe(60, 320);
    await expect.poll(() => counter(page).innerText()).toBe(`${itemCount} / ${itemCount}`);
    await settled();

    await page.locator('.pswp__button--close').click();
    await page.locator('.pswp[role=dialog]').waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
