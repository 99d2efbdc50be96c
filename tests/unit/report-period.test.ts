import { describe, expect, it } from 'vitest';
import { bucketIndex, bucketsOf, daysIn, mondayOf, samePeriodLastYear, yearBefore } from '~/lib/rules/report-period';

describe('the buckets of a report', () => {
  it('cuts a period into Paris days, one bucket each, summer time change included', () => {
    const period = { from: '2026-03-28', to: '2026-03-30' };
    expect(bucketsOf(period, 'day')).toEqual([
      { index: 0, from: '2026-03-28', to: '2026-03-28' },
      { index: 1, from: '2026-03-29', to: '2026-03-29' },
      { index: 2, from: '2026-03-30', to: '2026-03-30' },
    ]);
  });

  it('cuts weeks Monday to Sunday, the first and last cut to the period', () => {
    // 1 January 2026 is a Thursday.
    expect(mondayOf('2026-01-01')).toBe('2025-12-29');
    expect(mondayOf('2026-01-05')).toBe('2026-01-05');
    expect(mondayOf('2026-01-11')).toBe('2026-01-05');
    const weeks = bucketsOf({ from: '2026-01-01', to: '2026-01-20' }, 'week');
    expect(weeks).toEqual([
      { index: 0, from: '2026-01-01', to: '2026-01-04' },
      { index: 1, from: '2026-01-05', to: '2026-01-11' },
      { index: 2, from: '2026-01-12', to: '2026-01-18' },
      { index: 3, from: '2026-01-19', to: '2026-01-20' },
    ]);
    expect(bucketIndex('2026-01-18', { from: '2026-01-01', to: '2026-01-20' }, 'week')).toBe(2);
  });

  it('cuts months by the calendar, across a year end, whatever day the period begins', () => {
    const months = bucketsOf({ from: '2025-11-15', to: '2026-02-28' }, 'month');
    expect(months.map((m) => [m.index, m.from, m.to])).toEqual([
      [0, '2025-11-15', '2025-11-30'],
      [1, '2025-12-01', '2025-12-31'],
      [2, '2026-01-01', '2026-01-31'],
      [3, '2026-02-01', '2026-02-28'],
    ]);
    expect(bucketsOf({ from: '2026-01-01', to: '2026-12-31' }, 'month')).toHaveLength(12);
  });

  it('covers every day of the period exactly once', () => {
    const period = { from: '2024-02-10', to: '2025-03-05' };
    for (const grain of ['day', 'week', 'month'] as const) {
      const buckets = bucketsOf(period, grain);
      expect(buckets[0]!.from).toBe(period.from);
      expect(buckets.at(-1)!.to).toBe(period.to);
      expect(buckets.reduce((n, b) => n + daysIn(b), 0)).toBe(daysIn(period));
      expect(buckets.map((b) => b.index)).toEqual(buckets.map((_, i) => i));
    }
  });
});

describe('the same period last year', () => {
  it('is the same days a year earlier, 29 February giving 28', () => {
    expect(samePeriodLastYear({ from: '2026-01-01', to: '2026-12-31' })).toEqual({ from: '2025-01-01', to: '2025-12-31' });
    expect(samePeriodLastYear({ from: '2028-02-29', to: '2028-03-31' })).toEqual({ from: '2027-02-28', to: '2027-03-31' });
    expect(yearBefore('2025-02-28')).toBe('2024-02-28');
    expect(yearBefore('2001-03-01')).toBe('2000-03-01');
  });

  it('has as many months as the period, bucket n beside bucket n', () => {
    const period = { from: '2026-04-01', to: '2026-09-30' };
    expect(bucketsOf(samePeriodLastYear(period), 'month').map((b) => b.from)).toEqual(bucketsOf(period, 'month').map((b) => yearBefore(b.from)));
  });
});
