import type { APIRoute } from 'astro';
import { getShop } from '~/server/shop';

/** Hands every /api request to the Hono app (DESIGN.md, "What runs"). */
export const ALL: APIRoute = async ({ request, clientAddress }) => {
  const shop = await getShop();
  return shop.app.fetch(request, { clientAddress });
};
