import { sql } from 'drizzle-orm';
import { ADVISORY_LOCKS } from '../db/advisory-locks';
import type { Database } from '../db/connection';
import { site } from '../db/schema';
import { demoCalendar } from './calendar';
import { seedContent } from './content';
import { seedEditorial } from './editorial';
import { seedElements } from './elements';
import { seedDiscountCodes } from './pricing';
import { seedProducts } from './products';
import { seedShop } from './shop';
import { seedSite } from './site';
import { seedTaxonomy } from './taxonomy';
import { seedVisits } from './visits';

const hasSite = async (db: Database) => (await db.select({ id: site.id }).from(site).limit(1)).length > 0;

/**
 * Fills an empty database with the demo estate, Domaine des Tilleuls (see ./data), pictures
 * included, in one transaction, its dates placed around `now` (./calendar). A database that
 * already holds a site is left as it is.
 */
export async function seedDemoEstate(db: Database, now: Date = new Date()): Promise<void> {
  if (await hasSite(db)) return;
  await db.transaction(async (tx) => {
    // Processes starting together on one PostgreSQL would otherwise both find it empty.
    await tx.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.seed})`);
    if (await hasSite(tx)) return;
    const date = demoCalendar(now);
    const refs = await seedSite(tx);
    const taxonomy = await seedTaxonomy(tx);
    await seedProducts(tx, taxonomy);
    await seedDiscountCodes(tx, date);
    await seedContent(tx, refs.siteId, date);
    await seedEditorial(tx, date);
    await seedVisits(tx, now);
    await seedElements(tx, date);
    await seedShop(tx, refs.siteId, refs.companyAddressId('cellar-shop'), now);
  });
}
