import { a4Document, colour, CONTENT, font, MARGIN, PAGE, type Doc } from '../pdf/a4';
import type { FontName } from '../pdf/fonts';
import type { InvoiceContent } from './invoice-content';

// The invoice on A4 with PDFKit, in the technical sheet's typeface and colours: the estate and the
// invoice's references at the top, seller and buyer, the lines in a table that flows onto more
// pages when long, the totals, the payment and the legal notices, and a footer on every page.

const FOOTER = 40;
/** The invoice's references (number, dates) at the top right. */
const FACTS_WIDTH = 200;
/** The table's columns: label, quantity, unit price, total (x offsets and widths). */
const COLUMNS = { label: { x: 0, width: 255 }, quantity: { x: 260, width: 45 }, unitPrice: { x: 310, width: 95 }, total: { x: 410, width: CONTENT - 418 } };

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

function tableHeader(doc: Doc, content: InvoiceContent, y: number): number {
  doc.rect(MARGIN, y, CONTENT, 20).fill(colour.panel);
  const cell = (text: string, column: { x: number; width: number }, align: 'left' | 'right') =>
    font(doc, 'semibold', 7.6).fillColor(colour.primary).text(text.toUpperCase(), MARGIN + column.x + (align === 'left' ? 8 : 0), y + 6.5, { width: column.width - 8, align, characterSpacing: 0.8, lineBreak: false });
  cell(content.columns.label, COLUMNS.label, 'left');
  cell(content.columns.quantity, COLUMNS.quantity, 'right');
  cell(content.columns.unitPrice, COLUMNS.unitPrice, 'right');
  cell(content.columns.total, COLUMNS.total, 'right');
  return y + 26;
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
    const figure = (text: string, column: { x: number; width: number }, name: FontName = 'regular') =>
      font(doc, name, 9).fillColor(colour.ink).text(text, MARGIN + column.x, y, { width: column.width, align: 'right', lineBreak: false });
    figure(line.quantity, COLUMNS.quantity);
    figure(line.unitPrice, COLUMNS.unitPrice);
    figure(line.total, COLUMNS.total, 'semibold');
    y += height + 6;
    doc.moveTo(MARGIN, y).lineTo(MARGIN + CONTENT, y).lineWidth(0.5).strokeColor(colour.hairline).stroke();
    y += 6;
  }
  return y;
}

function totals(doc: Doc, content: InvoiceContent, top: number): number {
  const needed = content.totals.length * 18 + 90;
  let y = top + 6;
  if (y + needed > bottomLimit()) {
    doc.addPage();
    y = MARGIN;
  }
  const x = MARGIN + CONTENT - 230;
  for (const row of content.totals) {
    if (row.strong) {
      doc.rect(x, y - 5, 230, 22).fill(colour.panel);
      y += 1;
    }
    const name: FontName = row.strong ? 'bold' : 'regular';
    const size = row.strong ? 10 : 9;
    font(doc, name, size).fillColor(row.strong ? colour.primary : colour.ink).text(row.label, x + 8, y, { width: 140, lineBreak: false });
    font(doc, row.strong ? 'bold' : 'semibold', size).fillColor(colour.ink).text(row.value, x, y, { width: 222, align: 'right', lineBreak: false });
    y += 18;
  }
  font(doc, 'medium', 9).fillColor(colour.accent).text(content.paid, MARGIN, y + 10, { width: CONTENT, align: 'right' });
  y = doc.y + 22;
  font(doc, 'regular', 8).fillColor(colour.muted).text(content.notices.join('\n'), MARGIN, y, { width: CONTENT, lineGap: 1.5 });
  return doc.y;
}

function footers(doc: Doc, content: InvoiceContent) {
  const pages = doc.bufferedPageRange();
  for (let index = pages.start; index < pages.start + pages.count; index++) {
    doc.switchToPage(index);
    // Drawn inside the bottom margin, which would otherwise push the text onto a new page.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const rule = PAGE.height - MARGIN - 12;
    doc.moveTo(MARGIN, rule).lineTo(MARGIN + CONTENT, rule).lineWidth(0.6).strokeColor(colour.hairline).stroke();
    font(doc, 'regular', 7.2).fillColor(colour.muted).text(`${content.estate.name}  ·  ${content.title}`, MARGIN, rule + 7, { width: CONTENT - 80, lineBreak: false });
    font(doc, 'regular', 7.2).fillColor(colour.muted).text(content.pageLabel(index - pages.start + 1, pages.count), MARGIN, rule + 7, { width: CONTENT, align: 'right', lineBreak: false });
    doc.page.margins.bottom = margin;
  }
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
