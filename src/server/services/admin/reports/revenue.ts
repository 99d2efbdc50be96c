import { sql } from 'drizzle-orm';
import type { ReportGrain, RevenueFigures, RevenueReport } from '~/lib/admin/reports';
import { bucketsOf, samePeriodLastYear, type DayRange } from '~/lib/rules/report-period';
import type { Database } from '../../../db/connection';
import { bucketAt, creditNotesCte, invoiceRatesCte, num, paidCte } from './books-sql';

// Revenue and orders per day, week or month: the invoices of each bucket less its credit notes,
// tax included and excluded, beside the same period last year. One query per period.

const none = (): RevenueFigures => ({ orders: 0, refunds: 0, invoiced: { total: 0, base: 0 }, credited: { total: 0, base: 0 }, net: { total: 0, base: 0 } });

/** The query of figuresPerBucket: one row per bucket with an invoice or a credit note, `bucket` its position. */
export const revenueSql = (period: DayRange, grain: ReportGrain) =>
  sql`
    with ${paidCte(period)}, ${invoiceRatesCte(period)}, ${creditNotesCte(period)},
    moves as (
      select paid_at as at, 1 as orders, 0 as refunds, 0 as invoiced, 0 as invoiced_base, 0 as credited, 0 as credited_base from paid
      union all
      select paid_at, 0, 0, total, base, 0, 0 from invoice_rates
      union all
      select issued_at, 0, 1, 0, 0, amount, base from notes
    )
    select ${bucketAt(sql`at`, period, grain)} as bucket, sum(orders) as orders, sum(refunds) as refunds,
      sum(invoiced) as invoiced, sum(invoiced_base) as invoiced_base, sum(credited) as credited, sum(credited_base) as credited_base
    from moves group by 1`;

async function figuresPerBucket(db: Database, period: DayRange, grain: ReportGrain): Promise<Map<number, RevenueFigures>> {
  const { rows } = await db.execute(revenueSql(period, grain));
  const buckets = bucketsOf(period, grain);
  return new Map(
    (rows as Record<string, unknown>[]).map((row) => {
      const invoiced = { total: num(row.invoiced), base: num(row.invoiced_base) };
      const credited = { total: num(row.credited), base: num(row.credited_base) };
      const figures = { orders: num(row.orders), refunds: num(row.refunds), invoiced, credited, net: { total: invoiced.total - credited.total, base: invoiced.base - credited.base } };
      return [buckets[num(row.bucket)]!.index, figures];
    }),
  );
}

function totalOf(figures: RevenueFigures[]): RevenueFigures {
  const total = none();
  for (const f of figures) {
    total.orders += f.orders;
    total.refunds += f.refunds;
    for (const key of ['invoiced', 'credited', 'net'] as const) {
      total[key].total += f[key].total;
      total[key].base += f[key].base;
    }
  }
  return total;
}

/** The revenue report of a period, bucket by bucket, with last year's at the same place. */
export async function revenueReport(db: Database, period: DayRange, grain: ReportGrain): Promise<RevenueReport> {
  const lastYear = samePeriodLastYear(period);
  const [now, before] = await Promise.all([figuresPerBucket(db, period, grain), figuresPerBucket(db, lastYear, grain)]);
  const earlier = bucketsOf(lastYear, grain);
  const buckets = bucketsOf(period, grain).map((bucket, place) => {
    const then = earlier[place];
    return {
      from: bucket.from,
      to: bucket.to,
      figures: now.get(bucket.index) ?? none(),
      lastYear: then ? { from: then.from, to: then.to, figures: before.get(then.index) ?? none() } : null,
    };
  });
  return {
    period: { from: period.from, to: period.to },
    lastYear,
    grain,
    buckets,
    total: totalOf(buckets.map((b) => b.figures)),
    lastYearTotal: totalOf(earlier.map((b) => before.get(b.index) ?? none())),
  };
}
