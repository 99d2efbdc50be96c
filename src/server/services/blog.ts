import { and, asc, count, eq, inArray, isNull, lte, or } from 'drizzle-orm';
import { BLOG_PAGE_SIZE } from '~/lib/content/page-sizes';
import type { BlogCrumb, BlogFolderContent, BlogFolderList, BlogPost, BlogPostSummary } from '~/lib/contracts/blog';
import type { Lang } from '~/lib/i18n';
import type { Database } from '../db/connection';
import { blogFolder, blogPost, blogPostTranslation } from '../db/schema';
import { orderOf, parseListQuery, whereOf, type ListField } from './list-query';
import { presentImage } from './images';
import { withPictures } from './owner-pictures';
import { isOn, parameterValue } from './parameters';
import { inLang, perLangOf, translatedText } from './translations';
import { notFound } from './errors';

// The blog: posts filed in a tree of folders, 12 posts a page
// (docs/architecture.md#look-and-display). The folders are few, so the tree is read whole and walked in memory: the
// breadcrumb (ariane), the sub-folders and the post counts come from one read.

const postFields: Record<string, ListField> = {
  id: { type: 'number', column: blogPost.id, list: true },
  title: { type: 'text', column: translatedText(blogPostTranslation, blogPostTranslation.postId, blogPostTranslation.title, blogPost.id) },
  publishedAt: { type: 'date', column: blogPost.publishedAt },
  author: { type: 'text', column: blogPost.authorName, sortable: false },
};

/** The blog answers only when the owner switched it on (IS_BLOG_ACTIVATED). */
export async function assertBlogActive(db: Database, siteId: number): Promise<void> {
  if (!isOn(await parameterValue(db, siteId, 'IS_BLOG_ACTIVATED'))) throw notFound('content:errors.blogOff');
}

interface FolderNode {
  id: number;
  idParent: number | null;
  name: string;
  slug: string;
  slugs: Partial<Record<Lang, string>>;
  description: string | null;
  image: ReturnType<typeof presentImage>;
  /** Published posts in the folder and every folder below it. */
  postCount: number;
  childIds: number[];
}

type FolderTree = Map<number, FolderNode>;

/** The valid folders whose ancestors are all valid too, with their published post counts. */
async function loadTree(db: Database, lang: Lang, now: Date): Promise<FolderTree> {
  const rows = await db.query.blogFolder.findMany({
    where: eq(blogFolder.isValid, true),
    with: { translations: true, media: { with: { translations: true } } },
    orderBy: [asc(blogFolder.position), asc(blogFolder.id)],
  });
  const counts = await db
    .select({ folderId: blogPost.folderId, posts: count() })
    .from(blogPost)
    .where(and(eq(blogPost.isValid, true), lte(blogPost.publishedAt, now)))
    .groupBy(blogPost.folderId);
  const direct = new Map(counts.map((row) => [row.folderId, row.posts]));

  const all = new Map(rows.map((row) => [row.id, row]));
  const tree: FolderTree = new Map();
  const reachable = (id: number, seen = new Set<number>()): boolean => {
    const row = all.get(id);
    if (!row || seen.has(id)) return false;
    seen.add(id);
    return row.parentId === null || reachable(row.parentId, seen);
  };
  for (const row of rows) {
    if (!reachable(row.id)) continue;
    const text = inLang(row.translations, lang);
    tree.set(row.id, {
      id: row.id,
      idParent: row.parentId,
      name: text?.name ?? '',
      slug: text?.slug ?? '',
      slugs: perLangOf(row.translations, (tr) => tr.slug),
      description: text?.description ?? null,
      image: presentImage(row.media, lang, text?.name ?? ''),
      postCount: direct.get(row.id) ?? 0,
      childIds: [],
    });
  }
  for (const node of tree.values()) if (node.idParent !== null) tree.get(node.idParent)?.childIds.push(node.id);
  const total = (node: FolderNode): number => node.postCount + node.childIds.reduce((sum, id) => sum + total(tree.get(id)!), 0);
  const totals = new Map([...tree.values()].map((node) => [node.id, total(node)]));
  for (const node of tree.values()) node.postCount = totals.get(node.id)!;
  return tree;
}

function folderOf(tree: FolderTree, id: number): FolderNode {
  const node = tree.get(id);
  if (!node) throw notFound();
  return node;
}

/** A folder as lists show it. */
function summary(node: FolderNode) {
  return {
    id: node.id,
    idParent: node.idParent,
    name: node.name,
    slug: node.slug,
    description: node.description,
    image: node.image,
    postCount: node.postCount,
  };
}

function children(tree: FolderTree, parentId: number | null) {
  return [...tree.values()].filter((node) => node.idParent === parentId).map(summary);
}

/** The folder and every folder below it. */
function subtree(tree: FolderTree, id: number): number[] {
  const node = tree.get(id)!;
  return [id, ...node.childIds.flatMap((child) => subtree(tree, child))];
}

/** A post is shown when valid, published, and filed nowhere or in a shown folder (or, given folders, in one of them). */
function visiblePosts(tree: FolderTree, now: Date, folderIds?: number[]) {
  const published = and(eq(blogPost.isValid, true), lte(blogPost.publishedAt, now));
  if (folderIds) return and(published, inArray(blogPost.folderId, folderIds));
  const shown = [...tree.keys()];
  return and(published, shown.length ? or(isNull(blogPost.folderId), inArray(blogPost.folderId, shown)) : isNull(blogPost.folderId));
}

type PostRow = Awaited<ReturnType<typeof findPosts>>[number];

function findPosts(db: Database, where: ReturnType<typeof and>, options: { limit?: number; offset?: number; orderBy?: ReturnType<typeof orderOf> } = {}) {
  return db.query.blogPost.findMany({
    where,
    with: { translations: true, media: { with: { translations: true } } },
    orderBy: [...(options.orderBy ?? []), asc(blogPost.id)],
    limit: options.limit,
    offset: options.offset,
  });
}

function presentPost(row: PostRow, tree: FolderTree, lang: Lang): BlogPostSummary {
  const text = inLang(row.translations, lang);
  const folder = row.folderId === null ? undefined : tree.get(row.folderId);
  return {
    id: row.id,
    title: text?.title ?? '',
    slug: text?.slug ?? '',
    excerpt: text?.excerpt ?? null,
    publishedAt: row.publishedAt.toISOString(),
    author: row.authorName,
    image: presentImage(row.media, lang, text?.title ?? ''),
    folder: folder ? { id: folder.id, name: folder.name, slug: folder.slug } : null,
  };
}

/** GET /blog/folder/list[/{id}]: the folders at the top of the blog, or right under a folder. */
export async function listFolders(db: Database, lang: Lang, parentId: number | null, now: Date): Promise<BlogFolderList> {
  const tree = await loadTree(db, lang, now);
  if (parentId !== null) folderOf(tree, parentId);
  return { folders: children(tree, parentId) };
}

/**
 * GET /blog/folder[/{id}]: a folder (null for the blog's home), its sub-folders, and a page of the
 * posts filed in it or below it (the whole blog at the top), newest first.
 */
export async function folderContent(db: Database, lang: Lang, folderId: number | null, query: Record<string, string | undefined>, now: Date): Promise<BlogFolderContent> {
  const tree = await loadTree(db, lang, now);
  const folder = folderId === null ? null : folderOf(tree, folderId);
  const list = parseListQuery(query, postFields, { nbItem: BLOG_PAGE_SIZE, orderBy: '-publishedAt' });
  const where = and(visiblePosts(tree, now, folder ? subtree(tree, folder.id) : undefined), whereOf(list.filters, postFields));
  const rows = await findPosts(db, where, { limit: list.nbItem, offset: list.offset, orderBy: orderOf(list, postFields) });
  return {
    folder: folder ? { ...summary(folder), slugs: folder.slugs } : null,
    folders: children(tree, folderId),
    blogs: rows.map((row) => presentPost(row, tree, lang)),
    total: await db.$count(blogPost, where),
  };
}

function folderCrumbs(tree: FolderTree, id: number): BlogCrumb[] {
  const crumbs: BlogCrumb[] = [];
  for (let node = tree.get(id); node; node = node.idParent === null ? undefined : tree.get(node.idParent)) {
    crumbs.unshift({ type: 'FOLDER', id: node.id, title: node.name, slug: node.slug });
  }
  return crumbs;
}

/** GET /blog/folder/ariane/{id}: the folders from the top of the blog down to this one. */
export async function folderAriane(db: Database, lang: Lang, id: number, now: Date): Promise<BlogCrumb[]> {
  const tree = await loadTree(db, lang, now);
  folderOf(tree, id);
  return folderCrumbs(tree, id);
}

async function findVisiblePost(db: Database, tree: FolderTree, id: number, now: Date) {
  const [row] = await findPosts(db, and(visiblePosts(tree, now), eq(blogPost.id, id)));
  if (!row) throw notFound();
  return row;
}

/** GET /blog/ariane/{id}: the folders down to the post's, then the post itself. */
export async function postAriane(db: Database, lang: Lang, id: number, now: Date): Promise<BlogCrumb[]> {
  const tree = await loadTree(db, lang, now);
  const row = await findVisiblePost(db, tree, id, now);
  const text = inLang(row.translations, lang);
  return [
    ...(row.folderId === null ? [] : folderCrumbs(tree, row.folderId)),
    { type: 'POST', id: row.id, title: text?.title ?? '', slug: text?.slug ?? '' },
  ];
}

/** GET /blog/{id}: one published post with its text, its stored pictures drawn at the reader's width. */
export async function getPost(db: Database, lang: Lang, id: number, now: Date): Promise<BlogPost> {
  const tree = await loadTree(db, lang, now);
  const row = await findVisiblePost(db, tree, id, now);
  const text = inLang(row.translations, lang);
  return {
    ...presentPost(row, tree, lang),
    slugs: perLangOf(row.translations, (tr) => tr.slug),
    content: await withPictures(db, text?.content ?? ''),
    metaDescription: text?.metaDescription ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}
