import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/connection';
import type { Lang } from '~/lib/i18n';
import { language, logo, site, siteFont } from '../db/schema';
import { EVERY_PAGE } from '../page-cache';
import type { RememberingDatabase } from '../remembered';
import { mediaUrl } from './media';
import { inLang } from './translations';

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

/**
 * GET /site/info: what the storefront needs to know about the site,
 * kept in memory: it changes with the shop's own updates only, which drop every page (the frame's
 * tag), this with them.
 */
export function siteInfo({ db, remembered }: RememberingDatabase, siteId: number, lang: Lang) {
  return remembered.recall(`site-info:${siteId}:${lang}`, [EVERY_PAGE], () => readSiteInfo(db, siteId, lang));
}

async function readSiteInfo(db: Database, siteId: number, lang: Lang) {
  const [row] = await db.select().from(site).where(eq(site.id, siteId));
  const fonts = await db.select().from(siteFont).where(eq(siteFont.siteId, siteId)).orderBy(asc(siteFont.type));
  const languages = await db.query.language.findMany({ with: { country: true }, orderBy: asc(language.id) });
  const logos = await db.query.logo.findMany({
    where: eq(logo.siteId, siteId),
    with: { media: { with: { translations: true } } },
    orderBy: asc(logo.id),
  });
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
    logos: logos.map((l) => ({
      id: l.id,
      type: l.type,
      filename: l.media.filename,
      url: mediaUrl(l.media),
      width: l.media.width,
      height: l.media.height,
      alt: inLang(l.media.translations, lang)?.alt ?? row.name,
    })),
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
