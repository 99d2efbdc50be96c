import { and, eq, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ValidatedFile } from '~/lib/cart';
import type { AdminPage, ItemPicture, UploadedPicture } from '~/lib/admin/content/common';
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

interface PageQuery {
  page: number;
  nbItem: number;
}

/** `search` inside any language's text of `column`, as typed (its % and _ are letters, not wildcards). */
export function textSearch(table: PgTable, owner: PgColumn, column: PgColumn, id: PgColumn, search: string | undefined): SQL | undefined {
  const words = search?.trim();
  if (!words) return undefined;
  const pattern = `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  // Named by hand, as translatedText does: relational queries give the tables they know aliases of their own.
  const tr = sql.identifier('tr');
  return sql`exists (select 1 from ${sql.identifier(getTableName(table))} ${tr} where ${tr}.${sql.identifier(owner.name)} = ${id} and ${tr}.${sql.identifier(column.name)} ilike ${pattern})`;
}

/** The rows of the page asked of a list. */
export const pageWindow = (query: PageQuery) => ({ limit: query.nbItem, offset: (query.page - 1) * query.nbItem });

/** A page of a list as the back office reads it. */
export const pageOfItems = <T>(items: T[], total: number, query: PageQuery): AdminPage<T> => ({ items, total, page: query.page, nbItem: query.nbItem });

/** Locks the row being saved (`column` is its id) until the change commits; 404 when it is gone. A new row (null) has none yet. */
export async function lockSaved(tx: Database, table: PgTable, column: PgColumn, id: number | null) {
  if (id === null) return;
  const [row] = await tx.select({ id: column }).from(table).where(eq(column, id)).for('update');
  if (!row) throw notFoundProblem();
}

/** Keeps a row the saved one refers to (a folder, a calendar) until the change commits; 400 with `problem` when it is gone. */
export async function assertReferred(tx: Database, table: PgTable, column: PgColumn, id: number | null, problem: string) {
  if (id === null) return;
  const [row] = await tx.select({ id: column }).from(table).where(eq(column, id)).for('key share');
  if (!row) throw invalid(problem, { id });
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
