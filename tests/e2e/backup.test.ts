import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockDataDirectory } from '~/server/db/lock';
import { openDatabase } from '~/server/db/connection';
import { media, mediaContent } from '~/server/db/schema';
import { homeDelivery } from '../fixtures/order-request';
import { postgresServerUrl, throwawayDatabase } from '../postgres-server';
import { callShop, newCustomer } from './shop-api';
import { freePort, startShop } from './shop-process';

// `npm run db:backup` on a shop that took an order, from a customer, and holds a picture of its
// own; `npm run db:restore` of that file on another machine's fresh shop: the shop started on it
// has them all. On the embedded database, and on PostgreSQL when TEST_DATABASE_URL is set.

const run = promisify(execFile);

/** Runs one of the backup scripts as `npm run db:…` runs it (the pinned Node); answers its exit code and what it said. */
async function script(name: 'db-backup' | 'db-restore', args: string[], env: Record<string, string>) {
  const settings = { ...process.env, DATABASE_URL: '', ...env };
  return run(process.execPath, [`scripts/${name}.mjs`, ...args], { env: settings }).then(
    ({ stdout, stderr }) => ({ code: 0, output: stdout + stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, output: error.stdout + error.stderr }),
  );
}

interface Where {
  /** DATA_DIR, which holds the embedded database (and the mail outbox in both cases). */
  dataDir: string;
  /** DATABASE_URL, empty for the embedded database. */
  databaseUrl: string;
}

// The demo estate on PostgreSQL too (a shop on PostgreSQL starts empty), for wines to order.
const env = (where: Where) => ({ DATA_DIR: where.dataDir, DATABASE_URL: where.databaseUrl, DEMO: '1' });

/** What the backup must carry: a customer, their order, a picture nobody else has. */
interface Made {
  email: string;
  password: string;
  orderId: number;
  total: number;
  picture: { path: string; sha256: string };
}

/** A shop that a customer ordered from, stopped, with a picture of its own added to its database. */
async function shopWithData(where: Where): Promise<Made> {
  const shop = await startShop(where.dataDir, await freePort(), { env: env(where) });
  let made: Omit<Made, 'picture'>;
  try {
    const email = `backup-${randomBytes(4).toString('hex')}@example.fr`;
    const password = 'vendanges2026';
    const cookie = await newCustomer(shop, where.dataDir, email, password);
    const list = await callShop(shop, 'GET', '/product?kind=WINE&nbItem=1');
    const wine = await callShop(shop, 'GET', `/product/${list.json.data.products[0].id}`);
    const cart = await callShop(shop, 'POST', `/cart/new/product/${wine.json.data.declinations[0].id}`, { body: { quantity: 6 }, cookie });
    expect(cart.status, cart.json.message!).toBe(200);
    const countries = await callShop<{ id: number; alphaTwo: string }[]>(shop, 'GET', '/countries');
    const idCountry = countries.json.data.find((country) => country.alphaTwo === 'FR')!.id;
    const placed = await callShop(shop, 'POST', '/order', { body: homeDelivery(cart.json.data.id, idCountry), cookie });
    expect(placed.status, placed.json.message!).toBe(200);
    made = { email, password, orderId: placed.json.data.order.id, total: placed.json.data.order.total };
  } finally {
    await shop.stop();
  }
  // Pictures are stored in the database, as an upload stores them; this one exists only here.
  const bytes = randomBytes(2048);
  const database = await openDatabase(where.databaseUrl ? { url: where.databaseUrl } : { dataDir: join(where.dataDir, 'pglite') });
  try {
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const [row] = await database.db.insert(media).values({ kind: 'IMAGE', filename: 'cuvee-secrete.png', mime: 'image/png', byteSize: bytes.length, sha256 }).returning();
    await database.db.insert(mediaContent).values({ mediaId: row.id, bytes });
    return { ...made, picture: { path: `/api/media/${row.id}/cuvee-secrete.png`, sha256 } };
  } finally {
    await database.close();
  }
}

/** Starts a shop on the restored data and finds there what the original held. */
async function expectRestored(where: Where, made: Made) {
  const shop = await startShop(where.dataDir, await freePort(), { env: env(where) });
  try {
    const signedIn = await callShop(shop, 'POST', '/login', { body: { email: made.email, password: made.password } });
    expect(signedIn.status, signedIn.json.message!).toBe(200);
    const order = await callShop(shop, 'GET', `/order/${made.orderId}`, { cookie: signedIn.cookie });
    expect(order.status).toBe(200);
    expect(order.json.data).toMatchObject({ id: made.orderId, total: made.total });
    const picture = await fetch(`${shop.baseUrl}${made.picture.path}`);
    expect(picture.status).toBe(200);
    expect(createHash('sha256').update(Buffer.from(await picture.arrayBuffer())).digest('hex')).toBe(made.picture.sha256);
  } finally {
    await shop.stop();
  }
}

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

async function tempDir(prefix: string) {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

describe('backups of the embedded database', () => {
  let made: Made;
  let file: string;
  beforeAll(async () => {
    const original: Where = { dataDir: await tempDir('shop-backup-'), databaseUrl: '' };
    made = await shopWithData(original);
    file = join(await tempDir('shop-backup-file-'), 'shop.tar.gz');
    const backedUp = await script('db-backup', [file], env(original));
    expect(backedUp.code, backedUp.output).toBe(0);
  }, 240_000);

  it('restores orders, customers and pictures into a fresh shop', { timeout: 120_000 }, async () => {
    const fresh: Where = { dataDir: await tempDir('shop-restored-'), databaseUrl: '' };
    const restored = await script('db-restore', [file], env(fresh));
    expect(restored.code, restored.output).toBe(0);
    await expectRestored(fresh, made);
  });

  it('refuses to restore while a shop runs on the data, and keeps the data it replaces', { timeout: 120_000 }, async () => {
    const other: Where = { dataDir: await tempDir('shop-busy-'), databaseUrl: '' };
    // This test's process holds the directory, as a running shop does.
    await mkdir(join(other.dataDir, 'pglite'));
    const lock = lockDataDirectory(join(other.dataDir, 'pglite'));
    const refused = await script('db-restore', [file], env(other));
    lock.release();
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/A shop is running on .*pglite \(pid \d+\): stop it first/);
    expect(await readdir(join(other.dataDir, 'pglite'))).toEqual([]);

    const first = await script('db-restore', [file], env(other));
    expect(first.code, first.output).toBe(0);
    const again = await script('db-restore', [file], env(other));
    expect(again.code, again.output).toBe(0);
    expect(again.output).toMatch(/the data it replaced is kept in .*pglite-replaced-/);
    expect((await readdir(other.dataDir)).filter((entry) => entry.startsWith('pglite-replaced-'))).toHaveLength(1);
  });

  it('refuses a file that is no backup of this kind of database', async () => {
    const other: Where = { dataDir: await tempDir('shop-wrong-'), databaseUrl: '' };
    const refused = await script('db-restore', ['package.json'], env(other));
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('Nothing restored: package.json is not a backup of the shop');
  });
});

describe.skipIf(!postgresServerUrl)('backups on PostgreSQL (needs TEST_DATABASE_URL)', () => {
  async function freshDatabase(): Promise<string> {
    const database = throwawayDatabase('shop_backup');
    await database.create();
    cleanups.push(database.drop);
    return database.url;
  }

  it('restores orders, customers and pictures into a fresh database, and says so when pg_dump is missing', { timeout: 240_000 }, async () => {
    const original: Where = { dataDir: await tempDir('shop-backup-pg-'), databaseUrl: await freshDatabase() };
    const made = await shopWithData(original);
    const file = join(await tempDir('shop-backup-file-'), 'shop.pgdump');

    const missing = await script('db-backup', [file], { ...env(original), PG_BIN: '/nowhere' });
    expect(missing.code).toBe(1);
    expect(missing.output).toContain('pg_dump was not found in PG_BIN (/nowhere)');

    const backedUp = await script('db-backup', [file], env(original));
    expect(backedUp.code, backedUp.output).toBe(0);
    const fresh: Where = { dataDir: await tempDir('shop-restored-pg-'), databaseUrl: await freshDatabase() };
    const restored = await script('db-restore', [file], env(fresh));
    expect(restored.code, restored.output).toBe(0);
    await expectRestored(fresh, made);
  });
});
