import { describe, expect, it } from 'vitest';
import { demoCalendar } from '~/server/seed/calendar';

// The demo estate's dates are written as seen on 20/11/2026 and moved to the day it is seeded.

describe('the demo estate’s calendar', () => {
  it('leaves the dates as written on the day they were written for', () => {
    const date = demoCalendar(new Date('2026-11-20T18:00:00Z'));
    expect(date('2027-01-01T00:00:00+01:00').toISOString()).toBe('2026-12-31T23:00:00.000Z');
  });

  it('moves every date by the whole days since, keeping their spacing', () => {
    const date = demoCalendar(new Date('2026-12-05T08:00:00Z'));
    expect(date('2026-11-15T00:00:00+01:00').toISOString()).toBe('2026-11-29T23:00:00.000Z');
    expect(date('2026-01-20T09:00:00Z').toISOString()).toBe('2026-02-04T09:00:00.000Z');
  });

  it('keeps the time on the estate’s clock across a change to or from summer time', () => {
    const date = demoCalendar(new Date('2027-06-01T12:00:00Z'));
    // Midnight in Paris stays midnight in Paris, now two hours before UTC.
    expect(date('2027-01-01T00:00:00+01:00').toISOString()).toBe('2027-07-12T22:00:00.000Z');
    // 10 am in Paris in spring (08:00 UTC) is 10 am in Paris in November's winter time.
    expect(demoCalendar(new Date('2027-06-20T12:00:00Z'))('2027-04-17T08:00:00Z').toISOString()).toBe('2027-11-15T09:00:00.000Z');
  });
});
