import type { AccessPoint, AccessPointOpening } from '~/lib/delivery';
import { communeIndex, firstWithPrefix, searchKey, type CommuneIndex, type PostalTown } from './communes';
import type { RelayNetwork, RelayQuery } from './relay-types';

// The built-in demo relay network: believable French shops generated from the official commune
// dataset, so that every French postal code finds points, the same ones every time, without a
// carrier account or a network connection. A point's id names its network, commune, postal code
// and rank in the town ('MONDIAL_RELAY_24R-49362-49400-2'): find() rebuilds the point from the id
// alone, with no table and no state. The dataset has no coordinates, so positions are unknown and
// distances are made up, plausible (in town first, then the neighbouring towns).

const POINTS = 5;

const week = (hours: Partial<Record<number, string[]>>): AccessPointOpening[] =>
  [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, hours: hours[weekday] ?? [] }));
const days = (from: number, to: number, hours: string[]) => Object.fromEntries(Array.from({ length: to - from + 1 }, (_, i) => [from + i, hours]));

const TOBACCONIST = week({ ...days(1, 6, ['07:00-19:30']), 7: ['08:00-12:30'] });
const GROCER = week({ ...days(1, 6, ['08:30-20:00']), 7: ['09:00-13:00'] });
const SHOP = week(days(2, 6, ['09:00-12:30', '14:30-19:00']));
const SHOP_MONDAY_AFTERNOON = week({ 1: ['14:00-19:00'], ...days(2, 6, ['09:30-12:30', '14:00-19:00']) });
const SERVICES = week({ ...days(1, 5, ['09:00-12:00', '14:00-18:30']), 6: ['09:00-12:00'] });

interface ShopKind {
  names: string[];
  opening: AccessPointOpening[];
}

// Ten kinds: the ranks 1…5 of a town step through them three at a time, so its points differ.
const KINDS: ShopKind[] = [
  { names: ['Tabac-Presse du Marché', 'Tabac-Presse de la Mairie', 'Tabac-Presse de l’Église', 'Tabac-Presse de la Gare'], opening: TOBACCONIST },
  { names: ['Épicerie du Village', 'Épicerie des Halles', 'Épicerie de la Place', 'Alimentation Générale du Centre'], opening: GROCER },
  { names: ['Librairie-Papeterie du Centre', 'Librairie Le Marque-Page', 'Papeterie de la Place'], opening: SHOP_MONDAY_AFTERNOON },
  { names: ['Bar-Tabac Le Narval', 'Bar-Tabac Le Cristal', 'Bar-Tabac Le Central', 'Bar-Tabac Le Commerce'], opening: TOBACCONIST },
  { names: ['Pressing de la Poste', 'Pressing du Centre', 'Pressing Minute'], opening: SHOP },
  { names: ['Fleurs des Quatre Saisons', 'Au Jardin Fleuri', 'Fleuriste du Marché'], opening: SHOP_MONDAY_AFTERNOON },
  { names: ['Supérette du Centre', 'Supérette des Tilleuls', 'Supérette de la Gare'], opening: GROCER },
  { names: ['Cordonnerie du Marché', 'Cordonnerie de la Gare', 'Clés & Talons Express'], opening: SHOP },
  { names: ['Quincaillerie Moderne', 'Quincaillerie du Centre', 'Droguerie de la Place'], opening: SERVICES },
  { names: ['Point Phone Services', 'Atelier Multiservices', 'Boutique Vélo & Services'], opening: SERVICES },
];

const STREETS = [
  'rue de la République',
  'place du Marché',
  'avenue Jean-Jaurès',
  'rue Victor-Hugo',
  'Grande Rue',
  'rue Nationale',
  'place de l’Église',
  'rue du Général-de-Gaulle',
  'boulevard Gambetta',
  'rue Pasteur',
  'rue de la Gare',
  'avenue de la Libération',
  'rue des Écoles',
  'place de la Mairie',
];

/** FNV-1a: a stable 32-bit number from a text, so a town's points are the same on every call. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) value = Math.imul(value ^ text.charCodeAt(i), 0x01000193);
  return value >>> 0;
}

/** How many points a town has for one of its postal codes, from the people it serves. */
function pointsIn(town: PostalTown): number {
  const people = town.commune.population / town.commune.postalCodes.length;
  return people >= 20_000 ? 5 : people >= 5_000 ? 3 : people >= 1_500 ? 2 : 1;
}

/** The towns of a postal code nearest first, by postal code, in the same department. */
function neighbours(index: CommuneIndex, home: PostalTown): PostalTown[] {
  const towns = index.postalTowns;
  const target = Number(home.postalCode);
  const start = firstWithPrefix(towns, home.postalCode);
  const found: PostalTown[] = [];
  const seen = new Set([home.commune.code]);
  let below = start - 1;
  let above = start;
  while (found.length < POINTS && (below >= 0 || above < towns.length)) {
    const takeAbove = below < 0 || (above < towns.length && Number(towns[above].postalCode) - target <= target - Number(towns[below].postalCode));
    const town = takeAbove ? towns[above++] : towns[below--];
    if (town.commune.department !== home.commune.department || seen.has(town.commune.code)) continue;
    seen.add(town.commune.code);
    found.push(town);
  }
  return found;
}

export function demoRelayNetwork(serviceCode: string): RelayNetwork {
  const idPattern = new RegExp(`^${serviceCode.replace(/[^A-Za-z0-9_]/g, '\\$&')}-([0-9AB]{5})-(\\d{5})-(\\d)$`);

  function point(town: PostalTown, rank: number, distance: number | null): AccessPoint {
    const place = hash(`${serviceCode}|${town.commune.code}|${town.postalCode}`);
    const kind = KINDS[(place + rank * 3) % KINDS.length];
    const shop = hash(`${place}|${rank}`);
    return {
      id: `${serviceCode}-${town.commune.code}-${town.postalCode}-${rank}`,
      name: kind.names[shop % kind.names.length],
      addLine1: `${1 + (shop % 58)} ${STREETS[(shop >>> 8) % STREETS.length]}`,
      zipCode: town.postalCode,
      city: town.commune.name,
      country: 'FR',
      position: null,
      icon: null,
      distance,
      opening: kind.opening,
      closures: [],
      isDemo: true,
    };
  }

  return {
    async search(query: RelayQuery) {
      if (query.country !== 'FR' || !/^\d{5}$/.test(query.postalCode)) return [];
      const index = await communeIndex();
      const towns: PostalTown[] = [];
      for (let i = firstWithPrefix(index.postalTowns, query.postalCode); index.postalTowns[i]?.postalCode === query.postalCode; i++) towns.push(index.postalTowns[i]);
      if (!towns.length) return [];
      const city = query.city ? searchKey(query.city) : '';
      // The town the customer named, else the largest one of the postal code.
      const home = towns.find((town) => town.commune.key === city) ?? towns[0];
      const inTown = Array.from({ length: pointsIn(home) }, (_, i) => point(home, i + 1, 150 + (i * 350) + (hash(`${home.commune.code}|${i}`) % 300)));
      const around = neighbours(index, home)
        .slice(0, POINTS - inTown.length)
        .map((town, i) => point(town, 1, 2_200 + i * 1_700 + (hash(town.commune.code) % 900)));
      return [...inTown, ...around];
    },

    async find(id: string) {
      const match = idPattern.exec(id);
      if (!match) return null;
      const [, code, postalCode, rank] = match;
      const commune = (await communeIndex()).byCode.get(code);
      if (!commune?.postalCodes.includes(postalCode)) return null;
      const town = { postalCode, commune };
      return Number(rank) >= 1 && Number(rank) <= pointsIn(town) ? point(town, Number(rank), null) : null;
    },
  };
}
