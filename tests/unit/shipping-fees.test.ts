import { describe, expect, it } from 'vitest';
import { bottleCountProblem, carrierFee, carrierPrice, destinationProblem } from '~/lib/rules/shipping-fees';

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
    expect(bottleCountProblem(5, { minimumBottles: 6, maximumBottles: null })).toEqual({ key: 'order:shipping.minimumBottles', params: { count: 6, bottles: 5 } });
    expect(bottleCountProblem(6, { minimumBottles: 6, maximumBottles: null })).toBeNull();
    expect(bottleCountProblem(600, { minimumBottles: 6, maximumBottles: null })).toBeNull();
    expect(bottleCountProblem(25, { minimumBottles: 6, maximumBottles: 24 })?.key).toBe('order:shipping.maximumBottles');
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
