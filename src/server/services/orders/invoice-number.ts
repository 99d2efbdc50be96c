import { sql } from 'drizzle-orm';
import { conflict } from '../errors';
import { parisWallClock } from '~/lib/dates';
import type { Database } from '../../db/connection';
import { declination, invoiceCounter, order } from '../../db/schema';
import type { StockTake } from './stock';

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

/**
 * The order's stock taken and its invoice numbered in ONE statement, the last of its transaction
 * but the commit: the wines' rows and the year's counter, which every box of a club run takes
 * (issue 30), stay locked for that statement and the commit only. The stock first (as every order
 * takes it, in the order of the ids), then the counter, which waits for the stock's rows: a wine
 * short takes no number and throws, its transaction rolled back. Answers the invoice number.
 */
export async function numberInvoiceTakingStock(tx: Database, orderId: number, paidAt: Date, takes: StockTake[]): Promise<string> {
  const year = parisWallClock(paidAt).getUTCFullYear();
  const sorted = [...takes].sort((a, b) => a.declinationId - b.declinationId);
  const taken = sorted.length
    ? sql`update ${declination} set quantity = ${declination.quantity} - wanted.quantity, updated_at = ${paidAt}
          from (values ${sql.join(sorted.map((take) => sql`(${take.declinationId}::integer, ${take.quantity}::integer)`), sql`, `)}) as wanted(id, quantity)
          where ${declination.id} = wanted.id and ${declination.quantity} >= wanted.quantity returning ${declination.id}`
    : sql`select null::integer as id where false`;
  // The counter's insert reads what the stock's update returned, so it runs after it, and only when every wine was there.
  const { rows } = await tx.execute<{ number: string | null; taken: number[] }>(sql`
    with taken as (${taken}),
    counter as (
      insert into ${invoiceCounter} (year, last) select ${year}::smallint, 1 where (select count(*) from taken) = ${sorted.length}::int
      on conflict (year) do update set last = ${invoiceCounter.last} + 1 returning last),
    numbered as (
      update ${order} set invoice_number = 'F' || ${String(year)}::text || '-' || lpad(counter.last::text, 6, '0'), updated_at = ${paidAt}
      from counter where ${order.id} = ${orderId}::int returning ${order.invoiceNumber} as number)
    select (select number from numbered) as number, array(select id from taken) as taken`);
  const [row] = rows;
  if (row?.number) return row.number;
  const short = sorted.find((take) => !(row?.taken ?? []).includes(take.declinationId)) ?? sorted[0];
  throw conflict('order:errors.outOfStock', { label: short?.label ?? '' });
}
