import { invalid, unavailable } from '../errors';
import { isPdf, mergePdfs } from '../pdf/merge';
import { LABEL_FAULTS, type CreatedLabel, type LabelRequest, type LabelService, type Party, type TrackingEvent } from './label-types';

// Colissimo's labels from its label web service, SLS (« Web Service d'affranchissement Colissimo »,
// REST: POST <endpoint>/generateLabel, JSON in). It answers multipart/mixed: a JSON part
// (Content-ID <jsonInfos>: messages, labelV2Response.parcelNumber) and the label's bytes (<label>);
// a refusal is a JSON part whose messages have type ERROR and a numbered id (30000 wrong account,
// 30211 wrong postal code…). One call is one parcel: a parcel number is given at each call, so a
// call is never retried. Products: DOM home without signature, A2P/BPR a pick-up point (the point's
// id in parcel.pickupLocationId), CORE a return from France.
//
// Tracking: La Poste's tracking API (« Suivi v2 », GET <endpoint>/idships/{number}, header
// X-Okapi-Key), which answers the parcel's events (code, label, date) and isFinal once delivered.
// Without its key there is no automatic tracking: the owner marks the order delivered.

const CARRIER = 'Colissimo';
const HOUR = 3_600_000;

export interface ColissimoLabelSettings {
  accountNumber: string;
  password: string;
  /** SLS's REST address, without /generateLabel. */
  labelEndpoint: string;
  /** La Poste's tracking API: its key and address; null key: no tracking. */
  trackingKey: string | null;
  trackingEndpoint: string;
}

// SLS message ids (the « codes retour » of the specification): whose fault it is decides the message.
const ACCOUNT = new Set(['30000', '30007', '30008', '30009', '30700']);
const ADDRESSEE_POSTAL_CODE = new Set(['30210', '30211', '30212', '30213']);
const SENDER = /^301\d\d$/;
const ADDRESSEE = /^302\d\d$/;
const WEIGHT = new Set(['30300', '30301']);
const POINT = new Set(['30400', '30401', '30402', '30403']);

/** Delivered steps of La Poste's tracking: DI1 delivered, DI2 delivered back to the sender. */
const DELIVERED = new Set(['DI1', 'DI2']);

const address = (p: Party) => ({
  ...(p.company ? { companyName: p.company } : {}),
  lastName: p.name,
  line2: p.street,
  ...(p.street2 ? { line3: p.street2 } : {}),
  countryCode: p.country,
  city: p.city,
  zipCode: p.postalCode,
  ...(p.phone ? { mobileNumber: p.phone } : {}),
  ...(p.email ? { email: p.email } : {}),
});

const isoDay = (date: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);

/** The parts of a multipart/mixed answer, by Content-ID. */
export function multipartParts(body: Uint8Array, contentType: string): Map<string, Uint8Array> {
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  const parts = new Map<string, Uint8Array>();
  if (!boundary) return parts;
  const buffer = Buffer.from(body);
  const delimiter = Buffer.from(`--${boundary}`);
  let start = buffer.indexOf(delimiter);
  while (start !== -1) {
    const next = buffer.indexOf(delimiter, start + delimiter.length);
    if (next === -1) break;
    const part = buffer.subarray(start + delimiter.length, next);
    const headerEnd = part.indexOf('\r\n\r\n');
    if (headerEnd !== -1) {
      const headers = part.subarray(0, headerEnd).toString('latin1');
      const id = /content-id:\s*<([^>]+)>/i.exec(headers)?.[1] ?? '';
      let content = part.subarray(headerEnd + 4);
      if (content.subarray(-2).toString('latin1') === '\r\n') content = content.subarray(0, -2);
      parts.set(id, new Uint8Array(content));
    }
    start = next;
  }
  return parts;
}

interface SlsMessage {
  id?: string;
  type?: string;
  messageContent?: string;
}

function refusal(messages: SlsMessage[]) {
  const error = messages.find((m) => m.type === 'ERROR');
  const code = String(error?.id ?? '?');
  if (ACCOUNT.has(code)) return unavailable('shipping:errors.carrierAccount', { carrier: CARRIER });
  if (ADDRESSEE_POSTAL_CODE.has(code)) return invalid('shipping:errors.postalCode', { carrier: CARRIER });
  if (ADDRESSEE.test(code)) return invalid('shipping:errors.addressee', { carrier: CARRIER, reason: error?.messageContent ?? code });
  if (SENDER.test(code)) return invalid('shipping:errors.sender', { carrier: CARRIER, reason: error?.messageContent ?? code });
  if (WEIGHT.has(code)) return invalid('shipping:errors.weight', { carrier: CARRIER });
  if (POINT.has(code)) return invalid('shipping:errors.relayPoint', { carrier: CARRIER });
  return unavailable('shipping:errors.carrierError', { carrier: CARRIER, code });
}

async function send(url: string, init: RequestInit, timeoutMs: number): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const slow = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    throw unavailable(slow ? LABEL_FAULTS.slow : LABEL_FAULTS.down, { carrier: CARRIER });
  }
}

async function bytesOf(response: Response): Promise<Uint8Array> {
  try {
    return new Uint8Array(await response.arrayBuffer());
  } catch {
    throw unavailable(LABEL_FAULTS.slow, { carrier: CARRIER });
  }
}

export function colissimoLabelService(settings: ColissimoLabelSettings, timeoutMs: number): LabelService {
  async function oneLabel(request: LabelRequest, weight: number): Promise<{ number: string; pdf: Uint8Array }> {
    const productCode = request.isReturn ? 'CORE' : request.relayPoint ? 'A2P' : 'DOM';
    const body = {
      contractNumber: settings.accountNumber,
      password: settings.password,
      outputFormat: { x: 0, y: 0, outputPrintingType: 'PDF_A4_300dpi' },
      letter: {
        service: { productCode, depositDate: isoDay(request.depositDate), orderNumber: request.reference, commercialName: request.sender.company ?? request.sender.name },
        parcel: { weight: Math.round(weight / 10) / 100, ...(request.relayPoint && !request.isReturn ? { pickupLocationId: request.relayPoint.id } : {}) },
        sender: { senderParcelRef: request.reference.slice(0, 15), address: address(request.sender) },
        addressee: { addresseeParcelRef: request.reference.slice(0, 15), address: address(request.addressee) },
      },
    };
    const response = await send(`${settings.labelEndpoint}/generateLabel`, { method: 'POST', headers: { 'content-type': 'application/json;charset=UTF-8' }, body: JSON.stringify(body) }, timeoutMs);
    const raw = await bytesOf(response);
    const type = response.headers.get('content-type') ?? '';
    const parts = type.includes('multipart') ? multipartParts(raw, type) : new Map([['jsonInfos', raw]]);
    let info: { messages?: SlsMessage[]; labelV2Response?: { parcelNumber?: string } } = {};
    try {
      info = JSON.parse(new TextDecoder().decode(parts.get('jsonInfos') ?? new Uint8Array()));
    } catch {
      throw unavailable(LABEL_FAULTS.down, { carrier: CARRIER });
    }
    const messages = info.messages ?? [];
    if (messages.some((m) => m.type === 'ERROR')) throw refusal(messages);
    const number = info.labelV2Response?.parcelNumber;
    const pdf = parts.get('label');
    if (!response.ok || !number || !pdf || !isPdf(pdf)) throw unavailable(LABEL_FAULTS.down, { carrier: CARRIER });
    return { number, pdf };
  }

  return {
    network: 'COLISSIMO',
    carrier: CARRIER,
    isDemo: false,
    // La Poste's tracking API counts its calls: a parcel is asked about every two hours at most.
    checkEveryMs: 2 * HOUR,
    async create(request): Promise<CreatedLabel> {
      const labels: { number: string; pdf: Uint8Array }[] = [];
      for (const parcel of request.parcels) labels.push(await oneLabel(request, parcel.weight));
      const pdf = labels.length === 1 ? labels[0].pdf : await mergePdfs(labels.map((l) => l.pdf), request.reference);
      return { parcelNumbers: labels.map((l) => l.number), pdf, trackingLink: `https://www.laposte.fr/outils/suivre-vos-envois?code=${labels[0].number}` };
    },
    async track(parcelNumber): Promise<TrackingEvent[] | null> {
      if (!settings.trackingKey) return null;
      const url = `${settings.trackingEndpoint}/idships/${encodeURIComponent(parcelNumber)}?lang=fr_FR`;
      const ask = () => send(url, { headers: { accept: 'application/json', 'X-Okapi-Key': settings.trackingKey! } }, timeoutMs);
      // A read: asked again once when the first answer is a fault of the service.
      let response = await ask().catch(() => null);
      if (!response || response.status >= 500) response = await ask();
      const answer = (await response.json().catch(() => null)) as { returnCode?: number; shipment?: { event?: { code?: string; label?: string; date?: string }[] } } | null;
      if (response.status === 401 || response.status === 403) throw unavailable('shipping:errors.trackingAccount', { carrier: CARRIER });
      if (response.status === 404 || answer?.returnCode === 104 || answer?.returnCode === 105) return [];
      if (!response.ok || !answer?.shipment) throw unavailable(LABEL_FAULTS.down, { carrier: CARRIER });
      return (answer.shipment.event ?? [])
        .map((event) => ({ at: new Date(event.date ?? ''), code: event.code ?? '', label: event.label ?? '', delivered: DELIVERED.has(event.code ?? '') }))
        .filter((event) => !Number.isNaN(event.at.getTime()) && event.code)
        .sort((a, b) => a.at.getTime() - b.at.getTime());
    },
  };
}
