import type { Lang } from '~/lib/locale';
import { a4Document, colour, CONTENT, font, MARGIN } from '../pdf/a4';

// The printable card mailed with each code: on the top half of an A4 page (to print, cut and fold
// in two), a framed card with the estate, what it is, its value or its visit, the code in large
// spaced letters and its validity; how to use it underneath.

export interface GiftCardPrint {
  title: string;
  estate: { name: string; emblem: Uint8Array | null; contact: string };
  /** 'CARTE CADEAU', 'BON CADEAU'. */
  heading: string;
  /** 'Valeur' and '50,00 €', or 'Pour' and the visit. */
  worth: { label: string; value: string };
  code: { label: string; value: string };
  validity: string;
  howTo: string;
}

const CARD_HEIGHT = 310;
const INSET = 28;

export async function renderGiftCard(print: GiftCardPrint, lang: Lang): Promise<Buffer> {
  const { doc, bytes } = a4Document({ lang, title: print.title, author: print.estate.name, footer: 0 });
  const top = MARGIN;
  doc.roundedRect(MARGIN, top, CONTENT, CARD_HEIGHT, 10).fill(colour.panel);
  doc.roundedRect(MARGIN + 8, top + 8, CONTENT - 16, CARD_HEIGHT - 16, 7).lineWidth(1.2).strokeColor(colour.primary).stroke();

  const left = MARGIN + INSET;
  const width = CONTENT - 2 * INSET;
  let y = top + INSET;
  if (print.estate.emblem) {
    doc.image(Buffer.from(print.estate.emblem), left, y, { width: 40, height: 40 });
    font(doc, 'semibold', 12).fillColor(colour.primary).text(print.estate.name.toUpperCase(), left + 54, y + 13, { width: width - 54, characterSpacing: 1.4 });
  } else {
    font(doc, 'semibold', 12).fillColor(colour.primary).text(print.estate.name.toUpperCase(), left, y + 13, { width, characterSpacing: 1.4 });
  }
  y += 62;
  font(doc, 'bold', 26).fillColor(colour.ink).text(print.heading.toUpperCase(), left, y, { width, characterSpacing: 3 });
  y = doc.y + 4;
  doc.rect(left, y, 28, 2).fill(colour.accent);
  y += 16;

  font(doc, 'regular', 9).fillColor(colour.muted).text(print.worth.label.toUpperCase(), left, y, { width, characterSpacing: 1.2 });
  font(doc, 'semibold', 18).fillColor(colour.ink).text(print.worth.value, left, doc.y + 2, { width });
  y = doc.y + 16;

  font(doc, 'regular', 9).fillColor(colour.muted).text(print.code.label.toUpperCase(), left, y, { width, characterSpacing: 1.2 });
  y = doc.y + 4;
  doc.roundedRect(left, y, width, 44, 6).fill('#FFFFFF');
  font(doc, 'bold', 24).fillColor(colour.primary).text(print.code.value, left, y + 10, { width, align: 'center', characterSpacing: 4, lineBreak: false });
  y += 58;
  font(doc, 'medium', 10).fillColor(colour.ink).text(print.validity, left, y, { width });

  y = top + CARD_HEIGHT + 28;
  font(doc, 'regular', 10).fillColor(colour.ink).text(print.howTo, MARGIN, y, { width: CONTENT, lineGap: 2 });
  font(doc, 'regular', 8.5).fillColor(colour.muted).text(print.estate.contact, MARGIN, doc.y + 14, { width: CONTENT });
  doc.end();
  return bytes;
}
