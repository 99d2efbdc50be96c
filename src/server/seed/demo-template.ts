import { sql } from 'drizzle-orm';
import { openDatabase } from '../db/connection';
import { seedNewShop } from './index';

export { demoSeedDay } from './calendar';

/**
 * Seeds the demo estate into the PGlite data directory `dataDir` as a shop would on its first start
 * at `now`, for the build's template (scripts/pglite-template.mjs). No administrator and no
 * instance secret: each shop makes its own at its first start.
 */
export async function seedDemoTemplate(dataDir: string, now: Date): Promise<void> {
  const database = await openDatabase({ dataDir });
  try {
    await seedNewShop(database.db, { demo: true, now });
    // Each table's rows counted in the catalogue: the tables the demo leaves empty have no dates to move (demo-dates.ts).
    await database.db.execute(sql`analyze`);
    await database.db.execute(sql`checkpoint`);
  } finally {
    await database.close();
  }
}
