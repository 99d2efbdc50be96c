import { sql } from 'drizzle-orm';
import type { ReportPeriod, WinesReport } from '~/lib/admin/reports';
import type { CapacityUnit } from '~/lib/catalogue';
import type { Lang } from '~/lib/locale';
import { samePeriodLastYear, type DayRange } from '~/lib/rules/report-period';
import type { Database } from '../../../db/connection';
import { creditNotesCte, invoiceLinesCte, invoiceRatesCte, num } from './books-sql';

// What each wine and vintage brought: its invoiced lines after their share of the discount, less
// what the credit notes gave back of them; the bottles invoiced less those a refunded return sent
// back. With the shipping fees, the lines add up to the revenue report's net total, which is the FEC's.

/** How many declinations the slowest sellers list. */
const SLOWEST = 10;

type Figures = WinesReport['wines'][number]['figures'];
const none = (): Figures => ({ quantity: 0, revenue: { invoiced: 0, credited: 0, net: 0 } });

async function sold(db: Database, period: DayRange) {
  const { rows } = await db.execute(sql`
    with ${invoiceRatesCte(period)}, ${invoiceLinesCte(period)}, ${creditNotesCte(period)},
    credited_parts as (
      select p->>'key' as key, (p->>'amount')::bigint as amount from notes n cross join lateral jsonb_array_elements(n.parts) p
    ),
    -- The invoiced lines added up per wine and vintage first: a year of lines is hashed once.
    invoiced as (
      select product_id, year, case when product_id is null then name end as orphan, max(name) as name,
        sum(quantity)::bigint as quantity, sum(amount)::bigint as invoiced
      from invoice_lines group by 1, 2, 3
    ),
    moves as (
      select 'line' as kind, product_id, year, orphan, name, quantity, invoiced, 0::bigint as credited from invoiced
      union all
      select 'line', l.product_id, l.year, case when l.product_id is null then l.name end, l.name, 0, 0, c.amount
      from credited_parts c join order_line l on l.id = substr(c.key, 6)::int where c.key like 'line:%'
      union all
      select 'line', l.product_id, l.year, case when l.product_id is null then l.name end, l.name, -r.quantity, 0, 0
      from notes n join order_return_line r on r.return_id = n.return_id join order_line l on l.id = r.order_line_id
      union all
      select 'shipping', null, null, null, '', 0, sum(fee)::bigint, 0 from invoice_rates
      union all
      select 'shipping', null, null, null, '', 0, 0, amount from credited_parts where key like 'shipping:%'
    )
    select kind, product_id, year, orphan, max(name) as name, sum(quantity) as quantity, sum(invoiced) as invoiced, sum(credited) as credited
    from moves group by kind, product_id, year, orphan`);
  return (rows as Record<string, unknown>[]).map((row) => {
    const invoiced = num(row.invoiced);
    const credited = num(row.credited);
    return {
      kind: row.kind as 'line' | 'shipping',
      key: `${row.product_id ?? row.orphan}|${row.year ?? ''}`,
      productId: row.product_id == null ? null : num(row.product_id),
      year: row.year == null ? null : num(row.year),
      name: String(row.name ?? ''),
      figures: { quantity: num(row.quantity), revenue: { invoiced, credited, net: invoiced - credited } },
    };
  });
}

/** The declinations on sale that sold least in the period (a declination's units, not its wine's). */
async function slowest(db: Database, period: DayRange, lang: Lang): Promise<WinesReport['slowest']> {
  const { rows } = await db.execute(sql`
    with ${invoiceLinesCte(period)},
    per_declination as (select declination_id, sum(quantity) as quantity from invoice_lines where declination_id is not null group by declination_id)
    select d.id, d.product_id, d.year, d.capacity, d.capacity_unit, d.quantity as stock, coalesce(s.quantity, 0) as sold,
      (select t.name from product_translation t where t.product_id = p.id order by t.lang = ${lang} desc, t.lang = 'fr_FR' desc limit 1) as name
    from declination d join product p on p.id = d.product_id
    left join per_declination s on s.declination_id = d.id
    where d.is_valid and p.is_valid and not p.is_dematerialized
    order by coalesce(s.quantity, 0), d.id
    limit ${SLOWEST}`);
  return (rows as Record<string, unknown>[]).map((row) => ({
    declinationId: num(row.id),
    productId: num(row.product_id),
    name: String(row.name ?? ''),
    year: row.year == null ? null : num(row.year),
    capacity: row.capacity == null ? null : num(row.capacity),
    capacityUnit: (row.capacity_unit as CapacityUnit | null) ?? null,
    quantity: num(row.sold),
    stock: row.stock == null ? null : num(row.stock),
  }));
}

const netOf = (rows: { figures: Figures }[]) => {
  const invoiced = rows.reduce((sum, row) => sum + row.figures.revenue.invoiced, 0);
  const credited = rows.reduce((sum, row) => sum + row.figures.revenue.credited, 0);
  return { invoiced, credited, net: invoiced - credited };
};

export async function winesReport(db: Database, period: ReportPeriod, lang: Lang): Promise<WinesReport> {
  const lastYear = samePeriodLastYear(period);
  const [now, before, slow] = await Promise.all([sold(db, period), sold(db, lastYear), slowest(db, period, lang)]);
  const lines = now.filter((row) => row.kind === 'line');
  const earlier = new Map(before.filter((row) => row.kind === 'line').map((row) => [row.key, row]));
  const wines = lines.map((row) => ({ productId: row.productId, name: row.name, year: row.year, figures: row.figures, lastYear: earlier.get(row.key)?.figures ?? none() }));
  // Wines sold last year only, with nothing this period: the owner sees them stop.
  const seen = new Set(lines.map((row) => row.key));
  for (const row of earlier.values()) if (!seen.has(row.key)) wines.push({ productId: row.productId, name: row.name, year: row.year, figures: none(), lastYear: row.figures });
  wines.sort((a, b) => b.figures.revenue.net - a.figures.revenue.net || b.figures.quantity - a.figures.quantity || a.name.localeCompare(b.name));
  return {
    period: { from: period.from, to: period.to },
    lastYear,
    wines,
    slowest: slow,
    goods: netOf(lines),
    shipping: netOf(now.filter((row) => row.kind === 'shipping')),
  };
}
