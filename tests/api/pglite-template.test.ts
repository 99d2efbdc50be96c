import { appendFile, cp, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getTableName, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { makePgliteTemplate } from '../../scripts/pglite-template.mjs';
import { migrationsFolder, openDatabase, type Database } from '~/server/db/connection';
import { pendingMigrations } from '~/server/db/migrations-applied';
import { createPglite } from '~/server/db/pglite';
import { copyPgliteTemplate, DEMO_DATED_FOR_FILE, demoTemplateFor } from '~/server/db/pglite-template';
import { clubShipment, discount, site, user } from '~/server/db/schema';
import { seedDemoEstate } from '~/server/seed';
import { demoCopiedOn } from '~/server/seed/demo-dates';
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

  it('starts a fresh demo shop from the demo estate seeded at build, its dates moved to the day it starts', async () => {
    const builtAt = new Date('2026-03-02T10:00:00Z');
    const startedAt = new Date('2026-03-03T10:00:00Z');
    const seedingFrom = Date.now();
    const demo = demoTemplateFor(migrationsFolder(), demoSeedDay(builtAt));
    await seedDemoTemplate(demo, builtAt);
    expect(existsSync(join(demo, '.lock'))).toBe(false);

    const sameDay = await openDatabase({ dataDir: join(work, 'demo-shop'), demo: demoCopiedOn(demoSeedDay(new Date('2026-03-02T23:59:00Z'))) });
    let asBuilt: Record<string, string[]>;
    try {
      asBuilt = await datedRows(sameDay.db, { from: seedingFrom, to: Date.now() });
      expect(await pendingMigrations(sameDay.db)).toEqual([]);
      expect(await sameDay.db.select({ id: site.id }).from(site)).toHaveLength(1);
      // Each shop makes its own administrator and secrets at its first start; the demo's customers (the club's members) come with the estate.
      expect(await sameDay.db.select({ id: user.id }).from(user).where(ne(user.role, 'CUSTOMER'))).toEqual([]);
      const { rows } = await sameDay.db.execute(sql`select name from instance_secret`);
      expect(rows).toEqual([]);
    } finally {
      await sameDay.close();
    }

    // Started the next day, the copy tells the story a seed of that day tells, day for day.
    const nextDayDir = join(work, 'next-day-shop');
    const nextDay = await openDatabase({ dataDir: nextDayDir, demo: demoCopiedOn(demoSeedDay(startedAt)) });
    const fresh = await openDatabase({ dataDir: join(work, 'fresh-demo-shop') });
    try {
      expect(existsSync(join(nextDayDir, DEMO_DATED_FOR_FILE))).toBe(false);
      expect(await fresh.db.select({ id: site.id }).from(site)).toEqual([]);
      await seedDemoEstate(fresh.db, startedAt);
      const seeding = { from: seedingFrom, to: Date.now() };
      const copied = await datedRows(nextDay.db, seeding, 1);
      const seeded = await datedRows(fresh.db, seeding);
      expect(Object.keys(copied).length).toBeGreaterThan(20);
      expect(copied).toEqual(seeded);
      // Not by chance: the build's day told another story, in dates (a shipment's day of charge) and in timestamps (a code's period).
      for (const table of [clubShipment, discount]) {
        expect(seeded[getTableName(table)]).toHaveLength(asBuilt[getTableName(table)].length);
        expect(seeded[getTableName(table)]).not.toEqual(asBuilt[getTableName(table)]);
      }
    } finally {
      await nextDay.close();
      await fresh.close();
    }
    // Opened again, a moved copy stays as it is.
    const again = await openDatabase({ dataDir: nextDayDir, demo: demoCopiedOn('2026-03-09') });
    const fresh2 = await openDatabase({ dataDir: join(work, 'fresh-demo-shop') });
    try {
      const seeding = { from: seedingFrom, to: Date.now() };
      expect(await datedRows(again.db, seeding, 1)).toEqual(await datedRows(fresh2.db, seeding));
    } finally {
      await again.close();
      await fresh2.close();
    }

    // Another year's calendars are not those of the build's year: a shop started then seeds its own.
    const nextYear = await openDatabase({ dataDir: join(work, 'next-year-shop'), demo: demoCopiedOn('2027-01-04') });
    try {
      expect(await nextYear.db.select({ id: site.id }).from(site)).toEqual([]);
      expect(await pendingMigrations(nextYear.db)).toEqual([]);
    } finally {
      await nextYear.close();
    }
    // An empty shop never starts from the demo estate.
    const empty = await openDatabase({ dataDir: join(work, 'empty-shop') });
    try {
      expect(await empty.db.select({ id: site.id }).from(site)).toEqual([]);
    } finally {
      await empty.close();
    }
  }, 120_000);
});

const DAY = 86_400_000;

/**
 * Every table's dated columns, each row as its id (when it has one) and its dates as Paris days,
 * sorted. A time the database wrote itself while the test seeded (a created_at left to its
 * default: the real clock, not the seed's) reads "seeding", moved by `movedDays` in a moved copy.
 */
async function datedRows(db: Database, seeding: { from: number; to: number }, movedDays = 0): Promise<Record<string, string[]>> {
  const { rows: columns } = await db.execute<{ table_name: string; column_name: string; data_type: string }>(
    sql`select table_name, column_name, data_type from information_schema.columns where table_schema = 'public' and data_type in ('date', 'timestamp with time zone', 'timestamp without time zone') order by table_name, column_name`,
  );
  const tables = Map.groupBy(columns, (column) => column.table_name);
  const lo = seeding.from + movedDays * DAY - 3_600_000;
  const hi = seeding.to + movedDays * DAY + 3_600_000;
  const result: Record<string, string[]> = {};
  for (const [table, dated] of tables) {
    const { rows: hasId } = await db.execute(sql`select 1 from information_schema.columns where table_schema = 'public' and table_name = ${table} and column_name = 'id'`);
    const values = dated.map(({ column_name: name, data_type: type }) =>
      type === 'date'
        ? sql`${sql.identifier(name)}::text`
        : sql`case when ${sql.identifier(name)} is null then null when extract(epoch from ${sql.identifier(name)}) * 1000 between ${lo} and ${hi} then 'seeding' else to_char(${sql.identifier(name)} at time zone 'Europe/Paris', 'YYYY-MM-DD') end`,
    );
    const { rows } = await db.execute<{ row: unknown[] }>(
      sql`select json_build_array(${sql.join(hasId.length ? [sql`id`, ...values] : values, sql`, `)}) as row from ${sql.identifier(table)}`,
    );
    if (rows.length) result[table] = rows.map(({ row }) => JSON.stringify(row)).sort();
  }
  return result;
}
