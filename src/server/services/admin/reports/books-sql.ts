import { sql, type SQL } from 'drizzle-orm';
import { dayAfter, parisDayStart } from '~/lib/dates';
import { bucketsOf, type DayRange, type ReportGrain } from '~/lib/rules/report-period';

// The books of a period as SQL, for the owner's reports: the same reading as the accountant's
// files (../books/ledger.ts), done by the database in a few aggregate queries rather than order by
// order in JavaScript, so that a report over a year of orders answers at once.
//
// An invoice is an order with an invoice number, on the Paris day it was paid; a credit note counts
// on the Paris day it was issued. An invoice's amounts per VAT rate and each line's amount after its
// share of the discount are read as they were written when it was numbered, with its instant
// (../../orders/invoice-figures.ts: invoice_rate, order_line.invoiced_amount and invoiced_at), cut
// as the invoice cuts them; a credit note's per rate and per part are its own (credit_note.rates,
// parts). Each is read by its own instant, on its own index: no join to the orders.

export const PARIS = 'Europe/Paris';

/** The instants a period covers: from its first day's midnight to the midnight after its last, in Paris. */
export function instantsOf(period: DayRange) {
  return { start: parisDayStart(period.from).toISOString(), end: parisDayStart(dayAfter(period.to)).toISOString() };
}

/** The Paris day of a timestamp column, as a date. */
export const parisDate = (column: SQL) => sql`((${column}) at time zone ${PARIS})::date`;

/**
 * The position of an instant's bucket in bucketsOf(period, grain) (0 for the first): the rank of
 * the last bucket start at or before it, each start its first day's midnight in Paris. Comparing
 * instants to the starts spares the database reading every row's Paris day.
 */
export function bucketAt(instant: SQL, period: DayRange, grain: ReportGrain): SQL {
  const starts = bucketsOf(period, grain).map((bucket) => parisDayStart(bucket.from).toISOString());
  return sql`(width_bucket(${instant}, ${`{${starts.join(',')}}`}::timestamptz[]) - 1)`;
}

/** `paid`: the invoices of the period (id, paid_at). */
export function paidCte(period: DayRange): SQL {
  const { start, end } = instantsOf(period);
  return sql`
    paid as (
      select o.id, o.paid_at
      from shop_order o
      where o.invoice_number is not null and o.paid_at >= ${start}::timestamptz and o.paid_at < ${end}::timestamptz
    )`;
}

/**
 * `invoice_rates`: per invoice of the period and VAT rate, its amount tax included (`total`),
 * excluded (`base`), its VAT and the shipping fee's part in it (`fee`), with its instant.
 */
export function invoiceRatesCte(period: DayRange): SQL {
  const { start, end } = instantsOf(period);
  return sql`
    invoice_rates as (
      select r.order_id, r.paid_at, r.rate, r.total, r.base, r.vat, r.shipping as fee
      from invoice_rate r
      where r.paid_at >= ${start}::timestamptz and r.paid_at < ${end}::timestamptz
    )`;
}

/** `invoice_lines`: each invoiced line of the period, its amount after its share of the discount. */
export function invoiceLinesCte(period: DayRange): SQL {
  const { start, end } = instantsOf(period);
  return sql`
    invoice_lines as (
      select l.id, l.order_id, l.vat_rate, l.quantity, l.product_id, l.declination_id, l.year, l.name, l.invoiced_at, l.invoiced_amount as amount
      from order_line l
      where l.invoiced_at >= ${start}::timestamptz and l.invoiced_at < ${end}::timestamptz
    )`;
}

/** `notes`: the credit notes issued in the period (id, order, issued_at, amount, base). */
export function creditNotesCte(period: DayRange): SQL {
  const { start, end } = instantsOf(period);
  return sql`
    notes as (
      select n.id, n.order_id, n.return_id, n.issued_at, n.amount::bigint as amount, n.parts,
        (select coalesce(sum((r->>'base')::bigint), 0) from jsonb_array_elements(n.rates) r)::bigint as base
      from credit_note n
      where n.issued_at >= ${start}::timestamptz and n.issued_at < ${end}::timestamptz
    )`;
}

/** A number as the drivers give it back (bigint as text or bigint, numeric as text). */
export const num = (value: unknown): number => (value == null ? 0 : Number(value));
