import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { creditableLeft, invoiceParts, shippingBaseOf, splitCredit, type CreditablePart } from '~/lib/rules/credit-note';
import { vatBreakdown } from '~/lib/rules/vat';

const sum = (amounts: number[]) => amounts.reduce((total, amount) => total + amount, 0);

const invoice = fc
  .record({
    lines: fc.array(fc.record({ vatRate: fc.constantFrom(2000, 1000, 550, 0), total: fc.integer({ min: 0, max: 2_000_000 }), shipped: fc.boolean() }), { minLength: 1, maxLength: 6 }),
    discountShare: fc.double({ min: 0, max: 1, noNaN: true }),
    shipping: fc.integer({ min: 0, max: 5000 }),
  })
  .map(({ lines, discountShare, shipping }) => {
    const withIds = lines.map((line, index) => ({ ...line, id: index + 1 }));
    const discount = Math.floor(sum(lines.map((line) => line.total)) * discountShare);
    return { lines: withIds, charges: { discount, shipping } };
  });

describe('the parts of an invoice', () => {
  it('add up, rate by rate, to the invoice’s VAT breakdown', () => {
    fc.assert(
      fc.property(invoice, ({ lines, charges }) => {
        const parts = invoiceParts(lines, charges);
        const breakdown = vatBreakdown(lines, charges);
        for (const row of breakdown.rates) expect(sum(parts.filter((part) => part.rate === row.rate).map((part) => part.amount))).toBe(row.total);
        expect(parts.every((part) => part.amount >= 0)).toBe(true);
      }),
    );
  });
});

describe('splitting a credit', () => {
  it('gives back exactly the amount, never more than is left of a part or of a rate’s VAT, across several credit notes', () => {
    fc.assert(
      fc.property(invoice, fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 1, maxLength: 5 }), ({ lines, charges }, fractions) => {
        const breakdown = vatBreakdown(lines, charges);
        let parts: CreditablePart[] = invoiceParts(lines, charges).map((part) => ({ ...part, credited: 0 }));
        const vatGiven = new Map<number, number>();
        for (const fraction of fractions) {
          const amount = Math.floor(creditableLeft(parts) * fraction);
          const split = splitCredit(amount, parts);
          expect(sum(split.parts.map((part) => part.amount))).toBe(amount);
          expect(split.total).toBe(amount);
          expect(split.base + split.vat).toBe(amount);
          for (const given of split.parts) {
            const part = parts.find((p) => p.key === given.key)!;
            expect(given.amount).toBeLessThanOrEqual(part.amount - part.credited);
          }
          for (const row of split.rates) vatGiven.set(row.rate, (vatGiven.get(row.rate) ?? 0) + row.vat);
          parts = parts.map((part) => ({ ...part, credited: part.credited + (split.parts.find((p) => p.key === part.key)?.amount ?? 0) }));
        }
        for (const row of breakdown.rates) expect(vatGiven.get(row.rate) ?? 0).toBeLessThanOrEqual(row.vat);
        // What is left given back at once: the invoice is given back whole, VAT to the cent.
        const rest = splitCredit(creditableLeft(parts), parts);
        for (const row of rest.rates) vatGiven.set(row.rate, (vatGiven.get(row.rate) ?? 0) + row.vat);
        for (const row of breakdown.rates) expect(vatGiven.get(row.rate) ?? 0).toBe(row.vat);
      }),
    );
  });

  it('gives back what a refund is for first (a return’s bottles), the rest over every part', () => {
    fc.assert(
      fc.property(invoice, fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), ({ lines, charges }, focusShare, fraction) => {
        const parts: CreditablePart[] = invoiceParts(lines, charges).map((part) => ({ ...part, credited: 0 }));
        const target = parts[0]!;
        const focus = { [target.key]: Math.floor(target.amount * focusShare) };
        const amount = Math.floor(creditableLeft(parts) * fraction);
        const split = splitCredit(amount, parts, focus);
        expect(split.total).toBe(amount);
        const onTarget = split.parts.find((part) => part.key === target.key)?.amount ?? 0;
        if (amount <= focus[target.key]!) {
          expect(onTarget).toBe(amount);
          expect(split.parts.every((part) => part.key === target.key)).toBe(true);
        } else expect(onTarget).toBeGreaterThanOrEqual(focus[target.key]!);
        for (const given of split.parts) expect(given.amount).toBeLessThanOrEqual(parts.find((p) => p.key === given.key)!.amount);
      }),
    );
  });

  it('refuses more than what is left', () => {
    const parts = [{ key: 'line:1', rate: 2000, amount: 1200, credited: 200 }];
    expect(() => splitCredit(1001, parts)).toThrow(RangeError);
    // 200 cents given back before held 33 of VAT; all 1,200 hold 200.
    expect(splitCredit(1000, parts).rates).toEqual([{ rate: 2000, base: 833, vat: 167, total: 1000 }]);
  });

  it('splits a rate’s base between goods and shipping', () => {
    expect(shippingBaseOf({ rate: 2000, base: 1500, vat: 300, total: 1800 }, 600)).toEqual({ goods: 1000, shipping: 500 });
  });
});
