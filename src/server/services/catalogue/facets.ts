import type { ProductList, WineColour } from '~/lib/catalogue';
import type { Lang } from '~/lib/i18n';
import { wineColours } from '../../db/schema';

export interface FacetRow {
  colour: WineColour | null;
  appellation: string | null;
  tags: string[];
  years: number[];
  priceFrom: number;
}

/** What the list's filters can offer: the values found in the catalogue of the requested kind. */
export function productFacets(rows: FacetRow[], lang: Lang): ProductList['facets'] {
  const collator = new Intl.Collator(lang.slice(0, 2), { sensitivity: 'base' });
  const present = <T>(values: (T | null)[]) => [...new Set(values.filter((v): v is T => v !== null))];
  const prices = rows.map((row) => row.priceFrom);
  return {
    colours: wineColours.filter((colour) => rows.some((row) => row.colour === colour)),
    appellations: present(rows.map((row) => row.appellation)).sort(collator.compare),
    years: present(rows.flatMap((row) => row.years)).sort((a, b) => b - a),
    tags: present(rows.flatMap((row) => row.tags)).sort(collator.compare),
    price: { min: prices.length ? Math.min(...prices) : 0, max: prices.length ? Math.max(...prices) : 0 },
  };
}
