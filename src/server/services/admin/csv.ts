// Every spreadsheet the shop hands out is written here (RFC 4180): a field is quoted when it holds
// a quote, a line break or the separator, quotes doubled, lines ending CRLF, UTF-8 with a
// byte-order mark so that Excel reads the accents right.

const BOM = '\uFEFF';

/**
 * What a spreadsheet may read as the start of a formula: =, +, -, @, a tab or a carriage return.
 * Every such cell is written as text with a leading apostrophe, whatever follows: "-1+1+HYPERLINK(…)"
 * or "+ 1+…" are formulas as much as "=…", and a name or an e-mail address a visitor typed must never
 * become a command on the owner's computer (CSV injection). A number the shop computed itself is
 * written as a number.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** The separators the shop writes: French spreadsheets read a semicolon, English ones a comma. */
export type CsvSeparator = ';' | ',';

/** An amount the shop computed, in cents: written in euros with a decimal comma, as a French spreadsheet reads a number. */
export interface CsvAmount {
  cents: number;
}

/** Cents as a cell of euros: 123456 → 1234,56 and -1234 → -12,34 (a number the spreadsheet adds up, not text). */
export const csvAmount = (cents: number): CsvAmount => ({ cents });

export type CsvValue = string | number | CsvAmount | null | undefined;

/** One cell as it stands in the file, between the separators. */
export function csvCell(value: CsvValue, separator: CsvSeparator = ';'): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'object') {
    const whole = Math.abs(value.cents);
    return `${value.cents < 0 ? '-' : ''}${Math.trunc(whole / 100)},${String(whole % 100).padStart(2, '0')}`;
  }
  const text = String(value);
  const harmless = FORMULA_START.test(text) ? `'${text}` : text;
  const needsQuotes = harmless.includes('"') || harmless.includes('\r') || harmless.includes('\n') || harmless.includes(separator);
  return needsQuotes ? `"${harmless.replaceAll('"', '""')}"` : harmless;
}

/**
 * The file's text. French spreadsheets expect a semicolon between fields (the comma is their
 * decimal mark); English ones a comma.
 */
export function toCsv(header: string[], rows: CsvValue[][], separator: CsvSeparator = ';'): string {
  return BOM + [header, ...rows].map((cells) => cells.map((cell) => csvCell(cell, separator)).join(separator)).join('\r\n') + '\r\n';
}
