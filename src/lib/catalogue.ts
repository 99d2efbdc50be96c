/**
 * What the catalogue API answers (GET /product, GET /product/{id}…), shared by the server that
 * builds it and the pages and islands that show it. Money in euro cents, tax included;
 * percentages in basis points (1250 = 12.5 %).
 */
import type { NutritionValues } from './e-label';
import type { CapacityUnit, ProductType } from './contracts/catalogue';
import type { PresentedImage } from './contracts/image';

export type { CapacityUnit, PresentedImage, ProductType };
export type WineColour = 'RED' | 'WHITE' | 'ROSE' | 'SPARKLING' | 'SWEET';

/** A gallery entry: a stored image, a stored video, or a video hosted elsewhere (YouTube…). */
export type GalleryItem =
  | ({ kind: 'image' } & PresentedImage)
  | { kind: 'video'; id: number; url: string; poster: string | null; title: string }
  | { kind: 'hosted'; id: number; embedUrl: string; poster: string | null; title: string };

export interface Discount {
  id: number;
  type: 'EURO' | 'PERCENT';
  /** Cents for EURO, basis points for PERCENT. */
  amount: number;
  detailType: 'PRODUCT' | 'SHIPPING_FEES' | 'CART';
}

export interface Declination {
  id: number;
  year: number | null;
  capacity: number | null;
  capacityUnit: CapacityUnit | null;
  /** The catalogue price. */
  price: number;
  /** A price the owner fixed for this declination, winning over price when set. */
  fixedPrice: number | null;
  /** What the customer pays for one unit today: fixedPrice or price, less the product discount. */
  finalPrice: number;
  discount: Discount | null;
  /** Units left when stock is tracked (HANDLE_STOCK / USE_PRODUCT_STOCK), else null. */
  quantity: number | null;
  tracksStock: boolean;
  /** Bottles in a set (a box of 6 counts 6 bottles for shipping). */
  setQuantity: number | null;
  sellByMultipleOf: number;
  image: PresentedImage | null;
  /** The declination's value for each of the product's variations (position 1 to 3). */
  variations: { position: number; idVariation: number; id: number; label: string }[];
  reference: string | null;
}

export interface ProductSummary {
  id: number;
  type: ProductType;
  name: string;
  slug: string;
  /** The page of the product without language prefix: '/wines/{slug}/{id}' or '/products/{slug}/{id}'. */
  path: string;
  appellation: string | null;
  colour: WineColour | null;
  shortDescription: string | null;
  image: PresentedImage | null;
  /** The lowest finalPrice among valid declinations, and the price before discount when lower. */
  priceFrom: number;
  priceBefore: number | null;
  years: number[];
  capacities: { capacity: number; capacityUnit: CapacityUnit }[];
  grapes: { variety: string; percent: number | null }[];
  tags: string[];
  isDematerialized: boolean;
  /** False when every declination with tracked stock is sold out. */
  inStock: boolean;
  /** Relevance when the list was searched, else null. */
  rank: number | null;
}

export interface ProductList {
  products: ProductSummary[];
  total: number;
  /** What the filters can offer, over the whole catalogue of the requested kind. */
  facets: {
    colours: WineColour[];
    appellations: string[];
    years: number[];
    tags: string[];
    price: { min: number; max: number };
  };
}

export interface Award {
  id: number;
  name: string;
  competition: string;
  medal: 'PLATINUM' | 'DOUBLE_GOLD' | 'GOLD' | 'SILVER' | 'BRONZE' | 'COMMENDED' | null;
  year: number | null;
  score: number | null;
  scoreOutOf: number | null;
  image: PresentedImage | null;
}

/** The values are per 100 ml. */
export interface Nutrition extends NutritionValues {
  declinationId: number | null;
  year: number | null;
  ingredients: string | null;
  allergens: string | null;
}

export interface ProductDetail extends ProductSummary {
  reference: string | null;
  description: string | null;
  tasting: { eye: string | null; nose: string | null; mouth: string | null };
  foodPairing: string | null;
  vinification: string | null;
  terroir: string | null;
  metaDescription: string | null;
  alcoholDegree: number | null;
  servingTemperature: { min: number | null; max: number | null };
  ageingPotential: { min: number | null; max: number | null };
  /** The product's slug in each language, for hreflang and the language menu. */
  slugs: { fr_FR: string; en_US: string };
  gallery: GalleryItem[];
  declinations: Declination[];
  /** Up to three variation definitions, with the values this product's declinations use. */
  variations: { position: number; idVariation: number; label: string; displayLabel: string | null; details: { id: number; label: string }[] }[];
  features: { id: number; label: string; value: string; icon: string | null }[];
  mealIcons: { id: number; key: string; label: string; icon: string | null }[];
  awards: Award[];
  /** Volume discounts: from minQuantity units, type and amount as Discount. */
  decreasingDiscounts: { minQuantity: number; type: 'EURO' | 'PERCENT'; amount: number }[];
  nutrition: Nutrition[];
  hasCustomizations: boolean;
}

/** The page of a product, without language prefix. */
export function productPath(product: { type: ProductType; slug: string; id: number }): string {
  return `/${product.type === 'WINE' ? 'wines' : 'products'}/${product.slug}/${product.id}`;
}

/**
 * The e-label of a wine and vintage (EU regulation 2021/2117, since December 2023): what the
 * bottle's QR code opens. Nothing commercial: no price, no link to the shop.
 */
export interface ELabel {
  productId: number;
  name: string;
  appellation: string | null;
  colour: WineColour | null;
  /** null for a non-vintage wine (its address says 'nv'). */
  year: number | null;
  alcoholDegree: number | null;
  capacities: { capacity: number; capacityUnit: CapacityUnit }[];
  ingredients: string | null;
  allergens: string | null;
  /** Per 100 ml: grams, and kJ / kcal for energy. */
  nutrition: Omit<Nutrition, 'declinationId' | 'year' | 'ingredients' | 'allergens'> | null;
  /** The short, stable public address printed as a QR code: {publicUrl}/e/{id}/{year or nv}. */
  url: string;
}
