import { asc, eq, sql } from 'drizzle-orm';
import { parisWallClock } from '~/lib/dates';
import { creditableLeft, invoiceParts, splitCredit, type CreditablePart } from '~/lib/rules/credit-note';
import type { OrderCharges } from '~/lib/rules/vat';
import type { Database } from '../../db/connection';
import { creditNote, creditNoteCounter, orderLine, orderReturnLine } from '../../db/schema';
import { hasInvoice, type OrderRow } from './read';
import { invalid } from '../errors';

// A refund of an invoiced order issues a credit note in the transaction that decides it
// (docs/rules.md, credit notes): the invoice is never changed. The credit note gives back the
// amount in proportion to what is left of each part of the invoice (a return's refund first on its
// bottles; src/lib/rules/credit-note.ts), so that all the credit notes of an invoice never give back more than it charged, rate by rate.

export type CreditNoteRow = typeof creditNote.$inferSelect;

/** The order's discount and shipping as VAT sees them: a SHIPPING_FEES code lowers the fee, any other the goods. */
export function chargesOf(row: Pick<OrderRow, 'discount' | 'discountTotal' | 'shippingFees'>): OrderCharges {
  const onShipping = row.discount?.detailType === 'SHIPPING_FEES' ? row.discountTotal : 0;
  return { discount: row.discountTotal - onShipping, shipping: row.shippingFees - onShipping };
}

/**
 * The next credit note number of the year, 'A2026-000001', from a counter row that stays locked
 * until the refund's transaction commits: a rollback gives the number back, so the series has no
 * gap, as invoices' (invoice-number.ts).
 */
export async function nextCreditNoteNumber(tx: Database, at: Date): Promise<string> {
  const year = parisWallClock(at).getUTCFullYear();
  const [row] = await tx
    .insert(creditNoteCounter)
    .values({ year, last: 1 })
    .onConflictDoUpdate({ target: creditNoteCounter.year, set: { last: sql`${creditNoteCounter.last} + 1` } })
    .returning({ last: creditNoteCounter.last });
  return `A${year}-${String(row.last).padStart(6, '0')}`;
}

/** The parts of the order's invoice with what its credit notes gave back of each. */
export async function creditableParts(db: Database, row: OrderRow): Promise<CreditablePart[]> {
  const [lines, notes] = await Promise.all([
    db.select().from(orderLine).where(eq(orderLine.orderId, row.id)).orderBy(asc(orderLine.id)),
    db.select({ parts: creditNote.parts }).from(creditNote).where(eq(creditNote.orderId, row.id)),
  ]);
  const credited = new Map<string, number>();
  for (const part of notes.flatMap((note) => note.parts)) credited.set(part.key, (credited.get(part.key) ?? 0) + part.amount);
  const parts = invoiceParts(
    lines.map((line) => ({ id: line.id, vatRate: line.vatRate, total: line.total, shipped: !line.isDematerialized })),
    chargesOf(row),
  );
  return parts.map((part) => ({ ...part, credited: credited.get(part.key) ?? 0 }));
}

/**
 * What a return's bottles are worth on the invoice, per part: each returned line's part (after its
 * share of the discount) in proportion to the bottles sent back. Its refund gives these back first.
 */
async function returnedValue(tx: Database, returnId: number, parts: CreditablePart[]): Promise<Record<string, number>> {
  const returned = await tx
    .select({ orderLineId: orderReturnLine.orderLineId, quantity: orderReturnLine.quantity, bought: orderLine.quantity })
    .from(orderReturnLine)
    .innerJoin(orderLine, eq(orderLine.id, orderReturnLine.orderLineId))
    .where(eq(orderReturnLine.returnId, returnId));
  const value: Record<string, number> = {};
  for (const line of returned) {
    const part = parts.find((p) => p.key === `line:${line.orderLineId}`);
    if (part) value[part.key] = (value[part.key] ?? 0) + Math.round((part.amount * Math.min(line.quantity, line.bought)) / line.bought);
  }
  return value;
}

/**
 * Issues the credit note of a refund decided in `tx` (the order's row locked by it). Nothing for an
 * order without an invoice: its money was taken for nothing sold. 400 when the amount is more than
 * what is left of the invoice.
 */
export async function issueCreditNote(
  tx: Database,
  row: OrderRow,
  amount: number,
  { returnId = null, note = null, now }: { returnId?: number | null; note?: string | null; now: Date },
): Promise<CreditNoteRow | null> {
  if (!hasInvoice(row) || amount <= 0) return null;
  const parts = await creditableParts(tx, row);
  const left = creditableLeft(parts);
  if (amount > left) throw invalid('admin-orders:errors.beyondInvoice');
  const split = splitCredit(amount, parts, returnId === null ? {} : await returnedValue(tx, returnId, parts));
  const [issued] = await tx
    .insert(creditNote)
    .values({ number: await nextCreditNoteNumber(tx, now), orderId: row.id, invoiceNumber: row.invoiceNumber, returnId, amount, parts: split.parts, rates: split.rates, note, issuedAt: now })
    .returning();
  return issued;
}

/** The order's credit notes, oldest first. */
export const creditNotesOf = (db: Database, orderId: number) => db.select().from(creditNote).where(eq(creditNote.orderId, orderId)).orderBy(asc(creditNote.id));
