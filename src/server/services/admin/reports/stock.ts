import { sql } from 'drizzle-orm';
import type { Lang } from '~/lib/locale';
import type { StockReport } from '~/lib/admin/reports';
import type { CapacityUnit } from '~/lib/catalogue';
import { dayAfter, parisDay } from '~/lib/dates';
import { yearBefore } from '~/lib/rules/report-period';
import type { Database } from '../../../db/connection';
import { instantsOf, num, parisDate } from './books-sql';

// The stock's pace: for each tracked declination on sale, the units invoiced each of the last
// weeks (the last one ending today), their average, the same weeks' a year earlier, and how many
// weeks the stock lasts at the recent pace. One query.

const DAY_MS = 86_400_000;
const daysBefore = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);

export async function stockReport(db: Database, weeks: number, now: Date, lang: Lang): Promise<StockReport> {
  const to = parisDay(now);
  const from = daysBefore(dayAfter(to), weeks * 7);
  const recent = instantsOf({ from, to });
  const before = instantsOf({ from: yearBefore(from), to: yearBefore(to) });
  const { rows } = await db.execute(sql`
    with sold as (
      select l.declination_id, o.paid_at >= ${recent.start}::timestamptz as recent,
        case when o.paid_at >= ${recent.start}::timestamptz then (${parisDate(sql`o.paid_at`)} - ${from}::date) / 7 end as week,
        l.quantity
      from order_line l join shop_order o on o.id = l.order_id
      where o.invoice_number is not null and l.declination_id is not null
        and ((o.paid_at >= ${recent.start}::timestamptz and o.paid_at < ${recent.end}::timestamptz)
          or (o.paid_at >= ${before.start}::timestamptz and o.paid_at < ${before.end}::timestamptz))
    ),
    per_week as (
      select declination_id, jsonb_object_agg(week, units) as weeks
      from (select declination_id, week, sum(quantity) as units from sold where recent group by 1, 2) w group by 1
    ),
    last_year as (select declination_id, sum(quantity) as units from sold where not recent group by 1)
    select d.id, d.product_id, d.year, d.capacity, d.capacity_unit, d.quantity as stock, coalesce(w.weeks, '{}'::jsonb) as weeks, coalesce(y.units, 0) as last_year,
      (select t.name from product_translation t where t.product_id = p.id order by t.lang = ${lang} desc, t.lang = 'fr_FR' desc limit 1) as name
    from declination d join product p on p.id = d.product_id
    left join per_week w on w.declination_id = d.id
    left join last_year y on y.declination_id = d.id
    where d.tracks_stock and d.is_valid and p.is_valid`);
  const declinations = (rows as Record<string, unknown>[]).map((row) => {
    const byWeek = (typeof row.weeks === 'string' ? JSON.parse(row.weeks) : row.weeks) as Record<string, unknown>;
    const sold = Array.from({ length: weeks }, (_, week) => num(byWeek[String(week)]));
    const perWeek = sold.reduce((sum, units) => sum + units, 0) / weeks;
    const stock = num(row.stock);
    return {
      declinationId: num(row.id),
      productId: num(row.product_id),
      name: String(row.name ?? ''),
      year: row.year == null ? null : num(row.year),
      capacity: row.capacity == null ? null : num(row.capacity),
      capacityUnit: (row.capacity_unit as CapacityUnit | null) ?? null,
      stock,
      sold,
      perWeek,
      lastYearPerWeek: num(row.last_year) / weeks,
      weeksLeft: perWeek > 0 ? stock / perWeek : null,
    };
  });
  // The soonest out first; what does not sell last, the largest stock first among them.
  declinations.sort((a, b) => (a.weeksLeft ?? Infinity) - (b.weeksLeft ?? Infinity) || b.stock - a.stock || a.declinationId - b.declinationId);
  return { from, to, weeks, declinations };
}
