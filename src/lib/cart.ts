/**
 * What the cart and customization API answers (SPEC.md section 7, Cart and Customization rows),
 * shared by the server that builds it and the islands that show it. Every figure is computed by
 * the server; money in euro cents, tax included; percentages in basis points (1250 = 12.5 %).
 *
 * The calls, all answering a Cart unless said otherwise:
 * - POST /cart and POST /cart/{id|new} `{ discountCode?, type? }`: the caller's main cart (created
 *   if none) or that cart, refreshed; discountCode applies a code (refused with its reason), null
 *   or '' removes it, absent leaves it. A cart already ordered answers 409, another visitor's 404.
 * - POST /cart/{id|new}/product/{declinationId}, multipart: type, quantity, customizations (JSON
 *   text of CustomizationAnswer[]), files under `image` or `images` (a FILE answer names its file
 *   by `filename`). A refusal is a CartAddFailure.
 * - PUT /cart/{id}/product/{productId}/quantity `{ quantity, idCartProduct }` (refusal: CartAddFailure).
 * - DELETE /cart/{id}/product/{productId}/{idCartProduct}; DELETE /cart/{id} (answers null).
 * - GET /cart/{id}/default, signed in: the guest cart of this browser joins the customer's cart.
 * - GET /product/{id}/customization → ProductCustomization[];
 *   POST /product-customization/{id}/file/validate (multipart `image`) → ValidatedFile;
 *   POST /cart/product/{idProduct}/declination/{idDeclination}/customize/price
 *   `{ customizations }` → CustomizationPrice.
 * A guest's cart is tied to its browser by an HttpOnly cookie the API sets when it creates the
 * cart: calls must be same-origin with credentials (the shop's API client does so).
 */
import type { CapacityUnit, CatalogueImage, ProductType } from './catalogue';
import type { FreeShippingProgress } from './rules/bottles';
import type { CostType } from './rules/customization-price';

/** A customer's answer to one customization of a cart product (SPEC.md's answer payload). */
export interface CustomizationAnswer {
  /** The customization answered. */
  id: number;
  /** For DYNAMIC_FORM customizations: form field name → value. */
  formAnswer?: Record<string, unknown>;
  /** For FILE inputs: the uploaded file's name (its bytes are in cartFile). */
  filename?: string;
  textValue?: string;
  checkboxValue?: boolean;
  selectValue?: { key: string; value: string };
}

export type CartType = 'MAIN_CART';

/** The cart id a browser uses when it holds none yet: POST /cart/new/product/{declinationId} creates it. */
export const NEW_CART = 'new';

/** One answered customization of a line, as the customer reads it in the cart. */
export interface CartLineCustomization {
  /** The customization answered. */
  id: number;
  inputType: CustomizationInputType | null;
  label: string;
  /** The text, the chosen option, 'Oui'/'Yes', or the file name. */
  value: string;
  /** What it adds to one unit, in cents. */
  cost: number;
  /** FILE answers: where the cart's owner (or an admin) reads the uploaded image; null otherwise. */
  fileUrl: string | null;
}

/** The volume discount a line gets from its quantity (the largest tier reached). */
export interface VolumeDiscount {
  minQuantity: number;
  type: 'EURO' | 'PERCENT';
  /** Cents for EURO, basis points for PERCENT. */
  amount: number;
  /** What it takes off one unit, in cents. */
  perUnit: number;
}

/** A line of the cart (`id` is the idCartProduct of the quantity and delete calls). */
export interface CartLine {
  id: number;
  productId: number;
  declinationId: number;
  quantity: number;
  type: ProductType;
  isDematerialized: boolean;
  hasShippingFees: boolean;
  /** The product's VAT rate in basis points (2000 = 20 %), copied onto the order line. */
  vatRate: number;
  reference: string | null;
  sellByMultipleOf: number;
  capacity: number | null;
  capacityUnit: CapacityUnit | null;
  /** Bottles one unit holds (boxes); null for a single item. */
  setQuantity: number | null;
  name: string;
  /** The item as the customer names it: 'Les Côtes du Clos 2022 – 75 cl', 'Coffret Découverte – Or'. */
  label: string;
  slug: string;
  /** The product's page, without language prefix. */
  path: string;
  year: number | null;
  image: CatalogueImage | null;
  /** One unit at the catalogue's price today (fixed price or price, less the product discount). */
  basePrice: number;
  /** What the customizations add to one unit. */
  customizationCost: number;
  /** One unit as charged: basePrice + customizationCost − volume discount. */
  unitPrice: number;
  lineTotal: number;
  volumeDiscount: VolumeDiscount | null;
  customizations: CartLineCustomization[];
  /** Units left when stock is tracked, else null. */
  stock: number | null;
  /** Why this line cannot be ordered as it is (sold out since it was added…), else null. */
  problem: string | null;
}

/** The discount code recorded on the cart. */
export interface CartDiscount {
  code: string;
  type: 'EURO' | 'PERCENT';
  detailType: 'PRODUCT' | 'SHIPPING_FEES' | 'CART';
  /** Cents for EURO, basis points for PERCENT. */
  amount: number;
  /** What it takes off the products; 0 for SHIPPING_FEES codes, which the checkout applies to the shipping fee. */
  total: number;
  /** Why the code does not apply any more (below its minimum, expired…); it then takes nothing off. */
  problem: string | null;
}

export interface Cart {
  id: number;
  type: CartType;
  products: CartLine[];
  /** Number of units in the cart (SPEC's totalProduct). */
  totalProduct: number;
  totals: {
    /** Sum of the line totals. */
    products: number;
    /** What the discount code takes off the products. */
    discount: number;
    /** products − discount, before shipping. */
    total: number;
  };
  discount: CartDiscount | null;
  /** Bottles counted for shipping (SPEC section 9: half bottles count half, boxes their bottles). */
  bottles: number;
  /** False when every line is dematerialized (gift card, voucher). */
  needsShipping: boolean;
  /** Against FREE_SHIPPING_BOTTLE and FREE_SHIPPING_PRICE; amountLeft in cents. */
  freeShipping: FreeShippingProgress;
  /** MINIMUM_EXPEDITION_BOTTLE and MAXIMUM_EXPEDITION_BOTTLE, null when unset. */
  minimumBottles: number | null;
  maximumBottles: number | null;
  /** BOTTLE_MULTIPLE: a shipment holds whole cases of this many bottles; null when unset. */
  bottleMultiple: number | null;
  /** SHIPPING_MESSAGE in the caller's language. */
  shippingMessage: string | null;
}

/**
 * A refused add-to-cart: the answer is `{ success: false, message, data: { errors } }`. The message
 * already appends each item's key and error ('Les Côtes du Clos 2022 – 75 cl : Il ne reste plus que
 * 3 articles en stock.'); `errors` gives them one by one.
 */
export interface CartAddError {
  /** The item: the declination's label, or the customization's label for a bad answer. */
  key: string;
  message: string;
}

export interface CartAddFailure {
  errors: CartAddError[];
}

export type CustomizationType = 'SIMPLE' | 'DYNAMIC_FORM';
export type CustomizationInputType = 'TEXT' | 'SELECT' | 'CHECKBOX' | 'FILE';

/** A priced option: a SELECT choice, a TEXT tier (from textNumberOfChar characters on), the cost of a FILE or CHECKBOX. */
export interface CustomizationValue {
  id: number;
  label: string;
  textNumberOfChar: number | null;
  selectKey: string | null;
  costType: CostType;
  /** Cents for EURO, basis points for PERCENT. */
  amount: number;
  /** '+5 €', '+10 %' (formatCost); null when it costs nothing. */
  cost: string | null;
}

/** GET /product/{id}/customization: what the customer may personalise, step by step in this order. */
export interface ProductCustomization {
  id: number;
  type: CustomizationType;
  inputType: CustomizationInputType | null;
  label: string;
  description: string | null;
  required: boolean;
  /** TEXT: the longest text accepted. */
  textMaxLength: number | null;
  /** FILE: what the server accepts (checked again by POST /product-customization/{id}/file/validate). */
  file: { acceptedMimes: string[]; maxBytes: number | null; minWidth: number | null; minHeight: number | null } | null;
  /** DYNAMIC_FORM: the form to fill (GET /forms/{id}). */
  formId: number | null;
  values: CustomizationValue[];
}

/** POST /cart/product/{idProduct}/declination/{idDeclination}/customize/price */
export interface CustomizationPrice {
  /** basePrice + customizationCost. */
  unitPrice: number;
  basePrice: number;
  customizationCost: number;
  /** What each answered customization adds to one unit. */
  lines: { id: number; cost: number }[];
}

/** POST /product-customization/{id}/file/validate: the image as the server read it. */
export interface ValidatedFile {
  filename: string;
  mime: 'image/png' | 'image/jpeg';
  byteSize: number;
  width: number;
  height: number;
}

/**
 * The length a text customization is priced on (textTier) and checked against (textMaxLength):
 * characters as the customer sees them, without the spaces around the text.
 */
export function customizationTextLength(text: string): number {
  return [...text.normalize('NFC').trim()].length;
}
