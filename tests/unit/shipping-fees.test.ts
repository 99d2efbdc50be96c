import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bottleCountProblem, bottleObstacle, carrierFee, carrierPrice, destinationProblem } from '~/lib/rules/shipping-fees';

const colissimo = {
  price: 4990,
  freeAbove: null,
  rates: [
    { minBottles: 0, maxBottles: 6, price: 1490 },
    { minBottles: 7, maxBottles: 12, price: 1990 },
    { minBottles: 13, maxBottles: null, price: 2990 },
  ],
};

describe('shipping fee rules', () => {
  it('ships to metropolitan France only, unless the estate sells worldwide', () => {
    expect(destinationProblem('FRANCE_METROPOLITAN', '49400', { sellsWorldwide: false })).toBeNull();
    expect(destinationProblem('FRANCE_METROPOLITAN', '97400', { sellsWorldwide: false })?.key).toBe('order:shipping.onlyMetropolitanFrance');
    expect(destinationProblem('EUROPEAN_UNION', '1000', { sellsWorldwide: false })?.key).toBe('order:shipping.onlyMetropolitanFrance');
    expect(destinationProblem('WORLD', '10001', { sellsWorldwide: true })).toBeNull();
  });

  it('asks for the minimum and refuses more than the maximum', () => {
    const limits = { minimumBottles: 6, maximumBottles: null, bottleMultiple: null };
    expect(bottleCountProblem(5, limits)).toEqual({ key: 'order:shipping.minimumBottles', params: { count: 6, bottles: 5, missing: 1 } });
    expect(bottleCountProblem(6, limits)).toBeNull();
    expect(bottleCountProblem(601, limits)).toBeNull();
    expect(bottleCountProblem(25, { ...limits, maximumBottles: 24 })?.key).toBe('order:shipping.maximumBottles');
  });

  it('ships whole cases of BOTTLE_MULTIPLE, saying how many bottles complete the case', () => {
    const limits = { minimumBottles: 6, maximumBottles: null, bottleMultiple: 6 };
    expect(bottleCountProblem(8, limits)).toEqual({ key: 'order:shipping.caseMultiple', params: { count: 4, multiple: 6, bottles: 8 } });
    expect(bottleCountProblem(12, limits)).toBeNull();
    expect(bottleObstacle(10, limits)).toEqual({ kind: 'case', multiple: 6, missing: 2 });
    // Below the minimum, the bottles asked for reach a whole case too.
    expect(bottleObstacle(3, { ...limits, minimumBottles: 8 })).toEqual({ kind: 'minimum', minimum: 8, missing: 9 });
    expect(bottleObstacle(7, { ...limits, bottleMultiple: 1 })).toBeNull();
  });

  it('is satisfied once the customer adds the bottles it asks for, and asks for fewer than a case more', () => {
    const limit = fc.option(fc.integer({ min: 1, max: 48 }), { nil: null });
    fc.assert(
      fc.property(fc.nat(500), limit, fc.option(fc.integer({ min: 1, max: 12 }), { nil: null }), (bottles, minimumBottles, bottleMultiple) => {
        const limits = { minimumBottles, maximumBottles: null, bottleMultiple };
        const obstacle = bottleObstacle(bottles, limits);
        if (obstacle === null) {
          expect(bottles % (bottleMultiple ?? 1)).toBe(0);
          expect(bottles).toBeGreaterThanOrEqual(minimumBottles ?? 0);
          return;
        }
        if (obstacle.kind === 'maximum') throw new Error('no maximum was set');
        expect(obstacle.missing).toBeGreaterThan(0);
        expect(bottleObstacle(bottles + obstacle.missing, limits)).toBeNull();
        expect(bottleObstacle(bottles + obstacle.missing - 1, limits)).not.toBeNull();
      }),
    );
  });

  it('prices by the rate that holds the bottle count, else the base price', () => {
    expect(carrierFee(colissimo, 6)).toBe(1490);
    expect(carrierFee(colissimo, 7)).toBe(1990);
    expect(carrierFee(colissimo, 40)).toBe(2990);
    expect(carrierFee({ ...colissimo, rates: [] }, 40)).toBe(4990);
  });

  it('is free when the order ships free or reaches the carrier own threshold', () => {
    expect(carrierPrice(colissimo, 12, 10_000, true)).toBe(0);
    expect(carrierPrice(colissimo, 12, 10_000, false)).toBe(1990);
    expect(carrierPrice({ ...colissimo, freeAbove: 10_000 }, 12, 10_000, false)).toBe(0);
  });
});
