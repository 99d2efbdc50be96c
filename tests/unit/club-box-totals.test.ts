import { describe, expect, it } from 'vitest';
import { boxAmount, boxTotals } from '~/server/services/club/box-order';

// A club box's order always adds up to the box's price plus delivery, what the member is charged
// (src/server/services/club/box-order.ts; docs/club.md, "The charge run").

describe('a box order’s totals', () => {
  it('keeps the lines and adds delivery when the price is the bottles’ worth', () => {
    expect(boxTotals({ price: 9_000, deliveryFee: 1_200 }, [{ quantity: 6, unitPrice: 1_500 }])).toEqual({ lineTotals: [9_000], productsTotal: 9_000, discountTotal: 0, shippingFees: 1_200, total: 10_200 });
  });

  it('makes a box deal the order’s discount', () => {
    expect(boxTotals({ price: 8_000, deliveryFee: 0 }, [{ quantity: 6, unitPrice: 1_500 }])).toMatchObject({ productsTotal: 9_000, discountTotal: 1_000, total: 8_000 });
  });

  it('raises the lines in proportion, to the cent, when the box is priced above its bottles', () => {
    const totals = boxTotals({ price: 10_001, deliveryFee: 500 }, [{ quantity: 3, unitPrice: 1_000 }, { quantity: 3, unitPrice: 2_000 }]);
    expect(totals.lineTotals.reduce((a, b) => a + b, 0)).toBe(10_001);
    expect(totals.lineTotals[1]).toBeGreaterThan(totals.lineTotals[0] * 1.9);
    expect(totals).toMatchObject({ productsTotal: 10_001, discountTotal: 0, total: 10_501 });
    expect(boxAmount({ price: 10_001, deliveryFee: 500 })).toBe(totals.total);
  });
});
