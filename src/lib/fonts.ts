// The site's own fonts arrive as a family name and a list of files; the weight and style of each
// file are read from its name ('Lora-SemiBoldItalic.woff2' -> 600 italic), as the back office does.

const WEIGHT_WORDS: [string, number][] = [
  // Longest words first: 'extrabold' must win over 'bold', 'extralight' over 'light'.
  ['extralight', 200], ['ultralight', 200], ['semibold', 600], ['demibold', 600],
  ['extrabold', 800], ['ultrabold', 800], ['hairline', 100], ['regular', 400], ['medium', 500],
  ['normal', 400], ['black', 900], ['heavy', 900], ['light', 300], ['thin', 100], ['bold', 700],
];

/** The style part of a file name: what follows the family ('Montserrat-BoldItalic.ttf' -> 'BoldItalic'). */
function styleDescriptor(filename: string): string {
  const base = filename.replace(/[?#].*$/, '').split(/[\\/]/).pop() ?? filename;
  const stem = base.replace(/\.[a-z0-9]+$/i, '');
  const dash = stem.indexOf('-');
  return dash >= 0 ? stem.slice(dash + 1) : stem;
}

/** The CSS font-weight a font file name stands for; 400 when the name says nothing. */
export function fontWeightFromFilename(filename: string): number {
  const descriptor = styleDescriptor(filename);
  const numeric = /(?:^|[^0-9])([1-9]00)(?![0-9])/.exec(descriptor);
  if (numeric) return Number(numeric[1]);
  const words = descriptor.toLowerCase().replace(/[^a-z]/g, '');
  return WEIGHT_WORDS.find(([word]) => words.includes(word))?.[1] ?? 400;
}

/** Whether a font file name is an italic (or oblique) cut. 'SourceSerif-BoldIt' counts. */
export function isItalicFilename(filename: string): boolean {
  const descriptor = styleDescriptor(filename);
  return /italic|oblique/i.test(descriptor) || /It$/.test(descriptor);
}

const FORMATS: Record<string, string> = { woff2: 'woff2', woff: 'woff', ttf: 'truetype', otf: 'opentype' };

/** The `format()` hint of a font file for @font-face, or null for an unknown extension. */
export function fontFormat(filename: string): string | null {
  const extension = /\.([a-z0-9]+)(?:[?#].*)?$/i.exec(filename)?.[1]?.toLowerCase();
  return extension ? (FORMATS[extension] ?? null) : null;
}
