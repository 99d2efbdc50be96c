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
    -- Each customer once: their first invoice ever and how many they have up to the period's end.
    customers as (select who, min(paid_at) as first_at, count(*) as invoices from history group by who),
    in_period as (select who, total, ${bucketAt(sql`paid_at`, period, grain)} as bucket from history where paid_at >= ${start}::timestamptz),
    -- Each customer once per bucket, and once for the period (bucket null): plain counts, no count(distinct).
    per_customer as (
      select bucket, who, count(*) as orders, sum(total) as invoiced from in_period group by grouping sets ((bucket, who), (who))
    )
    select case when p.bucket is null then 1 else 0 end as is_total, p.bucket, count(*) as customers,
      count(*) filter (where case when p.bucket is null then c.first_at >= ${start}::timestamptz else ${bucketAt(sql`c.first_at`, period, grain)} = p.bucket end) as new,
      sum(p.orders) as orders, sum(p.invoiced) as invoiced, count(*) filter (where p.bucket is null and c.invoices >= 2) as repeating
    from per_customer p join customers c on c.who = p.who group by p.bucket`);
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
