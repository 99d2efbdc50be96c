import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { adminAudit, news, newsTranslation } from '~/server/db/schema';
import { adminNewsPageSchema, adminNewsSchema } from '~/lib/admin/content/news';
import { adminCookie } from './admin-support';
import { dropped, remove, uploadPicture } from './admin-content-support';
import { file, png } from './cart-browser';
import { signedIn } from './catalogue-fixtures';
import { startTestShop, type TestShop } from './harness';

// The back office's content: news written in both languages with a picture, published at once
// (the cached pages that show news are dropped), and every input that does not fit refused.

let shop: TestShop;
let admin: string;
beforeAll(async () => {
  shop = await startTestShop();
  admin = await adminCookie(shop);
});
afterAll(() => shop.close());

const harvest = (mediaId: number | null = null) => ({
  texts: {
    fr_FR: { title: 'Les vendanges 2027 commencent', excerpt: 'Premiers raisins.', content: '<p>Les <strong>premiers</strong> raisins<script>alert(1)</script></p>', metaDescription: '' },
    en_US: { title: 'The 2027 harvest begins', excerpt: null, content: '<p>The first grapes.</p>' },
  },
  publishedAt: '2026-09-01T08:00:00+02:00',
  isPublished: true,
  promoted: true,
  mediaId,
});

describe('who may write the news', () => {
  it('answers a visitor 401 and a customer 403, and writes nothing', async () => {
    const customer = await signedIn(shop, 'CUSTOMER', 'client-contenu@example.fr');
    const before = await shop.db.$count(news);
    for (const [cookie, status] of [[undefined, 401], [customer, 403]] as const) {
      expect((await shop.get('/admin/news', { cookie })).status).toBe(status);
      expect((await shop.post('/admin/news', harvest(), { cookie })).status).toBe(status);
      expect((await remove(shop, '/admin/news/1', cookie)).status).toBe(status);
      expect((await uploadPicture(shop, file(png(40, 30), 'cave.png'), cookie)).status).toBe(status);
    }
    expect(await shop.db.$count(news)).toBe(before);
  });
});

describe('writing a news item', () => {
  it('creates it with its picture, cleans its text, and drops the cached pages that show news', async () => {
    const picture = await uploadPicture(shop, file(png(64, 48), 'vendanges.png'), admin);
    expect(picture.status).toBe(200);
    expect(picture.json.data).toMatchObject({ width: 64, height: 48, url: `/api/media/${picture.json.data.id}/vendanges.png` });

    const since = shop.invalidated.length;
    const created = await shop.post('/admin/news', harvest(picture.json.data.id), { cookie: admin });
    expect(created.status).toBe(200);
    expect(created.json.message).toBe('L’actualité est créée.');
    const item = created.json.data;
    expect(item).toMatchObject({
      promoted: true,
      isPublished: true,
      publishedAt: '2026-09-01T06:00:00.000Z',
      picture: { id: picture.json.data.id },
      texts: {
        fr_FR: { title: 'Les vendanges 2027 commencent', excerpt: 'Premiers raisins.', content: '<p>Les <strong>premiers</strong> raisins</p>', metaDescription: null },
        en_US: { title: 'The 2027 harvest begins', excerpt: null, content: '<p>The first grapes.</p>' },
      },
      paths: { fr_FR: `/news/les-vendanges-2027-commencent/${item.id}`, en_US: `/en_US/news/the-2027-harvest-begins/${item.id}` },
    });
    expect((await dropped(shop, since, `news:${item.id}`)).flat()).toContain('news');

    // Visitors read it at once, in their language, its picture drawn at their width.
    const french = await shop.get(`/news/${item.id}`);
    expect(french.json.data).toMatchObject({ title: 'Les vendanges 2027 commencent', content: '<p>Les <strong>premiers</strong> raisins</p>', image: { id: picture.json.data.id } });
    expect(french.json.data.image.variants).toMatch(/^\/api\/media\/\d+\/[0-9a-f]{16}$/);
    expect((await shop.get(`/news/${item.id}`, { lang: 'en_US' })).json.data.title).toBe('The 2027 harvest begins');
    const list = await shop.get('/admin/news?search=2027%20harvest', { cookie: admin, lang: 'en_US' });
    expect(list.json.data.items).toHaveLength(1);
    expect(list.json.data.items[0]).toMatchObject({ id: item.id, title: 'The 2027 harvest begins', hasEnglish: true });
  });

  it('edits, withdraws and deletes it, dropping the cached pages each time', async () => {
    const { id } = (await shop.post('/admin/news', harvest(), { cookie: admin })).json.data;
    const french = { title: 'Portes ouvertes : le programme', excerpt: null, content: '<p>Samedi.</p>' };
    let since = shop.invalidated.length;
    const edited = await shop.put(`/admin/news/${id}`, { ...harvest(), promoted: false, texts: { fr_FR: french } }, { cookie: admin });
    expect(edited.status).toBe(200);
    expect(edited.json.data).toMatchObject({ promoted: false, texts: { fr_FR: { title: 'Portes ouvertes : le programme' }, en_US: null }, paths: { en_US: null } });
    await dropped(shop, since, `news:${id}`);
    // Without its own English text, the English site shows the French one.
    expect((await shop.get(`/news/${id}`, { lang: 'en_US' })).json.data.title).toBe('Portes ouvertes : le programme');

    since = shop.invalidated.length;
    const withdrawn = await shop.put(`/admin/news/${id}/publication`, { isPublished: false }, { cookie: admin, lang: 'en_US' });
    expect(withdrawn.json).toMatchObject({ message: 'The news item is withdrawn from the site.', data: { isPublished: false } });
    await dropped(shop, since, `news:${id}`);
    expect((await shop.get(`/news/${id}`)).status).toBe(404);
    expect((await shop.get(`/admin/news/${id}`, { cookie: admin })).json.data.isPublished).toBe(false);

    since = shop.invalidated.length;
    expect((await remove(shop, `/admin/news/${id}`, admin)).json.message).toBe('L’actualité est supprimée.');
    await dropped(shop, since, `news:${id}`);
    // Who deleted which item, and when, is in the audit log.
    const [logged] = await shop.db.select().from(adminAudit).where(and(eq(adminAudit.method, 'DELETE'), eq(adminAudit.route, '/api/admin/news/:id'))).orderBy(desc(adminAudit.id)).limit(1);
    expect(logged).toMatchObject({ actorEmail: expect.stringMatching(/^gerant\d+@domaine\.test$/), target: { id: String(id) }, status: 200 });
    expect(await shop.db.select().from(newsTranslation).where(eq(newsTranslation.newsId, id))).toHaveLength(0);
    expect((await shop.get(`/admin/news/${id}`, { cookie: admin })).status).toBe(404);
  });

  it('finds items by a word of their title, in either language', async () => {
    await shop.post('/admin/news', { ...harvest(), texts: { fr_FR: { title: 'Nouvelle cuvée 100% syrah', content: '' }, en_US: { title: 'A new pure syrah', content: '' } } }, { cookie: admin });
    const bySearch = await shop.get('/admin/news?search=pure%20SYRAH', { cookie: admin });
    expect(bySearch.json.data.items.map((n: { title: string }) => n.title)).toEqual(['Nouvelle cuvée 100% syrah']);
    // % is a letter typed, not a wildcard.
    expect((await shop.get('/admin/news?search=100%25', { cookie: admin })).json.data.items).toHaveLength(1);
  });
});

describe('what the news editor refuses', () => {
  it('refuses an empty title, a bad date, an unknown field or picture, in the caller’s language, and writes nothing', async () => {
    const before = await shop.db.$count(news);
    const cases: [unknown, string, string][] = [
      [{ ...harvest(), texts: { fr_FR: { title: '  ', content: '' } } }, 'fr_FR', 'Le titre est obligatoire (200 caractères au plus).'],
      [{ ...harvest(), texts: { fr_FR: { title: 'x'.repeat(201), content: '' } } }, 'en_US', 'The title has 200 characters at most.'],
      [{ ...harvest(), publishedAt: '31/02/2027' }, 'fr_FR', 'Cette date n’est pas valide\u00a0: choisissez un jour et une heure.'],
      [{ ...harvest(), publishedAt: '2027-02-31T10:00:00Z' }, 'en_US', 'This date is not valid: pick a day and a time.'],
      [{ ...harvest(), author: 'moi' }, 'fr_FR', 'Ce champ n’existe pas pour ce contenu.'],
      [{ ...harvest(), mediaId: 999_999 }, 'en_US', 'Picture 999999 does not exist: upload it again.'],
      [{ ...harvest(), mediaId: -3 }, 'en_US', 'The chosen picture is not valid.'],
    ];
    for (const [body, lang, message] of cases) {
      const refused = await shop.post('/admin/news', body, { cookie: admin, lang });
      expect({ status: refused.status, message: refused.json.message }).toEqual({ status: 400, message });
    }
    expect(await shop.db.$count(news)).toBe(before);
  });

  it('answers garbage with a 400, never a 500', async () => {
    for (const body of ['{"texts":', '"texte"', '[]', 'null', { texts: 'vendanges' }, { ...harvest(), isPublished: 'oui' }]) {
      const refused = await shop.post('/admin/news', body, { cookie: admin });
      expect(refused.status).toBe(400);
      expect(refused.json.success).toBe(false);
    }
    expect((await shop.get('/admin/news?page=0', { cookie: admin })).status).toBe(400);
    expect((await shop.get('/admin/news/abc', { cookie: admin })).status).toBe(400);
  });

  it('answers 404 for an item that does not exist', async () => {
    expect((await shop.get('/admin/news/999999', { cookie: admin })).json.message).toBe('Ce contenu n’existe pas (ou plus).');
    expect((await shop.put('/admin/news/999999', harvest(), { cookie: admin })).status).toBe(404);
    expect((await shop.put('/admin/news/999999/publication', { isPublished: true }, { cookie: admin })).status).toBe(404);
    expect((await remove(shop, '/admin/news/999999', admin)).status).toBe(404);
  });

  it('refuses a file that is not a picture', async () => {
    const refused = await uploadPicture(shop, file(new Uint8Array(Buffer.from('<svg onload="x">')), 'cave.png'), admin);
    expect(refused.status).toBe(400);
    expect(refused.json.message).toMatch(/PNG|JPEG/);
  });
});

describe('the news contract (src/lib/admin/content/news.ts)', () => {
  // Parsing strips what the contract does not name: an answer equal to its parse has no field the
  // islands' types do not know, and every field they know, of the type they expect.
  it('describes exactly what the list, one item, a save and a publication answer', async () => {
    const picture = (await uploadPicture(shop, file(png(32, 24), 'contrat.png'), admin)).json.data;
    const created = (await shop.post('/admin/news', harvest(picture.id), { cookie: admin })).json.data;
    const frenchOnly = (await shop.put(`/admin/news/${created.id}`, { ...harvest(), texts: { fr_FR: harvest().texts.fr_FR } }, { cookie: admin })).json.data;
    const withdrawn = (await shop.put(`/admin/news/${created.id}/publication`, { isPublished: false }, { cookie: admin })).json.data;
    const one = (await shop.get(`/admin/news/${created.id}`, { cookie: admin })).json.data;
    const list = (await shop.get('/admin/news?nbItem=5', { cookie: admin })).json.data;

    expect(list.items.length).toBeGreaterThan(0);
    for (const answer of [created, frenchOnly, withdrawn, one]) expect(adminNewsSchema.parse(answer)).toEqual(answer);
    expect(adminNewsPageSchema.parse(list)).toEqual(list);
    expect(adminNewsSchema.safeParse({ ...one, texts: { ...one.texts, en_US: undefined } }).success).toBe(false);
  });

  it('names the answers in the OpenAPI document, and the routes answer them', async () => {
    const doc = (await (await shop.app.request('/api/openapi.json')).json()) as { paths: Record<string, Record<string, unknown>>; components: { schemas: Record<string, unknown> } };
    const names = ['AdminNewsSummary', 'AdminNews', 'AdminEventSummary', 'AdminEvent', 'AdminEventRegistration', 'AdminAlbumSummary', 'AdminAlbum', 'AdminBlogFolder', 'AdminBlogPostSummary', 'AdminBlogPost', 'AdminPopup'];
    for (const name of names) expect(Object.keys(doc.components.schemas)).toContain(name);
    const refers = (path: string, method: string, name: string) => expect(JSON.stringify(doc.paths[path][method])).toContain(`#/components/schemas/${name}"`);
    refers('/api/admin/news', 'get', 'AdminNewsSummary');
    refers('/api/admin/news/{id}/publication', 'put', 'AdminNews');
    refers('/api/admin/event/{id}/registration', 'get', 'AdminEventRegistration');
    refers('/api/admin/album', 'get', 'AdminAlbumSummary');
    refers('/api/admin/blog/post/{id}', 'put', 'AdminBlogPost');
    refers('/api/admin/popup', 'post', 'AdminPopup');
  });
});
