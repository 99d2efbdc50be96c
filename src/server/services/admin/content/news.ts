import { desc, eq } from 'drizzle-orm';
import type { AdminNews, AdminNewsPage, AdminNewsSummary } from '~/lib/admin/content/news';
import { newsPath } from '~/lib/content/paths';
import { localizedPath, type Lang } from '~/lib/locale';
import type { Database } from '../../../db/connection';
import { news, newsTranslation } from '../../../db/schema';
import { inLang } from '../../translations';
import { articleTextOf, articleTextRows, noArticleText, type ArticleTexts } from './articles';
import { assertPicture, notFoundProblem, pictureOf, textSearch, type ContentDeps, pageWindow, pageOfItems } from './shared';

// The estate's news from the back office. Every change drops the cached pages that show news —
// the list (/actualites), the item's page, the home page and the sitemap carry the tag 'news' —
// when it commits, so the next visitor reads the change.

export interface NewsValues {
  texts: ArticleTexts;
  publishedAt: string;
  isPublished: boolean;
  promoted: boolean;
  mediaId: number | null;
}

const newsTags = (id: number) => ['news', `news:${id}`];

type NewsRow = NonNullable<Awaited<ReturnType<typeof findOne>>>;

const withTexts = { translations: true, media: { columns: { id: true, filename: true, url: true } } } as const;

function findOne(db: Database, id: number) {
  return db.query.news.findFirst({ where: eq(news.id, id), with: withTexts });
}

function summary(row: NewsRow, lang: Lang): AdminNewsSummary {
  return {
    id: row.id,
    title: inLang(row.translations, lang)?.title ?? '',
    promoted: row.promoted,
    isPublished: row.isValid,
    publishedAt: row.publishedAt.toISOString(),
    picture: pictureOf(row.media),
    hasEnglish: row.translations.some((tr) => tr.lang === 'en_US'),
  };
}

function present(row: NewsRow): AdminNews {
  const pathIn = (lang: Lang) => {
    const text = row.translations.find((tr) => tr.lang === lang);
    return text ? localizedPath(lang, newsPath({ slug: text.slug, id: row.id })) : null;
  };
  const { title: _title, hasEnglish: _english, ...rest } = summary(row, 'fr_FR');
  return {
    ...rest,
    texts: { fr_FR: articleTextOf(row.translations, 'fr_FR') ?? noArticleText, en_US: articleTextOf(row.translations, 'en_US') },
    paths: { fr_FR: pathIn('fr_FR') ?? '', en_US: pathIn('en_US') },
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function adminNewsList(db: Database, lang: Lang, query: { page: number; nbItem: number; search?: string }): Promise<AdminNewsPage> {
  const where = textSearch(newsTranslation, newsTranslation.newsId, newsTranslation.title, news.id, query.search);
  const rows = await db.query.news.findMany({ where, with: withTexts, orderBy: [desc(news.publishedAt), desc(news.id)], ...pageWindow(query) });
  return pageOfItems(rows.map((row) => summary(row, lang)), await db.$count(news, where), query);
}

export async function adminNews(db: Database, id: number): Promise<AdminNews> {
  const row = await findOne(db, id);
  if (!row) throw notFoundProblem();
  return present(row);
}

async function writeTexts(tx: Database, id: number, texts: NewsValues['texts']) {
  await tx.delete(newsTranslation).where(eq(newsTranslation.newsId, id));
  await tx.insert(newsTranslation).values(articleTextRows(id, texts).map((row) => ({ ...row, newsId: id })));
}

const rowValues = (values: NewsValues) => ({
  promoted: values.promoted,
  isValid: values.isPublished,
  publishedAt: new Date(values.publishedAt),
  mediaId: values.mediaId,
});

export async function createNews(deps: ContentDeps, values: NewsValues): Promise<AdminNews> {
  const id = await deps.db.transaction(async (tx) => {
    await assertPicture(tx, values.mediaId);
    const [row] = await tx.insert(news).values(rowValues(values)).returning({ id: news.id });
    await writeTexts(tx, row.id, values.texts);
    await deps.pageCache.invalidate(tx, newsTags(row.id));
    return row.id;
  });
  return adminNews(deps.db, id);
}

/** Locks the item for the change, or refuses an id that does not exist. */
async function lockNews(tx: Database, id: number) {
  const [row] = await tx.select({ id: news.id }).from(news).where(eq(news.id, id)).for('update');
  if (!row) throw notFoundProblem();
}

export async function updateNews(deps: ContentDeps, id: number, values: NewsValues): Promise<AdminNews> {
  await deps.db.transaction(async (tx) => {
    await lockNews(tx, id);
    await assertPicture(tx, values.mediaId);
    await tx.update(news).set(rowValues(values)).where(eq(news.id, id));
    await writeTexts(tx, id, values.texts);
    await deps.pageCache.invalidate(tx, newsTags(id));
  });
  return adminNews(deps.db, id);
}

export async function publishNews(deps: ContentDeps, id: number, isPublished: boolean): Promise<AdminNews> {
  await deps.db.transaction(async (tx) => {
    const [row] = await tx.update(news).set({ isValid: isPublished }).where(eq(news.id, id)).returning({ id: news.id });
    if (!row) throw notFoundProblem();
    await deps.pageCache.invalidate(tx, newsTags(id));
  });
  return adminNews(deps.db, id);
}

export async function deleteNews(deps: ContentDeps, id: number): Promise<{ id: number }> {
  await deps.db.transaction(async (tx) => {
    const [row] = await tx.delete(news).where(eq(news.id, id)).returning({ id: news.id });
    if (!row) throw notFoundProblem();
    await deps.pageCache.invalidate(tx, newsTags(id));
  });
  return { id };
}
