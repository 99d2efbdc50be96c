import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { layoutHashCheckSchema, layoutPreviewSavedSchema } from '~/lib/admin/page-layouts';
import { page, pageLayout } from '~/server/db/schema';
import { adminCookie } from './admin-support';
import { file, png } from './cart-browser';
import { startTestShop, type TestShop } from './harness';

// The admin panel's page editor: is its copy of a layout the stored one, and the preview it saves.

let shop: TestShop;
let admin: string;
let layout: { id: number; pageId: number };
let otherPage: number;
const html = '<section class="hero"><h1>Le domaine</h1></section>';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

beforeAll(async () => {
  shop = await startTestShop();
  admin = await adminCookie(shop);
  const pages = await shop.db.select({ id: page.id }).from(page).limit(2);
  otherPage = pages[1].id;
  [layout] = await shop.db.insert(pageLayout).values({ pageId: pages[0].id, lang: 'fr_FR', html, hash: sha256(html) }).returning({ id: pageLayout.id, pageId: pageLayout.pageId });
});
afterAll(() => shop.close());

/** PUT …/preview as the panel sends it: multipart, with the admin's session. */
async function savePreview(pageId: number, fields: Record<string, string | File>, cookie = admin) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  const response = await shop.app.request(`/api/admin/page/${pageId}/layout/${layout.id}/preview`, { method: 'PUT', headers: { cookie, userLang: 'fr_FR' }, body: form });
  return { status: response.status, json: (await response.json()) as { success: boolean; data: any; message: string | null } };
}

const mediaStatus = async (url: string, cookie?: string) => (await shop.app.request(url, { headers: cookie ? { cookie } : {} })).status;

describe('POST /admin/page/{idPage}/layout/{idLayout}/hash/check', () => {
  it('says whether the panel’s HTML is the stored one', async () => {
    const same = await shop.post(`/admin/page/${layout.pageId}/layout/${layout.id}/hash/check`, { html }, { cookie: admin });
    expect(same.json.data).toEqual({ idPage: layout.pageId, idLayout: layout.id, hash: sha256(html), storedHash: sha256(html), isCurrent: true });
    const changed = await shop.post(`/admin/page/${layout.pageId}/layout/${layout.id}/hash/check`, { html: `${html} ` }, { cookie: admin });
    expect(changed.json.data).toMatchObject({ hash: sha256(`${html} `), isCurrent: false });
    // The contract (src/lib/admin/page-layouts.ts) describes the answer exactly.
    for (const answer of [same.json.data, changed.json.data]) expect(layoutHashCheckSchema.parse(answer)).toEqual(answer);
    expect(layoutHashCheckSchema.safeParse({ ...same.json.data, isCurrent: 'yes' }).success).toBe(false);
  });

  it('knows a layout only under its own page', async () => {
    const elsewhere = await shop.post(`/admin/page/${otherPage}/layout/${layout.id}/hash/check`, { html }, { cookie: admin });
    expect(elsewhere).toMatchObject({ status: 404, json: { message: 'Cette mise en page n’existe pas pour cette page.' } });
    const missing = await shop.post(`/admin/page/${layout.pageId}/layout/999999/hash/check`, { html }, { cookie: admin });
    expect(missing.status).toBe(404);
    const noHtml = await shop.post(`/admin/page/${layout.pageId}/layout/${layout.id}/hash/check`, {}, { cookie: admin });
    expect(noHtml).toMatchObject({ status: 400, json: { message: 'Le HTML de la mise en page est obligatoire.' } });
  });
});

describe('PUT /admin/page/{idPage}/layout/{idLayout}/preview', () => {
  it('keeps the preview HTML and its picture, for admins’ eyes only, replacing the previous one', async () => {
    const first = await savePreview(layout.pageId, { html: '<p>Brouillon 1</p>', image: file(png(64, 48), 'apercu.png') });
    expect(first.status).toBe(200);
    expect(first.json.message).toBe('L’aperçu est enregistré.');
    expect(first.json.data).toEqual({ idLayout: layout.id, previewUrl: expect.stringMatching(/^\/api\/media\/\d+\/apercu\.png$/) });
    expect(layoutPreviewSavedSchema.parse(first.json.data)).toEqual(first.json.data);
    const [row] = await shop.db.select().from(pageLayout).where(eq(pageLayout.id, layout.id));
    expect(row).toMatchObject({ previewHtml: '<p>Brouillon 1</p>', html, hash: sha256(html) });
    expect(await mediaStatus(first.json.data.previewUrl, admin)).toBe(200);
    expect(await mediaStatus(first.json.data.previewUrl)).toBe(404);

    // Without a picture, the one already kept stays.
    const textOnly = await savePreview(layout.pageId, { html: '<p>Brouillon 2</p>' });
    expect(textOnly.json.data.previewUrl).toBe(first.json.data.previewUrl);

    const second = await savePreview(layout.pageId, { html: '<p>Brouillon 3</p>', image: file(png(32, 32), 'apercu-2.png') });
    expect(second.json.data.previewUrl).not.toBe(first.json.data.previewUrl);
    expect(await mediaStatus(first.json.data.previewUrl, admin)).toBe(404);
  });

  it('checks the picture by its bytes and the layout by its page', async () => {
    const fake = await savePreview(layout.pageId, { html: '<p>x</p>', image: new File(['<svg/>'], 'apercu.png', { type: 'image/png' }) });
    expect(fake.status).toBe(400);
    expect(fake.json.message).toContain('PNG');
    expect((await savePreview(otherPage, { html: '<p>x</p>' })).status).toBe(404);
    expect((await savePreview(layout.pageId, {})).json.message).toBe('Le HTML de la mise en page est obligatoire.');
  });
});
