import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { blogPost } from '~/server/db/schema';
import { adminBlogFolderSchema, adminBlogFoldersSchema, adminBlogPostPageSchema, adminBlogPostSchema } from '~/lib/admin/content/blog';
import { adminCookie } from './admin-support';
import { dropped, remove } from './admin-content-support';
import { signedIn } from './catalogue-fixtures';
import { startTestShop, type TestShop } from './harness';

// The back office's blog: folders in a tree and posts filed in them, both languages, the blog's
// cached pages dropped at each change.

let shop: TestShop;
let admin: string;
beforeAll(async () => {
  shop = await startTestShop();
  admin = await adminCookie(shop);
});
afterAll(() => shop.close());

const folder = (name: string, parentId: number | null = null) => ({ texts: { fr_FR: { name, description: null } }, parentId, position: 0, isPublished: true, mediaId: null });
const post = (folderId: number | null) => ({
  texts: { fr_FR: { title: 'Tailler la vigne en hiver', excerpt: 'Le geste le plus long.', content: '<p>Sarment par sarment.</p>' }, en_US: { title: 'Pruning in winter', content: '<p>Cane by cane.</p>' } },
  folderId,
  authorName: 'Antoine Moreau',
  publishedAt: '2026-01-15T09:00:00+01:00',
  isPublished: true,
  mediaId: null,
});

describe('the blog in the back office', () => {
  it('refuses visitors and customers', async () => {
    const customer = await signedIn(shop, 'CUSTOMER', 'client-blog@example.fr');
    for (const [cookie, status] of [[undefined, 401], [customer, 403]] as const) {
      expect((await shop.get('/admin/blog/folder', { cookie })).status).toBe(status);
      expect((await shop.post('/admin/blog/post', post(null), { cookie })).status).toBe(status);
    }
  });

  it('files a new post in a new folder, shown at once on the blog', async () => {
    const vineyard = (await shop.post('/admin/blog/folder', folder('Au vignoble'), { cookie: admin })).json.data;
    const winter = (await shop.post('/admin/blog/folder', folder('L’hiver', vineyard.id), { cookie: admin })).json.data;
    expect(winter).toMatchObject({ depth: 1, parentId: vineyard.id, name: 'L’hiver' });
    const since = shop.invalidated.length;
    const created = await shop.post('/admin/blog/post', post(winter.id), { cookie: admin });
    expect(created.status).toBe(200);
    expect(created.json.data).toMatchObject({ folderId: winter.id, authorName: 'Antoine Moreau', paths: { en_US: `/en_US/blog/article/pruning-in-winter/${created.json.data.id}` } });
    expect((await dropped(shop, since, `blog:${created.json.data.id}`)).flat()).toContain('blog');
    expect((await shop.get(`/blog/${created.json.data.id}`, { lang: 'en_US' })).json.data.title).toBe('Pruning in winter');
    const listed = await shop.get(`/admin/blog/post?folderId=${winter.id}`, { cookie: admin });
    expect(listed.json.data.items.map((p: { id: number }) => p.id)).toEqual([created.json.data.id]);

    // A folder cannot go inside its own sub-folder; deleting it moves its sub-folder up and unfiles its posts.
    const loop = await shop.put(`/admin/blog/folder/${vineyard.id}`, folder('Au vignoble', winter.id), { cookie: admin });
    expect(loop).toMatchObject({ status: 400, json: { message: 'Un dossier ne peut pas être rangé dans lui-même ni dans l’un de ses sous-dossiers.' } });
    expect((await remove(shop, `/admin/blog/folder/${winter.id}`, admin)).status).toBe(200);
    const [kept] = await shop.db.select({ folderId: blogPost.folderId }).from(blogPost).where(eq(blogPost.id, created.json.data.id));
    expect(kept.folderId).toBeNull();
  });

  it('refuses what does not fit, and answers 404 for what does not exist', async () => {
    expect((await shop.post('/admin/blog/post', post(999_999), { cookie: admin, lang: 'en_US' })).json.message).toBe('Folder 999999 does not exist.');
    expect((await shop.post('/admin/blog/post', { ...post(null), publishedAt: '2026-13-01T00:00:00Z' }, { cookie: admin })).status).toBe(400);
    expect((await shop.post('/admin/blog/folder', folder(''), { cookie: admin })).status).toBe(400);
    expect((await shop.put('/admin/blog/post/999999', post(null), { cookie: admin })).status).toBe(404);
    expect((await remove(shop, '/admin/blog/post/999999', admin)).status).toBe(404);
    expect((await remove(shop, '/admin/blog/folder/999999', admin)).status).toBe(404);
  });
});

describe('the blog contract (src/lib/admin/content/blog.ts)', () => {
  // Parsing strips what the contract does not name: an answer equal to its parse has no field the
  // islands' types do not know, and every field they know, of the type they expect.
  it('describes exactly what the folders, the posts and their saves answer', async () => {
    const cellar = (await shop.post('/admin/blog/folder', folder('Au chai'), { cookie: admin })).json.data;
    const barrels = (await shop.put(`/admin/blog/folder/${cellar.id}`, { ...folder('Les fûts'), texts: { fr_FR: { name: 'Les fûts', description: 'Chêne' }, en_US: { name: 'Barrels' } } }, { cookie: admin })).json.data;
    const created = (await shop.post('/admin/blog/post', post(cellar.id), { cookie: admin })).json.data;
    const unfiled = (await shop.put(`/admin/blog/post/${created.id}`, { ...post(null), texts: { fr_FR: post(null).texts.fr_FR } }, { cookie: admin })).json.data;
    const one = (await shop.get(`/admin/blog/post/${created.id}`, { cookie: admin })).json.data;
    const folders = (await shop.get('/admin/blog/folder', { cookie: admin })).json.data;
    const posts = (await shop.get('/admin/blog/post?nbItem=5', { cookie: admin })).json.data;

    for (const answer of [cellar, barrels, (await shop.get(`/admin/blog/folder/${cellar.id}`, { cookie: admin })).json.data]) expect(adminBlogFolderSchema.parse(answer)).toEqual(answer);
    for (const answer of [created, unfiled, one]) expect(adminBlogPostSchema.parse(answer)).toEqual(answer);
    expect(adminBlogFoldersSchema.parse(folders)).toEqual(folders);
    expect(adminBlogPostPageSchema.parse(posts)).toEqual(posts);
    expect(posts.items.length).toBeGreaterThan(0);
    expect(adminBlogPostSchema.safeParse({ ...one, authorName: undefined }).success).toBe(false);
  });
});
