import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { memberPrice, memberSaving } from '~/lib/rules/member-price';
import { memberDiscountOf, type FigureLine } from '~/server/services/cart/totals';

// The member price (docs/club.md, "The member price"): one rule, read by the wine page's member
// price and by the server's cart, so what the page announces is what the cart charges.

const line = (basePrice: number, memberDiscount: number, isDematerialized = false): FigureLine => ({
  productId: 1,
  declinationId: 1,
  quantity: 1,
  type: 'WINE',
  isDematerialized,
  capacity: 75,
  capacityUnit: 'CENTILITRE',
  setQuantity: null,
  basePrice,
  customizationCost: 0,
  volumeTiers: [],
  memberDiscount,
});

describe('the member price', () => {
  it('takes the discount off, rounded to the cent', () => {
    expect(memberPrice(1_400, 1_000)).toBe(1_260);
    expect(memberSaving(1_400, 1_000)).toBe(140);
    // 15 % of 19,90 € is 2,985 €: 2,99 € off, as the cart rounds it.
    expect(memberSaving(1_990, 1_500)).toBe(299);
    expect(memberPrice(1_990, 1_500)).toBe(1_691);
  });

  it('is the price itself without a discount', () => {
    expect(memberPrice(1_400, 0)).toBe(1_400);
    expect(memberSaving(0, 1_000)).toBe(0);
  });

  it('is what the server’s cart takes off one unit, for any price and discount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: 10_000 }), (price, discount) => {
        expect(memberDiscountOf(line(price, discount), 0)).toBe(memberSaving(price, discount));
        expect(memberPrice(price, discount)).toBe(price - memberDiscountOf(line(price, discount), 0));
        expect(memberPrice(price, discount)).toBeGreaterThanOrEqual(0);
        expect(memberPrice(price, discount)).toBeLessThanOrEqual(price);
      }),
    );
  });

  it('leaves a dematerialized line (a gift card) at its value on the server', () => {
    expect(memberDiscountOf(line(5_000, 1_000, true), 0)).toBe(0);
  });
});
