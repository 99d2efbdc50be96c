import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogFolder, blogFolderTranslation, blogPost } from '~/server/db/schema';
import { blogArianeSchema, blogFolderContentSchema, blogFolderListSchema, blogPostSchema, type BlogFolder, type BlogPostSummary } from '~/lib/contracts/blog';
import { startTestShop, type TestShop } from './harness';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

type Folder = BlogFolder;
type PostSummary = BlogPostSummary;

async function folders(lang = 'fr_FR'): Promise<Folder[]> {
  return (await shop.get('/blog/folder/list', { lang })).json.data.folders;
}

describe('GET /blog/folder/list', () => {
  it('gives the top folders in the owner order, named in the caller language, with their post counts', async () => {
    const fr = await folders();
    expect(fr.map((f) => f.name)).toEqual(['Au fil des saisons', 'Accords mets et vins']);
    expect(fr.map((f) => f.postCount)).toEqual([4, 3]);
    expect(fr[0]).toMatchObject({ idParent: null, slug: 'au-fil-des-saisons' });
    expect((await folders('en_US')).map((f) => f.slug)).toEqual(['through-the-seasons', 'food-and-wine-pairings']);
  });

  it('gives the folders under a folder, and 404 for an unknown one', async () => {
    const [seasons] = await folders();
    const [child] = await shop.db.insert(blogFolder).values({ parentId: seasons.id, position: 1 }).returning();
    await shop.db.insert(blogFolderTranslation).values([
      { folderId: child.id, lang: 'fr_FR', name: 'Les vendanges', slug: 'les-vendanges' },
      { folderId: child.id, lang: 'en_US', name: 'Harvests', slug: 'harvests' },
    ]);
    const under = await shop.get(`/blog/folder/list/${seasons.id}`, { lang: 'en_US' });
    expect(under.status).toBe(200);
    expect(under.json.data.folders).toEqual([expect.objectContaining({ id: child.id, idParent: seasons.id, name: 'Harvests', postCount: 0 })]);
    expect((await folders()).map((f) => f.id)).not.toContain(child.id);

    const ariane = await shop.get(`/blog/folder/ariane/${child.id}`);
    expect(ariane.json.data).toEqual([
      { type: 'FOLDER', id: seasons.id, title: 'Au fil des saisons', slug: 'au-fil-des-saisons' },
      { type: 'FOLDER', id: child.id, title: 'Les vendanges', slug: 'les-vendanges' },
    ]);
    await shop.db.delete(blogFolder).where(eq(blogFolder.id, child.id));

    expect((await shop.get('/blog/folder/list/99999')).status).toBe(404);
    expect((await shop.get('/blog/folder/list/abc')).status).toBe(400);
    expect((await shop.get('/blog/folder/ariane/99999')).status).toBe(404);
  });
});

describe('GET /blog/folder[/{id}]', () => {
  it('opens the blog with its top folders and every post, newest first, 12 a page', async () => {
    const home = await shop.get('/blog/folder');
    expect(home.status).toBe(200);
    const { folder, folders: top, blogs, total } = home.json.data;
    expect(folder).toBeNull();
    expect(top).toHaveLength(2);
    expect(total).toBe(7);
    expect(blogs).toHaveLength(7);
    const dates = blogs.map((p: PostSummary) => p.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(blogs[0]).toMatchObject({ title: 'Les vendanges, côté cave', folder: { name: 'Au fil des saisons' } });
    expect(blogs[0].image.url).toMatch(/^\/api\/media\/\d+\//);

    const paged = await shop.get('/blog/folder?nbItem=3&page=3');
    expect(paged.json.data.blogs).toHaveLength(1);
    expect(paged.json.data.total).toBe(7);
  });

  it('gives a folder with its posts only, filtered by title', async () => {
    const [, pairings] = await folders();
    const content = await shop.get(`/blog/folder/${pairings.id}`, { lang: 'en_US' });
    expect(content.json.data.folder).toMatchObject({ id: pairings.id, name: 'Food and wine pairings', slugs: { fr_FR: 'accords-mets-et-vins', en_US: 'food-and-wine-pairings' } });
    expect(content.json.data.blogs.map((p: PostSummary) => p.folder?.id)).toEqual([pairings.id, pairings.id, pairings.id]);
    const cheese = await shop.get(`/blog/folder/${pairings.id}?title=lk:fromage`);
    expect(cheese.json.data.blogs.map((p: PostSummary) => p.title)).toEqual(['Quel vin de Loire pour quel fromage ?']);
  });

  it('refuses bad list input with a 400 and unknown folders with a 404', async () => {
    expect((await shop.get('/blog/folder?nbItem=500')).status).toBe(400);
    expect((await shop.get('/blog/folder?page=0')).status).toBe(400);
    expect((await shop.get('/blog/folder?colour=red')).status).toBe(400);
    const missing = await shop.get('/blog/folder/99999', { lang: 'en_US' });
    expect(missing.status).toBe(404);
    expect(missing.json).toMatchObject({ success: false, data: null });
  });
});

describe('GET /blog/{id} and /blog/ariane/{id}', () => {
  it('gives a post with its text and its breadcrumb', async () => {
    const { blogs } = (await shop.get('/blog/folder?title=lk:taille')).json.data;
    const id = blogs[0].id;
    const post = await shop.get(`/blog/${id}`, { lang: 'en_US' });
    expect(post.status).toBe(200);
    expect(post.json.data).toMatchObject({
      id,
      title: 'Pruning: winter in the heart of the vines',
      slug: 'pruning-winter-in-the-heart-of-the-vines',
      slugs: { fr_FR: 'la-taille-l-hiver-au-coeur-des-vignes' },
      author: 'Antoine Moreau',
      folder: { name: 'Through the seasons' },
    });
    expect(post.json.data.content).toContain('<h2>Choosing the canes</h2>');

    const ariane = await shop.get(`/blog/ariane/${id}`);
    expect(ariane.json.data).toEqual([
      expect.objectContaining({ type: 'FOLDER', title: 'Au fil des saisons', slug: 'au-fil-des-saisons' }),
      { type: 'POST', id, title: 'La taille, l’hiver au cœur des vignes', slug: 'la-taille-l-hiver-au-coeur-des-vignes' },
    ]);
  });

  it('hides posts that are not published yet, invalid, or filed in a hidden folder', async () => {
    const { blogs } = (await shop.get('/blog/folder?title=lk:fromage')).json.data;
    const id = blogs[0].id;
    await shop.db.update(blogPost).set({ publishedAt: new Date(Date.now() + 86_400_000) }).where(eq(blogPost.id, id));
    expect((await shop.get(`/blog/${id}`)).status).toBe(404);
    expect((await shop.get(`/blog/ariane/${id}`)).status).toBe(404);
    expect((await shop.get('/blog/folder')).json.data.total).toBe(6);
    await shop.db.update(blogPost).set({ publishedAt: new Date('2026-07-08T08:00:00Z') }).where(eq(blogPost.id, id));

    const [, pairings] = await folders();
    await shop.db.update(blogFolder).set({ isValid: false }).where(eq(blogFolder.id, pairings.id));
    expect((await shop.get(`/blog/${id}`)).status).toBe(404);
    expect((await shop.get('/blog/folder')).json.data.total).toBe(4);
    await shop.db.update(blogFolder).set({ isValid: true }).where(eq(blogFolder.id, pairings.id));
    expect((await shop.get(`/blog/${id}`)).status).toBe(200);

    expect((await shop.get('/blog/99999')).status).toBe(404);
    expect((await shop.get('/blog/-3')).status).toBe(400);
  });

  it('answers 404 everywhere while the blog is switched off', async () => {
    const { blogs } = (await shop.get('/blog/folder')).json.data;
    await shop.setParameter('IS_BLOG_ACTIVATED', 'false');
    try {
      for (const path of ['/blog/folder', '/blog/folder/list', `/blog/${blogs[0].id}`, `/blog/ariane/${blogs[0].id}`]) {
        const answer = await shop.get(path, { lang: 'en_US' });
        expect(answer.status, path).toBe(404);
        expect(answer.json.message).toBe('The blog is not open at the moment.');
      }
    } finally {
      await shop.setParameter('IS_BLOG_ACTIVATED', 'true');
    }
    expect((await shop.get('/blog/folder')).status).toBe(200);
  });
});

describe('the blog contract (src/lib/contracts/blog.ts)', () => {
  it('describes exactly what the blog calls answer', async () => {
    const top = (await shop.get('/blog/folder/list')).json.data;
    expect(blogFolderListSchema.parse(top)).toEqual(top);
    const home = (await shop.get('/blog/folder')).json.data;
    expect(blogFolderContentSchema.parse(home)).toEqual(home);
    const inFolder = (await shop.get(`/blog/folder/${top.folders[0].id}`, { lang: 'en_US' })).json.data;
    expect(inFolder.folder).not.toBeNull();
    expect(blogFolderContentSchema.parse(inFolder)).toEqual(inFolder);
    const post = (await shop.get(`/blog/${inFolder.blogs[0].id}`)).json.data;
    expect(blogPostSchema.parse(post)).toEqual(post);
    for (const path of [`/blog/ariane/${post.id}`, `/blog/folder/ariane/${top.folders[0].id}`]) {
      const ariane = (await shop.get(path)).json.data;
      expect(blogArianeSchema.parse(ariane)).toEqual(ariane);
    }
    expect(blogPostSchema.safeParse({ ...post, folder: { ...post.folder, id: String(post.folder.id) } }).success).toBe(false);
  });
});
