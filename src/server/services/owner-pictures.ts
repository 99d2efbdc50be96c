import { inArray } from 'drizzle-orm';
import { pictureMarkup } from '~/lib/picture';
import type { Database } from '../db/connection';
import { media } from '../db/schema';
import { variantsPath } from './media-variants';

// The owner writes `<img src="/api/media/12/vendanges.jpg">` in a page; the page shows it as every
// other stored picture (src/components/media/Picture.astro): its redrawn widths in AVIF, WebP and
// JPEG and its size, so that a phone gets a small file and the text does not jump when it arrives.
// The stored HTML stays as the owner wrote it; this is how it is served.

const storedImage = /<img\b([^>]*?)\ssrc="\/api\/media\/(\d+)\/[^"/]*"([^>]*)>/g;
const sizeAttributes = /\s(?:width|height|srcset|sizes)="[^"]*"/g;
/** An owner picture stands in the text column. */
const sizes = '(min-width: 48rem) 46rem, 100vw';

const attribute = (name: string, value: string | number | undefined) => (value === undefined ? '' : ` ${name}="${value}"`);

/** Owner HTML with its stored pictures drawn at the reader's width. */
export async function withPictures(db: Database, html: string): Promise<string> {
  const ids = [...new Set([...html.matchAll(storedImage)].map((match) => Number(match[2])))];
  if (ids.length === 0) return html;
  const rows = await db
    .select({ id: media.id, kind: media.kind, mime: media.mime, sha256: media.sha256, url: media.url, isPublic: media.isPublic, width: media.width, height: media.height })
    .from(media)
    .where(inArray(media.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return html.replace(storedImage, (tag, before: string, id: string, after: string) => {
    const row = byId.get(Number(id));
    const variants = row ? variantsPath(row) : null;
    if (!row || !variants) return tag;
    const markup = pictureMarkup({ url: '', width: row.width, height: row.height, variants });
    const kept = `${before}${after}`.replace(sizeAttributes, '').replace(/\s*\/$/, '');
    const sources = markup.sources.map((source) => `<source type="${source.type}" srcset="${source.srcset}" sizes="${sizes}">`).join('');
    const img = `<img${kept} src="${markup.src}"${attribute('srcset', markup.srcset)}${attribute('sizes', sizes)}${attribute('width', markup.width)}${attribute('height', markup.height)}>`;
    return `<picture>${sources}${img}</picture>`;
  });
}
