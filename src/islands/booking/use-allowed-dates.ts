import { useEffect, useMemo, useRef, useState } from 'react';
import type { AllowedDate } from '~/lib/booking-calendar';
import { isoDate, shiftMonth, type Month } from './MonthGrid';

const monthKey = (month: Month) => `${month.year}-${month.month}`;
/** Months in order, to compare them. */
const rank = (month: Month) => month.year * 12 + month.month;

/** The month it is now at the estate. */
function currentMonth(): Month {
  const [year, month] = isoDate(new Date()).split('-').map(Number);
  return { year, month };
}

interface Options {
  /** How far ahead a visitor may look for a date, this month included. */
  monthsAhead: number;
  /** Shown when a month cannot be loaded and the server gave no reason. */
  loadFailed: string;
  /** A month to open on (a day chosen earlier), when it is not in the past. */
  start?: Month | null;
}

/**
 * The months of a calendar as GET /calendar/{id}/date/allowed/{month}/{year} gives them, loaded
 * as the visitor moves and kept: the calendar opens on its first month with dates (a service out
 * of season, a shop closed for the holidays), and a month is asked again only on `reload`.
 */
export function useAllowedDates(load: (month: Month) => Promise<AllowedDate[]>, { monthsAhead, loadFailed, start }: Options) {
  const first = useMemo(currentMonth, []);
  const last = shiftMonth(first, monthsAhead - 1);
  const opening = start && rank(start) >= rank(first) && rank(start) <= rank(last) ? start : first;
  const [month, setMonth] = useState(opening);
  const [months, setMonths] = useState<Record<string, AllowedDate[]>>({});
  const [loadError, setLoadError] = useState<string>();
  const started = useRef(false);

  async function loadMonth(wanted: Month): Promise<AllowedDate[]> {
    const dates = await load(wanted);
    setMonths((known) => ({ ...known, [monthKey(wanted)]: dates }));
    return dates;
  }
  const failed = (problem: unknown) => setLoadError((problem as Error).message || loadFailed);

  useEffect(() => {
    (async () => {
      for (let wanted = opening; rank(wanted) <= rank(last); wanted = shiftMonth(wanted, 1)) {
        if ((await loadMonth(wanted)).length > 0) return setMonth(wanted);
      }
    })()
      .catch(failed)
      .finally(() => (started.current = true));
  }, []);

  useEffect(() => {
    if (started.current && !(monthKey(month) in months)) loadMonth(month).catch(failed);
  }, [month]);

  return {
    month,
    /** The allowed dates of the month shown; undefined while they load. */
    dates: months[monthKey(month)],
    loadError,
    canGoBack: rank(month) > rank(first),
    canGoForward: rank(month) < rank(last),
    moveMonth: (by: number) => setMonth(shiftMonth(month, by)),
    /** Asks the month shown again (places change with every booking). */
    reload() {
      setMonths((known) => {
        const { [monthKey(month)]: _dropped, ...rest } = known;
        return rest;
      });
      loadMonth(month).catch(failed);
    },
  };
}
