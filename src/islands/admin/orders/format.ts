import type { TFunction } from 'i18next';
import { ApiRequestError } from '~/lib/api';
import { formatPrice } from '~/lib/catalogue-format';
import { formatDate, formatDateTime } from '~/lib/dates';
import type { Lang } from '~/lib/locale';

// How the back office's order pages write money, days and statuses.

export const money = (cents: number, lang: Lang) => formatPrice(cents, lang);
export { formatDate, formatDateTime };

/**
 * How the owner knows a payment provider ('sandbox' → "Card payment (demo)"): the one place that
 * names them; a provider without a name of its own shows as a card payment with its id.
 */
export const providerName = (t: TFunction, provider: string) => t(`admin-orders:paymentProvider.${provider}`, { defaultValue: t('admin-orders:paymentProvider.other', { provider }) });

/** '12,50', '12.50', '12' or '1 234,5' euros → cents; null when it is not an amount. */
export function euroCents(text: string): number | null {
  const plain = text.replace(/[\s\u00a0\u202f€]/g, '').replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(plain)) return null;
  return Math.round(Number(plain) * 100);
}

/** Cents as the owner types euros back in the form: '12.50' or '12,50'. */
export const centsAsEuros = (cents: number, lang: Lang) => {
  const text = (cents / 100).toFixed(2);
  return lang === 'fr_FR' ? text.replace('.', ',') : text;
};

/** The server's sentence for a refused call, or the error's own words. */
export const problemOf = (error: unknown) => (error instanceof ApiRequestError || error instanceof Error ? error.message : String(error));

const TONES: Record<string, string> = {
  AWAITING_PAYMENT: 'bg-amber-100 text-amber-900',
  PAID: 'bg-sky-100 text-sky-900',
  PREPARING: 'bg-sky-100 text-sky-900',
  READY_FOR_PICKUP: 'bg-violet-100 text-violet-900',
  SHIPPED: 'bg-violet-100 text-violet-900',
  DELIVERED: 'bg-green-100 text-green-900',
  PAYMENT_FAILED: 'bg-red-100 text-red-900',
  CANCELLED: 'bg-stone-200 text-stone-800',
  REFUNDED: 'bg-stone-200 text-stone-800',
  ASKED: 'bg-amber-100 text-amber-900',
  ACCEPTED: 'bg-sky-100 text-sky-900',
  LABEL_SENT: 'bg-violet-100 text-violet-900',
  PRODUCT_RECEIVED: 'bg-green-100 text-green-900',
  REFUSED: 'bg-red-100 text-red-900',
};

/** The classes of a status badge: a colour per stage, dark text on a light tint (contrast AA). */
export const badgeClass = (status: string) => `inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${TONES[status] ?? 'bg-stone-200 text-stone-800'}`;
