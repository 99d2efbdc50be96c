// Dates are stored UTC and shown as the estate sees them: dd/mm/yyyy (and hh:mm:ss) in Paris time,
// whatever the time zone of the server or of the visitor's browser.
import type { Lang } from './locale';

export type DateInput = Date | string | number;

const SHOP_TIME_ZONE = 'Europe/Paris';

type WallParts = Record<'day' | 'month' | 'year' | 'hour' | 'minute' | 'second', string>;

/** One formatter per time zone, built once: building them is the slow part. */
const wallFormats = new Map<string, Intl.DateTimeFormat>();

/** The date and time on the wall clocks of a time zone at an instant, as two-digit strings. */
function wallParts(at: Date, timeZone: string): WallParts {
  let format = wallFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    wallFormats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(at).map((part) => [part.type, part.value]));
  return { day: parts.day, month: parts.month, year: parts.year, hour: parts.hour, minute: parts.minute, second: parts.second };
}

function toDate(value: DateInput): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const partsInParis = (date: Date) => wallParts(date, SHOP_TIME_ZONE);

/** Today's date ('yyyy-mm-dd') and the time now ('hh:mm') on the wall clocks of a time zone, the estate's by default. */
export function wallClock(at: Date, timeZone: string = SHOP_TIME_ZONE): { date: string; time: string } {
  const { year, month, day, hour, minute } = wallParts(at, timeZone);
  return { date: `${year}-${month}-${day}`, time: `${hour}:${minute}` };
}

/** The wall-clock time in Paris of an instant, written as if it were UTC (for day arithmetic). */
export function parisWallClock(at: Date): Date {
  const p = partsInParis(at);
  return new Date(Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second)));
}

/** 'dd/mm/yyyy' in Paris time; '' for a missing or invalid date. */
export function formatDate(value: DateInput | null | undefined): string {
  const date = value == null ? null : toDate(value);
  if (!date) return '';
  const { day, month, year } = partsInParis(date);
  return `${day}/${month}/${year}`;
}

/** 'dd/mm/yyyy hh:mm:ss' in Paris time (24 h); '' for a missing or invalid date. */
export function formatDateTime(value: DateInput | null | undefined): string {
  const date = value == null ? null : toDate(value);
  if (!date) return '';
  const { day, month, year, hour, minute, second } = partsInParis(date);
  return `${day}/${month}/${year} ${hour}:${minute}:${second}`;
}

/**
 * A time of day as opening hours are read aloud: '14:30' -> '14h30' in French, '2:30 pm' in
 * English. Accepts 'H:MM' and 'HH:MM:SS'; anything else is returned untouched.
 */
export function formatTimeOfDay(time: string, lang: Lang): string {
  const match = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(time.trim());
  if (!match) return time;
  const hours = Number(match[1]);
  const minutes = match[2];
  if (hours > 24 || Number(minutes) > 59) return time;
  if (lang === 'fr_FR') return `${String(hours).padStart(2, '0')}h${minutes}`;
  const suffix = hours % 24 < 12 ? 'am' : 'pm';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${minutes} ${suffix}`;
}

/** The day an instant falls on in Paris, as 'yyyy-mm-dd' (what a date input shows). */
export function parisDay(at: DateInput): string {
  const date = toDate(at);
  if (!date) return '';
  const { day, month, year } = partsInParis(date);
  return `${year}-${month}-${day}`;
}

/** The instant Paris clocks read `wall` (a wall-clock time written as if it were UTC, as parisWallClock gives). */
export function parisInstant(wall: number): Date {
  // Paris is ahead of UTC by its offset at that moment; measured twice, as the moment may fall
  // either side of a change of time.
  let at = wall - (parisWallClock(new Date(wall)).getTime() - wall);
  at = wall - (parisWallClock(new Date(at)).getTime() - at);
  return new Date(at);
}

/** The instant a Paris day ('yyyy-mm-dd') begins, whatever the summer time of that day. */
export function parisDayStart(day: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return parisInstant(Date.UTC(year, month - 1, date));
}

/** The calendar day after 'yyyy-mm-dd'. */
export function dayAfter(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10);
}
