import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '~/lib/order';
import { openDatabase, type OpenDatabase } from '~/server/db/connection';
import { DataDirectoryInUseError } from '~/server/db/lock';
import { throwawayDatabase } from '../postgres-server';
import {
  customization,
  declination,
  language,
  media,
  mediaContent,
  orderStatus,
  product,
  productTranslation,
} from '~/server/db/schema';

const onPostgres = process.env.TEST_DB === 'postgres';

describe('the migrated database', () => {
  let database: OpenDatabase;
  let server: ReturnType<typeof throwawayDatabase> | undefined;

  beforeAll(async () => {
    server = onPostgres ? throwawayDatabase('shop_db_test') : undefined;
    await server?.create();
    database = await openDatabase(server ? { url: server.url } : {});
  });
  afterAll(async () => {
    await database?.close();
    await server?.drop();
  });

  it('runs on the expected engine', () => {
    expect(database.kind).toBe(onPostgres ? 'postgres' : 'pglite');
  });

  it('has the tables of every area', async () => {
    const { rows } = await database.db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public'`,
    );
    const tables = rows.map((row) => row.table_name);
    for (const table of [
      'site', 'language', 'site_parameter', 'media', 'media_content', 'product', 'product_translation',
      'declination', 'customization', 'discount', 'cart', 'cart_product', 'shop_user', 'session',
      'shop_order', 'order_line', 'payment', 'payment_notification', 'order_return', 'page',
      'news', 'blog_post', 'album', 'element', 'service', 'booking', 'form', 'popup', 'message',
    ]) {
      expect(tables).toContain(table);
    }
  });

  it('stores a wine with its translation and declination, and reads them back related', async () => {
    const { db } = database;
    await db.insert(language).values([
      { code: 'fr_FR', label: 'Français' },
      { code: 'en_US', label: 'English' },
    ]);
    const [wine] = await db
      .insert(product)
      .values({ type: 'WINE', colour: 'RED', appellation: 'Côtes du Rhône', isValid: true, tags: ['bio'] })
      .returning({ id: product.id });
    await db.insert(productTranslation).values([
      { productId: wine.id, lang: 'fr_FR', name: 'Cuvée des Galets', slug: 'cuvee-des-galets' },
      { productId: wine.id, lang: 'en_US', name: 'Galets Cuvée', slug: 'galets-cuvee' },
    ]);
    await db.insert(declination).values({
      productId: wine.id,
      year: 2022,
      capacity: 0.75,
      capacityUnit: 'LITER',
      price: 1450,
      quantity: 120,
      sellByMultipleOf: 6,
    });
    await db.insert(customization).values({ productId: wine.id, type: 'SIMPLE', inputType: 'TEXT' });

    const found = await db.query.product.findFirst({
      where: eq(product.id, wine.id),
      with: { translations: true, declinations: true, customizations: true },
    });
    expect(found?.tags).toEqual(['bio']);
    expect(found?.translations.map((t) => t.name).sort()).toEqual(['Cuvée des Galets', 'Galets Cuvée']);
    expect(found?.declinations).toMatchObject([{ year: 2022, capacity: 0.75, price: 1450, quantity: 120 }]);
    expect(found?.customizations).toHaveLength(1);
  });

  it('refuses a negative stock and a declination without a price', async () => {
    const { db } = database;
    const [{ id }] = await db.insert(product).values({ type: 'BOX' }).returning({ id: product.id });
    await expect(db.insert(declination).values({ productId: id, price: 1000, quantity: -1 })).rejects.toThrow();
    await expect(db.execute(sql`insert into declination (product_id) values (${id})`)).rejects.toThrow();
  });

  it('keeps the bytes of a stored file intact', async () => {
    const { db } = database;
    const bytes = new Uint8Array([0, 1, 2, 253, 254, 255]);
    const [file] = await db
      .insert(media)
      .values({ kind: 'FILE', filename: 'etiquette.bin', mime: 'application/octet-stream', byteSize: bytes.length })
      .returning({ id: media.id });
    await db.insert(mediaContent).values({ mediaId: file.id, bytes });
    const stored = await db.query.media.findFirst({ where: eq(media.id, file.id), with: { content: true } });
    expect(Array.from(stored?.content?.bytes ?? [])).toEqual(Array.from(bytes));
  });

  it('lists the order statuses written by the migrations', async () => {
    const rows = await database.db.select({ value: orderStatus.value }).from(orderStatus).orderBy(orderStatus.position);
    expect(rows.map((row) => row.value)).toEqual([...ORDER_STATUSES]);
  });

  it('searches without accents', async () => {
    const { rows } = await database.db.execute<{ plain: string; similar: boolean }>(
      sql`select unaccent('Côte') as plain, similarity('Chateauneuf', 'Châteauneuf') > 0.3 as similar`,
    );
    expect(rows[0]).toEqual({ plain: 'Cote', similar: true });
  });
});

// The lock protects an embedded data directory; a PostgreSQL server needs none.
if (!onPostgres) {
  describe('the embedded data directory', () => {
    let dataDir: string;

    beforeAll(async () => {
      dataDir = await mkdtemp(join(tmpdir(), 'shop-db-lock-'));
    });
    afterAll(async () => {
      await rm(dataDir, { recursive: true, force: true });
    });

    it('belongs to one opener at a time', async () => {
      const first = await openDatabase({ dataDir });
      try {
        expect(await readFile(join(dataDir, '.lock'), 'utf8')).toMatch(new RegExp(`^${process.pid} \\d+\n$`));
        const second = openDatabase({ dataDir });
        await expect(second).rejects.toBeInstanceOf(DataDirectoryInUseError);
        await expect(second).rejects.toThrow(`another process (pid ${process.pid})`);
      } finally {
        await first.close();
      }
      expect(existsSync(join(dataDir, '.lock'))).toBe(false);

      const again = await openDatabase({ dataDir });
      await again.close();
    });

    it('takes over the lock of a process that died', async () => {
      const dead = spawnSync(process.execPath, ['-e', '']).pid;
      await writeFile(join(dataDir, '.lock'), String(dead));
      const database = await openDatabase({ dataDir });
      expect(await readFile(join(dataDir, '.lock'), 'utf8')).toMatch(new RegExp(`^${process.pid} \\d+\n$`));
      await database.close();
    });
  });
}
