import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { pictureFormats, type PictureFormat, type PictureWidth } from '~/lib/picture';
import type { Database } from '../db/connection';
import { media, mediaContent, mediaVariant } from '../db/schema';

// A stored picture redrawn at one of the page widths, in AVIF, WebP or JPEG. Each variant is drawn
// once, by the first request that needs it, and kept in the database beside its original: every
// process of the shop (and every restart) then serves those same bytes. A per-process memory cache
// would draw each variant again in every process and after every restart, and a folder on disk
// would give the processes state of their own; the URL carries the content hash, so browsers and
// CDNs keep the answer for a year and the database is read once per visitor at most.

/** The pictures sharp can redraw (an SVG is drawn at the width asked for). */
const drawable = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif', 'image/svg+xml']);

/** How many hex digits of the content hash a variant's URL carries: enough to tell versions apart. */
export const variantHashLength = 16;

export interface MediaForVariants {
  id: number;
  kind: string;
  mime: string;
  sha256: string | null;
  url: string | null;
  isPublic?: boolean;
}

/** Where the redrawn widths of a media live, or null when it has none (hosted elsewhere, private, not a picture). */
export function variantsPath(row: MediaForVariants): string | null {
  if (row.kind !== 'IMAGE' || row.url || !row.sha256 || row.isPublic === false || !drawable.has(row.mime)) return null;
  return `/api/media/${row.id}/${row.sha256.slice(0, variantHashLength)}`;
}

export interface Variant {
  bytes: Uint8Array;
  mime: string;
  etag: string;
}

/** Variants being drawn by this process, so that a burst of requests for a new one draws it once. */
const drawing = new Map<string, Promise<Uint8Array>>();

async function draw(source: Uint8Array, mime: string, declaredWidth: number | null, width: PictureWidth, format: PictureFormat) {
  // An SVG is rasterised at the density that makes it `width` pixels wide, so it is drawn sharp
  // rather than drawn small and enlarged.
  const density = mime === 'image/svg+xml' && declaredWidth ? Math.min(2400, Math.max(1, (72 * width) / declaredWidth)) : undefined;
  const image = sharp(source, { density, animated: false })
    .rotate()
    .resize({ width, withoutEnlargement: mime !== 'image/svg+xml' });
  const encoded =
    format === 'avif'
      ? image.avif({ quality: 50, effort: 3 })
      : format === 'webp'
        ? image.webp({ quality: 72 })
        : image.flatten({ background: '#ffffff' }).jpeg({ quality: 75, mozjpeg: true });
  const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(data), info };
}

/**
 * Drawings run one after another. Each holds a thread of libuv's small pool (four by default),
 * which the server also needs to read the page's scripts and compress its answers: a phone's first
 * visit, asking for a dozen new variants at once, must not hold up the scripts of the page.
 */
let drawings: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const turn = drawings.then(work, work);
  drawings = turn.catch(() => undefined);
  return turn;
}

/**
 * The variant of a public stored picture, drawn and kept on its first request; null when there is
 * no such picture at that hash (a hash the picture no longer has is not served either).
 */
export async function mediaVariantFile(db: Database, id: number, hash: string, width: PictureWidth, format: PictureFormat): Promise<Variant | null> {
  const [row] = await db
    .select({ id: media.id, kind: media.kind, mime: media.mime, sha256: media.sha256, url: media.url, isPublic: media.isPublic, width: media.width })
    .from(media)
    .where(eq(media.id, id));
  if (!row || variantsPath(row) === null || !row.sha256!.startsWith(hash) || hash.length !== variantHashLength) return null;
  const etag = `"${hash}-${width}-${format}"`;
  const answer = (bytes: Uint8Array): Variant => ({ bytes, mime: pictureFormats[format], etag });
  const [kept] = await db
    .select({ bytes: mediaVariant.bytes })
    .from(mediaVariant)
    .where(and(eq(mediaVariant.mediaId, id), eq(mediaVariant.width, width), eq(mediaVariant.format, format)));
  if (kept) return answer(kept.bytes);

  const key = `${id}/${width}/${format}`;
  let pending = drawing.get(key);
  if (!pending) {
    pending = (async () => {
      const [content] = await db.select({ bytes: mediaContent.bytes }).from(mediaContent).where(eq(mediaContent.mediaId, id));
      if (!content) throw new Error(`media ${id} has no stored bytes`);
      const { data, info } = await oneAtATime(() => draw(content.bytes, row.mime, row.width, width, format));
      // Another process may have drawn it meanwhile: both drew the same picture, the first one kept wins.
      await db
        .insert(mediaVariant)
        .values({ mediaId: id, width, format, drawnWidth: info.width, drawnHeight: info.height, bytes: data })
        .onConflictDoNothing();
      return data;
    })().finally(() => drawing.delete(key));
    drawing.set(key, pending);
  }
  return answer(await pending);
}
