import type { APIRoute } from 'astro';
import { getShop } from '~/server/shop';

/** Hands every /api request to the Hono app (DESIGN.md, "What runs"). */
export const ALL: APIRoute = async ({ request, clientAddress, cache }) => {
  const shop = await getShop();
  shop.pageCache.attach(cache);
  return shop.app.fetch(request, { clientAddress });
};
