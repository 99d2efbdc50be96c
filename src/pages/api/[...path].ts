import type { APIRoute } from 'astro';
import { shopForPages } from '~/server/for-pages';

/** Hands every /api request to the Hono app (docs/architecture.md, "Where a request goes"). */
export const ALL: APIRoute = async ({ request, clientAddress }) => {
  const shop = await shopForPages();
  return shop.fetch(request, clientAddress);
};
