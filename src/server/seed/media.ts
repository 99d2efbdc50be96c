import { createHash } from 'node:crypto';
import type { Database } from '../db/connection';
import { media, mediaContent, mediaTranslation } from '../db/schema';
import { mediaUrl } from '../services/media';
import type { Localized } from './data';
import { translations } from './rows';

export interface StoredMedia {
  id: number;
  /** Where a browser finds it, for owner HTML and icon columns. */
  url: string;
}

/** The size the SVG root declares (width/height, else its viewBox). */
function svgSize(svg: string): { width: number | null; height: number | null } {
  const root = svg.slice(0, svg.indexOf('>'));
  const attribute = (name: string) => Number(root.match(new RegExp(`\\s${name}="([\\d.]+)"`))?.[1]) || null;
  const viewBox = root.match(/viewBox="[\d.-]+ [\d.-]+ ([\d.]+) ([\d.]+)"/);
  return {
    width: attribute('width') ?? (viewBox ? Number(viewBox[1]) : null),
    height: attribute('height') ?? (viewBox ? Number(viewBox[2]) : null),
  };
}

/** Stores a generated SVG picture in the database, with its alternative text in each language. */
export async function storeSvg(db: Database, svg: string, filename: string, alt: Localized): Promise<StoredMedia> {
  const bytes = Buffer.from(svg, 'utf8');
  const { width, height } = svgSize(svg);
  const [row] = await db
    .insert(media)
    .values({
      kind: 'IMAGE',
      filename: `${filename}.svg`,
      mime: 'image/svg+xml',
      byteSize: bytes.byteLength,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      width: width === null ? null : Math.round(width),
      height: height === null ? null : Math.round(height),
    })
    .returning({ id: media.id, filename: media.filename, url: media.url });
  await db.insert(mediaContent).values({ mediaId: row.id, bytes });
  await db.insert(mediaTranslation).values(translations(alt, (text) => ({ mediaId: row.id, alt: text, title: text })));
  return { id: row.id, url: mediaUrl(row) };
}
