import { createHash } from 'node:crypto';
import { copyFileSync, cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

// A fresh PGlite data directory costs seconds before the shop can seed it: PostgreSQL's initdb and
// every migration, the same work on every new machine; seeding the demo estate (its pictures drawn,
// a few thousand rows) costs seconds more. The build does both once (scripts/pglite-template.mjs)
// and leaves two templates beside the built server: the empty, migrated database, and the same
// with the demo estate seeded on the build's day. A fresh data directory starts as a copy of one,
// then migrates as any other (nothing to do); a demo copied on a later day has its dates moved. Plain TypeScript that Node runs as it is: the build
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
 * The demo estate's template for these migrations, seeded on `day` (seed/calendar.ts, demoSeedDay).
 * Its dates are placed around that day; a shop that starts from it on another day moves them to
 * its own (seed/demo-dates.ts).
 */
export const demoTemplateFor = (migrationsFolder: string, day: string): string => `${templateFor(migrationsFolder)}-demo-${day}`;

/**
 * The demo estate's template for these migrations seeded in the UTC year of `day`, and the day it
 * was seeded. Another year's is not taken: the demo's calendars (the visits' seasons, the holidays)
 * are those of the seed's year and the next, which its dates moving by some days would not make.
 */
export function demoTemplateOfYear(migrationsFolder: string, day: string): { folder: string; day: string } | undefined {
  const prefix = `${migrationsKey(migrationsFolder)}-demo-${day.slice(0, 4)}-`;
  const name = existsSync(templatesFolder())
    ? readdirSync(templatesFolder()).find((entry) => entry.startsWith(prefix) && /^\d{2}-\d{2}$/.test(entry.slice(prefix.length)))
    : undefined;
  return name === undefined ? undefined : { folder: join(templatesFolder(), name), day: name.slice(prefix.length - 5) };
}

/**
 * Left in a data directory copied from the demo estate's template: the day its dates are placed
 * around, until the shop has moved them to its own (connection.ts). Written before the copy is a
 * database, so that a start cut short between the copy and the move moves them at the next.
 */
export const DEMO_DATED_FOR_FILE = 'demo-dated-for';

/** PostgreSQL's own mark of a data directory; copied last, so that a copy cut short is not taken for a database. */
const VERSION_FILE = 'PG_VERSION';

/**
 * Fills `dataDir`, when it holds no database yet, from the build's template for these migrations:
 * the demo estate's when `demoDay` is given and the build seeded it in that day's year (leaving
 * DEMO_DATED_FOR_FILE beside it), else the empty one. Returns whether it did; without a template
 * (a dev server, a build without it) PGlite's initdb, the migrations and the seed make the
 * database as before.
 */
export function copyPgliteTemplate(dataDir: string, migrationsFolder: string, demoDay?: string): boolean {
  if (existsSync(join(dataDir, VERSION_FILE))) return false;
  const demo = demoDay === undefined ? undefined : demoTemplateOfYear(migrationsFolder, demoDay);
  const template = demo && existsSync(join(demo.folder, VERSION_FILE)) ? demo.folder : templateFor(migrationsFolder);
  if (!existsSync(join(template, VERSION_FILE))) return false;
  // Over what a copy cut short left; the data directory's own lock file is not in the template.
  cpSync(template, dataDir, { recursive: true, force: true, filter: (source) => source !== join(template, VERSION_FILE) });
  if (template === demo?.folder) writeFileSync(join(dataDir, DEMO_DATED_FOR_FILE), demo.day);
  else rmSync(join(dataDir, DEMO_DATED_FOR_FILE), { force: true });
  copyFileSync(join(template, VERSION_FILE), join(dataDir, VERSION_FILE));
  return true;
}
