import { and, eq, isNull } from 'drizzle-orm';
import type { CapacityUnit, ELabel } from '~/lib/catalogue';
import { capacityInCentilitres } from '~/lib/catalogue-format';
import { declination, product } from '../../db/schema';
import { inLang } from '../translations';
import { nutritionFor, productNutrition } from './nutrition';
import type { CatalogueScope } from './scope';
import { notFound } from '../errors';

// The e-label is printed on bottles as a QR code, so its address must outlive the shop's offer:
// it answers for any vintage the estate ever declined, on sale or not.

/** How a non-vintage wine (a crémant, a blend of years) is named in an e-label address. */
const NON_VINTAGE = 'nv';

export const vintageParam = (year: number | null) => (year === null ? NON_VINTAGE : String(year));

/** '2022' → 2022, 'nv' → null. */
export const vintageOf = (param: string): number | null => (param === NON_VINTAGE ? null : Number(param));

/** The short, stable address of an e-label page; French by default, the page offers English. */
const eLabelUrl = (publicUrl: string, productId: number, year: number | null) =>
  `${publicUrl.replace(/\/$/, '')}/e/${productId}/${vintageParam(year)}`;

/** GET /product/{id}/e-label/{year}: ingredients, allergens and nutrition declaration of a wine's vintage. */
export async function wineELabel(scope: CatalogueScope, publicUrl: string, productId: number, year: number | null): Promise<ELabel> {
  const wine = await scope.db.query.product.findFirst({
    where: and(eq(product.id, productId), eq(product.type, 'WINE')),
    with: {
      translations: true,
      declinations: {
        columns: { id: true, capacity: true, capacityUnit: true },
        where: year === null ? isNull(declination.year) : eq(declination.year, year),
      },
    },
  });
  if (!wine) throw notFound('catalogue-api:errors.wineNotFound');
  if (wine.declinations.length === 0) throw notFound('catalogue-api:errors.vintageNotFound', { year: vintageParam(year) });
  const tables = await productNutrition(scope, productId);
  const table = nutritionFor(tables, { declinationId: wine.declinations[0].id, year });
  const capacities = new Map<number, { capacity: number; capacityUnit: CapacityUnit }>();
  for (const d of wine.declinations) {
    if (d.capacity !== null && d.capacityUnit !== null) capacities.set(capacityInCentilitres(d.capacity, d.capacityUnit), { capacity: d.capacity, capacityUnit: d.capacityUnit });
  }
  return {
    productId,
    name: inLang(wine.translations, scope.lang)?.name ?? '',
    appellation: wine.appellation,
    colour: wine.colour,
    year,
    alcoholDegree: wine.alcoholDegree,
    capacities: [...capacities.entries()].sort(([a], [b]) => a - b).map(([, c]) => c),
    ingredients: table?.ingredients ?? null,
    allergens: table?.allergens ?? null,
    nutrition: table
      ? {
          energyKj: table.energyKj,
          energyKcal: table.energyKcal,
          fat: table.fat,
          saturatedFat: table.saturatedFat,
          carbohydrates: table.carbohydrates,
          sugars: table.sugars,
          protein: table.protein,
          salt: table.salt,
        }
      : null,
    url: eLabelUrl(publicUrl, productId, year),
  };
}
