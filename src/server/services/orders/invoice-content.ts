import { asc, eq } from 'drizzle-orm';
import { displayPhone } from '~/components/account/format';
import { formatPrice } from '~/lib/catalogue-format';
import { formatDate } from '~/lib/dates';
import { t as translator, type Lang } from '~/lib/i18n';
import type { ShopDeps } from '../../http/context';
import { orderLine, type AddressSnapshot } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { downloadName } from '../catalogue/files';
import { estateEmblem } from '../catalogue/technical-sheet/emblem';
import { parameterMap } from '../parameters';
import { exciseNotice } from './excise';
import { hasInvoice, type OrderRow } from './read';

// What the invoice of a paid order says, every text resolved in the reader's language; the
// figures are the order's own snapshot (prices, discount, fee and total as paid), never recomputed.

export interface InvoiceContent {
  lang: Lang;
  fileName: string;
  title: string;
  estate: { name: string; lines: string[]; emblem: Uint8Array | null };
  /** 'Facture n° 2026-000042', its date and the order it settles. */
  heading: string;
  facts: { label: string; value: string }[];
  parties: { title: string; lines: string[] }[];
  columns: { label: string; quantity: string; unitPrice: string; total: string };
  lines: { label: string; detail: string | null; quantity: string; unitPrice: string; total: string }[];
  totals: { label: string; value: string; strong?: boolean }[];
  paid: string;
  notices: string[];
  pageLabel: (page: number, pages: number) => string;
}

const addressLines = (a: AddressSnapshot | null | undefined): string[] =>
  a
    ? [`${a.firstname} ${a.lastname}`, a.company, a.address, a.addressPart2, `${a.postalCode} ${a.city}`, a.country.name].filter((line): line is string => Boolean(line))
    : [];

export async function invoiceContent(deps: ShopDeps, siteId: number, lang: Lang, row: OrderRow): Promise<InvoiceContent> {
  if (!hasInvoice(row)) throw new ApiError(409, 'order:invoice.notPaid');
  const t = translator(lang);
  const price = (cents: number) => formatPrice(cents, lang);
  const [p, emblem, lines] = await Promise.all([
    parameterMap(deps.db, siteId, lang),
    estateEmblem(deps.db, siteId),
    deps.db.select().from(orderLine).where(eq(orderLine.orderId, row.id)).orderBy(asc(orderLine.id)),
  ]);
  const legalName = p.LEGAL_COMPANY_NAME ?? p.COMPANY_NAME ?? '';
  const identity = (key: string, value: string | null | undefined) => (value ? t(`order:invoice.estate.${key}`, { value }) : null);
  const estateLines = [
    p.CORPORATE_FORM && p.SHARE_CAPITAL ? t('order:invoice.estate.form', { form: p.CORPORATE_FORM, capital: p.SHARE_CAPITAL }) : p.CORPORATE_FORM,
    p.HEAD_OFFICE ?? p.COMPANY_ADDRESS,
    identity('siret', p.SIRET_NUMBER),
    p.RCS_NUMBER,
    identity('vat', p.INTRACO_VAT),
    [p.COMPANY_PHONE, p.COMPANY_EMAIL].filter(Boolean).join('  ·  '),
  ].filter((line): line is string => Boolean(line));

  const delivery =
    row.deliveryType === 'DELIVERY'
      ? [t('order:invoice.delivery.home', { carrier: row.carrierServiceName ?? '' }), ...addressLines(row.shippingAddress)]
      : row.deliveryType === 'PICKUP'
        ? [t('order:invoice.delivery.pickup', { carrier: row.carrierServiceName ?? '' }), ...(row.accessPoint ? [row.accessPoint.name, row.accessPoint.addLine1, `${row.accessPoint.zipCode} ${row.accessPoint.city}`] : [])]
        : row.deliveryType === 'CLICK_AND_COLLECT'
          ? [t('order:invoice.delivery.clickAndCollect', { date: formatDate(row.clickAndCollectDate) })]
          : [t('order:invoice.delivery.none')];
  const code = row.discount?.code;

  return {
    lang,
    fileName: downloadName([t('order:invoice.file'), row.invoiceNumber], 'pdf'),
    title: t('order:invoice.title', { number: row.invoiceNumber }),
    estate: { name: legalName, lines: estateLines, emblem },
    heading: t('order:invoice.heading'),
    facts: [
      { label: t('order:invoice.number'), value: row.invoiceNumber },
      { label: t('order:invoice.date'), value: formatDate(row.paidAt) },
      { label: t('order:invoice.orderNumber'), value: row.number },
      { label: t('order:invoice.orderDate'), value: formatDate(row.createdAt) },
    ],
    parties: [
      { title: t('order:invoice.billedTo'), lines: [...addressLines(row.billingAddress), row.email, row.phone && displayPhone(row.phone)].filter((line): line is string => Boolean(line)) },
      { title: t('order:invoice.deliveredTo'), lines: delivery },
    ],
    columns: { label: t('order:invoice.columns.label'), quantity: t('order:invoice.columns.quantity'), unitPrice: t('order:invoice.columns.unitPrice'), total: t('order:invoice.columns.total') },
    lines: lines.map((line) => ({
      label: line.name,
      detail: line.reference ? t('order:invoice.reference', { reference: line.reference }) : null,
      quantity: String(line.quantity),
      unitPrice: price(line.unitPrice),
      total: price(line.total),
    })),
    totals: [
      { label: t('order:invoice.totals.products'), value: price(row.productsTotal) },
      ...(row.discountTotal ? [{ label: code ? t('order:invoice.totals.discountCode', { code }) : t('order:invoice.totals.discount'), value: `− ${price(row.discountTotal)}` }] : []),
      ...(row.deliveryType === 'NO_DELIVERY' ? [] : [{ label: t('order:invoice.totals.shipping'), value: row.shippingFees ? price(row.shippingFees) : t('order:invoice.totals.free') }]),
      { label: t('order:invoice.totals.total'), value: price(row.total), strong: true },
    ],
    paid: t(row.total > 0 ? 'order:invoice.paidByCard' : 'order:invoice.nothingToPay', { date: formatDate(row.paidAt) }),
    notices: [t('order:invoice.pricesIncludeTax'), ...exciseNotice(t)],
    pageLabel: (page, pages) => t('order:invoice.page', { page, pages }),
  };
}
