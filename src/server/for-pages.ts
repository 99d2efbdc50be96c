// The one door from the pages to the server. Pages, layouts, components and the middleware render
// what the API answers, through the typed client (src/lib/api/), and may use nothing else of the
// server but this short list; `npm run lint` refuses any other import of src/server from them
// (the rule "pages-through-the-door" of .dependency-cruiser.cjs). Widen it knowingly: whatever
// is exported here is reachable from every page.
import type { Lang } from '~/lib/locale';
import { crossSiteAnswer, isCrossSite } from './http/origin';
import { getShop } from './shop';

export { faviconIco } from './services/favicon';
export { cspHash } from './http/security-headers';
export { loggedPath, safeRequestId } from './http/request-log';
export { log } from './log';

/** What rendering may use of the running shop: its API, answered in this process, and the address customers use. */
export interface ShopForPages {
  /** Sends a request to the shop API in-process (no network hop); `clientAddress` is whom the rate limits count. */
  fetch(request: Request, clientAddress?: string): Promise<Response>;
  /** PUBLIC_URL: canonical links, the sitemap. */
  publicUrl: string;
  /** The shop's rule against cross-site writes (src/server/http/origin.ts) for a request to a page: its 403, or null. */
  crossSiteRefusal(request: Request, clientAddress: string | undefined, lang: Lang): Response | null;
}

/** The running shop as pages see it: no database, no configuration beyond its public address. */
export async function shopForPages(): Promise<ShopForPages> {
  const shop = await getShop();
  return {
    fetch: async (request, clientAddress) => shop.app.fetch(request, clientAddress === undefined ? undefined : { clientAddress }),
    publicUrl: shop.config.publicUrl,
    crossSiteRefusal: (request, clientAddress, lang) =>
      isCrossSite({ method: request.method, url: request.url, headers: request.headers, connection: clientAddress }, shop.config) ? crossSiteAnswer(lang) : null,
  };
}
