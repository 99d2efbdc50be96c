import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gte, inArray, isNotNull, lt } from 'drizzle-orm';
import { dayAfter, parisDay, parisDayStart } from '~/lib/dates';
import { creditNote, discount, order, orderRefund } from '~/server/db/schema';
import { adminCookie, paidOrder } from './admin-support';
import { giftCardBought, giftCardSpent, HENRI, okAnswer, orderWithCode, returnRefunded } from './books-data';
import { declinationOf } from './cart-browser';
import { cents, expectFecStructure, readFec, salesOf, sum, type Period } from './fec-support';
import { startTestShop, type TestShop } from './harness';
import { franceId, setStock } from './order-support';

// A year of the estate's books, made by the shop itself on its clock, month after month: orders paid
// by card, discount codes, a gift card bought one month and spent later, refunds in part and whole,
// a return refunded, an invoice refunded the month after it was issued. Then the FEC of the year
// and of each month are checked against the text and against the invoices and credit notes in the
// database, and the owner's reports against the FEC, month by month, to the cent.

const MONTHS = 12;

let shop: TestShop;
let admin: string;
let year: Period;
let months: Period[];
/** The invoices the year was given, counted as they were made. */
let invoicesMade = 0;
let notesMade = 0;

/** The first and last day of the month `offset` months after `day`'s (offset may be negative). */
function monthOf(day: string, offset: number): Period {
  const [y, m] = day.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(y, m - 1 + offset, 1));
  const last = new Date(Date.UTC(y, m + offset, 0));
  return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) };
}

const inPeriod = (range: Period) => ({ start: parisDayStart(range.from), end: parisDayStart(dayAfter(range.to)) });

beforeAll(async () => {
  shop = await startTestShop();
  const fr = await franceId(shop);
  await setStock(shop, (await declinationOf(shop, HENRI)).id, 100_000);
  // The twelve whole months before the shop's own.
  const today = parisDay(shop.clock.now);
  months = Array.from({ length: MONTHS }, (_, i) => monthOf(today, i - MONTHS));
  year = { from: months[0]!.from, to: months.at(-1)!.to };
  // The demo's codes hold from a fixed day: valid over the whole year here.
  await shop.db.update(discount).set({ startsAt: new Date(parisDayStart(year.from).getTime() - 86_400_000) }).where(inArray(discount.code, ['BIENVENUE10', 'LIVRAISON']));

  let giftCard = '';
  let refundNextMonth: number | null = null;
  for (const [index, month] of months.entries()) {
    // The 10th of the month at 10:00 in Paris, an hour later for each step.
    let hour = 10;
    const at = () => (shop.clock.now = new Date(parisDayStart(`${month.from.slice(0, 8)}10`).getTime() + hour++ * 3_600_000));
    at();
    admin = await adminCookie(shop);
    const refund = async (orderId: number, body: object) => okAnswer(await shop.post(`/admin/orders/${orderId}/refunds`, body, { cookie: admin }), 'refund');

    await paidOrder(shop);
    invoicesMade += 1;
    if (refundNextMonth !== null) {
      at();
      await refund(refundNextMonth, { amount: 2500, note: 'Bouteille cassée au transport' });
      notesMade += 1;
      refundNextMonth = null;
    }
    if (index % 3 === 0) {
      at();
      await orderWithCode(shop, fr, 'BIENVENUE10');
      invoicesMade += 1;
    }
    if (index % 4 === 1) {
      at();
      const partly = await paidOrder(shop);
      await refund(partly.order.id, { amount: 1234, note: 'Geste commercial' });
      invoicesMade += 1;
      notesMade += 1;
    }
    if (index === 2) {
      at();
      const whole = await orderWithCode(shop, fr, 'LIVRAISON');
      const [row] = await shop.db.select().from(order).where(eq(order.id, whole.id));
      await refund(whole.id, { amount: row!.total });
      invoicesMade += 1;
      notesMade += 1;
    }
    if (index === 3) {
      at();
      giftCard = await giftCardBought(shop, fr);
      invoicesMade += 1;
    }
    if (index === 7) {
      at();
      await giftCardSpent(shop, fr, giftCard);
      invoicesMade += 1;
    }
    if (index === 5) {
      at();
      await returnRefunded(shop, admin);
      invoicesMade += 1;
      notesMade += 1;
    }
    if (index === 8 || index === MONTHS - 2) {
      at();
      refundNextMonth = (await paidOrder(shop)).order.id;
      invoicesMade += 1;
    }
  }
}, 300_000);
afterAll(() => shop.close());

describe('the FEC of a year', () => {
  it('follows the text and totals the invoices and credit notes the year issued', async () => {
    const file = await readFec(shop, admin, year);
    expectFecStructure(file, year);
    const { rows } = file;
    expect([...new Set(rows.map((row) => row.JournalCode))].sort()).toEqual(['BQ', 'VE']);
    const { start, end } = inPeriod(year);
    const invoices = await shop.db.select().from(order).where(and(isNotNull(order.invoiceNumber), gte(order.paidAt, start), lt(order.paidAt, end)));
    const notes = await shop.db.select().from(creditNote).where(and(gte(creditNote.issuedAt, start), lt(creditNote.issuedAt, end)));
    expect(invoices).toHaveLength(invoicesMade);
    expect(notes).toHaveLength(notesMade);
    const sales = salesOf(rows);
    expect(sales.invoices).toEqual(new Set(invoices.map((i) => i.invoiceNumber)));
    expect(sales.notes).toEqual(new Set(notes.map((n) => n.number)));
    expect(sales.owed).toBe(sum(invoices.map((i) => i.total)));
    expect(sales.givenBack).toBe(sum(notes.map((n) => n.amount)));
    // Each credit note names the invoice it corrects, in the same file or an earlier one.
    for (const note of notes) expect(invoices.map((i) => i.invoiceNumber)).toContain(note.invoiceNumber);
    // The gift card bought in April and spent in August: what it paid is on 4191.
    const giftCards = sum(rows.filter((row) => row.JournalCode === 'VE' && row.CompteNum === '4191').map((row) => cents(row.Debit)));
    expect(giftCards).toBe(sum(invoices.map((i) => i.giftCardTotal)));
    expect(giftCards).toBe(10_000);
    // The bank: the cards' payments in, the refunds out.
    const bank = rows.filter((row) => row.JournalCode === 'BQ' && row.CompteNum === '512');
    const refunds = await shop.db.select().from(orderRefund).where(and(gte(orderRefund.createdAt, start), lt(orderRefund.createdAt, end)));
    expect(sum(bank.map((row) => cents(row.Debit)))).toBe(sum(invoices.map((i) => i.total - i.giftCardTotal)));
    expect(sum(bank.map((row) => cents(row.Credit)))).toBe(sum(refunds.map((r) => r.amount)));
    expect(sum(refunds.map((r) => r.amount))).toBe(sales.givenBack);
  });

  it('is the sum of its months’ files, each of them following the text on its own', async () => {
    const whole = salesOf((await readFec(shop, admin, year)).rows);
    const parts = [];
    for (const month of months) {
      const file = await readFec(shop, admin, month);
      expectFecStructure(file, month);
      const sales = salesOf(file.rows);
      expect(sales.invoices.size, month.from).toBeGreaterThan(0);
      parts.push(sales);
    }
    expect(new Set(parts.flatMap((p) => [...p.invoices]))).toEqual(whole.invoices);
    expect(sum(parts.map((p) => p.invoices.size))).toBe(whole.invoices.size);
    expect(new Set(parts.flatMap((p) => [...p.notes]))).toEqual(whole.notes);
    expect(sum(parts.map((p) => p.owed))).toBe(whole.owed);
    expect(sum(parts.map((p) => p.givenBack))).toBe(whole.givenBack);
    expect(sum(parts.map((p) => p.vat))).toBe(whole.vat);
  });
});

describe('the owner’s reports of a year', () => {
  const report = async (name: string, query: string) => okAnswer(await shop.get(`/admin/reports/${name}?${query}`, { cookie: admin }), name).json.data;

  it('say, month by month, what each month’s FEC says', async () => {
    const revenue = await report('revenue', `from=${year.from}&to=${year.to}&grain=month`);
    expect(revenue.buckets).toHaveLength(MONTHS);
    for (const [index, month] of months.entries()) {
      const bucket = revenue.buckets[index];
      expect([bucket.from, bucket.to]).toEqual([month.from, month.to]);
      const sales = salesOf((await readFec(shop, admin, month)).rows);
      expect(bucket.figures.orders, month.from).toBe(sales.invoices.size);
      expect(bucket.figures.refunds, month.from).toBe(sales.notes.size);
      expect(bucket.figures.invoiced.total, month.from).toBe(sales.owed);
      expect(bucket.figures.credited.total, month.from).toBe(sales.givenBack);
      expect(bucket.figures.net.total - bucket.figures.net.base, month.from).toBe(sales.vat);
    }
  });

  it('add up over the year to the FEC, the VAT summary and each other', async () => {
    const period = `from=${year.from}&to=${year.to}`;
    const [revenue, wines, sales, customers, vat, fec] = await Promise.all([
      report('revenue', `${period}&grain=week`),
      report('wines', period),
      report('sales', period),
      report('customers', `${period}&grain=month`),
      okAnswer(await shop.get(`/admin/books/vat?${period}`, { cookie: admin }), 'vat').json.data,
      readFec(shop, admin, year).then((file) => file.rows),
    ]);
    const books = salesOf(fec);
    expect(revenue.total.orders).toBe(invoicesMade);
    expect(revenue.total.refunds).toBe(notesMade);
    expect(revenue.total.invoiced.total).toBe(books.owed);
    expect(revenue.total.credited.total).toBe(books.givenBack);
    expect(revenue.total.net.total).toBe(vat.due.total);
    expect(vat.due.vat).toBe(books.vat);
    expect(wines.goods.net + wines.shipping.net).toBe(revenue.total.net.total);
    expect(sum(sales.delivery.map((d: any) => d.figures.revenue.net))).toBe(revenue.total.net.total);
    expect(sales.giftCards).toMatchObject({ sold: 1, soldValue: 10_000, usedOrders: 1, used: 10_000 });
    expect(Object.fromEntries(sales.codes.map((c: any) => [c.code, c.figures.orders]))).toEqual({ BIENVENUE10: 4, LIVRAISON: 1 });
    expect(customers.total.orders).toBe(invoicesMade);
    expect(customers.total.invoiced).toBe(books.owed);
  });
});
