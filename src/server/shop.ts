import { join } from 'node:path';
import { readConfig, type ShopConfig } from './config';
import type { Database } from './db/connection';
import { startWorker } from './jobs/worker';
import { createMailer } from './mail/mailer';
import { createPageCache, type PageCache } from './page-cache';
import { pageStore, type PageStore } from './page-store';
import { createRemembered } from './remembered';
import { createPaymentProviders } from './payments';
import { ensureAdmin } from './services/admin/people/appoint-admin';
import { closeDueAllocations } from './services/club/allocation-close';
import { createThrottle } from './services/throttle';
import { createApp, type ShopApp } from './app';
import { requestLogger } from './http/request-log';
import { log, type Logger } from './log';
import { securityHeaders } from './http/security-headers';
import { openShopDatabase } from './shop-database';

export interface Shop {
  app: ShopApp;
  db: Database;
  config: ShopConfig;
  pageCache: PageCache;
  /** From now on /api/ready answers 503, so that a load balancer sends its requests elsewhere. */
  drain(): void;
  /** Stops the background worker (after the job under way), then closes the database. */
  close(): Promise<void>;
}

/**
 * The running shop of this process: the database (PGlite in DATA_DIR, or PostgreSQL with
 * DATABASE_URL), migrated and filled on first start (the demo estate or an empty shop), its first
 * administrator (services/admin/people/appoint-admin.ts), the API around it, and
 * the background worker that sends the mail and sweeps the expired stock holds.
 */
export async function startShop(config: ShopConfig): Promise<Shop> {
  const database = await openShopDatabase(config);
  await ensureAdmin({ db: database.db, config, now: () => new Date() });
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    outboxDir: join(config.dataDir, 'outbox'),
    from: config.mailFrom ?? 'boutique@localhost',
  });
  const pageCache = await createPageCache(database);
  const remembered = createRemembered();
  pageCache.onDrop((tags) => {
    pageStore.drop(tags);
    remembered.forget(tags);
  });
  const now = () => new Date();
  // A shop set up for real payments must not start half-configured (and never falls back to test cards).
  const payments = createPaymentProviders(
    { db: database.db, now },
    { provider: config.paymentProvider, cawl: config.cawl, stripe: config.stripe, sandboxSecret: config.sandboxSecret },
  );
  let draining = false;
  const deps = { db: database.db, config, pageCache, remembered, payments, now, throttle: createThrottle(database.db), draining: () => draining };
  const app = createApp(deps);
  const worker = await startWorker(
    { database, mailer, payments, host: new URL(config.publicUrl).hostname, publicUrl: config.publicUrl, now, labels: config.labels, closeAllocations: () => closeDueAllocations(deps) },
    { trackingPollMs: config.trackingPollMs },
  );
  return {
    app,
    db: database.db,
    config,
    pageCache,
    drain() {
      draining = true;
    },
    async close() {
      await worker.stop();
      await database.close();
    },
  };
}

/**
 * What a server around the built shop (scripts/serve.mjs, plain JavaScript outside the bundle,
 * which exports only Astro's handler) shares with it: the server puts this object on the global
 * symbol registry before it loads the bundle, the shop fills it in. Such a server drives the
 * shutdown (it drains its connections first); without one (`astro dev`), the shop stops itself.
 */
interface ServingProcess {
  log?: Logger;
  /** Its one line per request (it sees them all, the cached pages and the files included). */
  logRequest?: ReturnType<typeof requestLogger>;
  /** The headers of every answer, set before it is written (http/security-headers.ts). */
  securityHeaders?: [string, string][];
  /** The cached pages, answered before Astro runs. */
  pages?: PageStore;
  shop?: Promise<Shop>;
}

const server = (globalThis as Record<symbol, ServingProcess | undefined>)[Symbol.for('domaine-shop.server')];
if (server) {
  server.log = log;
  server.logRequest = requestLogger(log);
  server.pages = pageStore;
}

let running: Promise<Shop> | undefined;

/**
 * The process-wide shop, started on first use. A shop that cannot start (a data directory in use,
 * an invalid configuration, no database) ends the process with its reason rather than serving errors.
 */
export function getShop(): Promise<Shop> {
  running ??= Promise.resolve()
    .then(() => {
      const config = readConfig();
      if (server) server.securityHeaders = Object.entries(securityHeaders(config));
      return startShop(config);
    })
    .catch((error: unknown) => {
      log.fatal(`The shop could not start: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    });
  if (server) server.shop = running;
  return running;
}

if (!server) {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void (running ?? Promise.reject(new Error('not started')))
        .then((shop) => shop.close())
        .catch(() => undefined)
        .finally(() => process.exit(0));
    });
  }
}
