import { useEffect, useState } from 'react';
import type { Cart } from '~/lib/cart';
import { restore } from '~/stores/cart';
import { useStoredCart } from '../cart/use-cart';

/**
 * The cart a checkout step works on: the stored cart at once, then as the server sees it (the page
 * load's refresh). There is nothing to check out without items: an empty or gone cart sends the
 * customer back to the cart page, which says so.
 */
export function useCheckoutCart(cartPath: string): { cart: Cart | null; ready: boolean } {
  const { cart, mounted } = useStoredCart();
  const [refreshed, setRefreshed] = useState(false);
  // A cart of gift memberships alone (docs/club.md) is checked out as a cart of gift cards is.
  const empty = !cart || (cart.products.length === 0 && !cart.clubGifts?.length);

  useEffect(() => {
    void restore().finally(() => setRefreshed(true));
  }, []);

  useEffect(() => {
    if (mounted && refreshed && empty) location.replace(cartPath);
  }, [mounted, refreshed, empty, cartPath]);

  return { cart: empty ? null : cart, ready: mounted && !empty };
}
