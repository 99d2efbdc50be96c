import { sql } from 'drizzle-orm';
import type { CustomerFigures, CustomersReport, ReportGrain } from '~/lib/admin/reports';
import { bucketsOf, samePeriodLastYear, type DayRange } from '~/lib/rules/report-period';
import type { Database } from '../../../db/connection';
import { bucketAt, instantsOf, num } from './books-sql';

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
      select coalesce(o.user_id::text, lower(o.email)) as who, o.paid_at, o.total
      from shop_order o where o.invoice_number is not null and o.paid_at < ${end}::timestamptz
    ),
    -- Each customer once: their first and last invoice up to the period's end, how many, and the
    -- period's. Who bought in the period has their last invoice in it; who is new, their first.
    customers as (
      select who, min(paid_at) as first_at, max(paid_at) as last_at, count(*) as invoices,
        count(*) filter (where paid_at >= ${start}::timestamptz) as orders, sum(total) filter (where paid_at >= ${start}::timestamptz) as invoiced
      from history group by who
    ),
    -- Each customer once per bucket: plain counts, no count(distinct).
    per_bucket as (
      select bucket, count(*) as customers, sum(orders) as orders, sum(invoiced) as invoiced
      from (select ${bucketAt(sql`paid_at`, period, grain)} as bucket, who, count(*) as orders, sum(total) as invoiced from history where paid_at >= ${start}::timestamptz group by 1, 2) b
      group by bucket
    ),
    new_per_bucket as (select ${bucketAt(sql`first_at`, period, grain)} as bucket, count(*) as new from customers where first_at >= ${start}::timestamptz group by 1)
    select 0 as is_total, b.bucket, b.customers, coalesce(n.new, 0) as new, b.orders, b.invoiced, 0 as repeating
    from per_bucket b left join new_per_bucket n on n.bucket = b.bucket
    union all
    select 1, null, count(*) filter (where last_at >= ${start}::timestamptz), count(*) filter (where first_at >= ${start}::timestamptz),
      sum(orders), sum(invoiced), count(*) filter (where last_at >= ${start}::timestamptz and invoices >= 2)
    from customers`);
  const all = rows as Row[];
  const positions = bucketsOf(period, grain);
  const totalRow = all.find((row) => num(row.is_total) === 1);
  const base = totalRow ? figuresOf(totalRow) : none();
  const repeating = totalRow ? num(totalRow.repeating) : 0;
  return {
    buckets: new Map(all.filter((row) => num(row.is_total) === 0).map((row) => [positions[num(row.bucket)]!.index, figuresOf(row)])),
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
