import { asc, eq } from 'drizzle-orm';
import type { Lang } from '~/lib/locale';
import type { OrderBackTexts, OrderGenericValue } from '~/lib/order-return';
import type { Database } from '../../db/connection';
import { orderBackSetting, orderGenericValue } from '../../db/schema';
import { inLang } from '../translations';

// What the estate set up for returns: whether it takes them, the texts shown at each step, and
// the values offered in the forms (the reasons of a return).

export interface ReturnSettings extends OrderBackTexts {
  isActive: boolean;
}

/** A site without settings takes no returns. */
export async function returnSettings(db: Database, siteId: number, lang: Lang): Promise<ReturnSettings> {
  const row = await db.query.orderBackSetting.findFirst({ where: eq(orderBackSetting.siteId, siteId), with: { translations: true } });
  const texts = row ? inLang(row.translations, lang) : undefined;
  return {
    isActive: row?.isActive ?? false,
    message: texts?.message ?? null,
    returnAskDescription: texts?.returnAskDescription ?? null,
    labelSentDescription: texts?.labelSentDescription ?? null,
    productReceivedDescription: texts?.productReceivedDescription ?? null,
  };
}

/** The values of one type (RETURN_REASON…) in the caller's language, in the estate's order. */
export async function genericValues(db: Database, type: string, lang: Lang): Promise<OrderGenericValue[]> {
  const rows = await db.query.orderGenericValue.findMany({
    where: eq(orderGenericValue.type, type),
    orderBy: [asc(orderGenericValue.position), asc(orderGenericValue.id)],
    with: { translations: true },
  });
  return rows.flatMap((row) => {
    const text = inLang(row.translations, lang);
    return text ? [{ id: row.id, value: text.value }] : [];
  });
}
