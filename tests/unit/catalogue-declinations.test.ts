import { describe, expect, it } from 'vitest';
import type { Declination } from '~/lib/catalogue';
import {
  choicesOn,
  declinationOfYear,
  declinationPath,
  defaultDeclination,
  dimensionsOf,
} from '~/lib/catalogue-declinations';

type Choosable = Pick<Declination, 'id' | 'year' | 'capacity' | 'capacityUnit' | 'variations' | 'tracksStock' | 'quantity'>;

const bottle = (id: number, year: number | null, capacity: number, quantity: number | null = null): Choosable => ({
  id,
  year,
  capacity,
  capacityUnit: 'CENTILITRE',
  variations: [],
  tracksStock: quantity !== null,
  quantity,
});

// Like "Les Tuffeaux": 2024 in 75 cl (untracked), 2023 in 75 cl and in magnum.
const tuffeaux = [bottle(1, 2024, 75), bottle(2, 2023, 75, 36), bottle(3, 2023, 150, 8)];
const wine = { type: 'WINE' as const, path: '/wines/les-tuffeaux/7' };

describe('the declination a page opens on', () => {
  it('is the first one that can be bought', () => {
    expect(defaultDeclination(tuffeaux)?.id).toBe(1);
    expect(defaultDeclination([bottle(1, 2024, 75, 0), bottle(2, 2023, 75, 4)])?.id).toBe(2);
    expect(defaultDeclination([bottle(1, 2024, 75, 0)])?.id).toBe(1);
    expect(defaultDeclination([])).toBeNull();
  });

  it('for a vintage, is that vintage’s first bottle, or none', () => {
    expect(declinationOfYear(tuffeaux, 2023)?.id).toBe(2);
    expect(declinationOfYear(tuffeaux, 1999)).toBeNull();
  });
});

describe('the picker', () => {
  it('offers only the axes the declinations differ on', () => {
    expect(dimensionsOf(tuffeaux)).toEqual(['year', 'capacity']);
    expect(dimensionsOf([bottle(1, 2024, 75)])).toEqual([]);
  });

  it('lists vintages newest first, each keeping the current capacity when it can', () => {
    const fromMagnum = choicesOn(tuffeaux, tuffeaux[2]!, 'year');
    expect(fromMagnum.map((c) => [c.value, c.target.id, c.isCurrent, c.keepsOtherChoices])).toEqual([
      [2024, 1, false, false],
      [2023, 3, true, true],
    ]);
  });

  it('lists capacities smallest first and jumps vintage when a size exists in another one only', () => {
    const from2024 = choicesOn(tuffeaux, tuffeaux[0]!, 'capacity');
    expect(from2024.map((c) => [c.value, c.target.id, c.isCurrent, c.keepsOtherChoices])).toEqual([
      [75, 1, true, true],
      [150, 3, false, false],
    ]);
  });

  it('prefers a declination in stock among equally good ones', () => {
    const declinations = [bottle(1, 2022, 75, 5), bottle(2, 2021, 75, 0), bottle(3, 2021, 75, 9)];
    expect(choicesOn(declinations, declinations[0]!, 'year').find((c) => c.value === 2021)?.target.id).toBe(3);
  });

  it('follows variations as their own axis', () => {
    const ribbon = (id: number, detail: number): Choosable => ({
      ...bottle(id, null, 75),
      capacity: null,
      capacityUnit: null,
      variations: [{ position: 1, idVariation: 4, id: detail, label: `ruban ${detail}` }],
    });
    const box = [ribbon(10, 100), ribbon(11, 101)];
    expect(dimensionsOf(box)).toEqual(['variation1']);
    expect(choicesOn(box, box[0]!, 'variation1').map((c) => c.target.id)).toEqual([10, 11]);
  });
});

describe('the address of a choice', () => {
  it('is the product path for the declination the page opens on', () => {
    expect(declinationPath(wine, tuffeaux, tuffeaux[0]!)).toBe('/wines/les-tuffeaux/7');
  });

  it('is the vintage path when the vintage opens on it, the detail path otherwise', () => {
    expect(declinationPath(wine, tuffeaux, tuffeaux[1]!)).toBe('/wines/les-tuffeaux/7/2023');
    expect(declinationPath(wine, tuffeaux, tuffeaux[2]!)).toBe('/wines/les-tuffeaux/7/detail/3');
  });

  it('is a query for products, which have no detail route', () => {
    const box = { type: 'BOX' as const, path: '/products/coffret/9' };
    expect(declinationPath(box, tuffeaux, tuffeaux[2]!)).toBe('/products/coffret/9?declination=3');
  });
});
