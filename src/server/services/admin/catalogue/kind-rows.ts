import { catalogueLangs, type CatalogueLang } from '~/lib/admin/catalogue';
import type { ShopDeps } from '../../../deps';
import type { Transaction } from './declinations';
import { productTags } from './tags';

// What the editors of the shared kinds (kinds.ts, variation-kinds.ts) write alike: their names'
// translation rows, how the editor reads them back, and the page-cache drop once one changed.

/** A name in each language it is written in, as translation rows. */
export const namedRows = <K extends string, T>(name: { fr_FR: string; en_US: string | null }, column: K, owner: T) =>
  catalogueLangs.flatMap((lang) => (name[lang] ? [{ ...owner, lang, [column]: name[lang] as string } as T & { lang: CatalogueLang } & Record<K, string>] : []));

/** A name as the editor shows it: the French (or the first written), and the English when written. */
export const inBoth = <T extends { lang: string }>(rows: T[], pick: (row: T) => string) => {
  const french = rows.find((row) => row.lang === 'fr_FR') ?? rows[0];
  const english = rows.find((row) => row.lang === 'en_US');
  return { fr_FR: french ? pick(french) : '', en_US: english ? pick(english) : null };
};

/** The page-cache drop after a shared kind changed: every list, and the pages of the products using it. */
export async function refreshUsers(deps: ShopDeps, tx: Transaction, productIds: number[]) {
  await deps.pageCache.invalidate(tx, [...new Set(['catalogue', ...productIds.flatMap((id) => productTags(id))])]);
}
