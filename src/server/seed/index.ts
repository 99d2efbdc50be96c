import { sql } from 'drizzle-orm';
import { ADVISORY_LOCKS } from '../db/advisory-locks';
import type { Database } from '../db/connection';
import { site } from '../db/schema';
import { emptyLocalizedParameters, emptyPages, emptyParameters, emptySiteInfo } from './data/empty-shop';
import { seedDemo } from './demo-estate';
import { seedEssentials } from './essentials';

const hasSite = async (db: Database) => (await db.select({ id: site.id }).from(site).limit(1)).length > 0;

/**
 * Fills a database that holds no site yet, in one transaction: with the demo estate (`demo`), or
 * with an empty shop, ready for its owner to fill in (./data/empty-shop.ts). A database that
 * already holds a site is left as it is.
 */
export async function seedNewShop(db: Database, options: { demo: boolean; now?: Date }): Promise<void> {
  if (await hasSite(db)) return;
  await db.transaction(async (tx) => {
    // Processes starting together on one PostgreSQL would otherwise both find it empty.
    await tx.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.seed})`);
    if (await hasSite(tx)) return;
    if (options.demo) await seedDemo(tx, options.now ?? new Date());
    else await seedEssentials(tx, { siteInfo: emptySiteInfo, parameters: emptyParameters, localizedParameters: emptyLocalizedParameters, pages: emptyPages });
  });
}

/** The demo estate on an empty database (the tests' template, `npm start` on a fresh clone). */
export const seedDemoEstate = (db: Database, now: Date = new Date()) => seedNewShop(db, { demo: true, now });
