// Plain-text helpers for excerpts: meta descriptions, news cards, product teasers.

const ELLIPSIS = '…';
// Runs of whitespace other than the no-break spaces of French typography ('vins : ' keeps its
// space before the colon, and a line never breaks there).
const BREAKING_SPACES = /[^\S\u00a0\u202f]+/g;

/**
 * `text` cut to at most `length` characters on a word boundary, followed by an ellipsis when
 * something was cut. A single word longer than `length` is cut inside the word.
 */
export function cropText(text: string, length = 120): string {
  const clean = text.replace(BREAKING_SPACES, ' ').trim();
  if (clean.length <= length) return clean;
  const head = clean.slice(0, length + 1);
  const lastSpace = head.lastIndexOf(' ');
  const cut = lastSpace > 0 ? head.slice(0, lastSpace) : clean.slice(0, length);
  // An ellipsis after a comma or a colon reads badly: 'vin rouge,…'.
  return `${cut.replace(/[\s,;:.!?–—-]+$/, '')}${ELLIPSIS}`;
}

/**
 * The whole sentences of `text` that fit in `length` characters (an estate presentation in a
 * footer reads better stopped at a full stop); cropText when even the first sentence is too long.
 */
export function cropToSentences(text: string, length = 120): string {
  const clean = text.replace(BREAKING_SPACES, ' ').trim();
  if (clean.length <= length) return clean;
  const ends = [...clean.slice(0, length + 1).matchAll(/[.!?…](?=\s)/g)].map((match) => match.index + 1);
  const last = ends.at(-1);
  return last ? clean.slice(0, last) : cropText(clean, length);
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', rsquo: '’', lsquo: '‘',
  rdquo: '”', ldquo: '“', laquo: '«', raquo: '»', hellip: '…', ndash: '–', mdash: '—', euro: '€',
  eacute: 'é', egrave: 'è', ecirc: 'ê', agrave: 'à', acirc: 'â', ccedil: 'ç', ocirc: 'ô', ucirc: 'û',
  ugrave: 'ù', icirc: 'î', iuml: 'ï', euml: 'ë', oelig: 'œ', Eacute: 'É', deg: '°', copy: '©',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, code: string) => {
    if (code[0] === '#') {
      const point = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : entity;
    }
    return NAMED_ENTITIES[code] ?? entity;
  });
}

const BLOCK_BOUNDARY = /<\/?(p|div|br|li|ul|ol|h[1-6]|tr|td|th|section|article|blockquote|figcaption)\b[^>]*>/gi;

/** The readable text of an HTML fragment (CMS content), on one line, entities decoded. */
export function stripHtml(html: string): string {
  return decodeEntities(
    html
      .replace(/<(script|style|template)\b[\s\S]*?<\/\1\s*>/gi, ' ')
      .replace(/<!--[\s\S]*?-->/g, ' ')
      .replace(BLOCK_BOUNDARY, ' ')
      .replace(/<[^>]*>/g, ''),
  )
    .replace(BREAKING_SPACES, ' ')
    .trim();
}

/** A short plain-text teaser of an HTML fragment. */
export function excerpt(html: string, length = 120): string {
  return cropText(stripHtml(html), length);
}

/** Text put into HTML as text: the five characters that could open a tag or end an attribute, escaped. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);
}
