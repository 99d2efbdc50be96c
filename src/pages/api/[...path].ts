import type { APIRoute } from 'astro';
import { shopForPages } from '~/server/for-pages';

/**
 * A JSON answer with its Content-Length. The server compresses what it sends but answers under
 * 1.4 kB (scripts/serve/process.mjs), which it can tell only by that header: Astro writes the
 * status and headers before the body, so an answer without it was always compressed, a cart's
 * 1.2 kB included (a quarter of an add-to-cart's CPU time; README, "Performance"). The shop's JSON
 * is made whole (Hono's c.json) before it is sent, so reading it here streams nothing less.
 */
async function withLength(answer: Response): Promise<Response> {
  if (!answer.body || answer.headers.has('content-length') || !answer.headers.get('content-type')?.startsWith('application/json')) return answer;
  const body = await answer.arrayBuffer();
  const sized = new Response(body, { status: answer.status, statusText: answer.statusText, headers: answer.headers });
  sized.headers.set('content-length', String(body.byteLength));
  return sized;
}

/** Hands every /api request to the Hono app (docs/architecture.md, "Where a request goes"). */
export const ALL: APIRoute = async ({ request, clientAddress }) => {
  const shop = await shopForPages();
  return withLength(await shop.fetch(request, clientAddress));
};
