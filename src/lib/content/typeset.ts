// French typography for titles typed with ordinary spaces: the space before ':', ';', '!', '?'
// and '»' (and after '«') does not break, so a title never starts a line with a colon.
import type { Lang } from '../locale';

const NARROW_NBSP = '\u202f';
const NBSP = '\u00a0';

export function typeset(text: string, lang: Lang): string {
  if (lang !== 'fr_FR') return text;
  return text
    .replace(/ ([;!?»])/g, `${NARROW_NBSP}$1`)
    .replace(/ :/g, `${NBSP}:`)
    .replace(/« /g, `«${NARROW_NBSP}`);
}
