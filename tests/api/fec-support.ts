import { expect } from 'vitest';
import { FEC_COLUMNS } from '~/lib/rules/fec';
import type { TestShop } from './harness';

// The FEC read back and checked as the accountant's software would: the rules of article A47 A-1
// of the Livre des procédures fiscales that hold for any period (docs/rules.md#law).

export type FecRow = Record<(typeof FEC_COLUMNS)[number], string>;
export interface Period {
  from: string;
  to: string;
}

export const sum = (amounts: number[]) => amounts.reduce((total, amount) => total + amount, 0);

/** "1234,56" → 123456: the FEC's amounts, a decimal comma and always two decimals. */
export function cents(amount: string) {
  expect(amount).toMatch(/^\d+,\d{2}$/);
  const [euros, rest] = amount.split(',');
  return Number(euros) * 100 + Number(rest);
}

/** The FEC of a period as the owner downloads it, its bytes read back as ISO 8859-15. */
export async function readFec(shop: TestShop, admin: string, range: Period) {
  const answer = await shop.app.request(`/api/admin/books/fec?from=${range.from}&to=${range.to}`, { headers: { cookie: admin } });
  expect(answer.status).toBe(200);
  const text = new TextDecoder('latin1').decode(await answer.arrayBuffer());
  const [header, ...lines] = text.split('\r\n');
  expect(lines.pop()).toBe('');
  return {
    answer,
    header: header!.split('\t'),
    rows: lines.map((line) => line.split('\t')).map((cells) => Object.fromEntries(FEC_COLUMNS.map((c, i) => [c, cells[i]])) as FecRow),
    widths: lines.map((line) => line.split('\t').length),
  };
}

/**
 * The structural rules: 18 fields in order, dates of the period, one of debit and credit per line,
 * entries numbered 1, 2, 3… in date order, each entry one journal, piece and day, each entry and
 * each journal balanced.
 */
export function expectFecStructure({ header, rows, widths }: Awaited<ReturnType<typeof readFec>>, period: Period) {
  expect(header).toEqual([...FEC_COLUMNS]);
  if (widths.length) expect(new Set(widths)).toEqual(new Set([18]));
  const day = (d: string) => d.replaceAll('-', '');
  for (const row of rows) {
    expect(row.EcritureDate >= day(period.from) && row.EcritureDate <= day(period.to), row.EcritureDate).toBe(true);
    expect(row.ValidDate).toMatch(/^\d{8}$/);
    expect(row.PieceDate).toMatch(/^\d{8}$/);
    expect(row.CompteNum).toMatch(/^\d{3}/);
    expect([row.Debit, row.Credit].filter((a) => cents(a) > 0)).toHaveLength(1);
  }
  const numbers = [...new Set(rows.map((row) => Number(row.EcritureNum)))];
  expect(numbers).toEqual(numbers.map((_, index) => index + 1));
  expect(rows.map((row) => Number(row.EcritureNum))).toEqual([...rows.map((row) => Number(row.EcritureNum))].sort((a, b) => a - b));
  expect(rows.map((row) => row.EcritureDate)).toEqual([...rows.map((row) => row.EcritureDate)].sort());
  for (const entry of Map.groupBy(rows, (row) => row.EcritureNum).values()) {
    expect(new Set(entry.map((row) => `${row.JournalCode} ${row.PieceRef} ${row.EcritureDate}`)).size).toBe(1);
    expect(sum(entry.map((row) => cents(row.Debit)))).toBe(sum(entry.map((row) => cents(row.Credit))));
  }
  for (const journal of Map.groupBy(rows, (row) => row.JournalCode).values()) {
    expect(sum(journal.map((row) => cents(row.Debit)))).toBe(sum(journal.map((row) => cents(row.Credit))));
  }
}

/**
 * What the sales journal says of a period: its invoices and credit notes, what customers owe (and
 * gift cards settled) on the invoices, what the credit notes give back, the VAT due.
 */
export function salesOf(rows: FecRow[]) {
  const sales = rows.filter((row) => row.JournalCode === 'VE');
  const invoiceRows = sales.filter((row) => row.PieceRef.startsWith('F'));
  const noteRows = sales.filter((row) => row.PieceRef.startsWith('A'));
  return {
    invoices: new Set(invoiceRows.map((row) => row.PieceRef)),
    notes: new Set(noteRows.map((row) => row.PieceRef)),
    owed: sum(invoiceRows.filter((row) => row.CompteNum === '411' || row.CompteNum === '4191').map((row) => cents(row.Debit))),
    givenBack: sum(noteRows.filter((row) => row.CompteNum === '411').map((row) => cents(row.Credit))),
    vat: sum(sales.filter((row) => row.CompteNum.startsWith('4457')).map((row) => cents(row.Credit) - cents(row.Debit))),
  };
}
