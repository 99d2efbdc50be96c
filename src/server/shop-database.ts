import { join } from 'node:path';
import type { ShopConfig } from './config';
import { openDatabase } from './db/connection';
import { log } from './log';
import { seedNewShop } from './seed';
import { demoSeedDay } from './seed/calendar';
import { demoCopiedOn } from './seed/demo-dates';
import { addMissingParameters } from './seed/site-parameters';

/**
 * The shop's database as its settings name it (PostgreSQL with DATABASE_URL, else PGlite in
 * DATA_DIR), migrated, and on first use filled (or copied, see db/pglite-template.ts) with the demo estate or an empty shop (config.demo);
 * a shop made by an older release gets the site parameters this one added.
 */
export async function openShopDatabase(config: ShopConfig) {
  const database = await openDatabase(
    // A fresh demo shop starts as a copy of the demo estate the build seeded this year, its dates moved to today.
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: join(config.dataDir, 'pglite'), demo: config.demo ? demoCopiedOn(demoSeedDay(new Date())) : undefined },
  );
  await seedNewShop(database.db, { demo: config.demo });
  await addMissingParameters(database.db, log);
  return database;
}
