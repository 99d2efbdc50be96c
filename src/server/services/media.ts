import { eq } from 'drizzle-orm';
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

export async function mediaFile(db: Database, id: number) {
  const [row] = await db
    .select({ mime: media.mime, sha256: media.sha256, isPublic: media.isPublic, bytes: mediaContent.bytes })
    .from(media)
    .innerJoin(mediaContent, eq(mediaContent.mediaId, media.id))
    .where(eq(media.id, id));
  return row ?? null;
}
