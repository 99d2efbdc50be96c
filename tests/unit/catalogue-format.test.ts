import { describe, expect, it } from 'vitest';
import {
  capacityInCentilitres,
  capacityLabel,
  discountLabel,
  formatPercent,
  formatPrice,
  priceBeforeDiscount,
  savingLabel,
  stockState,
} from '~/lib/catalogue-format';

// Intl separates French figures with narrow and plain no-break spaces; compare with plain spaces.
const plain = (text: string | null) => text?.replace(/[\u00a0\u202f]/g, ' ') ?? null;

describe('formatPrice', () => {
  it('writes cents as euros the way each language does', () => {
    expect(plain(formatPrice(1350, 'fr_FR'))).toBe('13,50 €');
    expect(formatPrice(1350, 'en_US')).toBe('€13.50');
    expect(plain(formatPrice(123456, 'fr_FR'))).toBe('1 234,56 €');
    expect(formatPrice(0, 'en_US')).toBe('€0.00');
  });

  it('drops the cents of a round amount when asked', () => {
    expect(plain(formatPrice(2500, 'fr_FR', { whole: true }))).toBe('25 €');
    expect(formatPrice(2500, 'en_US', { whole: true })).toBe('€25');
    expect(formatPrice(2550, 'en_US', { whole: true })).toBe('€25.50');
  });
});

describe('capacityLabel', () => {
  it('writes bottles under a litre in centilitres', () => {
    expect(plain(capacityLabel(75, 'CENTILITRE', 'fr_FR'))).toBe('75 cl');
    expect(plain(capacityLabel(37.5, 'CENTILITRE', 'fr_FR'))).toBe('37,5 cl');
    expect(plain(capacityLabel(37.5, 'CENTILITRE', 'en_US'))).toBe('37.5 cl');
  });

  it('writes a litre and more in litres, whatever unit the owner used', () => {
    expect(plain(capacityLabel(150, 'CENTILITRE', 'fr_FR'))).toBe('1,5 L');
    expect(plain(capacityLabel(1.5, 'LITER', 'fr_FR'))).toBe('1,5 L');
    expect(plain(capacityLabel(1.5, 'LITER', 'en_US'))).toBe('1.5 L');
    expect(plain(capacityLabel(300, 'CENTILITRE', 'en_US'))).toBe('3 L');
  });

  it('is empty for a product without capacity', () => {
    expect(capacityLabel(null, null, 'fr_FR')).toBe('');
  });

  it('orders capacities in one unit', () => {
    expect(capacityInCentilitres(1.5, 'LITER')).toBe(150);
    expect(capacityInCentilitres(37.5, 'CENTILITRE')).toBe(37.5);
    expect(capacityInCentilitres(null, null)).toBe(0);
  });
});

describe('discounts', () => {
  it('writes percentages from basis points', () => {
    expect(plain(formatPercent(1250, 'fr_FR'))).toBe('12,5 %');
    expect(formatPercent(500, 'en_US')).toBe('5%');
  });

  it('labels a percent or euro discount', () => {
    expect(plain(discountLabel({ type: 'PERCENT', amount: 1500 }, 'fr_FR'))).toBe('-15 %');
    expect(discountLabel({ type: 'EURO', amount: 200 }, 'en_US')).toBe('-€2.00');
  });

  it('gives the saving between two prices, or nothing when there is none', () => {
    expect(plain(savingLabel(2000, 1700, 'fr_FR'))).toBe('-15 %');
    expect(savingLabel(1700, 1700, 'en_US')).toBeNull();
    expect(savingLabel(null, 1700, 'en_US')).toBeNull();
  });

  it('finds the price before discount from the fixed price first', () => {
    expect(priceBeforeDiscount({ price: 2000, fixedPrice: null, finalPrice: 1700 })).toBe(2000);
    expect(priceBeforeDiscount({ price: 2000, fixedPrice: 1800, finalPrice: 1530 })).toBe(1800);
    expect(priceBeforeDiscount({ price: 2000, fixedPrice: 1800, finalPrice: 1800 })).toBeNull();
  });
});

describe('stockState', () => {
  it('says nothing about stock the shop does not count', () => {
    expect(stockState({ tracksStock: false, quantity: null }, 12)).toEqual({ kind: 'untracked' });
    expect(stockState({ tracksStock: true, quantity: null }, 12)).toEqual({ kind: 'untracked' });
  });

  it('tells sold out, a few left at or under the limit, and in stock', () => {
    expect(stockState({ tracksStock: true, quantity: 0 }, 12)).toEqual({ kind: 'soldOut' });
    expect(stockState({ tracksStock: true, quantity: 12 }, 12)).toEqual({ kind: 'low', quantity: 12 });
    expect(stockState({ tracksStock: true, quantity: 3 }, 12)).toEqual({ kind: 'low', quantity: 3 });
    expect(stockState({ tracksStock: true, quantity: 13 }, 12)).toEqual({ kind: 'inStock' });
    expect(stockState({ tracksStock: true, quantity: 5 }, 0)).toEqual({ kind: 'inStock' });
  });
});
