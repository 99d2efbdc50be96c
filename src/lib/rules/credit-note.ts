/**
 * What a credit note ("facture d'avoir") gives back, part by part and rate by rate. An invoice is
 * never changed: a refund of an invoiced order is a credit note that names it and states, per VAT
 * rate, the amount and the VAT given back (docs/rules.md, credit notes). Pure, property-tested;
 * amounts in integer cents tax included, rates in basis points as in `vat.ts`.
 */
import { prorate, vatIncluded, type OrderCharges, type VatRateTotals } from './vat';

/** What an invoice was paid for: one of its lines after its share of the discount, or the shipping fee at one rate. */
export interface InvoicePart {
  /** 'line:12' for the order line 12, 'shipping:2000' for the fee at 20 %. */
  key: string;
  rate: number;
  /** Cents tax included. */
  amount: number;
}

export interface InvoicedLine {
  id: number;
  vatRate: number;
  total: number;
  shipped: boolean;
}

const sum = (amounts: number[]) => amounts.reduce((total, amount) => total + amount, 0);

export const shippingKey = (rate: number) => `shipping:${rate}`;
export const isShipping = (key: string) => key.startsWith('shipping:');

/**
 * The invoice cut into parts, exactly as `vatBreakdown` cuts it into rates: the discount is shared
 * between the rates in proportion to their goods, then between a rate's lines in proportion to
 * their totals; the fee between the rates of the goods shipped. Each rate's parts add up to that
 * rate's total on the invoice.
 */
export function invoiceParts(lines: InvoicedLine[], { discount, shipping }: OrderCharges): InvoicePart[] {
  const rates = [...new Set(lines.map((line) => line.vatRate))].sort((a, b) => a - b);
  const at = (rate: number) => lines.filter((line) => line.vatRate === rate);
  const goods = rates.map((rate) => sum(at(rate).map((line) => line.total)));
  const shipped = rates.map((rate) => sum(at(rate).filter((line) => line.shipped).map((line) => line.total)));
  const discounts = prorate(discount, goods);
  const fees = prorate(shipping, shipped.some((amount) => amount > 0) ? shipped : goods);
  return rates.flatMap((rate, index) => {
    const own = at(rate);
    const off = prorate(discounts[index], own.map((line) => line.total));
    const parts: InvoicePart[] = own.map((line, i) => ({ key: `line:${line.id}`, rate, amount: line.total - off[i] }));
    return fees[index] > 0 ? [...parts, { key: shippingKey(rate), rate, amount: fees[index] }] : parts;
  });
}

/** A part of the invoice with what earlier credit notes already gave back of it. */
export interface CreditablePart extends InvoicePart {
  credited: number;
}

export interface CreditSplit {
  /** What this credit note gives back of each part (parts it leaves untouched are left out). */
  parts: InvoicePart[];
  /** Per rate, lowest first: the amount, its VAT and its base. */
  rates: VatRateTotals[];
  base: number;
  vat: number;
  total: number;
}

/** Cents still to give back of the invoice. */
export const creditableLeft = (parts: CreditablePart[]) => sum(parts.map((part) => Math.max(0, part.amount - part.credited)));

/**
 * Splits `amount` cents given back over what is left of each part, in proportion: the parts add up
 * to the amount, none gives back more than is left of it, and a refund of all that is left gives
 * back each part whole. `focus` names what the refund is for (a return's bottles: cents per part):
 * the amount goes to those first, up to their value, and only what exceeds it to every part. A rate's VAT is the VAT of everything given back at that rate so far less
 * the VAT given back before, so that the credit notes of an invoice never give back more VAT than
 * it charged, and exactly that once it is all given back.
 */
export function splitCredit(amount: number, parts: CreditablePart[], focus: Record<string, number> = {}): CreditSplit {
  if (!Number.isInteger(amount) || amount < 0) throw new RangeError('A credit is a whole number of cents, not negative');
  const left = parts.map((part) => Math.max(0, part.amount - part.credited));
  if (amount > sum(left)) throw new RangeError('More than what is left of the invoice');
  const share = (cents: number, weights: number[]) => (cents === 0 ? weights.map(() => 0) : prorate(cents, weights));
  const caps = parts.map((part, index) => Math.min(left[index], Math.max(0, Math.trunc(focus[part.key] ?? 0))));
  const first = share(Math.min(amount, sum(caps)), caps);
  const then = share(amount - sum(first), left.map((cents, index) => cents - first[index]));
  const shares = first.map((cents, index) => cents + then[index]);
  const given = parts.map((part, index) => ({ key: part.key, rate: part.rate, amount: shares[index] }));
  const rates = [...new Set(parts.map((part) => part.rate))].sort((a, b) => a - b);
  const rows = rates.flatMap((rate) => {
    const total = sum(given.filter((part) => part.rate === rate).map((part) => part.amount));
    if (total === 0) return [];
    const before = sum(parts.filter((part) => part.rate === rate).map((part) => Math.min(part.credited, part.amount)));
    const vat = vatIncluded(before + total, rate) - vatIncluded(before, rate);
    return [{ rate, base: total - vat, vat, total }];
  });
  return {
    parts: given.filter((part) => part.amount > 0),
    rates: rows,
    base: sum(rows.map((row) => row.base)),
    vat: sum(rows.map((row) => row.vat)),
    total: sum(rows.map((row) => row.total)),
  };
}

/**
 * The base of a rate's amount split between goods and shipping, as the books post them apart: the
 * fee's own base (its amount less its VAT), the goods the rest, so that both add up to the rate's base.
 */
export function shippingBaseOf(rate: VatRateTotals, shipping: number): { goods: number; shipping: number } {
  const own = Math.min(rate.base, shipping - vatIncluded(shipping, rate.rate));
  return { goods: rate.base - own, shipping: own };
}
