import { a4Document, colour, drawFooters, CONTENT, font, MARGIN, PAGE, type Doc } from '../pdf/a4';
import type { FontName } from '../pdf/fonts';
import type { InvoiceContent } from './invoice-content';

// The invoice on A4 with PDFKit, in the technical sheet's typeface and colours: the estate and the
// invoice's references at the top, seller and buyer, the lines in a table that flows onto more
// pages when long, the VAT per rate beside the totals, the payment and the legal notices, and a
// footer on every page.

const FOOTER = 40;
/** The invoice's references (number, dates) at the top right. */
const FACTS_WIDTH = 200;

interface Column {
  x: number;
  width: number;
}

/** The lines' columns: label, quantity, VAT rate, unit price without and with VAT, total (x offsets and widths; text keeps 8 pt clear of the next column). */
const COLUMNS = {
  label: { x: 0, width: 200 },
  quantity: { x: 200, width: 30 },
  vatRate: { x: 238, width: 42 },
  unitPriceExcludingVat: { x: 288, width: 62 },
  unitPrice: { x: 358, width: 62 },
  total: { x: 428, width: CONTENT - 428 },
} satisfies Record<string, Column>;

/** The totals' block on the right, and the VAT table that fills the room on its left. */
const TOTALS_WIDTH = 230;
const VAT_WIDTH = CONTENT - TOTALS_WIDTH - 24;
const VAT_COLUMNS = {
  rate: { x: 0, width: 52 },
  base: { x: 52, width: 62 },
  vat: { x: 114, width: 54 },
  total: { x: 168, width: VAT_WIDTH - 168 },
} satisfies Record<string, Column>;

const bottomLimit = () => PAGE.height - MARGIN - FOOTER;

function header(doc: Doc, content: InvoiceContent): number {
  const top = MARGIN - 10;
  let x = MARGIN;
  if (content.estate.emblem) {
    doc.image(Buffer.from(content.estate.emblem), x, top, { width: 46, height: 46 });
    x += 60;
  }
  // The estate's block stops short of the invoice's references on the right.
  const width = MARGIN + CONTENT - FACTS_WIDTH - 16 - x;
  font(doc, 'semibold', 12.5).fillColor(colour.primary).text(content.estate.name.toUpperCase(), x, top + 4, { width, characterSpacing: 1.4 });
  font(doc, 'regular', 7.6).fillColor(colour.muted).text(content.estate.lines.join('\n'), x, doc.y + 3, { width, lineGap: 1.2 });
  const estateBottom = doc.y;
  font(doc, 'bold', 18).fillColor(colour.ink).text(content.heading.toUpperCase(), MARGIN, top + 2, { width: CONTENT, align: 'right', characterSpacing: 2 });
  let y = top + 30;
  for (const fact of content.facts) {
    font(doc, 'regular', 8).fillColor(colour.muted).text(fact.label, MARGIN + CONTENT - FACTS_WIDTH, y, { width: 95, lineBreak: false });
    font(doc, 'semibold', 8).fillColor(colour.ink).text(fact.value, MARGIN + CONTENT - 105, y, { width: 105, align: 'right', lineBreak: false });
    y += 13;
  }
  const rule = Math.max(estateBottom, y) + 14;
  doc.moveTo(MARGIN, rule).lineTo(MARGIN + CONTENT, rule).lineWidth(1.2).strokeColor(colour.primary).stroke();
  return rule + 18;
}

function parties(doc: Doc, content: InvoiceContent, top: number): number {
  const width = (CONTENT - 24) / 2;
  let bottom = top;
  content.parties.forEach((party, index) => {
    const x = MARGIN + index * (width + 24);
    font(doc, 'semibold', 7.6).fillColor(colour.primary).text(party.title.toUpperCase(), x, top, { width, characterSpacing: 1.2 });
    doc.rect(x, doc.y + 2, 16, 1.6).fill(colour.accent);
    font(doc, 'regular', 9).fillColor(colour.ink).text(party.lines.join('\n'), x, doc.y + 9, { width, lineGap: 1.5 });
    bottom = Math.max(bottom, doc.y);
  });
  return bottom + 22;
}

/**
 * A table's heading row on a tinted band, its labels in small capitals, on two lines where a
 * column is too narrow for one ('Unit excl. VAT'); answers where the rows start.
 */
function headingRow(doc: Doc, left: number, width: number, cells: { text: string; column: Column; align: 'left' | 'right' }[], y: number): number {
  const options = (cell: (typeof cells)[number]) => ({ width: cell.column.width - 8, align: cell.align, characterSpacing: 0.6, lineGap: 0.5 });
  const height = Math.max(...cells.map((cell) => font(doc, 'semibold', 7).heightOfString(cell.text.toUpperCase(), options(cell))));
  doc.rect(left, y, width, height + 12).fill(colour.panel);
  for (const cell of cells) {
    const x = left + cell.column.x + (cell.align === 'left' ? 8 : 0);
    // Shorter labels sit on the band's last line, as figures sit under them.
    const own = font(doc, 'semibold', 7).heightOfString(cell.text.toUpperCase(), options(cell));
    doc.fillColor(colour.primary).text(cell.text.toUpperCase(), x, y + 6 + height - own, options(cell));
  }
  return y + height + 18;
}

function tableHeader(doc: Doc, content: InvoiceContent, y: number): number {
  const { columns } = content;
  return headingRow(
    doc,
    MARGIN,
    CONTENT,
    [
      { text: columns.label, column: COLUMNS.label, align: 'left' },
      { text: columns.quantity, column: COLUMNS.quantity, align: 'right' },
      { text: columns.vatRate, column: COLUMNS.vatRate, align: 'right' },
      { text: columns.unitPriceExcludingVat, column: COLUMNS.unitPriceExcludingVat, align: 'right' },
      { text: columns.unitPrice, column: COLUMNS.unitPrice, align: 'right' },
      { text: columns.total, column: COLUMNS.total, align: 'right' },
    ],
    y,
  );
}

function lines(doc: Doc, content: InvoiceContent, top: number): number {
  let y = tableHeader(doc, content, top);
  for (const line of content.lines) {
    const labelOptions = { width: COLUMNS.label.width - 8, lineGap: 1 };
    const height = font(doc, 'medium', 9).heightOfString(line.label, labelOptions) + (line.detail ? 11 : 0);
    if (y + height + 8 > bottomLimit()) {
      doc.addPage();
      y = tableHeader(doc, content, MARGIN);
    }
    font(doc, 'medium', 9).fillColor(colour.ink).text(line.label, MARGIN + 8, y, labelOptions);
    if (line.detail) font(doc, 'regular', 7.4).fillColor(colour.muted).text(line.detail, MARGIN + 8, doc.y + 1, { ...labelOptions, lineBreak: false });
    const figure = (text: string, column: Column, name: FontName = 'regular', ink = colour.ink) =>
      font(doc, name, 9).fillColor(ink).text(text, MARGIN + column.x, y, { width: column.width - 8, align: 'right', lineBreak: false });
    figure(line.quantity, COLUMNS.quantity);
    figure(line.vatRate, COLUMNS.vatRate, 'regular', colour.muted);
    figure(line.unitPriceExcludingVat, COLUMNS.unitPriceExcludingVat, 'regular', colour.muted);
    figure(line.unitPrice, COLUMNS.unitPrice);
    figure(line.total, COLUMNS.total, 'semibold');
    y += height + 6;
    doc.moveTo(MARGIN, y).lineTo(MARGIN + CONTENT, y).lineWidth(0.5).strokeColor(colour.hairline).stroke();
    y += 6;
  }
  return y;
}

/** The VAT per rate, on the left under the lines: rate, base without VAT, VAT, amount with VAT. */
function vatTable(doc: Doc, content: InvoiceContent, top: number): number {
  const { vat } = content;
  font(doc, 'semibold', 7.6).fillColor(colour.primary).text(vat.title.toUpperCase(), MARGIN, top, { width: VAT_WIDTH, characterSpacing: 1.2 });
  doc.rect(MARGIN, doc.y + 2, 16, 1.6).fill(colour.accent);
  let y = headingRow(
    doc,
    MARGIN,
    VAT_WIDTH,
    [
      { text: vat.columns.rate, column: VAT_COLUMNS.rate, align: 'left' },
      { text: vat.columns.base, column: VAT_COLUMNS.base, align: 'right' },
      { text: vat.columns.vat, column: VAT_COLUMNS.vat, align: 'right' },
      { text: vat.columns.total, column: VAT_COLUMNS.total, align: 'right' },
    ],
    doc.y + 10,
  ) + 2;
  for (const row of vat.rows) {
    const cell = (text: string, column: Column, align: 'left' | 'right') =>
      font(doc, 'regular', 8.6).fillColor(colour.ink).text(text, MARGIN + column.x + (align === 'left' ? 8 : 0), y, { width: column.width - 8, align, lineBreak: false });
    cell(row.rate, VAT_COLUMNS.rate, 'left');
    cell(row.base, VAT_COLUMNS.base, 'right');
    cell(row.vat, VAT_COLUMNS.vat, 'right');
    cell(row.total, VAT_COLUMNS.total, 'right');
    doc.moveTo(MARGIN, y + 14).lineTo(MARGIN + VAT_WIDTH, y + 14).lineWidth(0.5).strokeColor(colour.hairline).stroke();
    y += 20;
  }
  return y;
}

/** What makes the amount paid, then the totals without VAT, of VAT and with VAT, on the right. */
function totalsBlock(doc: Doc, content: InvoiceContent, top: number): number {
  const x = MARGIN + CONTENT - TOTALS_WIDTH;
  /** A label and its amount; a long label (a long discount code) wraps beside the amount. Answers the row's height. */
  const row = (label: string, value: string, y: number, { strong = false, muted = false } = {}) => {
    const size = strong ? 10 : 9;
    const valueWidth = font(doc, strong ? 'bold' : 'semibold', size).widthOfString(value);
    doc.fillColor(muted ? colour.muted : colour.ink).text(value, x, y, { width: TOTALS_WIDTH - 8, align: 'right', lineBreak: false });
    font(doc, strong ? 'bold' : 'regular', size).fillColor(strong ? colour.primary : muted ? colour.muted : colour.ink).text(label, x + 8, y, { width: TOTALS_WIDTH - 28 - valueWidth, lineGap: 1 });
    return doc.y - y;
  };
  let y = top;
  for (const charge of content.charges) y += row(charge.label, charge.value, y, { muted: true }) + 6;
  doc.moveTo(x, y).lineTo(x + TOTALS_WIDTH, y).lineWidth(0.8).strokeColor(colour.hairline).stroke();
  y += 9;
  for (const total of content.totals) {
    if (total.strong) {
      doc.rect(x, y - 6, TOTALS_WIDTH, 23).fill(colour.panel);
      y += 1;
    }
    row(total.label, total.value, y, { strong: total.strong });
    y += 18;
  }
  return y;
}

function totals(doc: Doc, content: InvoiceContent, top: number): number {
  const needed = Math.max(content.charges.length * 17 + content.totals.length * 18 + 10, content.vat.rows.length * 20 + 52) + 90;
  let y = top + 10;
  if (y + needed > bottomLimit()) {
    doc.addPage();
    y = MARGIN;
  }
  y = Math.max(vatTable(doc, content, y), totalsBlock(doc, content, y));
  font(doc, 'medium', 9).fillColor(colour.accent).text(content.paid, MARGIN, y + 10, { width: CONTENT, align: 'right' });
  y = doc.y + 22;
  font(doc, 'regular', 8).fillColor(colour.muted).text(content.notices.join('\n'), MARGIN, y, { width: CONTENT, lineGap: 1.5 });
  return doc.y;
}

function footers(doc: Doc, content: InvoiceContent) {
  drawFooters(doc, (page, pageCount) => {
    const rule = PAGE.height - MARGIN - 12;
    doc.moveTo(MARGIN, rule).lineTo(MARGIN + CONTENT, rule).lineWidth(0.6).strokeColor(colour.hairline).stroke();
    font(doc, 'regular', 7.2).fillColor(colour.muted).text(`${content.estate.name}  ·  ${content.title}`, MARGIN, rule + 7, { width: CONTENT - 80, lineBreak: false });
    font(doc, 'regular', 7.2).fillColor(colour.muted).text(content.pageLabel(page, pageCount), MARGIN, rule + 7, { width: CONTENT, align: 'right', lineBreak: false });
  });
}

/** The invoice as the bytes of a PDF file. */
export function renderInvoice(content: InvoiceContent): Promise<Buffer> {
  const { doc, bytes } = a4Document({ lang: content.lang, title: content.title, author: content.estate.name, footer: FOOTER });
  const top = parties(doc, content, header(doc, content));
  totals(doc, content, lines(doc, content, top));
  footers(doc, content);
  doc.end();
  return bytes;
}
