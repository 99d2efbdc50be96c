import { createApiClient } from '~/lib/api';
import { addressesApi } from '~/lib/api/addresses';
import type { CityOption, CountryOption } from '~/lib/delivery';
import type { Lang } from '~/lib/locale';

/** GET /cities knows the towns of France only (the official commune dataset): elsewhere the customer types the town. */
export const hasTownList = (country: CountryOption | null) => country?.alphaTwo === 'FR';

/** Fewer characters match too many towns to be of help. */
export const MIN_SEARCH = 2;

const found = new Map<string, Promise<CityOption[]>>();

/**
 * The towns of a country whose postal code starts with, or whose name contains, what was typed
 * (GET /cities/{search}/{idCountry}). Each search is asked once per page; a failed one answers no
 * town (the customer can still type the city) and is asked again next time. Searching as one types
 * does not move the page's progress bar.
 */
export function searchCities(search: string, idCountry: number, lang: Lang): Promise<CityOption[]> {
  const key = `${idCountry}:${search.toLocaleLowerCase()}`;
  let answer = found.get(key);
  if (!answer) {
    answer = addressesApi(createApiClient({ lang }))
      .cities(search, idCountry)
      .catch(() => {
        found.delete(key);
        return [];
      });
    found.set(key, answer);
  }
  return answer;
}
