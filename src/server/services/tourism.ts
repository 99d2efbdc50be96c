import { and, arrayOverlaps, asc, eq } from 'drizzle-orm';
import type { Lang } from '~/lib/i18n';
import type { Database } from '../db/connection';
import { service, serviceTranslation } from '../db/schema';
import { orderOf, parseListQuery, whereOf, type ListField } from './list-query';
import { presentImage } from './images';
import { inLang, translatedText } from './translations';
import { notFound } from './errors';
import type { ServiceView } from '~/lib/contracts/tourism';

// Wine tourism: the services the estate offers (tastings, tours, workshops), as the
// /oenotourisme page lists them and as a booking reads them.

const fields: Record<string, ListField> = {
  id: { type: 'number', column: service.id, list: true },
  title: { type: 'text', column: translatedText(serviceTranslation, serviceTranslation.serviceId, serviceTranslation.title, service.id) },
  price: { type: 'number', column: service.price },
  durationMinutes: { type: 'number', column: service.durationMinutes },
  membersOnly: { type: 'boolean', column: service.membersOnly },
  position: { type: 'number', column: service.position, filterable: false },
};

type ServiceRow = Awaited<ReturnType<typeof findServices>>[number];

function findServices(db: Database, where: ReturnType<typeof and>, options: { limit?: number; offset?: number; orderBy?: ReturnType<typeof orderOf> } = {}) {
  return db.query.service.findMany({
    where: and(eq(service.isValid, true), where),
    with: { translations: true, media: { with: { translations: true } } },
    orderBy: [...(options.orderBy ?? []), asc(service.position), asc(service.id)],
    limit: options.limit,
    offset: options.offset,
  });
}

function present(row: ServiceRow, lang: Lang, withDescription: boolean): ServiceView {
  const text = inLang(row.translations, lang);
  return {
    id: row.id,
    title: text?.title ?? '',
    slug: text?.slug ?? '',
    slugs: Object.fromEntries(row.translations.map((tr) => [tr.lang, tr.slug])),
    shortDescription: text?.shortDescription ?? null,
    metaDescription: text?.metaDescription ?? null,
    ...(withDescription ? { description: text?.description ?? '' } : {}),
    tags: row.tags,
    membersOnly: row.membersOnly,
    price: row.price,
    durationMinutes: row.durationMinutes,
    capacity: row.capacity,
    calendarId: row.calendarId,
    image: presentImage(row.media ?? null, lang, text?.title ?? ''),
  };
}

/** Comma-separated tags, each a word of letters, digits and dashes. */
export function parseTags(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(',')
    .map((tag) => tag.trim().toLowerCase())
    .filter((tag) => tag !== '');
}

/**
 * GET /service: the services on offer, in the owner's order, 100 a page at most; `tag` keeps the
 * services carrying at least one of its comma-separated tags.
 */
export async function listServices(db: Database, lang: Lang, query: Record<string, string | undefined>) {
  const list = parseListQuery(query, fields, { passthrough: ['tag'] });
  const tags = parseTags(query.tag);
  const where = and(whereOf(list.filters, fields), tags.length ? arrayOverlaps(service.tags, tags) : undefined);
  const rows = await findServices(db, where, { limit: list.nbItem, offset: list.offset, orderBy: orderOf(list, fields) });
  return {
    services: rows.map((row) => present(row, lang, false)),
    total: await db.$count(service, and(eq(service.isValid, true), where)),
  };
}

/** GET /service/{id}: one service with its full description. */
export async function getService(db: Database, lang: Lang, id: number): Promise<ServiceView> {
  const [row] = await findServices(db, eq(service.id, id));
  if (!row) throw notFound('engagement:errors.serviceNotFound');
  return present(row, lang, true);
}

/** Every tag in use, for the filter of the wine tourism page. */
export async function serviceTags(db: Database): Promise<string[]> {
  const rows = await db.select({ tags: service.tags }).from(service).where(eq(service.isValid, true)).orderBy(asc(service.position));
  return [...new Set(rows.flatMap((row) => row.tags))];
}
