// The data directory a fresh embedded database starts from (see src/server/db/pglite-template.ts):
// made at build by an Astro integration, PostgreSQL's initdb and every migration done once here
// instead of on each new machine's first start. It holds no data: the shop seeds it on first start.
import { mkdir, rename, rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { createPglite } from '../src/server/db/pglite.ts';
import { templateFor, templatesFolder } from '../src/server/db/pglite-template.ts';

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
      },
    },
  };
}
