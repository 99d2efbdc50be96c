import type { Database } from '../db/connection';
import {
  carrier,
  carrierRate,
  newsletterList,
  newsletterListTranslation,
  orderBackSetting,
  orderBackSettingTranslation,
  orderGenericValue,
  orderGenericValueTranslation,
  orderStatusTranslation,
  pickupSchedule,
} from '../db/schema';
import { carriers, clickAndCollectSlots, newsletterLists, orderBack, orderGenericValues, orderStatuses } from './data';
import { perLang, translations } from './rows';

async function seedCarriers(db: Database) {
  for (const [position, entry] of carriers.entries()) {
    const [row] = await db
      .insert(carrier)
      .values({
        name: entry.name,
        serviceCode: entry.serviceCode,
        deliveryType: entry.deliveryType,
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

/** How orders leave the estate, what their statuses and returns say, and the newsletter lists. */
export async function seedShop(db: Database, siteId: number, clickAndCollectAddressId: number) {
  await seedCarriers(db);
  await db.insert(pickupSchedule).values(
    clickAndCollectSlots.map((slot) => ({
      companyAddressId: clickAndCollectAddressId,
      weekday: slot.weekday,
      startTime: slot.start,
      endTime: slot.end,
      capacity: slot.capacity,
    })),
  );
  await seedOrderTexts(db, siteId);
  await seedNewsletterLists(db);
}
