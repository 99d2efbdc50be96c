import { XMLParser } from 'fast-xml-parser';
import { unavailable } from '../errors';

// The carriers' relay-point services speak SOAP 1.1: an envelope posted to one address, an
// envelope back. This is the one place that posts it, under a time limit, and turns a carrier
// that is down, slow or answers nonsense into a refusal the customer can read (never a 500).
// The request may carry the account's secrets: it is never logged, nor is the answer.

const parser = new XMLParser({
  ignoreAttributes: true,
  removeNSPrefix: true,
  // Postal codes, point numbers and hours ('0930') are text: '049400' must stay '049400'.
  parseTagValue: false,
  trimValues: true,
});

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
/** A value written inside an XML element. */
export const xmlText = (value: string | number) => String(value).replace(/[&<>"']/g, (c) => escapes[c]);

/** The elements of an operation, in the order the service's description lists them. */
export const xmlFields = (fields: [string, string | number][]) => fields.map(([name, value]) => `<${name}>${xmlText(value)}</${name}>`).join('');

export const envelope = (body: string, namespaces = '') =>
  `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"${namespaces}><soap:Body>${body}</soap:Body></soap:Envelope>`;

export interface SoapCall {
  endpoint: string;
  action: string;
  body: string;
  timeoutMs: number;
  /** The carrier's name, for the customer's message. */
  carrier: string;
  /** The messages of a carrier that is down or slow: the customer's at the checkout unless given (the owner's for labels). */
  faults?: CarrierFaults;
}

export interface CarrierFaults {
  down: string;
  slow: string;
}

const CUSTOMER_FAULTS: CarrierFaults = { down: 'delivery:errors.carrierDown', slow: 'delivery:errors.carrierSlow' };

/** The parsed `Body` of the answer; a carrier that does not answer in time or at all is `unavailable`. */
export async function postSoap(call: SoapCall): Promise<Record<string, unknown>> {
  const faults = call.faults ?? CUSTOMER_FAULTS;
  let response: Response;
  try {
    response = await fetch(call.endpoint, {
      method: 'POST',
      headers: { 'content-type': 'text/xml; charset=utf-8', soapaction: `"${call.action}"` },
      body: call.body,
      signal: AbortSignal.timeout(call.timeoutMs),
    });
  } catch (error) {
    const slow = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    throw unavailable(slow ? faults.slow : faults.down, { carrier: call.carrier });
  }
  let text: string;
  try {
    text = await response.text();
  } catch {
    throw unavailable(faults.slow, { carrier: call.carrier });
  }
  // A SOAP fault comes with a 500: the carrier failed, the customer can only try again later.
  if (!response.ok) throw unavailable(faults.down, { carrier: call.carrier });
  let body: unknown;
  try {
    body = (parser.parse(text) as { Envelope?: { Body?: unknown } }).Envelope?.Body;
  } catch {
    body = undefined;
  }
  if (!body || typeof body !== 'object') throw unavailable(faults.down, { carrier: call.carrier });
  return body as Record<string, unknown>;
}

/** One or many elements of the same name, as a list (the parser gives a lone one as an object). */
export const list = <T>(value: T | T[] | undefined | null | ''): T[] => (value === undefined || value === null || value === '' ? [] : Array.isArray(value) ? value : [value]);

/** An element's text, '' when it is empty or absent. */
export const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');

/** A coordinate as the carriers write it, with a comma or a dot; null when there is none. */
export function coordinate(value: unknown): number | null {
  const written = text(value).replace(',', '.');
  if (!written) return null;
  const number = Number(written);
  return Number.isFinite(number) ? number : null;
}
