import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { Cart } from '~/lib/cart';
import { $cart } from '~/stores/cart';

/** False for the render that hydrates the server's HTML, true from the first effect on. */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}

/**
 * The stored cart, once the island is mounted. The server knows no visitor's cart, so the first
 * render shows none, as the server did; rendering the stored cart at once would not match the
 * server's HTML (React error #418).
 */
export function useStoredCart(): { cart: Cart | null; mounted: boolean } {
  const cart = useStore($cart);
  const mounted = useMounted();
  return { cart: mounted ? cart : null, mounted };
}
