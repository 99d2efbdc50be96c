import type { ApiClient, ListQuery } from '../api';
import type { ELabel, ProductDetail, ProductList, RecommendedProducts } from '../contracts/catalogue';
import type { Lang } from '../locale';

// The catalogue calls; shapes: the catalogue contract
// (src/lib/contracts/catalogue.ts).

/** The owner's labels of the product tags (component configuration 'product-tags'). */
export interface ProductTagsConf {
  conf?: { tags?: { key: string; label: string | Record<string, string> }[] };
}

export const catalogueApi = (api: ApiClient) => ({
  /** GET /product with the list query (filters, page, nbItem, orderBy). */
  products: (query: ListQuery) => api.get<ProductList>('/product', query),
  product: (id: number | string) => api.get<ProductDetail>(`/product/${id}`),
  recommended: async (id: number) => (await api.get<RecommendedProducts>(`/v2/product/recommended/${id}`)).products,
  /** A wine's e-label for a vintage, or 'nv' for a non-vintage wine. */
  eLabel: (id: number | string, year: number | string) => api.get<ELabel>(`/product/${id}/e-label/${year}`),
  tagsConf: () => api.get<ProductTagsConf>('/component/conf/product-tags'),
});

/** The technical sheet PDF of a declination: a document the browser opens itself, so a plain link. */
export const technicalSheetUrl = (productId: number, declinationId: number, lang: Lang) => `/api/product/generate/file/${productId}/${declinationId}?lang=${lang}`;
