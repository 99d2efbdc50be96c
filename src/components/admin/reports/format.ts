// How the reports write their buckets and figures in each language: French and American English
// dates (« 7–13 déc. 2026 », "Dec 7 – 13, 2026"), money as the catalogue writes it.
import { LANG_TAG, type Lang } from '~/lib/locale';
import type { ReportGrain } from '~/lib/rules/report-period';

const at = (day: string) => new Date(`${day}T12:00:00Z`);
const formats = new Map<string, Intl.DateTimeFormat>();
function format(lang: Lang, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${lang}${JSON.stringify(options)}`;
  let found = formats.get(key);
  if (!found) formats.set(key, (found = new Intl.DateTimeFormat(LANG_TAG[lang], { timeZone: 'UTC', ...options })));
  return found;
}

/** The bucket as the table names it: a day, a range of days, a month. */
export function bucketName(range: { from: string; to: string }, grain: ReportGrain, lang: Lang): string {
  if (grain === 'month' && range.from.slice(0, 7) === range.to.slice(0, 7) && range.from.endsWith('-01')) {
    return format(lang, { month: 'long', year: 'numeric' }).format(at(range.from));
  }
  const medium = format(lang, { day: 'numeric', month: 'short', year: 'numeric' });
  return range.from === range.to ? medium.format(at(range.from)) : medium.formatRange(at(range.from), at(range.to));
}

/** The bucket as the chart's axis names it, short. */
export function bucketTick(range: { from: string }, grain: ReportGrain, lang: Lang): string {
  if (grain === 'month') return format(lang, { month: 'short', year: '2-digit' }).format(at(range.from));
  return format(lang, { day: 'numeric', month: 'short' }).format(at(range.from));
}

/** A whole number as the language writes it ('1 234' or '1,234'). */
export const formatCount = (value: number, lang: Lang) => new Intl.NumberFormat(LANG_TAG[lang]).format(value);

/** Money on an axis: whole euros, compact ('12 k€', '€12K'). */
export const formatAxisMoney = (cents: number, lang: Lang) =>
  new Intl.NumberFormat(LANG_TAG[lang], { style: 'currency', currency: 'EUR', notation: 'compact', maximumFractionDigits: 1 }).format(cents / 100);

/** The change from last year, '+12 %' / '+12%'; '' when last year had nothing to compare with. */
export function formatChange(now: number, before: number, lang: Lang): string {
  if (before === 0) return '';
  return new Intl.NumberFormat(LANG_TAG[lang], { style: 'percent', signDisplay: 'exceptZero', maximumFractionDigits: 0 }).format((now - before) / Math.abs(before));
}
