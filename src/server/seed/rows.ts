import type { Lang, Localized } from './data';

export const langs: Lang[] = ['fr_FR', 'en_US'];

type PerLang<F> = { [K in keyof F]: F[K] extends Localized ? string : F[K] extends Localized | null | undefined ? string | null : never };

/**
 * One translation row per language from texts given in both: `perLang({ title, slug }, { newsId })`
 * gives `[{ lang: 'fr_FR', title: …, slug: …, newsId }, { lang: 'en_US', … }]`.
 */
export function perLang<F extends Record<string, Localized | null | undefined>, E extends object>(fields: F, extra: E) {
  return langs.map((lang) => {
    const texts = Object.fromEntries(Object.entries(fields).map(([key, text]) => [key, text ? text[lang] : null])) as PerLang<F>;
    return { ...texts, ...extra, lang };
  });
}

/** One row per language built from a single text. */
export function translations<T extends object>(text: Localized, row: (text: string, lang: Lang) => T) {
  return langs.map((lang) => ({ ...row(text[lang], lang), lang }));
}

/** A site path in a language: French routes have no prefix, English ones live under /en_US. */
export const pathIn = (lang: Lang, path: string): string => (lang === 'fr_FR' ? path : `/en_US${path}`);

/** A Localized text whose every language goes through `format`. */
export const mapLocalized = (text: Localized, format: (text: string, lang: Lang) => string): Localized => ({
  fr_FR: format(text.fr_FR, 'fr_FR'),
  en_US: format(text.en_US, 'en_US'),
});

/** Turns a list into a lookup by key, failing loudly on a reference the content gets wrong. */
export function byKey<T>(entries: Iterable<[string, T]>, what: string): (key: string) => T {
  const map = new Map(entries);
  return (key) => {
    const value = map.get(key);
    if (value === undefined) throw new Error(`The demo estate names an unknown ${what}: ${key}`);
    return value;
  };
}
