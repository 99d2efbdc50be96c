import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countBottles, freeShippingProgress, type BottleLine } from '~/lib/rules/bottles';
import { formatCost, textTier, tierCost } from '~/lib/rules/customization-price';
import { parseQuantity, quantityOptions, quantityProblem } from '~/lib/rules/quantity';

describe('quantity rules', () => {
  const wine = { sellByMultipleOf: 6, isWine: true, stock: null };
  const box = { sellByMultipleOf: 1, isWine: false, stock: 3 };

  it('wants more than 0', () => {
    expect(quantityProblem(0, wine)).toEqual({ key: 'cart:quantity.positive', params: {} });
    expect(quantityProblem(-6, wine)?.key).toBe('cart:quantity.positive');
  });

  it('wants a multiple of the sell-by multiple, counted in bottles for wine', () => {
    expect(quantityProblem(7, wine)).toEqual({ key: 'cart:quantity.multipleBottles', params: { n: 6 } });
    expect(quantityProblem(5, { ...box, sellByMultipleOf: 2, stock: null })).toEqual({ key: 'cart:quantity.multiple', params: { n: 2 } });
    expect(quantityProblem(6, wine)).toBeNull();
    expect(quantityProblem(12, wine)).toBeNull();
  });

  it('refuses more than the stock when stock is tracked, and only then', () => {
    expect(quantityProblem(3, box)).toBeNull();
    expect(quantityProblem(4, box)).toEqual({ key: 'cart:quantity.stock', params: { n: 3 } });
    expect(quantityProblem(400, { ...box, stock: null })).toBeNull();
    expect(quantityProblem(1, { ...box, stock: 0 })).toEqual({ key: 'cart:quantity.stock', params: { n: 0 } });
  });

  it('falls back to the multiple for a quantity that is not a number', () => {
    expect(parseQuantity('abc', wine)).toBe(6);
    expect(parseQuantity('', wine)).toBe(6);
    expect(parseQuantity(undefined, wine)).toBe(6);
    expect(parseQuantity('12', wine)).toBe(12);
    expect(parseQuantity(18, wine)).toBe(18);
    expect(parseQuantity('2.7', box)).toBe(2);
  });

  it('offers multiples up to 1000, at most 20 entries', () => {
    expect(quantityOptions({ sellByMultipleOf: 6 })).toEqual(Array.from({ length: 20 }, (_, i) => (i + 1) * 6));
    expect(quantityOptions({ sellByMultipleOf: 1 })).toHaveLength(20);
    expect(quantityOptions({ sellByMultipleOf: 100 })).toEqual([100, 200, 300, 400, 500, 600, 700, 800, 900, 1000]);
    expect(quantityOptions({ sellByMultipleOf: 600 })).toEqual([600]);
    expect(quantityOptions({ sellByMultipleOf: 0 })[0]).toBe(1);
  });
});

describe('bottle counting for shipping', () => {
  const line = (partial: Partial<BottleLine>): BottleLine => ({
    type: 'WINE',
    quantity: 1,
    capacity: 75,
    capacityUnit: 'CENTILITRE',
    bottlesPerUnit: null,
    ...partial,
  });

  it('counts a 75 cl bottle as one and anything below as half', () => {
    expect(countBottles([line({ quantity: 6 })])).toBe(6);
    expect(countBottles([line({ quantity: 6, capacity: 37.5 })])).toBe(3);
    expect(countBottles([line({ quantity: 1, capacity: 0.75, capacityUnit: 'LITER' })])).toBe(1);
    expect(countBottles([line({ quantity: 2, capacity: 0.5, capacityUnit: 'LITER' })])).toBe(1);
    expect(countBottles([line({ quantity: 1, capacity: 150 })])).toBe(1);
  });

  it('counts a box as its quantity times the bottles it holds, and other products as nothing', () => {
    expect(countBottles([line({ type: 'BOX', quantity: 2, bottlesPerUnit: 6 })])).toBe(12);
    expect(countBottles([line({ type: 'OTHER', quantity: 5 })])).toBe(0);
  });

  it('rounds the total down', () => {
    expect(countBottles([line({ quantity: 3, capacity: 37.5 }), line({ quantity: 1 })])).toBe(2);
    expect(countBottles([line({ quantity: 1, capacity: 37.5 })])).toBe(0);
  });

  it('adds up whatever the lines and their order: whole bottles, half bottles by two, boxes by their bottles', () => {
    const lines = fc.array(
      fc.oneof(
        fc.record({ kind: fc.constant('bottle' as const), quantity: fc.nat(50) }),
        fc.record({ kind: fc.constant('half' as const), quantity: fc.nat(50) }),
        fc.record({ kind: fc.constant('box' as const), quantity: fc.nat(10), size: fc.integer({ min: 1, max: 12 }) }),
      ),
      { maxLength: 8 },
    );
    fc.assert(
      fc.property(lines, (picked) => {
        const asLines = picked.map((p) =>
          p.kind === 'bottle' ? line({ quantity: p.quantity }) : p.kind === 'half' ? line({ quantity: p.quantity, capacity: 37.5 }) : line({ type: 'BOX', quantity: p.quantity, bottlesPerUnit: p.size }),
        );
        const halves = picked.reduce((sum, p) => sum + (p.kind === 'half' ? p.quantity : 0), 0);
        const whole = picked.reduce((sum, p) => sum + (p.kind === 'bottle' ? p.quantity : p.kind === 'box' ? p.quantity * p.size : 0), 0);
        expect(countBottles(asLines)).toBe(whole + Math.floor(halves / 2));
        expect(countBottles([...asLines].reverse())).toBe(countBottles(asLines));
      }),
    );
  });

  it('tells what is left before free shipping, free at either threshold', () => {
    const thresholds = { bottles: 60, amount: 30_000 };
    expect(freeShippingProgress(12, 18_000, thresholds)).toEqual({ isFree: false, bottlesLeft: 48, amountLeft: 12_000 });
    expect(freeShippingProgress(60, 1_000, thresholds).isFree).toBe(true);
    expect(freeShippingProgress(2, 30_000, thresholds)).toEqual({ isFree: true, bottlesLeft: 58, amountLeft: 0 });
    expect(freeShippingProgress(2, 100, { bottles: null, amount: null })).toEqual({ isFree: false, bottlesLeft: null, amountLeft: null });
  });
});

describe('customization prices', () => {
  const tiers = [
    { textNumberOfChar: 1, costType: 'EURO' as const, amount: 500 },
    { textNumberOfChar: 21, costType: 'EURO' as const, amount: 900 },
  ];

  it('takes the largest tier whose character count is not above the text length', () => {
    expect(textTier(tiers, 0)).toBeNull();
    expect(textTier(tiers, 1)?.amount).toBe(500);
    expect(textTier(tiers, 20)?.amount).toBe(500);
    expect(textTier(tiers, 21)?.amount).toBe(900);
    expect(textTier([...tiers].reverse(), 40)?.amount).toBe(900);
  });

  it('adds euros as they are and percentages of the unit price, to the cent', () => {
    expect(tierCost({ costType: 'EURO', amount: 500 }, 2_000)).toBe(500);
    expect(tierCost({ costType: 'PERCENT', amount: 1_000 }, 2_450)).toBe(245);
    expect(tierCost({ costType: 'PERCENT', amount: 1_250 }, 999)).toBe(125);
    expect(tierCost({ costType: 'NONE', amount: 700 }, 2_000)).toBe(0);
    expect(tierCost(null, 2_000)).toBe(0);
  });

  it('shows the cost as +amount€ or +amount%', () => {
    expect(formatCost({ costType: 'EURO', amount: 500 }, 'fr_FR')).toBe('+5\u00a0€');
    expect(formatCost({ costType: 'EURO', amount: 250 }, 'fr_FR')).toBe('+2,50\u00a0€');
    expect(formatCost({ costType: 'EURO', amount: 500 }, 'en_US')).toBe('+€5');
    expect(formatCost({ costType: 'PERCENT', amount: 1_000 }, 'en_US')).toBe('+10%');
    expect(formatCost({ costType: 'PERCENT', amount: 1_000 }, 'fr_FR')).toBe('+10\u00a0%');
  });
});
