import type { AstroGlobal } from 'astro';
import type { FrameData } from '~/layouts/frame-data';
import { ApiRequestError, type ApiClient } from '~/lib/api';
import { ordersApi } from '~/lib/api/orders';
import { accountPage } from './account-page';
import type { Profile } from '~/lib/ui/account/types';

// What the pages of one order start with (/account/orders/{id} and its return pages): the signed-in
// customer, then the order. An order that does not exist, or is another customer's, is the
// not-found page: the API answers 404 for both, so nobody learns which orders exist.

const ID = /^[1-9]\d{0,8}$/;

export interface OrderPageData {
  frame: FrameData;
  profile: Profile;
  idOrder: number;
}

const missing = (error: unknown) => error instanceof ApiRequestError && (error.status === 404 || error.status === 400);

/** The id of the route parameter `name`, or null when it cannot be an id. */
export function routeId(astro: AstroGlobal, name: string): number | null {
  const raw = astro.params[name];
  return raw && ID.test(raw) ? Number(raw) : null;
}

/** The signed-in customer and the order id of the route, or the response to send instead. */
export async function orderRoute(astro: AstroGlobal): Promise<Response | OrderPageData> {
  const page = await accountPage(astro);
  if (page instanceof Response) return page;
  const idOrder = routeId(astro, 'id');
  if (idOrder === null) return astro.rewrite('/404');
  return { ...page, idOrder };
}

/** One call of the order's API; null when the caller may not see it (or it does not exist). */
export async function readable<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (missing(error)) return null;
    throw error;
  }
}

export const loadOrder = (api: ApiClient, idOrder: number) => readable(ordersApi(api).read(idOrder));

export const loadOrderBack = (api: ApiClient, idOrder: number) => readable(ordersApi(api).returns(idOrder));
