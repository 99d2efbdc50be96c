import { asc, eq, sql } from 'drizzle-orm';
import { invoiceParts, isShipping } from '~/lib/rules/credit-note';
import { vatBreakdown } from '~/lib/rules/vat';
import type { Database } from '../../db/connection';
import { invoiceRate, order, orderLine } from '../../db/schema';
import { chargesOf } from './credit-note';

// An invoice's figures, written in the transaction that numbers it: its amounts per VAT rate
// (vatBreakdown) with the shipping fee's part in each, and each line's amount after its share of
// the discount (invoiceParts), as the invoice states them, each with the invoice's instant (the
// order's paidAt; the database keeps the copies when it changes). The owner's reports and the VAT
// summary add these up instead of cutting every invoice of a year again at each reading
// (docs/rules.md, the owner's reports). The migration that made them filled them in for the
// invoices before it.

/** Writes (or writes again) the figures of order `orderId`'s invoice, from its lines and charges. */
export async function recordInvoiceFigures(tx: Database, orderId: number): Promise<void> {
  const [row] = await tx
    .select({ paidAt: order.paidAt, discount: order.discount, discountTotal: order.discountTotal, shippingFees: order.shippingFees })
    .from(order)
    .where(eq(order.id, orderId));
  // An invoice is dated by its payment: no figures without it.
  if (!row?.paidAt) return;
  const paidAt = row.paidAt;
  const lines = await tx
    .select({ id: orderLine.id, vatRate: orderLine.vatRate, total: orderLine.total, isDematerialized: orderLine.isDematerialized })
    .from(orderLine)
    .where(eq(orderLine.orderId, orderId))
    .orderBy(asc(orderLine.id));
  await tx.delete(invoiceRate).where(eq(invoiceRate.orderId, orderId));
  // Nothing sold, nothing to cut (vatBreakdown has no rate to give a fee to).
  if (!lines.length) return;
  const figures = invoiceFiguresOf(row, lines);
  await tx.insert(invoiceRate).values(figures.rates.map((rate) => ({ orderId, ...rate, paidAt })));
  const cases = sql.join(
    lines.map((line) => sql`when ${line.id}::int then ${figures.lineAmounts.get(line.id) ?? line.total}::int`),
    sql` `,
  );
  await tx
    .update(orderLine)
    .set({ invoicedAmount: sql`case ${orderLine.id} ${cases} end`, invoicedAt: paidAt })
    .where(eq(orderLine.orderId, orderId));
}

/**
 * The figures of an invoice, from its charges and its lines (`id`: any key unique among them, e.g.
 * their place before they are written): its amounts per VAT rate, and each line's amount after
 * its share of the discount. Pure: an order written at once with its figures (a club box's, issue
 * 30) asks nothing more of the database.
 */
export function invoiceFiguresOf(
  row: Parameters<typeof chargesOf>[0],
  lines: { id: number; vatRate: number; total: number; isDematerialized: boolean }[],
) {
  const taxed = lines.map((line) => ({ id: line.id, vatRate: line.vatRate, total: line.total, shipped: !line.isDematerialized }));
  const charges = chargesOf(row);
  const parts = invoiceParts(taxed, charges);
  const shippingAt = (rate: number) => parts.filter((part) => part.rate === rate && isShipping(part.key)).reduce((sum, part) => sum + part.amount, 0);
  const amounts = new Map(parts.map((part) => [part.key, part.amount]));
  return {
    rates: lines.length ? vatBreakdown(taxed, charges).rates.map((rate) => ({ ...rate, shipping: shippingAt(rate.rate) })) : [],
    lineAmounts: new Map(lines.map((line) => [line.id, amounts.get(`line:${line.id}`) ?? line.total])),
  };
}
