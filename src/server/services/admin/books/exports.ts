import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { BookFile } from '~/lib/admin/books';
import { dayAfter, formatDateTime, parisDayStart } from '~/lib/dates';
import { t as translator, type Lang } from '~/lib/i18n';
import { excludingVat } from '~/lib/rules/vat';
import type { Database } from '../../../db/connection';
import { creditNote, order, orderLine, payment } from '../../../db/schema';
import { statusLabels } from '../../orders/read';
import { csvAmount, toCsv, type CsvValue } from '../csv';
import { nameOf } from '../orders/view';
import type { Period } from './ledger';
import { vatSummary } from './vat';

// The orders placed in a period, their lines and their payments, and the VAT per rate of the
// invoices and credit notes issued in it, as spreadsheets a French
// spreadsheet opens as they are: ';' between fields, amounts in euros with a decimal comma, UTF-8
// with a byte-order mark (csv.ts), headers in the owner's language.


const placedIn = (period: Period) => and(gte(order.createdAt, parisDayStart(period.from)), lt(order.createdAt, parisDayStart(dayAfter(period.to))));

const COLUMNS: Record<BookFile, string[]> = {
  orders: ['number', 'createdAt', 'status', 'customer', 'email', 'invoiceNumber', 'paidAt', 'deliveryType', 'products', 'discount', 'discountCode', 'shipping', 'total', 'giftCard', 'card', 'creditNotes', 'credited'],
  lines: ['number', 'invoiceNumber', 'name', 'reference', 'year', 'quantity', 'vatRate', 'unitPrice', 'unitPriceExcludingVat', 'total'],
  payments: ['number', 'provider', 'reference', 'status', 'createdAt', 'amount', 'refundAsked', 'refunded'],
  vat: ['rate', 'invoicedBase', 'invoicedVat', 'invoicedTotal', 'creditedBase', 'creditedVat', 'creditedTotal', 'dueBase', 'dueVat', 'dueTotal'],
};

async function rowsOf(db: Database, file: BookFile, period: Period, lang: Lang): Promise<CsvValue[][]> {
  if (file === 'vat') {
    // The invoices and credit notes issued in the period, as the FEC and the VAT return count them.
    const summary = await vatSummary(db, period);
    return summary.rates.map((row) => [csvAmount(row.rate), ...[row.invoiced, row.credited, row.due].flatMap((a) => [csvAmount(a.base), csvAmount(a.vat), csvAmount(a.total)])]);
  }
  const orders = db.select({ id: order.id }).from(order).where(placedIn(period));
  if (file === 'orders') {
    const [rows, labels, notes] = await Promise.all([
      db.select().from(order).where(placedIn(period)).orderBy(asc(order.createdAt), asc(order.id)),
      statusLabels(db, lang),
      db.select({ orderId: creditNote.orderId, number: creditNote.number, amount: creditNote.amount }).from(creditNote).where(inArray(creditNote.orderId, orders)).orderBy(asc(creditNote.id)),
    ]);
    const notesOf = Map.groupBy(notes, (note) => note.orderId);
    return rows.map((row) => {
      const own = notesOf.get(row.id) ?? [];
      return [
        row.number,
        formatDateTime(row.createdAt),
        labels.find((label) => label.value === row.status)?.label ?? row.status,
        nameOf(row.billingAddress),
        row.email,
        row.invoiceNumber,
        formatDateTime(row.paidAt),
        row.deliveryType,
        csvAmount(row.productsTotal),
        csvAmount(row.discountTotal),
        row.discount?.code ?? null,
        csvAmount(row.shippingFees),
        csvAmount(row.total),
        csvAmount(row.giftCardTotal),
        csvAmount(row.total - row.giftCardTotal),
        own.map((note) => note.number).join(' '),
        csvAmount(own.reduce((sum, note) => sum + note.amount, 0)),
      ];
    });
  }
  if (file === 'lines') {
    const rows = await db
      .select({ line: orderLine, number: order.number, invoiceNumber: order.invoiceNumber })
      .from(orderLine)
      .innerJoin(order, eq(order.id, orderLine.orderId))
      .where(placedIn(period))
      .orderBy(asc(order.createdAt), asc(order.id), asc(orderLine.id));
    return rows.map(({ line, number, invoiceNumber }) => [
      number,
      invoiceNumber,
      line.name,
      line.reference,
      line.year,
      line.quantity,
      csvAmount(line.vatRate),
      csvAmount(line.unitPrice),
      csvAmount(excludingVat(line.unitPrice, line.vatRate)),
      csvAmount(line.total),
    ]);
  }
  const rows = await db
    .select({ payment, number: order.number })
    .from(payment)
    .innerJoin(order, eq(order.id, payment.orderId))
    .where(placedIn(period))
    .orderBy(asc(order.createdAt), asc(payment.id));
  return rows.map(({ payment: paid, number }) => [
    number,
    paid.provider,
    paid.providerReference,
    paid.status,
    formatDateTime(paid.createdAt),
    csvAmount(paid.amount),
    csvAmount(paid.refundAskedAmount),
    csvAmount(paid.refundedAmount),
  ]);
}

/** One of the period's spreadsheets: its file name and its text. */
export async function bookCsv(db: Database, file: BookFile, period: Period, lang: Lang): Promise<{ filename: string; csv: string }> {
  const t = translator(lang);
  const header = COLUMNS[file].map((column) => t(`admin-books:columns.${file}.${column}`));
  const csv = toCsv(header, await rowsOf(db, file, period, lang));
  return { filename: `${t(`admin-books:files.${file}`)}-${period.from}-${period.to}.csv`, csv };
}
