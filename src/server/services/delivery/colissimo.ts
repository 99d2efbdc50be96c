import type { AccessPoint, AccessPointOpening } from '~/lib/delivery';
import { invalid, unavailable } from '../errors';
import { communeIndex, firstWithPrefix } from './communes';
import type { ColissimoSettings, RelayNetwork, RelayQuery } from './relay-types';
import { coordinate, envelope, list, postSoap, text, xmlFields } from './soap';

// Colissimo's pick-up points (post offices, relay shops, lockers), from La Poste's web service
// « WS Point Retrait » v2 (PointRetraitServiceWS/2.0, SOAP, namespace http://v2.pointretrait.geopost.com/):
// findRDVPointRetraitAcheminement lists the points near an address, findPointRetraitAcheminementByID
// gives one by its identifier. Both take the Colissimo account number and password in the request
// and answer an errorCode (0: done) with its message.

const NAMESPACE = 'http://v2.pointretrait.geopost.com/';
const CARRIER = 'Colissimo';
const RESULTS = 10;
/** Grams: the service wants a parcel weight; a case of six bottles weighs about this. */
const WEIGHT = '9000';

// errorCode (« codes retour » of the specification): what the customer can fix, and what only the estate can.
const POSTAL_CODE_REFUSED = new Set(['104', '105', '125', '129', '143', '144', '145']);
const ACCOUNT_REFUSED = new Set(['101', '102', '201', '202']);
const NO_POINTS = new Set(['300', '301']);
const UNKNOWN_POINT = new Set(['107', '124', '301']);

const DAYS = ['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi', 'Dimanche'];

/** '08:30-12:00 14:00-18:30' → two ranges; '00:00-00:00' is no opening. */
const hoursOf = (value: unknown) =>
  text(value)
    .split(/\s+/)
    .filter((range) => /^\d\d:\d\d-\d\d:\d\d$/.test(range) && range.slice(0, 5) !== range.slice(6));

const day = (value: unknown) => text(value).slice(0, 10);

function pointOf(p: Record<string, unknown>): AccessPoint | null {
  const id = text(p.identifiant);
  if (!id) return null;
  const lat = coordinate(p.coordGeolocalisationLatitude);
  const lng = coordinate(p.coordGeolocalisationLongitude);
  const opening: AccessPointOpening[] = DAYS.map((name, i) => ({ weekday: i + 1, hours: hoursOf(p[`horairesOuverture${name}`]) }));
  const holidays = list(p.listeConges as unknown) as Record<string, unknown>[];
  const distance = Number(text(p.distanceEnMetre));
  return {
    id,
    name: text(p.nom),
    addLine1: [text(p.adresse1), text(p.adresse2), text(p.adresse3)].filter(Boolean).join(', '),
    zipCode: text(p.codePostal),
    city: text(p.localite),
    country: text(p.codePays).toUpperCase() || 'FR',
    position: lat !== null && lng !== null ? { lat, lng } : null,
    icon: null,
    distance: text(p.distanceEnMetre) && Number.isFinite(distance) ? distance : null,
    opening,
    closures: holidays.map((h) => ({ from: day(h.calendarDeDebut), to: day(h.calendarDeFin) })).filter((h) => /^\d{4}-\d\d-\d\d$/.test(h.from) && /^\d{4}-\d\d-\d\d$/.test(h.to)),
    isDemo: false,
  };
}

/** The shipping date as the service writes it (dd/MM/yyyy), on the estate's clock. */
const shippingDate = (now: Date) => new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', day: '2-digit', month: '2-digit', year: 'numeric' }).format(now);

/** The town the service needs with the postal code: the customer's, else the postal code's first one. */
async function townOf(query: RelayQuery): Promise<string> {
  if (query.city) return query.city;
  const index = await communeIndex();
  const town = index.postalTowns[firstWithPrefix(index.postalTowns, query.postalCode)];
  return town?.postalCode === query.postalCode ? town.commune.name : '';
}

export function colissimoNetwork(settings: ColissimoSettings, timeoutMs: number, now: () => Date): RelayNetwork {
  async function call(operation: string, fields: [string, string][]) {
    const body = await postSoap({
      endpoint: settings.endpoint,
      action: '',
      body: envelope(`<v2:${operation}>${xmlFields([['accountNumber', settings.accountNumber], ['password', settings.password], ...fields])}</v2:${operation}>`, ` xmlns:v2="${NAMESPACE}"`),
      timeoutMs,
      carrier: CARRIER,
    });
    const answer = (body[`${operation}Response`] as { return?: Record<string, unknown> } | undefined)?.return;
    if (!answer) throw unavailable('delivery:errors.carrierDown', { carrier: CARRIER });
    return { code: text(answer.errorCode) || '0', answer };
  }

  const refused = (code: string) =>
    ACCOUNT_REFUSED.has(code) ? unavailable('delivery:errors.carrierAccount', { carrier: CARRIER }) : unavailable('delivery:errors.carrierError', { carrier: CARRIER, code });

  return {
    async search(query: RelayQuery) {
      const { code, answer } = await call('findRDVPointRetraitAcheminement', [
        ['address', query.address ?? ''],
        ['zipCode', query.postalCode],
        ['city', await townOf(query)],
        ['countryCode', query.country],
        ['weight', WEIGHT],
        ['shippingDate', shippingDate(now())],
        ['filterRelay', '1'],
        ['requestId', ''],
        ['lang', 'FR'],
        ['optionInter', '0'],
      ]);
      if (NO_POINTS.has(code)) return [];
      if (POSTAL_CODE_REFUSED.has(code)) throw invalid('delivery:errors.carrierPostalCode', { carrier: CARRIER, postalCode: query.postalCode });
      if (code !== '0') throw refused(code);
      const points = (list(answer.listePointRetraitAcheminement as unknown) as Record<string, unknown>[]).map(pointOf).filter((p): p is AccessPoint => p !== null);
      return points.sort((a, b) => (a.distance ?? Infinity) - (b.distance ?? Infinity)).slice(0, RESULTS);
    },

    async find(id: string) {
      if (!/^\d{6}$/.test(id)) return null;
      const { code, answer } = await call('findPointRetraitAcheminementByID', [
        ['id', id],
        ['date', shippingDate(now())],
        ['weight', WEIGHT],
        ['filterRelay', '1'],
        ['reseau', ''],
        ['langue', 'FR'],
      ]);
      if (UNKNOWN_POINT.has(code)) return null;
      if (code !== '0') throw refused(code);
      const point = answer.pointRetraitAcheminement as Record<string, unknown> | undefined;
      return point ? pointOf(point) : null;
    },
  };
}
