import { defineMiddleware } from 'astro:middleware';
import { createApiClient } from './lib/api';
import { langFromPathname, stripLangPrefix } from './lib/locale';
import { getShop } from './server/shop';

/**
 * Every page: the language from the URL prefix (pages live under `[...locale]`, so one file serves
 * every language), the API client for server rendering, and the `?from=` visit log of SPEC.md
 * section 2 (logged, then the same page without the query).
 */
export const onRequest = defineMiddleware(async (context, next) => {
  const { url } = context;
  if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/_')) return next();

  // A page rewritten to the not-found page is rendered again under '/404': the address the
  // visitor asked for still tells the language and the page the language menu should keep.
  const asked = (context.originPathname ?? url.pathname).replace(/(.)\/+$/, '$1');
  const lang = langFromPathname(asked);
  const locale = context.params.locale;
  if (locale !== undefined && locale !== 'en_US' && locale !== 'fr_FR') return context.rewrite('/404');
  context.locals.lang = lang;
  context.locals.pathname = stripLangPrefix(asked);

  const shop = await getShop();
  shop.pageCache.attach(context.cache);
  context.locals.publicUrl = shop.config.publicUrl;
  const cookie = context.request.headers.get('cookie');
  // The page's calls to the API are part of its request: their errors are logged under its id.
  const requestId = context.request.headers.get('x-request-id');
  context.locals.api = createApiClient({
    lang,
    baseUrl: `${url.origin}/api`,
    fetch: (request) => Promise.resolve(shop.app.fetch(request, { clientAddress: context.clientAddress })),
    headers: { ...(cookie ? { cookie } : {}), ...(requestId ? { 'x-request-id': requestId } : {}) },
  });

  const from = url.searchParams.get('from');
  if (from) {
    await context.locals.api.get(`/site/visit/${encodeURIComponent(from)}`, { path: context.locals.pathname }).catch(() => undefined);
    const clean = new URL(url);
    clean.searchParams.delete('from');
    return context.redirect(clean.pathname + clean.search, 302);
  }
  return next();
});
