import type { TestShop } from './harness';

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
  for (const deadline = Date.now() + 5_000; !shop.invalidated.slice(since).some((tags) => tags.includes(tag)); ) {
    if (Date.now() > deadline) throw new Error(`${tag} was never dropped; dropped: ${JSON.stringify(shop.invalidated.slice(since))}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return shop.invalidated.slice(since);
}
