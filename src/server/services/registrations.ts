import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import { t as translator, type Lang } from '~/lib/i18n';
import type { EventRegistration, EventRegistrationDone } from '~/lib/contracts/content';
import { eventPeriod } from '~/lib/content/event-period';
import { eventPath } from '~/lib/content/paths';
import { localizedPath } from '~/lib/locale';
import { normalizePhone } from '~/lib/rules/phone';
import type { Caller, ShopDeps } from '../deps';
import { element, elementList, elementRegistration, type QueuedMessage } from '../db/schema';
import { composeMail, type MailDetail } from '../mail/compose';
import { queueMail } from '../mail/outbox';
import { mailBrand } from './brand';
import { RULES } from './throttle';
import { getElement } from './elements';
import { isOn, parameterMap } from './parameters';
import { conflict, invalid, notFound } from './errors';

// Registration to an event of an element list (POST /element/{route}/{id}/register). The seats
// are taken with one conditional update, so that however many visitors register at once, the
// event never holds more people than its capacity; the confirmations are queued with the seats.

/** The pages showing an event's seats: its own page and the list it belongs to. */
const eventCacheTags = (route: string, id: number) => [`element:${id}`, `element-list:${route}`];

async function findEvent(deps: ShopDeps, route: string, id: number) {
  const [row] = await deps.db
    .select({ id: element.id, startsAt: element.startsAt, endsAt: element.endsAt, location: element.location, capacity: element.capacity })
    .from(element)
    .innerJoin(elementList, eq(elementList.id, element.listId))
    .where(and(eq(elementList.route, route), eq(element.id, id), eq(element.isValid, true)));
  if (!row) throw notFound();
  return row;
}

interface Registration {
  name: string;
  email: string;
  phone: string | null;
  seats: number;
  lang: Lang;
  userId: number | null;
}

/**
 * Takes the places asked for if that many are left, records who took them and queues `mails`; null
 * when too few were left.
 */
async function takeSeats(deps: ShopDeps, id: number, registration: Registration, mails: QueuedMessage[]) {
  const { seats } = registration;
  return deps.db.transaction(async (tx) => {
    const [taken] = await tx
      .update(element)
      .set({ registeredSeats: sql`${element.registeredSeats} + ${seats}` })
      .where(and(eq(element.id, id), or(isNull(element.capacity), lte(sql`${element.registeredSeats} + ${seats}`, element.capacity))))
      .returning({ registeredSeats: element.registeredSeats, capacity: element.capacity });
    if (!taken) return null;
    const [row] = await tx
      .insert(elementRegistration)
      .values({ elementId: id, ...registration })
      .returning({ id: elementRegistration.id });
    await queueMail(tx, ...mails);
    return { registrationId: row.id, seatsLeft: taken.capacity === null ? null : taken.capacity - taken.registeredSeats };
  });
}

/** The seats left of an event with a capacity (only such an event can refuse seats). */
async function seatsLeft(deps: ShopDeps, id: number): Promise<number> {
  const [row] = await deps.db.select({ capacity: element.capacity, registered: element.registeredSeats }).from(element).where(eq(element.id, id));
  return Math.max(0, (row?.capacity ?? 0) - (row?.registered ?? 0));
}

export async function registerForEvent(
  deps: ShopDeps,
  context: { siteId: number; lang: Lang; caller: Caller | null; ip: string },
  route: string,
  id: number,
  input: EventRegistration,
): Promise<EventRegistrationDone> {
  const { db } = deps;
  const now = deps.now();
  const email = input.email.trim().toLowerCase();
  const attempts = [
    { rule: RULES.eventRegistrationByAddress, key: context.ip },
    { rule: RULES.eventRegistrationByEmail, key: email },
  ];
  const { event, phone } = await deps.throttle.takeWhenValid(attempts, async () => {
    const found = await findEvent(deps, route, id);
    const { startsAt } = found;
    if (!startsAt) throw invalid('content:registration.notAnEvent');
    if (startsAt <= now) throw invalid('content:registration.closed');
    const event = { ...found, startsAt };
    const parameters = await parameterMap(db, context.siteId, context.lang);
    if (!input.phone) return { event, phone: null };
    const checked = normalizePhone(input.phone, isOn(parameters.ALLOW_ONLY_MOBILE_PHONE));
    if (!checked.ok) throw invalid(checked.key);
    return { event, phone: checked.phone };
  });

  const registration: Registration = { name: input.name.trim(), email, phone, seats: input.seats, lang: context.lang, userId: context.caller?.userId ?? null };
  const mails = await registrationMails(deps, context, route, event, registration);
  const result = await takeSeats(deps, id, registration, mails);
  if (!result) {
    const left = await seatsLeft(deps, id);
    if (left === 0) throw conflict('content:registration.full');
    throw conflict('content:registration.fewerLeft', { count: left });
  }
  await deps.pageCache.invalidate(db, eventCacheTags(route, id));
  return { registrationId: result.registrationId, seats: input.seats, seatsLeft: result.seatsLeft };
}

/** The visitor's confirmation, in their language, and the estate's notice (in French), when it has an address. */
async function registrationMails(
  deps: ShopDeps,
  context: { siteId: number; lang: Lang },
  route: string,
  event: { id: number; startsAt: Date; endsAt: Date | null; location: string | null },
  registration: Registration,
): Promise<QueuedMessage[]> {
  const estateLang: Lang = 'fr_FR';
  const details = (lang: Lang): MailDetail[] => {
    const t = translator(lang);
    return [
      [t('content:events.when'), eventPeriod(event.startsAt, event.endsAt, lang)],
      ...(event.location ? [[t('content:events.where'), event.location] as MailDetail] : []),
      [t('content:registration.seatsLabel'), String(registration.seats)],
    ];
  };
  const [brand, shown] = await Promise.all([mailBrand(deps, context.siteId, context.lang), getElement(deps, context.lang, route, event.id)]);
  const link = `${deps.config.publicUrl}${localizedPath(context.lang, eventPath(shown))}`;
  const confirmation = composeMail(context.lang, 'content:mail.eventRegistration', registration.email, brand, { name: registration.name, event: shown.title }, link, details(context.lang));

  const estate = (await parameterMap(deps.db, context.siteId, estateLang)).COMPANY_EMAIL;
  if (!estate) return [confirmation];
  const t = translator(estateLang);
  const [estateBrand, inFrench] = await Promise.all([mailBrand(deps, context.siteId, estateLang), getElement(deps, estateLang, route, event.id)]);
  const notice = composeMail(estateLang, 'content:mail.eventRegistrationNotice', estate, estateBrand, { name: registration.name, event: inFrench.title }, undefined, [
    [t('content:registration.name'), registration.name],
    [t('content:registration.email'), registration.email],
    ...(registration.phone ? [[t('content:registration.phone'), registration.phone] as MailDetail] : []),
    ...details(estateLang),
  ]);
  return [confirmation, { ...notice, replyTo: registration.email }];
}
