import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_PARAMETERS } from '~/lib/site-parameters';
import { readConfig } from '~/server/config';
import { site, siteParameter, siteParameterTranslation } from '~/server/db/schema';
import { addMissingParameters } from '~/server/seed/site-parameters';
import { openShopDatabase } from '~/server/shop-database';
import { adminCookie } from './admin-support';
import { startTestShop, type TestShop } from './harness';

// A shop made by an older release lacks the parameters a newer one added: the seed fills a new
// database only, so without the start-up step the owner of an upgraded shop could never set them.
// These parameters stand for "added by this release": the older database is this release's own,
// without them.
const ADDED = ['SHOW_LANGUAGE_MENU', 'SHIPPING_MESSAGE', 'FREE_SHIPPING_PRICE'] as const;

const olderRelease = async (db: TestShop['db']) => {
  await db.delete(siteParameter).where(inArray(siteParameter.type, [...ADDED]));
  // A setting an older release had and this one dropped stays, unread and unserved.
  const [{ id: siteId }] = await db.select({ id: site.id }).from(site).limit(1);
  await db.insert(siteParameter).values({ siteId, type: 'RETIRED_SETTING', kind: 'STRING', label: 'Ancien réglage', value: 'x' });
};

describe('a shop upgraded from an older release', () => {
  let shop: TestShop;
  let admin: string;
  beforeAll(async () => {
    shop = await startTestShop();
    admin = await adminCookie(shop);
    await olderRelease(shop.db);
  });
  afterAll(() => shop.close());

  it('could not save a parameter it lacks before the step (the trap the step closes)', async () => {
    const refused = await shop.put('/admin/parameter', { changes: [{ type: 'FREE_SHIPPING_PRICE', value: '250' }] }, { cookie: admin });
    expect(refused.status).toBe(404);
  });

  it('gets the missing parameters at their defaults, once, and logs which', async () => {
    const logged: { parameters: string[] }[] = [];
    const logger = { info: (fields: { parameters: string[] }) => void logged.push(fields) } as never;
    expect((await addMissingParameters(shop.db, logger)).sort()).toEqual([...ADDED].sort());
    expect(logged).toEqual([{ parameters: expect.arrayContaining([...ADDED]) }]);

    const rows = await shop.db.select().from(siteParameter).where(inArray(siteParameter.type, [...ADDED]));
    expect(Object.fromEntries(rows.map((row) => [row.type, row.value]))).toEqual({
      SHOW_LANGUAGE_MENU: 'true',
      SHIPPING_MESSAGE: SITE_PARAMETERS.SHIPPING_MESSAGE.default.fr_FR,
      FREE_SHIPPING_PRICE: '300',
    });
    expect(rows.find((row) => row.type === 'FREE_SHIPPING_PRICE')?.label).toBe('Livraison offerte à partir de ce montant d’achat (en euros TTC)');
    const shipping = rows.find((row) => row.type === 'SHIPPING_MESSAGE')!;
    const english = await shop.db
      .select({ value: siteParameterTranslation.value })
      .from(siteParameterTranslation)
      .where(and(eq(siteParameterTranslation.parameterId, shipping.id), eq(siteParameterTranslation.lang, 'en_US')));
    expect(english).toEqual([{ value: SITE_PARAMETERS.SHIPPING_MESSAGE.default.en_US }]);

    // Started again, nothing is left to add.
    expect(await addMissingParameters(shop.db, logger)).toEqual([]);
    expect(logged).toHaveLength(1);
  });

  it('lets the owner change them, and serves them to the storefront, never the retired one', async () => {
    const saved = await shop.put('/admin/parameter', { changes: [{ type: 'FREE_SHIPPING_PRICE', value: '250' }] }, { cookie: admin });
    expect(saved.status).toBe(200);
    const served = (await shop.get('/parameter', { lang: 'en_US' })).json.data as { type: string; value: string | null }[];
    expect(served.find((p) => p.type === 'FREE_SHIPPING_PRICE')?.value).toBe('250');
    expect(served.find((p) => p.type === 'SHIPPING_MESSAGE')?.value).toBe(SITE_PARAMETERS.SHIPPING_MESSAGE.default.en_US);
    expect(served.some((p) => p.type === 'RETIRED_SETTING')).toBe(false);
  });
});

describe('the start of the shop', () => {
  const dirs: string[] = [];
  afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

  // The data directory is PGlite's; the step itself runs on both databases above.
  it.skipIf(process.env.TEST_DB === 'postgres')('adds what an older database lacks before it serves', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'shop-upgrade-'));
    dirs.push(dataDir);
    const config = readConfig({ DATA_DIR: dataDir, DEMO: '0', PUBLIC_URL: 'http://shop.test', LOG_LEVEL: 'silent' });
    const first = await openShopDatabase(config);
    await first.db.delete(siteParameter).where(inArray(siteParameter.type, [...ADDED]));
    await first.close();

    const upgraded = await openShopDatabase(config);
    try {
      const rows = await upgraded.db.select({ type: siteParameter.type }).from(siteParameter).where(inArray(siteParameter.type, [...ADDED]));
      expect(rows.map((row) => row.type).sort()).toEqual([...ADDED].sort());
    } finally {
      await upgraded.close();
    }
  }, 180_000);
});
