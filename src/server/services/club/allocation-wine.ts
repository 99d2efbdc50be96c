import { and, asc, eq, inArray } from 'drizzle-orm';
import { DEFAULT_LANG, type Lang } from '~/lib/locale';
import type { Database } from '../../db/connection';
import { declination, product, productTranslation } from '../../db/schema';

// The name an allocation's cuvée goes by: the wine's name in the language asked and its vintage.

export async function wineNames(db: Database, declinationIds: number[], lang: Lang): Promise<Map<number, string>> {
  const ids = [...new Set(declinationIds)];
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: declination.id, year: declination.year, name: productTranslation.name, lang: productTranslation.lang })
    .from(declination)
    .leftJoin(productTranslation, and(eq(productTranslation.productId, declination.productId), inArray(productTranslation.lang, [lang, DEFAULT_LANG])))
    .where(inArray(declination.id, ids));
  const names = new Map<number, string>();
  for (const row of rows) {
    if (names.has(row.id) && row.lang !== lang) continue;
    names.set(row.id, [row.name ?? '', row.year ?? ''].filter(Boolean).join(' '));
  }
  return names;
}

/** The wines an allocation may share (back office): every valid declination of a wine, with its stock (null: not counted). */
export async function allocationWines(db: Database): Promise<{ id: number; label: string; reference: string | null; stock: number | null }[]> {
  const rows = await db
    .select({ id: declination.id, year: declination.year, reference: declination.reference, quantity: declination.quantity, tracksStock: declination.tracksStock, capacity: declination.capacity, unit: declination.capacityUnit, name: productTranslation.name })
    .from(declination)
    .innerJoin(product, eq(product.id, declination.productId))
    .leftJoin(productTranslation, and(eq(productTranslation.productId, product.id), eq(productTranslation.lang, DEFAULT_LANG)))
    .where(and(eq(product.type, 'WINE'), eq(declination.isValid, true)))
    .orderBy(asc(productTranslation.name), asc(declination.year), asc(declination.id));
  return rows.map((row) => ({
    id: row.id,
    label: [row.name ?? '', row.year ?? '', row.capacity && row.unit ? `${row.capacity} ${row.unit}` : ''].filter(Boolean).join(' '),
    reference: row.reference,
    stock: row.tracksStock ? row.quantity : null,
  }));
}
