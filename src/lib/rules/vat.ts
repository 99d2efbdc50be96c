/**
 * French VAT on what the estate sells. Prices are set tax included (TTC) in integer cents, so the
 * tax is taken out of them: on an invoice once per rate, on what was paid at that rate, which is
 * how a French invoice states it (CGI art. 242 nonies A). Rates are in basis points (2000 = 20 %).
 * Pure, unit-tested; amounts are never negative here.
 */

/** The standard rate: wine and every alcoholic drink, and most goods and services. */
export const STANDARD_VAT_RATE = 2000;

/** The VAT inside an amount tax included, to the nearest cent (half a cent up). */
export const vatIncluded = (amount: number, rate: number): number => Math.round((amount * rate) / (10_000 + rate));

/** An amount tax included, without its VAT. */
export const excludingVat = (amount: number, rate: number): number => amount - vatIncluded(amount, rate);

/**
 * `amount` cents split in proportion to `weights`: each part is the whole cents of its exact share,
 * and the cents left over go one each to the largest remainders (the first on a tie), so that the
 * parts add up to `amount` exactly. Weights that are all zero share it equally.
 */
export function prorate(amount: number, weights: number[]): number[] {
  if (!weights.length) {
    if (amount) throw new RangeError('Nothing to share an amount between');
    return [];
  }
  const shares = weights.some((weight) => weight > 0) ? weights.map(BigInt) : weights.map(() => 1n);
  const whole = shares.reduce((sum, share) => sum + share, 0n);
  // In BigInt: cents times weights in cents pass 2^53 for orders of a few tens of thousands of euros.
  const exact = shares.map((share) => BigInt(amount) * share);
  const parts = exact.map((product) => Number(product / whole));
  const left = amount - parts.reduce((sum, part) => sum + part, 0);
  const byRemainder = exact.map((product, index) => ({ index, remainder: product % whole })).sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of byRemainder.slice(0, left)) parts[index] += 1;
  return parts;
}

export interface TaxedLine {
  vatRate: number;
  /** What the line costs, tax included. */
  total: number;
  /** Sent by the carrier: the shipping fee is paid for it. */
  shipped: boolean;
}

export interface VatRateTotals {
  rate: number;
  /** Excluding VAT (the base, HT). */
  base: number;
  vat: number;
  /** Tax included (TTC): base + vat. */
  total: number;
}

export interface VatBreakdown {
  /** One row per rate of the lines, lowest rate first. */
  rates: VatRateTotals[];
  base: number;
  vat: number;
  total: number;
}

export interface OrderCharges {
  /** What the discount took off the goods, tax included. */
  discount: number;
  /** The shipping fee paid, tax included, after any discount on it. */
  shipping: number;
}

const sum = (amounts: number[]) => amounts.reduce((total, amount) => total + amount, 0);

/**
 * What was paid at each rate and the VAT in it. A discount lowers the goods of every rate in
 * proportion to their amounts. The shipping fee is an accessory cost: it takes the rate of the goods
 * it ships, in proportion to their amounts when they have several (when nothing shipped has a
 * price, all the goods share it). The rates' totals add up to the amount paid, to the cent.
 */
export function vatBreakdown(lines: TaxedLine[], { discount, shipping }: OrderCharges): VatBreakdown {
  const rates = [...new Set(lines.map((line) => line.vatRate))].sort((a, b) => a - b);
  const goodsAt = (rate: number, shippedOnly: boolean) => sum(lines.filter((line) => line.vatRate === rate && (line.shipped || !shippedOnly)).map((line) => line.total));
  const goods = rates.map((rate) => goodsAt(rate, false));
  const shipped = rates.map((rate) => goodsAt(rate, true));
  const discounts = prorate(discount, goods);
  const fees = prorate(shipping, shipped.some((amount) => amount > 0) ? shipped : goods);
  const rows = rates.map((rate, index) => {
    const total = goods[index] - discounts[index] + fees[index];
    const vat = vatIncluded(total, rate);
    return { rate, base: total - vat, vat, total };
  });
  return {
    rates: rows,
    base: sum(rows.map((row) => row.base)),
    vat: sum(rows.map((row) => row.vat)),
    total: sum(rows.map((row) => row.total)),
  };
}
