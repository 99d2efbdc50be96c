import { asc, eq } from 'drizzle-orm';
import type { ProductDetail } from '~/lib/catalogue';
import type { Lang } from '~/lib/i18n';
import type { Database } from '../../db/connection';
import { mealIcon, productMealIcon } from '../../db/schema';
import { inLang } from '../translations';

type MealIcon = ProductDetail['mealIcons'][number];

export const presentMealIcon = (row: { id: number; key: string; icon: string; translations: { lang: string; label: string }[] }, lang: Lang): MealIcon => ({
  id: row.id,
  key: row.key,
  label: inLang(row.translations, lang)?.label ?? row.key,
  icon: row.icon,
});

/** GET /parameter/product/meal-icon: every dish family a wine can be paired with. */
export async function listMealIcons(db: Database, lang: Lang): Promise<MealIcon[]> {
  const rows = await db.query.mealIcon.findMany({ with: { translations: true }, orderBy: [asc(mealIcon.position), asc(mealIcon.id)] });
  return rows.map((row) => presentMealIcon(row, lang));
}

/** The dishes one product goes with, in the owner's order. */
export async function productMealIcons(db: Database, lang: Lang, productId: number): Promise<MealIcon[]> {
  const rows = await db.query.productMealIcon.findMany({ where: eq(productMealIcon.productId, productId), ...productMealIconDetails });
  return rows.map((row) => presentMealIcon(row.mealIcon, lang));
}

/** A product's dishes for a relational query's `with` (`mealIcons: productMealIconDetails`), in the owner's order. */
export const productMealIconDetails = {
  with: { mealIcon: { with: { translations: true } } },
  orderBy: (m: typeof productMealIcon._.columns) => [asc(m.position), asc(m.mealIconId)],
} as const;
