import type { Lang } from '~/lib/i18n';

/**
 * The row of a text in the wanted language, else French (DESIGN.md: content falls back to
 * French), else whatever exists, so that a half-translated item still shows.
 */
export function inLang<T extends { lang: string }>(rows: readonly T[], lang: Lang): T | undefined {
  return rows.find((r) => r.lang === lang) ?? rows.find((r) => r.lang === 'fr_FR') ?? rows[0];
}
