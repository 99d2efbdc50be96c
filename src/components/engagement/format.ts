// How the wine tourism pages write a service's figures for a reader.
import type { TFunction } from 'i18next';
import { formatPrice } from '~/lib/catalogue-format';
import type { Lang } from '~/lib/locale';

/** '1 h 30' / '1 h 30 min', '2 h' / '2 hours', '45 min'. */
export function durationLabel(minutes: number, tr: TFunction): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return tr('engagement:duration.minutes', { minutes: rest });
  if (rest === 0) return tr('engagement:duration.hours', { count: hours });
  return tr('engagement:duration.hoursMinutes', { hours, minutes: String(rest).padStart(2, '0') });
}

/** '12,00 € par personne', or the service's price is asked at the estate. */
export function servicePriceLabel(price: number | null, lang: Lang, tr: TFunction): string {
  if (price === null) return tr('engagement:tourism.onRequest');
  if (price === 0) return tr('engagement:tourism.free');
  return tr('engagement:tourism.perPerson', { price: formatPrice(price, lang) });
}

/** A tag as visitors read it: its translation, else the tag itself with a capital. */
export const tagLabel = (tag: string, tr: TFunction) => tr(`engagement:tags.${tag}`, { defaultValue: tag.charAt(0).toUpperCase() + tag.slice(1) });
