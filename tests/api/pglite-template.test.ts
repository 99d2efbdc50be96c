import { appendFile, cp, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { makePgliteTemplate } from '../../scripts/pglite-template.mjs';
import { migrationsFolder, openDatabase } from '~/server/db/connection';
import { pendingMigrations } from '~/server/db/migrations-applied';
import { createPglite } from '~/server/db/pglite';
import { copyPgliteTemplate, demoTemplateFor } from '~/server/db/pglite-template';
import { site, user } from '~/server/db/schema';
import { demoSeedDay, seedDemoTemplate } from '~/server/seed/demo-template';

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

  it("starts a fresh demo shop from the demo estate seeded at build, only on the day it was seeded", async () => {
    const builtAt = new Date('2026-03-02T15:00:00Z');
    const demo = demoTemplateFor(migrationsFolder(), demoSeedDay(builtAt));
    await seedDemoTemplate(demo, builtAt);
    expect(existsSync(join(demo, '.lock'))).toBe(false);

    const sameDay = await openDatabase({ dataDir: join(work, 'demo-shop'), demoDay: demoSeedDay(new Date('2026-03-02T23:59:00Z')) });
    try {
      expect(await pendingMigrations(sameDay.db)).toEqual([]);
      expect(await sameDay.db.select({ id: site.id }).from(site)).toHaveLength(1);
      // Each shop makes its own administrator and secrets at its first start; the demo's customers (the club's members) come with the estate.
      expect(await sameDay.db.select({ id: user.id }).from(user).where(ne(user.role, 'CUSTOMER'))).toEqual([]);
      const { rows } = await sameDay.db.execute(sql`select name from instance_secret`);
      expect(rows).toEqual([]);
    } finally {
      await sameDay.close();
    }

    // Seeded another day, its dates would be those of the build's day: the shop seeds its own.
    const nextDay = await openDatabase({ dataDir: join(work, 'next-day-shop'), demoDay: demoSeedDay(new Date('2026-03-03T00:00:00Z')) });
    try {
      expect(await nextDay.db.select({ id: site.id }).from(site)).toEqual([]);
      expect(await pendingMigrations(nextDay.db)).toEqual([]);
    } finally {
      await nextDay.close();
    }
    // An empty shop never starts from the demo estate.
    const empty = await openDatabase({ dataDir: join(work, 'empty-shop') });
    try {
      expect(await empty.db.select({ id: site.id }).from(site)).toEqual([]);
    } finally {
      await empty.close();
    }
  }, 60_000);
});
