import type { SheetContent } from './content';
import { a4Document, colour, drawFooters, CONTENT, font, MARGIN, PAGE, type Doc } from '../../pdf/a4';
import type { FontName } from '../../pdf/fonts';

// The technical sheet, drawn on A4 with PDFKit: the estate's emblem and name, the wine's name and
// key facts in a band, then two columns: the wine's story on the left, awards, nutrition
// declaration and ingredients in a panel on the right. A long text flows onto a second page.

/** Room kept at the bottom of every page for the moderation line and the footer. */
const FOOTER = 58;
const SIDE = { width: 186, gap: 24, padding: 14 };


const medalColour: Record<string, string> = {
  PLATINUM: '#8E9AA6',
  DOUBLE_GOLD: '#B8860B',
  GOLD: '#C9A227',
  SILVER: '#A2A5A9',
  BRONZE: '#B0723A',
  COMMENDED: colour.accent,
};

interface Column {
  x: number;
  width: number;
}

const bottomLimit = () => PAGE.height - MARGIN - FOOTER;

/** A section title in small capitals with a short green rule under it; returns where its text starts. */
function sectionTitle(doc: Doc, title: string, x: number, y: number, width: number, draw: boolean): number {
  const options = { width, characterSpacing: 1.3 };
  const height = font(doc, 'semibold', 7.6).heightOfString(title.toUpperCase(), options);
  if (draw) {
    doc.fillColor(colour.primary).text(title.toUpperCase(), x, y, options);
    doc.rect(x, y + height + 3, 16, 1.6).fill(colour.accent);
  }
  return y + height + 11;
}

function header(doc: Doc, content: SheetContent): number {
  const top = MARGIN - 10;
  let x = MARGIN;
  if (content.estate.emblem) {
    doc.image(Buffer.from(content.estate.emblem), x, top, { width: 46, height: 46 });
    x += 60;
  }
  font(doc, 'semibold', 12.5)
    .fillColor(colour.primary)
    .text(content.estate.name.toUpperCase(), x, top + 8, { characterSpacing: 1.6, lineBreak: false });
  if (content.estate.address) font(doc, 'regular', 7.8).fillColor(colour.muted).text(content.estate.address, x, top + 27, { lineBreak: false });
  font(doc, 'semibold', 8)
    .fillColor(colour.accent)
    .text(content.heading.toUpperCase(), MARGIN, top + 10, { width: CONTENT, align: 'right', characterSpacing: 2, lineBreak: false });
  const rule = top + 60;
  doc.moveTo(MARGIN, rule).lineTo(MARGIN + CONTENT, rule).lineWidth(1.2).strokeColor(colour.primary).stroke();
  return rule;
}

function titleBlock(doc: Doc, content: SheetContent, top: number): number {
  font(doc, 'bold', 25).fillColor(colour.ink).text(content.name, MARGIN, top + 20, { width: CONTENT });
  let y = doc.y + 3;
  if (content.subtitle) {
    font(doc, 'semibold', 8.5).fillColor(colour.accent).text(content.subtitle.toUpperCase(), MARGIN, y, { width: CONTENT, characterSpacing: 1.3 });
    y = doc.y + 9;
  }
  if (content.intro) {
    font(doc, 'italic', 9.8).fillColor(colour.muted).text(content.intro, MARGIN, y, { width: CONTENT, lineGap: 2.5 });
    y = doc.y;
  }
  return y;
}

/** The key facts side by side in a light band: vintage, size, alcohol, serving, ageing. */
function factsBand(doc: Doc, content: SheetContent, top: number): number {
  if (content.facts.length === 0) return top;
  const y = top + 16;
  const cell = CONTENT / content.facts.length;
  const valueOptions = { width: cell - 24, lineGap: 1 };
  const noteOptions = { width: cell - 24, lineGap: 0.5 };
  const factHeight = (fact: SheetContent['facts'][number]) =>
    font(doc, 'semibold', 9).heightOfString(fact.value, valueOptions) + (fact.note ? 2 + font(doc, 'regular', 7.4).heightOfString(fact.note, noteOptions) : 0);
  const height = 34 + Math.max(...content.facts.map(factHeight));
  doc.roundedRect(MARGIN, y, CONTENT, height, 4).fill(colour.panel);
  content.facts.forEach((fact, index) => {
    const x = MARGIN + index * cell;
    if (index > 0) doc.moveTo(x, y + 10).lineTo(x, y + height - 10).lineWidth(0.6).strokeColor(colour.hairline).stroke();
    font(doc, 'semibold', 6.6).fillColor(colour.primary).text(fact.label.toUpperCase(), x + 12, y + 11, { width: cell - 20, characterSpacing: 1.1, lineBreak: false });
    font(doc, 'semibold', 9).fillColor(colour.ink).text(fact.value, x + 12, y + 25, valueOptions);
    if (fact.note) font(doc, 'regular', 7.4).fillColor(colour.muted).text(fact.note, x + 12, doc.y + 2, noteOptions);
  });
  return y + height;
}

/** The right-hand panel; measured first (draw = false) so that its background can be laid under it. */
function sidePanel(doc: Doc, content: SheetContent, x: number, top: number, draw: boolean): number {
  const inner = SIDE.width - 2 * SIDE.padding;
  const left = x + SIDE.padding;
  let y = top + SIDE.padding + 2;
  const gapAfter = 14;

  if (content.awards) {
    y = sectionTitle(doc, content.awards.title, left, y, inner, draw);
    for (const award of content.awards.items) {
      const options = { width: inner - 12, lineGap: 1 };
      const height = font(doc, 'regular', 7.8).heightOfString(award.text, options);
      if (draw) {
        doc.circle(left + 3.2, y + 4.6, 3.2).fill(medalColour[award.medal ?? 'COMMENDED']);
        font(doc, 'regular', 7.8).fillColor(colour.ink).text(award.text, left + 12, y, options);
      }
      y += height + 6;
    }
    y += gapAfter - 6;
  }

  if (content.nutrition) {
    y = sectionTitle(doc, content.nutrition.title, left, y, inner, draw);
    if (draw) font(doc, 'italic', 7.4).fillColor(colour.muted).text(content.nutrition.caption, left, y, { width: inner, lineBreak: false });
    y += 13;
    for (const row of content.nutrition.rows) {
      const indent = row.detail ? 8 : 0;
      const labelOptions = { width: inner - indent - 62, lineGap: 0.5 };
      const height = Math.max(font(doc, row.detail ? 'regular' : 'medium', 7.8).heightOfString(row.label, labelOptions), 9);
      if (draw) {
        doc.moveTo(left, y - 3.5).lineTo(left + inner, y - 3.5).lineWidth(0.5).strokeColor(colour.hairline).stroke();
        font(doc, row.detail ? 'regular' : 'medium', 7.8)
          .fillColor(row.detail ? colour.muted : colour.ink)
          .text(row.label, left + indent, y, labelOptions);
        font(doc, 'semibold', 7.8).fillColor(colour.ink).text(row.value, left + inner - 80, y, { width: 80, align: 'right', lineBreak: false });
      }
      y += height + 7;
    }
    if (draw) doc.moveTo(left, y - 3.5).lineTo(left + inner, y - 3.5).lineWidth(0.5).strokeColor(colour.hairline).stroke();
    y += gapAfter - 4;
  }

  for (const block of [content.ingredients, content.allergens]) {
    if (!block) continue;
    y = sectionTitle(doc, block.title, left, y, inner, draw);
    const options = { width: inner, lineGap: 1.5 };
    const weight: FontName = block === content.allergens ? 'semibold' : 'regular';
    const height = font(doc, weight, 7.8).heightOfString(block.text, options);
    if (draw) doc.fillColor(colour.ink).text(block.text, left, y, options);
    y += height + gapAfter;
  }
  return y - gapAfter + SIDE.padding;
}

/** The left column: grapes with their share, then the sections; moves to a new page when full. */
function story(doc: Doc, content: SheetContent, start: Column, top: number) {
  let column = start;
  let y = top;
  // On the next pages the right-hand panel is behind us: the text takes the whole width.
  const fullWidth = () => (column = { x: MARGIN, width: CONTENT });
  const pageCount = () => doc.bufferedPageRange().count;
  const ensureRoom = (needed: number) => {
    if (y + needed <= bottomLimit()) return;
    doc.addPage();
    fullWidth();
    y = MARGIN;
  };

  if (content.grapes) {
    ensureRoom(30 + 20 * content.grapes.items.length);
    y = sectionTitle(doc, content.grapes.title, column.x, y, column.width, true);
    for (const grape of content.grapes.items) {
      font(doc, 'medium', 9).fillColor(colour.ink).text(grape.variety, column.x, y, { width: column.width - 40, lineBreak: false });
      if (grape.percent !== null) {
        font(doc, 'semibold', 9).fillColor(colour.primary).text(`${grape.percent}\u00a0%`, column.x, y, { width: column.width, align: 'right', lineBreak: false });
        doc.roundedRect(column.x, y + 14, column.width, 3.2, 1.6).fill(colour.track);
        doc.roundedRect(column.x, y + 14, Math.max(3.2, (column.width * grape.percent) / 100), 3.2, 1.6).fill(colour.primary);
      }
      y += 25;
    }
    y += 8;
  }

  for (const section of content.sections) {
    const bodyOptions = () => ({ width: column.width, lineGap: 2.2 });
    font(doc, 'regular', 9);
    const first = doc.heightOfString(`${section.entries[0].label ?? ''} ${section.entries[0].text}`, bodyOptions());
    ensureRoom(24 + Math.min(first, 60));
    y = sectionTitle(doc, section.title, column.x, y, column.width, true);
    for (const entry of section.entries) {
      const height = font(doc, 'regular', 9).heightOfString(`${entry.label ?? ''} ${entry.text}`, bodyOptions());
      ensureRoom(Math.min(height, 60));
      // A paragraph longer than the room left goes on by itself on the next page.
      const pages = pageCount();
      if (entry.label) {
        font(doc, 'semibold', 9).fillColor(colour.ink).text(`${entry.label}  `, column.x, y, { ...bodyOptions(), continued: true });
        font(doc, 'regular', 9).fillColor(colour.ink).text(entry.text);
      } else {
        font(doc, 'regular', 9).fillColor(colour.ink).text(entry.text, column.x, y, bodyOptions());
      }
      y = doc.y + 5;
      if (pageCount() > pages) fullWidth();
    }
    y += 9;
  }
}

function footers(doc: Doc, content: SheetContent) {
  drawFooters(doc, (page, pageCount) => {
    const rule = PAGE.height - MARGIN - 16;
    if (content.moderation) {
      font(doc, 'italic', 7).fillColor(colour.muted).text(content.moderation, MARGIN, rule - 18, { width: CONTENT, align: 'center', lineBreak: false });
    }
    doc.moveTo(MARGIN, rule).lineTo(MARGIN + CONTENT, rule).lineWidth(0.6).strokeColor(colour.hairline).stroke();
    font(doc, 'semibold', 7.2).fillColor(colour.ink).text(content.estate.name, MARGIN, rule + 7, { lineBreak: false });
    font(doc, 'regular', 7.2).fillColor(colour.muted).text(content.estate.contact, MARGIN, rule + 18, { width: CONTENT - 80, lineBreak: false });
    font(doc, 'regular', 7.2).fillColor(colour.muted).text(content.pageLabel(page, pageCount), MARGIN, rule + 18, { width: CONTENT, align: 'right', lineBreak: false });
  });
}

/** The technical sheet as the bytes of a PDF file. */
export function renderTechnicalSheet(content: SheetContent): Promise<Buffer> {
  const { doc, bytes } = a4Document({ lang: content.lang, title: content.title, author: content.estate.name, footer: FOOTER });

  const rule = header(doc, content);
  const top = factsBand(doc, content, titleBlock(doc, content, rule)) + 24;
  const hasSide = Boolean(content.awards || content.nutrition || content.ingredients || content.allergens);
  const sideX = MARGIN + CONTENT - SIDE.width;
  if (hasSide) {
    const bottom = sidePanel(doc, content, sideX, top, false);
    doc.roundedRect(sideX, top, SIDE.width, bottom - top, 4).fill(colour.panel);
    sidePanel(doc, content, sideX, top, true);
  }
  // The first title of the story lines up with the first title of the panel.
  story(doc, content, { x: MARGIN, width: hasSide ? CONTENT - SIDE.width - SIDE.gap : CONTENT }, hasSide ? top + SIDE.padding + 2 : top);
  footers(doc, content);
  doc.end();
  return bytes;
}
