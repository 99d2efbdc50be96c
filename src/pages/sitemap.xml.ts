// /sitemap.xml: every page a visitor can land on, in French and English with hreflang alternates:
// home, the CMS pages whose routes exist, the legal pages, the wine list and every wine and
// product page, each language with its own slug. Kept in the route cache like the pages.
import type { APIRoute } from 'astro';
import { createApiClient, type ApiClient } from '~/lib/api';
import { catalogueApi } from '~/lib/api/catalogue';
import { siteApi } from '~/lib/api/site';
import type { PageNode } from '~/lib/contracts/site';
import { productPath, type ProductSummary } from '~/lib/catalogue';
import { sitemapXml, type SitemapPage } from '~/lib/catalogue-seo';
import { CONTENT_SITEMAP_TAGS, contentSitemapPages } from '~/lib/content/sitemap';
import { LEGAL_PAGES } from '~/lib/legal';
import { absoluteUrl, LANGS, localizedPath, type Lang } from '~/lib/locale';
import { pagePath, SHOWN_PAGE_TYPES } from '~/lib/site-pages';
import { shopForPages } from '~/server/for-pages';

/** Every product of the catalogue in one language, page after page. */
async function allProducts(api: ApiClient): Promise<ProductSummary[]> {
  const products: ProductSummary[] = [];
  for (let page = 1; ; page += 1) {
    const list = await catalogueApi(api).products({ page, nbItem: 100, orderBy: 'id' });
    products.push(...list.products);
    if (list.products.length === 0 || products.length >= list.total) return products;
  }
}

function flatten(pages: PageNode[]): PageNode[] {
  return pages.flatMap((page) => [page, ...flatten(page.children)]);
}

export const GET: APIRoute = async ({ url, cache, locals }) => {
  const siteUrl = locals.publicUrl;
  const shop = await shopForPages();
  // One client per language: the product slugs and page urls differ by language.
  const apis = Object.fromEntries(
    LANGS.map((lang) => [
      lang,
      createApiClient({ lang, baseUrl: `${url.origin}/api`, fetch: (request) => shop.fetch(request) }),
    ]),
  ) as Record<Lang, ApiClient>;

  const [pages, publications, ...catalogues] = await Promise.all([
    siteApi(apis.fr_FR).pages(),
    contentSitemapPages(apis, siteUrl),
    ...LANGS.map((lang) => allProducts(apis[lang])),
  ]);
  const everywhere = (path: string): SitemapPage => ({
    urls: Object.fromEntries(LANGS.map((lang) => [lang, absoluteUrl(siteUrl, localizedPath(lang, path))])),
  });

  // Pages whose route exists (the menu's rule), at their url in each language they have one in.
  const cmsPages = flatten(pages)
    .filter((page) => page.type !== null && page.type !== 'HOME' && page.type !== 'LINK' && SHOWN_PAGE_TYPES.has(page.type))
    .map((page) => ({
      urls: Object.fromEntries(
        LANGS.flatMap((lang) => {
          const own = page.urls[lang];
          return own ? [[lang, absoluteUrl(siteUrl, localizedPath(lang, pagePath({ type: page.type, url: own })))]] : [];
        }),
      ),
    }));
  const productPages = catalogues[0]!.map((product) => ({
    urls: Object.fromEntries(
      LANGS.flatMap((lang, index) => {
        const translated = catalogues[index]!.find((other) => other.id === product.id);
        return translated ? [[lang, absoluteUrl(siteUrl, localizedPath(lang, productPath(translated)))]] : [];
      }),
    ),
  }));
  const entries = [everywhere('/'), ...cmsPages, everywhere('/nos-vins'), ...Object.keys(LEGAL_PAGES).map((page) => everywhere(`/${page}`)), ...productPages, ...publications];
  // The wine list is also a CMS page: each address once.
  const seen = new Set<string>();
  const unique = entries.filter((entry) => {
    const key = entry.urls.fr_FR ?? entry.urls.en_US ?? '';
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });

  cache.set({ maxAge: 86_400, tags: ['frame', 'catalogue', ...CONTENT_SITEMAP_TAGS, ...flatten(pages).map((page) => `page:${page.id}`)] });
  return new Response(sitemapXml(unique), { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
};
