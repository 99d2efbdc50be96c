import { eq } from 'drizzle-orm';
import type { Database } from '../db/connection';
import {
  calendar,
  calendarClosure,
  calendarSlot,
  carrier,
  carrierRate,
  companyAddress,
  newsletterList,
  newsletterListTranslation,
  orderBackSetting,
  orderBackSettingTranslation,
  orderGenericValue,
  orderGenericValueTranslation,
  orderStatusTranslation,
} from '../db/schema';
import { carriers, clickAndCollectClosedDays, clickAndCollectSlots, newsletterLists, orderBack, orderGenericValues, orderStatuses } from './data';
import { perLang, translations } from './rows';

async function seedCarriers(db: Database) {
  for (const [position, entry] of carriers.entries()) {
    const [row] = await db
      .insert(carrier)
      .values({
        name: entry.name,
        nameEn: entry.nameEn ?? null,
        serviceCode: entry.serviceCode,
        deliveryType: entry.deliveryType,
        network: entry.network ?? 'DEMO',
        zone: 'FRANCE_METROPOLITAN',
        // The open-ended rate is also the price for any count the table does not cover.
        price: entry.rates[entry.rates.length - 1].price,
        position,
      })
      .returning({ id: carrier.id });
    await db.insert(carrierRate).values(
      entry.rates.map((rate, index) => ({
        carrierId: row.id,
        minBottles: index === 0 ? 1 : (entry.rates[index - 1].upToBottles ?? 0) + 1,
        maxBottles: rate.upToBottles,
        price: rate.price,
      })),
    );
  }
}

/**
 * The collection address's calendar: its weekly pick-up slots, and the public holidays of this
 * year and the next as closed days, so that the demo is right whenever it is started.
 */
export async function seedClickAndCollect(db: Database, addressId: number, year: number) {
  const [row] = await db.insert(calendar).values({ name: 'Retrait au caveau' }).returning({ id: calendar.id });
  await db.update(companyAddress).set({ calendarId: row.id }).where(eq(companyAddress.id, addressId));
  await db
    .insert(calendarSlot)
    .values(clickAndCollectSlots.map((slot) => ({ calendarId: row.id, weekday: slot.weekday, startTime: slot.start, endTime: slot.end, capacity: slot.capacity })));
  await db.insert(calendarClosure).values(
    [year, year + 1].flatMap((y) =>
      clickAndCollectClosedDays.map((closed) => ({ calendarId: row.id, startsOn: `${y}-${closed.day}`, endsOn: `${y}-${closed.day}`, reason: closed.reason })),
    ),
  );
}

async function seedOrderTexts(db: Database, siteId: number) {
  await db
    .insert(orderStatusTranslation)
    .values(orderStatuses.flatMap((status) => translations(status.label, (label) => ({ status: status.value, label }))));
  const [setting] = await db.insert(orderBackSetting).values({ siteId, isActive: orderBack.isActive }).returning({ id: orderBackSetting.id });
  await db.insert(orderBackSettingTranslation).values(
    perLang(
      {
        message: orderBack.message,
        returnAskDescription: orderBack.returnAskDescription,
        labelSentDescription: orderBack.labelSentDescription,
        productReceivedDescription: orderBack.productReceivedDescription,
      },
      { settingId: setting.id },
    ),
  );
  for (const group of orderGenericValues) {
    for (const [position, value] of group.values.entries()) {
      const [row] = await db.insert(orderGenericValue).values({ type: group.type, position }).returning({ id: orderGenericValue.id });
      await db.insert(orderGenericValueTranslation).values(translations(value, (text) => ({ valueId: row.id, value: text })));
    }
  }
}

async function seedNewsletterLists(db: Database) {
  for (const [position, list] of newsletterLists.entries()) {
    const [row] = await db.insert(newsletterList).values({ position }).returning({ id: newsletterList.id });
    await db.insert(newsletterListTranslation).values(perLang({ name: list.name, description: list.description }, { listId: row.id }));
  }
}

/** How orders leave the estate (the carriers and their rates), what their statuses and returns say, and the newsletter lists. */
export async function seedOrderSettings(db: Database, siteId: number) {
  await seedCarriers(db);
  await seedOrderTexts(db, siteId);
  await seedNewsletterLists(db);
}
