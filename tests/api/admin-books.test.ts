import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import { dayAfter, parisDayStart } from '~/lib/dates';
import { creditNote, order, orderRefund } from '~/server/db/schema';
import { seedBooks, type BooksData } from './books-data';
import { cents, expectFecStructure, readFec, sum } from './fec-support';
import { signedIn } from './catalogue-fixtures';
import { startTestShop, type TestShop } from './harness';

// The accountant's files of a period: a shop's worth of orders (discount codes, a gift card bought
// then spent, part and whole refunds, a return refunded), then the FEC checked against every
// structural rule of article A47 A-1 and against the invoices and credit notes, the CSVs read back,
// and the VAT summary against the FEC's VAT lines.

const SIREN = '412587966';

let shop: TestShop;
let admin: string;
/** A period around the shop's day, wide enough that a run across midnight changes nothing. */
let period: BooksData['period'];
/** An invoice and a credit note moved back in time, outside `period`. */
let early: BooksData['early'];

beforeAll(async () => {
  shop = await startTestShop();
  ({ admin, period, early } = await seedBooks(shop));
}, 120_000);
afterAll(() => shop.close());

const fec = (range = period) => readFec(shop, admin, range);

describe('the FEC', () => {
  it('follows the text: its name, 18 fields in order, dates in the period, entries numbered without a gap, each one and each journal balanced', async () => {
    const file = await fec();
    const { answer, rows } = file;
    expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="${SIREN}FEC${period.to.replaceAll('-', '')}.txt"`);
    expect(rows.length).toBeGreaterThan(20);
    expectFecStructure(file, period);
    expect([...new Set(rows.map((row) => row.JournalCode))].sort()).toEqual(['BQ', 'VE']);
    // The moved invoice and credit note are left out, and found in a period of their own day.
    expect(rows.some((row) => row.PieceRef === early.invoice || row.PieceRef === early.creditNote)).toBe(false);
    const own = await fec({ from: early.day, to: early.day });
    expect(own.rows.filter((row) => row.JournalCode === 'VE').map((row) => row.PieceRef).sort()).toEqual(expect.arrayContaining([early.invoice, early.creditNote]));
  });

  it('totals the invoices and credit notes of the period, posts revenue, delivery, VAT, gift cards and the bank on the owner’s accounts', async () => {
    const { rows } = await fec();
    const start = parisDayStart(period.from);
    const end = parisDayStart(dayAfter(period.to));
    const invoices = await shop.db.select().from(order).where(and(isNotNull(order.invoiceNumber), gte(order.paidAt, start), lt(order.paidAt, end)));
    const notes = await shop.db.select().from(creditNote).where(and(gte(creditNote.issuedAt, start), lt(creditNote.issuedAt, end)));
    // The part refund, the whole refund and the return's (the fourth was moved a week back).
    expect(notes.length).toBe(3);
    const sales = rows.filter((row) => row.JournalCode === 'VE');
    const invoiceRows = sales.filter((row) => row.PieceRef.startsWith('F'));
    const noteRows = sales.filter((row) => row.PieceRef.startsWith('A'));
    expect(new Set(invoiceRows.map((row) => row.PieceRef))).toEqual(new Set(invoices.map((i) => i.invoiceNumber)));
    expect(new Set(noteRows.map((row) => row.PieceRef))).toEqual(new Set(notes.map((n) => n.number)));
    // What the customers owe (and what gift cards settled) is the invoices' total; what credit notes give back, theirs.
    const owed = invoiceRows.filter((row) => row.CompteNum === '411' || row.CompteNum === '4191');
    expect(sum(owed.map((row) => cents(row.Debit)))).toBe(sum(invoices.map((i) => i.total)));
    expect(sum(invoiceRows.filter((row) => row.CompteNum === '4191').map((row) => cents(row.Debit)))).toBe(sum(invoices.map((i) => i.giftCardTotal)));
    expect(sum(invoiceRows.filter((row) => row.CompteNum === '4191').map((row) => cents(row.Debit)))).toBeGreaterThan(0);
    expect(sum(noteRows.filter((row) => row.CompteNum === '411').map((row) => cents(row.Credit)))).toBe(sum(notes.map((n) => n.amount)));
    expect(invoiceRows.some((row) => row.CompteNum === '7085' && cents(row.Credit) > 0)).toBe(true);
    expect(invoiceRows.some((row) => row.CompteNum === '7071')).toBe(true);
    expect(invoiceRows.some((row) => row.CompteNum === '445711')).toBe(true);
    expect(rows.find((row) => row.CompteNum === '411')?.CompAuxNum).toMatch(/^C/);
    // The bank: every card payment in, every refund the provider gave out.
    const bank = rows.filter((row) => row.JournalCode === 'BQ');
    // The refund of the invoice moved back was decided today: the bank gives it back in the period, its credit note stays a week back.
    const refunds = await shop.db.select().from(orderRefund).where(and(gte(orderRefund.createdAt, start), lt(orderRefund.createdAt, end)));
    expect(sum(refunds.map((r) => r.amount))).toBe(sum(notes.map((n) => n.amount)) + 500);
    expect(sum(bank.filter((row) => row.CompteNum === '512').map((row) => cents(row.Credit)))).toBe(sum(refunds.map((r) => r.amount)));
    expect(sum(bank.filter((row) => row.CompteNum === '512').map((row) => cents(row.Debit)))).toBe(sum(invoices.map((i) => i.total - i.giftCardTotal)));
  });

  it('posts on the accounts the owner sets', async () => {
    const set = (value: string) => shop.put('/admin/parameter/ACCOUNT_BANK', { value }, { cookie: admin });
    const saved = await set('5121');
    if (saved.status !== 200) throw new Error(`parameter refused: ${saved.json.message}`);
    try {
      const { rows } = await fec();
      expect(rows.some((row) => row.CompteNum === '5121')).toBe(true);
      expect(rows.some((row) => row.CompteNum === '512')).toBe(false);
    } finally {
      await set('512');
    }
  });

  it('is the estate’s: a customer gets 403, a visitor 401, a bad period 400', async () => {
    const customer = await signedIn(shop, 'CUSTOMER', 'curieux-des-comptes@example.fr');
    for (const path of [`/api/admin/books/fec?from=${period.from}&to=${period.to}`, `/api/admin/books/vat?from=${period.from}&to=${period.to}`, `/api/admin/books/csv/orders?from=${period.from}&to=${period.to}`]) {
      expect((await shop.app.request(path, { headers: { cookie: customer } })).status, path).toBe(403);
      expect((await shop.app.request(path)).status, path).toBe(401);
    }
    for (const query of [`from=${period.to}&to=${period.from}`, 'from=2026-02-30&to=2026-03-01', 'from=2020-01-01&to=2026-01-01', 'from=hier&to=demain', '']) {
      expect((await shop.app.request(`/api/admin/books/fec?${query}`, { headers: { cookie: admin } })).status, query).toBe(400);
    }
  });
});

describe('the VAT summary', () => {
  it('equals the FEC’s VAT lines, rate by rate', async () => {
    const summary = (await shop.get(`/admin/books/vat?from=${period.from}&to=${period.to}`, { cookie: admin })).json.data;
    const { rows } = await fec();
    const vatRows = rows.filter((row) => row.CompteNum.startsWith('4457'));
    const at20 = summary.rates.find((r: any) => r.rate === 2000);
    expect(at20.credited.vat).toBeGreaterThan(0);
    expect(sum(vatRows.filter((row) => row.CompteNum === '445711').map((row) => cents(row.Credit) - cents(row.Debit)))).toBe(at20.due.vat);
    expect(sum(vatRows.map((row) => cents(row.Credit) - cents(row.Debit)))).toBe(summary.due.vat);
    for (const rate of summary.rates) {
      expect(rate.due).toEqual({ base: rate.invoiced.base - rate.credited.base, vat: rate.invoiced.vat - rate.credited.vat, total: rate.invoiced.total - rate.credited.total });
    }
  });
});

/** A CSV read back as a spreadsheet would: the byte-order mark, ';' between fields, quoted fields. */
function parseCsv(text: string): string[][] {
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 1; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') (cell += '"'), i++;
      else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ';') row.push(cell), (cell = '');
    else if (c === '\r' && text[i + 1] === '\n') row.push(cell), rows.push(row), (row = []), (cell = ''), i++;
    else cell += c;
  }
  return rows;
}

describe('the CSVs', () => {
  it('open as they are: the orders, their lines and their payments of the period, amounts with a decimal comma', async () => {
    const start = parisDayStart(period.from);
    const end = parisDayStart(dayAfter(period.to));
    const placed = await shop.db.select().from(order).where(and(gte(order.createdAt, start), lt(order.createdAt, end)));
    const get = async (file: string, lang = 'fr_FR') => {
      const answer = await shop.app.request(`/api/admin/books/csv/${file}?from=${period.from}&to=${period.to}&lang=${lang}`, { headers: { cookie: admin } });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      // Read with its byte-order mark, which answer.text() would drop.
      return parseCsv(new TextDecoder('utf-8', { ignoreBOM: true }).decode(await answer.arrayBuffer()));
    };
    const [header, ...orders] = await get('orders');
    expect(header.slice(0, 3)).toEqual(['Commande', 'Passée le', 'Statut']);
    expect(orders.map((row) => row[0]).sort()).toEqual(placed.map((o) => o.number).sort());
    expect(new Set(orders.map((row) => row.length))).toEqual(new Set([header.length]));
    const totalColumn = header.indexOf('Total TTC');
    expect(sum(orders.map((row) => cents(row[totalColumn]!)))).toBe(sum(placed.map((o) => o.total)));
    expect(orders.some((row) => row[header.indexOf('Code de réduction')] === 'BIENVENUE10')).toBe(true);

    const [lineHeader, ...lines] = await get('lines', 'en_US');
    expect(lineHeader[0]).toBe('Order');
    expect(new Set(lines.map((row) => row[0]))).toEqual(new Set(placed.map((o) => o.number)));
    const [, ...payments] = await get('payments');
    expect(payments.length).toBeGreaterThanOrEqual(placed.filter((o) => o.total > o.giftCardTotal && o.paidAt).length);

    // The VAT per rate as a spreadsheet: the summary's figures.
    const summary = (await shop.get(`/admin/books/vat?from=${period.from}&to=${period.to}`, { cookie: admin })).json.data;
    const [vatHeader, ...vat] = await get('vat');
    expect(vatHeader).toEqual(['Taux de TVA (%)', 'Facturé HT', 'TVA facturée', 'Facturé TTC', 'Avoirs HT', 'TVA des avoirs', 'Avoirs TTC', 'Net HT', 'TVA due', 'Net TTC']);
    expect(vat.map((row) => [row[0], cents(row[8]!)])).toEqual(summary.rates.map((r: any) => [`${r.rate / 100},00`, r.due.vat]));
  });
});

describe('the period', () => {
  it('counts a credit note issued in it for an invoice of an earlier period', async () => {
    const ids = (await shop.db.select({ id: order.id }).from(order).where(inArray(order.invoiceNumber, [early.invoice]))).map((r) => r.id);
    const [later] = await shop.db.update(creditNote).set({ issuedAt: shop.clock.now }).where(eq(creditNote.orderId, ids[0]!)).returning();
    try {
      const { rows } = await fec();
      expect(rows.filter((row) => row.PieceRef === later.number).length).toBeGreaterThan(0);
      expect(rows.some((row) => row.PieceRef === early.invoice)).toBe(false);
    } finally {
      await shop.db.update(creditNote).set({ issuedAt: sql`${parisDayStart(early.day)}` }).where(eq(creditNote.id, later.id));
    }
  });
});
