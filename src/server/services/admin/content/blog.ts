import { and, asc, count, desc, eq, isNotNull } from 'drizzle-orm';
import type { AdminBlogFolder, AdminBlogFolders, AdminBlogPost, AdminBlogPostPage, AdminBlogPostSummary, BlogFolderText, StoredBlogFolderText } from '~/lib/admin/content/blog';
import { blogPostPath } from '~/lib/content/paths';
import { slugify } from '~/lib/content/slug';
import { localizedPath, type Lang } from '~/lib/locale';
import type { Database } from '../../../db/connection';
import { blogFolder, blogFolderTranslation, blogPost, blogPostTranslation } from '../../../db/schema';
import { inLang } from '../../translations';
import { articleTextOf, articleTextRows, noArticleText, type ArticleTexts } from './articles';
import { assertPicture, notFoundProblem, pictureOf, textSearch, type ContentDeps, lockSaved, assertReferred, pageWindow, pageOfItems } from './shared';
import { invalid } from '../../errors';

// The blog from the back office: its folders (a tree) and its posts. Every blog page carries the
// tag 'blog', so a change drops them all when it commits: a post moves between folders, and every
// folder's page counts its posts.

const BLOG_TAG = 'blog';
const withMedia = { media: { columns: { id: true, filename: true, url: true } } } as const;

export interface BlogFolderValues {
  texts: { fr_FR: BlogFolderText; en_US?: BlogFolderText | null };
  parentId: number | null;
  position: number;
  isPublished: boolean;
  mediaId: number | null;
}

export interface BlogPostValues {
  texts: ArticleTexts;
  folderId: number | null;
  authorName?: string | null;
  publishedAt: string;
  isPublished: boolean;
  mediaId: number | null;
}

// Folders

export async function adminBlogFolders(db: Database, lang: Lang): Promise<AdminBlogFolders> {
  const rows = await db.query.blogFolder.findMany({ with: { translations: true, ...withMedia }, orderBy: [asc(blogFolder.position), asc(blogFolder.id)] });
  const counts = await db.select({ folderId: blogPost.folderId, posts: count() }).from(blogPost).where(isNotNull(blogPost.folderId)).groupBy(blogPost.folderId);
  const postsIn = new Map(counts.map((row) => [row.folderId, row.posts]));
  const textOf = (row: (typeof rows)[number], textLang: Lang): StoredBlogFolderText | null => {
    const text = row.translations.find((tr) => tr.lang === textLang);
    return text ? { name: text.name, description: text.description } : null;
  };
  const folders: AdminBlogFolder[] = [];
  const visit = (parent: number | null, depth: number) => {
    for (const row of rows.filter((candidate) => candidate.parentId === parent)) {
      folders.push({
        id: row.id,
        name: inLang(row.translations, lang)?.name ?? '',
        parentId: row.parentId,
        position: row.position,
        depth,
        isPublished: row.isValid,
        postCount: postsIn.get(row.id) ?? 0,
        picture: pictureOf(row.media),
        texts: { fr_FR: textOf(row, 'fr_FR') ?? { name: '', description: null }, en_US: textOf(row, 'en_US') },
      });
      visit(row.id, depth + 1);
    }
  };
  visit(null, 0);
  return { folders };
}

export async function adminBlogFolder(db: Database, id: number): Promise<AdminBlogFolder> {
  const found = (await adminBlogFolders(db, 'fr_FR')).folders.find((folder) => folder.id === id);
  if (!found) throw notFoundProblem();
  return found;
}

/** Refuses a parent folder that does not exist, or that is the folder itself or one of its sub-folders. */
async function assertFolderParent(tx: Database, id: number | null, parentId: number | null) {
  if (parentId === null) return;
  const rows = await tx.select({ id: blogFolder.id, parentId: blogFolder.parentId }).from(blogFolder);
  const parentOf = new Map(rows.map((row) => [row.id, row.parentId]));
  if (!parentOf.has(parentId)) throw invalid('admin-content:errors.folderNotFound', { id: parentId });
  for (let at: number | null | undefined = parentId, steps = 0; at != null && steps <= rows.length; at = parentOf.get(at), steps++) {
    if (at === id) throw invalid('admin-content:errors.folderLoop');
  }
}

async function writeFolderTexts(tx: Database, id: number, texts: BlogFolderValues['texts']) {
  await tx.delete(blogFolderTranslation).where(eq(blogFolderTranslation.folderId, id));
  const rows = (['fr_FR', 'en_US'] as const).flatMap((lang) => {
    const text = texts[lang];
    return text ? [{ folderId: id, lang, name: text.name, slug: slugify(text.name) || String(id), description: text.description ?? null }] : [];
  });
  await tx.insert(blogFolderTranslation).values(rows);
}

const folderValues = (values: BlogFolderValues) => ({ parentId: values.parentId, position: values.position, isValid: values.isPublished, mediaId: values.mediaId });

export async function saveBlogFolder(deps: ContentDeps, id: number | null, values: BlogFolderValues): Promise<AdminBlogFolder> {
  const saved = await deps.db.transaction(async (tx) => {
    await lockSaved(tx, blogFolder, blogFolder.id, id);
    await assertFolderParent(tx, id, values.parentId);
    await assertPicture(tx, values.mediaId);
    const folderId =
      id === null ? (await tx.insert(blogFolder).values(folderValues(values)).returning({ id: blogFolder.id }))[0].id : id;
    if (id !== null) await tx.update(blogFolder).set(folderValues(values)).where(eq(blogFolder.id, id));
    await writeFolderTexts(tx, folderId, values.texts);
    await deps.pageCache.invalidate(tx, [BLOG_TAG, `blog-folder:${folderId}`]);
    return folderId;
  });
  return adminBlogFolder(deps.db, saved);
}

/** Deletes a folder: its sub-folders take its place, its posts stay, unfiled. */
export async function deleteBlogFolder(deps: ContentDeps, id: number): Promise<{ id: number }> {
  await deps.db.transaction(async (tx) => {
    const [row] = await tx.select({ parentId: blogFolder.parentId }).from(blogFolder).where(eq(blogFolder.id, id)).for('update');
    if (!row) throw notFoundProblem();
    await tx.update(blogFolder).set({ parentId: row.parentId }).where(eq(blogFolder.parentId, id));
    await tx.delete(blogFolder).where(eq(blogFolder.id, id));
    await deps.pageCache.invalidate(tx, [BLOG_TAG, `blog-folder:${id}`]);
  });
  return { id };
}

// Posts

const withTexts = { translations: true, ...withMedia } as const;
type PostRow = NonNullable<Awaited<ReturnType<typeof findPost>>>;
const findPost = (db: Database, id: number) => db.query.blogPost.findFirst({ where: eq(blogPost.id, id), with: withTexts });

function postSummary(row: PostRow, lang: Lang): AdminBlogPostSummary {
  return {
    id: row.id,
    title: inLang(row.translations, lang)?.title ?? '',
    folderId: row.folderId,
    publishedAt: row.publishedAt.toISOString(),
    isPublished: row.isValid,
    picture: pictureOf(row.media),
    hasEnglish: row.translations.some((tr) => tr.lang === 'en_US'),
  };
}

export async function adminBlogPosts(db: Database, lang: Lang, query: { page: number; nbItem: number; search?: string; folderId?: number }): Promise<AdminBlogPostPage> {
  const where = and(
    query.folderId === undefined ? undefined : eq(blogPost.folderId, query.folderId),
    textSearch(blogPostTranslation, blogPostTranslation.postId, blogPostTranslation.title, blogPost.id, query.search),
  );
  const rows = await db.query.blogPost.findMany({ where, with: withTexts, orderBy: [desc(blogPost.publishedAt), desc(blogPost.id)], ...pageWindow(query) });
  return pageOfItems(rows.map((row) => postSummary(row, lang)), await db.$count(blogPost, where), query);
}

export async function adminBlogPost(db: Database, id: number): Promise<AdminBlogPost> {
  const row = await findPost(db, id);
  if (!row) throw notFoundProblem();
  const { title: _title, hasEnglish: _english, ...rest } = postSummary(row, 'fr_FR');
  const pathIn = (lang: Lang) => {
    const text = row.translations.find((tr) => tr.lang === lang);
    return text ? localizedPath(lang, blogPostPath({ slug: text.slug, id: row.id })) : null;
  };
  return {
    ...rest,
    authorName: row.authorName,
    texts: { fr_FR: articleTextOf(row.translations, 'fr_FR') ?? noArticleText, en_US: articleTextOf(row.translations, 'en_US') },
    paths: { fr_FR: pathIn('fr_FR') ?? '', en_US: pathIn('en_US') },
    updatedAt: row.updatedAt.toISOString(),
  };
}

const postValues = (values: BlogPostValues) => ({
  folderId: values.folderId,
  authorName: values.authorName ?? null,
  publishedAt: new Date(values.publishedAt),
  isValid: values.isPublished,
  mediaId: values.mediaId,
});

export async function saveBlogPost(deps: ContentDeps, id: number | null, values: BlogPostValues): Promise<AdminBlogPost> {
  const saved = await deps.db.transaction(async (tx) => {
    await lockSaved(tx, blogPost, blogPost.id, id);
    await assertReferred(tx, blogFolder, blogFolder.id, values.folderId, 'admin-content:errors.folderNotFound');
    await assertPicture(tx, values.mediaId);
    const postId = id === null ? (await tx.insert(blogPost).values(postValues(values)).returning({ id: blogPost.id }))[0].id : id;
    if (id !== null) await tx.update(blogPost).set(postValues(values)).where(eq(blogPost.id, id));
    await tx.delete(blogPostTranslation).where(eq(blogPostTranslation.postId, postId));
    await tx.insert(blogPostTranslation).values(articleTextRows(postId, values.texts).map((row) => ({ ...row, postId })));
    await deps.pageCache.invalidate(tx, [BLOG_TAG, `blog:${postId}`]);
    return postId;
  });
  return adminBlogPost(deps.db, saved);
}

export async function deleteBlogPost(deps: ContentDeps, id: number): Promise<{ id: number }> {
  await deps.db.transaction(async (tx) => {
    const [row] = await tx.delete(blogPost).where(eq(blogPost.id, id)).returning({ id: blogPost.id });
    if (!row) throw notFoundProblem();
    await deps.pageCache.invalidate(tx, [BLOG_TAG, `blog:${id}`]);
  });
  return { id };
}
