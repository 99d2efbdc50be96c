import { asc, eq } from 'drizzle-orm';
import { formatDate } from '~/lib/dates';
import { t as translator, type Lang } from '~/lib/i18n';
import type { ShopDeps } from '../../../deps';
import type { CustomizationAnswer } from '~/lib/cart';
import { orderLine, type AddressSnapshot } from '../../../db/schema';
import { a4Document, colour, CONTENT, font, MARGIN, type Doc } from '../../pdf/a4';
import { parameterMap } from '../../parameters';
import { clickAndCollectOf, type OrderRow } from '../../orders/read';
import { kilograms, networkOfOrder, orderParcels } from '../../shipping/parcels';

// The picking slip the cellar prepares an order from: what to take (a box to tick per line, the
// quantity first), where it goes (the address, the relay point or the pick-up place and time),
// who to call, and the customer's note. No prices: it travels with the parcel.

export interface PickingSlip {
  lang: Lang;
  fileName: string;
  title: string;
  estate: string;
  facts: string[];
  destination: { title: string; lines: string[] };
  contact: { title: string; lines: string[] };
  columns: { quantity: string; product: string };
  lines: { quantity: string; label: string; detail: string | null }[];
  count: string;
  /** The parcels to pack (docs/rules.md#parcels): what the carrier is told. */
  parcels: { title: string; lines: string[] } | null;
  note: { title: string; text: string } | null;
}

const addressLines = (a: AddressSnapshot): string[] =>
  [`${a.firstname} ${a.lastname}`.trim(), a.company, a.address, a.addressPart2, `${a.postalCode} ${a.city}`, a.country.name].filter((line): line is string => Boolean(line));

/** What the customer asked to personalise, as the cellar needs to read it (a text, a choice, a file's name). */
const customizationText = (answer: CustomizationAnswer) =>
  [answer.textValue, answer.selectValue?.value, answer.filename, ...Object.values(answer.formAnswer ?? {}).map(String)].filter(Boolean).join(', ');

async function destinationOf(deps: ShopDeps, row: OrderRow, t: ReturnType<typeof translator>): Promise<PickingSlip['destination']> {
  const title = t(`admin-orders:deliveryType.${row.deliveryType}`);
  if (row.deliveryType === 'PICKUP' && row.accessPoint) {
    const point = row.accessPoint;
    return { title, lines: [point.name, point.addLine1, `${point.zipCode} ${point.city}`, `${t('admin-orders:pickingSlip.relayId')} ${point.id}`, ...(row.carrierServiceName ? [row.carrierServiceName] : [])] };
  }
  if (row.deliveryType === 'CLICK_AND_COLLECT') {
    const { clickAndCollectSlot: slot, clickAndCollectAddress: place } = await clickAndCollectOf(deps.db, row);
    const when = [formatDate(row.clickAndCollectDate), slot].filter(Boolean).join(' · ');
    return { title, lines: [...(when ? [when] : []), ...(place ? [place.name, place.address, `${place.postalCode} ${place.city}`] : [])] };
  }
  if (row.shippingAddress) return { title, lines: [...addressLines(row.shippingAddress), ...(row.carrierServiceName ? [row.carrierServiceName] : [])] };
  return { title, lines: [] };
}

export async function pickingSlipContent(deps: ShopDeps, siteId: number, lang: Lang, row: OrderRow): Promise<PickingSlip> {
  const t = translator(lang);
  const shipped = row.deliveryType === 'DELIVERY' || row.deliveryType === 'PICKUP';
  const [parameters, lines, destination, parcels] = await Promise.all([
    parameterMap(deps.db, siteId, lang),
    deps.db.select().from(orderLine).where(eq(orderLine.orderId, row.id)).orderBy(asc(orderLine.id)),
    destinationOf(deps, row, t),
    shipped ? networkOfOrder(deps.db, row.carrierId).then((network) => orderParcels(deps.db, row.id, network)) : Promise.resolve([]),
  ]);
  const title = t('admin-orders:pickingSlip.title', { number: row.number });
  const units = lines.reduce((sum, line) => sum + line.quantity, 0);
  return {
    lang,
    fileName: `${t('admin-orders:pickingSlip.fileName')}-${row.number}.pdf`,
    title,
    estate: parameters.COMPANY_NAME ?? parameters.SEND_MAIL_AS_NAME ?? '',
    facts: [t('admin-orders:pickingSlip.ordered', { date: formatDate(row.createdAt) })],
    destination,
    contact: {
      title: t('admin-orders:pickingSlip.contact'),
      lines: [addressLines(row.billingAddress)[0] ?? '', row.phone ?? row.billingAddress.phone ?? '', row.email].filter(Boolean),
    },
    columns: { quantity: t('admin-orders:pickingSlip.quantity'), product: t('admin-orders:pickingSlip.product') },
    lines: lines.map((line) => ({
      quantity: String(line.quantity),
      // The line's name already says the vintage and the capacity, as the customer bought it.
      label: line.name,
      detail: [line.reference, ...line.customizations.map(customizationText)].filter(Boolean).join(' · ') || null,
    })),
    count: t('admin-orders:pickingSlip.count', { count: units }),
    parcels: parcels.length
      ? {
          title: t('admin-orders:pickingSlip.parcels', { count: parcels.length }),
          lines: parcels.map((parcel, i) =>
            [t('admin-orders:pickingSlip.parcel', { number: i + 1 }), parcel.carton ? t('admin-orders:pickingSlip.carton', { count: parcel.carton }) : null, parcel.bottles ? t('admin-orders:pickingSlip.bottles', { count: parcel.bottles }) : null, kilograms(parcel.weight, lang)].filter(Boolean).join(' · '),
          ),
        }
      : null,
    note: row.message ? { title: t('admin-orders:pickingSlip.note'), text: row.message } : null,
  };
}

const BOX = 10;
const QUANTITY_X = MARGIN + 22;
const PRODUCT_X = MARGIN + 70;

function block(doc: Doc, x: number, y: number, width: number, part: { title: string; lines: string[] }): number {
  font(doc, 'semibold', 8).fillColor(colour.primary).text(part.title.toUpperCase(), x, y, { width, characterSpacing: 1.2 });
  font(doc, 'regular', 10).fillColor(colour.ink).text(part.lines.join('\n'), x, doc.y + 6, { width, lineGap: 1.5 });
  return doc.y;
}

/** The picking slip as the bytes of a PDF file. */
export function renderPickingSlip(slip: PickingSlip): Promise<Buffer> {
  const { doc, bytes } = a4Document({ lang: slip.lang, title: slip.title, author: slip.estate, footer: 0 });
  font(doc, 'semibold', 11).fillColor(colour.primary).text(slip.estate.toUpperCase(), MARGIN, MARGIN, { width: CONTENT, characterSpacing: 1.2 });
  font(doc, 'bold', 18).fillColor(colour.ink).text(slip.title, MARGIN, doc.y + 6, { width: CONTENT });
  font(doc, 'regular', 9).fillColor(colour.muted).text(slip.facts.join('  ·  '), MARGIN, doc.y + 4, { width: CONTENT });
  let y = doc.y + 18;
  const half = (CONTENT - 24) / 2;
  y = Math.max(block(doc, MARGIN, y, half, slip.destination), block(doc, MARGIN + half + 24, y, half, slip.contact)) + 20;

  doc.rect(MARGIN, y, CONTENT, 20).fill(colour.panel);
  font(doc, 'semibold', 8).fillColor(colour.muted).text(slip.columns.quantity.toUpperCase(), QUANTITY_X, y + 6, { width: 44, lineBreak: false });
  doc.text(slip.columns.product.toUpperCase(), PRODUCT_X, y + 6, { width: CONTENT - 70, lineBreak: false });
  y += 28;
  for (const line of slip.lines) {
    const height = font(doc, 'semibold', 10).heightOfString(line.label, { width: CONTENT - 70 }) + (line.detail ? 14 : 0);
    if (y + height > doc.page.height - doc.page.margins.bottom) {
      doc.addPage();
      y = MARGIN;
    }
    // A box to tick once the line is in the parcel.
    doc.rect(MARGIN + 2, y + 1, BOX, BOX).lineWidth(0.8).strokeColor(colour.ink).stroke();
    font(doc, 'bold', 11).fillColor(colour.ink).text(line.quantity, QUANTITY_X, y, { width: 40, lineBreak: false });
    font(doc, 'semibold', 10).fillColor(colour.ink).text(line.label, PRODUCT_X, y, { width: CONTENT - 70 });
    if (line.detail) font(doc, 'regular', 8.5).fillColor(colour.muted).text(line.detail, PRODUCT_X, doc.y + 2, { width: CONTENT - 70 });
    y = doc.y + 8;
    doc.moveTo(MARGIN, y - 4).lineTo(MARGIN + CONTENT, y - 4).lineWidth(0.5).strokeColor(colour.hairline).stroke();
  }
  font(doc, 'semibold', 10).fillColor(colour.ink).text(slip.count, MARGIN, y + 4, { width: CONTENT, align: 'right' });
  if (slip.parcels) {
    y = doc.y + 18;
    block(doc, MARGIN, y, CONTENT, slip.parcels);
  }
  if (slip.note) {
    y = doc.y + 18;
    block(doc, MARGIN, y, CONTENT, { title: slip.note.title, lines: [slip.note.text] });
  }
  doc.end();
  return bytes;
}
