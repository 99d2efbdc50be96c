import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { XMLParser } from 'fast-xml-parser';
import { PDFDocument, StandardFonts } from 'pdf-lib';

/**
 * A stand-in for Mondial Relay's SOAP web service (WebService.asmx) on 127.0.0.1, answering
 * WSI4_PointRelais_Recherche as « Web Services Mondial Relay » describes it: a SOAP 1.1 envelope in
 * the namespace http://www.mondialrelay.fr/webservice/, the SOAPAction header naming the operation,
 * `Security` = upper-case MD5 of the parameters' values in order followed by the private key, and a
 * STAT code in the answer (0 done; 2 unknown merchant; 97 bad security key; 36 bad postal code;
 * 9 unknown town or postal code; 70 unknown point). Points carry their hours as four HHMM strings per
 * day ('0000' for none), coordinates with a decimal comma and their holiday periods.
 *
 * It also answers WSI2_CreationEtiquette (signed over its 45 parameters in the service's order) as
 * the same documentation lists its checks: STAT 28/29 unknown collection or delivery mode; 30/33
 * a name or street line missing or not in the service's alphabet ([0-9A-Z_\-'., /], upper case, no
 * accents, 32 characters); 35 town; 36 postal code; 37 country; 38 phone (the sender's is required);
 * 39 e-mail; 20 weight not in grams from 15 (to 30 000 for a relay point); 47 parcel count; 14 an
 * unknown delivery point; and answers ExpeditionNum and URL_Etiquette, a path on `labelHost`
 * whose GET is the label PDF. And WSI2_TracingColisDetaille: STAT 94 for an unknown expedition,
 * else 80 (registered) or, after `deliver(number)`, 82 with its steps (Libelle, Date dd/mm/yy,
 * Heure, Emplacement).
 *
 * `mode`: 'up' answers; 'down' answers HTTP 503; 'slow' holds every request until the fake closes.
 */
export interface FakeMondialRelay {
  url: string;
  /** Where the label paths point (the carrier's site). */
  labelHost: string;
  merchantId: string;
  privateKey: string;
  mode: 'up' | 'down' | 'slow';
  /** Every request body received, to check what is (and is not) sent. */
  requests: string[];
  /** The expedition numbers issued, in order. */
  expeditions: string[];
  deliver(expedition: string): void;
  close(): Promise<void>;
}

const CREATION = ['Enseigne', 'ModeCol', 'ModeLiv', 'NDossier', 'NClient', 'Expe_Langage', 'Expe_Ad1', 'Expe_Ad2', 'Expe_Ad3', 'Expe_Ad4', 'Expe_Ville', 'Expe_CP', 'Expe_Pays', 'Expe_Tel1', 'Expe_Tel2', 'Expe_Mail', 'Dest_Langage', 'Dest_Ad1', 'Dest_Ad2', 'Dest_Ad3', 'Dest_Ad4', 'Dest_Ville', 'Dest_CP', 'Dest_Pays', 'Dest_Tel1', 'Dest_Tel2', 'Dest_Mail', 'Poids', 'Longueur', 'Taille', 'NbColis', 'CRT_Valeur', 'CRT_Devise', 'Exp_Valeur', 'Exp_Devise', 'COL_Rel_Pays', 'COL_Rel', 'LIV_Rel_Pays', 'LIV_Rel', 'TAvisage', 'TReprise', 'Montage', 'TRDV', 'Assurance', 'Instructions'];
const TRACING = ['Enseigne', 'Expedition', 'Langue'];
const LINE = /^[0-9A-Z_\-'., /]{0,32}$/;
const TOWN = /^[A-Z_\-' ]{2,26}$/;
const PHONE = /^((00|\+)[1-9]\d{6,14}|0[1-9]\d{8})$/;

async function labelPdf(expedition: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.addPage([420, 595]).drawText(`MONDIAL RELAY ${expedition}`, { x: 40, y: 500, size: 18, font: await pdf.embedFont(StandardFonts.Helvetica) });
  return pdf.save();
}

const result = (operation: string, inner: string) =>
  `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body><${operation}Response xmlns="${NAMESPACE}"><${operation}Result>${inner}</${operation}Result></${operation}Response></soap:Body></soap:Envelope>`;

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
  const fake = { ...account, mode: 'up' as FakeMondialRelay['mode'], requests: [] as string[], expeditions: [] as string[] };
  const delivered = new Map<string, Date>();
  const made = new Map<string, Date>();
  const signed = (call: Record<string, string>, names: string[]) =>
    String(call.Security ?? '') === createHash('md5').update(names.map((n) => String(call[n] ?? '')).join('') + fake.privateKey).digest('hex').toUpperCase();

  function creation(call: Record<string, string>): string {
    const v = (name: string) => String(call[name] ?? '');
    const stat = (code: string, extra = '') => result('WSI2_CreationEtiquette', `${xml('STAT', code)}${extra}`);
    if (v('Enseigne') !== fake.merchantId) return stat('2');
    if (!signed(call, CREATION)) return stat('97');
    if (!['CCC', 'CDR', 'CDS', 'REL'].includes(v('ModeCol'))) return stat('28');
    if (!['24R', '24L', 'LCC', 'HOM', 'LD1', 'LDS'].includes(v('ModeLiv'))) return stat('29');
    for (const side of ['Expe', 'Dest']) {
      if (v(`${side}_Ad1`).length < 2 || !LINE.test(v(`${side}_Ad1`)) || !LINE.test(v(`${side}_Ad2`))) return stat('30');
      if (v(`${side}_Ad3`).length < 2 || !LINE.test(v(`${side}_Ad3`)) || !LINE.test(v(`${side}_Ad4`))) return stat('33');
      if (!TOWN.test(v(`${side}_Ville`))) return stat('35');
      if (!/^[A-Z]{2}$/.test(v(`${side}_Pays`))) return stat('37');
      if (v(`${side}_Pays`) === 'FR' && (!/^\d{5}$/.test(v(`${side}_CP`)) || v(`${side}_CP`) === '00000')) return stat('36');
      if ((side === 'Expe' || v('Dest_Tel1')) && !PHONE.test(v(`${side}_Tel1`))) return stat('38');
      if (v(`${side}_Mail`) && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(v(`${side}_Mail`))) return stat('39');
    }
    const weight = Number(v('Poids'));
    if (!/^\d{2,7}$/.test(v('Poids')) || weight < 15 || (v('ModeLiv') === '24R' && weight > 30_000)) return stat('20');
    if (v('NbColis') !== '1' && (v('ModeLiv') === '24R' || !/^\d{1,2}$/.test(v('NbColis')))) return stat('47');
    if (v('ModeLiv') === '24R' || v('ModeLiv') === '24L') {
      if (v('LIV_Rel_Pays') !== 'FR') return stat('15');
      if (!SAUMUR_POINTS.some((p) => p.num === v('LIV_Rel').padStart(6, '0'))) return stat('14');
    }
    if (v('ModeCol') === 'REL' && !v('COL_Rel')) return stat('11');
    const expedition = String(31_000_000 + fake.expeditions.length + 1);
    fake.expeditions.push(expedition);
    made.set(expedition, new Date());
    const crc = createHash('md5').update(expedition).digest('hex').slice(0, 8).toUpperCase();
    return stat('0', `${xml('ExpeditionNum', expedition)}${xml('TRI_AgenceCode', '')}${xml('TRI_Groupe', '')}${xml('TRI_Navette', '')}${xml('TRI_Agence', '')}${xml('TRI_TourneeCode', '')}${xml('TRI_LivraisonMode', v('ModeLiv'))}${xml('CodesBarres', '')}${xml('URL_Etiquette', `/ww2/PDF/StickerMaker2.aspx?ens=${fake.merchantId}&expedition=${expedition}&lg=FR&format=A4&crc=${crc}`)}`);
  }

  function tracing(call: Record<string, string>): string {
    const stat = (code: string, extra = '') => result('WSI2_TracingColisDetaille', `${xml('STAT', code)}${extra}`);
    if (String(call.Enseigne ?? '') !== fake.merchantId) return stat('2');
    if (!signed(call, TRACING)) return stat('97');
    const expedition = String(call.Expedition ?? '');
    if (!/^\d{8}$/.test(expedition)) return stat('24');
    const since = made.get(expedition);
    if (!since) return stat('94');
    const day = (at: Date) => new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', day: '2-digit', month: '2-digit', year: '2-digit' }).format(at);
    const time = (at: Date) => new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', hour: '2-digit', minute: '2-digit' }).format(at);
    const step = (label: string, at: Date, place: string) => `<ret_WSI2_sub_TracingColisDetaille>${xml('Libelle', label)}${xml('Date', day(at))}${xml('Heure', time(at))}${xml('Emplacement', place)}${xml('Relais_Num', '')}${xml('Relais_Pays', '')}</ret_WSI2_sub_TracingColisDetaille>`;
    const end = delivered.get(expedition);
    const steps = [step('PRISE EN CHARGE EN AGENCE', since, 'AGENCE DE SAUMUR')];
    if (end) steps.push(step('COLIS LIVRE AU DESTINATAIRE', end, 'TABAC DE LA PLACE'));
    return stat(end ? '82' : '80', `${xml('Libelle01', end ? 'Colis livré' : 'Colis enregistré')}${xml('Relais_Libelle', '')}${xml('Relais_Num', '')}${xml('Libelle02', '')}<Tracing>${steps.join('')}</Tracing>`);
  }

  function respond(request: IncomingMessage, body: string): { status: number; text: string } {
    const action = String(request.headers.soapaction ?? '').replace(/"/g, '');
    const operations = ['WSI2_CreationEtiquette', 'WSI2_TracingColisDetaille'];
    for (const operation of operations) {
      if (action !== `${NAMESPACE}${operation}`) continue;
      const call = (parser.parse(body) as { Envelope?: { Body?: Record<string, Record<string, string>> } }).Envelope?.Body?.[operation];
      if (!call) return { status: 500, text: 'soap:Client' };
      return { status: 200, text: operation === 'WSI2_CreationEtiquette' ? creation(call) : tracing(call) };
    }
    if (action !== `${NAMESPACE}WSI4_PointRelais_Recherche`) return { status: 500, text: 'Server did not recognize the value of HTTP Header SOAPAction' };
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
    request.on('end', async () => {
      const body = Buffer.concat(chunks).toString('utf8');
      fake.requests.push(body);
      if (fake.mode === 'slow') return void held.push(response);
      if (fake.mode === 'down') return void response.writeHead(503).end('Service Unavailable');
      if (request.method === 'GET' && (request.url ?? '').startsWith('/ww2/PDF/StickerMaker2.aspx')) {
        const expedition = new URL(request.url ?? '', 'http://fake').searchParams.get('expedition') ?? '';
        if (!made.has(expedition)) return void response.writeHead(404).end('Not Found');
        return void response.writeHead(200, { 'content-type': 'application/pdf' }).end(Buffer.from(await labelPdf(expedition)));
      }
      const { status, text } = respond(request, body);
      response.writeHead(status, { 'content-type': 'text/xml; charset=utf-8' }).end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}/WebService.asmx`,
    labelHost: `http://127.0.0.1:${port}`,
    deliver(expedition: string) {
      if (made.has(expedition)) delivered.set(expedition, new Date());
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of held.splice(0)) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
