import { eq } from 'drizzle-orm';
import type { CityOption } from '~/lib/delivery';
import type { Database } from '../../db/connection';
import { country } from '../../db/schema';
import { communeIndex, firstWithPrefix, searchKey, type Commune, type CommuneIndex } from './communes';
import { invalid } from '../errors';

// GET /cities/{search}/{idCountry}: the towns an address form suggests, by the start of a postal
// code or by a part of the town's name, for France from the official commune dataset.

export const MAX_CITIES = 20;
/** Longer than any commune name (45 characters). */
export const CITY_SEARCH_MAX_LENGTH = 60;

/** "st" and "ste" as people type them for Saint and Sainte. */
const queryKey = (search: string) =>
  searchKey(search)
    .replace(/\bst\b/g, 'saint')
    .replace(/\bste\b/g, 'sainte');

function byPostalCode(index: CommuneIndex, prefix: string): CityOption[] {
  const found: CityOption[] = [];
  for (let i = firstWithPrefix(index.postalTowns, prefix); i < index.postalTowns.length && found.length < MAX_CITIES; i++) {
    const town = index.postalTowns[i];
    if (!town.postalCode.startsWith(prefix)) break;
    found.push({ postalCode: town.postalCode, name: town.commune.name });
  }
  return found;
}

/** How well a name holding the key matches: the whole name, its start, the start of one of its words, elsewhere. */
function matchRank(commune: Commune, key: string): number {
  if (commune.key === key) return 0;
  if (commune.key.startsWith(key)) return 1;
  return commune.key.includes(` ${key}`) ? 2 : 3;
}

function byName(index: CommuneIndex, search: string): CityOption[] {
  const key = queryKey(search);
  if (!key) return [];
  // The communes are most populated first, so within a rank the towns people mean come first.
  const ranked = index.communes
    .filter((commune) => commune.key.includes(key))
    .map((commune) => ({ commune, rank: matchRank(commune, key) }))
    .sort((a, b) => a.rank - b.rank);
  return ranked
    .flatMap(({ commune }) => commune.postalCodes.map((postalCode) => ({ postalCode, name: commune.name })))
    .slice(0, MAX_CITIES);
}

/**
 * Towns whose postal code starts with the search (digits) or whose name holds it (accents, case,
 * hyphens and apostrophes ignored), at most MAX_CITIES. Other countries than France have no list
 * here: the customer types the town. An empty or too long search, or an unknown country, is a 400.
 */
export async function searchCities(db: Database, search: string, countryId: number): Promise<CityOption[]> {
  const text = search.trim();
  if (!text) throw invalid('delivery:errors.citySearchEmpty');
  if (text.length > CITY_SEARCH_MAX_LENGTH) throw invalid('delivery:errors.citySearchTooLong', { max: CITY_SEARCH_MAX_LENGTH });
  const [row] = await db.select({ alphaTwo: country.alphaTwo, isValid: country.isValid }).from(country).where(eq(country.id, countryId));
  if (!row?.isValid) throw invalid('order:shipping.unknownCountry');
  if (row.alphaTwo !== 'FR') return [];
  const index = await communeIndex();
  return /^\d+$/.test(text) ? byPostalCode(index, text) : byName(index, text);
}
