import { sql } from 'drizzle-orm';
import type { VatSummary } from '~/lib/admin/books';
import type { Database } from '../../../db/connection';
import { instantsOf, num } from '../reports/books-sql';
import type { Period } from './ledger';

// The VAT of a period per rate, what the monthly VAT return needs: what the invoices charged, what
// the credit notes gave back, and the difference due. The same documents as the FEC's sales
// journal (ledger.ts: the invoices paid and the credit notes issued in the period), their amounts
// per rate as each was written when issued (invoice_rate, credit_note.rates), added up by the
// database: a year of invoices is read at once, not invoice by invoice.

type Amounts = { base: number; vat: number; total: number };
const zero = (): Amounts => ({ base: 0, vat: 0, total: 0 });
const add = (to: Amounts, from: Amounts) => {
  to.base += from.base;
  to.vat += from.vat;
  to.total += from.total;
};
const less = (a: Amounts, b: Amounts): Amounts => ({ base: a.base - b.base, vat: a.vat - b.vat, total: a.total - b.total });

export async function vatSummary(db: Database, period: Period): Promise<VatSummary> {
  const { start, end } = instantsOf(period);
  const { rows } = await db.execute(sql`
    with documents as (
      select r.rate, 1 as invoice, r.base::bigint as base, r.vat::bigint as vat, r.total::bigint as total
      from invoice_rate r
      where r.paid_at >= ${start}::timestamptz and r.paid_at < ${end}::timestamptz
      union all
      select (r->>'rate')::int, 0, (r->>'base')::bigint, (r->>'vat')::bigint, (r->>'total')::bigint
      from credit_note n cross join lateral jsonb_array_elements(n.rates) r
      where n.issued_at >= ${start}::timestamptz and n.issued_at < ${end}::timestamptz
    )
    select rate, invoice, sum(base) as base, sum(vat) as vat, sum(total) as total from documents group by rate, invoice`);
  const byRate = new Map<number, { invoiced: Amounts; credited: Amounts }>();
  for (const row of rows as Record<string, unknown>[]) {
    const rate = num(row.rate);
    const sums = byRate.get(rate) ?? { invoiced: zero(), credited: zero() };
    byRate.set(rate, sums);
    add(num(row.invoice) === 1 ? sums.invoiced : sums.credited, { base: num(row.base), vat: num(row.vat), total: num(row.total) });
  }
  const rates = [...byRate.entries()].sort(([a], [b]) => b - a).map(([rate, sums]) => ({ rate, ...sums, due: less(sums.invoiced, sums.credited) }));
  const due = zero();
  for (const row of rates) add(due, row.due);
  return { from: period.from, to: period.to, rates, due };
}
