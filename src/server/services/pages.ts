import { and, asc, eq, inArray } from 'drizzle-orm';
import type { CmsPage } from '~/lib/contracts/content';
import type { Page, PageNode } from '~/lib/contracts/site';
import type { Lang } from '~/lib/i18n';
import type { Database } from '../db/connection';
import { page, pageTranslation } from '../db/schema';
import { withPictures } from './owner-pictures';
import { inLang, perLangOf } from './translations';
import { notFound } from './errors';

type PageRow = Awaited<ReturnType<typeof findPages>>[number];

function findPages(db: Database, siteId: number, where?: ReturnType<typeof and>) {
  return db.query.page.findMany({
    where: and(eq(page.siteId, siteId), eq(page.isValid, true), where),
    with: { translations: true },
    orderBy: [asc(page.position), asc(page.id)],
  });
}

/** A page of the menu with its fields, texts in `lang`. */
function present(row: PageRow, lang: Lang): Page {
  const text = inLang(row.translations, lang);
  return {
    id: row.id,
    menuIcon: row.menuIcon,
    isValid: row.isValid,
    order: row.position,
    idSite: row.siteId,
    idParent: row.parentId,
    isText: row.isText,
    type: row.type,
    showInMenu: row.showInMenu,
    isFixedOnRight: row.isFixedOnRight,
    useAbsoluteMenu: row.useAbsoluteMenu,
    reload: row.reload,
    cms: { isCmsPage: row.isCmsPage, route: row.cmsRoute },
    isCustomHeader: row.isCustomHeader,
    isCustomFooter: row.isCustomFooter,
    isEcommercePage: row.isEcommercePage,
    link: { type: row.linkType, url: row.linkUrl, jsCode: row.linkJsCode },
    title: text?.title ?? '',
    url: text?.url ?? null,
    /** The page's url in every language, for the language menu and hreflang links. */
    urls: perLangOf(row.translations, (tr) => tr.url),
    menuTitle: text?.menuTitle ?? text?.title ?? '',
    metaDescription: text?.metaDescription ?? null,
  };
}

/** GET /page: the valid pages as a tree (the menu is the tree of the pages shown in it). */
export async function pageTree(db: Database, siteId: number, lang: Lang): Promise<PageNode[]> {
  const rows = await findPages(db, siteId);
  const nodes = new Map(rows.map((row) => [row.id, { ...present(row, lang), children: [] as PageNode[] }]));
  const roots: PageNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.idParent === null ? undefined : nodes.get(node.idParent);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

/** GET /page/{id}: a page with its content, its stored pictures drawn at the reader's width. */
export async function getPage(db: Database, siteId: number, lang: Lang, id: number): Promise<CmsPage> {
  const [row] = await findPages(db, siteId, eq(page.id, id));
  if (!row) throw notFound();
  return { ...present(row, lang), content: await withPictures(db, inLang(row.translations, lang)?.content ?? '') };
}

/** GET /page/url/{url}: the page at a menu url in `lang` ('' is the home page), e.g. 'le-domaine'. */
export async function getPageByUrl(db: Database, siteId: number, lang: Lang, url: string) {
  const owners = await db
    .select({ id: pageTranslation.pageId, lang: pageTranslation.lang })
    .from(pageTranslation)
    .where(and(eq(pageTranslation.url, url), inArray(pageTranslation.lang, [lang, 'fr_FR'])));
  const match = owners.find((o) => o.lang === lang) ?? owners[0];
  if (!match) throw notFound();
  return getPage(db, siteId, lang, match.id);
}

/** GET /page/home: the CMS page shown at / (type HOME; its menu url is 'le-domaine'). */
export async function getHomePage(db: Database, siteId: number, lang: Lang) {
  const [row] = await findPages(db, siteId, eq(page.type, 'HOME'));
  if (!row) throw notFound();
  return getPage(db, siteId, lang, row.id);
}
