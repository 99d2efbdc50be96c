import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import type { Lang } from '~/lib/i18n';
import { url } from './browser';

// For the cart's browser tests: the demo estate's items as the API describes them, islands woken
// up, and the header's count.

interface ApiDeclination {
  id: number;
  year: number | null;
  capacity: number | null;
  reference: string | null;
}

/** A product of the demo estate as GET /product/{id} gives it, in the page's language. */
export async function productOf(id: number, lang: Lang): Promise<{ path: string; name: string; declinations: ApiDeclination[] }> {
  const response = await fetch(url(`/api/product/${id}`), { headers: { userLang: lang } });
  return ((await response.json()) as { data: { path: string; name: string; declinations: ApiDeclination[] } }).data;
}

/** Waits until the island holding `testId` runs (islands below the fold wake up when scrolled to). */
export async function hydrated(page: Page, testId: string) {
  const island = page.locator('astro-island', { has: page.getByTestId(testId) }).last();
  await island.scrollIntoViewIfNeeded();
  // Then it fetches its code, which may queue behind the pictures a first visit has the server draw.
  await expect.poll(() => island.getAttribute('ssr'), { timeout: 10_000 }).toBeNull();
  return page.getByTestId(testId);
}

/** The count on the header's cart icon the visitor sees ('' while the badge is hidden). */
export async function headerCount(page: Page): Promise<string> {
  const badge = page.locator('[data-cart-badge]').filter({ visible: true });
  return (await badge.count()) === 0 ? '' : badge.first().innerText();
}
