import type { Ingredient, Localized, Nutrition, ProductFeature } from '../types';

// Pieces every wine sheet shares: e-label ingredients, the allergen statement, feature labels.

export const ingredient = {
  grapes: { role: 'grape', name: { fr_FR: 'Raisins', en_US: 'Grapes' }, isAllergen: false },
  rectifiedMust: {
    role: 'grape',
    name: { fr_FR: 'Moût de raisin concentré rectifié', en_US: 'Rectified concentrated grape must' },
    isAllergen: false,
  },
  tirageLiqueur: {
    role: 'tirage-liqueur',
    name: { fr_FR: 'Liqueur de tirage (sucre de canne, levures)', en_US: 'Tirage liqueur (cane sugar, yeast)' },
    isAllergen: false,
  },
  dosageLiqueur: {
    role: 'dosage-liqueur',
    name: { fr_FR: "Liqueur d'expédition (sucre de canne, vin)", en_US: 'Expedition liqueur (cane sugar, wine)' },
    isAllergen: false,
  },
  tartaricAcid: {
    role: 'acidity-regulator',
    name: { fr_FR: "Correcteur d'acidité : acide tartrique", en_US: 'Acidity regulator: tartaric acid' },
    isAllergen: false,
  },
  metatartaricAcid: {
    role: 'stabiliser',
    name: { fr_FR: 'Stabilisant : acide métatartrique', en_US: 'Stabiliser: metatartaric acid' },
    isAllergen: false,
  },
  gumArabic: {
    role: 'stabiliser',
    name: { fr_FR: 'Stabilisant : gomme arabique', en_US: 'Stabiliser: gum arabic' },
    isAllergen: false,
  },
  sulphites: {
    role: 'preservative',
    name: { fr_FR: 'Conservateur : sulfites', en_US: 'Preservative: sulphites' },
    isAllergen: true,
  },
  nitrogen: {
    role: 'packaging-gas',
    name: { fr_FR: 'Conditionné sous atmosphère protectrice (azote)', en_US: 'Packaged in a protective atmosphere (nitrogen)' },
    isAllergen: false,
  },
} satisfies Record<string, Ingredient>;

export const containsSulphites: Localized = { fr_FR: 'Contient des sulfites', en_US: 'Contains sulphites' };

/** Per 100 ml; fat and saturates are nil in wine, protein and salt traces. */
export const nutrition = (energyKj: number, energyKcal: number, carbohydrates: number, sugars: number): Nutrition => ({
  energyKj,
  energyKcal,
  fat: 0,
  saturates: 0,
  carbohydrates,
  sugars,
  protein: 0.1,
  salt: 0.01,
});

const featureKinds = {
  soil: { icon: 'fa-mountain', label: { fr_FR: 'Sol', en_US: 'Soil' } },
  vineAge: { icon: 'fa-seedling', label: { fr_FR: 'Âge des vignes', en_US: 'Vine age' } },
  harvest: { icon: 'fa-hand-holding-heart', label: { fr_FR: 'Vendanges', en_US: 'Harvest' } },
  ageing: { icon: 'fa-hourglass-half', label: { fr_FR: 'Élevage', en_US: 'Ageing' } },
  yield: { icon: 'fa-scale-balanced', label: { fr_FR: 'Rendement', en_US: 'Yield' } },
  plot: { icon: 'fa-map-location-dot', label: { fr_FR: 'Parcelle', en_US: 'Plot' } },
  dosage: { icon: 'fa-droplet', label: { fr_FR: 'Dosage', en_US: 'Dosage' } },
  residualSugar: { icon: 'fa-cubes-stacked', label: { fr_FR: 'Sucres résiduels', en_US: 'Residual sugar' } },
  bottles: { icon: 'fa-wine-bottle', label: { fr_FR: 'Production', en_US: 'Production' } },
  drinkingWindow: { icon: 'fa-calendar-check', label: { fr_FR: 'Apogée', en_US: 'Drinking window' } },
  contents: { icon: 'fa-box-open', label: { fr_FR: 'Contenu', en_US: 'Contents' } },
  material: { icon: 'fa-hammer', label: { fr_FR: 'Matière', en_US: 'Material' } },
  validity: { icon: 'fa-clock', label: { fr_FR: 'Validité', en_US: 'Valid for' } },
} satisfies Record<string, Omit<ProductFeature, 'value'>>;

type FeatureKey = keyof typeof featureKinds;

/** Features in the order the owner lists them on the sheet. */
export const features = (entries: [FeatureKey, Localized][]): ProductFeature[] =>
  entries.map(([key, value]) => ({ ...featureKinds[key], value }));

/** A feature value that reads the same in both languages (numbers, names). */
export const same = (value: string): Localized => ({ fr_FR: value, en_US: value });
