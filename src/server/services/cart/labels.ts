import { capacityLabel } from '~/lib/catalogue-format';
import type { CapacityUnit } from '~/lib/catalogue';
import type { Lang } from '~/lib/locale';
import { inLang } from '../translations';

interface Translated<T> {
  translations: (T & { lang: string })[];
}

export interface LabelledDeclination {
  year: number | null;
  capacity: number | null;
  capacityUnit: CapacityUnit | null;
  product: Translated<{ name: string }>;
  variationDetail1: Translated<{ label: string }> | null;
  variationDetail2: Translated<{ label: string }> | null;
  variationDetail3: Translated<{ label: string }> | null;
}

/**
 * The item as a customer names it, in the cart and in the errors about it: the name and vintage,
 * then the capacity and the variations ('Les Côtes du Clos 2022 – 75 cl', 'Coffret Découverte – Or').
 */
export function itemLabel(declination: LabelledDeclination, lang: Lang): string {
  const name = inLang(declination.product.translations, lang)?.name ?? '';
  const variations = [declination.variationDetail1, declination.variationDetail2, declination.variationDetail3].map(
    (detail) => (detail ? (inLang(detail.translations, lang)?.label ?? '') : ''),
  );
  return [[name, declination.year ?? ''].filter(Boolean).join(' '), capacityLabel(declination.capacity, declination.capacityUnit, lang), ...variations]
    .filter(Boolean)
    .join(' – ');
}
