// What a product page route decides before rendering: the product (GET /product/{id}), the
// declination its address asks for, and whether the address is the canonical one. The routes
// (/wines/{slug?}/{id}[/{year}|/detail/{idDeclination}], /products/{slug?}/{id}) stay thin.
import type { AstroGlobal } from 'astro';
import { loadFrame } from '~/layouts/load-frame';
import type { FrameData } from '~/layouts/frame-data';
import { ApiRequestError } from '~/lib/api';
import { catalogueApi } from '~/lib/api/catalogue';
import { productPath, type Declination, type ProductDetail, type ProductSummary } from '~/lib/catalogue';
import { declinationOfYear, defaultDeclination } from '~/lib/catalogue-declinations';
import { loadTagLabels } from './data';
import { LANGS, localizedPath, type TranslatedPaths } from '~/lib/locale';

/** What the address names besides the product: a vintage, a declination, or nothing. */
export type DeclinationRequest =
  | { kind: 'default' }
  | { kind: 'year'; year: string }
  | { kind: 'detail'; id: string }
  /** ?declination= on /products pages, which have no detail route; an unknown one is ignored. */
  | { kind: 'query'; id: string | null };

export type ProductPageResult =
  | { kind: 'notFound' }
  | { kind: 'redirect'; location: string }
  | {
      kind: 'page';
      product: ProductDetail;
      selected: Declination | null;
      recommended: ProductSummary[];
      /** The page's path in each language, with each language's slug. */
      translatedPaths: TranslatedPaths;
      cacheTags: string[];
    };

const ID = /^[1-9]\d{0,9}$/;

/**
 * The part of the address after the product's own: '', '/2023' or '/detail/12' for a wine,
 * '?declination=12' for another product (a wine reached that way moves to its detail path).
 */
function suffixOf(request: DeclinationRequest, selected: Declination | null, isWine: boolean): string {
  if (request.kind === 'year') return `/${request.year}`;
  if (request.kind === 'detail') return `/detail/${request.id}`;
  if (request.kind === 'query' && selected && request.id === String(selected.id)) return isWine ? `/detail/${selected.id}` : `?declination=${selected.id}`;
  return '';
}

function selectDeclination(declinations: Declination[], request: DeclinationRequest): Declination | null | undefined {
  switch (request.kind) {
    case 'year':
      return /^\d{4}$/.test(request.year) ? (declinationOfYear(declinations, Number(request.year)) ?? undefined) : undefined;
    case 'detail':
      return declinations.find((d) => String(d.id) === request.id);
    case 'query':
      return declinations.find((d) => String(d.id) === request.id) ?? defaultDeclination(declinations);
    default:
      return defaultDeclination(declinations);
  }
}

export async function resolveProductPage(
  locals: App.Locals,
  route: { section: 'wines' | 'products'; slug: string | undefined; id: string | undefined; request: DeclinationRequest },
): Promise<ProductPageResult> {
  const { api, lang } = locals;
  if (!route.id || !ID.test(route.id)) return { kind: 'notFound' };
  let product: ProductDetail;
  try {
    product = await catalogueApi(api).product(route.id);
  } catch (error) {
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) return { kind: 'notFound' };
    throw error;
  }
  const selected = selectDeclination(product.declinations, route.request);
  if (selected === undefined) return { kind: 'notFound' };

  const isWine = product.type === 'WINE';
  // Vintage and detail addresses exist for wines only.
  if (!isWine && (route.request.kind === 'year' || route.request.kind === 'detail')) return { kind: 'notFound' };
  const suffix = suffixOf(route.request, selected, isWine);
  // A missing or outdated slug, the other language's slug, or a wine under /products: one address.
  if (route.slug !== product.slug || route.section !== (isWine ? 'wines' : 'products')) {
    return { kind: 'redirect', location: localizedPath(lang, `${productPath(product)}${suffix}`) };
  }

  const recommended = await catalogueApi(api)
    .recommended(product.id)
    .catch((error: unknown) => {
      // A product without recommendations may answer 404; anything else is a real failure.
      if (error instanceof ApiRequestError && error.status === 404) return [];
      throw error;
    });
  const translatedPaths = Object.fromEntries(
    LANGS.map((other) => [other, `${productPath({ type: product.type, slug: product.slugs[other], id: product.id })}${suffix}`]),
  ) as TranslatedPaths;
  return {
    kind: 'page',
    product,
    selected,
    recommended,
    translatedPaths,
    cacheTags: ['frame', `product:${product.id}`, ...recommended.map((other) => `product:${other.id}`)],
  };
}

export interface ProductViewProps {
  /** The frame with the page's path in each language (its slugs). */
  frame: FrameData;
  product: ProductDetail;
  selected: Declination | null;
  recommended: ProductSummary[];
  tagLabels: Record<string, string>;
}

/**
 * Everything a product route does before rendering: the product and declination its address
 * names, a 301 to the canonical address, the not-found page, the route cache tags; the props of
 * ProductView otherwise.
 */
export async function productPage(
  astro: AstroGlobal,
  section: 'wines' | 'products',
  request: DeclinationRequest,
): Promise<Response | ProductViewProps> {
  const { slug, id } = astro.params;
  const result = await resolveProductPage(astro.locals, { section, slug, id, request });
  if (result.kind === 'notFound') return astro.rewrite('/404');
  if (result.kind === 'redirect') return astro.redirect(result.location, 301);
  const [frame, tagLabels] = await Promise.all([loadFrame(astro.locals), loadTagLabels(astro.locals.api, astro.locals.lang)]);
  // Pages of the shop redirect home when the site does not sell online (docs/architecture.md#pages-and-languages).
  if (!frame.site.isECommerce) return astro.redirect(localizedPath(astro.locals.lang, '/'), 302);
  astro.cache.set({ maxAge: 86_400, tags: result.cacheTags });
  return {
    frame: { ...frame, translatedPaths: result.translatedPaths },
    product: result.product,
    selected: result.selected,
    recommended: result.recommended,
    tagLabels,
  };
}
