import type { TFunction } from 'i18next';
import type shippingJson from '~/i18n/fr_FR/checkout-shipping.json';

// The delivery step's islands get their strings as props, in the page's language with their
// {{placeholders}} left for the islands to fill (see ../../fill), as the cart's islands do.

export type ShippingText = typeof shippingJson;

const SECTIONS = ['page', 'modes', 'carriers', 'relay', 'collect'] as const satisfies (keyof ShippingText)[];

export function shippingText(tr: TFunction): ShippingText {
  return Object.fromEntries(SECTIONS.map((section) => [section, tr(`checkout-shipping:${section}`, { returnObjects: true })])) as ShippingText;
}
