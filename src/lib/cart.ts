/**
 * The cart as the islands and the server's services name it. Its shapes are the cart contract's
 * zod schemas (src/lib/contracts/cart.ts), its calls are src/lib/api/cart.ts. A guest's cart is
 * tied to its browser by an HttpOnly cookie the API sets when it creates the cart: calls must be
 * same-origin with credentials (the shop's API client does so).
 */
export type {
  Cart,
  CartAddError,
  CartAddFailure,
  CartClubGift,
  CartDiscount,
  CartLine,
  CartLineCustomization,
  CartType,
  ClubGiftChoice,
  ClubGiftRequest,
  CustomizationAnswer,
  CustomizationInputType,
  CustomizationPrice,
  CustomizationType,
  CustomizationValue,
  ProductCustomization,
  ValidatedFile,
  VolumeDiscount,
} from './contracts/cart';

/** The cart id a browser uses when it holds none yet: POST /cart/new/product/{declinationId} creates it. */
export const NEW_CART = 'new';

/**
 * The length a text customization is priced on (textTier) and checked against (textMaxLength):
 * characters as the customer sees them, without the spaces around the text.
 */
export function customizationTextLength(text: string): number {
  return [...text.normalize('NFC').trim()].length;
}
