import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '~/server/db/connection';
import { seedDemoEstate } from '~/server/seed';
import { throwawayDatabase } from '../postgres-server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The demo estate, migrated and seeded once: a PGlite dump, or a PostgreSQL template database. */
    pgliteTemplate: string;
    postgresTemplate: string;
    /** The instant the template was seeded: the demo estate's dates are placed around it. */
    demoSeededAt: string;
  }
}

// Every API test file starts from a database of its own holding the demo estate. Migrating and
// seeding it takes seconds; it is done once here, and each file starts from a copy of the result
// (harness.ts): a PGlite dump loaded in memory, or a PostgreSQL database created from a template.

async function pgliteTemplate(project: TestProject) {
  const dir = await mkdtemp(join(tmpdir(), 'shop-api-template-'));
  const database = await openDatabase({});
  await seedDemoEstate(database.db, seededAt(project));
  const file = join(dir, 'demo-estate.tar');
  await writeFile(file, Buffer.from(await (await database.dump!()).arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplate', file);
  return () => rm(dir, { recursive: true, force: true });
}

async function postgresTemplate(project: TestProject) {
  const template = throwawayDatabase('shop_template');
  await template.create();
  const database = await openDatabase({ url: template.url });
  await seedDemoEstate(database.db, seededAt(project));
  // A template must have no connection left open while databases are copied from it.
  await database.close();
  project.provide('postgresTemplate', template.name);
  return template.drop;
}

function seededAt(project: TestProject): Date {
  const now = new Date();
  project.provide('demoSeededAt', now.toISOString());
  return now;
}

export default function setup(project: TestProject) {
  return project.name === 'api-postgres' ? postgresTemplate(project) : pgliteTemplate(project);
}
