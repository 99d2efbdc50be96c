import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { dayAfter, parisDay, parisDayStart } from '~/lib/dates';
import { invoiceParts } from '~/lib/rules/credit-note';
import { yearBefore } from '~/lib/rules/report-period';
import { chargesOf } from '~/server/services/orders/credit-note';
import { recordInvoiceFigures } from '~/server/services/orders/invoice-figures';
import { creditNote, order, orderLine } from '~/server/db/schema';
import { paidOrder } from './admin-support';
import { HENRI, seedBooks, type BooksData } from './books-data';
import { cents, readFec, sum } from './fec-support';
import { signedIn } from './catalogue-fixtures';
import { startTestShop, type TestShop } from './harness';

// The owner's reports read the books as the accountant's files do: on the books' data set (codes,
// a gift card, part, whole and return refunds), each report's totals are the FEC's and the VAT
// summary's for the same period, to the cent, whatever the grain.

let shop: TestShop;
let data: BooksData;
/** The invoice of several rates, several lines at one rate, an uneven discount. */
let mixed: Awaited<ReturnType<typeof paidOrder>>;

const fecRows = async (range: { from: string; to: string }) => (await readFec(shop, data.admin, range)).rows;
const vatSummary = async (range: { from: string; to: string }) => (await shop.get(`/admin/books/vat?from=${range.from}&to=${range.to}`, { cookie: data.admin })).json.data;
const report = async (name: string, query: string) => {
  const answer = await shop.get(`/admin/reports/${name}?${query}`, { cookie: data.admin });
  if (answer.status !== 200) throw new Error(`${name}: ${answer.status} ${answer.json?.message}`);
  return answer.json.data;
};

beforeAll(async () => {
  shop = await startTestShop();
  data = await seedBooks(shop);
  // An invoice of several VAT rates with an uneven discount, a line not shipped: the report's SQL
  // must cut it into rates exactly as the invoice does (src/lib/rules/vat.ts).
  mixed = await paidOrder(shop);
  const [row] = await shop.db.select().from(order).where(eq(order.id, mixed.order.id));
  await shop.db.insert(orderLine).values([
    { orderId: row!.id, productType: 'OTHER', name: 'Jus de raisin', unitPrice: 1001, quantity: 1, total: 1001, vatRate: 550 },
    { orderId: row!.id, productType: 'OTHER', name: 'Visite de la cave', unitPrice: 333, quantity: 1, total: 333, vatRate: 1000, isDematerialized: true },
    { orderId: row!.id, productType: 'OTHER', name: 'Coffret trois bouteilles', unitPrice: 1237, quantity: 1, total: 1237, vatRate: 2000 },
  ]);
  await shop.db
    .update(order)
    .set({ productsTotal: row!.productsTotal + 2571, discountTotal: row!.discountTotal + 77, total: row!.total + 2571 - 77 })
    .where(eq(order.id, row!.id));
  // Changed behind the shop's back after its numbering: its figures written again, as numbering would.
  await recordInvoiceFigures(shop.db, row!.id);
  // The customer of the invoice moved a week back comes back: the mixed order is theirs.
  const [early] = await shop.db.select().from(order).where(eq(order.invoiceNumber, data.early.invoice));
  await shop.db.update(order).set({ userId: early!.userId, email: early!.email }).where(eq(order.id, row!.id));
}, 180_000);
afterAll(() => shop.close());

describe('the revenue report', () => {
  it('totals, per day, week or month, what the FEC and the VAT summary of the period say', async () => {
    const { period } = data;
    const summary = await vatSummary(period);
    const rows = await fecRows(period);
    const sales = rows.filter((row) => row.JournalCode === 'VE');
    const invoices = new Set(sales.filter((row) => row.PieceRef.startsWith('F')).map((row) => row.PieceRef));
    const notes = new Set(sales.filter((row) => row.PieceRef.startsWith('A')).map((row) => row.PieceRef));
    const owed = sum(sales.filter((row) => row.PieceRef.startsWith('F') && (row.CompteNum === '411' || row.CompteNum === '4191')).map((row) => cents(row.Debit)));
    const givenBack = sum(sales.filter((row) => row.PieceRef.startsWith('A') && row.CompteNum === '411').map((row) => cents(row.Credit)));
    expect(summary.rates.length).toBeGreaterThanOrEqual(3);
    for (const grain of ['day', 'week', 'month']) {
      const revenue = await report('revenue', `from=${period.from}&to=${period.to}&grain=${grain}`);
      expect(revenue.grain).toBe(grain);
      expect(revenue.total.orders).toBe(invoices.size);
      expect(revenue.total.refunds).toBe(notes.size);
      expect(revenue.total.invoiced.total).toBe(owed);
      expect(revenue.total.credited.total).toBe(givenBack);
      expect(revenue.total.net).toEqual({ total: summary.due.total, base: summary.due.base });
      expect(revenue.total.invoiced).toEqual({ total: sum(summary.rates.map((r: any) => r.invoiced.total)), base: sum(summary.rates.map((r: any) => r.invoiced.base)) });
      expect(revenue.total.credited).toEqual({ total: sum(summary.rates.map((r: any) => r.credited.total)), base: sum(summary.rates.map((r: any) => r.credited.base)) });
      // The buckets cover the period without a gap, and add up to the total.
      expect(revenue.buckets[0].from).toBe(period.from);
      expect(revenue.buckets.at(-1).to).toBe(period.to);
      expect(sum(revenue.buckets.map((b: any) => b.figures.net.total))).toBe(revenue.total.net.total);
      expect(sum(revenue.buckets.map((b: any) => b.figures.orders))).toBe(revenue.total.orders);
    }
    const daily = await report('revenue', `from=${period.from}&to=${period.to}&grain=day`);
    expect(daily.buckets.map((b: any) => b.from)).toEqual(daily.buckets.map((b: any) => b.to));
    expect(daily.buckets).toHaveLength(3);
  });

  it('counts a day on its own: the invoice and credit note moved a week back are that day’s, not the period’s', async () => {
    const day = { from: data.early.day, to: data.early.day };
    const revenue = await report('revenue', `from=${day.from}&to=${day.to}&grain=day`);
    const summary = await vatSummary(day);
    expect(revenue.total.orders).toBe(1);
    expect(revenue.total.refunds).toBe(1);
    expect(revenue.total.credited.total).toBe(500);
    expect(revenue.total.net).toEqual({ total: summary.due.total, base: summary.due.base });
  });

  it('sets the same period of last year beside it, bucket by bucket', async () => {
    const { period } = data;
    const [moved] = await shop.db.select().from(order).where(eq(order.invoiceNumber, data.early.invoice));
    const day = parisDay(moved!.paidAt!);
    const lastYearDay = yearBefore(day);
    const at = new Date(parisDayStart(lastYearDay).getTime() + 10 * 3_600_000);
    await shop.db.update(order).set({ paidAt: at }).where(eq(order.id, moved!.id));
    const [note] = await shop.db.select().from(creditNote).where(eq(creditNote.number, data.early.creditNote));
    const noteAt = note!.issuedAt;
    await shop.db.update(creditNote).set({ issuedAt: at }).where(eq(creditNote.id, note!.id));
    try {
      const range = { from: day, to: period.to };
      const revenue = await report('revenue', `from=${range.from}&to=${range.to}&grain=day`);
      expect(revenue.lastYear).toEqual({ from: yearBefore(range.from), to: yearBefore(range.to) });
      const first = revenue.buckets[0];
      expect(first.lastYear.from).toBe(lastYearDay);
      expect(first.lastYear.figures.orders).toBe(1);
      expect(first.lastYear.figures.net.total).toBe(moved!.total - 500);
      expect(revenue.lastYearTotal.net).toEqual({ total: moved!.total - 500, base: (await vatSummary(revenue.lastYear)).due.base });
      expect(first.figures.orders).toBe(0);
    } finally {
      await shop.db.update(order).set({ paidAt: moved!.paidAt }).where(eq(order.id, moved!.id));
      await shop.db.update(creditNote).set({ issuedAt: sql`${noteAt.toISOString()}::timestamptz` }).where(eq(creditNote.id, note!.id));
    }
  });
});

describe('the wines report', () => {
  it('adds up, with the shipping fees, to the revenue report’s net total; bottles less those sent back', async () => {
    const { period } = data;
    const [wines, revenue, summary] = await Promise.all([report('wines', `from=${period.from}&to=${period.to}`), report('revenue', `from=${period.from}&to=${period.to}`), vatSummary(period)]);
    expect(wines.goods.net + wines.shipping.net).toBe(revenue.total.net.total);
    expect(wines.goods.net + wines.shipping.net).toBe(summary.due.total);
    expect(wines.goods.invoiced + wines.shipping.invoiced).toBe(revenue.total.invoiced.total);
    expect(wines.goods.credited + wines.shipping.credited).toBe(revenue.total.credited.total);
    expect(sum(wines.wines.map((w: any) => w.figures.revenue.net))).toBe(wines.goods.net);
    expect(wines.shipping.invoiced).toBeGreaterThan(0);
    // Best sellers first.
    const nets = wines.wines.map((w: any) => w.figures.revenue.net);
    expect(nets).toEqual([...nets].sort((a: number, b: number) => b - a));
    // The Henri 2020: the bottles of the period's invoices, less the two sent back.
    const henri = wines.wines.find((w: any) => w.year === 2020 && /Henri/i.test(w.name));
    const [{ bottles }] = (
      await shop.db.execute(sql`select sum(l.quantity)::int as bottles from order_line l join shop_order o on o.id = l.order_id
        where l.year = 2020 and l.product_id = ${henri.productId} and o.invoice_number is not null
        and o.paid_at >= ${parisDayStart(period.from).toISOString()}::timestamptz and o.paid_at < ${parisDayStart(dayAfter(period.to)).toISOString()}::timestamptz`)
    ).rows as { bottles: number }[];
    expect(henri.figures.quantity).toBe(bottles! - 2);
    // Each line after its share of the discount, as the invoice cuts it (invoiceParts).
    const [mixedRow] = await shop.db.select().from(order).where(eq(order.id, mixed.order.id));
    const mixedLines = await shop.db.select().from(orderLine).where(eq(orderLine.orderId, mixed.order.id)).orderBy(orderLine.id);
    const parts = invoiceParts(mixedLines.map((l) => ({ id: l.id, vatRate: l.vatRate, total: l.total, shipped: !l.isDematerialized })), chargesOf(mixedRow!));
    const boxLine = mixedLines.find((l) => l.name === 'Coffret trois bouteilles')!;
    const box = wines.wines.find((w: any) => w.name === 'Coffret trois bouteilles');
    expect(box.figures.revenue.net).toBe(parts.find((p) => p.key === `line:${boxLine.id}`)!.amount);
    expect(box.figures.revenue.net).toBeLessThan(1237);
    // The slowest sellers: on sale, fewest units first.
    expect(wines.slowest.length).toBeGreaterThan(0);
    const slow = wines.slowest.map((d: any) => d.quantity);
    expect(slow).toEqual([...slow].sort((a: number, b: number) => a - b));
  });
});

describe('the sales report', () => {
  it('splits the net revenue by delivery, totals the codes’ orders, and the gift cards used are the FEC’s 4191', async () => {
    const { period } = data;
    const [sales, revenue, rows] = await Promise.all([report('sales', `from=${period.from}&to=${period.to}`), report('revenue', `from=${period.from}&to=${period.to}`), fecRows(period)]);
    expect(sales.total.orders).toBe(revenue.total.orders);
    expect(sum(sales.delivery.map((d: any) => d.figures.revenue.net))).toBe(revenue.total.net.total);
    expect(sum(sales.delivery.map((d: any) => d.figures.revenue.credited))).toBe(revenue.total.credited.total);
    expect(sales.delivery.map((d: any) => d.deliveryType)).toEqual(expect.arrayContaining(['DELIVERY', 'NO_DELIVERY']));
    // Two codes, one order each; the one refunded whole nets nothing.
    const codes = Object.fromEntries(sales.codes.map((c: any) => [c.code, c.figures]));
    expect(codes.BIENVENUE10.orders).toBe(1);
    expect(codes.BIENVENUE10.discount).toBeGreaterThan(0);
    expect(codes.LIVRAISON.orders).toBe(1);
    expect(codes.LIVRAISON.revenue.net).toBe(0);
    // Gift cards: one sold (100 €), one spent on an invoice; what they paid is the FEC's 4191.
    expect(sales.giftCards.sold).toBe(1);
    expect(sales.giftCards.soldValue).toBe(10_000);
    expect(sales.giftCards.usedOrders).toBe(1);
    const giftAccount = sum(rows.filter((row) => row.JournalCode === 'VE' && row.CompteNum === '4191').map((row) => cents(row.Debit)));
    expect(sales.giftCards.used).toBe(giftAccount);
    expect(giftAccount).toBeGreaterThan(0);
  });
});

describe('the customers report', () => {
  it('counts new and returning customers, orders, basket and repeat rate as the invoices say', async () => {
    const { period } = data;
    const [customers, revenue] = await Promise.all([report('customers', `from=${period.from}&to=${period.to}&grain=day`), report('revenue', `from=${period.from}&to=${period.to}&grain=day`)]);
    // Read back independently, order by order.
    const invoiced = (await shop.db.select().from(order)).filter((o) => o.invoiceNumber && o.paidAt && parisDay(o.paidAt) <= period.to);
    const who = (o: (typeof invoiced)[number]) => (o.userId === null ? o.email.toLowerCase() : String(o.userId));
    const inPeriod = invoiced.filter((o) => parisDay(o.paidAt!) >= period.from);
    const people = new Set(inPeriod.map(who));
    const first = new Map<string, string>();
    for (const o of invoiced) if (!first.has(who(o)) || parisDay(o.paidAt!) < first.get(who(o))!) first.set(who(o), parisDay(o.paidAt!));
    const counts = Map.groupBy(invoiced, who);
    const fresh = [...people].filter((p) => first.get(p)! >= period.from).length;
    const repeating = [...people].filter((p) => counts.get(p)!.length >= 2).length;
    expect(customers.total.customers).toBe(people.size);
    expect(customers.total.new).toBe(fresh);
    expect(customers.total.returning).toBe(people.size - fresh);
    expect(customers.total.returning).toBeGreaterThan(0);
    expect(customers.total.repeating).toBe(repeating);
    expect(customers.total.repeatRate).toBeCloseTo(repeating / people.size, 10);
    expect(customers.total.orders).toBe(revenue.total.orders);
    expect(customers.total.invoiced).toBe(revenue.total.invoiced.total);
    expect(customers.total.averageBasket).toBe(Math.round(revenue.total.invoiced.total / revenue.total.orders));
    customers.buckets.forEach((bucket: any, i: number) => {
      expect(bucket.figures.orders).toBe(revenue.buckets[i].figures.orders);
      expect(bucket.figures.new + bucket.figures.returning).toBe(bucket.figures.customers);
    });
  });
});

describe('the stock report', () => {
  it('reads each declination’s units per week lately and the weeks its stock lasts', async () => {
    const stock = await report('stock', 'weeks=4');
    expect(stock.to).toBe(parisDay(shop.clock.now));
    expect(stock.weeks).toBe(4);
    const henri = await shop.db.execute(sql`select d.id, d.quantity from declination d where d.reference = ${HENRI}`);
    const { id, quantity } = henri.rows[0] as { id: number; quantity: number };
    const row = stock.declinations.find((d: any) => d.declinationId === id);
    // Expected: the invoiced lines of the declination, week by week back from today.
    const lines = (await shop.db.execute(sql`select l.quantity, o.paid_at from order_line l join shop_order o on o.id = l.order_id where l.declination_id = ${id} and o.invoice_number is not null`)).rows as { quantity: number; paid_at: Date | string }[];
    const weekOf = (at: Date | string) => Math.floor((Date.parse(`${parisDay(new Date(at))}T00:00:00Z`) - Date.parse(`${stock.from}T00:00:00Z`)) / (7 * 86_400_000));
    const expected = [0, 1, 2, 3].map((w) => sum(lines.filter((l) => weekOf(l.paid_at) === w).map((l) => l.quantity)));
    expect(row.sold).toEqual(expected);
    expect(expected[3]).toBeGreaterThan(0);
    expect(expected[2]).toBeGreaterThan(0);
    expect(row.stock).toBe(quantity);
    expect(row.perWeek).toBeCloseTo(sum(expected) / 4, 10);
    expect(row.weeksLeft).toBeCloseTo(quantity / (sum(expected) / 4), 10);
    const left = stock.declinations.map((d: any) => d.weeksLeft ?? Infinity);
    expect(left).toEqual([...left].sort((a: number, b: number) => a - b));
  });
});

describe('the reports', () => {
  it('are the estate’s: a customer gets 403, a visitor 401, a bad period or grain 400', async () => {
    const { period } = data;
    const customer = await signedIn(shop, 'CUSTOMER', 'curieux-des-chiffres@example.fr');
    for (const name of ['revenue', 'wines', 'sales', 'customers']) {
      const path = `/api/admin/reports/${name}?from=${period.from}&to=${period.to}`;
      expect((await shop.app.request(path, { headers: { cookie: customer } })).status, path).toBe(403);
      expect((await shop.app.request(path)).status, path).toBe(401);
      for (const query of [`from=${period.to}&to=${period.from}`, 'from=2026-02-30&to=2026-03-01', 'from=2020-01-01&to=2026-01-01', 'from=hier&to=demain', ...(name === 'revenue' || name === 'customers' ? [`from=${period.from}&to=${period.to}&grain=year`] : []), '']) {
        expect((await shop.app.request(`/api/admin/reports/${name}?${query}`, { headers: { cookie: data.admin } })).status, `${name} ${query}`).toBe(400);
      }
    }
    expect((await shop.app.request('/api/admin/reports/stock', { headers: { cookie: customer } })).status).toBe(403);
    expect((await shop.app.request('/api/admin/reports/stock')).status).toBe(401);
    for (const query of ['weeks=0', 'weeks=53', 'weeks=deux', 'weeks=2.5']) {
      expect((await shop.app.request(`/api/admin/reports/stock?${query}`, { headers: { cookie: data.admin } })).status, query).toBe(400);
    }
  });
});
