import { describe, expect, it } from 'vitest';
import { ingredientParts, nutritionRows, type NutritionValues } from '~/lib/e-label';

const redWine: NutritionValues = {
  energyKj: 324,
  energyKcal: 78,
  fat: 0,
  saturatedFat: 0,
  carbohydrates: 0.6,
  sugars: 0.1,
  protein: 0.1,
  salt: 0.01,
};

const values = (rows: ReturnType<typeof nutritionRows>) => rows.map((row) => [row.key, row.value.replace(/\u00a0/g, ' ')]);

describe('the nutrition declaration', () => {
  it('lists the nutrients in the regulated order, saturates and sugars under their parent', () => {
    const rows = nutritionRows(redWine, 'fr_FR');
    expect(rows.map((row) => row.key)).toEqual(['energy', 'fat', 'saturatedFat', 'carbohydrates', 'sugars', 'protein', 'salt']);
    expect(rows.filter((row) => row.isPartOf).map((row) => row.key)).toEqual(['saturatedFat', 'sugars']);
  });

  it('rounds as the EU guidance says, in each language', () => {
    expect(values(nutritionRows(redWine, 'fr_FR'))).toEqual([
      ['energy', '324 kJ / 78 kcal'],
      ['fat', '0 g'],
      ['saturatedFat', '0 g'],
      ['carbohydrates', '0,6 g'],
      ['sugars', '<0,5 g'],
      ['protein', '<0,5 g'],
      ['salt', '<0,01 g'],
    ]);
    const sweet = { ...redWine, energyKj: 1234.6, fat: 12.34, saturatedFat: 0.15, carbohydrates: 14.46, sugars: 9.96, protein: 0.51, salt: 1.26 };
    expect(values(nutritionRows(sweet, 'en_US'))).toEqual([
      ['energy', '1,235 kJ / 78 kcal'],
      ['fat', '12 g'],
      ['saturatedFat', '0.2 g'],
      ['carbohydrates', '14 g'],
      ['sugars', '10.0 g'],
      ['protein', '0.5 g'],
      ['salt', '1.3 g'],
    ]);
    expect(values(nutritionRows({ ...redWine, salt: 0.5 }, 'en_US')).at(-1)).toEqual(['salt', '0.50 g']);
  });

  it('marks what the producer has not given', () => {
    const unknown = { ...redWine, energyKcal: null, salt: null };
    expect(values(nutritionRows(unknown, 'en_US'))).toContainEqual(['energy', '324 kJ']);
    expect(values(nutritionRows(unknown, 'en_US'))).toContainEqual(['salt', '–']);
  });
});

describe('the allergens in the list of ingredients', () => {
  const bold = (text: string) => ingredientParts(text).filter((part) => part.isAllergen).map((part) => part.text);

  it('finds the allergens a wine may hold, in French and English', () => {
    expect(bold('Raisins, conservateur : sulfites')).toEqual(['sulfites']);
    expect(bold('Grapes, preservative: sulphites')).toEqual(['sulphites']);
    expect(bold('Raisins, agent de clarification : albumine d’œuf, caséine ; conservateur : anhydride sulfureux')).toEqual([
      'albumine d’œuf',
      'caséine',
      'anhydride sulfureux',
    ]);
    expect(bold('Grapes, fining agents: egg albumin, milk proteins; preservative: Sulphur dioxide')).toEqual([
      'egg albumin',
      'milk proteins',
      'Sulphur dioxide',
    ]);
  });

  it('keeps every character of the list, and leaves words that only contain an allergen alone', () => {
    const text = 'Raisins, liqueur de tirage (sucre de canne, levures), conservateur : sulfites';
    expect(ingredientParts(text).map((part) => part.text).join('')).toBe(text);
    expect(bold('Laitance, eggplant, Oeufsville')).toEqual([]);
    expect(bold('Raisins')).toEqual([]);
  });
});
