import { join } from 'node:path';
import { readConfig, type ShopConfig } from './config';
import { openDatabase, type Database } from './db/connection';
import { startWorker } from './jobs/worker';
import { createMailer } from './mail/mailer';
import { createPageCache, type PageCache } from './page-cache';
import { createPaymentProviders } from './payments';
import { seedDemoEstate } from './seed';
import { ensureAdmin } from './services/admin-account';
import { createThrottle } from './services/throttle';
import { createApp, type ShopApp } from './app';

export interface Shop {
  app: ShopApp;
  db: Database;
  config: ShopConfig;
  pageCache: PageCache;
  close(): Promise<void>;
}

/**
 * The running shop of this process: the database (PGlite in DATA_DIR, or PostgreSQL with
 * DATABASE_URL), migrated and filled with the demo estate on first start, the API around it, and
 * the background worker that sends the mail and sweeps the expired stock holds.
 */
export async function startShop(config: ShopConfig): Promise<Shop> {
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: join(config.dataDir, 'pglite') },
  );
  await seedDemoEstate(database.db);
  await ensureAdmin({ db: database.db, now: () => new Date() });
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    outboxDir: join(config.dataDir, 'outbox'),
    from: config.mailFrom ?? 'boutique@localhost',
  });
  const pageCache = await createPageCache(database);
  const now = () => new Date();
  // A shop set up for real payments must not start half-configured (and never falls back to test cards).
  const payments = createPaymentProviders({ db: database.db, now }, { provider: config.paymentProvider });
  const app = createApp({ db: database.db, config, pageCache, payments, now, throttle: createThrottle(database.db) });
  const worker = await startWorker({ database, mailer, payments, host: new URL(config.publicUrl).hostname, now });
  return {
    app,
    db: database.db,
    config,
    pageCache,
    async close() {
      await worker.stop();
      await database.close();
    },
  };
}

let running: Promise<Shop> | undefined;

/**
 * The process-wide shop, started on first use. A shop that cannot start (a data directory in use,
 * an invalid configuration, no database) ends the process with its reason rather than serving errors.
 */
export function getShop(): Promise<Shop> {
  running ??= startShop(readConfig()).catch((error: unknown) => {
    console.error(`The shop could not start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
  return running;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void (running ?? Promise.reject(new Error('not started')))
      .then((shop) => shop.close())
      .catch(() => undefined)
      .finally(() => process.exit(0));
  });
}
