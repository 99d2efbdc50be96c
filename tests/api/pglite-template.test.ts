import { appendFile, cp, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { makePgliteTemplate } from '../../scripts/pglite-template.mjs';
import { migrationsFolder, openDatabase } from '~/server/db/connection';
import { pendingMigrations } from '~/server/db/migrations-applied';
import { createPglite } from '~/server/db/pglite';
import { copyPgliteTemplate } from '~/server/db/pglite-template';

// A fresh embedded database starts as a copy of the data directory the build made (initdb and the
// migrations done once), and only a copy made from the same migrations.

let work: string;
let template: string;

/** PostgreSQL's identifier of a data directory, made by initdb: a copy keeps it, a new initdb does not. */
async function systemIdentifier(dataDir: string): Promise<string> {
  const client = await createPglite({ dataDir });
  try {
    const { rows } = await client.query<{ id: string }>('select system_identifier::text as id from pg_control_system()');
    return rows[0].id;
  } finally {
    await client.close();
  }
}

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'shop-pglite-template-'));
  vi.stubEnv('ASTRO_OUT_DIR', join(work, 'build'));
  template = await makePgliteTemplate();
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await rm(work, { recursive: true, force: true });
});

describe.skipIf(process.env.TEST_DB === 'postgres')('the data directory a fresh embedded database starts from', () => {
  it('is copied into a fresh data directory, which then opens with every migration applied', async () => {
    const templateId = await systemIdentifier(template);
    const dataDir = join(work, 'shop');
    const database = await openDatabase({ dataDir });
    try {
      expect(await pendingMigrations(database.db)).toEqual([]);
      await database.db.execute(sql`insert into instance_secret (name, value) values ('test', 'kept')`);
    } finally {
      await database.close();
    }
    expect(await systemIdentifier(dataDir)).toBe(templateId);
    // A data directory that holds a database is never overwritten.
    expect(copyPgliteTemplate(dataDir, migrationsFolder())).toBe(false);
    const again = await openDatabase({ dataDir });
    try {
      const { rows } = await again.db.execute<{ value: string }>(sql`select value from instance_secret where name = 'test'`);
      expect(rows).toEqual([{ value: 'kept' }]);
    } finally {
      await again.close();
    }
  });

  it('is not used once a migration differs from those it was made from', async () => {
    const edited = join(work, 'migrations');
    await cp(migrationsFolder(), edited, { recursive: true });
    await appendFile(join(edited, '0001_schema.sql'), '\n-- edited after the build\n');
    const dataDir = join(work, 'other-shop');
    await mkdir(dataDir);
    expect(copyPgliteTemplate(dataDir, edited)).toBe(false);
    expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(false);
    expect(copyPgliteTemplate(dataDir, migrationsFolder())).toBe(true);
    expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(true);
  });
});
