import { sql, type SQL } from 'drizzle-orm';
import { dayAfter, parisDayStart } from '~/lib/dates';
import type { DayRange } from '~/lib/rules/report-period';

// The books of a period as SQL, for the owner's reports: the same reading as the accountant's
// files (../books/ledger.ts), done by the database in a few aggregate queries rather than order by
// order in JavaScript, so that a report over a year of orders answers at once.
//
// An invoice is an order with an invoice number, on the Paris day it was paid; a credit note counts
// on the Paris day it was issued. An invoice's amount per VAT rate is cut exactly as
// `vatBreakdown` and `invoiceParts` cut it (src/lib/rules/vat.ts, credit-note.ts): the discount
// shared between the rates in proportion to their goods, the shipping fee between the rates of the
// goods shipped, each share the whole cents of its exact part and the cents left over one each to
// the largest remainders (the lowest rate first on a tie); then a rate's discount between its lines
// the same way (the first line on a tie). The VAT of a rate is rounded half up, as `vatIncluded`.

export const PARIS = 'Europe/Paris';

/** The instants a period covers: from its first day's midnight to the midnight after its last, in Paris. */
export function instantsOf(period: DayRange) {
  return { start: parisDayStart(period.from).toISOString(), end: parisDayStart(dayAfter(period.to)).toISOString() };
}

/** The Paris day of a timestamp column, as a date. */
export const parisDate = (column: SQL) => sql`((${column}) at time zone ${PARIS})::date`;

/**
 * `paid`: the invoices of the period (id, day, the discount on the goods, the shipping fee paid).
 * `invoice_rates`: per invoice and VAT rate, the goods, their share of the discount (`off`) and of
 * the fee (`fee`). A discount on the shipping fees lowers the fee, not the goods (chargesOf).
 */
export function invoiceRatesCte(period: DayRange): SQL {
  const { start, end } = instantsOf(period);
  const onShipping = sql`case when o.discount->>'detailType' = 'SHIPPING_FEES' then o.discount_total else 0 end`;
  return sql`
    paid as (
      select o.id, ${parisDate(sql`o.paid_at`)} as day, o.user_id, o.total,
        (o.discount_total - ${onShipping})::bigint as discount, (o.shipping_fees - ${onShipping})::bigint as shipping
      from shop_order o
      where o.invoice_number is not null and o.paid_at >= ${start}::timestamptz and o.paid_at < ${end}::timestamptz
    ),
    -- One pass over the lines: most invoices have one rate, which takes the whole discount and the
    -- whole fee, with no sharing to do.
    order_goods as (
      select l.order_id, min(l.vat_rate) as rate, max(l.vat_rate) as top_rate, sum(l.total)::bigint as goods, count(*) as lines
      from order_line l join paid p on p.id = l.order_id
      group by l.order_id
    ),
    one_rate as (
      select g.order_id, p.day, g.rate, g.goods, g.lines, p.discount as off, p.shipping as fee
      from order_goods g join paid p on p.id = g.order_id where g.rate = g.top_rate
    ),
    rate_goods as (
      select l.order_id, l.vat_rate as rate, sum(l.total)::bigint as goods,
        sum(case when l.is_dematerialized then 0 else l.total end)::bigint as shipped, count(*) as lines
      from order_line l join order_goods g on g.order_id = l.order_id and g.rate <> g.top_rate
      group by l.order_id, l.vat_rate
    ),
    rate_weights as (
      select g.*, p.day, p.discount, p.shipping,
        (case when sum(g.goods) over o > 0 then g.goods else 1 end)::bigint as dw,
        (case when sum(g.shipped) over o > 0 then g.shipped when sum(g.goods) over o > 0 then g.goods else 1 end)::bigint as fw
      from rate_goods g join paid p on p.id = g.order_id
      window o as (partition by g.order_id)
    ),
    rate_exact as (
      select w.*, w.discount * w.dw / (sum(w.dw) over o)::bigint as d0, w.discount * w.dw % (sum(w.dw) over o)::bigint as dr,
        w.shipping * w.fw / (sum(w.fw) over o)::bigint as f0, w.shipping * w.fw % (sum(w.fw) over o)::bigint as fr
      from rate_weights w window o as (partition by w.order_id)
    ),
    rate_left as (
      select e.*, e.discount - sum(e.d0) over o as dleft, e.shipping - sum(e.f0) over o as fleft,
        row_number() over (partition by e.order_id order by e.dr desc, e.rate) as dn,
        row_number() over (partition by e.order_id order by e.fr desc, e.rate) as fn
      from rate_exact e window o as (partition by e.order_id)
    ),
    invoice_rates as (
      select order_id, day, rate, goods, lines, off, fee from one_rate
      union all
      select order_id, day, rate, goods, lines,
        (d0 + case when dn <= dleft then 1 else 0 end)::bigint as off,
        (f0 + case when fn <= fleft then 1 else 0 end)::bigint as fee
      from rate_left
    )`;
}

/** The VAT in an amount tax included at a rate, rounded half up (vatIncluded). */
export const vatIn = (amount: SQL, rate: SQL) => sql`floor(((${amount})::numeric * (${rate})) / (10000 + (${rate})) + 0.5)::bigint`;

/**
 * `invoice_lines` (after invoiceRatesCte): each invoiced line's amount after its share of its
 * rate's discount, as invoiceParts gives it.
 */
export const invoiceLinesCte = sql`
    line_rates as (
      select l.id, l.order_id, l.vat_rate, l.total, l.quantity, l.product_id, l.declination_id, l.year, l.name, r.off, r.lines, r.day
      from order_line l join invoice_rates r on r.order_id = l.order_id and r.rate = l.vat_rate
    ),
    line_weights as (
      select r.*, (case when sum(r.total) over g > 0 then r.total else 1 end)::bigint as w
      from line_rates r where r.off > 0 and r.lines > 1
      window g as (partition by r.order_id, r.vat_rate)
    ),
    line_exact as (
      select w.*, w.off * w.w / (sum(w.w) over g)::bigint as q, w.off * w.w % (sum(w.w) over g)::bigint as qr
      from line_weights w window g as (partition by w.order_id, w.vat_rate)
    ),
    line_left as (
      select e.*, e.off - sum(e.q) over g as qleft, row_number() over (partition by e.order_id, e.vat_rate order by e.qr desc, e.id) as qn
      from line_exact e window g as (partition by e.order_id, e.vat_rate)
    ),
    invoice_lines as (
      -- A rate's discount is its one line's, or nothing to share.
      select id, order_id, vat_rate, quantity, product_id, declination_id, year, name, day, (total - off)::bigint as amount
      from line_rates where off = 0 or lines = 1
      union all
      select id, order_id, vat_rate, quantity, product_id, declination_id, year, name, day,
        (total - q - case when qn <= qleft then 1 else 0 end)::bigint as amount
      from line_left
    )`;

/** `notes`: the credit notes issued in the period (id, order, day, amount, base). */
export function creditNotesCte(period: DayRange): SQL {
  const { start, end } = instantsOf(period);
  return sql`
    notes as (
      select n.id, n.order_id, n.return_id, ${parisDate(sql`n.issued_at`)} as day, n.amount::bigint as amount, n.parts,
        (select coalesce(sum((r->>'base')::bigint), 0) from jsonb_array_elements(n.rates) r)::bigint as base
      from credit_note n
      where n.issued_at >= ${start}::timestamptz and n.issued_at < ${end}::timestamptz
    )`;
}

/** A number as the drivers give it back (bigint as text or bigint, numeric as text). */
export const num = (value: unknown): number => (value == null ? 0 : Number(value));
