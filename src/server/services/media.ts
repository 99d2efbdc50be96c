import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { ValidatedFile } from '~/lib/cart';
import type { Database } from '../db/connection';
import { media, mediaContent } from '../db/schema';

interface MediaRef {
  id: number;
  filename: string;
  url: string | null;
}

/** Where a browser finds a media: its online address when hosted elsewhere, else the shop's media route. */
export function mediaUrl(ref: MediaRef): string {
  return ref.url ?? `/api/media/${ref.id}/${encodeURIComponent(ref.filename)}`;
}

/**
 * The media types the shop stores, so the ones GET /media answers: the uploaded pictures (JPEG or
 * PNG, checked by their bytes), the SVG pictures it draws itself, and PDF files (form answers, return labels).
 */
export const STORED_MEDIA_TYPES = ['image/jpeg', 'image/png', 'image/svg+xml', 'application/pdf'] as const;

export async function mediaFile(db: Database, id: number) {
  const [row] = await db
    .select({ mime: media.mime, sha256: media.sha256, isPublic: media.isPublic, bytes: mediaContent.bytes })
    .from(media)
    .innerJoin(mediaContent, eq(mediaContent.mediaId, media.id))
    .where(eq(media.id, id));
  return row ?? null;
}

/** Keeps checked image bytes as a media; a private one is served only to admins (and owners' routes). */
export async function storeImage(db: Database, file: ValidatedFile, bytes: Uint8Array, isPublic: boolean): Promise<MediaRef> {
  const [row] = await db
    .insert(media)
    .values({
      kind: 'IMAGE',
      filename: file.filename,
      mime: file.mime,
      byteSize: file.byteSize,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      width: file.width,
      height: file.height,
      isPublic,
    })
    .returning({ id: media.id, filename: media.filename, url: media.url });
  await db.insert(mediaContent).values({ mediaId: row.id, bytes });
  return row;
}
