import type { Database } from '../db/connection';
import {
  addressType,
  companyAddress,
  country,
  countryTranslation,
  language,
  logo,
  openingHours,
  site,
  siteFont,
  siteParameter,
  siteParameterTranslation,
} from '../db/schema';
import { logoImage } from './art';
import {
  addressTypes,
  company,
  companyAddresses,
  countries,
  languages,
  logos,
  openingHours as cellarShopHours,
  type Localized,
  type Parameter,
  type SiteInfo,
} from './data';
import { storeSvg } from './media';
import { byKey, perLang } from './rows';

/** What makes one shop's site: its description, its settings and the visitor texts among them. */
export interface SiteBasics {
  siteInfo: SiteInfo;
  parameters: Parameter[];
  /** The texts a visitor reads, by parameter type, in both languages. */
  localizedParameters: Record<string, Localized>;
}

export interface SiteRefs {
  siteId: number;
  countryId: (alphaTwo: string) => number;
}

/**
 * Countries and languages come first: every translation row names its language. They are shared
 * by all sites and may already be there, hence the conflict-tolerant inserts.
 */
async function seedCountriesAndLanguages(db: Database) {
  await db
    .insert(country)
    .values(countries.map((c) => ({ alphaTwo: c.alphaTwo, alphaThree: c.alphaThree, numCode: Number(c.numCode), zone: c.zone })))
    .onConflictDoNothing();
  const countryRows = await db.select({ id: country.id, alphaTwo: country.alphaTwo }).from(country);
  const countryId = byKey(countryRows.map((row) => [row.alphaTwo, row.id]), 'country');
  await db
    .insert(language)
    .values(languages.map((l) => ({ code: l.code, label: l.label, deeplCode: l.deeplCode, countryId: countryId(l.countryAlphaTwo), isValid: l.isValid })))
    .onConflictDoNothing();
  await db
    .insert(countryTranslation)
    .values(countries.flatMap((c) => perLang({ name: c.name }, { countryId: countryId(c.alphaTwo) })))
    .onConflictDoNothing();
  return countryId;
}

async function seedParameters(db: Database, siteId: number, { parameters, localizedParameters }: SiteBasics) {
  const rows = await db
    .insert(siteParameter)
    .values(parameters.map((p) => ({ siteId, type: p.type, kind: p.kind, label: p.label, value: p.value })))
    .returning({ id: siteParameter.id, type: siteParameter.type });
  const localized = rows.flatMap((row) => {
    const text = localizedParameters[row.type];
    return text ? perLang({ value: text }, { parameterId: row.id }) : [];
  });
  await db.insert(siteParameterTranslation).values(localized);
}

/** The estate's addresses and the cellar shop's opening hours. */
export async function seedEstateAddresses(db: Database, { siteId, countryId }: SiteRefs) {
  const rows = await db
    .insert(companyAddress)
    .values(
      companyAddresses.map((a, index) => ({
        siteId,
        type: a.types,
        name: a.name,
        address: a.address,
        addressPart2: a.addressPart2,
        postalCode: a.postalCode,
        city: a.city,
        countryId: countryId(a.countryAlphaTwo),
        phone: a.phone,
        email: company.email,
        lat: a.latitude,
        lng: a.longitude,
        position: index,
      })),
    )
    .returning({ id: companyAddress.id });
  const companyAddressId = byKey(companyAddresses.map((a, index) => [a.key, rows[index].id]), 'company address');
  const cellarShopId = companyAddressId('cellar-shop');
  await db.insert(openingHours).values(
    cellarShopHours.flatMap((day): (typeof openingHours.$inferInsert)[] =>
      day.periods.length === 0
        ? [{ companyAddressId: cellarShopId, weekday: day.weekday, isClosed: true }]
        : day.periods.map((p) => ({ companyAddressId: cellarShopId, weekday: day.weekday, opensAt: p.open, closesAt: p.close })),
    ),
  );
  return companyAddressId;
}

/** The site, its fonts and settings, and the reference data every site uses: countries, languages, address types. */
export async function seedSite(db: Database, basics: SiteBasics): Promise<SiteRefs> {
  const countryId = await seedCountriesAndLanguages(db);
  const { siteInfo } = basics;
  const [{ id: siteId }] = await db
    .insert(site)
    .values({
      name: siteInfo.name,
      url: siteInfo.url,
      devUrl: siteInfo.devUrl,
      prodUrl: siteInfo.prodUrl,
      isWinemaker: siteInfo.isWinemaker,
      isECommerce: siteInfo.isECommerce,
      isBuilding: siteInfo.isBuilding,
      technicalFileModel: siteInfo.technicalFileModel,
      dashboardType: siteInfo.dashboardType,
      defaultLang: siteInfo.defaultLang,
    })
    .returning({ id: site.id });
  await db.insert(siteFont).values(siteInfo.fonts.map((font) => ({ siteId, ...font })));
  await seedParameters(db, siteId, basics);
  await db.insert(addressType).values(addressTypes.map((t) => ({ value: t.value }))).onConflictDoNothing();
  return { siteId, countryId };
}

/** The estate's logos, drawn with its name. */
export async function seedLogos(db: Database, siteId: number) {
  for (const entry of logos) {
    const stored = await storeSvg(db, logoImage(entry.type), `logo-${entry.type.toLowerCase().replaceAll('_', '-')}`, entry.alt);
    await db.insert(logo).values({ siteId, type: entry.type, mediaId: stored.id });
  }
}
