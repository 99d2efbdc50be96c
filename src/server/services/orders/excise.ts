import type { TFunction } from 'i18next';

/** Required on every document of a distance sale of wine (excise goods), in French whatever the language. */
export const EXCISE_NOTICE = 'Vente à distance de produits soumis à accises';

/** The notice, followed in another language than French by its translation (order:excise.translation). */
export function exciseNotice(t: TFunction): string[] {
  // French leaves the translation empty: the notice is already in its words.
  return [EXCISE_NOTICE, t('order:excise.translation', { defaultValue: '' })].filter(Boolean);
}
