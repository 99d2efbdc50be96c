import type { TFunction } from 'i18next';
import type cartJson from '~/i18n/fr_FR/cart.json';

// The cart islands get their strings as props, a few sections of the cart namespace in the page's
// language with their {{placeholders}} left for the island to fill (see ../fill), instead of
// shipping the translation engine and every namespace.

export type CartText = typeof cartJson;

export function cartText<K extends keyof CartText>(tr: TFunction, ...sections: K[]): Pick<CartText, K> {
  return Object.fromEntries(sections.map((section) => [section, tr(`cart:${section}`, { returnObjects: true })])) as Pick<CartText, K>;
}
