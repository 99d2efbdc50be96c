import { createHash } from 'node:crypto';
import { copyFileSync, cpSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

// A fresh PGlite data directory costs seconds before the shop can seed it: PostgreSQL's initdb and
// every migration, the same work on every new machine; seeding the demo estate (its pictures drawn,
// a few thousand rows) costs seconds more. The build does both once (scripts/pglite-template.mjs)
// and leaves two templates beside the built server: the empty, migrated database, and the same
// with the demo estate seeded on the build's day. A fresh data directory starts as a copy of one,
// then migrates as any other (nothing to do). Plain TypeScript that Node runs as it is: the build
// script imports it too.

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

/**
 * The demo estate's template for these migrations, seeded on `day` (seed/calendar.ts, demoSeedDay):
 * its dates are placed around the day it was seeded, so a shop started on another day does not
 * take it and seeds its own.
 */
export const demoTemplateFor = (migrationsFolder: string, day: string): string => `${templateFor(migrationsFolder)}-demo-${day}`;

/** PostgreSQL's own mark of a data directory; copied last, so that a copy cut short is not taken for a database. */
const VERSION_FILE = 'PG_VERSION';

/**
 * Fills `dataDir`, when it holds no database yet, from the build's template for these migrations:
 * the demo estate's when `demoDay` is given and the build seeded it that day, else the empty one.
 * Returns whether it did; without a template (a dev server, a build without it) PGlite's initdb, the
 * migrations and the seed make the database as before.
 */
export function copyPgliteTemplate(dataDir: string, migrationsFolder: string, demoDay?: string): boolean {
  if (existsSync(join(dataDir, VERSION_FILE))) return false;
  const template = [demoDay && demoTemplateFor(migrationsFolder, demoDay), templateFor(migrationsFolder)].find(
    (folder): folder is string => !!folder && existsSync(join(folder, VERSION_FILE)),
  );
  if (!template) return false;
  // Over what a copy cut short left; the data directory's own lock file is not in the template.
  cpSync(template, dataDir, { recursive: true, force: true, filter: (source) => source !== join(template, VERSION_FILE) });
  copyFileSync(join(template, VERSION_FILE), join(dataDir, VERSION_FILE));
  return true;
}
