import { createHash } from 'node:crypto';
import type { AccessPoint, AccessPointOpening } from '~/lib/delivery';
import { invalid, unavailable } from '../errors';
import type { MondialRelaySettings, RelayNetwork, RelayQuery } from './relay-types';
import { coordinate, envelope, list, postSoap, text, xmlFields } from './soap';

// Mondial Relay's relay points, from its SOAP web service (WebService.asmx, « Web Services Mondial
// Relay », operation WSI4_PointRelais_Recherche). Every call is signed: `Security` is the MD5, in
// upper-case hexadecimal, of the values of the parameters in the order the service lists them,
// then the private key. The same operation finds one point by its number (NumPointRelais), which
// is how an order gets the point as the carrier knows it. A point's id here is its country and
// number ('FR-066974'): Mondial Relay numbers points within a country.

const NAMESPACE = 'http://www.mondialrelay.fr/webservice/';
const OPERATION = 'WSI4_PointRelais_Recherche';
const CARRIER = 'Mondial Relay';
const RESULTS = 10;

/** The parameters of WSI4_PointRelais_Recherche, in the service's order (the signature depends on it). */
const PARAMETERS = ['Enseigne', 'Pays', 'NumPointRelais', 'Ville', 'CP', 'Latitude', 'Longitude', 'Taille', 'Poids', 'Action', 'DelaiEnvoi', 'RayonRecherche', 'TypeActivite', 'NACE', 'NombreResultats'] as const;
type Parameters = Partial<Record<(typeof PARAMETERS)[number], string>>;

/** MD5 of the parameters' values in order, then the private key; upper-case hexadecimal. */
export function mondialRelaySecurity(values: string[], privateKey: string): string {
  return createHash('md5').update(values.join('') + privateKey, 'utf8').digest('hex').toUpperCase();
}

// STAT codes (« Liste des codes retour »): what the customer can fix, and what only the estate can.
const POSTAL_CODE_REFUSED = new Set(['9', '35', '36']);
const ACCOUNT_REFUSED = new Set(['1', '2', '3', '8', '95', '97']);
const UNKNOWN_POINT = new Set(['11', '14', '70']);

const DAYS = ['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi', 'Dimanche'];

/** '0930' '1230' '1430' '1900' → ['09:30-12:30', '14:30-19:00']; '0000' pairs are no opening. */
function hoursOf(day: unknown): string[] {
  const times = list((day as { string?: unknown } | undefined)?.string).map(text);
  const ranges: string[] = [];
  for (let i = 0; i + 1 < times.length; i += 2) {
    const [from, to] = [times[i], times[i + 1]];
    if (!/^\d{4}$/.test(from) || !/^\d{4}$/.test(to) || from === to) continue;
    ranges.push(`${from.slice(0, 2)}:${from.slice(2)}-${to.slice(0, 2)}:${to.slice(2)}`);
  }
  return ranges;
}

const day = (value: unknown) => text(value).slice(0, 10);

function pointOf(details: Record<string, unknown>): AccessPoint | null {
  const number = text(details.Num);
  const country = text(details.Pays).toUpperCase();
  if (!number || !country) return null;
  const lat = coordinate(details.Latitude);
  const lng = coordinate(details.Longitude);
  const opening: AccessPointOpening[] = DAYS.map((name, i) => ({ weekday: i + 1, hours: hoursOf(details[`Horaires_${name}`]) }));
  const periods = list((details.Informations_Dispo as { Periode?: unknown } | undefined)?.Periode) as Record<string, unknown>[];
  const distance = Number(text(details.Distance));
  return {
    id: `${country}-${number}`,
    name: [text(details.LgAdr1), text(details.LgAdr2)].filter(Boolean).join(' '),
    addLine1: [text(details.LgAdr3), text(details.LgAdr4)].filter(Boolean).join(', '),
    zipCode: text(details.CP),
    city: text(details.Ville),
    country,
    position: lat !== null && lng !== null ? { lat, lng } : null,
    icon: null,
    distance: text(details.Distance) && Number.isFinite(distance) ? distance : null,
    opening,
    closures: periods.map((p) => ({ from: day(p.Debut), to: day(p.Fin) })).filter((p) => /^\d{4}-\d\d-\d\d$/.test(p.from) && /^\d{4}-\d\d-\d\d$/.test(p.to)),
    isDemo: false,
  };
}

export function mondialRelayNetwork(settings: MondialRelaySettings, timeoutMs: number): RelayNetwork {
  async function recherche(parameters: Parameters) {
    const values = PARAMETERS.map((name) => parameters[name] ?? '');
    const security = mondialRelaySecurity([settings.merchantId, ...values.slice(1)], settings.privateKey);
    const fields: [string, string][] = PARAMETERS.map((name, i) => [name, i === 0 ? settings.merchantId : values[i]]);
    const body = await postSoap({
      endpoint: settings.endpoint,
      action: `${NAMESPACE}${OPERATION}`,
      body: envelope(`<${OPERATION} xmlns="${NAMESPACE}">${xmlFields([...fields, ['Security', security]])}</${OPERATION}>`),
      timeoutMs,
      carrier: CARRIER,
    });
    const result = (body[`${OPERATION}Response`] as Record<string, unknown> | undefined)?.[`${OPERATION}Result`] as Record<string, unknown> | undefined;
    if (!result) throw unavailable('delivery:errors.carrierDown', { carrier: CARRIER });
    const stat = text(result.STAT);
    const details = list((result.PointsRelais as { PointRelais_Details?: unknown } | undefined)?.PointRelais_Details) as Record<string, unknown>[];
    return { stat, points: details.map(pointOf).filter((p): p is AccessPoint => p !== null) };
  }

  return {
    async search(query: RelayQuery) {
      // The town is left out: the postal code alone finds the points, and a town written otherwise
      // than the carrier writes it would be refused (STAT 9).
      const { stat, points } = await recherche({ Pays: query.country, CP: query.postalCode, Action: '24R', DelaiEnvoi: '0', NombreResultats: String(RESULTS) });
      if (POSTAL_CODE_REFUSED.has(stat)) throw invalid('delivery:errors.carrierPostalCode', { carrier: CARRIER, postalCode: query.postalCode });
      if (ACCOUNT_REFUSED.has(stat)) throw unavailable('delivery:errors.carrierAccount', { carrier: CARRIER });
      if (stat !== '0') throw unavailable('delivery:errors.carrierError', { carrier: CARRIER, code: stat || '?' });
      return points.sort((a, b) => (a.distance ?? Infinity) - (b.distance ?? Infinity));
    },

    async find(id: string) {
      const match = /^([A-Z]{2})-(\d{1,6})$/.exec(id);
      if (!match) return null;
      const [, country, number] = match;
      const { stat, points } = await recherche({ Pays: country, NumPointRelais: number, NombreResultats: '1' });
      if (UNKNOWN_POINT.has(stat)) return null;
      if (ACCOUNT_REFUSED.has(stat)) throw unavailable('delivery:errors.carrierAccount', { carrier: CARRIER });
      if (stat !== '0') throw unavailable('delivery:errors.carrierError', { carrier: CARRIER, code: stat || '?' });
      return points.find((p) => p.id === id) ?? null;
    },
  };
}
