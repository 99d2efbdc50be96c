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
      select h.who, h.total, f.invoices, ${bucketSql(sql`h.day`, period, grain)} as bucket, ${bucketSql(sql`f.first_day`, period, grain)} as first_bucket, f.first_day
      from history h join firsts f on f.who = h.who
      where h.paid_at >= ${start}::timestamptz
    )
    select grouping(bucket) as is_total, bucket, count(distinct who) as customers,
      case when grouping(bucket) = 1 then count(distinct who) filter (where first_day >= ${period.from}::date)
        else count(distinct who) filter (where first_bucket = bucket) end as new,
      count(*) as orders, sum(total) as invoiced, count(distinct who) filter (where invoices >= 2) as repeating
    from in_period group by grouping sets ((bucket), ())`);
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
