import { and, asc, count, eq, gte, sum } from 'drizzle-orm';
import type { AdminPage } from '~/lib/admin/content/common';
import type { AdminBooking, AdminService, AdminServiceList, SavedServiceText, ServiceText } from '~/lib/admin/content/tourism';
import { servicePath } from '~/lib/content/paths';
import { slugify } from '~/lib/content/slug';
import { localizedPath, type Lang } from '~/lib/locale';
import type { Database } from '../../../db/connection';
import { booking, calendar, service, serviceTranslation } from '../../../db/schema';
import { cleanOwnerHtml } from '../../owner-html';
import { inLang } from '../../translations';
import { assertPicture, notFoundProblem, pictureOf, type ContentDeps, lockSaved, assertReferred, pageOfItems } from './shared';
import { conflict } from '../../errors';
import { formatDate, formatTimeOfDay } from '~/lib/dates';
import { t as translator } from '~/lib/i18n';
import type { ShopDeps } from '../../../deps';
import { composeMail, type MailDetail } from '../../../mail/compose';
import { queueMail } from '../../../mail/outbox';
import { mailBrand } from '../../brand';

// The wine tourism services and their bookings from the back office. The services' list and each
// service's page carry the tags 'services' and 'service:{id}'; a change drops them when it commits.

export interface ServiceValues {
  texts: { fr_FR: ServiceText; en_US?: ServiceText | null };
  tags: string[];
  membersOnly: boolean;
  price: number | null;
  durationMinutes: number | null;
  capacity: number | null;
  calendarId: number | null;
  position: number;
  isPublished: boolean;
  mediaId: number | null;
}

const serviceTags = (id: number) => ['services', `service:${id}`];
const withTexts = { translations: true, media: { columns: { id: true, filename: true, url: true } } } as const;

/** The estate's day, as bookings store it (yyyy-mm-dd in Paris). */
const estateDay = (now: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(now);

export async function adminServices(db: Database, lang: Lang, now: Date): Promise<AdminServiceList> {
  const rows = await db.query.service.findMany({ with: withTexts, orderBy: [asc(service.position), asc(service.id)] });
  const seats = await db
    .select({ serviceId: booking.serviceId, seats: sum(booking.seats).mapWith(Number) })
    .from(booking)
    .where(and(eq(booking.status, 'CONFIRMED'), gte(booking.date, estateDay(now))))
    .groupBy(booking.serviceId);
  const seatsOf = new Map(seats.map((row) => [row.serviceId, row.seats]));
  const calendars = await db.select({ id: calendar.id, name: calendar.name }).from(calendar).orderBy(asc(calendar.id));
  return {
    services: rows.map((row) => ({
      id: row.id,
      title: inLang(row.translations, lang)?.title ?? '',
      price: row.price,
      isPublished: row.isValid,
      membersOnly: row.membersOnly,
      position: row.position,
      upcomingSeats: seatsOf.get(row.id) ?? 0,
      picture: pictureOf(row.media),
    })),
    calendars,
  };
}

export async function adminService(db: Database, id: number): Promise<AdminService> {
  const row = await db.query.service.findFirst({ where: eq(service.id, id), with: withTexts });
  if (!row) throw notFoundProblem();
  const textOf = (lang: Lang): SavedServiceText | null => {
    const text = row.translations.find((tr) => tr.lang === lang);
    return text ? { title: text.title, shortDescription: text.shortDescription, description: text.description ?? '', metaDescription: text.metaDescription } : null;
  };
  const pathIn = (lang: Lang) => localizedPath(lang, servicePath({ slug: inLang(row.translations, lang)?.slug ?? String(row.id), id: row.id }));
  return {
    id: row.id,
    price: row.price,
    isPublished: row.isValid,
    membersOnly: row.membersOnly,
    position: row.position,
    picture: pictureOf(row.media),
    texts: { fr_FR: textOf('fr_FR') ?? { title: '', shortDescription: null, description: '', metaDescription: null }, en_US: textOf('en_US') },
    tags: row.tags,
    durationMinutes: row.durationMinutes,
    capacity: row.capacity,
    calendarId: row.calendarId,
    paths: { fr_FR: pathIn('fr_FR'), en_US: pathIn('en_US') },
    updatedAt: row.updatedAt.toISOString(),
  };
}

const rowValues = (values: ServiceValues) => ({
  tags: [...new Set(values.tags)],
  membersOnly: values.membersOnly,
  price: values.price,
  durationMinutes: values.durationMinutes,
  capacity: values.capacity,
  calendarId: values.calendarId,
  position: values.position,
  isValid: values.isPublished,
  mediaId: values.mediaId,
});

export async function saveService(deps: ContentDeps, id: number | null, values: ServiceValues): Promise<AdminService> {
  const saved = await deps.db.transaction(async (tx) => {
    await lockSaved(tx, service, service.id, id);
    await assertReferred(tx, calendar, calendar.id, values.calendarId, 'admin-content:errors.calendarNotFound');
    await assertPicture(tx, values.mediaId);
    const serviceId = id === null ? (await tx.insert(service).values(rowValues(values)).returning({ id: service.id }))[0].id : id;
    if (id !== null) await tx.update(service).set(rowValues(values)).where(eq(service.id, id));
    await tx.delete(serviceTranslation).where(eq(serviceTranslation.serviceId, serviceId));
    const texts = (['fr_FR', 'en_US'] as const).flatMap((lang) => {
      const text = values.texts[lang];
      return text
        ? [{ serviceId, lang, title: text.title, slug: slugify(text.title) || String(serviceId), shortDescription: text.shortDescription ?? null, description: cleanOwnerHtml(text.description) || null, metaDescription: text.metaDescription ?? null }]
        : [];
    });
    await tx.insert(serviceTranslation).values(texts);
    await deps.pageCache.invalidate(tx, serviceTags(serviceId));
    return serviceId;
  });
  return adminService(deps.db, saved);
}

/** Deletes a service nobody ever booked; one with bookings keeps them, and is hidden instead. */
export async function deleteService(deps: ContentDeps, id: number): Promise<{ id: number }> {
  await deps.db.transaction(async (tx) => {
    const [row] = await tx.select({ id: service.id }).from(service).where(eq(service.id, id)).for('update');
    if (!row) throw notFoundProblem();
    const [{ bookings }] = await tx.select({ bookings: count() }).from(booking).where(eq(booking.serviceId, id));
    if (bookings > 0) throw conflict('admin-content:errors.serviceBooked', { count: bookings });
    await tx.delete(service).where(eq(service.id, id));
    await deps.pageCache.invalidate(tx, serviceTags(id));
  });
  return { id };
}

const presentBooking = (row: typeof booking.$inferSelect): AdminBooking => ({
  id: row.id,
  date: row.date,
  startTime: row.startTime.slice(0, 5),
  seats: row.seats,
  status: row.status,
  name: row.name,
  email: row.email,
  phone: row.phone,
  lang: row.lang,
  createdAt: row.createdAt.toISOString(),
});

export async function serviceBookings(db: Database, id: number, query: { page: number; nbItem: number; from?: string }): Promise<AdminPage<AdminBooking>> {
  const [found] = await db.select({ id: service.id }).from(service).where(eq(service.id, id));
  if (!found) throw notFoundProblem();
  const where = and(eq(booking.serviceId, id), query.from ? gte(booking.date, query.from) : undefined);
  const rows = await db.select().from(booking).where(where).orderBy(asc(booking.date), asc(booking.startTime), asc(booking.id)).limit(query.nbItem).offset((query.page - 1) * query.nbItem);
  return pageOfItems(rows.map(presentBooking), await db.$count(booking, where), query);
}

/** The visitor's notice that the estate cancelled their booking, in the language they booked in. */
async function cancellationMail(deps: CancelDeps, tx: Database, siteId: number, row: typeof booking.$inferSelect) {
  const lang = row.lang;
  const t = translator(lang);
  const translations = await tx.select().from(serviceTranslation).where(eq(serviceTranslation.serviceId, row.serviceId));
  const title = inLang(translations, lang)?.title ?? '';
  const brand = await mailBrand({ ...deps, db: tx }, siteId, lang);
  const details: MailDetail[] = [
    [t('engagement:booking.service'), title],
    [t('engagement:booking.date'), formatDate(row.date)],
    [t('engagement:booking.time'), formatTimeOfDay(row.startTime.slice(0, 5), lang)],
    [t('engagement:booking.seats'), String(row.seats)],
  ];
  const link = `${deps.config.publicUrl}${localizedPath(lang, '/oenotourisme')}`;
  return composeMail(lang, 'engagement:mail.bookingCancelled', row.email, brand, { service: title, date: formatDate(row.date), name: row.name }, link, details);
}

type CancelDeps = ContentDeps & Pick<ShopDeps, 'config'>;

/** Cancels a booking: its seats are free again for other visitors, and the visitor is told by mail. */
export async function cancelBooking(deps: CancelDeps, siteId: number, id: number): Promise<AdminBooking> {
  const row = await deps.db.transaction(async (tx) => {
    const [current] = await tx.select().from(booking).where(eq(booking.id, id)).for('update');
    if (!current) throw notFoundProblem();
    if (current.status === 'CANCELLED') throw conflict('admin-content:errors.bookingCancelled');
    const [cancelled] = await tx.update(booking).set({ status: 'CANCELLED' }).where(eq(booking.id, id)).returning();
    await queueMail(tx, await cancellationMail(deps, tx, siteId, cancelled));
    await deps.pageCache.invalidate(tx, serviceTags(current.serviceId));
    return cancelled;
  });
  return presentBooking(row);
}
