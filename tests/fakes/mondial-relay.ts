import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { XMLParser } from 'fast-xml-parser';

/**
 * A stand-in for Mondial Relay's SOAP web service (WebService.asmx) on 127.0.0.1, answering
 * WSI4_PointRelais_Recherche as « Web Services Mondial Relay » describes it: a SOAP 1.1 envelope in
 * the namespace http://www.mondialrelay.fr/webservice/, the SOAPAction header naming the operation,
 * `Security` = upper-case MD5 of the parameters' values in order followed by the private key, and a
 * STAT code in the answer (0 done; 2 unknown merchant; 97 bad security key; 36 bad postal code;
 * 9 unknown town or postal code; 70 unknown point). Points carry their hours as four HHMM strings per
 * day ('0000' for none), coordinates with a decimal comma and their holiday periods.
 *
 * `mode`: 'up' answers; 'down' answers HTTP 503; 'slow' holds every request until the fake closes.
 */
export interface FakeMondialRelay {
  url: string;
  merchantId: string;
  privateKey: string;
  mode: 'up' | 'down' | 'slow';
  /** Every request body received, to check what is (and is not) sent. */
  requests: string[];
  close(): Promise<void>;
}

const PARAMETERS = ['Enseigne', 'Pays', 'NumPointRelais', 'Ville', 'CP', 'Latitude', 'Longitude', 'Taille', 'Poids', 'Action', 'DelaiEnvoi', 'RayonRecherche', 'TypeActivite', 'NACE', 'NombreResultats'];
const NAMESPACE = 'http://www.mondialrelay.fr/webservice/';

interface FakePoint {
  num: string;
  name: string;
  street: string;
  cp: string;
  city: string;
  lat: string;
  lng: string;
  distance: number;
  hours: string[][];
  holidays?: [string, string][];
}

const WEEKDAYS = ['0930', '1230', '1400', '1900'];
const CLOSED = ['0000', '0000', '0000', '0000'];
/** Points around Saumur (49400), positions as the carrier writes them. */
export const SAUMUR_POINTS: FakePoint[] = [
  { num: '066974', name: 'TABAC DE LA PLACE', street: '12 PLACE SAINT PIERRE', cp: '49400', city: 'SAUMUR', lat: '47,2596', lng: '-0,0763', distance: 420, hours: [WEEKDAYS, WEEKDAYS, WEEKDAYS, WEEKDAYS, WEEKDAYS, ['0900', '1230', '0000', '0000'], CLOSED], holidays: [['2026-08-03T00:00:00', '2026-08-16T00:00:00']] },
  { num: '020150', name: 'LIBRAIRIE DU MARCHE', street: '5 RUE DU PORTAIL LOUIS', cp: '49400', city: 'SAUMUR', lat: '47,2571', lng: '-0,0722', distance: 180, hours: [CLOSED, WEEKDAYS, WEEKDAYS, WEEKDAYS, WEEKDAYS, WEEKDAYS, CLOSED] },
  { num: '079321', name: 'SUPERETTE DES PONTS', street: '48 AVENUE DU GENERAL DE GAULLE', cp: '49400', city: 'SAUMUR', lat: '47,2662', lng: '-0,0801', distance: 1250, hours: Array(7).fill(['0800', '2000', '0000', '0000']) },
];

const parser = new XMLParser({ ignoreAttributes: true, removeNSPrefix: true, parseTagValue: false, trimValues: true });

const xml = (name: string, value: string) => `<${name}>${value.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</${name}>`;
const DAYS = ['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi', 'Dimanche'];

function pointXml(p: FakePoint): string {
  const days = DAYS.map((day, i) => `<Horaires_${day}>${p.hours[i].map((h) => xml('string', h)).join('')}</Horaires_${day}>`).join('');
  const holidays = (p.holidays ?? []).map(([from, to]) => `<Periode>${xml('Debut', from)}${xml('Fin', to)}</Periode>`).join('');
  return `<PointRelais_Details>${xml('STAT', '0')}${xml('Num', p.num)}${xml('LgAdr1', p.name)}<LgAdr2 />${xml('LgAdr3', p.street)}<LgAdr4 />${xml('CP', p.cp)}${xml('Ville', p.city)}${xml('Pays', 'FR')}${xml('Localisation1', '')}${xml('Latitude', p.lat)}${xml('Longitude', p.lng)}${xml('TypeActivite', '000')}${xml('Information', '')}${days}<Informations_Dispo>${holidays}</Informations_Dispo>${xml('Distance', String(p.distance))}</PointRelais_Details>`;
}

function answer(stat: string, points: FakePoint[]) {
  const list = points.length ? `<PointsRelais>${points.map(pointXml).join('')}</PointsRelais>` : '';
  return `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xsd="http://www.w3.org/2001/XMLSchema"><soap:Body><WSI4_PointRelais_RechercheResponse xmlns="${NAMESPACE}"><WSI4_PointRelais_RechercheResult>${xml('STAT', stat)}${list}</WSI4_PointRelais_RechercheResult></WSI4_PointRelais_RechercheResponse></soap:Body></soap:Envelope>`;
}

export async function startFakeMondialRelay(account = { merchantId: 'BDTEST13', privateKey: 'PrivateK' }): Promise<FakeMondialRelay> {
  const held: ServerResponse[] = [];
  const fake = { ...account, mode: 'up' as FakeMondialRelay['mode'], requests: [] as string[] };

  function respond(request: IncomingMessage, body: string): { status: number; text: string } {
    if (String(request.headers.soapaction ?? '').replace(/"/g, '') !== `${NAMESPACE}WSI4_PointRelais_Recherche`) return { status: 500, text: 'Server did not recognize the value of HTTP Header SOAPAction' };
    const call = (parser.parse(body) as { Envelope?: { Body?: Record<string, Record<string, string>> } }).Envelope?.Body?.WSI4_PointRelais_Recherche;
    if (!call) return { status: 500, text: 'soap:Client' };
    const value = (name: string) => String(call[name] ?? '');
    if (value('Enseigne') !== fake.merchantId) return { status: 200, text: answer('2', []) };
    const expected = createHash('md5').update(PARAMETERS.map(value).join('') + fake.privateKey).digest('hex').toUpperCase();
    if (value('Security') !== expected) return { status: 200, text: answer('97', []) };
    if (value('Pays') !== 'FR') return { status: 200, text: answer('37', []) };
    if (value('NumPointRelais')) {
      const point = SAUMUR_POINTS.find((p) => p.num === value('NumPointRelais'));
      return { status: 200, text: point ? answer('0', [point]) : answer('70', []) };
    }
    if (!/^\d{5}$/.test(value('CP'))) return { status: 200, text: answer('36', []) };
    // A well-formed code that no town has: the carrier cannot place it.
    if (value('CP') === '00000') return { status: 200, text: answer('9', []) };
    const wanted = Number(value('NombreResultats')) || 10;
    const near = value('CP') === '49400' ? SAUMUR_POINTS : [];
    return { status: 200, text: answer('0', near.slice(0, wanted)) };
  }

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      fake.requests.push(body);
      if (fake.mode === 'slow') return void held.push(response);
      if (fake.mode === 'down') return void response.writeHead(503).end('Service Unavailable');
      const { status, text } = respond(request, body);
      response.writeHead(status, { 'content-type': 'text/xml; charset=utf-8' }).end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}/WebService.asmx`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of held.splice(0)) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
