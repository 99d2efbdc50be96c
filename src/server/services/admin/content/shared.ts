import { and, eq, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ValidatedFile } from '~/lib/cart';
import type { ItemPicture, UploadedPicture } from '~/lib/admin/content/common';
import type { Database } from '../../../db/connection';
import { media } from '../../../db/schema';
import type { PageCache } from '../../../page-cache';
import { mediaUrl, storeImage } from '../../media';
import { invalid, notFound } from '../../errors';

// What the back office's content services share: who they need, how they refuse, the pictures.

export interface ContentDeps {
  db: Database;
  pageCache: PageCache;
}

export const notFoundProblem = () => notFound('admin-content:errors.notFound');

/** `search` inside any language's text of `column`, as typed (its % and _ are letters, not wildcards). */
export function textSearch(table: PgTable, owner: PgColumn, column: PgColumn, id: PgColumn, search: string | undefined): SQL | undefined {
  const words = search?.trim();
  if (!words) return undefined;
  const pattern = `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  // Named by hand, as translatedText does: relational queries give the tables they know aliases of their own.
  const tr = sql.identifier('tr');
  return sql`exists (select 1 from ${sql.identifier(getTableName(table))} ${tr} where ${tr}.${sql.identifier(owner.name)} = ${id} and ${tr}.${sql.identifier(column.name)} ilike ${pattern})`;
}

/** The media `id` when it is a stored picture, locked until the change commits so it cannot vanish in between. */
export async function assertPicture(tx: Database, id: number | null) {
  if (id === null) return;
  const [row] = await tx.select({ id: media.id }).from(media).where(and(eq(media.id, id), eq(media.kind, 'IMAGE'))).for('key share');
  if (!row) throw invalid('admin-content:errors.pictureNotFound', { id });
}

export const pictureOf = (row: { id: number; filename: string; url: string | null } | null): ItemPicture | null =>
  row ? { id: row.id, url: mediaUrl(row) } : null;

/** Keeps a checked picture the owner uploaded as a public media, drawn at the reader's width where it is shown. */
export async function storePicture(db: Database, file: ValidatedFile, bytes: Uint8Array): Promise<UploadedPicture> {
  const stored = await storeImage(db, file, bytes, true);
  return { id: stored.id, url: mediaUrl(stored), width: file.width, height: file.height };
}
