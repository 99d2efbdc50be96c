// Languages, localized paths and the locale cookie. Kept free of i18next so that small browser
// scripts (language menu, cookie) can import it without pulling the translation engine.

export type Lang = 'fr_FR' | 'en_US';
export const LANGS: readonly Lang[] = ['fr_FR', 'en_US'];
export const DEFAULT_LANG: Lang = 'fr_FR';

/** The value of <html lang>. */
export const HTML_LANG: Record<Lang, string> = { fr_FR: 'fr', en_US: 'en' };
/** BCP 47 tags used in hreflang alternates and Intl formatting. */
export const LANG_TAG: Record<Lang, string> = { fr_FR: 'fr-FR', en_US: 'en-US' };

export const LOCALE_COOKIE = 'locale';
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;
/** Shaped for Astro's `cookies.set(LOCALE_COOKIE, lang, LOCALE_COOKIE_OPTIONS)`. */
export const LOCALE_COOKIE_OPTIONS = { path: '/', maxAge: LOCALE_COOKIE_MAX_AGE, sameSite: 'lax' } as const;

export function isLang(value: unknown): value is Lang {
  return value === 'fr_FR' || value === 'en_US';
}

/** A `document.cookie` assignment remembering the chosen language. */
export function localeCookie(lang: Lang): string {
  return `${LOCALE_COOKIE}=${lang}; Max-Age=${LOCALE_COOKIE_MAX_AGE}; Path=/; SameSite=Lax`;
}

const PREFIX = /^\/(fr_FR|en_US)(?=\/|$|\?|#)/;

/** The language named by the path prefix; French when there is none. */
export function langFromPathname(pathname: string): Lang {
  const match = PREFIX.exec(pathname);
  return match ? (match[1] as Lang) : DEFAULT_LANG;
}

/** '/en_US/auth' -> '/auth', '/en_US' -> '/', '/auth' -> '/auth'. */
export function stripLangPrefix(pathname: string): string {
  const rest = pathname.replace(PREFIX, '');
  if (rest === '') return '/';
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/**
 * The path of `pathname` in `lang`: French has no prefix, English lives under /en_US.
 * A path that already carries a prefix is re-prefixed, so links built from any path are safe.
 */
export function localizedPath(lang: Lang, pathname: string): string {
  const bare = stripLangPrefix(pathname.startsWith('/') ? pathname : `/${pathname}`);
  if (lang === DEFAULT_LANG) return bare;
  // The home page in English is '/en_US', not '/en_US/' (and keeps its query or hash).
  const isHome = bare === '/' || bare.startsWith('/?') || bare.startsWith('/#');
  return isHome ? `/${lang}${bare.slice(1)}` : `/${lang}${bare}`;
}

/** An absolute URL on the site, whatever trailing slash the site URL was configured with. */
export function absoluteUrl(siteUrl: string, path: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
}

export interface Alternate {
  hreflang: 'fr-FR' | 'en-US' | 'x-default';
  path: string;
}

/** Paths of one page that differ by language (a CMS page's translated url), without prefix. */
export type TranslatedPaths = Partial<Record<Lang, string>>;

/** The address of a page in `lang`: its own translated path when it has one, else the same path. */
export function pathInLang(lang: Lang, pathname: string, translated?: TranslatedPaths): string {
  return localizedPath(lang, translated?.[lang] ?? pathname);
}

/** The hreflang alternates of a page; French is the x-default. */
export function alternates(pathname: string, translated?: TranslatedPaths): Alternate[] {
  const french = pathInLang('fr_FR', pathname, translated);
  return [
    { hreflang: 'fr-FR', path: french },
    { hreflang: 'en-US', path: pathInLang('en_US', pathname, translated) },
    { hreflang: 'x-default', path: french },
  ];
}

/** The language of a BCP 47 tag ('en-GB', 'fr', 'en_US'), or null when the shop does not speak it. */
function langFromTag(tag: string): Lang | null {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  if (primary === 'fr') return 'fr_FR';
  if (primary === 'en') return 'en_US';
  return null;
}

/** The first language the browser lists that the shop speaks (navigator.languages order). */
export function langFromBrowser(languages: readonly string[]): Lang | null {
  for (const tag of languages) {
    const lang = langFromTag(tag);
    if (lang) return lang;
  }
  return null;
}

/** The same choice made on the server from an Accept-Language header, honouring q-values. */
export function langFromAcceptLanguage(header: string | null | undefined): Lang | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim(), q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.tag && entry.q > 0 && !Number.isNaN(entry.q))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return langFromBrowser(ranked.map((entry) => entry.tag));
}

/**
 * The language to use when the URL does not decide: the cookie first, then the browser's
 * languages, then French.
 */
export function preferredLang(cookieValue: string | null | undefined, browserLanguages: readonly string[] | string | null | undefined): Lang {
  if (isLang(cookieValue)) return cookieValue;
  const fromBrowser = typeof browserLanguages === 'string' || browserLanguages == null
    ? langFromAcceptLanguage(browserLanguages)
    : langFromBrowser(browserLanguages);
  return fromBrowser ?? DEFAULT_LANG;
}
