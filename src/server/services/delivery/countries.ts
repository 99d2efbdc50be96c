import type { CountryOption } from '~/lib/delivery';
import { LANG_TAG, type Lang } from '~/lib/locale';
import type { RememberingDatabase } from '../../remembered';
import { deliversTo, knownCountries } from '../orders/shipping-fees';
import { rememberedParameters } from '../parameters';
import { inLang } from '../translations';

/**
 * GET /countries: every country an address can name, by name in the caller's language, each
 * saying whether the estate delivers there under the site's parameters (the shipping fees' rule).
 */
export async function listCountries(source: RememberingDatabase, siteId: number, lang: Lang): Promise<CountryOption[]> {
  const parameters = await rememberedParameters(source.remembered, source.db, siteId, lang);
  const rows = await knownCountries(source);
  const collator = new Intl.Collator(LANG_TAG[lang]);
  return rows
    .filter((row) => row.isValid)
    .map((row) => ({ id: row.id, alphaTwo: row.alphaTwo, name: inLang(row.translations, lang)?.name ?? row.alphaTwo, isDeliverable: deliversTo(row, parameters) }))
    .sort((a, b) => collator.compare(a.name, b.name));
}
