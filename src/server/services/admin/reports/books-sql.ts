import { sql, type SQL } from 'drizzle-orm';
import { dayAfter, parisDayStart } from '~/lib/dates';
import type { DayRange } from '~/lib/rules/report-period';

// The books of a period as SQL, for the owner's reports: the same reading as the accountant's
// files (../books/ledger.ts), done by the database in a few aggregate queries rather than order by
// order in JavaScript, so that a report over a year of orders answers at once.
//
// An invoice is an order with an invoice number, on the Paris day it was paid; a credit note counts
// on the Paris day it was issued. An invoice's amounts per VAT rate and each line's amount after its
// share of the discount are read as they were written when it was numbered
// (../../orders/invoice-figures.ts: invoice_rate, order_line.invoiced_amount), cut as the invoice
// cuts them; a credit note's per rate and per part are its own (credit_note.rates, parts).

export const PARIS = 'Europe/Paris';

/** The instants a period covers: from its first day's midnight to the midnight after its last, in Paris. */
export function instantsOf(period: DayRange) {
  return { start: parisDayStart(period.from).toISOString(), end: parisDayStart(dayAfter(period.to)).toISOString() };
}

/** The Paris day of a timestamp column, as a date. */
export const parisDate = (column: SQL) => sql`((${column}) at time zone ${PARIS})::date`;

/** `paid`: the invoices of the period (id, day). */
export function paidCte(period: DayRange): SQL {
  const { start, end } = instantsOf(period);
  return sql`
    paid as (
      select o.id, ${parisDate(sql`o.paid_at`)} as day
      from shop_order o
      where o.invoice_number is not null and o.paid_at >= ${start}::timestamptz and o.paid_at < ${end}::timestamptz
    )`;
}

/**
 * `paid`, then `invoice_rates`: per invoice of the period and VAT rate, its amount tax included
 * (`total`), excluded (`base`), its VAT and the shipping fee's part in it (`fee`).
 */
export function invoiceRatesCte(period: DayRange): SQL {
  return sql`${paidCte(period)},
    invoice_rates as (
      select r.order_id, p.day, r.rate, r.total, r.base, r.vat, r.shipping as fee
      from invoice_rate r join paid p on p.id = r.order_id
    )`;
}

/** `invoice_lines` (after paidCte): each invoiced line of the period, its amount after its share of the discount. */
export const invoiceLinesCte = sql`
    invoice_lines as (
      select l.id, l.order_id, l.vat_rate, l.quantity, l.product_id, l.declination_id, l.year, l.name, p.day, l.invoiced_amount as amount
      from order_line l join paid p on p.id = l.order_id
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
