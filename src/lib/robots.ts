// What /robots.txt tells crawlers: everything public may be crawled, the visitor's own pages
// (the checkout steps after the cart, the account, sign-in and password pages, the payment
// results) and the API may not. The cart page itself stays crawlable: its HTML is the same empty
// shell for everyone, and search engines' audits expect to reach it.
import { absoluteUrl, LANGS, localizedPath } from './locale';

/** The private paths, without the language prefix; a trailing slash keeps the page before it open. */
const PRIVATE_PATHS = ['/cart/', '/account', '/auth', '/password/', '/order/'];

/** Paths outside the language prefixes. */
const PRIVATE_ROOTS = ['/api/', '/admin'];

export function robotsTxt(publicUrl: string): string {
  // French pages answer without a prefix and under /fr_FR as well.
  const prefixed = PRIVATE_PATHS.flatMap((path) => [...LANGS.map((lang) => localizedPath(lang, path)), `/fr_FR${path}`]);
  const disallowed = [...new Set([...prefixed, ...PRIVATE_ROOTS])];
  return [
    'User-agent: *',
    'Allow: /',
    ...disallowed.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${absoluteUrl(publicUrl, '/sitemap.xml')}`,
    '',
  ].join('\n');
}
