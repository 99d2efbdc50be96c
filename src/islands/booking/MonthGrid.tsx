import { dayOfMonth, daysInMonth, type AllowedDate } from '~/lib/booking-calendar';
import { LANG_TAG, type Lang } from '~/lib/locale';
import type { BookingStrings } from '../booking-strings';
import { fill, plural } from '../fill';

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

/** 'mardi 02/03/2027' / 'Tuesday 02/03/2027': dates are shown dd/mm/yyyy (SPEC section 9). */
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
      <div className="booking-month-head">
        <button type="button" className="icon-button" aria-label={s.previousMonth} disabled={!canGoBack} onClick={() => onMonth(-1)}>
          <svg viewBox="0 0 24 24" aria-hidden="true"><path d="M15 18l-6-6 6-6" /></svg>
        </button>
        <h3 aria-live="polite">{title}</h3>
        <button type="button" className="icon-button" aria-label={s.nextMonth} disabled={!canGoForward} onClick={() => onMonth(1)}>
          <svg viewBox="0 0 24 24" aria-hidden="true"><path d="M9 18l6-6-6-6" /></svg>
        </button>
      </div>
      <div className="booking-grid" role="group" aria-label={fill(s.datesOf, { month: title })}>
        {weekdays.map((name) => <span key={name} className="booking-weekday" aria-hidden="true">{name}</span>)}
        {Array.from({ length: firstWeekday }, (_, i) => <span key={`blank-${i}`} aria-hidden="true" />)}
        {Array.from({ length }, (_, i) => {
          const date = dayOfMonth(month.year, month.month, i + 1);
          const day = byDate.get(date);
          if (!day) return <span key={date} className="booking-day-off" aria-hidden="true">{i + 1}</span>;
          const open = day.slots.filter((slot) => slot.placesLeft !== 0).length;
          return (
            <button key={date} type="button" className="booking-day" aria-pressed={selected === date} disabled={open === 0}
              aria-label={`${spokenDate(date, lang)}, ${open === 0 ? s.full : plural(s.slotsOn, open, lang)}`} onClick={() => onSelect(date)}>
              {i + 1}
            </button>
          );
        })}
      </div>
      {dates === undefined && <p className="booking-status" role="status">{s.loading}</p>}
      {dates?.length === 0 && <p className="booking-status">{s.noDates}</p>}
    </div>
  );
}
