import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

// The French communes of the official dataset (@etalab/decoupage-administratif: INSEE code, name,
// postal codes, population), read on first use and kept in memory. ~35,000 current communes load
// in about 0.1 s and a search scans them in well under a millisecond, whereas seeding them into a
// table cost 1.3 s more on every fresh start; the data only changes with the package's version.
// Paris, Lyon and Marseille carry all their arrondissements' postal codes, under the town's name as
// the post writes it, so the arrondissements municipaux are not needed.

interface RawCommune {
  code: string;
  nom: string;
  type: string;
  departement?: string;
  codesPostaux?: string[];
  population?: number;
}

export interface Commune {
  /** INSEE code: '49362', or '2A004' in Corsica. */
  code: string;
  name: string;
  department: string;
  postalCodes: string[];
  population: number;
  /** The name as searched (see searchKey). */
  key: string;
}

/** A postal code of a commune: one line of an address's town. */
export interface PostalTown {
  postalCode: string;
  commune: Commune;
}

export interface CommuneIndex {
  /** Current communes, most populated first. */
  communes: Commune[];
  byCode: Map<string, Commune>;
  /** Every (postal code, commune) pair, sorted by postal code, then most populated first. */
  postalTowns: PostalTown[];
}

/** Lower case, without accents, words separated by one space: "Saint-Hilaire-de-Riez" → "saint hilaire de riez". */
export function searchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replaceAll('œ', 'oe')
    .replaceAll('æ', 'ae')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

function build(raw: RawCommune[]): CommuneIndex {
  const communes = raw
    .filter((c) => c.type === 'commune-actuelle' && c.codesPostaux?.length)
    .map((c) => ({ code: c.code, name: c.nom, department: c.departement ?? '', postalCodes: c.codesPostaux ?? [], population: c.population ?? 0, key: searchKey(c.nom) }))
    .sort((a, b) => b.population - a.population);
  // Grouped by postal code in population order, then the ~6,000 codes sorted: cheaper than sorting pairs.
  const byPostalCode = new Map<string, PostalTown[]>();
  for (const commune of communes) {
    for (const postalCode of commune.postalCodes) {
      let towns = byPostalCode.get(postalCode);
      if (!towns) byPostalCode.set(postalCode, (towns = []));
      towns.push({ postalCode, commune });
    }
  }
  const postalTowns = [...byPostalCode.keys()].sort().flatMap((postalCode) => byPostalCode.get(postalCode)!);
  return { communes, byCode: new Map(communes.map((c) => [c.code, c])), postalTowns };
}

let loading: Promise<CommuneIndex> | undefined;

/** The dataset, loaded once per process. */
export function communeIndex(): Promise<CommuneIndex> {
  if (!loading) {
    loading = (async () => {
      const file = createRequire(import.meta.url).resolve('@etalab/decoupage-administratif/data/communes.json');
      return build(JSON.parse(await readFile(file, 'utf8')) as RawCommune[]);
    })();
    // A failed read is tried again at the next call rather than remembered.
    loading.catch(() => (loading = undefined));
  }
  return loading;
}

/** The first index of `towns` whose postal code is not below `prefix` (binary search). */
export function firstWithPrefix(towns: PostalTown[], prefix: string): number {
  let low = 0;
  let high = towns.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (towns[middle].postalCode < prefix) low = middle + 1;
    else high = middle;
  }
  return low;
}
