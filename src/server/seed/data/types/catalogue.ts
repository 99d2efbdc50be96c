import type { IsoDate, Localized } from './base';

// What the estate sells: wines, boxes and other products, their declinations and prices.

export type ProductType = 'WINE' | 'BOX' | 'OTHER';
export type CapacityUnit = 'CENTILITRE' | 'LITER';
export type WineColour = 'red' | 'white' | 'rose' | 'sparkling-white' | 'sparkling-rose' | 'sweet-white';
export type TagKey = 'bio' | 'nouveaute' | 'coup-de-coeur' | 'garde' | 'fetes' | 'cadeau' | 'vin-nature';
export type MealIconKey =
  | 'red-meat'
  | 'poultry'
  | 'fish'
  | 'seafood'
  | 'cheese'
  | 'dessert'
  | 'vegetarian'
  | 'charcuterie'
  | 'game'
  | 'asian';

export interface Tag {
  key: TagKey;
  label: Localized;
}

export interface MealIcon {
  key: MealIconKey;
  label: Localized;
}

/** EURO amounts in cents, PERCENT amounts in percent. */
export type CostType = 'EURO' | 'PERCENT';

/** EURO in cents, PERCENT in percent. */
export interface DeclinationDiscount {
  type: CostType;
  amount: number;
}

export interface Declination {
  /** The estate's own reference (SKU), unique over the catalogue. */
  reference: string;
  /** null for a non-vintage wine or a product without vintage. */
  year: number | null;
  capacity: number | null;
  capacityUnit: CapacityUnit | null;
  /** Price in cents, tax included. */
  price: number;
  sellByMultipleOf: number;
  /** Bottles in stock; absent when the estate does not count this declination. */
  stock?: number;
  discount?: DeclinationDiscount;
  /** One detail key per variation definition of the product, in the same order. */
  variations?: string[];
}

export interface DecreasingDiscount {
  /** From this many bottles in the cart. */
  fromQuantity: number;
  percent: number;
}

export interface ProductFeature {
  /** Font Awesome icon of the characteristic, shared by every product that shows it. */
  icon: string;
  label: Localized;
  value: Localized;
}

export interface GrapeShare {
  variety: string;
  percent: number;
}

export type Medal = 'PLATINUM' | 'DOUBLE_GOLD' | 'GOLD' | 'SILVER' | 'BRONZE' | 'COMMENDED';

export interface Award {
  competition: string;
  medal: Medal;
  year: number;
  /** The vintage that won it. */
  vintage: number | null;
  /** Score out of 100 where the competition gives one. */
  score: number | null;
}

export type IngredientRole =
  | 'grape'
  | 'tirage-liqueur'
  | 'dosage-liqueur'
  | 'acidity-regulator'
  | 'preservative'
  | 'stabiliser'
  | 'packaging-gas';

export interface Ingredient {
  role: IngredientRole;
  name: Localized;
  /** Allergens are printed in bold on the e-label (EU 1169/2011). */
  isAllergen: boolean;
}

/** Per 100 ml, as required by EU regulation 2021/2117 on the e-label. Grams unless named. */
export interface Nutrition {
  energyKj: number;
  energyKcal: number;
  fat: number;
  saturates: number;
  carbohydrates: number;
  sugars: number;
  protein: number;
  salt: number;
}

export interface VariationDefinition {
  /** Key of a shared variation (see variations.ts). */
  variation: string;
  label: Localized;
  /** Text shown to the buyer before the choice, when it differs from the label. */
  displayLabel?: Localized;
}

export type CustomizationInputType = 'TEXT' | 'SELECT' | 'CHECKBOX' | 'FILE';

export interface CustomizationValue {
  /** TEXT: the price tier applies from this many characters (the largest tier not above the text length). */
  textNumberOfChar?: number;
  /** SELECT: the option's key. */
  selectKey?: string;
  /** What the buyer reads: the option, or the tier. */
  label: Localized;
  costType: 'NONE' | CostType;
  amount: number;
}

export interface FileRules {
  mimeTypes: string[];
  maxBytes: number;
  minWidth: number;
  minHeight: number;
}

export interface Customization {
  key: string;
  type: 'SIMPLE' | 'DYNAMIC_FORM';
  inputType: CustomizationInputType;
  label: Localized;
  help: Localized;
  isRequired: boolean;
  /** TEXT: the longest text accepted. */
  maxLength?: number;
  file?: FileRules;
  values: CustomizationValue[];
}

interface ProductBase {
  /** Stable key inside the seed, used for cross references (boxes, recommendations). */
  key: string;
  name: Localized;
  slug: Localized;
  shortDescription: Localized;
  /** HTML written by the owner. */
  description: Localized;
  tags: TagKey[];
  isDematerialized: boolean;
  hasShippingFees: boolean;
  /**
   * VAT rate in basis points. 2000 (20 %) for wine, as for every alcoholic drink (CGI art. 278-0 bis
   * keeps them out of the reduced rates), and for the estate's accessories and vouchers.
   */
  vatRate: number;
  declinations: Declination[];
  recommended: string[];
  features: ProductFeature[];
  variations?: VariationDefinition[];
  customizations?: Customization[];
  decreasingDiscounts?: DecreasingDiscount[];
}

export interface Wine extends ProductBase {
  type: 'WINE';
  subtype: 'BOTTLE';
  colour: WineColour;
  appellation: string;
  /** Name printed on the label, the cuvée. */
  cuvee: string;
  grapes: GrapeShare[];
  /** % vol. */
  alcohol: number;
  servingTemperature: { min: number; max: number };
  /** Years after the vintage during which the wine is at its best. */
  ageing: { from: number; to: number };
  tasting: { eye: Localized; nose: Localized; mouth: Localized };
  pairing: { meals: MealIconKey[]; text: Localized };
  vinification: Localized;
  terroir: Localized;
  awards: Award[];
  ingredients: Ingredient[];
  /** 'Contient des sulfites', printed under the ingredients. */
  allergenStatement: Localized;
  nutrition: Nutrition;
}

export interface BoxContent {
  wine: string;
  year: number | null;
  quantity: number;
}

export interface Box extends ProductBase {
  type: 'BOX';
  /** Bottles the box holds: the free-shipping count multiplies the quantity by it. */
  bottleCount: number;
  contents: BoxContent[];
}

export type OtherArt = 'gift-card' | 'tasting-voucher' | 'engraved-case' | 'custom-label' | 'sommelier-knife' | 'glasses';

export interface OtherProduct extends ProductBase {
  type: 'OTHER';
  art: OtherArt;
}

export type Product = Wine | Box | OtherProduct;

export interface VariationDetail {
  key: string;
  label: Localized;
  /** Swatch colour for colour choices. */
  color?: string;
}

export interface Variation {
  key: string;
  name: Localized;
  details: VariationDetail[];
}

export interface DiscountCode {
  code: string;
  type: CostType;
  /** 'TOTAL' takes the amount off the products, 'SHIPPING_FEES' waives the shipping fee. */
  detailType: 'TOTAL' | 'SHIPPING_FEES';
  amount: number;
  /** Cart total (cents, tax included) below which the code does not apply. */
  minimumTotal: number | null;
  oncePerCustomer: boolean;
  /** Instants with the estate's offset; validUntil is the first instant the code no longer works. */
  validFrom: IsoDate;
  validUntil: IsoDate | null;
}
