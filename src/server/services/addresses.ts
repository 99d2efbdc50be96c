import { asc, eq } from 'drizzle-orm';
import type { Lang } from '~/lib/i18n';
import { EVERY_PAGE } from '../page-cache';
import type { RememberingDatabase } from '../remembered';
import { addressType, companyAddress } from '../db/schema';
import { inLang } from './translations';

/**
 * The address types known to the site, with the id each type value has (a company address
 * has an id and its types), kept in memory: they change with the shop's own updates only, which drop every
 * page (the frame's tag), these with them.
 */
export function listAddressTypes({ db, remembered }: RememberingDatabase) {
  return remembered.recall('address-types', [EVERY_PAGE], async () =>
    db.select({ id: addressType.id, value: addressType.value }).from(addressType).orderBy(asc(addressType.id)),
  );
}

/**
 * GET /company/address: the estate's addresses (head office, cellar shop, click-and-collect points);
 * a click-and-collect one names the calendar of its pick-up slots.
 */
export async function listCompanyAddresses(source: RememberingDatabase, siteId: number, lang: Lang) {
  const types = await listAddressTypes(source);
  const rows = await source.db.query.companyAddress.findMany({
    where: eq(companyAddress.siteId, siteId),
    with: { country: { with: { translations: true } }, openingHours: true },
    orderBy: [asc(companyAddress.position), asc(companyAddress.id)],
  });
  return rows
    .filter((row) => row.isValid)
    .map((row) => ({
      id: row.id,
      name: row.name,
      type: row.type.map((value) => types.find((t) => t.value === value) ?? { id: null, value }),
      address: row.address,
      addressPart2: row.addressPart2,
      postalCode: row.postalCode,
      city: row.city,
      country: {
        id: row.country.id,
        alphaTwo: row.country.alphaTwo,
        name: inLang(row.country.translations, lang)?.name ?? row.country.alphaTwo,
      },
      phone: row.phone,
      email: row.email,
      lat: row.lat,
      lng: row.lng,
      calendarId: row.type.includes('CLICK_AND_COLLECT') ? row.calendarId : null,
      openingHours: row.openingHours
        .sort((a, b) => a.weekday - b.weekday || String(a.opensAt).localeCompare(String(b.opensAt)))
        .map(({ weekday, opensAt, closesAt, isClosed }) => ({ weekday, opensAt, closesAt, isClosed })),
    }));
}
