import { vi } from 'vitest';
import { form } from '~/server/db/schema';
import { adminCookie } from './admin-support';
import { startTestShop, type TestShop } from './harness';

// The calls the back office's content tests make that the harness has no shortcut for.

export type Answer = { status: number; json: { success: boolean; data: any; message: string | null } };

/** DELETE as the back office sends it. */
export async function remove(shop: TestShop, path: string, cookie?: string, lang = 'fr_FR'): Promise<Answer> {
  const response = await shop.app.request(`/api${path}`, { method: 'DELETE', headers: { ...(cookie ? { cookie } : {}), userLang: lang } });
  return { status: response.status, json: await response.json() };
}

/** POST /admin/content/picture with one file, as the editor uploads it. */
export async function uploadPicture(shop: TestShop, picture: File, cookie?: string, lang = 'fr_FR'): Promise<Answer> {
  const form = new FormData();
  form.append('image', picture);
  const response = await shop.app.request('/api/admin/content/picture', { method: 'POST', headers: { ...(cookie ? { cookie } : {}), userLang: lang }, body: form });
  return { status: response.status, json: await response.json() };
}

/** Waits until the page cache announced `tag` dropped after `since` announcements (NOTIFY comes back on commit). */
export async function dropped(shop: TestShop, since: number, tag: string): Promise<string[][]> {
  await vi.waitUntil(() => shop.invalidated.slice(since).some((tags) => tags.includes(tag)), { timeout: 5_000, interval: 5, message: `${tag} was never dropped` });
  return shop.invalidated.slice(since);
}

/** A fresh shop, an admin's cookie, and the id of the seeded contact form, for the tests of forms. */
export async function formsShop() {
  const shop = await startTestShop();
  const admin = await adminCookie(shop);
  const [{ id: contactId }] = await shop.db.select({ id: form.id }).from(form).limit(1);
  return { shop, admin, contactId };
}
