import type { VatSummary } from '~/lib/admin/books';
import type { Ledger } from './ledger';

// The VAT of a period per rate, what the monthly VAT return needs: what the invoices charged, what
// the credit notes gave back, and the difference due. Read from the same books as the FEC, so that
// its VAT lines and this summary cannot disagree.

type Amounts = { base: number; vat: number; total: number };
const zero = (): Amounts => ({ base: 0, vat: 0, total: 0 });
const add = (to: Amounts, from: Amounts) => {
  to.base += from.base;
  to.vat += from.vat;
  to.total += from.total;
};
const less = (a: Amounts, b: Amounts): Amounts => ({ base: a.base - b.base, vat: a.vat - b.vat, total: a.total - b.total });

export function vatSummary(ledger: Ledger): VatSummary {
  const byRate = new Map<number, { invoiced: Amounts; credited: Amounts }>();
  for (const doc of ledger.sales) {
    for (const rate of doc.rates) {
      const row = byRate.get(rate.rate) ?? { invoiced: zero(), credited: zero() };
      byRate.set(rate.rate, row);
      add(doc.kind === 'INVOICE' ? row.invoiced : row.credited, rate);
    }
  }
  const rates = [...byRate.entries()].sort(([a], [b]) => b - a).map(([rate, row]) => ({ rate, ...row, due: less(row.invoiced, row.credited) }));
  const due = zero();
  for (const row of rates) add(due, row.due);
  return { from: ledger.period.from, to: ledger.period.to, rates, due };
}
