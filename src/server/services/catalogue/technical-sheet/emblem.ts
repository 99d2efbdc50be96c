import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/connection';
import { logo, media, mediaContent } from '../../../db/schema';
import { rasteriseSvg } from '../svg-raster';

// The estate's emblem for printed documents: its square logo (LOGO_FAVICON). PDF takes PNG and
// JPEG as they are; an SVG logo is drawn into a PNG first.

const PRINT_SIZE = 384;

/** Rasterised emblems by their content hash: a logo changes rarely, a sheet is asked often. */
const rasterised = new Map<string, Uint8Array>();

export async function estateEmblem(db: Database, siteId: number): Promise<Uint8Array | null> {
  const [row] = await db
    .select({ mime: media.mime, sha256: media.sha256, bytes: mediaContent.bytes })
    .from(logo)
    .innerJoin(media, eq(media.id, logo.mediaId))
    .innerJoin(mediaContent, eq(mediaContent.mediaId, media.id))
    .where(and(eq(logo.siteId, siteId), eq(logo.type, 'LOGO_FAVICON')));
  if (!row) return null;
  if (row.mime === 'image/png' || row.mime === 'image/jpeg') return row.bytes;
  if (row.mime !== 'image/svg+xml') return null;
  const key = row.sha256 ?? Buffer.from(row.bytes).toString('base64');
  let png = rasterised.get(key);
  if (!png) {
    png = (await rasteriseSvg(Buffer.from(row.bytes).toString('utf8'), PRINT_SIZE)).asPng();
    rasterised.set(key, png);
  }
  return png;
}
