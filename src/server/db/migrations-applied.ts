import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { migrationsFolder, type Database } from './connection';

interface Journal {
  entries: { tag: string; when: number }[];
}

let journal: Promise<Journal> | undefined;

/** The migrations drizzle-kit wrote (meta/_journal.json), read once: they change only with a new build. */
function readJournal(): Promise<Journal> {
  journal ??= readFile(join(migrationsFolder(), 'meta', '_journal.json'), 'utf8').then((text) => JSON.parse(text) as Journal);
  return journal;
}

/**
 * The migrations of the journal the database has not applied (their tags, oldest first). Drizzle's
 * migrator records each migration it applies with the journal's `when` as `created_at`. One small
 * query, which also proves the database answers (a database that does not makes it throw).
 */
export async function pendingMigrations(db: Database): Promise<string[]> {
  const { entries } = await readJournal();
  const { rows } = await db.execute<{ created_at: string | number }>(sql`select created_at from drizzle.__drizzle_migrations`);
  const applied = new Set(rows.map((row) => Number(row.created_at)));
  return entries.filter((entry) => !applied.has(entry.when)).map((entry) => entry.tag);
}
