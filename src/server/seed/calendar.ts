import { parisInstant, parisWallClock } from '~/lib/dates';

/**
 * The day the demo estate's dates (./data) were written for. Seeded on another day, every one of
 * them moves by the same number of days, so that the demo tells the same story whenever it is
 * started: the Christmas code is still running, the spring open days are still ahead, the news
 * keeps its spacing in the past.
 */
export const DEMO_WRITTEN_FOR = new Date('2026-11-20T00:00:00Z');

const DAY = 86_400_000;

/**
 * What the demo estate seeded at `seededAt` depends on: its UTC day. The dates move by whole days
 * counted from DEMO_WRITTEN_FOR, a UTC midnight, and the visits' calendars take the UTC year; two
 * seeds on the same UTC day write the same dates, and a seed a few days later the same moved by as
 * many days (the build's template relies on it: demo-dates.ts).
 */
export const demoSeedDay = (seededAt: Date): string => seededAt.toISOString().slice(0, 10);

/** Turns a date of ./data into the same date seen from the day the estate is seeded. */
export type DemoDate = (iso: string) => Date;

export function demoCalendar(seededAt: Date): DemoDate {
  const days = Math.floor((seededAt.getTime() - DEMO_WRITTEN_FOR.getTime()) / DAY);
  return (iso) => sameParisTimeLater(new Date(iso), days);
}

/**
 * The instant `days` later at the same time on the estate's clock: a code that ends at midnight
 * in Paris, or open days from 10 am, keep their hour across a change to or from summer time.
 */
function sameParisTimeLater(at: Date, days: number): Date {
  return parisInstant(parisWallClock(at).getTime() + days * DAY);
}
