import type { Database } from '../db/connection';
import type { Page } from './data';
import { seedContactForm, seedPages } from './content';
import { seedElementLists } from './elements';
import { seedOrderSettings } from './shop';
import { seedSite, type SiteBasics, type SiteRefs } from './site';

/** What one shop's essentials hold that another's do not: its site and settings, and its menu. */
export interface ShopBasics extends SiteBasics {
  pages: Page[];
}

/**
 * What every shop needs to show its pages and take an order, demo or not: the site with its
 * languages, countries and settings (legal texts included), the menu, the contact form, the
 * element lists (events, footer), the carriers and their rates, the order statuses and return texts, and the newsletter lists.
 */
export async function seedEssentials(db: Database, basics: ShopBasics): Promise<SiteRefs> {
  const refs = await seedSite(db, basics);
  await seedPages(db, refs.siteId, basics.pages);
  await seedContactForm(db);
  await seedElementLists(db);
  await seedOrderSettings(db, refs.siteId);
  return refs;
}
