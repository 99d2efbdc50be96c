import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvAmount, csvCell, toCsv } from '~/server/services/admin/csv';

// Every spreadsheet the back office hands out goes through one writer: what a customer typed stays
// text in the owner's spreadsheet, and comes back out of the file exactly as written.

/** What a spreadsheet takes for the start of a formula (OWASP's list). */
const FORMULA_TRIGGERS = ['=', '+', '-', '@', '\t', '\r'];

/**
 * A reader of RFC 4180 written apart from the writer: fields between separators, a quoted field
 * with its doubled quotes, lines ending CRLF, the byte-order mark dropped.
 */
function parseCsv(text: string, separator: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let i = text.startsWith('\uFEFF') ? 1 : 0;
  let quoted = false;
  while (i < text.length) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 2;
      } else if (char === '"') {
        quoted = false;
        i += 1;
      } else {
        field += char;
        i += 1;
      }
    } else if (char === '"' && field === '') {
      quoted = true;
      i += 1;
    } else if (char === '"') {
      throw new Error(`a quote inside an unquoted field at ${i}`);
    } else if (char === separator) {
      row.push(field);
      field = '';
      i += 1;
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += 2;
    } else if (char === '\r' || char === '\n') {
      throw new Error(`a bare line break in an unquoted field at ${i}`);
    } else {
      field += char;
      i += 1;
    }
  }
  if (quoted) throw new Error('a quoted field never closed');
  if (field !== '' || row.length > 0) throw new Error('the last line does not end with CRLF');
  return rows;
}

/** Text as a visitor may type it: anything, and often what a spreadsheet would run. */
const typed = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.tuple(fc.constantFrom(...FORMULA_TRIGGERS, ' ', '"', "'"), fc.string({ unit: 'binary', maxLength: 30 })).map(([start, rest]) => start + rest),
  fc.constantFrom('-1+1+HYPERLINK("http://evil.test","x")', '+ 1+cmd|" /C calc"!A0', '=SUM(A1:A2)', '@SUM(1)', '\t=1', '\r=1', 'a;b,c"d\r\ne'),
);

/** What the owner's spreadsheet shows: the text, with an apostrophe before what would run. */
const shown = (text: string) => (FORMULA_TRIGGERS.some((trigger) => text.startsWith(trigger)) ? `'${text}` : text);

describe('a CSV cell', () => {
  it('never starts with a formula trigger, and reads back as the text (an apostrophe before a formula)', () => {
    fc.assert(
      fc.property(typed, fc.constantFrom(';' as const, ',' as const), (text, separator) => {
        const cell = csvCell(text, separator);
        const content = cell.startsWith('"') ? cell.slice(1) : cell;
        expect(FORMULA_TRIGGERS.some((trigger) => content.startsWith(trigger))).toBe(false);
        expect(parseCsv(`${cell}\r\n`, separator)).toEqual([[shown(text)]]);
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps the formulas a loose rule let through as text', () => {
    expect(csvCell('-1+1+HYPERLINK("http://evil.test","Cliquez")')).toBe(`"'-1+1+HYPERLINK(""http://evil.test"",""Cliquez"")"`);
    expect(csvCell('+ 1+1')).toBe("'+ 1+1");
    expect(csvCell('-5')).toBe("'-5");
    expect(csvCell('\t=1')).toBe("'\t=1");
    // A figure the shop computed is a number, not a visitor's text: a negative amount too (a VAT
    // summary's month of more credit notes than invoices), which a spreadsheet must add up.
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(csvAmount(-1234))).toBe('-12,34');
    expect(csvCell(csvAmount(123456))).toBe('1234,56');
    expect(csvCell(csvAmount(-7))).toBe('-0,07');
    expect(csvCell(csvAmount(0))).toBe('0,00');
    expect(csvCell(null)).toBe('');
  });
});

describe('a CSV file', () => {
  it('reads back as its rows, with either separator', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(typed, { minLength: 3, maxLength: 3 }), { maxLength: 5 }),
        fc.constantFrom(';' as const, ',' as const),
        (rows, separator) => {
          const text = toCsv(['a', 'b', 'c'], rows, separator);
          expect(text.startsWith('\uFEFF')).toBe(true);
          expect(parseCsv(text, separator)).toEqual([['a', 'b', 'c'], ...rows.map((row) => row.map(shown))]);
        },
      ),
    );
  });
});
