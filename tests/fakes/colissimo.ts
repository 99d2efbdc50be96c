import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { XMLParser } from 'fast-xml-parser';
import { PDFDocument, StandardFonts } from 'pdf-lib';

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
 * The same fake answers Colissimo's label web service, SLS (« Web Service d'affranchissement »,
 * REST: POST …/sls-ws/SlsServiceWSRest/2.0/generateLabel with a JSON letter), as its specification
 * describes: a multipart/mixed answer whose part <jsonInfos> holds `messages` and
 * `labelV2Response.parcelNumber` and whose part <label> is the PDF; a refusal is HTTP 400 with the
 * JSON part alone, its message of type ERROR numbered as the specification's « codes retour »:
 * 30000 wrong account or password, 30002 deposit date in the past, 30010 no date, 30014/30015 no or
 * unknown product code, 30018 no commercial name, 30100/30106 sender street or postal code missing,
 * 30200/30204/30208/30210 addressee name, street, town or postal code missing, 30211 addressee
 * postal code wrong, 30300/30301 weight missing or not within 0–30 kg, 30400/30401 pick-up point
 * missing or unknown.
 *
 * And La Poste's tracking API (« Suivi v2 »: GET …/suivi/v2/idships/{id}, header X-Okapi-Key): 401
 * without the right key, 400 (returnCode 400) for a number that is no parcel number, 404
 * (returnCode 104) for one it never saw, else 200 with `shipment.event` newest first and `isFinal`
 * once delivered (event DI1). `deliver(number)` makes a parcel delivered.
 *
 * `mode`: 'up' answers; 'down' answers HTTP 503; 'slow' holds every request until the fake closes.
 */
export interface FakeColissimo {
  url: string;
  /** SLS's REST address (without /generateLabel). */
  labelUrl: string;
  /** The tracking API's address (without /idships). */
  trackingUrl: string;
  accountNumber: string;
  password: string;
  trackingKey: string;
  mode: 'up' | 'down' | 'slow';
  requests: string[];
  /** The parcel numbers issued, in order. */
  parcels: string[];
  deliver(parcelNumber: string): void;
  close(): Promise<void>;
}

const PRODUCTS = new Set(['DOM', 'DOS', 'A2P', 'BPR', 'CMT', 'BDP', 'PCS', 'CORE', 'CORI', 'COL', 'COLD', 'COLI', 'DOMI']);
const PICKUP_PRODUCTS = new Set(['A2P', 'BPR', 'CMT', 'BDP', 'PCS']);
const BOUNDARY = 'uuid:6f6b4b8a-1f3e-4f44-9b3c-0c2a6f0e5d21';

async function samplePdf(text: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([420, 595]);
  page.drawText(text, { x: 40, y: 500, size: 18, font: await pdf.embedFont(StandardFonts.Helvetica) });
  return pdf.save();
}

function multipart(json: unknown, label: Uint8Array | null): Buffer {
  const head = (id: string, type: string) => `--${BOUNDARY}\r\nContent-Type: ${type}\r\nContent-Transfer-Encoding: binary\r\nContent-ID: <${id}>\r\n\r\n`;
  const parts = [Buffer.from(head('jsonInfos', 'application/json;charset=UTF-8') + JSON.stringify(json) + '\r\n')];
  if (label) parts.push(Buffer.from(head('label', 'application/octet-stream')), Buffer.from(label), Buffer.from('\r\n'));
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(parts);
}

const slsError = (id: string, messageContent: string) => ({ messages: [{ id, type: 'ERROR', messageContent, replacementValues: [] }], labelXmlV2Reponse: null, labelV2Response: null });

const parisToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

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

export async function startFakeColissimo(account = { accountNumber: '800900', password: 'secret-colis', trackingKey: 'okapi-test-key' }): Promise<FakeColissimo> {
  const held: ServerResponse[] = [];
  const fake = { ...account, mode: 'up' as FakeColissimo['mode'], requests: [] as string[], parcels: [] as string[] };
  const issued = new Map<string, { at: Date; delivered: Date | null }>();

  async function label(body: string, request: IncomingMessage): Promise<{ status: number; body: Buffer; type: string }> {
    const answer = (status: number, json: unknown, pdf: Uint8Array | null = null) => ({ status, body: multipart(json, pdf), type: `multipart/mixed; boundary="${BOUNDARY}"; start="<jsonInfos>"; type="application/json"` });
    if (!String(request.headers['content-type'] ?? '').startsWith('application/json')) return answer(400, slsError('30000', 'Requête invalide'));
    let letter: any;
    try {
      letter = JSON.parse(body);
    } catch {
      return answer(400, slsError('30000', 'Requête invalide'));
    }
    if (letter.contractNumber !== fake.accountNumber || letter.password !== fake.password) return answer(400, slsError('30000', 'Identifiant ou mot de passe incorrect'));
    const service = letter.letter?.service ?? {};
    const parcel = letter.letter?.parcel ?? {};
    const sender = letter.letter?.sender?.address ?? {};
    const addressee = letter.letter?.addressee?.address ?? {};
    if (!service.productCode) return answer(400, slsError('30014', "Le code produit n'a pas été transmis"));
    if (!PRODUCTS.has(service.productCode)) return answer(400, slsError('30015', 'Le code produit est incorrect'));
    if (!service.depositDate) return answer(400, slsError('30010', "La date n'a pas été transmise"));
    if (String(service.depositDate) < parisToday()) return answer(400, slsError('30002', 'La date de dépôt est antérieure à la date courante'));
    if (!service.commercialName) return answer(400, slsError('30018', "Le nom commercial n'a pas été transmis"));
    if (!sender.line2) return answer(400, slsError('30100', "Le numéro / libellé de voie de l'expéditeur n'a pas été transmis"));
    if (!sender.zipCode) return answer(400, slsError('30106', "Le code postal de l'expéditeur n'a pas été transmis"));
    if (!addressee.lastName && !addressee.companyName) return answer(400, slsError('30200', "Le nom du destinataire n'a pas été transmis"));
    if (!addressee.line2) return answer(400, slsError('30204', "Le numéro / libellé de voie du destinataire n'a pas été transmis"));
    if (!addressee.city) return answer(400, slsError('30208', "La ville du destinataire n'a pas été transmise"));
    if (!addressee.zipCode) return answer(400, slsError('30210', "Le code postal du destinataire n'a pas été transmis"));
    if (addressee.countryCode === 'FR' && (!/^\d{5}$/.test(addressee.zipCode) || addressee.zipCode === '00000')) return answer(400, slsError('30211', 'Le code postal du destinataire est incorrect'));
    if (parcel.weight === undefined || parcel.weight === null) return answer(400, slsError('30300', "Le poids du colis n'a pas été transmis"));
    if (typeof parcel.weight !== 'number' || parcel.weight <= 0 || parcel.weight > 30) return answer(400, slsError('30301', 'Le poids du colis est incorrect'));
    if (PICKUP_PRODUCTS.has(service.productCode)) {
      if (!parcel.pickupLocationId) return answer(400, slsError('30400', "Le code point de retrait n'a pas été transmis"));
      if (!SAUMUR_POST_POINTS.some((p) => p.id === parcel.pickupLocationId)) return answer(400, slsError('30401', 'Le code point de retrait est incorrect'));
    }
    const number = `6A${String(18_000_000_000 + fake.parcels.length + 1)}`;
    fake.parcels.push(number);
    issued.set(number, { at: new Date(), delivered: null });
    return answer(200, { messages: [{ id: '0', type: 'INFOS', messageContent: 'La requête a été traitée avec succès', replacementValues: [] }], labelXmlV2Reponse: null, labelV2Response: { parcelNumber: number, parcelNumberPartner: null, pdfUrl: null, fields: null } }, await samplePdf(`COLISSIMO ${number}`));
  }

  function tracking(path: string, request: IncomingMessage): { status: number; json: unknown } {
    if (request.headers['x-okapi-key'] !== fake.trackingKey) return { status: 401, json: { code: 'UNAUTHORIZED', message: 'The API key is invalid' } };
    const id = decodeURIComponent(path.split('/idships/')[1] ?? '');
    if (!/^[0-9A-Z]{11,15}$/.test(id)) return { status: 400, json: { lang: 'fr_FR', returnCode: 400, returnMessage: 'Numéro invalide', idShip: id } };
    const parcel = issued.get(id);
    if (!parcel) return { status: 404, json: { lang: 'fr_FR', returnCode: 104, returnMessage: 'Numéro inconnu', idShip: id } };
    const events = [{ code: 'DR1', label: 'Votre colis est en cours de préparation par l’expéditeur', date: parcel.at.toISOString() }];
    if (parcel.delivered) {
      events.push({ code: 'PC1', label: 'Votre colis est pris en charge par La Poste', date: new Date((parcel.at.getTime() + parcel.delivered.getTime()) / 2).toISOString() });
      events.push({ code: 'DI1', label: 'Votre colis est livré', date: parcel.delivered.toISOString() });
    }
    return { status: 200, json: { lang: 'fr_FR', scope: 'open', returnCode: 200, shipment: { idShip: id, holder: 4, product: 'Colissimo', isFinal: parcel.delivered !== null, event: events.reverse(), url: `https://www.laposte.fr/outils/suivre-vos-envois?code=${id}` } } };
  }

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
    request.on('end', async () => {
      const body = Buffer.concat(chunks).toString('utf8');
      fake.requests.push(body);
      if (fake.mode === 'slow') return void held.push(response);
      if (fake.mode === 'down') return void response.writeHead(503).end('Service Unavailable');
      const path = (request.url ?? '').split('?')[0];
      if (path.endsWith('/generateLabel')) {
        const made = await label(body, request);
        return void response.writeHead(made.status, { 'content-type': made.type }).end(made.body);
      }
      if (path.includes('/suivi/v2/idships/')) {
        const told = tracking(path, request);
        return void response.writeHead(told.status, { 'content-type': 'application/json' }).end(JSON.stringify(told.json));
      }
      const text = respond(body);
      if (!text) return void response.writeHead(500, { 'content-type': 'text/xml' }).end('<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body><soap:Fault><faultcode>soap:Client</faultcode><faultstring>Unknown operation</faultstring></soap:Fault></soap:Body></soap:Envelope>');
      response.writeHead(200, { 'content-type': 'text/xml;charset=UTF-8' }).end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}/pointretrait-ws-cxf/PointRetraitServiceWS/2.0`,
    labelUrl: `http://127.0.0.1:${port}/sls-ws/SlsServiceWSRest/2.0`,
    trackingUrl: `http://127.0.0.1:${port}/suivi/v2`,
    deliver(parcelNumber: string) {
      const parcel = issued.get(parcelNumber);
      if (parcel) parcel.delivered = new Date();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of held.splice(0)) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
