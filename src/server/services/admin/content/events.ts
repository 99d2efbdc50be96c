import { and, count, desc, eq } from 'drizzle-orm';
import type { AdminEvent, AdminEventPage, AdminEventSummary, AdminRegistration, AdminRegistrationPage, EventText, StoredEventText } from '~/lib/admin/content/events';
import { EVENTS_ROUTE, eventPath } from '~/lib/content/paths';
import { slugify } from '~/lib/content/slug';
import { formatDateTime } from '~/lib/dates';
import { t } from '~/lib/i18n';
import { localizedPath, type Lang } from '~/lib/locale';
import type { Database } from '../../../db/connection';
import { element, elementList, elementRegistration, elementTranslation } from '../../../db/schema';
import { EVERY_PAGE } from '../../../page-cache';
import { cleanOwnerHtml } from '../../owner-html';
import { inLang } from '../../translations';
import { toCsv } from '../csv';
import { assertPicture, notFoundProblem, pictureOf, textSearch, type ContentDeps, pageWindow, pageOfItems } from './shared';
import { invalid } from '../../errors';

// The estate's events from the back office: the items of the element list 'evenements', with
// their period, place, price and places. Every change drops the cached pages of the event and of
// the lists that show events (the events page, the home page, the sitemap) when it commits.

export interface EventValues {
  texts: { fr_FR: EventText; en_US?: EventText | null };
  startsAt: string;
  endsAt: string;
  location?: string | null;
  price: number | null;
  capacity: number | null;
  isPublished: boolean;
  mediaId: number | null;
}

const eventTags = (id: number) => [`element:${id}`, `element-list:${EVENTS_ROUTE}`];

const ofEvents = (id?: number) => {
  const inList = eq(elementList.route, EVENTS_ROUTE);
  return id === undefined ? inList : and(inList, eq(element.id, id));
};

/** The events' list, made on the first event of a shop that has none (and every page told, as the lists are remembered with the frame). */
async function eventsListId(deps: ContentDeps, tx: Database): Promise<number> {
  const [made] = await tx.insert(elementList).values({ route: EVENTS_ROUTE, name: 'Événements' }).onConflictDoNothing().returning({ id: elementList.id });
  if (made) {
    await deps.pageCache.invalidate(tx, [EVERY_PAGE]);
    return made.id;
  }
  const [list] = await tx.select({ id: elementList.id }).from(elementList).where(eq(elementList.route, EVENTS_ROUTE));
  return list.id;
}

const withTexts = { translations: true, media: { columns: { id: true, filename: true, url: true } } } as const;

/** Whether `id` is an item of the events' list: an element of another list (a footer logo) is no event. */
async function isEvent(db: Database, id: number): Promise<boolean> {
  const [row] = await db.select({ id: element.id }).from(element).innerJoin(elementList, eq(elementList.id, element.listId)).where(ofEvents(id));
  return row !== undefined;
}

async function findOne(db: Database, id: number) {
  if (!(await isEvent(db, id))) return undefined;
  return db.query.element.findFirst({ where: eq(element.id, id), with: withTexts });
}

type EventRow = NonNullable<Awaited<ReturnType<typeof findOne>>>;

function textOf(row: EventRow, lang: Lang): StoredEventText | null {
  const text = row.translations.find((tr) => tr.lang === lang);
  return text ? { title: text.title ?? '', subtitle: text.subtitle, description: text.description ?? '' } : null;
}

function summary(row: EventRow, lang: Lang): AdminEventSummary {
  return {
    id: row.id,
    title: inLang(row.translations, lang)?.title ?? '',
    startsAt: row.startsAt?.toISOString() ?? '',
    endsAt: row.endsAt?.toISOString() ?? row.startsAt?.toISOString() ?? '',
    location: row.location,
    capacity: row.capacity,
    registeredSeats: row.registeredSeats,
    isPublished: row.isValid,
    picture: pictureOf(row.media),
  };
}

function present(row: EventRow): AdminEvent {
  const { title: _title, ...rest } = summary(row, 'fr_FR');
  // Each language's address carries the slug of its own title, the French one when it has none.
  const pathIn = (lang: Lang) => localizedPath(lang, eventPath({ slug: slugify(inLang(row.translations, lang)?.title ?? '') || String(row.id), id: row.id }));
  return {
    ...rest,
    texts: { fr_FR: textOf(row, 'fr_FR') ?? { title: '', subtitle: null, description: '' }, en_US: textOf(row, 'en_US') },
    price: row.price,
    paths: { fr_FR: pathIn('fr_FR'), en_US: pathIn('en_US') },
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function adminEventList(db: Database, lang: Lang, query: { page: number; nbItem: number; search?: string }): Promise<AdminEventPage> {
  const [list] = await db.select({ id: elementList.id }).from(elementList).where(eq(elementList.route, EVENTS_ROUTE));
  if (!list) return pageOfItems([], 0, query);
  const where = and(eq(element.listId, list.id), textSearch(elementTranslation, elementTranslation.elementId, elementTranslation.title, element.id, query.search));
  const rows = await db.query.element.findMany({ where, with: withTexts, orderBy: [desc(element.startsAt), desc(element.id)], ...pageWindow(query) });
  return pageOfItems(rows.map((row) => summary(row, lang)), await db.$count(element, where), query);
}

export async function adminEvent(db: Database, id: number): Promise<AdminEvent> {
  const row = await findOne(db, id);
  if (!row) throw notFoundProblem();
  return present(row);
}

async function writeTexts(tx: Database, id: number, texts: EventValues['texts']) {
  await tx.delete(elementTranslation).where(eq(elementTranslation.elementId, id));
  const rows = (['fr_FR', 'en_US'] as const).flatMap((lang) => {
    const text = texts[lang];
    return text ? [{ elementId: id, lang, title: text.title, subtitle: text.subtitle ?? null, description: cleanOwnerHtml(text.description) || null }] : [];
  });
  await tx.insert(elementTranslation).values(rows);
}

const rowValues = (values: EventValues) => ({
  startsAt: new Date(values.startsAt),
  endsAt: new Date(values.endsAt),
  location: values.location ?? null,
  price: values.price,
  capacity: values.capacity,
  isValid: values.isPublished,
  mediaId: values.mediaId,
});

export async function createEvent(deps: ContentDeps, values: EventValues): Promise<AdminEvent> {
  const id = await deps.db.transaction(async (tx) => {
    await assertPicture(tx, values.mediaId);
    const listId = await eventsListId(deps, tx);
    const [row] = await tx.insert(element).values({ ...rowValues(values), listId }).returning({ id: element.id });
    await writeTexts(tx, row.id, values.texts);
    await deps.pageCache.invalidate(tx, eventTags(row.id));
    return row.id;
  });
  return adminEvent(deps.db, id);
}

/** Locks the event for the change (registrations wait for it), or refuses an id that is not an event. */
async function lockEvent(tx: Database, id: number) {
  const [row] = await tx
    .select({ registeredSeats: element.registeredSeats })
    .from(element)
    .innerJoin(elementList, eq(elementList.id, element.listId))
    .where(ofEvents(id))
    .for('update', { of: element });
  if (!row) throw notFoundProblem();
  return row;
}

export async function updateEvent(deps: ContentDeps, id: number, values: EventValues): Promise<AdminEvent> {
  await deps.db.transaction(async (tx) => {
    const { registeredSeats } = await lockEvent(tx, id);
    if (values.capacity !== null && values.capacity < registeredSeats) throw invalid('admin-content:errors.capacityBelowSeats', { count: registeredSeats });
    await assertPicture(tx, values.mediaId);
    await tx.update(element).set(rowValues(values)).where(eq(element.id, id));
    await writeTexts(tx, id, values.texts);
    await deps.pageCache.invalidate(tx, eventTags(id));
  });
  return adminEvent(deps.db, id);
}

export async function deleteEvent(deps: ContentDeps, id: number): Promise<{ id: number }> {
  await deps.db.transaction(async (tx) => {
    await lockEvent(tx, id);
    await tx.delete(element).where(eq(element.id, id));
    await deps.pageCache.invalidate(tx, eventTags(id));
  });
  return { id };
}

const presentRegistration = (row: typeof elementRegistration.$inferSelect): AdminRegistration => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  seats: row.seats,
  lang: row.lang,
  createdAt: row.createdAt.toISOString(),
});

export async function eventRegistrations(db: Database, id: number, query: { page: number; nbItem: number }): Promise<AdminRegistrationPage> {
  if (!(await isEvent(db, id))) throw notFoundProblem();
  const rows = await db
    .select()
    .from(elementRegistration)
    .where(eq(elementRegistration.elementId, id))
    .orderBy(desc(elementRegistration.createdAt), desc(elementRegistration.id))
    .limit(query.nbItem)
    .offset((query.page - 1) * query.nbItem);
  const [{ total }] = await db.select({ total: count() }).from(elementRegistration).where(eq(elementRegistration.elementId, id));
  return pageOfItems(rows.map(presentRegistration), total, query);
}

/** Every registration of the event, oldest first, as the owner prints the guest list. */
export async function eventRegistrationsCsv(db: Database, id: number, lang: Lang): Promise<{ filename: string; csv: string }> {
  const event = await findOne(db, id);
  if (!event) throw notFoundProblem();
  const rows = await db.select().from(elementRegistration).where(eq(elementRegistration.elementId, id)).orderBy(elementRegistration.createdAt, elementRegistration.id);
  const tr = t(lang);
  const header = ['name', 'email', 'phone', 'seats', 'lang', 'createdAt'].map((column) => tr(`admin-content:registrations.columns.${column}`));
  const csv = toCsv(
    header,
    rows.map((row) => [row.name, row.email, row.phone, row.seats, row.lang, formatDateTime(row.createdAt)]),
  );
  const slug = slugify(inLang(event.translations, lang)?.title ?? '') || String(id);
  return { filename: `${tr('admin-content:registrations.filePrefix')}-${slug}.csv`, csv };
}
