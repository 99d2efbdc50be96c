import { and, eq, gte, inArray, isNull, lte } from 'drizzle-orm';
import { formatPrice } from '~/lib/catalogue-format';
import { formatDate, formatTimeOfDay, parisDay, wallClock } from '~/lib/dates';
import { t as translator, type Lang } from '~/lib/i18n';
import { localizedPath } from '~/lib/locale';
import type { ShopConfig } from '../../config';
import type { Database } from '../../db/connection';
import { address, clubBox, clubBoxLine, clubFormulaTranslation, clubMembership, clubShipment, user } from '../../db/schema';
import { composeMail, type MailDetail } from '../../mail/compose';
import { queueMail } from '../../mail/outbox';
import { mailBrand } from '../brand';
import { wineFacts } from './wines';

// The reminders of an announced shipment (docs/club.md#reminders): each member with a box to be
// charged is mailed 14 days and 2 days before the charge day, with the box, its price and the link
// to their space. Each reminder of a shipment is claimed by a conditional update of its column
// (first_reminder_at, last_reminder_at) in the transaction that queues the mails: several
// processes running the job send it once, and a crash before the commit leaves it to send again.
// A skipped box gets no mail: nothing is charged.

const DAY_MS = 86_400_000;
const daysBefore = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);

export const REMINDERS = [
  { days: 14, column: 'firstReminderAt' },
  { days: 2, column: 'lastReminderAt' },
] as const;

interface ReminderDeps {
  db: Database;
  now: () => Date;
  config: Pick<ShopConfig, 'publicUrl'>;
}

/** Sends the reminders due now; answers how many mails were queued. */
export async function sendBoxReminders(deps: ReminderDeps, siteId = 1): Promise<number> {
  const today = parisDay(deps.now());
  let queued = 0;
  for (const reminder of REMINDERS) {
    const column = clubShipment[reminder.column];
    const due = await deps.db
      .select({ id: clubShipment.id })
      .from(clubShipment)
      .where(and(eq(clubShipment.status, 'OPEN'), isNull(column), gte(clubShipment.chargeOn, today), lte(clubShipment.chargeOn, daysBefore(today, -reminder.days))));
    for (const { id } of due) queued += await remind(deps, siteId, id, reminder, today);
  }
  return queued;
}

async function remind(deps: ReminderDeps, siteId: number, shipmentId: number, reminder: (typeof REMINDERS)[number], today: string): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const column = clubShipment[reminder.column];
    const [claimed] = await tx
      .update(clubShipment)
      .set({ [reminder.column]: deps.now() })
      .where(and(eq(clubShipment.id, shipmentId), isNull(column), eq(clubShipment.status, 'OPEN')))
      .returning();
    if (!claimed) return 0;
    // Announced late (the last reminder already due): the first one is not sent, the last one says it all.
    if (reminder.column === 'firstReminderAt' && claimed.chargeOn <= daysBefore(today, -REMINDERS[1].days)) return 0;
    const boxes = await tx
      .select({ box: clubBox, email: user.email, lang: clubMembership.lang })
      .from(clubBox)
      .innerJoin(clubMembership, eq(clubMembership.id, clubBox.membershipId))
      .innerJoin(user, eq(user.id, clubMembership.userId))
      .where(and(eq(clubBox.shipmentId, shipmentId), eq(clubBox.status, 'PLANNED'), inArray(clubMembership.status, ['ACTIVE', 'PAUSED'])));
    if (!boxes.length) return 0;
    const lines = await tx.select().from(clubBoxLine).where(inArray(clubBoxLine.boxId, boxes.map((row) => row.box.id)));
    const addressIds = [...new Set(boxes.map((row) => row.box.addressId).filter((id): id is number => id !== null))];
    const addresses = new Map((addressIds.length ? await tx.select().from(address).where(inArray(address.id, addressIds)) : []).map((a) => [a.id, [`${a.firstname} ${a.lastname}`, a.address, a.addressPart2, `${a.postalCode} ${a.city}`].filter(Boolean).join(', ')]));
    const names = await tx.select().from(clubFormulaTranslation).where(eq(clubFormulaTranslation.formulaId, claimed.formulaId));
    const facts = { fr_FR: await wineFacts(tx, [...new Set(lines.map((line) => line.declinationId))], 'fr_FR'), en_US: await wineFacts(tx, [...new Set(lines.map((line) => line.declinationId))], 'en_US') };
    const brands = new Map<Lang, Awaited<ReturnType<typeof mailBrand>>>();
    for (const { box, email, lang: raw } of boxes) {
      const lang = (raw === 'en_US' ? 'en_US' : 'fr_FR') as Lang;
      if (!brands.has(lang)) brands.set(lang, await mailBrand({ db: tx, config: deps.config }, siteId, lang));
      const t = translator(lang);
      const price = (cents: number) => formatPrice(cents, lang);
      const wines = lines
        .filter((line) => line.boxId === box.id)
        .map((line) => `${line.quantity} × ${facts[lang].get(line.declinationId)?.name ?? ''} (${price(line.unitPrice)})`)
        .join('\n');
      const delivery = box.deliveryMode === 'COLLECTION' ? t('club-mail:labels.collection') : `${(box.addressId !== null && addresses.get(box.addressId)) || t('club:box.shipTo')} (${box.deliveryFee ? price(box.deliveryFee) : t('club-mail:labels.freeShipping')})`;
      const date = formatDate(`${claimed.chargeOn}T12:00:00Z`);
      const cutoff = `${formatDate(claimed.cutoffAt)}, ${formatTimeOfDay(wallClock(claimed.cutoffAt).time, lang)}`;
      const details: MailDetail[] = [
        [t('club-mail:reminder.labels.wines'), wines],
        [t('club-mail:reminder.labels.price'), price(box.price)],
        [t('club-mail:reminder.labels.delivery'), delivery],
        [t('club-mail:reminder.labels.total', { date }), price(box.price + box.deliveryFee)],
        [t('club-mail:reminder.labels.cutoff'), cutoff],
      ];
      const formula = names.find((one) => one.lang === lang)?.name ?? names[0]?.name ?? '';
      const values = { title: claimed.title, formula, date, total: price(box.price + box.deliveryFee), cutoff };
      await queueMail(tx, composeMail(lang, 'club-mail:reminder', email, brands.get(lang)!, values, `${deps.config.publicUrl}${localizedPath(lang, '/account/club')}`, details));
    }
    return boxes.length;
  });
}
