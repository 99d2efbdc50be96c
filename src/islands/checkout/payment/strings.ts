import type { TFunction } from 'i18next';
import type paymentJson from '~/i18n/fr_FR/checkout-payment.json';

// The payment step's islands get their strings as props, in the page's language with their
// {{placeholders}} left for the islands to fill (see ../../fill), as the cart's islands do.

export type PaymentText = typeof paymentJson;

/** The sections the payment step's islands read. */
const SECTIONS = ['page', 'recap', 'code', 'giftCard', 'message', 'consent', 'pay'] as const satisfies (keyof PaymentText)[];

export type PaymentIslandText = Pick<PaymentText, (typeof SECTIONS)[number]>;

export function paymentText(tr: TFunction): PaymentIslandText {
  return Object.fromEntries(SECTIONS.map((section) => [section, tr(`checkout-payment:${section}`, { returnObjects: true })])) as PaymentIslandText;
}
