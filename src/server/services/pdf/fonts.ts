import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

// Montserrat, the estate's typeface, from @fontsource: its WOFF files are read by
// PDFKit's font engine as they are. The latin subset holds French and English, œ, € and « ».

const require = createRequire(import.meta.url);

const file = (weight: number, style: 'normal' | 'italic') =>
  readFileSync(require.resolve(`@fontsource/montserrat/files/montserrat-latin-${weight}-${style}.woff`));

const FONTS = {
  regular: [400, 'normal'],
  italic: [400, 'italic'],
  medium: [500, 'normal'],
  semibold: [600, 'normal'],
  bold: [700, 'normal'],
} as const;

export type FontName = keyof typeof FONTS;

let loaded: Record<FontName, Buffer> | undefined;

/** The font files, read once per process. */
export function fontFiles(): Record<FontName, Buffer> {
  loaded ??= Object.fromEntries(Object.entries(FONTS).map(([name, [weight, style]]) => [name, file(weight, style)])) as Record<FontName, Buffer>;
  return loaded;
}
