import { createHash } from 'node:crypto';
import { copyFileSync, cpSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

// A fresh PGlite data directory costs seconds before the shop can seed it: PostgreSQL's initdb and
// every migration, the same work on every new machine. The build does it once (scripts/
// pglite-template.mjs) and leaves the result beside the built server; a fresh data directory
// starts as a copy of it, then migrates as any other (nothing to do) and is seeded with today's
// dates. Plain TypeScript that Node runs as it is: the build script imports it too.

/** Where the build leaves its templates: in the build folder the shop runs from (ASTRO_OUT_DIR, else dist). */
export const templatesFolder = (): string => resolve(process.env.ASTRO_OUT_DIR ?? 'dist', 'pglite-template');

/**
 * What the template was made from: a digest of the migrations (the journal and every SQL file). A
 * template made from other migrations (one edited, added or removed since the build) is not used.
 */
export function migrationsKey(migrationsFolder: string): string {
  const hash = createHash('sha256');
  for (const name of ['meta/_journal.json', ...readdirSync(migrationsFolder).filter((file) => file.endsWith('.sql')).sort()]) {
    hash.update(name).update('\0').update(readFileSync(join(migrationsFolder, name))).update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

/** The template's folder for these migrations. */
export const templateFor = (migrationsFolder: string): string => join(templatesFolder(), migrationsKey(migrationsFolder));

/** PostgreSQL's own mark of a data directory; copied last, so that a copy cut short is not taken for a database. */
const VERSION_FILE = 'PG_VERSION';

/**
 * Fills `dataDir`, when it holds no database yet, from the build's template for these migrations.
 * Returns whether it did; without a template (a dev server, a build without it) PGlite's initdb and
 * the migrations make the database as before.
 */
export function copyPgliteTemplate(dataDir: string, migrationsFolder: string): boolean {
  if (existsSync(join(dataDir, VERSION_FILE))) return false;
  const template = templateFor(migrationsFolder);
  if (!existsSync(join(template, VERSION_FILE))) return false;
  // Over what a copy cut short left; the data directory's own lock file is not in the template.
  cpSync(template, dataDir, { recursive: true, force: true, filter: (source) => source !== join(template, VERSION_FILE) });
  copyFileSync(join(template, VERSION_FILE), join(dataDir, VERSION_FILE));
  return true;
}
