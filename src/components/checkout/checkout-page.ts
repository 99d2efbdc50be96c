import type { AstroGlobal } from 'astro';
import type { Profile } from '~/lib/ui/account/types';
import type { FrameData } from '~/layouts/frame-data';
import { loadFrame, signedInFrame } from '~/layouts/load-frame';
import { ApiRequestError } from '~/lib/api';
import { authApi } from '~/lib/api/account';
import { ordersApi } from '~/lib/api/orders';
import { localizedPath } from '~/lib/locale';
import type { OrderDetail } from '~/lib/order';

export interface CheckoutPage {
  frame: FrameData;
  profile: Profile | null;
}

export type SignedInPage = CheckoutPage & { profile: Profile };

/**
 * What the checkout's steps and the order outcome pages start with. They show one customer's
 * cart or order: never cached. They belong to the shop, so a site that does not sell sends them
 * home (docs/architecture.md#pages-and-languages). A signed-out visitor:
 * - 'optional': stays (the address step asks them to sign in, the problem pages need nobody);
 * - 'address-step': goes to /cart/address, where signing in is part of the checkout;
 * - 'required': goes to /auth, back here afterwards with the same query (the provider's return
 *   query must survive the detour).
 */
export async function checkoutPage(astro: AstroGlobal, signIn: 'required' | 'address-step'): Promise<SignedInPage | Response>;
export async function checkoutPage(astro: AstroGlobal, signIn: 'optional'): Promise<CheckoutPage | Response>;
export async function checkoutPage(astro: AstroGlobal, signIn: 'required' | 'address-step' | 'optional'): Promise<CheckoutPage | Response> {
  const { api, lang, pathname } = astro.locals;
  astro.response.headers.set('Cache-Control', 'private, no-store');
  // The provider's return query is a signed token: no other site reads it in a Referer.
  astro.response.headers.set('Referrer-Policy', 'same-origin');
  const [frame, profile] = await Promise.all([loadFrame(astro.locals), authApi(api).me()]);
  if (!frame.site.isECommerce) return astro.redirect(localizedPath(lang, '/'), 302);
  if (profile) return { frame: signedInFrame(frame, profile), profile };
  if (signIn === 'optional') return { frame, profile };
  if (signIn === 'address-step') return astro.redirect(localizedPath(lang, '/cart/address'), 302);
  const back = localizedPath(lang, pathname) + astro.url.search;
  return astro.redirect(localizedPath(lang, `/auth?redirect=${encodeURIComponent(back)}`), 302);
}

/** An order id from a path segment or the `order` query parameter; null when absent or not an id. */
export function orderIdOf(raw: string | null | undefined): number | null {
  return raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
}

/** The caller's order, or null when it is not theirs or does not exist (the API answers 404 alike). */
export async function readOrder(api: App.Locals['api'], idOrder: number | null): Promise<OrderDetail | null> {
  if (idOrder === null) return null;
  try {
    return await ordersApi(api).read(idOrder);
  } catch (error) {
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 401)) return null;
    throw error;
  }
}
