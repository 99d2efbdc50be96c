// The data directory a fresh embedded database starts from (see src/server/db/pglite-template.ts):
// made at build by an Astro integration, PostgreSQL's initdb and every migration done once here
// instead of on each new machine's first start. It holds no data: an empty shop starts from it. A
// second template holds the demo estate seeded on the build's day, pictures included, so that a
// fresh demo shop only copies it and moves its dates to its own day (src/server/seed/demo-dates.ts);
// a shop started in another year than the build's seeds its own.
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { runnerImport } from 'vite';
import { createPglite } from '../src/server/db/pglite.ts';
import { demoTemplateFor, templateFor, templatesFolder } from '../src/server/db/pglite-template.ts';

/** A WAL segment's file name: 24 hexadecimal digits (PostgreSQL's pg_wal). */
const WAL_SEGMENT = /^[0-9A-F]{24}$/;
/** A closing checkpoint writes a few hundred bytes: this much room left in the current segment is plenty. */
const WAL_ROOM = 1024 * 1024;

/**
 * Removes the WAL segments PostgreSQL made ahead of need (16 MB each, every one copied at each
 * fresh start): those after the segment being written, when the closing checkpoint cannot reach
 * them. PostgreSQL makes them again when it needs them.
 */
async function dropWalMadeAhead(dataDir) {
  const client = await createPglite({ dataDir });
  let current;
  try {
    const { rows } = await client.query(
      "select file_name, file_offset, pg_size_bytes(current_setting('wal_segment_size')) as size from pg_walfile_name_offset(pg_current_wal_insert_lsn())",
    );
    current = rows[0];
  } finally {
    await client.close();
  }
  if (Number(current.size) - Number(current.file_offset) < WAL_ROOM) return;
  for (const name of await readdir(join(dataDir, 'pg_wal'))) {
    if (WAL_SEGMENT.test(name) && name > current.file_name) await rm(join(dataDir, 'pg_wal', name));
  }
}

/** Makes the template for the migrations of this working copy; returns its folder. */
export async function makePgliteTemplate() {
  const migrationsFolder = resolve('src/server/db/migrations');
  const target = templateFor(migrationsFolder);
  // Made again at each build: a template of other migrations or another PGlite is never kept.
  await rm(templatesFolder(), { recursive: true, force: true });
  await mkdir(templatesFolder(), { recursive: true });
  const partial = `${target}.partial`;
  const client = await createPglite({ dataDir: partial });
  try {
    await migrate(drizzle({ client }), { migrationsFolder });
    await client.query('checkpoint');
  } finally {
    await client.close();
  }
  await dropWalMadeAhead(partial);
  await rename(partial, target);
  return target;
}

/**
 * Makes the demo estate's template, seeded at `now`, from the empty one (made first); returns its
 * folder. The seed is the shop's own TypeScript, which Vite loads (see scripts/admin.mjs).
 */
export async function makeDemoTemplate(now = new Date()) {
  const root = resolve(import.meta.dirname, '..');
  const { module } = await runnerImport(resolve(root, 'src/server/seed/demo-template.ts'), {
    root,
    configFile: false,
    resolve: { alias: { '~': resolve(root, 'src') } },
    logLevel: 'error',
  });
  const target = demoTemplateFor(resolve('src/server/db/migrations'), module.demoSeedDay(now));
  const partial = `${target}.partial`;
  await rm(partial, { recursive: true, force: true });
  await module.seedDemoTemplate(partial, now);
  await dropWalMadeAhead(partial);
  await rename(partial, target);
  return target;
}

/** The integration, for astro.config.mjs. */
export function pgliteTemplate() {
  return {
    name: 'pglite-template',
    hooks: {
      'astro:build:done': async ({ logger }) => {
        const began = performance.now();
        const folder = await makePgliteTemplate();
        logger.info(`Fresh PGlite data directory (initdb and migrations) made in ${Math.round(performance.now() - began)} ms: ${folder}`);
        const seeded = performance.now();
        const demo = await makeDemoTemplate();
        logger.info(`The demo estate's data directory (seeded today, pictures included) made in ${Math.round(performance.now() - seeded)} ms: ${demo}`);
      },
    },
  };
}
