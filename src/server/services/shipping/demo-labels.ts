import { createHash } from 'node:crypto';
import { a4Document, colour, CONTENT, font, MARGIN } from '../pdf/a4';
import type { CreatedLabel, LabelRequest, LabelService, TrackingEvent } from './label-types';

// The demo label service, used for every carrier whose account is not set, so that the embedded
// demo goes from paid to delivered like a real shop: a sample label marked SPECIMEN (not to be
// posted) and a made-up number whose journey is drawn from the time the label was made: taken
// in charge after DEMO_TRANSIT_HOURS / 2, delivered after DEMO_TRANSIT_HOURS.

export const DEMO_TRANSIT_HOURS = 48;
const HOUR = 3_600_000;

/** 'DEMO' and ten digits from the order and the parcel: the same label asked again has the same number. */
const demoNumber = (reference: string, index: number, isReturn: boolean) =>
  `DEMO${BigInt(`0x${createHash('sha256').update(`${reference}/${index}/${isReturn}`).digest('hex').slice(0, 12)}`).toString().slice(-10).padStart(10, '0')}`;

async function specimen(request: LabelRequest, numbers: string[]): Promise<Uint8Array> {
  const { doc, bytes } = a4Document({ lang: 'fr_FR', title: `SPECIMEN ${request.reference}`, author: request.sender.company ?? request.sender.name, footer: 0 });
  request.parcels.forEach((parcel, i) => {
    if (i > 0) doc.addPage();
    font(doc, 'bold', 64).fillColor('#c0392b').opacity(0.25).text('SPECIMEN', MARGIN, 360, { width: CONTENT, align: 'center' }).opacity(1);
    font(doc, 'semibold', 10).fillColor(colour.muted).text('ÉTIQUETTE DE DÉMONSTRATION — NE PAS EXPÉDIER / DEMO LABEL — DO NOT POST', MARGIN, MARGIN, { width: CONTENT });
    font(doc, 'bold', 22).fillColor(colour.ink).text(numbers[i], MARGIN, doc.y + 12, { width: CONTENT });
    const party = (title: string, p: LabelRequest['sender']) =>
      [title, p.company, p.name, p.street, p.street2, `${p.postalCode} ${p.city}`, p.country].filter(Boolean).join('\n');
    font(doc, 'regular', 11).text(party('Expéditeur / From', request.sender), MARGIN, doc.y + 16, { width: CONTENT / 2 });
    font(doc, 'regular', 13).text(party('Destinataire / To', request.addressee), MARGIN + CONTENT / 2, doc.y + 16, { width: CONTENT / 2 });
    if (request.relayPoint) font(doc, 'semibold', 11).text(`Point relais ${request.relayPoint.id}`, MARGIN + CONTENT / 2, doc.y + 8);
    font(doc, 'regular', 11).text(`${request.reference} · ${i + 1}/${request.parcels.length} · ${(parcel.weight / 1000).toFixed(2)} kg`, MARGIN, doc.y + 16);
  });
  doc.end();
  return new Uint8Array(await bytes);
}

export function demoLabelService(now: () => Date): LabelService {
  return {
    network: 'DEMO',
    carrier: 'Démo',
    isDemo: true,
    checkEveryMs: 2 * HOUR,
    async create(request): Promise<CreatedLabel> {
      const numbers = request.parcels.map((_, i) => demoNumber(request.reference, i, request.isReturn));
      // No carrier's page tracks a demo number: the customer's order page shows its steps.
      const created = { at: now(), code: 'DEMO_LABEL', label: 'Étiquette créée (démonstration)', delivered: false };
      return { parcelNumbers: numbers, pdf: await specimen(request, numbers), trackingLink: null, steps: request.isReturn ? [] : numbers.map((parcelNumber) => ({ parcelNumber, event: created })) };
    },
    async track(_number, since): Promise<TrackingEvent[]> {
      // Its first step (the label made) was kept when the label was made.
      const steps: TrackingEvent[] = [];
      const taken = new Date(since.getTime() + (DEMO_TRANSIT_HOURS / 2) * HOUR);
      const delivered = new Date(since.getTime() + DEMO_TRANSIT_HOURS * HOUR);
      steps.push({ at: taken, code: 'DEMO_TRANSIT', label: 'Colis en cours d’acheminement (démonstration)', delivered: false }, { at: delivered, code: 'DEMO_DELIVERED', label: 'Colis livré (démonstration)', delivered: true });
      return steps.filter((step) => step.at <= now());
    },
  };
}
