import { and, asc, eq, gt, gte, inArray, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { dayAfter, parisDay, parisDayStart } from '~/lib/dates';
import { invoiceParts, isShipping } from '~/lib/rules/credit-note';
import { vatBreakdown, type VatRateTotals } from '~/lib/rules/vat';
import type { Database } from '../../../db/connection';
import { creditNote, order, orderLine, orderRefund, payment } from '../../../db/schema';
import { chargesOf } from '../../orders/credit-note';
import { nameOf, settledRefunds } from '../orders/view';

// What the books of a period are made of, read once for the accountant's files (the FEC, the VAT
// summary): the invoices and credit notes issued in it (sales), the card payments taken and the
// refunds given back by the provider in it (bank). Days are the estate's (Europe/Paris), the period
// from its first day to its last, both included.

export interface Period {
  /** yyyy-mm-dd, the first day. */
  from: string;
  /** yyyy-mm-dd, the last day (included). */
  to: string;
}

export interface Customer {
  userId: number | null;
  name: string;
}

/** An invoice or a credit note as the sales journal posts it: its amount per rate, the fee's part in each. */
export interface SalesDocument {
  kind: 'INVOICE' | 'CREDIT_NOTE';
  number: string;
  day: string;
  orderNumber: string;
  /** For a credit note, the invoice it corrects. */
  invoiceNumber: string;
  customer: Customer;
  total: number;
  /** The part an invoice was paid with a gift card; 0 for a credit note (refunds go back by card). */
  giftCard: number;
  rates: (VatRateTotals & { shipping: number })[];
}

/** Money in or out at the provider. */
export interface BankMovement {
  kind: 'PAYMENT' | 'REFUND';
  /** The payment's (or refund's) own reference. */
  reference: string;
  day: string;
  provider: string;
  orderNumber: string;
  customer: Customer;
  amount: number;
}

export interface Ledger {
  period: Period;
  sales: SalesDocument[];
  bank: BankMovement[];
}

const within = (period: Period) => ({ start: parisDayStart(period.from), end: parisDayStart(dayAfter(period.to)) });

const shippingAt = (parts: { key: string; rate: number; amount: number }[], rate: number) =>
  parts.filter((part) => part.rate === rate && isShipping(part.key)).reduce((sum, part) => sum + part.amount, 0);

async function invoices(db: Database, period: Period): Promise<SalesDocument[]> {
  const { start, end } = within(period);
  const paidIn = and(isNotNull(order.invoiceNumber), gte(order.paidAt, start), lt(order.paidAt, end));
  const [orders, lines] = await Promise.all([
    db.select().from(order).where(paidIn).orderBy(asc(order.paidAt), asc(order.id)),
    db
      .select({ id: orderLine.id, orderId: orderLine.orderId, vatRate: orderLine.vatRate, total: orderLine.total, isDematerialized: orderLine.isDematerialized })
      .from(orderLine)
      .where(inArray(orderLine.orderId, db.select({ id: order.id }).from(order).where(paidIn)))
      .orderBy(asc(orderLine.id)),
  ]);
  const byOrder = Map.groupBy(lines, (line) => line.orderId);
  return orders.map((row) => {
    const taxed = (byOrder.get(row.id) ?? []).map((line) => ({ id: line.id, vatRate: line.vatRate, total: line.total, shipped: !line.isDematerialized }));
    const charges = chargesOf(row);
    const parts = invoiceParts(taxed, charges);
    const breakdown = vatBreakdown(taxed, charges);
    return {
      kind: 'INVOICE',
      number: row.invoiceNumber!,
      day: parisDay(row.paidAt!),
      orderNumber: row.number,
      invoiceNumber: row.invoiceNumber!,
      customer: { userId: row.userId, name: nameOf(row.billingAddress) },
      total: row.total,
      giftCard: row.giftCardTotal,
      rates: breakdown.rates.map((rate) => ({ ...rate, shipping: shippingAt(parts, rate.rate) })),
    };
  });
}

async function creditNotes(db: Database, period: Period): Promise<SalesDocument[]> {
  const { start, end } = within(period);
  const rows = await db
    .select({ note: creditNote, orderNumber: order.number, userId: order.userId, billing: order.billingAddress })
    .from(creditNote)
    .innerJoin(order, eq(order.id, creditNote.orderId))
    .where(and(gte(creditNote.issuedAt, start), lt(creditNote.issuedAt, end)))
    .orderBy(asc(creditNote.issuedAt), asc(creditNote.id));
  return rows.map(({ note, orderNumber, userId, billing }) => ({
    kind: 'CREDIT_NOTE',
    number: note.number,
    day: parisDay(note.issuedAt),
    orderNumber,
    invoiceNumber: note.invoiceNumber,
    customer: { userId, name: nameOf(billing) },
    total: note.amount,
    giftCard: 0,
    rates: note.rates.map((rate) => ({ ...rate, shipping: shippingAt(note.parts, rate.rate) })),
  }));
}

/**
 * The card payments and the refunds the provider gave back. A payment counts from the day its order
 * was paid (a payment that came after its order ended: the day it was last changed); a refund from
 * the day it was decided, once the provider has given it; a late payment's refund (no refund
 * decision of the estate) from the day its payment was last changed.
 */
async function bank(db: Database, period: Period): Promise<BankMovement[]> {
  const { start, end } = within(period);
  // Only payments that may move money in the period: paid in it, or changed since it began (a
  // refund given back in it); the days are then read one by one.
  const rows = await db
    .select({ payment, orderNumber: order.number, paidAt: order.paidAt, userId: order.userId, billing: order.billingAddress })
    .from(payment)
    .innerJoin(order, eq(order.id, payment.orderId))
    .where(
      and(
        inArray(payment.status, ['CAPTURED', 'REFUNDED']),
        or(and(gte(order.paidAt, start), lt(order.paidAt, end)), and(gt(payment.refundedAmount, 0), gte(payment.updatedAt, start)), and(isNull(order.paidAt), gte(payment.updatedAt, start))),
      ),
    )
    .orderBy(asc(payment.id));
  const refunds = rows.length
    ? await db.select().from(orderRefund).where(inArray(orderRefund.paymentId, rows.map((r) => r.payment.id))).orderBy(asc(orderRefund.id))
    : [];
  const settled = settledRefunds(refunds, new Map(rows.map((r) => [r.payment.id, r.payment.refundedAmount])));
  const inPeriod = (day: string) => day >= period.from && day <= period.to;
  const movements: BankMovement[] = [];
  for (const { payment: paid, orderNumber, paidAt, userId, billing } of rows) {
    const customer = { userId, name: nameOf(billing) };
    const base = { provider: paid.provider, orderNumber, customer };
    movements.push({ ...base, kind: 'PAYMENT', reference: paid.providerReference ?? `P${paid.id}`, day: parisDay(paidAt ?? paid.updatedAt), amount: paid.amount });
    const own = settled.filter((refund) => refund.paymentId === paid.id);
    for (const refund of own.filter((r) => r.settled)) movements.push({ ...base, kind: 'REFUND', reference: `R${refund.id}`, day: parisDay(refund.createdAt), amount: refund.amount });
    const late = paid.refundedAmount - own.reduce((sum, refund) => sum + refund.amount, 0);
    if (late > 0) movements.push({ ...base, kind: 'REFUND', reference: paid.refundReference ?? `P${paid.id}-R`, day: parisDay(paid.updatedAt), amount: late });
  }
  return movements.filter((movement) => inPeriod(movement.day));
}

/** The period's books. */
export async function ledgerOf(db: Database, period: Period): Promise<Ledger> {
  const [issued, credited, moved] = await Promise.all([invoices(db, period), creditNotes(db, period), bank(db, period)]);
  return { period, sales: [...issued, ...credited], bank: moved };
}
