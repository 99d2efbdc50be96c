import { eq } from 'drizzle-orm';
import type { CountryOption } from '~/lib/delivery';
import { LANG_TAG, type Lang } from '~/lib/locale';
import type { Database } from '../../db/connection';
import { country } from '../../db/schema';
import { deliversTo } from '../orders/shipping-fees';
import { parameterMap } from '../parameters';
import { inLang } from '../translations';

/**
 * GET /countries: every country an address can name, by name in the caller's language, each
 * saying whether the estate delivers there under the site's parameters (the shipping fees' rule).
 */
export async function listCountries(db: Database, siteId: number, lang: Lang): Promise<CountryOption[]> {
  const parameters = await parameterMap(db, siteId, lang);
  const rows = await db.query.country.findMany({ where: eq(country.isValid, true), with: { translations: true } });
  const collator = new Intl.Collator(LANG_TAG[lang]);
  return rows
    .map((row) => ({ id: row.id, alphaTwo: row.alphaTwo, name: inLang(row.translations, lang)?.name ?? row.alphaTwo, isDeliverable: deliversTo(row, parameters) }))
    .sort((a, b) => collator.compare(a.name, b.name));
}
