import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { language, site, siteFont } from '../db/schema';

const knownSites = new WeakMap<Database, Set<number>>();

/** Whether the `idSite` header names a site. Sites are not deleted, so a yes is remembered. */
export async function siteExists(db: Database, siteId: number): Promise<boolean> {
  const known = knownSites.get(db) ?? new Set<number>();
  knownSites.set(db, known);
  if (known.has(siteId)) return true;
  const [row] = await db.select({ id: site.id }).from(site).where(eq(site.id, siteId));
  if (row) known.add(siteId);
  return Boolean(row);
}

/** GET /site/info: what the storefront needs to know about the site (SPEC section 3, "Site info"). */
export async function siteInfo(db: Database, siteId: number) {
  const [row] = await db.select().from(site).where(eq(site.id, siteId));
  const fonts = await db.select().from(siteFont).where(eq(siteFont.siteId, siteId)).orderBy(asc(siteFont.type));
  const languages = await db.query.language.findMany({ with: { country: true }, orderBy: asc(language.id) });
  return {
    id: row.id,
    name: row.name,
    url: row.url,
    devUrl: row.devUrl,
    prodUrl: row.prodUrl,
    isWinemaker: row.isWinemaker,
    isECommerce: row.isECommerce,
    isBuilding: row.isBuilding,
    technicalFileModel: row.technicalFileModel,
    dashboardType: row.dashboardType,
    defaultLang: row.defaultLang,
    fonts: fonts.map(({ type, family, color, size, weight, style }) => ({ type, family, color, size, weight, style })),
    languages: languages.map((l) => ({
      id: l.id,
      code: l.code,
      label: l.label,
      deeplCode: l.deeplCode,
      isValid: l.isValid,
      country: l.country
        ? { id: l.country.id, alphaTwo: l.country.alphaTwo, alphaThree: l.country.alphaThree, numCode: l.country.numCode }
        : null,
    })),
  };
}
