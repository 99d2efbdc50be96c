import PDFDocument from 'pdfkit';
import { LANG_TAG, type Lang } from '~/lib/locale';
import { fontFiles, type FontName } from './fonts';

// The estate's printed documents (technical sheets, invoices): A4 pages in Montserrat, with the
// same margins and palette, each document drawing its own content.

export type Doc = PDFKit.PDFDocument;

export const PAGE = { width: 595.28, height: 841.89 };
export const MARGIN = 48;
export const CONTENT = PAGE.width - 2 * MARGIN;

export const colour = {
  primary: '#B71C1C',
  accent: '#0E8D45',
  ink: '#262321',
  muted: '#6E655C',
  hairline: '#E3D9CE',
  panel: '#F8F4EF',
  track: '#EEE5DB',
};

export const font = (doc: Doc, name: FontName, size: number): Doc => doc.font(name).fontSize(size);

interface A4Options {
  lang: Lang;
  title: string;
  author: string;
  /** Room kept under the content for the footer drawn on every page. */
  footer: number;
}

/**
 * A new A4 document with the estate's fonts, its pages buffered so that footers can be drawn once
 * the page count is known, and the bytes it will have once `doc.end()` is called.
 */
export function a4Document({ lang, title, author, footer }: A4Options): { doc: Doc; bytes: Promise<Buffer> } {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + footer },
    bufferPages: true,
    lang: LANG_TAG[lang],
    displayTitle: true,
    info: { Title: title, Author: author, Subject: title, Creator: author },
  });
  const chunks: Buffer[] = [];
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  for (const [name, file] of Object.entries(fontFiles())) doc.registerFont(name, file);
  return { doc, bytes };
}

/**
 * Draws the footer of every page once the content is laid out and the page count known. It is
 * drawn inside the bottom margin, which would otherwise push its text onto a new page.
 */
export function drawFooters(doc: Doc, draw: (page: number, pageCount: number) => void): void {
  const pages = doc.bufferedPageRange();
  for (let index = pages.start; index < pages.start + pages.count; index++) {
    doc.switchToPage(index);
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    draw(index - pages.start + 1, pages.count);
    doc.page.margins.bottom = margin;
  }
}
