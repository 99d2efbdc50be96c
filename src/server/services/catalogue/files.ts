/** 'Les Côtes du Clos' → 'les-cotes-du-clos': a file name any system and browser accepts. */
export function fileSlug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** 'fiche-technique-les-cotes-du-clos-2022.pdf' from its parts; a part left empty is left out. */
export function downloadName(parts: (string | number | null | undefined)[], extension: string): string {
  const name = parts
    .filter((part) => part !== null && part !== undefined && part !== '')
    .map((part) => fileSlug(String(part)))
    .filter(Boolean)
    .join('-');
  return `${name || 'document'}.${extension}`;
}

/**
 * Headers that make a browser save the answer under `fileName` (already ASCII, see fileSlug), or
 * with `inline` show it (a PDF in the browser's viewer, to print) and save it under that name.
 */
export function attachment(contentType: string, fileName: string, maxAge: number, { inline = false } = {}): Record<string, string> {
  return {
    'Content-Type': contentType,
    'Content-Disposition': `${inline ? 'inline' : 'attachment'}; filename="${fileName}"`,
    'Cache-Control': `public, max-age=${maxAge}`,
    'X-Content-Type-Options': 'nosniff',
  };
}
