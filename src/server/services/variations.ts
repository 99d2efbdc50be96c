import { asc } from 'drizzle-orm';
import type { Lang } from '~/lib/i18n';
import type { Database } from '../db/connection';
import { variation } from '../db/schema';
import { inLang } from './translations';

/** GET /variation: the kinds of variation and their values. */
export async function listVariations(db: Database, lang: Lang) {
  const rows = await db.query.variation.findMany({
    with: { translations: true, details: { with: { translations: true } } },
    orderBy: [asc(variation.position), asc(variation.id)],
  });
  return rows.map((row) => ({
    id: row.id,
    name: inLang(row.translations, lang)?.name ?? '',
    detail: row.details
      .sort((a, b) => a.position - b.position || a.id - b.id)
      .map((detail) => ({ id: detail.id, label: inLang(detail.translations, lang)?.label ?? '' })),
  }));
}
