import { inflateSync } from 'node:zlib';

// The text of a PDF the shop writes (PDFKit: embedded fonts in Identity-H encoding, each with a
// ToUnicode map), read back as a PDF reader would for copy and paste: one line per text object.
// Enough for the shop's own documents, not a general PDF parser.

interface PdfObject {
  dictionary: string;
  stream: string | null;
}

function objects(pdf: Buffer): Map<string, PdfObject> {
  const text = pdf.toString('latin1');
  const found = new Map<string, PdfObject>();
  for (const match of text.matchAll(/(\d+) 0 obj\b/g)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endobj', start);
    const body = text.slice(start, end);
    const streamAt = body.indexOf('stream');
    if (streamAt === -1) {
      found.set(match[1]!, { dictionary: body, stream: null });
      continue;
    }
    const dataStart = start + streamAt + 'stream'.length + (text[start + streamAt + 6] === '\r' ? 2 : 1);
    const data = pdf.subarray(dataStart, text.indexOf('endstream', dataStart));
    const dictionary = body.slice(0, streamAt);
    let stream: string | null = null;
    try {
      stream = (/\/FlateDecode/.test(dictionary) ? inflateSync(data) : data).toString('latin1');
    } catch {
      // An image or a font program: no text in it.
    }
    found.set(match[1]!, { dictionary, stream });
  }
  return found;
}

const hexCodes = (hex: string) => hex.replace(/\s/g, '').match(/[0-9a-f]{4}/gi)?.map((code) => parseInt(code, 16)) ?? [];
const fromUtf16 = (hex: string) => String.fromCharCode(...hexCodes(hex));

/** A ToUnicode CMap: glyph code to text. */
function toUnicode(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  const ranges = [...cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)].map((block) => block[1]!).join('\n');
  for (const [, first, last, target] of ranges.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*(\[[^\]]*\]|<[0-9a-f]+>)/gi)) {
    const from = parseInt(first!, 16);
    const to = parseInt(last!, 16);
    if (target!.startsWith('[')) {
      // A ligature maps to two characters: '<0066 0069>'.
      [...target!.matchAll(/<([0-9a-f\s]+)>/gi)].forEach(([, hex], index) => map.set(from + index, fromUtf16(hex!)));
    } else {
      const base = hexCodes(target!.slice(1, -1));
      for (let code = from; code <= to; code += 1) map.set(code, String.fromCharCode(...base.slice(0, -1), base.at(-1)! + code - from));
    }
  }
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, target] of block[1]!.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>/gi)) map.set(parseInt(code!, 16), fromUtf16(target!));
  }
  return map;
}

/** Every line of text of every page, in the order the pages draw them. */
export function pdfText(pdf: Buffer): string[] {
  const all = objects(pdf);
  const lines: string[] = [];
  for (const page of [...all.values()].filter((object) => /\/Type \/Page\b/.test(object.dictionary))) {
    const resources = all.get(/\/Resources (\d+) 0 R/.exec(page.dictionary)![1]!)!.dictionary;
    const fonts = new Map<string, Map<number, string>>();
    for (const [, name, id] of resources.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
      const cmapId = /\/ToUnicode (\d+) 0 R/.exec(all.get(id!)!.dictionary)?.[1];
      fonts.set(name!, cmapId ? toUnicode(all.get(cmapId)!.stream ?? '') : new Map());
    }
    const content = all.get(/\/Contents (\d+) 0 R/.exec(page.dictionary)![1]!)!.stream ?? '';
    for (const [, block] of content.matchAll(/\bBT\b([\s\S]*?)\bET\b/g)) {
      let font = new Map<number, string>();
      let line = '';
      for (const [, name, shown] of block!.matchAll(/\/(F\d+) [\d.]+ Tf|(\[[^\]]*\]\s*TJ|<[0-9a-f]*>\s*Tj)/gi)) {
        if (name) font = fonts.get(name) ?? new Map();
        else for (const [, hex] of shown!.matchAll(/<([0-9a-f]*)>/gi)) line += hexCodes(hex!).map((code) => font.get(code) ?? '').join('');
      }
      lines.push(line);
    }
  }
  return lines;
}
