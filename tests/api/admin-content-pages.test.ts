import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { adminCmsPageSchema, adminPageTreeSchema } from '~/lib/admin/content/pages';
import { page } from '~/server/db/schema';
import { adminCookie } from './admin-support';
import { dropped, remove } from './admin-content-support';
import { signedIn } from './catalogue-fixtures';
import { startTestShop, type TestShop } from './harness';

// The back office's pages and menu: text pages written in both languages, placed in the menu,
// shown at once on every page (the menu is on all of them), and the shop's own pages kept whole.

let shop: TestShop;
let admin: string;
beforeAll(async () => {
  shop = await startTestShop();
  admin = await adminCookie(shop);
});
afterAll(() => shop.close());

const cellar = (parentId: number | null = null) => ({
  texts: {
    fr_FR: { title: 'La cave troglodytique', menuTitle: 'La cave', url: 'la-cave', metaDescription: null, content: '<h2>Creusée</h2><p>Dans le tuffeau.</p>' },
    en_US: { title: 'The cave cellar', menuTitle: null, url: 'the-cellar', content: '<p>Carved in the tufa.</p>' },
  },
  parentId,
  position: 5,
  showInMenu: true,
  isPublished: true,
});

type Summary = { id: number; title: string; type: string; depth: number; parentId: number | null; position: number; isTextPage: boolean };
const tree = async (lang = 'fr_FR'): Promise<Summary[]> => (await shop.get('/admin/page', { cookie: admin, lang })).json.data.pages;
const homeId = async () => (await tree()).find((p) => p.type === 'HOME')!.id;

describe('who may change the pages', () => {
  it('answers a visitor 401 and a customer 403', async () => {
    const customer = await signedIn(shop, 'CUSTOMER', 'client-pages@example.fr');
    for (const [cookie, status] of [[undefined, 401], [customer, 403]] as const) {
      expect((await shop.get('/admin/page', { cookie })).status).toBe(status);
      expect((await shop.post('/admin/page', cellar(), { cookie })).status).toBe(status);
      expect((await shop.put('/admin/menu', { pages: [{ id: 1, parentId: null, position: 0 }] }, { cookie })).status).toBe(status);
    }
  });
});

describe('text pages and the menu', () => {
  it('creates a page under another, shown in the menu of every page at once', async () => {
    const parent = await homeId();
    const since = shop.invalidated.length;
    const created = await shop.post('/admin/page', cellar(parent), { cookie: admin });
    expect(created.status).toBe(200);
    const { id } = created.json.data;
    expect(created.json.data).toMatchObject({ type: 'CMS', isTextPage: true, parentId: parent, paths: { fr_FR: '/la-cave', en_US: '/en_US/the-cellar' } });
    await dropped(shop, since, 'frame');
    expect((await shop.get('/page/url/the-cellar', { lang: 'en_US' })).json.data).toMatchObject({ id, title: 'The cave cellar', content: '<p>Carved in the tufa.</p>' });
    const listed = (await tree('en_US')).find((p) => p.id === id)!;
    expect(listed).toMatchObject({ title: 'The cave cellar', depth: 1, parentId: parent });
  });

  it('refuses an address taken, one of the shop’s routes, or a bad one', async () => {
    const again = await shop.post('/admin/page', cellar(), { cookie: admin, lang: 'en_US' });
    expect(again).toMatchObject({ status: 409, json: { message: 'Another page already has this address in this language: choose another one.' } });
    const reserved = await shop.post('/admin/page', { ...cellar(), texts: { fr_FR: { ...cellar().texts.fr_FR, url: 'cart' } } }, { cookie: admin });
    expect(reserved).toMatchObject({ status: 400, json: { message: 'L’adresse «\u00a0cart\u00a0» est celle d’une page de la boutique\u00a0: choisissez-en une autre.' } });
    const bad = await shop.post('/admin/page', { ...cellar(), texts: { fr_FR: { ...cellar().texts.fr_FR, url: 'la cave/ici' } } }, { cookie: admin });
    expect(bad.status).toBe(400);
    const loose = await shop.post('/admin/page', { ...cellar(), parentId: 999_999 }, { cookie: admin });
    expect(loose).toMatchObject({ status: 400, json: { message: 'La page 999999 n’existe pas.' } });
  });

  it('refuses a page under itself or its child, and reorders the menu in one change', async () => {
    const top = (await shop.post('/admin/page', { ...cellar(), texts: { fr_FR: { ...cellar().texts.fr_FR, url: 'le-haut' } } }, { cookie: admin })).json.data.id;
    const child = (await shop.post('/admin/page', { ...cellar(top), texts: { fr_FR: { ...cellar().texts.fr_FR, url: 'le-bas' } } }, { cookie: admin })).json.data.id;
    const under = await shop.put(`/admin/page/${top}`, { ...cellar(child), texts: { fr_FR: { ...cellar().texts.fr_FR, url: 'le-haut' } } }, { cookie: admin });
    expect(under).toMatchObject({ status: 400, json: { message: 'Une page ne peut pas être rangée sous elle-même ni sous l’une de ses sous-pages.' } });
    const loop = await shop.put('/admin/menu', { pages: [{ id: top, parentId: child, position: 0 }] }, { cookie: admin });
    expect(loop.status).toBe(400);
    // Swapping them is one change, checked whole.
    const swapped = await shop.put('/admin/menu', { pages: [{ id: child, parentId: null, position: 0 }, { id: top, parentId: child, position: 0 }] }, { cookie: admin });
    expect(swapped.status).toBe(200);
    const pages = swapped.json.data.pages as Summary[];
    const at = (id: number) => pages.findIndex((p) => p.id === id);
    expect(at(top)).toBe(at(child) + 1);
    expect(pages[at(top)]).toMatchObject({ depth: 1, parentId: child });
  });

  it('keeps the shop’s own pages: their address stays, and they cannot be deleted', async () => {
    const home = await homeId();
    const current = (await shop.get(`/admin/page/${home}`, { cookie: admin })).json.data;
    const saved = await shop.put(`/admin/page/${home}`, { texts: { fr_FR: { ...current.texts.fr_FR, title: 'Le domaine', url: 'ailleurs' }, en_US: current.texts.en_US }, parentId: null, position: current.position, showInMenu: true, isPublished: true }, { cookie: admin });
    expect(saved.status).toBe(200);
    expect(saved.json.data.texts.fr_FR).toMatchObject({ title: 'Le domaine', url: current.texts.fr_FR.url });
    expect((await remove(shop, `/admin/page/${home}`, admin)).status).toBe(409);
  });

  it('deletes a text page, its children moving up in its place', async () => {
    const top = (await shop.post('/admin/page', { ...cellar(), texts: { fr_FR: { ...cellar().texts.fr_FR, url: 'a-supprimer' } } }, { cookie: admin })).json.data.id;
    const child = (await shop.post('/admin/page', { ...cellar(top), texts: { fr_FR: { ...cellar().texts.fr_FR, url: 'a-garder' } } }, { cookie: admin })).json.data.id;
    expect((await remove(shop, `/admin/page/${top}`, admin)).status).toBe(200);
    const [kept] = await shop.db.select({ parentId: page.parentId }).from(page).where(eq(page.id, child));
    expect(kept.parentId).toBeNull();
    expect((await shop.get(`/admin/page/${top}`, { cookie: admin })).status).toBe(404);
    expect((await remove(shop, '/admin/page/999999', admin)).status).toBe(404);
  });
});

describe('the pages contract (src/lib/admin/content/pages.ts)', () => {
  // Parsing strips what the contract does not name: an answer equal to its parse has no field the
  // islands' types do not know, and every field they know, of the type they expect.
  it('describes exactly the tree, a page read, created and saved, and the menu reordered', async () => {
    const read = (await shop.get(`/admin/page/${await homeId()}`, { cookie: admin })).json.data;
    const created = (await shop.post('/admin/page', { ...cellar(), texts: { fr_FR: { ...cellar().texts.fr_FR, url: 'contrat-page' } } }, { cookie: admin })).json.data;
    const saved = (await shop.put(`/admin/page/${created.id}`, { ...cellar(), texts: { fr_FR: { ...cellar().texts.fr_FR, url: 'contrat-page' } }, showInMenu: false }, { cookie: admin })).json.data;
    const reordered = (await shop.put('/admin/menu', { pages: [{ id: created.id, parentId: null, position: 7 }] }, { cookie: admin })).json.data;
    const tree = (await shop.get('/admin/page', { cookie: admin, lang: 'en_US' })).json.data;

    expect(created.texts.en_US).toBeNull();
    for (const page of [read, created, saved]) expect(adminCmsPageSchema.parse(page)).toEqual(page);
    for (const pages of [tree, reordered]) expect(adminPageTreeSchema.parse(pages)).toEqual(pages);
    const [first, ...others] = tree.pages;
    expect(adminPageTreeSchema.safeParse({ pages: [{ ...first, depth: undefined }, ...others] }).success).toBe(false);
    expect(adminCmsPageSchema.safeParse({ ...read, texts: { ...read.texts, fr_FR: { ...read.texts.fr_FR, menuTitle: undefined } } }).success).toBe(false);
  });
});
