import { asc } from 'drizzle-orm';
import type { MealIcon } from '~/lib/catalogue';
import type { Lang } from '~/lib/i18n';
import type { Database } from '../../db/connection';
import { mealIcon, productMealIcon } from '../../db/schema';
import { inLang } from '../translations';

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

/** The dishes a product goes with, for a relational query's `with` (`mealIcons: productMealIconDetails`), in the owner's order. */
export const productMealIconDetails = {
  with: { mealIcon: { with: { translations: true } } },
  orderBy: (m: typeof productMealIcon._.columns) => [asc(m.position), asc(m.mealIconId)],
} as const;
