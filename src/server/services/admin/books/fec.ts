import { fecFileName, fecText, latin9, type FecEntry, type FecLine } from '~/lib/rules/fec';
import { shippingBaseOf } from '~/lib/rules/credit-note';
import { SITE_PARAMETERS, storedDefault, type ParameterKey } from '~/lib/site-parameters';
import type { Database } from '../../../db/connection';
import { parameterValue } from '../../parameters';
import { ledgerOf, type Customer, type Ledger, type Period, type SalesDocument } from './ledger';

// The FEC of a period (src/lib/rules/fec.ts for the file's form): a sales journal with one entry per
// invoice and per credit note (the customer, the revenue per VAT rate, the delivery fee, the VAT
// collected) and a bank journal with one entry per card payment and per refund given back, on the
// accounts the owner set in the site parameters (group "accounting", French chart of accounts by
// default). Accounts' and journals' labels are French, as the tax administration reads them.

export const SALES_JOURNAL = { code: 'VE', label: 'Journal des ventes' };
export const BANK_JOURNAL = { code: 'BQ', label: 'Journal de banque' };

export interface Accounts {
  customers: string;
  salesAt: (rate: number) => string;
  shipping: string;
  vatAt: (rate: number) => string;
  giftCards: string;
  bank: string;
}

const ACCOUNT_KEYS = [
  'ACCOUNT_CUSTOMERS',
  'ACCOUNT_SALES_20',
  'ACCOUNT_SALES_10',
  'ACCOUNT_SALES_5_5',
  'ACCOUNT_SALES_OTHER',
  'ACCOUNT_SHIPPING',
  'ACCOUNT_VAT_20',
  'ACCOUNT_VAT_10',
  'ACCOUNT_VAT_5_5',
  'ACCOUNT_VAT_OTHER',
  'ACCOUNT_GIFT_CARDS',
  'ACCOUNT_BANK',
] as const satisfies ParameterKey[];

/** The accounts as the owner set them; an emptied one falls back on the French chart's. */
export async function accountsOf(db: Database, siteId: number): Promise<Accounts> {
  const values = await Promise.all(ACCOUNT_KEYS.map((key) => parameterValue(db, siteId, key)));
  const of = (key: (typeof ACCOUNT_KEYS)[number]) => values[ACCOUNT_KEYS.indexOf(key)]?.trim() || storedDefault(SITE_PARAMETERS[key].default)!;
  const byRate = (rate: number, kind: 'SALES' | 'VAT') =>
    of(rate === 2000 ? `ACCOUNT_${kind}_20` : rate === 1000 ? `ACCOUNT_${kind}_10` : rate === 550 ? `ACCOUNT_${kind}_5_5` : `ACCOUNT_${kind}_OTHER`);
  return {
    customers: of('ACCOUNT_CUSTOMERS'),
    salesAt: (rate) => byRate(rate, 'SALES'),
    shipping: of('ACCOUNT_SHIPPING'),
    vatAt: (rate) => byRate(rate, 'VAT'),
    giftCards: of('ACCOUNT_GIFT_CARDS'),
    bank: of('ACCOUNT_BANK'),
  };
}

/** '20 %', '5,5 %' as the labels write a rate. */
const rateLabel = (rate: number) => `${String(rate / 100).replace('.', ',')}\u00a0%`;

/** The customer's own account: their account number, or one for all guests' orders. */
const auxiliaryOf = (customer: Customer) => ({
  number: customer.userId === null ? 'CDIVERS' : `C${String(customer.userId).padStart(6, '0')}`,
  label: customer.userId === null ? 'Clients divers' : customer.name || `Client ${customer.userId}`,
});

/** A line on the side the amount falls; none for 0. */
function line(account: string, accountLabel: string, amount: number, side: 'debit' | 'credit', auxiliary?: FecLine['auxiliary']): FecLine[] {
  if (amount === 0) return [];
  return [{ account, accountLabel, auxiliary, debit: side === 'debit' ? amount : 0, credit: side === 'credit' ? amount : 0 }];
}

/** An invoice: the customer owes its total (the part paid by gift card settled by the card's account); revenue, fee and VAT credited. A credit note: the reverse. */
function salesEntry(doc: SalesDocument, accounts: Accounts): FecEntry {
  const invoice = doc.kind === 'INVOICE';
  const owed: 'debit' | 'credit' = invoice ? 'debit' : 'credit';
  const earned: 'debit' | 'credit' = invoice ? 'credit' : 'debit';
  const lines = [
    ...line(accounts.customers, 'Clients', doc.total - doc.giftCard, owed, auxiliaryOf(doc.customer)),
    ...line(accounts.giftCards, 'Cartes cadeaux', doc.giftCard, owed),
    ...doc.rates.flatMap((rate) => {
      const base = shippingBaseOf(rate, rate.shipping);
      return [
        ...line(accounts.salesAt(rate.rate), `Ventes TVA ${rateLabel(rate.rate)}`, base.goods, earned),
        ...line(accounts.shipping, `Frais de port facturés TVA ${rateLabel(rate.rate)}`, base.shipping, earned),
        ...line(accounts.vatAt(rate.rate), `TVA collectée ${rateLabel(rate.rate)}`, rate.vat, earned),
      ];
    }),
  ];
  return {
    journal: SALES_JOURNAL.code,
    journalLabel: SALES_JOURNAL.label,
    date: doc.day,
    piece: doc.number,
    pieceDate: doc.day,
    label: invoice ? `Facture ${doc.number} commande ${doc.orderNumber}` : `Avoir ${doc.number} sur facture ${doc.invoiceNumber} commande ${doc.orderNumber}`,
    lines,
  };
}

/** Every entry of the period's books, sales then bank. */
export function entriesOf(ledger: Ledger, accounts: Accounts): FecEntry[] {
  const sales = ledger.sales.map((doc) => salesEntry(doc, accounts)).filter((entry) => entry.lines.length > 0);
  const bank = ledger.bank.map((movement): FecEntry => {
    const payment = movement.kind === 'PAYMENT';
    return {
      journal: BANK_JOURNAL.code,
      journalLabel: BANK_JOURNAL.label,
      date: movement.day,
      piece: movement.reference,
      pieceDate: movement.day,
      label: `${payment ? 'Paiement' : 'Remboursement'} ${movement.provider} commande ${movement.orderNumber}`,
      lines: [
        ...line(accounts.bank, 'Banque', movement.amount, payment ? 'debit' : 'credit'),
        ...line(accounts.customers, 'Clients', movement.amount, payment ? 'credit' : 'debit', auxiliaryOf(movement.customer)),
      ],
    };
  });
  return [...sales, ...bank];
}

/** The FEC of the period: its file name and its bytes (ISO 8859-15). */
export async function fecFile(db: Database, siteId: number, period: Period): Promise<{ fileName: string; bytes: Uint8Array<ArrayBuffer> }> {
  const [ledger, accounts, siret] = await Promise.all([ledgerOf(db, period), accountsOf(db, siteId), parameterValue(db, siteId, 'SIRET_NUMBER')]);
  return { fileName: fecFileName(siret, period.to), bytes: latin9(fecText(entriesOf(ledger, accounts))) };
}
