import type { ApiClient } from '../api';
import type { Cart, CartLine, CartRequest, ClubGiftRequest, CustomizationAnswer, CustomizationPrice, ProductCustomization, ValidatedFile } from '../contracts/cart';

// The cart and customization calls; their shapes are the cart contract
// (src/lib/contracts/cart.ts). A cart id is a number, or 'new' for the caller's current cart
// (created if none). A refused item change rejects with the server's message naming each item.

type CartId = number | string;
type LineRef = Pick<CartLine, 'id' | 'productId'>;

/** What an add-to-cart sends: the quantity (not a number: the sell-by multiple) and the answers. */
export interface CartAddition {
  quantity: number | string;
  customizations?: CustomizationAnswer[];
  /** The files of FILE answers, each named as its answer's filename. */
  files?: File[];
}

export const cartApi = (api: ApiClient) => ({
  /** The caller's main cart, created if none; `discountCode` applies or removes a code. */
  open: (request: CartRequest = { type: 'MAIN_CART' }) => api.post<Cart>('/cart', request),
  refresh: (cartId: CartId, request: CartRequest = { type: 'MAIN_CART' }) => api.post<Cart>(`/cart/${cartId}`, request),
  /** The cart the session or cart cookie names, or null: nothing is created. */
  current: () => api.get<Cart | null>('/cart/current'),
  /** After sign-in: the guest cart of this browser becomes the customer's. */
  makeDefault: (cartId: CartId) => api.get<Cart>(`/cart/${cartId}/default`),
  add: (cartId: CartId, declinationId: number, { quantity, customizations, files }: CartAddition) =>
    api.upload<Cart>(`/cart/${cartId}/product/${declinationId}`, { type: 'MAIN_CART', quantity, customizations }, files),
  setQuantity: (cartId: CartId, line: LineRef, quantity: number | string) =>
    api.put<Cart>(`/cart/${cartId}/product/${line.productId}/quantity`, { quantity, idCartProduct: line.id }),
  remove: (cartId: CartId, line: LineRef) => api.delete<Cart>(`/cart/${cartId}/product/${line.productId}/${line.id}`),
  /** A gift membership of the wine club (docs/club.md): the price is the formula's. */
  addClubGift: (cartId: CartId, gift: ClubGiftRequest) => api.post<Cart>(`/cart/${cartId}/club-gift`, gift),
  removeClubGift: (cartId: CartId, index: number) => api.delete<Cart>(`/cart/${cartId}/club-gift/${index}`),
});

export const customizationApi = (api: ApiClient) => ({
  ofProduct: (productId: number) => api.get<ProductCustomization[]>(`/product/${productId}/customization`),
  checkFile: (customizationId: number, file: File) => api.upload<ValidatedFile>(`/product-customization/${customizationId}/file/validate`, {}, [file]),
  price: (productId: number, declinationId: number, customizations: CustomizationAnswer[]) =>
    api.post<CustomizationPrice>(`/cart/product/${productId}/declination/${declinationId}/customize/price`, { customizations }),
});

/** The action of the plain add-to-cart form (src/lib/cart-form.ts): the API route that answers a form with a redirect. */
export const addToCartFormAction = (declinationId: number) => `/api/cart-form/${declinationId}`;
