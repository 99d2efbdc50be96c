// What the e-label of a wine declares, written as EU food-information law asks: the nutrition
// declaration in the order and with the rounding of Regulation (EU) No 1169/2011 (Annex XV and the
// Commission's 2012 guidance on tolerances and rounding), and the allergens emphasised in the
// list of ingredients (article 21). Pure, so the page and the tests share it.
import type { NutritionValues } from './contracts/catalogue';
import { LANG_TAG, type Lang } from './locale';

export type { NutritionValues };

export type NutrientKey = 'energy' | 'fat' | 'saturatedFat' | 'carbohydrates' | 'sugars' | 'protein' | 'salt';

export interface NutritionRow {
  key: NutrientKey;
  /** 'of which saturates', 'of which sugars': shown under their parent nutrient. */
  isPartOf: boolean;
  value: string;
}

type Grams = Exclude<NutrientKey, 'energy'>;

/**
 * Below (or at) `negligible` an amount is declared '<negligible g'; from `whole` on, to the gram;
 * in between, to `decimals` decimals.
 */
const ROUNDING: Record<Grams, { negligible: number; decimals: number; whole: number }> = {
  fat: { negligible: 0.5, decimals: 1, whole: 10 },
  saturatedFat: { negligible: 0.1, decimals: 1, whole: 10 },
  carbohydrates: { negligible: 0.5, decimals: 1, whole: 10 },
  sugars: { negligible: 0.5, decimals: 1, whole: 10 },
  protein: { negligible: 0.5, decimals: 1, whole: 10 },
  // Salt: 0.01 g below 1 g, 0.1 g above; '<0.01 g' up to 0.0125 g.
  salt: { negligible: 0.0125, decimals: 2, whole: 1 },
};

/** The regulated order of the nutrition declaration. */
const ORDER: { key: NutrientKey; isPartOf: boolean }[] = [
  { key: 'energy', isPartOf: false },
  { key: 'fat', isPartOf: false },
  { key: 'saturatedFat', isPartOf: true },
  { key: 'carbohydrates', isPartOf: false },
  { key: 'sugars', isPartOf: true },
  { key: 'protein', isPartOf: false },
  { key: 'salt', isPartOf: false },
];

const NOT_GIVEN = '–';
const NBSP = '\u00a0';

function decimal(value: number, digits: number, lang: Lang): string {
  return new Intl.NumberFormat(LANG_TAG[lang], { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);
}

function grams(key: Grams, value: number | null, lang: Lang): string {
  if (value === null) return NOT_GIVEN;
  if (value <= 0) return `0${NBSP}g`;
  const { negligible, decimals, whole } = ROUNDING[key];
  if (value <= negligible) return `<${decimal(key === 'salt' ? 0.01 : negligible, key === 'salt' ? 2 : 1, lang)}${NBSP}g`;
  if (value >= whole) return `${decimal(value, key === 'salt' ? 1 : 0, lang)}${NBSP}g`;
  return `${decimal(value, decimals, lang)}${NBSP}g`;
}

function energy(values: NutritionValues, lang: Lang): string {
  const parts = [
    values.energyKj === null ? null : `${decimal(values.energyKj, 0, lang)}${NBSP}kJ`,
    values.energyKcal === null ? null : `${decimal(values.energyKcal, 0, lang)}${NBSP}kcal`,
  ].filter((part) => part !== null);
  return parts.length > 0 ? parts.join(' / ') : NOT_GIVEN;
}

/** The nutrition declaration per 100 ml, in the regulated order, rounded as the guidance says. */
export function nutritionRows(values: NutritionValues, lang: Lang): NutritionRow[] {
  return ORDER.map(({ key, isPartOf }) => ({
    key,
    isPartOf,
    value: key === 'energy' ? energy(values, lang) : grams(key, values[key], lang),
  }));
}

/**
 * The substances of Annex II of the regulation that a wine may contain (sulphites; egg and milk
 * proteins used for fining), as they are written in French and English ingredient lists.
 */
const ALLERGENS =
  /(?<!\p{L})(sulfites?|sulphites?|anhydride sulfureux|dioxyde de soufre|sulfur dioxide|sulphur dioxide|(?:albumine|lysozyme|protéines?) d[’'](?:œuf|oeuf)|œufs?|oeufs?|eggs?(?: albumin| lysozyme| proteins?)?|ovalbumine?|lysozyme|protéines? de lait|milk proteins?|lait|milk|caséinates?|caséine|caseinates?|casein)(?!\p{L})/giu;

export interface IngredientPart {
  text: string;
  isAllergen: boolean;
}

/** The list of ingredients cut into the plain text and the allergens to show in bold. */
export function ingredientParts(ingredients: string): IngredientPart[] {
  const parts: IngredientPart[] = [];
  let last = 0;
  for (const match of ingredients.matchAll(ALLERGENS)) {
    if (match.index > last) parts.push({ text: ingredients.slice(last, match.index), isAllergen: false });
    parts.push({ text: match[0], isAllergen: true });
    last = match.index + match[0].length;
  }
  if (last < ingredients.length) parts.push({ text: ingredients.slice(last), isAllergen: false });
  return parts;
}
