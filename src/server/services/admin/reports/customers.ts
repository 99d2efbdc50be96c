import { sql } from 'drizzle-orm';
import type { CustomerFigures, CustomersReport, ReportGrain } from '~/lib/admin/reports';
import { bucketsOf, samePeriodLastYear, type DayRange } from '~/lib/rules/report-period';
import type { Database } from '../../../db/connection';
import { instantsOf, num, parisDate } from './books-sql';
import { bucketSql } from './revenue';

// Who bought: per bucket, the customers with an invoice, the new (their first invoice ever is in
// the bucket) and the returning, the orders and the average basket; for the period, the repeat
// rate (customers with two invoices or more up to its last day). A customer is their account, or
// their e-mail address for an order without one (docs/rules.md, reports). One query per period.

type Row = Record<string, unknown>;
type Total = CustomersReport['total'];

const none = (): CustomerFigures => ({ customers: 0, new: 0, returning: 0, orders: 0, invoiced: 0, averageBasket: 0 });

const figuresOf = (row: Row): CustomerFigures => {
  const customers = num(row.customers);
  const orders = num(row.orders);
  const invoiced = num(row.invoiced);
  return { customers, new: num(row.new), returning: customers - num(row.new), orders, invoiced, averageBasket: orders ? Math.round(invoiced / orders) : 0 };
};

async function perBucket(db: Database, period: DayRange, grain: ReportGrain): Promise<{ buckets: Map<number, CustomerFigures>; total: Total }> {
  const { start, end } = instantsOf(period);
  const { rows } = await db.execute(sql`
    with history as (
      select coalesce(o.user_id::text, lower(o.email)) as who, o.paid_at, o.total, ${parisDate(sql`o.paid_at`)} as day
      from shop_order o where o.invoice_number is not null and o.paid_at < ${end}::timestamptz
    ),
    firsts as (select who, min(day) as first_day, count(*) as invoices from history group by who),
    in_period as (
      select h.who, h.total, f.invoices, f.first_day, ${bucketSql(sql`h.day`, period, grain)} as bucket, ${bucketSql(sql`f.first_day`, period, grain)} as first_bucket
      from history h join firsts f on f.who = h.who
      where h.paid_at >= ${start}::timestamptz
    ),
    -- Each customer once per bucket, then once for the period: plain counts, no count(distinct).
    per_bucket as (
      select bucket, who, count(*) as orders, sum(total) as invoiced, bool_or(first_bucket = bucket) as is_new
      from in_period group by bucket, who
    ),
    per_period as (
      select who, bool_or(first_day >= ${period.from}::date) as is_new, bool_or(invoices >= 2) as repeats from in_period group by who
    )
    select 0 as is_total, bucket, count(*) as customers, count(*) filter (where is_new) as new, sum(orders) as orders, sum(invoiced) as invoiced, 0 as repeating
    from per_bucket group by bucket
    union all
    select 1, null, count(*), count(*) filter (where is_new), (select count(*) from in_period), (select sum(total) from in_period), count(*) filter (where repeats)
    from per_period`);
  const all = rows as Row[];
  const totalRow = all.find((row) => num(row.is_total) === 1);
  const base = totalRow ? figuresOf(totalRow) : none();
  const repeating = totalRow ? num(totalRow.repeating) : 0;
  return {
    buckets: new Map(all.filter((row) => num(row.is_total) === 0).map((row) => [num(row.bucket), figuresOf(row)])),
    total: { ...base, repeating, repeatRate: base.customers ? repeating / base.customers : 0 },
  };
}

export async function customersReport(db: Database, period: DayRange, grain: ReportGrain): Promise<CustomersReport> {
  const lastYear = samePeriodLastYear(period);
  const [now, before] = await Promise.all([perBucket(db, period, grain), perBucket(db, lastYear, grain)]);
  const earlier = bucketsOf(lastYear, grain);
  return {
    period: { from: period.from, to: period.to },
    lastYear,
    grain,
    buckets: bucketsOf(period, grain).map((bucket, place) => {
      const then = earlier[place];
      return {
        from: bucket.from,
        to: bucket.to,
        figures: now.buckets.get(bucket.index) ?? none(),
        lastYear: then ? { from: then.from, to: then.to, figures: before.buckets.get(then.index) ?? none() } : null,
      };
    }),
    total: now.total,
    lastYearTotal: before.total,
  };
}
