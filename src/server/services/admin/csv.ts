// Spreadsheets the back office hands out (RFC 4180): every field quoted, quotes doubled, lines
// ending CRLF, UTF-8 with a byte-order mark so that Excel reads the accents right.

const BOM = '\uFEFF';

/**
 * A cell a spreadsheet would run as a formula (=, @, or + and - not starting a number) is kept as
 * text with a leading apostrophe: a customer's name must not become a command (CSV injection).
 */
function harmless(text: string): string {
  return /^[=@\t\r]|^[+-](?![\d\s]|$)/.test(text) ? `'${text}` : text;
}

function field(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '""';
  return `"${harmless(String(value)).replaceAll('"', '""')}"`;
}

/**
 * The file's text. French spreadsheets expect a semicolon between fields (the comma is their
 * decimal mark); English ones a comma.
 */
export function toCsv(header: string[], rows: (string | number | null | undefined)[][], separator: ';' | ','): string {
  return BOM + [header, ...rows].map((cells) => cells.map(field).join(separator)).join('\r\n') + '\r\n';
}
