import type { Database } from '../db/connection';
import { demoCalendar } from './calendar';
import { seedClub } from './club';
import { seedClubAllocation } from './club-allocations';
import { seedContent } from './content';
import { localizedParameters, pages, parameters, siteInfo } from './data';
import { seedEditorial } from './editorial';
import { seedElements } from './elements';
import { seedEssentials } from './essentials';
import { seedDiscountCodes } from './pricing';
import { seedProducts } from './products';
import { seedClickAndCollect } from './shop';
import { seedEstateAddresses, seedLogos } from './site';
import { seedTaxonomy } from './taxonomy';
import { seedVisits } from './visits';

/**
 * The demo estate, Domaine des Tilleuls (see ./data), pictures included, its dates placed around
 * `now` (./calendar): its essentials with its own name and settings, then its logos, addresses,
 * wines, discount codes, news, blog, albums, events, popup, reviews, visits and wine club.
 */
export async function seedDemo(db: Database, now: Date): Promise<void> {
  const date = demoCalendar(now);
  const refs = await seedEssentials(db, { siteInfo, parameters, localizedParameters, pages });
  await seedLogos(db, refs.siteId);
  const companyAddressId = await seedEstateAddresses(db, refs);
  const taxonomy = await seedTaxonomy(db);
  await seedProducts(db, taxonomy);
  await seedDiscountCodes(db, date);
  await seedContent(db, date);
  await seedEditorial(db, date);
  await seedVisits(db, now);
  await seedElements(db, date);
  await seedClickAndCollect(db, companyAddressId('cellar-shop'), now.getUTCFullYear());
  await seedClub(db, date, now, refs.siteId);
  await seedClubAllocation(db, now);
}
