import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { excludingVat, prorate, vatBreakdown, vatIncluded, type TaxedLine } from '~/lib/rules/vat';

const wine = (total: number, shipped = true): TaxedLine => ({ vatRate: 2000, total, shipped });
const book = (total: number, shipped = true): TaxedLine => ({ vatRate: 550, total, shipped });

describe('the VAT inside a price', () => {
  it('takes 20 % out of a price tax included, to the nearest cent', () => {
    expect(vatIncluded(1200, 2000)).toBe(200);
    expect(excludingVat(1200, 2000)).toBe(1000);
    // 1350 × 2000 / 12000 = 225
    expect(vatIncluded(1350, 2000)).toBe(225);
    // 3200 / 6 = 533.33…
    expect(vatIncluded(3200, 2000)).toBe(533);
    // 1055 × 550 / 10550 = 55.00; 1 cent at 5.5 % is 0.052… cent of VAT
    expect(vatIncluded(1055, 550)).toBe(55);
    expect(vatIncluded(1, 550)).toBe(0);
    expect(vatIncluded(0, 2000)).toBe(0);
  });

  it('rounds half a cent up', () => {
    // 3 × 2000 / 12000 = 0.5
    expect(vatIncluded(3, 2000)).toBe(1);
    expect(vatIncluded(9, 2000)).toBe(2);
  });
});

describe('prorate', () => {
  it('splits in proportion, the cents left going to the largest remainders', () => {
    expect(prorate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(prorate(1000, [3000, 1000])).toEqual([750, 250]);
    expect(prorate(10, [2, 1])).toEqual([7, 3]);
    expect(prorate(0, [5, 7])).toEqual([0, 0]);
  });

  it('shares equally between zero weights, and refuses to share between nobody', () => {
    expect(prorate(5, [0, 0])).toEqual([3, 2]);
    expect(prorate(0, [])).toEqual([]);
    expect(() => prorate(1, [])).toThrow(RangeError);
  });

  it('stays exact for amounts whose products pass 2^53', () => {
    expect(prorate(90_000_000_01, [50_000_000_00, 50_000_000_01])).toEqual([45_000_000_00, 45_000_000_01]);
  });

  it('always adds up to the amount, each part within a cent of its exact share', () => {
    fc.assert(
      fc.property(fc.nat({ max: 10_000_000 }), fc.array(fc.nat({ max: 10_000_000 }), { minLength: 1, maxLength: 6 }), (amount, weights) => {
        const parts = prorate(amount, weights);
        expect(parts.reduce((a, b) => a + b, 0)).toBe(amount);
        const whole = weights.reduce((a, b) => a + b, 0);
        parts.forEach((part, index) => {
          const exact = whole ? (amount * weights[index]) / whole : amount / weights.length;
          expect(part).toBeGreaterThanOrEqual(Math.floor(exact));
          expect(part).toBeLessThanOrEqual(Math.ceil(exact));
        });
      }),
    );
  });
});

describe('the VAT breakdown of an invoice', () => {
  it('takes the VAT of one rate out of the total paid', () => {
    // 6 × 32 € of wine, 10 % off, 14.90 € shipping: 187.70 € paid, all at 20 %.
    expect(vatBreakdown([wine(19_200)], { discount: 1920, shipping: 1490 })).toEqual({
      rates: [{ rate: 2000, base: 15_642, vat: 3128, total: 18_770 }],
      base: 15_642,
      vat: 3128,
      total: 18_770,
    });
  });

  it('lowers every rate by its share of the discount and gives the shipping to what it ships', () => {
    // 150 € of wine and 50 € of books: 3/4 and 1/4 of the discount and of the shipping.
    const breakdown = vatBreakdown([wine(15_000), book(5000)], { discount: 2000, shipping: 1000 });
    expect(breakdown.rates).toEqual([
      { rate: 550, base: 4502, vat: 248, total: 4750 },
      { rate: 2000, base: 11_875, vat: 2375, total: 14_250 },
    ]);
    expect(breakdown).toMatchObject({ base: 16_377, vat: 2623, total: 19_000 });
  });

  it('charges shipping at the rate of the shipped goods only', () => {
    // The gift card is e-mailed: the 10 € of shipping is all for the books.
    const breakdown = vatBreakdown([wine(5000, false), book(2000)], { discount: 0, shipping: 1000 });
    expect(breakdown.rates).toEqual([
      { rate: 550, base: 2844, vat: 156, total: 3000 },
      { rate: 2000, base: 4167, vat: 833, total: 5000 },
    ]);
  });

  it('spreads the shipping over all the goods when nothing shipped has a price', () => {
    const breakdown = vatBreakdown([wine(3000, false), book(0)], { discount: 0, shipping: 600 });
    expect(breakdown.rates.map((row) => row.total)).toEqual([0, 3600]);
  });

  it('adds up to what was paid to the cent, whatever the lines, discount and shipping', () => {
    const line = fc.record({ vatRate: fc.constantFrom(0, 210, 550, 1000, 2000), total: fc.nat({ max: 5_000_000 }), shipped: fc.boolean() });
    const order = fc
      .array(line, { minLength: 1, maxLength: 8 })
      .chain((lines) => {
        const goods = lines.reduce((sum, l) => sum + l.total, 0);
        return fc.record({ lines: fc.constant(lines), discount: fc.nat({ max: goods }), shipping: fc.nat({ max: 100_000 }) });
      });
    fc.assert(
      fc.property(order, ({ lines, discount, shipping }) => {
        const paid = lines.reduce((sum, l) => sum + l.total, 0) - discount + shipping;
        const breakdown = vatBreakdown(lines, { discount, shipping });
        expect(breakdown.total).toBe(paid);
        expect(breakdown.base + breakdown.vat).toBe(paid);
        expect(breakdown.rates.map((row) => row.rate)).toEqual([...new Set(lines.map((l) => l.vatRate))].sort((a, b) => a - b));
        for (const row of breakdown.rates) {
          expect(row.total).toBeGreaterThanOrEqual(0);
          expect(row.vat).toBe(vatIncluded(row.total, row.rate));
          expect(row.base + row.vat).toBe(row.total);
          // A rate never pays for the shipping of goods it has none of on the parcel.
          const shippedHere = lines.some((l) => l.vatRate === row.rate && l.shipped && l.total > 0);
          const shippedAnywhere = lines.some((l) => l.shipped && l.total > 0);
          if (shippedAnywhere && !shippedHere) expect(row.total).toBeLessThanOrEqual(lines.filter((l) => l.vatRate === row.rate).reduce((sum, l) => sum + l.total, 0));
        }
      }),
    );
  });
});
