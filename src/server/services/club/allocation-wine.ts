import { and, eq, inArray } from 'drizzle-orm';
import { DEFAULT_LANG, type Lang } from '~/lib/locale';
import type { Database } from '../../db/connection';
import { declination, productTranslation } from '../../db/schema';

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
