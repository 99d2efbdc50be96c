import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boxPrice, boxProblem, bottlesOf, defaultLines, MAX_ADDED_BOTTLES, normalizedLines, skipsLeft, type BoxLine, type BoxRule } from '~/lib/rules/club-box';

// A member's club box (src/lib/rules/club-box.ts): what it may hold and what it costs, for any
// shipment and any change a member may ask.

const wine = fc.record({
  declinationId: fc.integer({ min: 1, max: 8 }),
  quantity: fc.integer({ min: 0, max: 6 }),
  maxPerBox: fc.option(fc.integer({ min: 1, max: 12 }), { nil: null }),
  unitPrice: fc.integer({ min: 1, max: 10_000 }),
});

const rule: fc.Arbitrary<BoxRule> = fc
  .record({
    selection: fc.constantFrom('CURATED' as const, 'MEMBER_CHOICE' as const),
    wines: fc.uniqueArray(wine, { minLength: 1, maxLength: 6, selector: (one) => one.declinationId }),
    price: fc.integer({ min: 1, max: 50_000 }),
    budget: fc.option(fc.integer({ min: 1, max: 100_000 }), { nil: null }),
  })
  .map(({ wines, ...rest }) => ({ ...rest, wines, bottlesPerShipment: Math.max(1, wines.reduce((sum, one) => sum + one.quantity, 0)) }));

const lines: fc.Arbitrary<BoxLine[]> = fc.array(fc.record({ declinationId: fc.integer({ min: 1, max: 9 }), quantity: fc.integer({ min: -1, max: 14 }) }), { maxLength: 8 });

describe('a club box', () => {
  it('accepts any box the rules allow, and its price is never below what its bottles cost the member', () => {
    fc.assert(
      fc.property(rule, lines, (shipment, asked) => {
        const problem = boxProblem(shipment, asked);
        if (problem) return;
        const box = normalizedLines(shipment, asked);
        const unit = new Map(shipment.wines.map((one) => [one.declinationId, one]));
        // Every bottle is one of the shipment's wines, and the box holds no more than a case more than the formula's.
        for (const line of box) expect(unit.has(line.declinationId)).toBe(true);
        expect(bottlesOf(box)).toBeLessThanOrEqual(shipment.bottlesPerShipment + MAX_ADDED_BOTTLES);
        const price = boxPrice(shipment, box);
        if (shipment.selection === 'CURATED') {
          // The estate's wines are all there; each added bottle costs its member price on top of the box's.
          for (const one of shipment.wines) expect(box.find((line) => line.declinationId === one.declinationId)?.quantity ?? 0).toBeGreaterThanOrEqual(one.quantity);
          const added = box.reduce((sum, line) => sum + (line.quantity - (unit.get(line.declinationId)!.quantity)) * unit.get(line.declinationId)!.unitPrice, 0);
          expect(price).toBe(shipment.price + added);
        } else {
          expect(bottlesOf(box)).toBeGreaterThanOrEqual(shipment.bottlesPerShipment);
          for (const line of box) if (unit.get(line.declinationId)!.maxPerBox !== null) expect(line.quantity).toBeLessThanOrEqual(unit.get(line.declinationId)!.maxPerBox!);
          if (shipment.budget !== null) expect(price).toBeLessThanOrEqual(shipment.budget);
          expect(price).toBe(box.reduce((sum, line) => sum + line.quantity * unit.get(line.declinationId)!.unitPrice, 0));
        }
      }),
      { numRuns: 500 },
    );
  });

  it('costs more with one more bottle of a wine, when the rules still allow it', () => {
    fc.assert(
      fc.property(rule, fc.nat(), (shipment, pick) => {
        const start = defaultLines(shipment);
        if (boxProblem(shipment, start)) return;
        const added = shipment.wines[pick % shipment.wines.length];
        const more = [...start, { declinationId: added.declinationId, quantity: 1 }];
        if (boxProblem(shipment, more)) return;
        expect(boxPrice(shipment, normalizedLines(shipment, more))).toBe(boxPrice(shipment, start) + added.unitPrice);
      }),
    );
  });

  it('keeps the curated box whole and refuses wines not offered', () => {
    const curated: BoxRule = { selection: 'CURATED', bottlesPerShipment: 6, price: 9_000, budget: null, wines: [{ declinationId: 1, quantity: 3, maxPerBox: null, unitPrice: 1_500 }, { declinationId: 2, quantity: 3, maxPerBox: null, unitPrice: 1_800 }] };
    expect(boxProblem(curated, defaultLines(curated))).toBeNull();
    expect(boxPrice(curated, defaultLines(curated))).toBe(9_000);
    expect(boxProblem(curated, [{ declinationId: 1, quantity: 2 }, { declinationId: 2, quantity: 3 }])?.key).toBe('club:box.errors.curatedKept');
    expect(boxProblem(curated, [...defaultLines(curated), { declinationId: 3, quantity: 1 }])?.key).toBe('club:box.errors.notOffered');
    expect(boxPrice(curated, [{ declinationId: 1, quantity: 5 }, { declinationId: 2, quantity: 3 }])).toBe(12_000);
  });

  it('holds a member’s choice within the box’s size, each wine’s most and the budget', () => {
    const choice: BoxRule = { selection: 'MEMBER_CHOICE', bottlesPerShipment: 3, price: 4_500, budget: 6_000, wines: [{ declinationId: 1, quantity: 2, maxPerBox: 2, unitPrice: 1_500 }, { declinationId: 2, quantity: 1, maxPerBox: null, unitPrice: 2_000 }] };
    expect(boxProblem(choice, [{ declinationId: 1, quantity: 2 }])).toEqual({ key: 'club:box.errors.tooFew', params: { n: 3 } });
    expect(boxProblem(choice, [{ declinationId: 1, quantity: 3 }])).toEqual({ key: 'club:box.errors.maxPerBox', params: { n: 2 } });
    expect(boxProblem(choice, [{ declinationId: 2, quantity: 4 }])).toEqual({ key: 'club:box.errors.budget', params: { budget: 6_000 } });
    expect(boxPrice(choice, [{ declinationId: 1, quantity: 2 }, { declinationId: 2, quantity: 1 }])).toBe(5_000);
  });
});

describe('skips', () => {
  it('counts the skips of the year before the shipment', () => {
    expect(skipsLeft(1, [], '2027-04-01')).toBe(1);
    expect(skipsLeft(1, ['2027-04-01'], '2027-04-01')).toBe(0);
    expect(skipsLeft(2, ['2026-03-01', '2026-12-01'], '2027-04-01')).toBe(1);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 12 }), fc.array(fc.integer({ min: 0, max: 2_000 })), fc.integer({ min: 0, max: 2_000 }), (most, skipped, on) => {
        const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n)).toISOString().slice(0, 10);
        const left = skipsLeft(most, skipped.map(day), day(on));
        expect(left).toBeGreaterThanOrEqual(0);
        expect(left).toBeLessThanOrEqual(most);
        expect(left).toBe(Math.max(0, most - skipped.filter((n) => n <= on && on - n < 365).length));
      }),
    );
  });
});
