// What the catalogue tells search engines: schema.org JSON-LD (Product with one Offer per
// declination, BreadcrumbList, ItemList) and the sitemap with its language alternates.
import type { Declination, ProductDetail, ProductSummary } from './catalogue';
import { capacityLabel } from './catalogue-format';
import { absoluteUrl, LANG_TAG, type Lang } from './locale';

const SCHEMA = 'https://schema.org';

/** An absolute URL for a picture or page the API gave as a path. */
export function absoluteOn(siteUrl: string, url: string): string {
  return /^https?:\/\//.test(url) ? url : absoluteUrl(siteUrl, url);
}

/** '2023 · 75 cl', '2023', '1,5 L', or the variation labels: how an offer names itself. */
export function declinationLabel(declination: Pick<Declination, 'year' | 'capacity' | 'capacityUnit' | 'variations'>, lang: Lang): string {
  return [
    declination.year === null ? '' : String(declination.year),
    capacityLabel(declination.capacity, declination.capacityUnit, lang),
    ...declination.variations.map((variation) => variation.label),
  ]
    .filter(Boolean)
    .join(' · ');
}

const isSoldOut = (d: Pick<Declination, 'tracksStock' | 'quantity'>) => d.tracksStock && d.quantity !== null && d.quantity <= 0;

export interface ProductJsonLdInput {
  product: ProductDetail;
  lang: Lang;
  siteUrl: string;
  /** The estate that makes and sells it. */
  brand: string;
  /** The product page's address, absolute. */
  url: string;
  /** The localized path of the page showing each declination. */
  declinationPath: (declination: Declination) => string;
  /** HIDE_PRODUCT_PRICES: prices the shop does not show are not published either. */
  hidePrices: boolean;
}

/** schema.org Product with one Offer per declination: price in EUR with two decimals, availability, url. */
export function productJsonLd({ product, lang, siteUrl, url, brand, declinationPath, hidePrices }: ProductJsonLdInput): object {
  const images = product.gallery.flatMap((item) => (item.kind === 'image' ? [absoluteOn(siteUrl, item.url)] : []));
  const description = product.metaDescription ?? product.shortDescription;
  const awards = product.awards.map((award) => [award.name, award.year].filter(Boolean).join(' '));
  return {
    '@context': SCHEMA,
    '@type': 'Product',
    name: product.appellation ? `${product.appellation} ${product.name}` : product.name,
    url,
    ...(description ? { description } : {}),
    ...(images.length > 0 ? { image: images } : product.image ? { image: [absoluteOn(siteUrl, product.image.url)] } : {}),
    ...(product.reference ? { sku: product.reference } : {}),
    brand: { '@type': 'Brand', name: brand },
    ...(product.type === 'WINE' ? { category: lang === 'fr_FR' ? 'Vin' : 'Wine' } : {}),
    ...(awards.length > 0 ? { award: awards.join(', ') } : {}),
    inLanguage: LANG_TAG[lang],
    ...(hidePrices || product.declinations.length === 0
      ? {}
      : {
          offers: product.declinations.map((declination) => ({
            '@type': 'Offer',
            name: declinationLabel(declination, lang) || product.name,
            price: (declination.finalPrice / 100).toFixed(2),
            priceCurrency: 'EUR',
            availability: `${SCHEMA}/${isSoldOut(declination) ? 'OutOfStock' : 'InStock'}`,
            url: absoluteOn(siteUrl, declinationPath(declination)),
            ...(declination.reference ? { sku: declination.reference } : {}),
            seller: { '@type': 'Organization', name: brand },
          })),
        }),
  };
}

/** schema.org BreadcrumbList of absolute URLs. */
export function breadcrumbJsonLd(steps: { label: string; url: string }[]): object {
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({ '@type': 'ListItem', position: index + 1, name: step.label, item: step.url })),
  };
}

/** schema.org ItemList of the products a list page shows, in order. */
export function productListJsonLd(products: Pick<ProductSummary, 'name' | 'path'>[], urlOf: (path: string) => string): object {
  return {
    '@context': SCHEMA,
    '@type': 'ItemList',
    itemListElement: products.map((product, index) => ({ '@type': 'ListItem', position: index + 1, name: product.name, url: urlOf(product.path) })),
  };
}

export interface SitemapPage {
  /** The page's absolute URL in each language. */
  urls: Partial<Record<Lang, string>>;
}

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/**
 * The sitemap: one <url> per page and language, each naming every language's version with
 * xhtml:link alternates (French is the x-default), as search engines read hreflang in sitemaps.
 */
export function sitemapXml(pages: SitemapPage[]): string {
  const entries = pages.flatMap((page) => {
    const langs = (Object.keys(page.urls) as Lang[]).filter((lang) => page.urls[lang]);
    const alternates = [
      ...langs.map((lang) => `<xhtml:link rel="alternate" hreflang="${LANG_TAG[lang]}" href="${escapeXml(page.urls[lang]!)}"/>`),
      ...(page.urls.fr_FR ? [`<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(page.urls.fr_FR)}"/>`] : []),
    ].join('');
    return langs.map((lang) => `<url><loc>${escapeXml(page.urls[lang]!)}</loc>${alternates}</url>`);
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}
