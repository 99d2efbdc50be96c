import { parisInstant } from '~/lib/dates';
import { invalid, unavailable } from '../errors';
import { mondialRelaySecurity } from '../delivery/mondial-relay';
import { envelope, list, postSoap, text, xmlFields } from '../delivery/soap';
import { isPdf, mergePdfs } from '../pdf/merge';
import { LABEL_FAULTS, type CreatedLabel, type LabelRequest, type LabelService, type Party, type TrackingEvent } from './label-types';

// Mondial Relay's shipments from its SOAP web service (WebService.asmx, « Web Services Mondial
// Relay »): WSI2_CreationEtiquette creates an expedition and answers its number (ExpeditionNum)
// and the address of its label (URL_Etiquette, a path on the carrier's site whose PDF is then
// fetched); WSI2_TracingColisDetaille answers an expedition's steps and its STAT (80 registered,
// 81 on its way, 82 delivered, 83 anomaly). Both are signed like the point search (the MD5 of the
// parameters' values in the service's order, then the private key). The service takes addresses
// in upper case without accents ([0-9A-Z_\-'., /], 32 characters at most), and one parcel per
// expedition to a relay point (24R): each parcel is its own expedition. Creating is never retried.

const NAMESPACE = 'http://www.mondialrelay.fr/webservice/';
const CARRIER = 'Mondial Relay';
const HOUR = 3_600_000;

export interface MondialRelayLabelSettings {
  merchantId: string;
  privateKey: string;
  endpoint: string;
  /** Where the label paths point (the carrier's site). */
  labelHost: string;
}

/** WSI2_CreationEtiquette's parameters, in the service's order (the signature depends on it). */
const CREATION = ['Enseigne', 'ModeCol', 'ModeLiv', 'NDossier', 'NClient', 'Expe_Langage', 'Expe_Ad1', 'Expe_Ad2', 'Expe_Ad3', 'Expe_Ad4', 'Expe_Ville', 'Expe_CP', 'Expe_Pays', 'Expe_Tel1', 'Expe_Tel2', 'Expe_Mail', 'Dest_Langage', 'Dest_Ad1', 'Dest_Ad2', 'Dest_Ad3', 'Dest_Ad4', 'Dest_Ville', 'Dest_CP', 'Dest_Pays', 'Dest_Tel1', 'Dest_Tel2', 'Dest_Mail', 'Poids', 'Longueur', 'Taille', 'NbColis', 'CRT_Valeur', 'CRT_Devise', 'Exp_Valeur', 'Exp_Devise', 'COL_Rel_Pays', 'COL_Rel', 'LIV_Rel_Pays', 'LIV_Rel', 'TAvisage', 'TReprise', 'Montage', 'TRDV', 'Assurance', 'Instructions'] as const;
const TRACING = ['Enseigne', 'Expedition', 'Langue'] as const;

// STAT codes (« Liste des codes retour »).
const ACCOUNT = new Set(['1', '2', '3', '8', '95', '96', '97']);
const POSTAL_CODE = new Set(['9', '35', '36']);
const ADDRESS = new Set(['30', '31', '33', '34', '37', '38', '39']);
const WEIGHT = new Set(['20', '21', '22']);
const POINT = new Set(['14', '15', '70', '92']);
const DELIVERED = '82';

/** Upper case, no accents, only what the service accepts, at most `max` characters. */
export const mondialRelayText = (value: string | null | undefined, max = 32) =>
  (value ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’‘]/g, "'")
    .toUpperCase()
    .replace(/[^0-9A-Z_\-'., /]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max)
    .trim();

/** '+33 6 12 34 56 78' → '+33612345678'; the service takes digits after + or 00. */
const phone = (value: string | null) => (value ?? '').replace(/[^\d+]/g, '');

function refusal(stat: string) {
  if (ACCOUNT.has(stat)) return unavailable('shipping:errors.carrierAccount', { carrier: CARRIER });
  if (POSTAL_CODE.has(stat)) return invalid('shipping:errors.postalCode', { carrier: CARRIER });
  if (ADDRESS.has(stat)) return invalid('shipping:errors.address', { carrier: CARRIER, code: stat });
  if (WEIGHT.has(stat)) return invalid('shipping:errors.weight', { carrier: CARRIER });
  if (POINT.has(stat)) return invalid('shipping:errors.relayPoint', { carrier: CARRIER });
  return unavailable('shipping:errors.carrierError', { carrier: CARRIER, code: stat || '?' });
}

/** '24/12/26' '14:05' on the carrier's (Paris) clock → the instant. */
function instantOf(date: string, time: string): Date | null {
  const match = /^(\d\d)\/(\d\d)\/(\d{2}|\d{4})$/.exec(date);
  if (!match) return null;
  const [, day, month, year] = match;
  const [hours, minutes] = /^\d\d:\d\d/.test(time) ? time.split(':').map(Number) : [0, 0];
  return parisInstant(Date.UTC(year.length === 2 ? 2000 + Number(year) : Number(year), Number(month) - 1, Number(day), hours, minutes));
}

export function mondialRelayLabelService(settings: MondialRelayLabelSettings, timeoutMs: number): LabelService {
  async function call(operation: string, names: readonly string[], values: Partial<Record<string, string>>) {
    const ordered = names.map((name) => (name === 'Enseigne' ? settings.merchantId : (values[name] ?? '')));
    const fields: [string, string][] = names.map((name, i) => [name, ordered[i]]);
    const body = await postSoap({
      endpoint: settings.endpoint,
      action: `${NAMESPACE}${operation}`,
      body: envelope(`<${operation} xmlns="${NAMESPACE}">${xmlFields([...fields, ['Security', mondialRelaySecurity(ordered, settings.privateKey)]])}</${operation}>`),
      timeoutMs,
      carrier: CARRIER,
      faults: LABEL_FAULTS,
    });
    const result = (body[`${operation}Response`] as Record<string, unknown> | undefined)?.[`${operation}Result`] as Record<string, unknown> | undefined;
    if (!result) throw unavailable(LABEL_FAULTS.down, { carrier: CARRIER });
    return { stat: text(result.STAT), result };
  }

  const party = (prefix: 'Expe' | 'Dest', p: Party): Record<string, string> => ({
    [`${prefix}_Langage`]: 'FR',
    [`${prefix}_Ad1`]: mondialRelayText(p.company && prefix === 'Expe' ? p.company : p.name),
    [`${prefix}_Ad2`]: mondialRelayText(p.company && prefix === 'Expe' ? p.name : p.company),
    [`${prefix}_Ad3`]: mondialRelayText(p.street),
    [`${prefix}_Ad4`]: mondialRelayText(p.street2),
    [`${prefix}_Ville`]: mondialRelayText(p.city, 26),
    [`${prefix}_CP`]: p.postalCode.trim(),
    [`${prefix}_Pays`]: p.country,
    [`${prefix}_Tel1`]: phone(p.phone),
    [`${prefix}_Mail`]: p.email ?? '',
  });

  async function labelPdf(path: string): Promise<Uint8Array> {
    const url = new URL(path, settings.labelHost).toString();
    // A GET of a label already made: asked again once if the first try fails.
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
        const bytes = new Uint8Array(await response.arrayBuffer());
        if (response.ok && isPdf(bytes)) return bytes;
      } catch {
        // tried again below, then told
      }
    }
    throw unavailable('shipping:errors.labelDownload', { carrier: CARRIER });
  }

  async function oneExpedition(request: LabelRequest, weight: number): Promise<{ number: string; path: string }> {
    const point = request.relayPoint && !request.isReturn ? /^([A-Z]{2})-(\d{1,6})$/.exec(request.relayPoint.id) : null;
    if (request.relayPoint && !request.isReturn && !point) throw invalid('shipping:errors.relayPoint', { carrier: CARRIER });
    const values: Record<string, string> = {
      ModeCol: 'REL',
      ModeLiv: request.isReturn ? 'LCC' : '24R',
      NDossier: mondialRelayText(request.reference, 15),
      NClient: '',
      ...party('Expe', request.sender),
      ...party('Dest', request.addressee),
      Poids: String(Math.max(15, Math.round(weight))),
      NbColis: '1',
      CRT_Valeur: '0',
      CRT_Devise: 'EUR',
      // The estate (or, for a return, the customer) drops the parcel at any relay point.
      COL_Rel_Pays: request.sender.country,
      COL_Rel: 'AUTO',
      LIV_Rel_Pays: point ? point[1] : '',
      LIV_Rel: point ? point[2] : '',
    };
    const { stat, result } = await call('WSI2_CreationEtiquette', CREATION, values);
    if (stat !== '0') throw refusal(stat);
    const number = text(result.ExpeditionNum);
    const path = text(result.URL_Etiquette);
    if (!number || !path) throw unavailable(LABEL_FAULTS.down, { carrier: CARRIER });
    return { number, path };
  }

  return {
    network: 'MONDIAL_RELAY',
    carrier: CARRIER,
    isDemo: false,
    // Mondial Relay asks not to poll its tracing more than a few times a day per parcel.
    checkEveryMs: 4 * HOUR,
    async create(request): Promise<CreatedLabel> {
      const expeditions: { number: string; path: string }[] = [];
      for (const parcel of request.parcels) expeditions.push(await oneExpedition(request, parcel.weight));
      const pdfs = await Promise.all(expeditions.map((e) => labelPdf(e.path)));
      const pdf = pdfs.length === 1 ? pdfs[0] : await mergePdfs(pdfs, request.reference);
      const first = expeditions[0].number;
      return { parcelNumbers: expeditions.map((e) => e.number), pdf, trackingLink: `https://www.mondialrelay.fr/suivi-de-colis/?NumeroExpedition=${first}&CodePostal=${encodeURIComponent(request.addressee.postalCode)}` };
    },
    async track(parcelNumber): Promise<TrackingEvent[] | null> {
      // A read: asked again once when the first answer is a fault of the service.
      const { stat, result } = await call('WSI2_TracingColisDetaille', TRACING, { Expedition: parcelNumber, Langue: 'FR' }).catch(() => call('WSI2_TracingColisDetaille', TRACING, { Expedition: parcelNumber, Langue: 'FR' }));
      if (stat === '24' || stat === '94') return [];
      if (!['80', '81', '82', '83'].includes(stat)) throw refusal(stat);
      const steps = list((result.Tracing as { ret_WSI2_sub_TracingColisDetaille?: unknown } | undefined)?.ret_WSI2_sub_TracingColisDetaille) as Record<string, unknown>[];
      const events = steps
        .map((step) => ({ at: instantOf(text(step.Date), text(step.Heure)), code: text(step.Libelle), label: [text(step.Libelle), text(step.Emplacement)].filter(Boolean).join(' · ') }))
        .filter((step): step is { at: Date; code: string; label: string } => step.at !== null && step.code !== '')
        .sort((a, b) => a.at.getTime() - b.at.getTime())
        // The service says delivered of the expedition (STAT 82), not of a step: its last step is the delivery.
        .map((step, i, all) => ({ ...step, delivered: stat === DELIVERED && i === all.length - 1 }));
      return events;
    },
  };
}
