import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { LayoutHashCheck, LayoutPreviewSaved } from '~/lib/admin/page-layouts';
import type { ValidatedFile } from '~/lib/cart';
import type { Database } from '../../db/connection';
import { media, pageLayout } from '../../db/schema';
import { mediaUrl, storeImage } from '../media';
import { notFound } from '../errors';

// The panel's HTML layouts of a page: whether its copy is the stored one (by hash), and an
// unpublished preview (HTML and a picture of it) kept beside the published layout.

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

type LayoutRow = typeof pageLayout.$inferSelect;

/** The layout when it belongs to that page; another page's layout is a 404 like a missing one. */
export async function pageLayoutOf(db: Database, pageId: number, layoutId: number): Promise<LayoutRow> {
  const [row] = await db.select().from(pageLayout).where(and(eq(pageLayout.id, layoutId), eq(pageLayout.pageId, pageId)));
  if (!row) throw notFound('order:admin.layoutNotFound');
  return row;
}

export function checkHash(row: LayoutRow, html: string): LayoutHashCheck {
  const hash = sha256(html);
  return { idPage: row.pageId, idLayout: row.id, hash, storedHash: row.hash, isCurrent: hash === row.hash };
}

export interface PreviewImage {
  file: ValidatedFile;
  bytes: Uint8Array;
}

/**
 * Keeps the preview: its HTML and, when given, its picture as a media only admins may read (the
 * page is not published yet). The picture it replaces is deleted. Answers where the picture is.
 */
export async function savePreview(db: Database, row: LayoutRow, html: string, image: PreviewImage | null): Promise<LayoutPreviewSaved> {
  return db.transaction(async (tx) => {
    const stored = image ? await storeImage(tx, image.file, image.bytes, false) : null;
    const previewMediaId = stored?.id ?? row.previewMediaId;
    await tx.update(pageLayout).set({ previewHtml: html, previewMediaId }).where(eq(pageLayout.id, row.id));
    if (stored && row.previewMediaId !== null) await tx.delete(media).where(eq(media.id, row.previewMediaId));
    const [preview] = stored ? [stored] : previewMediaId === null ? [] : await tx.select({ id: media.id, filename: media.filename, url: media.url }).from(media).where(eq(media.id, previewMediaId));
    return { idLayout: row.id, previewUrl: preview ? mediaUrl(preview) : null };
  });
}
