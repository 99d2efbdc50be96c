// The add-to-cart form of a wine or product page works before its island wakes, and without
// JavaScript at all: a plain form posts here, the server adds the item to the visitor's cart (the
// one its session or cart cookie names, which the islands show too), then sends the browser to the
// cart page with a notice to show there once. The form's action: src/lib/api/cart.ts.

/** The cookie that carries the form's outcome to the cart page, read once. */
export const CART_NOTICE_COOKIE = 'cartNotice';

export interface CartNotice {
  kind: 'success' | 'error';
  message: string;
}

export function readCartNotice(raw: string | undefined): CartNotice | null {
  if (!raw) return null;
  try {
    const notice = JSON.parse(raw) as Partial<CartNotice>;
    if ((notice.kind === 'success' || notice.kind === 'error') && typeof notice.message === 'string') return { kind: notice.kind, message: notice.message };
  } catch {
    // A cookie the browser mangled says nothing.
  }
  return null;
}
