import { asc, eq } from 'drizzle-orm';
import { displayPhone } from '~/lib/rules/phone';
import { formatPercent, formatPrice } from '~/lib/catalogue-format';
import { formatDate } from '~/lib/dates';
import type { TFunction } from 'i18next';
import { t as translator, type Lang } from '~/lib/i18n';
import { excludingVat, vatBreakdown, type VatBreakdown } from '~/lib/rules/vat';
import type { ShopDeps } from '../../deps';
import { giftCard, giftCardUse, orderLine, type AddressSnapshot } from '../../db/schema';
import { downloadName } from '../catalogue/files';
import { estateEmblem } from '../catalogue/technical-sheet/emblem';
import { parameterMap } from '../parameters';
import { chargesOf } from './credit-note';
import { exciseNotice } from './excise';
import { hasInvoice, type OrderRow } from './read';
import { conflict } from '../errors';

// What the invoice of a paid order says, every text resolved in the reader's language; the
// figures are the order's own snapshot (prices, VAT rates, discount, fee and total as paid), never
// recomputed from the catalogue. The VAT is stated per rate, on what was paid at that rate.

export interface InvoiceContent {
  lang: Lang;
  fileName: string;
  title: string;
  estate: { name: string; lines: string[]; emblem: Uint8Array | null };
  /** 'Facture n° 2026-000042', its date and the order it settles. */
  heading: string;
  facts: { label: string; value: string }[];
  parties: { title: string; lines: string[] }[];
  /** Unit prices are shown both without and with VAT; line totals with VAT, as the customer paid them. */
  columns: { label: string; quantity: string; vatRate: string; unitPriceExcludingVat: string; unitPrice: string; total: string };
  lines: { label: string; detail: string | null; quantity: string; vatRate: string; unitPriceExcludingVat: string; unitPrice: string; total: string }[];
  /** What makes the amount paid: the products, the discount, the shipping fee. */
  charges: { label: string; value: string }[];
  /** One row per VAT rate: the base without VAT, the VAT, the amount with VAT. */
  vat: { title: string; columns: { rate: string; base: string; vat: string; total: string }; rows: { rate: string; base: string; vat: string; total: string }[] };
  /** Total without VAT, VAT, total with VAT (the last one stands out). */
  totals: { label: string; value: string; strong?: boolean }[];
  /** The figures behind `vat` and `totals`, in cents. */
  breakdown: VatBreakdown;
  paid: string;
  notices: string[];
  pageLabel: (page: number, pages: number) => string;
}

// A deleted account leaves no name on its deliveries: no empty line for it.
export const addressLines = (a: AddressSnapshot | null | undefined): string[] =>
  a
    ? [`${a.firstname} ${a.lastname}`.trim(), a.company, a.address, a.addressPart2, `${a.postalCode} ${a.city}`, a.country.name].filter((line): line is string => Boolean(line))
    : [];

/**
 * How the order was paid: by bank card, with a gift card (a means of payment: the VAT was due when
 * the card was sold, so it lowers nothing on the invoice), or both.
 */
function paidBy(t: TFunction, price: (cents: number) => string, row: OrderRow, giftCardEnding: string | null): string {
  const date = formatDate(row.paidAt);
  if (giftCardEnding === null || row.giftCardTotal === 0) return t(row.total > 0 ? 'order:invoice.paidByCard' : 'order:invoice.nothingToPay', { date });
  if (row.giftCardTotal >= row.total) return t('order:invoice.paidWithGiftCard', { date, ending: giftCardEnding });
  return t('order:invoice.paidWithBoth', { date, ending: giftCardEnding, giftCard: price(row.giftCardTotal), card: price(row.total - row.giftCardTotal) });
}

/** The estate as an invoice or a credit note names it: its legal name and the mentions the law asks (form, capital, SIRET, RCS, VAT number). */
export function estateOf(t: TFunction, p: Record<string, string | null | undefined>) {
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
  return { legalName, estateLines };
}

export async function invoiceContent(deps: ShopDeps, siteId: number, lang: Lang, row: OrderRow): Promise<InvoiceContent> {
  if (!hasInvoice(row)) throw conflict('order:invoice.notPaid');
  const t = translator(lang);
  const price = (cents: number) => formatPrice(cents, lang);
  const percent = (rate: number) => formatPercent(rate, lang);
  const [p, emblem, lines, [paidWith]] = await Promise.all([
    parameterMap(deps.db, siteId, lang),
    estateEmblem(deps.db, siteId),
    deps.db.select().from(orderLine).where(eq(orderLine.orderId, row.id)).orderBy(asc(orderLine.id)),
    row.giftCardTotal > 0
      ? deps.db.select({ codeEnd: giftCard.codeEnd }).from(giftCardUse).innerJoin(giftCard, eq(giftCard.id, giftCardUse.giftCardId)).where(eq(giftCardUse.orderId, row.id))
      : [],
  ]);
  const { legalName, estateLines } = estateOf(t, p);

  const delivery =
    row.deliveryType === 'DELIVERY'
      ? [t('order:invoice.delivery.home', { carrier: row.carrierServiceName ?? '' }), ...addressLines(row.shippingAddress)]
      : row.deliveryType === 'PICKUP'
        ? [t('order:invoice.delivery.pickup', { carrier: row.carrierServiceName ?? '' }), ...(row.accessPoint ? [row.accessPoint.name, row.accessPoint.addLine1, `${row.accessPoint.zipCode} ${row.accessPoint.city}`] : [])]
        : row.deliveryType === 'CLICK_AND_COLLECT'
          ? [t('order:invoice.delivery.clickAndCollect', { date: formatDate(row.clickAndCollectDate) })]
          : [t('order:invoice.delivery.none')];
  const code = row.discount?.code;
  const breakdown = vatBreakdown(
    lines.map((line) => ({ vatRate: line.vatRate, total: line.total, shipped: !line.isDematerialized })),
    chargesOf(row),
  );

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
      // Once the account is deleted, the order's e-mail is an anonymous address: not the buyer's.
      { title: t('order:invoice.billedTo'), lines: [...addressLines(row.billingAddress), row.userId !== null && row.email, row.phone && displayPhone(row.phone)].filter((line): line is string => Boolean(line)) },
      { title: t('order:invoice.deliveredTo'), lines: delivery },
    ],
    columns: {
      label: t('order:invoice.columns.label'),
      quantity: t('order:invoice.columns.quantity'),
      vatRate: t('order:invoice.columns.vatRate'),
      unitPriceExcludingVat: t('order:invoice.columns.unitPriceExcludingVat'),
      unitPrice: t('order:invoice.columns.unitPrice'),
      total: t('order:invoice.columns.total'),
    },
    lines: lines.map((line) => ({
      label: line.name,
      detail: line.reference ? t('order:invoice.reference', { reference: line.reference }) : null,
      quantity: String(line.quantity),
      vatRate: percent(line.vatRate),
      unitPriceExcludingVat: price(excludingVat(line.unitPrice, line.vatRate)),
      unitPrice: price(line.unitPrice),
      total: price(line.total),
    })),
    charges: [
      { label: t('order:invoice.charges.products'), value: price(row.productsTotal) },
      ...(row.discountTotal ? [{ label: code ? t('order:invoice.charges.discountCode', { code }) : t('order:invoice.charges.discount'), value: `− ${price(row.discountTotal)}` }] : []),
      ...(row.deliveryType === 'NO_DELIVERY' ? [] : [{ label: t('order:invoice.charges.shipping'), value: row.shippingFees ? price(row.shippingFees) : t('order:invoice.charges.free') }]),
    ],
    vat: {
      title: t('order:invoice.vat.title'),
      columns: { rate: t('order:invoice.vat.rate'), base: t('order:invoice.vat.base'), vat: t('order:invoice.vat.vat'), total: t('order:invoice.vat.total') },
      rows: breakdown.rates.map((share) => ({ rate: percent(share.rate), base: price(share.base), vat: price(share.vat), total: price(share.total) })),
    },
    totals: [
      { label: t('order:invoice.totals.base'), value: price(breakdown.base) },
      { label: t('order:invoice.totals.vat'), value: price(breakdown.vat) },
      { label: t('order:invoice.totals.total'), value: price(breakdown.total), strong: true },
    ],
    breakdown,
    paid: paidBy(t, price, row, paidWith?.codeEnd ?? null),
    notices: [t('order:invoice.pricesIncludeTax'), ...(breakdown.rates.length > 1 ? [t('order:invoice.vatShared')] : []), ...exciseNotice(t)],
    pageLabel: (page, pages) => t('order:invoice.page', { page, pages }),
  };
}
