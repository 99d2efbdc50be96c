import { and, asc, eq } from 'drizzle-orm';
import { ELEMENT_PAGE_SIZE } from '~/lib/content/page-sizes';
import { slugify } from '~/lib/content/slug';
import type { ElementItem, ElementList } from '~/lib/contracts/content';
import type { Lang } from '~/lib/i18n';
import type { Database } from '../db/connection';
import { element, elementList, elementTranslation } from '../db/schema';
import { listTotal, orderOf, parseListQuery, totalOf, whereOf, type ListField } from './list-query';
import { EVERY_PAGE } from '../page-cache';
import type { RememberingDatabase } from '../remembered';
import { presentImage } from './images';
import { inLang, perLangOf, translatedText } from './translations';
import { notFound } from './errors';

const fields: Record<string, ListField> = {
  id: { type: 'number', column: element.id, list: true },
  title: { type: 'text', column: translatedText(elementTranslation, elementTranslation.elementId, elementTranslation.title, element.id) },
  position: { type: 'number', column: element.position, filterable: false },
  startsAt: { type: 'date', column: element.startsAt },
  endsAt: { type: 'date', column: element.endsAt },
  price: { type: 'number', column: element.price },
};

/**
 * The list of a route. The lists are kept in memory: they change with the shop's own updates
 * only, which drop every page (the frame's tag), these with them.
 */
async function listIdOf({ db, remembered }: RememberingDatabase, route: string): Promise<number> {
  const lists = await remembered.recall('element-lists', [EVERY_PAGE], async () => db.select({ id: elementList.id, route: elementList.route }).from(elementList));
  const list = lists.find((l) => l.route === route);
  if (!list) throw notFound('errors.notFound');
  return list.id;
}

type ElementRow = Awaited<ReturnType<typeof findElements>>[number];

function findElements(db: Database, where: ReturnType<typeof and>, options: { limit?: number; offset?: number; orderBy?: ReturnType<typeof orderOf> } = {}) {
  return db.query.element.findMany({
    where,
    with: { translations: true, media: { with: { translations: true } } },
    extras: { total: listTotal },
    orderBy: [...(options.orderBy ?? []), asc(element.position), asc(element.id)],
    limit: options.limit,
    offset: options.offset,
  });
}

function present(row: ElementRow, lang: Lang): ElementItem {
  const text = inLang(row.translations, lang);
  return {
    id: row.id,
    title: text?.title ?? '',
    /** Made from the title in each language, for the item's address (events). */
    slug: slugify(text?.title ?? '') || String(row.id),
    slugs: perLangOf(row.translations, (tr) => slugify(tr.title ?? '') || String(row.id)),
    subtitle: text?.subtitle ?? null,
    description: text?.description ?? null,
    link: row.link,
    linkLabel: text?.linkLabel ?? null,
    image: presentImage(row.media, lang, text?.title ?? ''),
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    location: row.location,
    price: row.price,
    capacity: row.capacity,
    seatsLeft: row.capacity === null ? null : Math.max(0, row.capacity - row.registeredSeats),
  };
}

/** GET /element/{route}: an element list (footer logos, footer links, events…), 24 a page (docs/architecture.md#look-and-display). */
export async function listElements(source: RememberingDatabase, lang: Lang, route: string, query: Record<string, string | undefined>): Promise<ElementList> {
  const { db } = source;
  const list = parseListQuery(query, fields, { nbItem: ELEMENT_PAGE_SIZE });
  const where = and(eq(element.listId, await listIdOf(source, route)), eq(element.isValid, true), whereOf(list.filters, fields));
  const rows = await findElements(db, where, { limit: list.nbItem, offset: list.offset, orderBy: orderOf(list, fields) });
  return { items: rows.map((row) => present(row, lang)), total: await totalOf(rows, list.offset, () => db.$count(element, where)) };
}

export async function getElement(source: RememberingDatabase, lang: Lang, route: string, id: number): Promise<ElementItem> {
  const [row] = await findElements(source.db, and(eq(element.listId, await listIdOf(source, route)), eq(element.isValid, true), eq(element.id, id)));
  if (!row) throw notFound();
  return present(row, lang);
}
