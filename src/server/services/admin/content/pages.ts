import { and, asc, eq } from 'drizzle-orm';
import type { AdminCmsPage, AdminPageSummary, AdminPageTree, MenuOrder, PageText, SavedPageText } from '~/lib/admin/content/pages';
import { RESERVED_PAGE_URLS } from '~/lib/admin/content/pages';
import { localizedPath, type Lang } from '~/lib/locale';
import { pagePath } from '~/lib/site-pages';
import type { Database } from '../../../db/connection';
import { page, pageTranslation } from '../../../db/schema';
import { EVERY_PAGE } from '../../../page-cache';
import { cleanOwnerHtml } from '../../owner-html';
import { inLang } from '../../translations';
import { notFoundProblem, type ContentDeps } from './shared';
import { conflict, invalid } from '../../errors';

// The site's pages and their menu from the back office. The menu shows on every page, so every
// change drops every cached page (the 'frame' tag) when it commits.

export interface PageValues {
  texts: { fr_FR: PageText; en_US?: PageText | null };
  parentId: number | null;
  position: number;
  showInMenu: boolean;
  isPublished: boolean;
}

/** The type of the pages the owner writes; the others are rendered by the shop's own routes. */
const TEXT_PAGE = 'CMS';

type PageRow = Awaited<ReturnType<typeof findPages>>[number];

function findPages(db: Database, siteId: number, id?: number) {
  return db.query.page.findMany({
    where: id === undefined ? eq(page.siteId, siteId) : and(eq(page.siteId, siteId), eq(page.id, id)),
    with: { translations: true },
    orderBy: [asc(page.position), asc(page.id)],
  });
}

function summaryOf(row: PageRow, lang: Lang, depth: number): AdminPageSummary {
  const pathIn = (textLang: Lang) => {
    const text = row.translations.find((tr) => tr.lang === textLang);
    return text ? localizedPath(textLang, pagePath({ type: row.type, url: text.url })) : null;
  };
  return {
    id: row.id,
    title: inLang(row.translations, lang)?.title ?? '',
    type: row.type,
    parentId: row.parentId,
    position: row.position,
    depth,
    showInMenu: row.showInMenu,
    isPublished: row.isValid,
    isTextPage: row.type === TEXT_PAGE,
    paths: { fr_FR: pathIn('fr_FR'), en_US: pathIn('en_US') },
  };
}

/** The pages in menu order: each page, then its children, at every depth. */
export async function adminPageTree(db: Database, siteId: number, lang: Lang): Promise<AdminPageTree> {
  const rows = await findPages(db, siteId);
  const ids = new Set(rows.map((row) => row.id));
  const childrenOf = new Map<number | null, PageRow[]>();
  for (const row of rows) {
    const parent = row.parentId !== null && ids.has(row.parentId) ? row.parentId : null;
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), row]);
  }
  const pages: AdminPageSummary[] = [];
  const visit = (parent: number | null, depth: number) => {
    for (const row of childrenOf.get(parent) ?? []) {
      pages.push(summaryOf(row, lang, depth));
      visit(row.id, depth + 1);
    }
  };
  visit(null, 0);
  return { pages };
}

const textOf = (row: PageRow, lang: Lang): SavedPageText | null => {
  const text = row.translations.find((tr) => tr.lang === lang);
  return text
    ? { title: text.title, menuTitle: text.menuTitle, url: text.url ?? '', metaDescription: text.metaDescription, content: text.content ?? '' }
    : null;
};

export async function adminCmsPage(db: Database, siteId: number, id: number): Promise<AdminCmsPage> {
  const [row] = await findPages(db, siteId, id);
  if (!row) throw notFoundProblem();
  const { title: _title, depth: _depth, ...rest } = summaryOf(row, 'fr_FR', 0);
  return {
    ...rest,
    texts: { fr_FR: textOf(row, 'fr_FR') ?? { title: '', menuTitle: null, url: '', metaDescription: null, content: '' }, en_US: textOf(row, 'en_US') },
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Refuses a parent that is not a page of the site, or that is the page itself or one of its children. */
async function assertParent(tx: Database, siteId: number, id: number | null, parentId: number | null) {
  if (parentId === null) return;
  const rows = await tx.select({ id: page.id, parentId: page.parentId }).from(page).where(eq(page.siteId, siteId));
  const parentOf = new Map(rows.map((row) => [row.id, row.parentId]));
  if (!parentOf.has(parentId)) throw invalid('admin-content:errors.parentNotFound', { id: parentId });
  for (let at: number | null | undefined = parentId, steps = 0; at != null && steps <= rows.length; at = parentOf.get(at), steps++) {
    if (at === id) throw invalid('admin-content:errors.parentLoop');
  }
}

/** The database refusing a second page at the same address in one language. */
function isTakenUrl(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if ((cause as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

async function naming<T>(change: () => Promise<T>): Promise<T> {
  try {
    return await change();
  } catch (error) {
    if (isTakenUrl(error)) throw conflict('admin-content:errors.urlTaken');
    throw error;
  }
}

/**
 * The texts as stored: a text page's address is the owner's (never one of the shop's routes); a
 * page the shop renders keeps the address its route reads.
 */
async function writeTexts(tx: Database, id: number, isTextPage: boolean, stored: Map<string, string | null>, texts: PageValues['texts']) {
  const rows = (['fr_FR', 'en_US'] as const).flatMap((lang) => {
    const text = texts[lang];
    if (!text) return [];
    if (isTextPage && RESERVED_PAGE_URLS.includes(text.url)) throw invalid('admin-content:errors.urlReserved', { url: text.url });
    const url = !isTextPage && stored.has(lang) ? stored.get(lang)! : text.url;
    return [{ pageId: id, lang, title: text.title, menuTitle: text.menuTitle ?? null, url, metaDescription: text.metaDescription ?? null, content: cleanOwnerHtml(text.content) || null }];
  });
  await tx.delete(pageTranslation).where(eq(pageTranslation.pageId, id));
  await tx.insert(pageTranslation).values(rows);
}

const rowValues = (values: PageValues) => ({ parentId: values.parentId, position: values.position, showInMenu: values.showInMenu, isValid: values.isPublished });

export async function createCmsPage(deps: ContentDeps, siteId: number, values: PageValues): Promise<AdminCmsPage> {
  const id = await naming(() =>
    deps.db.transaction(async (tx) => {
      await assertParent(tx, siteId, null, values.parentId);
      const [row] = await tx.insert(page).values({ ...rowValues(values), siteId, type: TEXT_PAGE, isCmsPage: true }).returning({ id: page.id });
      await writeTexts(tx, row.id, true, new Map(), values.texts);
      await deps.pageCache.invalidate(tx, [EVERY_PAGE]);
      return row.id;
    }),
  );
  return adminCmsPage(deps.db, siteId, id);
}

async function lockPage(tx: Database, siteId: number, id: number) {
  const [row] = await tx.select({ type: page.type, parentId: page.parentId }).from(page).where(and(eq(page.siteId, siteId), eq(page.id, id))).for('update');
  if (!row) throw notFoundProblem();
  return row;
}

export async function updateCmsPage(deps: ContentDeps, siteId: number, id: number, values: PageValues): Promise<AdminCmsPage> {
  await naming(() =>
    deps.db.transaction(async (tx) => {
      const current = await lockPage(tx, siteId, id);
      await assertParent(tx, siteId, id, values.parentId);
      const stored = await tx.select({ lang: pageTranslation.lang, url: pageTranslation.url }).from(pageTranslation).where(eq(pageTranslation.pageId, id));
      await tx.update(page).set(rowValues(values)).where(eq(page.id, id));
      await writeTexts(tx, id, current.type === TEXT_PAGE, new Map(stored.map((row) => [row.lang, row.url])), values.texts);
      await deps.pageCache.invalidate(tx, [EVERY_PAGE]);
    }),
  );
  return adminCmsPage(deps.db, siteId, id);
}

/** Deletes a text page; its children take its place in the menu. */
export async function deleteCmsPage(deps: ContentDeps, siteId: number, id: number): Promise<{ id: number }> {
  await deps.db.transaction(async (tx) => {
    const current = await lockPage(tx, siteId, id);
    if (current.type !== TEXT_PAGE) throw conflict('admin-content:errors.pageOfShop');
    await tx.update(page).set({ parentId: current.parentId }).where(eq(page.parentId, id));
    await tx.delete(page).where(eq(page.id, id));
    await deps.pageCache.invalidate(tx, [EVERY_PAGE]);
  });
  return { id };
}

/** Moves pages in the menu at once: the new tree is checked whole, so a swap of two pages is one change. */
export async function orderMenu(deps: ContentDeps, siteId: number, lang: Lang, order: MenuOrder): Promise<AdminPageTree> {
  await deps.db.transaction(async (tx) => {
    const rows = await tx.select({ id: page.id, parentId: page.parentId }).from(page).where(eq(page.siteId, siteId)).for('update');
    const parentOf = new Map(rows.map((row) => [row.id, row.parentId]));
    for (const moved of order.pages) {
      if (!parentOf.has(moved.id)) throw invalid('admin-content:errors.parentNotFound', { id: moved.id });
      if (moved.parentId !== null && !parentOf.has(moved.parentId)) throw invalid('admin-content:errors.parentNotFound', { id: moved.parentId });
      parentOf.set(moved.id, moved.parentId);
    }
    for (const start of parentOf.keys()) {
      for (let at = parentOf.get(start), steps = 0; at != null; at = parentOf.get(at), steps++) {
        if (at === start || steps > rows.length) throw invalid('admin-content:errors.parentLoop');
      }
    }
    for (const moved of order.pages) await tx.update(page).set({ parentId: moved.parentId, position: moved.position }).where(eq(page.id, moved.id));
    await deps.pageCache.invalidate(tx, [EVERY_PAGE]);
  });
  return adminPageTree(deps.db, siteId, lang);
}
