/**
 * The FEC (fichier des écritures comptables) as article A47 A-1 of the Livre des procédures fiscales
 * describes its flat file: a first line naming the 18 fields in their order, one line per entry
 * line, fields separated by a tab (a character no field holds: tabs and line breaks in a label
 * become spaces), lines ending CR LF, dates AAAAMMJJ, amounts with a decimal comma and no thousands
 * separator, characters in ISO 8859-15. Entries are numbered on one continuous sequence in the order
 * of their dates. Pure, unit-tested through the accountant's files tests (docs/rules.md).
 */

export const FEC_COLUMNS = [
  'JournalCode',
  'JournalLib',
  'EcritureNum',
  'EcritureDate',
  'CompteNum',
  'CompteLib',
  'CompAuxNum',
  'CompAuxLib',
  'PieceRef',
  'PieceDate',
  'EcritureLib',
  'Debit',
  'Credit',
  'EcritureLet',
  'DateLet',
  'ValidDate',
  'Montantdevise',
  'Idevise',
] as const;

export interface FecLine {
  account: string;
  accountLabel: string;
  /** The customer's own account under the customers' one, when the line is theirs. */
  auxiliary?: { number: string; label: string };
  /** Cents; one of debit and credit is 0. */
  debit: number;
  credit: number;
}

export interface FecEntry {
  journal: string;
  journalLabel: string;
  /** The estate's day (yyyy-mm-dd) the entry is booked on. */
  date: string;
  /** The document it comes from: an invoice, a credit note, a payment's reference. */
  piece: string;
  pieceDate: string;
  label: string;
  lines: FecLine[];
}

/** 'yyyy-mm-dd' → 'AAAAMMJJ'. */
export const fecDate = (day: string) => day.replaceAll('-', '');

/** Cents → '1234,56' (a minus sign never: debit and credit are both positive). */
export function fecAmount(cents: number): string {
  if (!Number.isInteger(cents) || cents < 0) throw new RangeError('An FEC amount is a whole number of cents, not negative');
  return `${Math.trunc(cents / 100)},${String(cents % 100).padStart(2, '0')}`;
}

/** A field with nothing that could pass for the separator or the end of a line. */
const field = (text: string) => text.replace(/[\t\r\n]+/g, ' ').trim();

const sum = (amounts: number[]) => amounts.reduce((total, amount) => total + amount, 0);

/** Whether the entry's debits equal its credits. */
export const isBalanced = (entry: FecEntry) => sum(entry.lines.map((line) => line.debit)) === sum(entry.lines.map((line) => line.credit));

/** The entries in the order the file numbers them: by day, then journal, then document. */
export function inFileOrder(entries: FecEntry[]): FecEntry[] {
  return [...entries].sort((a, b) => a.date.localeCompare(b.date) || a.journal.localeCompare(b.journal) || a.piece.localeCompare(b.piece, 'en', { numeric: true }));
}

/** The file's text: the field names, then every line of every entry, numbered 1, 2, 3… without a gap. */
export function fecText(entries: FecEntry[]): string {
  const rows: string[][] = [[...FEC_COLUMNS]];
  inFileOrder(entries).forEach((entry, index) => {
    if (!isBalanced(entry)) throw new RangeError(`The entry of ${entry.piece} is not balanced`);
    for (const line of entry.lines) {
      rows.push([
        entry.journal,
        entry.journalLabel,
        String(index + 1),
        fecDate(entry.date),
        line.account,
        line.accountLabel,
        line.auxiliary?.number ?? '',
        line.auxiliary?.label ?? '',
        entry.piece,
        fecDate(entry.pieceDate),
        entry.label,
        fecAmount(line.debit),
        fecAmount(line.credit),
        '',
        '',
        fecDate(entry.date),
        '',
        '',
      ].map(field));
    }
  });
  return rows.map((cells) => cells.join('\t')).join('\r\n') + '\r\n';
}

/** '<SIREN>FEC<AAAAMMJJ>.txt': the SIREN is the SIRET's first 9 digits, the date the period's last day. */
export function fecFileName(siret: string | null | undefined, lastDay: string): string {
  const siren = (siret ?? '').replace(/\D/g, '').slice(0, 9);
  return `${siren || '000000000'}FEC${fecDate(lastDay)}.txt`;
}

/** The characters of ISO 8859-15 that ISO 8859-1 puts elsewhere (the euro sign, Œ, Š, Ž, Ÿ…). */
const LATIN9: Record<string, number> = { '€': 0xa4, Š: 0xa6, š: 0xa8, Ž: 0xb4, ž: 0xb8, Œ: 0xbc, œ: 0xbd, Ÿ: 0xbe };
/** The positions ISO 8859-15 gives to the characters above: their ISO 8859-1 ones are not there. */
const TAKEN = new Set([0xa4, 0xa6, 0xa8, 0xb4, 0xb8, 0xbc, 0xbd, 0xbe]);
/** Typography French text uses that ISO 8859-15 lacks, written with its nearest character. */
const PLAIN: Record<string, string> = { '’': "'", '‘': "'", '“': '"', '”': '"', '–': '-', '—': '-', '…': '...', '\u202f': ' ' };

/** The text in ISO 8859-15, as the FEC's characters must be; a character it has no place for becomes '?'. */
export function latin9(text: string): Uint8Array<ArrayBuffer> {
  const bytes: number[] = [];
  for (const char of text) {
    const plain = PLAIN[char] ?? char;
    for (const c of plain) {
      const code = c.codePointAt(0)!;
      if (LATIN9[c] !== undefined) bytes.push(LATIN9[c]);
      else if (code < 0x100 && !TAKEN.has(code)) bytes.push(code);
      else bytes.push(0x3f);
    }
  }
  return Uint8Array.from(bytes);
}
