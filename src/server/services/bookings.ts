import { and, eq, sql } from 'drizzle-orm';
import { formatDate, formatTimeOfDay } from '~/lib/dates';
import { formatPrice } from '~/lib/catalogue-format';
import { t as translator, type Lang } from '~/lib/i18n';
import { localizedPath } from '~/lib/locale';
import type { Caller, ShopDeps } from '../deps';
import { booking, calendarSlot, type QueuedMessage } from '../db/schema';
import { composeMail, type MailDetail } from '../mail/compose';
import { queueMail } from '../mail/outbox';
import { mailBrand } from './brand';
import { RULES } from './throttle';
import { clockTime, closureOn, hasStarted, isRealDate, loadCalendar, slotCapacity, slotRunsOn } from './calendar';
import { wallClock } from '~/lib/dates';
import { parameterValue } from './parameters';
import { checkAnswer, type FieldRuleSet } from './form-rules';
import type { Booking, BookingRequest, ServiceView } from '~/lib/contracts/tourism';
import { getService } from './tourism';
import { conflict, invalid, signInRequired } from './errors';

// Booking a wine tourism service on a date and slot of its calendar, without ever selling a seat
// twice: the seats already taken are counted while the slot's row is locked, in the transaction
// that adds the booking, with the visitor's confirmation and the estate's notice.

export interface BookingContext {
  siteId: number;
  lang: Lang;
  caller: Caller | null;
  ip: string;
}

/** Who books: checked by the same rules as the fields of a form. */
const visitorFields: FieldRuleSet[] = [
  { name: 'name', type: 'TEXT', required: true, options: [], rules: { minLength: 2, maxLength: 120 } },
  { name: 'email', type: 'EMAIL', required: true, options: [], rules: {} },
  { name: 'phone', type: 'PHONE', required: false, options: [], rules: {} },
];


/** 409: the slot cannot take the seats asked for. */
const slotTaken = (placesLeft: number) =>
  placesLeft === 0 ? conflict('engagement:errors.slotFull') : conflict('engagement:errors.placesLeft', { count: placesLeft });

/** The visitor's confirmation, in their language, and the estate's notice, when it has an address. */
async function bookingMails(deps: ShopDeps, context: BookingContext, found: ServiceView, request: BookingRequest, slot: { startTime: string; endTime: string }, total: number | null) {
  const brand = await mailBrand(deps, context.siteId, context.lang);
  const summary = (lang: Lang, title: string): MailDetail[] => {
    const t = translator(lang);
    return [
      [t('engagement:booking.service'), title],
      [t('engagement:booking.date'), formatDate(request.date)],
      [t('engagement:booking.time'), t('engagement:booking.timeRange', { start: formatTimeOfDay(slot.startTime, lang), end: formatTimeOfDay(slot.endTime, lang) })],
      [t('engagement:booking.seats'), String(request.seats)],
      ...(total === null ? [] : ([[t('engagement:booking.total'), formatPrice(total, lang)]] as MailDetail[])),
    ];
  };
  const link = `${deps.config.publicUrl}${localizedPath(context.lang, '/oenotourisme')}`;
  const values = { service: found.title, date: formatDate(request.date), name: request.name };
  const mails: QueuedMessage[] = [composeMail(context.lang, 'engagement:mail.booking', request.email, brand, values, link, summary(context.lang, found.title))];

  const estate = await parameterValue(deps.db, context.siteId, 'COMPANY_EMAIL');
  if (estate) {
    // The estate reads French, the site's language; replying goes straight to the visitor.
    const t = translator('fr_FR');
    const visitor: MailDetail[] = [
      [t('engagement:booking.name'), request.name],
      [t('engagement:booking.email'), request.email],
      ...(request.phone ? ([[t('engagement:booking.phone'), request.phone]] as MailDetail[]) : []),
    ];
    const title = context.lang === 'fr_FR' ? found.title : (await getService(deps.db, 'fr_FR', found.id)).title;
    const message = composeMail('fr_FR', 'engagement:mail.bookingEstate', estate, brand, { ...values, service: title }, undefined, [...summary('fr_FR', title), ...visitor]);
    mails.push({ ...message, replyTo: request.email });
  }
  return mails;
}

/**
 * POST /service/{id}/booking: books seats on a slot of the service's calendar. Refuses visitors on
 * a members-only service, past or closed days, slots that do not run that day and slots without
 * enough places; rate limited per address. The visitor and the estate are told by e-mail.
 */
export async function bookService(deps: ShopDeps, context: BookingContext, serviceId: number, request: BookingRequest): Promise<Booking> {
  const { db } = deps;
  const now = deps.now();
  const found = await getService(db, context.lang, serviceId);
  if (found.membersOnly && !context.caller) throw signInRequired('engagement:errors.membersOnly');
  if (found.calendarId === null) throw invalid('engagement:errors.notBookable');
  if (!isRealDate(request.date)) throw invalid('engagement:errors.invalidDate');
  const visitor = checkAnswer(visitorFields, { ...request }, context.lang);
  if (Object.keys(visitor.errors).length) {
    const t = translator(context.lang);
    throw invalid('engagement:errors.formInvalid', { fields: Object.keys(visitor.errors).map((name) => t(`engagement:booking.${name}`)).join(', ') });
  }
  const { name, email, phone = null } = visitor.clean as { name: string; email: string; phone?: string };

  await deps.throttle.take({ rule: RULES.bookingByAddress, key: context.ip });

  const calendar = await loadCalendar(db, found.calendarId);
  const slot = calendar.slots.find((s) => s.id === request.slotId);
  if (!slot || !slotRunsOn(slot, request.date)) throw invalid('engagement:errors.slotNotOnDate');
  if (hasStarted(request.date, slot.startTime, wallClock(now, calendar.timeZone))) throw invalid('engagement:errors.pastDate');
  const closure = closureOn(calendar.closures, request.date);
  if (closure) {
    throw closure.reason
      ? invalid('engagement:errors.closedDayBecause', { reason: closure.reason })
      : invalid('engagement:errors.closedDay');
  }
  const capacity = slotCapacity(slot, found.capacity);
  if (capacity !== null && request.seats > capacity) throw invalid('engagement:errors.tooManySeats', { max: capacity });

  const times = { startTime: clockTime(slot.startTime), endTime: clockTime(slot.endTime) };
  const total = found.price === null ? null : found.price * request.seats;
  // Written before the slot is locked, so that bookings wait on each other no longer than needed.
  const mails = await bookingMails(deps, context, found, { ...request, name, email, phone }, times, total);
  const created = await db.transaction(async (tx) => {
    // Every booking of this slot waits here for the one before it to commit.
    await tx.select({ id: calendarSlot.id }).from(calendarSlot).where(eq(calendarSlot.id, slot.id)).for('update');
    if (capacity !== null) {
      const [row] = await tx
        .select({ seats: sql<number>`coalesce(sum(${booking.seats}), 0)::int` })
        .from(booking)
        .where(and(eq(booking.calendarSlotId, slot.id), eq(booking.date, request.date), eq(booking.status, 'CONFIRMED')));
      const placesLeft = capacity - Number(row.seats);
      if (request.seats > placesLeft) throw slotTaken(Math.max(0, placesLeft));
    }
    const [inserted] = await tx
      .insert(booking)
      .values({
        serviceId,
        calendarSlotId: slot.id,
        date: request.date,
        startTime: slot.startTime,
        seats: request.seats,
        name,
        email,
        phone,
        userId: context.caller?.userId ?? null,
        lang: context.lang,
      })
      .returning({ id: booking.id });
    await queueMail(tx, ...mails);
    return inserted;
  });
  await deps.pageCache.invalidate(db, ['services', `service:${serviceId}`]);
  return { id: created.id, serviceId, title: found.title, date: request.date, ...times, seats: request.seats, total };
}
