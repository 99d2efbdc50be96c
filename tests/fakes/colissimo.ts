import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { XMLParser } from 'fast-xml-parser';

/**
 * A stand-in for La Poste's Colissimo pick-up point web service (« WS Point Retrait » v2,
 * PointRetraitServiceWS/2.0) on 127.0.0.1: SOAP 1.1 in the namespace http://v2.pointretrait.geopost.com/,
 * operations findRDVPointRetraitAcheminement and findPointRetraitAcheminementByID, the account
 * number and password in every request, and an errorCode in the answer as its specification lists
 * them: 0 done; 101/102 missing account or password; 104 missing postal code; 105 missing town;
 * 106 missing shipping date; 122 date not dd/mm/yyyy; 124 unknown point id; 125 postal code not
 * a French one; 201 wrong account number or password; 301 no point found. Hours come as
 * 'HH:MM-HH:MM HH:MM-HH:MM' per day ('00:00-00:00' for none), holidays in listeConges.
 *
 * `mode`: 'up' answers; 'down' answers HTTP 503; 'slow' holds every request until the fake closes.
 */
export interface FakeColissimo {
  url: string;
  accountNumber: string;
  password: string;
  mode: 'up' | 'down' | 'slow';
  requests: string[];
  close(): Promise<void>;
}

const NAMESPACE = 'http://v2.pointretrait.geopost.com/';

interface FakePoint {
  id: string;
  name: string;
  street: string;
  zip: string;
  town: string;
  lat: string;
  lng: string;
  distance: number;
  hours: string[];
  holidays?: [string, string][];
}

const OFFICE = '09:00-12:00 14:00-17:30';
const NONE = '00:00-00:00 00:00-00:00';
export const SAUMUR_POST_POINTS: FakePoint[] = [
  { id: '492380', name: 'BUREAU DE POSTE SAUMUR', street: '1 RUE VOLNEY', zip: '49400', town: 'SAUMUR', lat: '47.25912', lng: '-0.07605', distance: 650, hours: [OFFICE, OFFICE, OFFICE, OFFICE, OFFICE, '09:00-12:00 00:00-00:00', NONE] },
  { id: '491820', name: 'RELAIS PICKUP CAVE DU CHATEAU', street: '22 QUAI MAYAUD', zip: '49400', town: 'SAUMUR', lat: '47.2587', lng: '-0.0741', distance: 310, hours: Array(6).fill('08:30-19:30 00:00-00:00').concat([NONE]), holidays: [['2026-12-24T00:00:00.000+01:00', '2026-12-31T00:00:00.000+01:00']] },
];

const parser = new XMLParser({ ignoreAttributes: true, removeNSPrefix: true, parseTagValue: false, trimValues: true });
const xml = (name: string, value: string) => `<${name}>${value.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</${name}>`;
const DAYS = ['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi', 'Dimanche'];

function pointXml(tag: string, p: FakePoint) {
  const hours = DAYS.map((day, i) => xml(`horairesOuverture${day}`, p.hours[i])).join('');
  const holidays = (p.holidays ?? []).map(([from, to], i) => `<listeConges>${xml('calendarDeDebut', from)}${xml('calendarDeFin', to)}${xml('numero', String(i + 1))}</listeConges>`).join('');
  return `<${tag}>${xml('accesPersonneMobiliteReduite', 'true')}${xml('adresse1', p.street)}<adresse2/><adresse3/>${xml('codePostal', p.zip)}${xml('congesPartiel', 'false')}${xml('congesTotal', 'false')}${xml('coordGeolocalisationLatitude', p.lat)}${xml('coordGeolocalisationLongitude', p.lng)}${xml('distanceEnMetre', String(p.distance))}${hours}${xml('identifiant', p.id)}${holidays}${xml('localite', p.town)}${xml('nom', p.name)}${xml('poidsMaxi', '30000')}${xml('typeDePoint', 'BPR')}${xml('codePays', 'FR')}${xml('reseau', 'R01')}</${tag}>`;
}

const envelope = (operation: string, inner: string) =>
  `<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body><ns2:${operation}Response xmlns:ns2="${NAMESPACE}"><return>${inner}</return></ns2:${operation}Response></soap:Body></soap:Envelope>`;

const error = (operation: string, code: string, message: string) => envelope(operation, `${xml('errorCode', code)}${xml('errorMessage', message)}`);

export async function startFakeColissimo(account = { accountNumber: '800900', password: 'secret-colis' }): Promise<FakeColissimo> {
  const held: ServerResponse[] = [];
  const fake = { ...account, mode: 'up' as FakeColissimo['mode'], requests: [] as string[] };

  function respond(body: string): string | null {
    const calls = (parser.parse(body) as { Envelope?: { Body?: Record<string, Record<string, string>> } }).Envelope?.Body ?? {};
    const [operation] = Object.keys(calls);
    const call = calls[operation] ?? {};
    const value = (name: string) => String(call[name] ?? '');
    if (operation !== 'findRDVPointRetraitAcheminement' && operation !== 'findPointRetraitAcheminementByID') return null;
    if (!value('accountNumber')) return error(operation, '101', 'Numéro de compte absent');
    if (!value('password')) return error(operation, '102', 'Mot de passe absent');
    if (value('accountNumber') !== fake.accountNumber || value('password') !== fake.password) return error(operation, '201', 'Identifiant ou mot de passe invalide');
    if (operation === 'findPointRetraitAcheminementByID') {
      if (!/^\d\d\/\d\d\/\d{4}$/.test(value('date'))) return error(operation, '122', 'Format de date invalide');
      const point = SAUMUR_POST_POINTS.find((p) => p.id === value('id'));
      if (!point) return error(operation, '124', 'Identifiant point de retrait incorrect');
      return envelope(operation, `${xml('errorCode', '0')}${xml('errorMessage', 'Code retour OK')}${pointXml('pointRetraitAcheminement', point)}`);
    }
    if (!value('zipCode')) return error(operation, '104', 'Code postal absent');
    if (!value('city')) return error(operation, '105', 'Ville absente');
    if (!value('shippingDate')) return error(operation, '106', 'Date estimée d’envoi absente');
    if (!/^\d\d\/\d\d\/\d{4}$/.test(value('shippingDate'))) return error(operation, '122', 'Format de date invalide');
    if (value('countryCode') === 'FR' && !/^(0[1-9]|[1-8]\d|9[0-5]|980)\d{2,3}$/.test(value('zipCode'))) return error(operation, '125', 'Code postal incorrect');
    if (value('zipCode') !== '49400') return error(operation, '301', 'Aucun point de retrait trouvé');
    const points = SAUMUR_POST_POINTS.map((p) => pointXml('listePointRetraitAcheminement', p)).join('');
    return envelope(operation, `${xml('errorCode', '0')}${xml('errorMessage', 'Code retour OK')}${points}${xml('qualiteReponse', '2')}${xml('wsRequestId', '')}`);
  }

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      fake.requests.push(body);
      if (fake.mode === 'slow') return void held.push(response);
      if (fake.mode === 'down') return void response.writeHead(503).end('Service Unavailable');
      const text = respond(body);
      if (!text) return void response.writeHead(500, { 'content-type': 'text/xml' }).end('<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body><soap:Fault><faultcode>soap:Client</faultcode><faultstring>Unknown operation</faultstring></soap:Fault></soap:Body></soap:Envelope>');
      response.writeHead(200, { 'content-type': 'text/xml;charset=UTF-8' }).end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}/pointretrait-ws-cxf/PointRetraitServiceWS/2.0`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of held.splice(0)) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
