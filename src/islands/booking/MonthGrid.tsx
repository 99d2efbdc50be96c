import { dayOfMonth, daysInMonth, type AllowedDate } from '~/lib/booking-calendar';
import { LANG_TAG, type Lang } from '~/lib/locale';
import type { BookingStrings } from '../booking-strings';
import { fill, plural } from '../fill';
import { BOOKING_NOTE } from './SlotChoice';

/** A month of the calendar; `month` counts from 1. */
export interface Month {
  year: number;
  month: number;
}

const ESTATE_TIME_ZONE = 'Europe/Paris';

/** 'YYYY-MM-DD' of an instant at the estate. */
export function isoDate(instant: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: ESTATE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}

export function shiftMonth(from: Month, by: number): Month {
  const index = from.year * 12 + (from.month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

const noon = (date: string) => new Date(`${date}T12:00:00Z`);

/** 'mardi 2 mars 2027' / 'Tuesday, March 2, 2027', as a screen reader says a day. */
export function spokenDate(date: string, lang: Lang): string {
  return new Intl.DateTimeFormat(LANG_TAG[lang], { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(noon(date));
}

/** 'mardi 02/03/2027' / 'Tuesday 02/03/2027': dates are shown dd/mm/yyyy (docs/architecture.md#look-and-display). */
export function shownDate(date: string, lang: Lang): string {
  const [year, month, day] = date.split('-');
  const weekday = new Intl.DateTimeFormat(LANG_TAG[lang], { weekday: 'long', timeZone: 'UTC' }).format(noon(date));
  return `${weekday} ${day}/${month}/${year}`;
}

/** The strings a month grid shows: the booking form's, or those of another calendar (click and collect). */
export type MonthGridStrings = Pick<BookingStrings, 'previousMonth' | 'nextMonth' | 'datesOf' | 'loading' | 'noDates' | 'full' | 'slotsOn'>;

interface Props {
  lang: Lang;
  strings: MonthGridStrings;
  month: Month;
  /** The allowed dates of the month; undefined while they load. */
  dates: AllowedDate[] | undefined;
  selected: string | null;
  canGoBack: boolean;
  canGoForward: boolean;
  onMonth: (by: number) => void;
  onSelect: (date: string) => void;
}

const MONTH_BUTTON = 'icon-button disabled:cursor-default disabled:opacity-30';
const MONTH_ARROW = 'size-5 fill-none stroke-current stroke-2 [stroke-linecap:round] [stroke-linejoin:round]';
/** Every day of the grid, bookable or not. */
const DAY = 'flex aspect-square min-h-10 items-center justify-center rounded-lg text-[0.95rem] tabular-nums';
const BOOKABLE_DAY = [
  'cursor-pointer border border-accent/60 bg-accent/9 font-semibold text-ink transition-[background-color,color] duration-150 hover:bg-accent/22',
  'disabled:cursor-not-allowed disabled:border-dashed disabled:bg-transparent disabled:font-normal disabled:text-inherit disabled:line-through disabled:opacity-60',
  // The chosen day is readable at once, not after a fade through low-contrast colours.
  'aria-pressed:border-accent aria-pressed:bg-accent aria-pressed:text-on-accent aria-pressed:transition-none',
].join(' ');

/**
 * A month as a grid of days, Monday first. Only the bookable days are buttons (a screen reader
 * hears those, with their weekday and how many slots they have); the others are drawn, not read.
 */
export function MonthGrid({ lang, strings: s, month, dates, selected, canGoBack, canGoForward, onMonth, onSelect }: Props) {
  const title = new Intl.DateTimeFormat(LANG_TAG[lang], { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(month.year, month.month - 1, 1));
  // 1 January 2024 was a Monday.
  const weekdays = Array.from({ length: 7 }, (_, i) => new Intl.DateTimeFormat(LANG_TAG[lang], { weekday: 'short', timeZone: 'UTC' }).format(Date.UTC(2024, 0, 1 + i)));
  const firstWeekday = (new Date(Date.UTC(month.year, month.month - 1, 1)).getUTCDay() + 6) % 7;
  const length = daysInMonth(month.year, month.month);
  const byDate = new Map((dates ?? []).map((day) => [day.date, day]));

  return (
    <div className="booking-month">
      <div className="mb-2 flex items-center justify-between">
        <button type="button" className={MONTH_BUTTON} aria-label={s.previousMonth} disabled={!canGoBack} onClick={() => onMonth(-1)}>
          <svg viewBox="0 0 24 24" aria-hidden="true" className={MONTH_ARROW}><path d="M15 18l-6-6 6-6" /></svg>
        </button>
        <h3 aria-live="polite" className="text-[1.15rem] capitalize">{title}</h3>
        <button type="button" className={MONTH_BUTTON} aria-label={s.nextMonth} disabled={!canGoForward} onClick={() => onMonth(1)}>
          <svg viewBox="0 0 24 24" aria-hidden="true" className={MONTH_ARROW}><path d="M9 18l6-6-6-6" /></svg>
        </button>
      </div>
      <div className="grid grid-cols-7 gap-1 text-center" role="group" aria-label={fill(s.datesOf, { month: title })}>
        {weekdays.map((name) => <span key={name} className="pb-1 text-[0.75rem] font-semibold capitalize opacity-70" aria-hidden="true">{name}</span>)}
        {Array.from({ length: firstWeekday }, (_, i) => <span key={`blank-${i}`} aria-hidden="true" />)}
        {Array.from({ length }, (_, i) => {
          const date = dayOfMonth(month.year, month.month, i + 1);
          const day = byDate.get(date);
          if (!day) return <span key={date} className={`${DAY} opacity-70`} aria-hidden="true">{i + 1}</span>;
          const open = day.slots.filter((slot) => slot.placesLeft !== 0).length;
          return (
            <button key={date} type="button" className={`booking-day ${DAY} ${BOOKABLE_DAY}`} aria-pressed={selected === date} disabled={open === 0}
              aria-label={`${spokenDate(date, lang)}, ${open === 0 ? s.full : plural(s.slotsOn, open, lang)}`} onClick={() => onSelect(date)}>
              {i + 1}
            </button>
          );
        })}
      </div>
      {dates === undefined && <p className={`mt-[0.6rem] ${BOOKING_NOTE}`} role="status">{s.loading}</p>}
      {dates?.length === 0 && <p className={`mt-[0.6rem] ${BOOKING_NOTE}`}>{s.noDates}</p>}
    </div>
  );
}
