import { sql } from 'drizzle-orm';
import { parisWallClock } from '~/lib/dates';
import type { Database } from '../../db/connection';
import { invoiceCounter } from '../../db/schema';

/**
 * The next invoice number of the year, 'F2026-000042', taken inside the payment's transaction:
 * the counter row stays locked until it commits, and a rollback gives the number back, so the
 * numbers follow each other without a gap, as French invoicing rules ask.
 */
export async function nextInvoiceNumber(tx: Database, paidAt: Date): Promise<string> {
  // The estate's year: an order paid on 31 December at 23:30 in Saumur belongs to that year.
  const year = parisWallClock(paidAt).getUTCFullYear();
  const [row] = await tx
    .insert(invoiceCounter)
    .values({ year, last: 1 })
    .onConflictDoUpdate({ target: invoiceCounter.year, set: { last: sql`${invoiceCounter.last} + 1` } })
    .returning({ last: invoiceCounter.last });
  return `F${year}-${String(row.last).padStart(6, '0')}`;
}
