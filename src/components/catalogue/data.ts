// Catalogue calls shared by the list and product pages, through the page's API client.
import { ApiRequestError, type ApiClient, type ListQuery } from '~/lib/api';
import { catalogueApi } from '~/lib/api/catalogue';
import type { ProductList } from '~/lib/catalogue';
import type { Lang } from '~/lib/locale';

export const EMPTY_LIST: ProductList = {
  products: [],
  total: 0,
  facets: { colours: [], appellations: [], years: [], tags: [], price: { min: 0, max: 0 } },
};

/** GET /product; a query the API refuses (a hand-typed URL) shows an empty selection, not an error. */
export async function loadProducts(api: ApiClient, query: ListQuery): Promise<ProductList> {
  try {
    return await catalogueApi(api).products(query);
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 400) return EMPTY_LIST;
    throw error;
  }
}

/**
 * The labels of the product tags, by key, in the page's language (the owner's 'product-tags'
 * component configuration); the keys themselves when it is missing.
 */
export async function loadTagLabels(api: ApiClient, lang: Lang): Promise<Record<string, string>> {
  const conf = await catalogueApi(api)
    .tagsConf()
    .catch(() => null);
  return Object.fromEntries((conf?.conf?.tags ?? []).map((tag) => [tag.key, typeof tag.label === 'string' ? tag.label : (tag.label[lang] ?? tag.label.fr_FR ?? tag.key)]));
}
