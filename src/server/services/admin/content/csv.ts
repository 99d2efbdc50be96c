// A table as a CSV file the owner opens in a spreadsheet. French spreadsheets read ';' as the
// column separator and need the byte-order mark to read accents; a cell starting with = + - @
// would be run as a formula by the spreadsheet, so it is quoted as text with a leading apostrophe.

const formulaStart = /^[=+\-@\t\r]/;

function cell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && formulaStart.test(text)) text = `'${text}`;
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: string[], rows: (string | number | null | undefined)[][]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(cell).join(';')).join('\r\n')}\r\n`;
}
