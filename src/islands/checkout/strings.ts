import type { TFunction } from 'i18next';
import type checkoutJson from '~/i18n/fr_FR/checkout.json';

// The checkout islands get their strings as props, a few sections of the checkout namespace in the
// page's language with their {{placeholders}} left for the island to fill (see ../fill), as the
// cart islands do (../cart/strings).

export type CheckoutText = typeof checkoutJson;

export function checkoutText<K extends keyof CheckoutText>(tr: TFunction, ...sections: K[]): Pick<CheckoutText, K> {
  return Object.fromEntries(sections.map((section) => [section, tr(`checkout:${section}`, { returnObjects: true })])) as Pick<CheckoutText, K>;
}
