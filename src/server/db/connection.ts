import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Assume } from 'drizzle-orm/utils';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { ADVISORY_LOCKS } from './advisory-locks';
import { lockDataDirectory } from './lock';
import * as schema from './schema';
import { log } from '../log';

// One way in to the database, whichever it is: a PostgreSQL server (DATABASE_URL) or the embedded
// PGlite. Both get the same schema, the same migrations and the same extensions.

/** What both drivers return from db.execute(sql`…`): at least the rows. */
interface QueryRows<TRow> {
  rows: TRow[];
}

interface QueryRowsHKT extends PgQueryResultHKT {
  type: QueryRows<Assume<this['row'], Record<string, unknown>>>;
}

/** The Drizzle database the services use; both drivers provide it. */
export type Database = PgDatabase<QueryRowsHKT, typeof schema>;

export interface OpenDatabase {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Calls `onMessage` with the payload of every NOTIFY on `channel`, from any process. */
  listen(channel: string, onMessage: (payload: string) => void): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the whole database as a tarball, which `from` opens again (a backup, a test template). */
  dump?(): Promise<Blob>;
}

export interface DatabaseOptions {
  /** postgres://… : a PostgreSQL server. */
  url?: string;
  /** The PGlite data directory; in memory when unset or 'memory://'. */
  dataDir?: string;
  /** An in-memory PGlite starts as a copy of this dump (PGlite's dumpDataDir), e.g. a seeded database. */
  from?: Blob;
}

/** The built server runs from dist/, so the migrations are looked for from the working directory. */
export function migrationsFolder(): string {
  return resolve(process.cwd(), 'src/server/db/migrations');
}

async function openPostgres(url: string): Promise<OpenDatabase> {
  const pool = new pg.Pool({ connectionString: url });
  // An idle connection dropped by the server must not bring the process down; the next query reconnects.
  pool.on('error', (error) => log.error({ err: error }, 'PostgreSQL connection lost'));
  const db = drizzlePostgres({ client: pool, schema });
  // Processes starting together behind a load balancer would otherwise migrate at the same time.
  const lock = await pool.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [ADVISORY_LOCKS.migrations]);
    await migratePostgres(db, { migrationsFolder: migrationsFolder() });
  } catch (error) {
    lock.release();
    await pool.end();
    throw error;
  }
  await lock.query('select pg_advisory_unlock($1)', [ADVISORY_LOCKS.migrations]);
  lock.release();
  const listeners: pg.PoolClient[] = [];
  return {
    db,
    kind: 'postgres',
    async listen(channel, onMessage) {
      // LISTEN holds its connection for as long as the process lives.
      const client = await pool.connect();
      listeners.push(client);
      client.on('notification', (message) => {
        if (message.channel === channel) onMessage(message.payload ?? '');
      });
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    },
    async close() {
      for (const client of listeners) client.release();
      await pool.end();
    },
  };
}

async function openPglite(dataDir: string | undefined, from?: Blob): Promise<OpenDatabase> {
  const inMemory = dataDir === undefined || dataDir === 'memory://';
  let lock: { release(): void } | undefined;
  if (!inMemory) {
    mkdirSync(dataDir, { recursive: true });
    lock = lockDataDirectory(dataDir);
  }
  try {
    const client = await PGlite.create({ dataDir: inMemory ? undefined : dataDir, loadDataDir: inMemory ? from : undefined, extensions: { unaccent, pg_trgm } });
    const db = drizzlePglite({ client, schema });
    try {
      await migratePglite(db, { migrationsFolder: migrationsFolder() });
    } catch (error) {
      await client.close();
      throw error;
    }
    return {
      db,
      kind: 'pglite',
      async listen(channel, onMessage) {
        await client.listen(channel, onMessage);
      },
      dump: () => client.dumpDataDir('none'),
      async close() {
        try {
          if (!client.closed) await client.close();
        } finally {
          lock?.release();
        }
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}

/**
 * Opens the database and brings its schema up to date. With `url`, a PostgreSQL server through a
 * connection pool; otherwise the embedded PGlite on `dataDir` (which this process then holds: see
 * lock.ts) or in memory.
 */
export async function openDatabase(options: DatabaseOptions): Promise<OpenDatabase> {
  return options.url ? openPostgres(options.url) : openPglite(options.dataDir, options.from);
}
