/**
 * How the owner's reports cut a period into days, weeks or months, and which period of last year
 * they set beside it. Days are the estate's calendar days (Europe/Paris): the database reads each
 * instant's Paris day, these rules only count days. Pure, unit-tested; the SQL of the reports
 * (src/server/services/admin/reports/) find the same buckets from their first days' Paris midnights.
 */

export const REPORT_GRAINS = ['day', 'week', 'month'] as const;
export type ReportGrain = (typeof REPORT_GRAINS)[number];

export interface DayRange {
  /** yyyy-mm-dd, the first day. */
  from: string;
  /** yyyy-mm-dd, the last day (included). */
  to: string;
}

export interface Bucket extends DayRange {
  /** 0 for the bucket of the period's first day. */
  index: number;
}

const DAY_MS = 86_400_000;
const epochDay = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayOf = (epoch: number) => new Date(epoch * DAY_MS).toISOString().slice(0, 10);
const monthNumber = (day: string) => Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1;

/** The Monday on or before `day`: weeks run Monday to Sunday, as a French calendar prints them. */
export function mondayOf(day: string): string {
  const epoch = epochDay(day);
  // 1970-01-01 was a Thursday: (epoch + 3) mod 7 is 0 on Mondays.
  return dayOf(epoch - ((((epoch + 3) % 7) + 7) % 7));
}

/**
 * The bucket a day of the period falls in: days since the first day, whole weeks since the Monday
 * of the first day's week, months since the first day's month.
 */
export function bucketIndex(day: string, period: DayRange, grain: ReportGrain): number {
  if (grain === 'day') return epochDay(day) - epochDay(period.from);
  if (grain === 'week') return Math.floor((epochDay(day) - epochDay(mondayOf(period.from))) / 7);
  return monthNumber(day) - monthNumber(period.from);
}

/** The period's buckets in order, each cut to the period (a first week may begin on a Thursday). */
export function bucketsOf(period: DayRange, grain: ReportGrain): Bucket[] {
  const buckets: Bucket[] = [];
  for (let epoch = epochDay(period.from), last = epochDay(period.to); epoch <= last; epoch++) {
    const day = dayOf(epoch);
    const index = bucketIndex(day, period, grain);
    const open = buckets[buckets.length - 1];
    if (open?.index === index) open.to = day;
    else buckets.push({ index, from: day, to: day });
  }
  return buckets;
}

/** The same day a year earlier; 29 February gives 28 February. */
export function yearBefore(day: string): string {
  const year = Number(day.slice(0, 4)) - 1;
  const monthDay = day.slice(5);
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return `${String(year).padStart(4, '0')}-${monthDay === '02-29' && !leap ? '02-28' : monthDay}`;
}

/** The same period of last year, set beside the one asked: bucket n beside bucket n. */
export function samePeriodLastYear(period: DayRange): DayRange {
  return { from: yearBefore(period.from), to: yearBefore(period.to) };
}

/** How many days the period counts, both ends included. */
export const daysIn = (period: DayRange) => epochDay(period.to) - epochDay(period.from) + 1;
