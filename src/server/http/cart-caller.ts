import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { TFunction } from 'i18next';
import { GUEST_CART_COOKIE, GUEST_CART_SECONDS, type CartOwner } from '../services/cart/access';
import type { CartItemsError } from '../services/cart/errors';
import type { ViewContext } from '../services/cart/view';
import type { ShopEnv } from './context';

// Who is asking for a cart, and the cookie that ties a guest's cart to its browser: shared by the
// cart API and the plain add-to-cart form, so that both fill the same cart.

export function ownerOf(c: Context<ShopEnv>): CartOwner {
  return { caller: c.get('caller'), guestToken: getCookie(c, GUEST_CART_COOKIE) ?? null };
}

/** What a cart or order is read with: the caller's language, their own prices, the remembered parameters. */
export function viewContext(c: Context<ShopEnv>): ViewContext {
  const deps = c.get('deps');
  return { db: deps.db, now: deps.now(), siteId: c.get('siteId'), lang: c.get('lang'), t: c.get('t'), userId: c.get('caller')?.userId ?? null, memberDiscount: c.get('caller')?.memberDiscount ?? 0, remembered: deps.remembered, relays: deps.config.relays };
}

export function lineContext(c: Context<ShopEnv>) {
  const deps = c.get('deps');
  return { db: deps.db, now: deps.now(), siteId: c.get('siteId'), lang: c.get('lang'), remembered: deps.remembered };
}

/** Hands a new guest cart's token to its browser: HttpOnly (no script reads it), SameSite=Lax. */
export function keepGuestToken(c: Context<ShopEnv>, token: string | null) {
  if (!token) return;
  setCookie(c, GUEST_CART_COOKIE, token, { httpOnly: true, sameSite: 'Lax', secure: c.get('deps').config.secureCookies, path: '/', maxAge: GUEST_CART_SECONDS });
}

/** docs/architecture.md#the-api: a refused item change names each item with its problem, one by one and in one message. */
export function refusalOf(t: TFunction, error: CartItemsError) {
  const errors = error.items.map((item) => ({ key: item.key, message: t(item.problem.key, item.problem.params) }));
  return { errors, message: errors.map((e) => t('cart:labelled', { label: e.key, text: e.message })).join(' ') };
}
