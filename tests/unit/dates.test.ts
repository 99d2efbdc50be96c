import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTimeOfDay, parisDay, parisDayStart, parisInstant, parisWallClock, wallClock } from '~/lib/dates';

describe('formatDate', () => {
  it('shows dd/mm/yyyy with leading zeros', () => {
    expect(formatDate(new Date('2025-03-05T10:00:00Z'))).toBe('05/03/2025');
  });

  it('uses Paris time, not UTC: a late-evening UTC instant is already tomorrow', () => {
    expect(formatDate('2024-12-31T23:30:00Z')).toBe('01/01/2025');
    expect(formatDate('2025-06-30T22:30:00Z')).toBe('01/07/2025');
    expect(formatDate('2025-06-30T21:59:59Z')).toBe('30/06/2025');
  });

  it('accepts timestamps and date-only strings', () => {
    expect(formatDate(Date.UTC(2000, 1, 29, 12))).toBe('29/02/2000');
    expect(formatDate('1990-08-15')).toBe('15/08/1990');
  });

  it('returns an empty string for nothing or nonsense', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatDate(new Date(Number.NaN))).toBe('');
  });
});

describe('formatDateTime', () => {
  it('adds hh:mm:ss on 24 hours in Paris time, summer and winter', () => {
    expect(formatDateTime('2025-01-15T08:05:09Z')).toBe('15/01/2025 09:05:09');
    expect(formatDateTime('2025-07-14T08:05:09Z')).toBe('14/07/2025 10:05:09');
  });

  it('shows midnight as 00, never 24', () => {
    expect(formatDateTime('2025-01-14T23:00:00Z')).toBe('15/01/2025 00:00:00');
  });

  it('crosses the daylight-saving change correctly', () => {
    // 30 March 2025: clocks jump from 02:00 to 03:00 in Paris.
    expect(formatDateTime('2025-03-30T00:59:59Z')).toBe('30/03/2025 01:59:59');
    expect(formatDateTime('2025-03-30T01:00:00Z')).toBe('30/03/2025 03:00:00');
  });

  it('returns an empty string for an invalid date', () => {
    expect(formatDateTime('2025-13-45')).toBe('');
  });
});

describe('formatTimeOfDay', () => {
  it('writes French hours as 10h00', () => {
    expect(formatTimeOfDay('10:00', 'fr_FR')).toBe('10h00');
    expect(formatTimeOfDay('9:30', 'fr_FR')).toBe('09h30');
    expect(formatTimeOfDay('18:30:00', 'fr_FR')).toBe('18h30');
  });

  it('writes English hours on 12 hours with am and pm', () => {
    expect(formatTimeOfDay('10:00', 'en_US')).toBe('10:00 am');
    expect(formatTimeOfDay('12:30', 'en_US')).toBe('12:30 pm');
    expect(formatTimeOfDay('00:15', 'en_US')).toBe('12:15 am');
    expect(formatTimeOfDay('18:30:00', 'en_US')).toBe('6:30 pm');
    expect(formatTimeOfDay('24:00', 'en_US')).toBe('12:00 am');
  });

  it('leaves what it cannot read untouched', () => {
    expect(formatTimeOfDay('midi', 'fr_FR')).toBe('midi');
    expect(formatTimeOfDay('25:00', 'en_US')).toBe('25:00');
    expect(formatTimeOfDay('10:75', 'fr_FR')).toBe('10:75');
  });
});

describe('Paris days', () => {
  it('starts a day at midnight in Paris, in winter and in summer time', () => {
    expect(parisDayStart('2027-01-15').toISOString()).toBe('2027-01-14T23:00:00.000Z');
    expect(parisDayStart('2027-07-15').toISOString()).toBe('2027-07-14T22:00:00.000Z');
    // The days the clocks change: midnight is still in the old time.
    expect(parisDayStart('2027-03-28').toISOString()).toBe('2027-03-27T23:00:00.000Z');
    expect(parisDayStart('2027-10-31').toISOString()).toBe('2027-10-30T22:00:00.000Z');
  });

  it('reads back the day an instant falls on in Paris', () => {
    expect(parisDay(new Date('2027-01-14T23:30:00Z'))).toBe('2027-01-15');
    expect(parisDay(parisDayStart('2027-10-31'))).toBe('2027-10-31');
    expect(parisDay('not a date')).toBe('');
  });
});

describe('the wall clock', () => {
  it('reads today and now on the estate’s clocks, or on a calendar’s own', () => {
    expect(wallClock(new Date('2027-07-01T22:30:00Z'))).toEqual({ date: '2027-07-02', time: '00:30' });
    expect(wallClock(new Date('2027-01-10T09:05:00Z'), 'Europe/Paris')).toEqual({ date: '2027-01-10', time: '10:05' });
    expect(wallClock(new Date('2027-01-10T09:05:00Z'), 'America/New_York')).toEqual({ date: '2027-01-10', time: '04:05' });
  });

  it('writes the Paris wall clock as if it were UTC, for day arithmetic', () => {
    expect(parisWallClock(new Date('2027-07-01T22:30:15Z')).toISOString()).toBe('2027-07-02T00:30:15.000Z');
  });

  it('finds the instant Paris clocks read a time, either side of a change of time', () => {
    expect(parisInstant(Date.UTC(2027, 2, 28, 1, 30)).toISOString()).toBe('2027-03-28T00:30:00.000Z');
    expect(parisInstant(Date.UTC(2027, 2, 28, 3, 30)).toISOString()).toBe('2027-03-28T01:30:00.000Z');
    expect(parisInstant(Date.UTC(2027, 9, 31, 12, 0)).toISOString()).toBe('2027-10-31T11:00:00.000Z');
    for (const at of [new Date('2027-01-15T08:00:00Z'), new Date('2027-07-15T20:45:00Z')]) expect(parisInstant(parisWallClock(at).getTime())).toEqual(at);
  });
});
