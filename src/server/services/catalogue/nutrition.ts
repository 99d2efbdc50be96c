import { asc, eq } from 'drizzle-orm';
import type { Nutrition } from '~/lib/catalogue';
import { nutrition } from '../../db/schema';
import { inLang } from '../translations';
import type { CatalogueScope } from './scope';

/** The nutrition tables of a product (per 100 ml), with ingredients and allergens in the reader's language. */
export async function productNutrition(scope: CatalogueScope, productId: number): Promise<Nutrition[]> {
  const rows = await scope.db.query.nutrition.findMany({
    where: eq(nutrition.productId, productId),
    with: { translations: true },
    orderBy: [asc(nutrition.year), asc(nutrition.declinationId), asc(nutrition.id)],
  });
  return rows.map((row) => {
    const text = inLang(row.translations, scope.lang);
    return {
      declinationId: row.declinationId,
      year: row.year,
      energyKj: row.energyKj,
      energyKcal: row.energyKcal,
      fat: row.fat,
      saturatedFat: row.saturatedFat,
      carbohydrates: row.carbohydrates,
      sugars: row.sugars,
      protein: row.protein,
      salt: row.salt,
      ingredients: text?.ingredients ?? null,
      allergens: text?.allergens ?? null,
    };
  });
}

/**
 * The table that applies to a declination or a vintage: the declination's own, else the one of
 * its vintage, else the one of the whole product.
 */
export function nutritionFor(tables: Nutrition[], target: { declinationId?: number | null; year: number | null }): Nutrition | null {
  return (
    (target.declinationId != null ? tables.find((t) => t.declinationId === target.declinationId) : undefined) ??
    (target.year !== null ? tables.find((t) => t.declinationId === null && t.year === target.year) : undefined) ??
    tables.find((t) => t.declinationId === null && t.year === null) ??
    null
  );
}
