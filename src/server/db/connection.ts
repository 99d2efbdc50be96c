import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Assume } from 'drizzle-orm/utils';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { ADVISORY_LOCKS } from './advisory-locks';
import { lockDataDirectory } from './lock';
import { startPgliteInThread } from './pglite-thread';
import { copyPgliteTemplate, DEMO_DATED_FOR_FILE } from './pglite-template';
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
  /**
   * Calls `onMessage` with the payload of every NOTIFY on `channel`, from any process. A NOTIFY
   * sent while the listening connection was lost is lost with it: once it is back, `onResumed`
   * is called, so that the listener treats everything as possibly changed.
   */
  listen(channel: string, onMessage: (payload: string) => void, onResumed?: () => void): Promise<void>;
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
  /**
   * A fresh data directory starts from the demo estate the build seeded in the year of `day`, when
   * there is one (see pglite-template.ts), whose dates `moveDates` then moves from the day it was
   * seeded to `day` (seed/demo-dates.ts); the seed then finds its site and leaves it as it is.
   */
  demo?: { day: string; moveDates(db: Database, datedFor: string): Promise<void> };
  /**
   * Told of every statement Drizzle sends (the tests count them). On PostgreSQL a transaction's
   * BEGIN and COMMIT are among them; PGlite opens and ends its transactions itself, unseen.
   */
  onStatement?: (sql: string) => void;
}

const statementLogger = (onStatement: DatabaseOptions['onStatement']) =>
  onStatement && { logQuery: (query: string) => onStatement(query) };

/** The built server runs from dist/, so the migrations are looked for from the working directory. */
export function migrationsFolder(): string {
  return resolve(process.cwd(), 'src/server/db/migrations');
}

async function openPostgres(url: string, onStatement?: DatabaseOptions['onStatement']): Promise<OpenDatabase> {
  const pool = new pg.Pool({ connectionString: url });
  // An idle connection dropped by the server must not bring the process down; the next query reconnects.
  pool.on('error', (error) => log.error({ err: error }, 'PostgreSQL connection lost'));
  const db = drizzlePostgres({ client: pool, schema, logger: statementLogger(onStatement) });
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
  const listener = createListener(url);
  return {
    db,
    kind: 'postgres',
    listen: listener.listen,
    async close() {
      await listener.close();
      await pool.end();
    },
  };
}

/** The first wait before connecting again, doubled at each failure up to the last. */
const RECONNECT_DELAYS_MS = { first: 100, last: 5_000 };

interface Subscription {
  channel: string;
  onMessage: (payload: string) => void;
  onResumed?: () => void;
}

/**
 * The one connection of this process that LISTENs, on every channel asked for. The server may
 * restart or end it (a failover, an administrator, an idle timeout of a proxy): it is then opened
 * again, with a growing wait between tries, and LISTENs again on every channel; the process never
 * stops for it. The notifications sent meanwhile are lost, so every subscriber is told it resumed.
 */
function createListener(url: string) {
  const subscriptions: Subscription[] = [];
  let current: pg.Client | null = null;
  let first: Promise<void> | null = null;
  let closed = false;
  let retryTimer: NodeJS.Timeout | undefined;

  async function connect(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: url });
    client.on('notification', (message) => {
      for (const subscription of subscriptions) {
        if (subscription.channel === message.channel) subscription.onMessage(message.payload ?? '');
      }
    });
    // Both may come, in either order: the first one that comes for the current connection counts.
    client.on('error', (error) => lost(client, error));
    client.on('end', () => lost(client));
    try {
      await client.connect();
      for (const channel of new Set(subscriptions.map((subscription) => subscription.channel))) {
        await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      }
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    return client;
  }

  function lost(client: pg.Client, error?: Error) {
    if (client !== current || closed) return;
    current = null;
    log.warn({ err: error }, 'PostgreSQL: the listening connection was lost, connecting again');
    void reconnect();
  }

  async function reconnect() {
    for (let delay = RECONNECT_DELAYS_MS.first; !closed; delay = Math.min(delay * 2, RECONNECT_DELAYS_MS.last)) {
      await new Promise((resolve) => (retryTimer = setTimeout(resolve, delay)));
      if (closed) return;
      try {
        const client = await connect();
        if (closed) {
          await client.end();
          return;
        }
        current = client;
        break;
      } catch (error) {
        log.warn({ err: error, retryInMs: Math.min(delay * 2, RECONNECT_DELAYS_MS.last) }, 'PostgreSQL: the listening connection could not be opened again');
      }
    }
    if (closed) return;
    log.info('PostgreSQL: listening again');
    for (const subscription of subscriptions) {
      try {
        subscription.onResumed?.();
      } catch (error) {
        log.error({ err: error, channel: subscription.channel }, 'PostgreSQL: a listener failed to resume');
      }
    }
  }

  return {
    async listen(channel: string, onMessage: (payload: string) => void, onResumed?: () => void) {
      subscriptions.push({ channel, onMessage, onResumed });
      // The first subscriber opens the connection; the LISTENs of the others go to the one open
      // now (LISTEN twice is harmless), or are made by the reconnection under way.
      first ??= connect().then((client) => {
        current = client;
      });
      await first;
      await current?.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    },
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      const client = current;
      current = null;
      await client?.end();
    },
  };
}

async function openPglite({ dataDir, from, demo, onStatement }: DatabaseOptions): Promise<OpenDatabase> {
  const inMemory = dataDir === undefined || dataDir === 'memory://';
  let lock: { release(): void } | undefined;
  if (!inMemory) {
    mkdirSync(dataDir, { recursive: true });
    lock = lockDataDirectory(dataDir);
  }
  try {
    if (!inMemory) copyPgliteTemplate(dataDir, migrationsFolder(), demo?.day);
    // In a thread of its own: its queries never hold the event loop that answers the pages (pglite-thread.ts).
    const database = await startPgliteInThread({ dataDir: inMemory ? undefined : dataDir, loadDataDir: inMemory ? from : undefined });
    const db = drizzlePglite({ client: database.client, schema, logger: statementLogger(onStatement) });
    try {
      await migratePglite(db, { migrationsFolder: migrationsFolder() });
      // Removed once the dates are moved: a start cut short before moves them at the next.
      const datedFor = inMemory ? undefined : join(dataDir, DEMO_DATED_FOR_FILE);
      if (datedFor && existsSync(datedFor)) {
        if (!demo) throw new Error(`${datedFor}: the demo estate copied here still has its dates to move; open it as the demo`);
        await demo.moveDates(db, readFileSync(datedFor, 'utf8').trim());
        rmSync(datedFor);
      }
    } catch (error) {
      await database.close();
      throw error;
    }
    return {
      db,
      kind: 'pglite',
      // One process holds the embedded database and its notifications never go missing: nothing resumes.
      async listen(channel, onMessage) {
        await database.listen(channel, onMessage);
      },
      dump: () => database.dumpDataDir(),
      async close() {
        try {
          await database.close();
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
  return options.url ? openPostgres(options.url, options.onStatement) : openPglite(options);
}
