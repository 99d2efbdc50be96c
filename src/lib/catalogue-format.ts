// How the catalogue writes its figures for a reader: prices in euros (from cents), capacities
// ('75 cl', '1,5 L'), discounts and stock. Pure, so pages, scripts and tests share one spelling.
import type { CapacityUnit, Declination, Discount } from './catalogue';
import { LANG_TAG, type Lang } from './locale';

const NBSP = '\u00a0';

const priceFormats = new Map<string, Intl.NumberFormat>();
const numberFormats = new Map<Lang, Intl.NumberFormat>();

/**
 * '13,50 €' in French, '€13.50' in English, from euro cents (tax included). `whole` drops the
 * cents of a round amount ('25 €'), as budgets and thresholds read.
 */
export function formatPrice(cents: number, lang: Lang, { whole = false } = {}): string {
  const bare = whole && cents % 100 === 0;
  const key = `${lang}${bare ? ':whole' : ''}`;
  let format = priceFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LANG_TAG[lang], { style: 'currency', currency: 'EUR', ...(bare ? { minimumFractionDigits: 0 } : {}) });
    priceFormats.set(key, format);
  }
  return format.format(cents / 100);
}

/** A decimal as the language writes it: '1,5' or '1.5', at most two decimals. */
function formatNumber(value: number, lang: Lang): string {
  // Made once per language, as the prices' formats above: making one costs more than formatting.
  let format = numberFormats.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(LANG_TAG[lang], { maximumFractionDigits: 2 });
    numberFormats.set(lang, format);
  }
  return format.format(value);
}

/** '75 cl', '37,5 cl', '1,5 L' (a litre or more reads in litres); '' when the product has no capacity. */
export function capacityLabel(capacity: number | null, unit: CapacityUnit | null, lang: Lang): string {
  if (capacity === null || unit === null) return '';
  const centilitres = unit === 'LITER' ? capacity * 100 : capacity;
  return centilitres >= 100
    ? `${formatNumber(centilitres / 100, lang)}${NBSP}L`
    : `${formatNumber(centilitres, lang)}${NBSP}cl`;
}

/** A capacity in centilitres, to sort 37,5 cl before 75 cl before 1,5 L. */
export function capacityInCentilitres(capacity: number | null, unit: CapacityUnit | null): number {
  if (capacity === null || unit === null) return 0;
  return unit === 'LITER' ? capacity * 100 : capacity;
}

/** '12,5 %' in French, '12.5%' in English, from basis points. */
export function formatPercent(basisPoints: number, lang: Lang): string {
  const value = formatNumber(basisPoints / 100, lang);
  return lang === 'fr_FR' ? `${value}${NBSP}%` : `${value}%`;
}

/** '-15 %' or '-2,00 €': what a discount takes off one unit. */
export function discountLabel(discount: Pick<Discount, 'type' | 'amount'>, lang: Lang): string {
  return `-${discount.type === 'PERCENT' ? formatPercent(discount.amount, lang) : formatPrice(discount.amount, lang)}`;
}

/** The saving of `after` on `before`, in whole percent ('-15 %'), or null when there is none. */
export function savingLabel(before: number | null, after: number, lang: Lang): string | null {
  if (before === null || before <= after || before === 0) return null;
  return `-${formatPercent(Math.round(((before - after) / before) * 100) * 100, lang)}`;
}

/** The price before the product discount, when the customer pays less today. */
export function priceBeforeDiscount(declination: Pick<Declination, 'price' | 'fixedPrice' | 'finalPrice'>): number | null {
  const listed = declination.fixedPrice ?? declination.price;
  return listed > declination.finalPrice ? listed : null;
}

export type StockState =
  | { kind: 'untracked' }
  | { kind: 'soldOut' }
  | { kind: 'low'; quantity: number }
  | { kind: 'inStock' };

/**
 * What a declination's stock says to a buyer: sold out, only a few left (at or under the owner's
 * STOCK_LIMIT_DISPLAY), in stock; 'untracked' when the shop does not count this declination.
 */
export function stockState(declination: Pick<Declination, 'tracksStock' | 'quantity'>, lowStockLimit: number): StockState {
  if (!declination.tracksStock || declination.quantity === null) return { kind: 'untracked' };
  if (declination.quantity <= 0) return { kind: 'soldOut' };
  if (declination.quantity <= lowStockLimit) return { kind: 'low', quantity: declination.quantity };
  return { kind: 'inStock' };
}
