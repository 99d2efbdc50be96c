import { describe, expect, it } from 'vitest';
import type { Nutrition } from '~/lib/catalogue';
import { summaryFigures, type DeclinationFigures } from '~/server/services/catalogue/figures';
import { downloadName, fileSlug } from '~/server/services/catalogue/files';
import { matchesNumber } from '~/server/services/catalogue/list-filters';
import { nutritionFor } from '~/server/services/catalogue/nutrition';
import { shownStock } from '~/server/services/catalogue/offers';
import { prefixQuery } from '~/server/services/catalogue/search';

const bottle = (changes: Partial<DeclinationFigures>): DeclinationFigures => ({
  year: 2022,
  capacity: 75,
  capacityUnit: 'CENTILITRE',
  price: 1500,
  fixedPrice: null,
  finalPrice: 1500,
  tracksStock: false,
  quantity: null,
  ...changes,
});

describe('what a product card says of its declinations', () => {
  it('starts from the lowest price paid today, with the price it replaces when discounted', () => {
    expect(summaryFigures([bottle({ finalPrice: 1500 }), bottle({ price: 950, finalPrice: 807 })])).toMatchObject({ priceFrom: 807, priceBefore: 950 });
    expect(summaryFigures([bottle({ price: 2000, fixedPrice: 1800, finalPrice: 1800 })])).toMatchObject({ priceFrom: 1800, priceBefore: null });
    expect(summaryFigures([bottle({ price: 2000, fixedPrice: 1800, finalPrice: 1620 })])).toMatchObject({ priceFrom: 1620, priceBefore: 1800 });
  });

  it('lists vintages newest first and sizes smallest first, each once', () => {
    const figures = summaryFigures([
      bottle({ year: 2020, capacity: 1.5, capacityUnit: 'LITER' }),
      bottle({ year: 2022, capacity: 37.5 }),
      bottle({ year: 2022, capacity: 150 }),
      bottle({ year: null }),
    ]);
    expect(figures.years).toEqual([2022, 2020]);
    // 1,5 L and 150 cl are one size.
    expect(figures.capacities).toEqual([
      { capacity: 37.5, capacityUnit: 'CENTILITRE' },
      { capacity: 75, capacityUnit: 'CENTILITRE' },
      { capacity: 1.5, capacityUnit: 'LITER' },
    ]);
  });

  it('is sold out only when every declination is counted and none is left', () => {
    expect(summaryFigures([bottle({ tracksStock: true, quantity: 0 }), bottle({ tracksStock: false })]).inStock).toBe(true);
    expect(summaryFigures([bottle({ tracksStock: true, quantity: 0 }), bottle({ tracksStock: true, quantity: 2 })]).inStock).toBe(true);
    expect(summaryFigures([bottle({ tracksStock: true, quantity: 0 }), bottle({ tracksStock: true, quantity: 0 })]).inStock).toBe(false);
  });
});

describe('the stock shown for a declination', () => {
  it('is its quantity only when both the shop and the declination count it', () => {
    expect(shownStock({ tracksStock: true, quantity: 12 }, true)).toEqual({ tracksStock: true, quantity: 12 });
    expect(shownStock({ tracksStock: true, quantity: 12 }, false)).toEqual({ tracksStock: false, quantity: null });
    expect(shownStock({ tracksStock: false, quantity: 12 }, true)).toEqual({ tracksStock: false, quantity: null });
  });
});

describe('the prefix search', () => {
  it('turns the words typed into prefixes, accents and short words left out', () => {
    expect(prefixQuery('Côtes du Cl')).toBe('cotes:*');
    expect(prefixQuery('tuff chenin')).toBe('tuff:* & chenin:*');
    expect(prefixQuery("Grains d'Or")).toBe('grains:*');
    expect(prefixQuery('a b')).toBeNull();
    // Nothing of the text reaches to_tsquery but letters and digits.
    expect(prefixQuery("x' | !y:* & (z)")).toBeNull();
    expect(prefixQuery('2019 & saumur:*')).toBe('2019:* & saumur:*');
  });
});

describe('a price filter', () => {
  it('applies the list operators to a computed figure', () => {
    expect(matchesNumber({ field: 'price', operator: 'gte', value: 1000 }, 1000)).toBe(true);
    expect(matchesNumber({ field: 'price', operator: 'gt', value: 1000 }, 1000)).toBe(false);
    expect(matchesNumber({ field: 'price', operator: 'lt', value: 1000 }, 999)).toBe(true);
    expect(matchesNumber({ field: 'price', operator: 'lte', value: 1000 }, 1001)).toBe(false);
    expect(matchesNumber({ field: 'price', operator: 'in', value: [990, 1290] }, 1290)).toBe(true);
    expect(matchesNumber({ field: 'price', operator: 'df', value: 1290 }, 1290)).toBe(false);
    expect(() => matchesNumber({ field: 'price', operator: 'like', value: '12' }, 1200)).toThrow();
  });
});

describe('the nutrition table of a vintage', () => {
  const table = (changes: Partial<Nutrition>): Nutrition => ({
    declinationId: null,
    year: null,
    energyKj: 300,
    energyKcal: 72,
    fat: 0,
    saturatedFat: 0,
    carbohydrates: 1,
    sugars: 0.5,
    protein: 0.1,
    salt: 0.01,
    ingredients: null,
    allergens: null,
    ...changes,
  });

  it("is the declination's own, else its vintage's, else the product's", () => {
    const tables = [table({ energyKj: 1 }), table({ year: 2022, energyKj: 2 }), table({ declinationId: 9, energyKj: 3 })];
    expect(nutritionFor(tables, { declinationId: 9, year: 2022 })?.energyKj).toBe(3);
    expect(nutritionFor(tables, { declinationId: 8, year: 2022 })?.energyKj).toBe(2);
    expect(nutritionFor(tables, { year: 2021 })?.energyKj).toBe(1);
    expect(nutritionFor([], { year: 2021 })).toBeNull();
  });
});

describe('downloaded file names', () => {
  it('are plain ASCII words joined by hyphens', () => {
    expect(fileSlug('Les Côtes du Clos')).toBe('les-cotes-du-clos');
    expect(fileSlug('Les Grains d’Or')).toBe('les-grains-d-or');
    expect(fileSlug('Bœuf « Saint-Émilion »')).toBe('boeuf-saint-emilion');
    expect(downloadName(['fiche-technique', 'Les Côtes du Clos', 2022], 'pdf')).toBe('fiche-technique-les-cotes-du-clos-2022.pdf');
    expect(downloadName(['technical-sheet', 'Discovery Box', null], 'pdf')).toBe('technical-sheet-discovery-box.pdf');
    expect(downloadName(['', '«»'], 'svg')).toBe('document.svg');
  });
});
