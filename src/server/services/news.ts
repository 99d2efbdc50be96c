import { and, asc, eq, lte } from 'drizzle-orm';
import type { NewsArticle, NewsItem } from '~/lib/contracts/content';
import type { Lang } from '~/lib/i18n';
import type { Database } from '../db/connection';
import { news, newsTranslation } from '../db/schema';
import { listTotal, orderOf, parseListQuery, totalOf, whereOf, type ListField } from './list-query';
import { presentImage } from './images';
import { withPictures } from './owner-pictures';
import { inLang, perLangOf, translatedText } from './translations';
import { notFound } from './errors';

const fields: Record<string, ListField> = {
  id: { type: 'number', column: news.id, list: true },
  title: { type: 'text', column: translatedText(newsTranslation, newsTranslation.newsId, newsTranslation.title, news.id) },
  promoted: { type: 'boolean', column: news.promoted },
  publishedAt: { type: 'date', column: news.publishedAt },
};

type NewsRow = Awaited<ReturnType<typeof findNews>>[number];

function findNews(db: Database, where: ReturnType<typeof and>, options: { limit?: number; offset?: number; orderBy?: ReturnType<typeof orderOf> } = {}) {
  return db.query.news.findMany({
    where,
    with: { translations: true, media: { with: { translations: true } } },
    extras: { total: listTotal },
    orderBy: [...(options.orderBy ?? []), asc(news.id)],
    limit: options.limit,
    offset: options.offset,
  });
}

function present(row: NewsRow, lang: Lang): NewsItem {
  const text = inLang(row.translations, lang);
  return {
    id: row.id,
    promoted: row.promoted,
    publishedAt: row.publishedAt.toISOString(),
    title: text?.title ?? '',
    slug: text?.slug ?? '',
    slugs: perLangOf(row.translations, (tr) => tr.slug),
    excerpt: text?.excerpt ?? null,
    metaDescription: text?.metaDescription ?? null,
    image: presentImage(row.media, lang, text?.title ?? ''),
  };
}

const published = (now: Date) => and(eq(news.isValid, true), lte(news.publishedAt, now));

/** GET /news: published news, newest first, 10 a page (docs/architecture.md#look-and-display). */
export async function listNews(db: Database, lang: Lang, query: Record<string, string | undefined>, now: Date) {
  const list = parseListQuery(query, fields, { orderBy: '-publishedAt' });
  const where = and(published(now), whereOf(list.filters, fields));
  const rows = await findNews(db, where, { limit: list.nbItem, offset: list.offset, orderBy: orderOf(list, fields) });
  return { news: rows.map((row) => present(row, lang)), total: await totalOf(rows, list.offset, () => db.$count(news, where)) };
}

/** GET /news/{id}: one published news item with its text, its stored pictures drawn at the reader's width. */
export async function getNews(db: Database, lang: Lang, id: number, now: Date): Promise<NewsArticle> {
  const [row] = await findNews(db, and(published(now), eq(news.id, id)));
  if (!row) throw notFound();
  return { ...present(row, lang), content: await withPictures(db, inLang(row.translations, lang)?.content ?? '') };
}
