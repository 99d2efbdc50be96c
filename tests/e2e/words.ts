import type { Lang } from '~/lib/i18n';

/**
 * The words a visitor reads, written out in both languages: `say('Ajouter au panier', 'Add to cart')`.
 * Tests spell the expected text themselves rather than asking the app's own translations, so that a
 * wrong or empty string fails them.
 */
export function wordsIn(lang: Lang): (french: string, english: string) => string {
  return (french, english) => (lang === 'fr_FR' ? french : english);
}
