import type { Lang } from '~/lib/i18n';
import type { Database } from '../../db/connection';
import type { ShopDeps } from '../../deps';
import { isOn, rememberedParameters } from '../parameters';

/** What every catalogue answer depends on besides the product: language, instant, stock policy. */
export interface CatalogueScope {
  db: Database;
  lang: Lang;
  /** Discounts are active by their dates at this instant. */
  now: Date;
  /**
   * Whether the shop counts the declinations' stock: HANDLE_STOCK turns stock handling on and
   * USE_PRODUCT_STOCK says the declinations' own quantities are what is counted. Otherwise no
   * quantity is shown and nothing is ever sold out.
   */
  countsStock: boolean;
}

export async function catalogueScope(deps: ShopDeps, siteId: number, lang: Lang): Promise<CatalogueScope> {
  const parameters = await rememberedParameters(deps.remembered, deps.db, siteId, lang);
  return { db: deps.db, lang, now: deps.now(), countsStock: isOn(parameters.HANDLE_STOCK) && isOn(parameters.USE_PRODUCT_STOCK) };
}
