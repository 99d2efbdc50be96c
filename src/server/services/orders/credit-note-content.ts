import { asc, eq } from 'drizzle-orm';
import { formatPercent, formatPrice } from '~/lib/catalogue-format';
import { formatDate } from '~/lib/dates';
import { t as translator, type Lang } from '~/lib/i18n';
import { isShipping } from '~/lib/rules/credit-note';
import { excludingVat } from '~/lib/rules/vat';
import type { ShopDeps } from '../../deps';
import { creditNote, orderLine } from '../../db/schema';
import { downloadName } from '../catalogue/files';
import { estateEmblem } from '../catalogue/technical-sheet/emblem';
import { parameterMap } from '../parameters';
import type { CreditNoteRow } from './credit-note';
import { addressLines, estateOf, type InvoiceContent } from './invoice-content';
import { hasInvoice, type OrderRow } from './read';
import { notFound } from '../errors';

// What a credit note says, laid out as the invoice it corrects (invoice-render.ts draws both): the
// estate's mentions, its number and date, the invoice it refers to, what it gives back of each line
// and of the delivery fee, and the VAT per rate given back (docs/rules.md, credit notes).

/** The credit note `id` of the order, 404 when it is not one of the order's. */
export async function orderCreditNote(deps: Pick<ShopDeps, 'db'>, row: OrderRow, id: number): Promise<CreditNoteRow> {
  const [found] = await deps.db.select().from(creditNote).where(eq(creditNote.id, id));
  if (!found || found.orderId !== row.id) throw notFound('order:creditNote.notFound');
  return found;
}

export async function creditNoteContent(deps: ShopDeps, siteId: number, lang: Lang, row: OrderRow, note: CreditNoteRow): Promise<InvoiceContent> {
  const t = translator(lang);
  const price = (cents: number) => formatPrice(cents, lang);
  const percent = (rate: number) => formatPercent(rate, lang);
  const [p, emblem, lines] = await Promise.all([
    parameterMap(deps.db, siteId, lang),
    estateEmblem(deps.db, siteId),
    deps.db.select({ id: orderLine.id, name: orderLine.name, reference: orderLine.reference }).from(orderLine).where(eq(orderLine.orderId, row.id)).orderBy(asc(orderLine.id)),
  ]);
  const { legalName, estateLines } = estateOf(t, p);
  const invoiceDate = hasInvoice(row) ? formatDate(row.paidAt) : '';
  return {
    lang,
    fileName: downloadName([t('order:creditNote.file'), note.number], 'pdf'),
    title: t('order:creditNote.title', { number: note.number }),
    estate: { name: legalName, lines: estateLines, emblem },
    heading: t('order:creditNote.heading'),
    facts: [
      { label: t('order:creditNote.number'), value: note.number },
      { label: t('order:creditNote.date'), value: formatDate(note.issuedAt) },
      { label: t('order:creditNote.invoice'), value: note.invoiceNumber },
      { label: t('order:invoice.orderNumber'), value: row.number },
    ],
    parties: [{ title: t('order:invoice.billedTo'), lines: [...addressLines(row.billingAddress), row.userId !== null && row.email].filter((line): line is string => Boolean(line)) }],
    columns: {
      label: t('order:invoice.columns.label'),
      quantity: '',
      vatRate: t('order:invoice.columns.vatRate'),
      unitPriceExcludingVat: t('order:creditNote.columns.excludingVat'),
      unitPrice: '',
      total: t('order:creditNote.columns.total'),
    },
    lines: note.parts.map((part) => {
      const line = isShipping(part.key) ? null : lines.find((l) => `line:${l.id}` === part.key);
      return {
        label: line ? line.name : t('order:invoice.charges.shipping'),
        detail: line?.reference ? t('order:invoice.reference', { reference: line.reference }) : null,
        quantity: '',
        vatRate: percent(part.rate),
        unitPriceExcludingVat: price(excludingVat(part.amount, part.rate)),
        unitPrice: '',
        total: price(part.amount),
      };
    }),
    charges: [{ label: t('order:creditNote.invoiceTotal', { number: note.invoiceNumber }), value: price(row.total) }],
    vat: {
      title: t('order:creditNote.vatTitle'),
      columns: { rate: t('order:invoice.vat.rate'), base: t('order:invoice.vat.base'), vat: t('order:invoice.vat.vat'), total: t('order:invoice.vat.total') },
      rows: note.rates.map((share) => ({ rate: percent(share.rate), base: price(share.base), vat: price(share.vat), total: price(share.total) })),
    },
    totals: [
      { label: t('order:invoice.totals.base'), value: price(note.rates.reduce((sum, r) => sum + r.base, 0)) },
      { label: t('order:invoice.totals.vat'), value: price(note.rates.reduce((sum, r) => sum + r.vat, 0)) },
      { label: t('order:creditNote.totals.total'), value: price(note.amount), strong: true },
    ],
    breakdown: {
      rates: note.rates,
      base: note.rates.reduce((sum, r) => sum + r.base, 0),
      vat: note.rates.reduce((sum, r) => sum + r.vat, 0),
      total: note.amount,
    },
    paid: t('order:creditNote.refunded', { date: formatDate(note.issuedAt) }),
    notices: [
      t('order:creditNote.corrects', { number: note.invoiceNumber, date: invoiceDate }),
      ...(note.note ? [t('order:creditNote.reason', { reason: note.note })] : []),
      t('order:invoice.pricesIncludeTax'),
      ...(note.rates.length > 1 || note.parts.length > 1 ? [t('order:creditNote.shared')] : []),
    ],
    pageLabel: (page, pages) => t('order:invoice.page', { page, pages }),
  };
}
