// The visitor's cart (docs/architecture.md#the-browser), shared by the header's count and
// preview, the add-to-cart control, the customization page and the cart page. The cart id ('new'
// when there is none) and the cart itself live in localStorage, so every tab reads the same cart
// and follows its changes (persistent atoms listen to the storage event). The server is the
// authority: each action sends a change and keeps the cart the server answers.
import { persistentAtom } from '@nanostores/persistent';
import { computed } from 'nanostores';
import { ApiRequestError, createApiClient } from '~/lib/api';
import { browserApi } from '~/scripts/browser-api';
import { cartApi, type CartAddition } from '~/lib/api/cart';
import { NEW_CART, type Cart, type CartLine, type ClubGiftRequest } from '~/lib/cart';
import { langFromPathname } from '~/lib/locale';
import { showToast } from './ui';

export const $cartId = persistentAtom<string>('cart-id', NEW_CART);

export const $cart = persistentAtom<Cart | null>('cart', null, {
  encode: (cart) => (cart === null ? undefined : JSON.stringify(cart)),
  decode: (raw) => {
    try {
      const cart = JSON.parse(raw) as Cart | null;
      // A cart stored by an older version of the shop is refreshed from the server anyway.
      return cart && Array.isArray(cart.products) ? cart : null;
    } catch {
      return null;
    }
  },
});

/** Units in the cart: the header's badge. */
export const $cartCount = computed($cart, (cart) => cart?.totalProduct ?? 0);

/** The page's language names the language of the cart's labels and of the server's messages. */
const pageLang = () => langFromPathname(location.pathname);
const api = () => browserApi(pageLang());

/** The stored cart id as a number, or null while the browser holds no cart. */
function storedId(): number | null {
  const id = $cartId.get();
  return /^\d+$/.test(id) ? Number(id) : null;
}

function keep(cart: Cart): Cart {
  $cartId.set(String(cart.id));
  $cart.set(cart);
  return cart;
}

/** The server no longer lets this browser change the cart: someone else's, deleted, or ordered. */
const isGone = (error: unknown) => error instanceof ApiRequestError && (error.status === 404 || error.status === 409);

// One change at a time: two quick clicks must not create two carts, nor answer out of order.
let queue: Promise<unknown> = Promise.resolve();
function inTurn<T>(action: () => Promise<T>): Promise<T> {
  const run = queue.then(action, action);
  queue = run.catch(() => undefined);
  return run;
}

/**
 * A change of the stored cart; null when this browser holds none any more (another tab emptied
 * it). A change refused because the cart is gone forgets it here too, then the caller shows why.
 */
async function change(action: (cartId: number) => Promise<Cart>): Promise<Cart | null> {
  return inTurn(async () => {
    const id = storedId();
    if (id === null) {
      clear();
      return null;
    }
    try {
      return keep(await action(id));
    } catch (error) {
      if (isGone(error)) clear();
      throw error;
    }
  });
}

/** Forgets the cart in this browser (sign-out, a cart gone or ordered). */
export function clear(): void {
  $cartId.set(NEW_CART);
  $cart.set(null);
}

/**
 * The stored cart, refreshed as the main cart. A failure clears the local cart and shows the
 * server's message; `quiet` (the refresh of a page load) shows nothing and keeps the cart unless
 * the server says it is gone.
 */
export function refresh({ quiet = false } = {}): Promise<Cart | null> {
  return inTurn(async () => {
    const id = storedId();
    if (id === null) {
      if ($cart.get() !== null) $cart.set(null);
      return null;
    }
    // The refresh of a page load does not move the progress bar: the visitor asked for nothing.
    const client = quiet ? createApiClient({ lang: pageLang() }) : api();
    try {
      return keep(await cartApi(client).refresh(id));
    } catch (error) {
      if (!quiet) {
        clear();
        showToast({ kind: 'error', message: (error as Error).message });
      } else if (isGone(error)) clear();
      return null;
    }
  });
}

/**
 * The cart the server found for this browser as it rendered the page (the cart page): it is the
 * one the API adds to, so it becomes the stored cart, also when the plain add-to-cart form filled
 * it before any island ran.
 */
export function adopt(cart: Cart): void {
  keep(cart);
}

let restoring: Promise<Cart | null> | null = null;

/** The refresh of a page load, once per page whoever asks for it. */
export function restore(): Promise<Cart | null> {
  restoring ??= refresh({ quiet: true });
  return restoring;
}

export type AddOptions = Omit<CartAddition, 'quantity'>;

/**
 * Adds a declination (multipart, docs/architecture.md#the-api). A refusal rejects with the server's message,
 * which names each item with its problem. A stored cart that is gone is forgotten and the item
 * goes to a new cart.
 */
export function add(declinationId: number, quantity: number | string, options: AddOptions = {}): Promise<Cart> {
  return addToStoredCart((cartId) => cartApi(api()).add(cartId, declinationId, { ...options, quantity }));
}

export function setQuantity(line: Pick<CartLine, 'id' | 'productId'>, quantity: number | string): Promise<Cart | null> {
  return change((cartId) => cartApi(api()).setQuantity(cartId, line, quantity));
}

export function remove(line: Pick<CartLine, 'id' | 'productId'>): Promise<Cart | null> {
  return change((cartId) => cartApi(api()).remove(cartId, line));
}

/**
 * Adds a gift membership of the wine club (docs/club.md, "Gift memberships"); a refusal rejects with
 * the server's message. A stored cart that is gone is forgotten and the gift goes to a new cart.
 */
export function addClubGift(gift: ClubGiftRequest): Promise<Cart> {
  return addToStoredCart((cartId) => cartApi(api()).addClubGift(cartId, gift));
}

/** Sends an addition to the stored cart; a stored cart that is gone is forgotten and the addition goes to a new one. */
function addToStoredCart(send: (cartId: string) => Promise<Cart>): Promise<Cart> {
  return inTurn(async () => {
    const id = $cartId.get();
    try {
      return keep(await send(id));
    } catch (error) {
      if (id === NEW_CART || !isGone(error)) throw error;
      clear();
      return keep(await send(NEW_CART));
    }
  });
}

export function removeClubGift(index: number): Promise<Cart | null> {
  return change((cartId) => cartApi(api()).removeClubGift(cartId, index));
}

/** Applies a discount code, or removes the cart's code with null; a refused code rejects with its reason. */
export function applyCode(code: string | null): Promise<Cart | null> {
  return change((cartId) => cartApi(api()).refresh(cartId, { type: 'MAIN_CART', discountCode: code }));
}

/**
 * After sign-in (docs/architecture.md#the-browser): a stored cart id becomes the customer's default cart (the
 * guest's bottles join theirs); without one, or when it is gone, the customer's cart is fetched.
 * Signing in succeeded whatever happens here: a failure only forgets the local cart.
 */
export function adoptOnLogin(): Promise<Cart | null> {
  return inTurn(async () => {
    const id = storedId();
    if (id !== null) {
      const adopted = await cartApi(api()).makeDefault(id).catch(() => null);
      if (adopted) return keep(adopted);
    }
    try {
      return keep(await cartApi(api()).open());
    } catch {
      clear();
      return null;
    }
  });
}
