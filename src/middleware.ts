import type { APIContext, MiddlewareNext } from 'astro';
import { defineMiddleware } from 'astro:middleware';
import { createApiClient } from './lib/api';
import { langFromPathname, stripLangPrefix } from './lib/locale';
import { withRequestLog } from './server/http/request-log';
import { log } from './server/log';
import { getShop } from './server/shop';

/**
 * Every page: the language from the URL prefix (pages live under `[...locale]`, so one file serves
 * every language), the API client for server rendering, and the `?from=` visit log of SPEC.md
 * section 2 (logged, then the same page without the query).
 */
async function route(context: APIContext, next: MiddlewareNext): Promise<Response> {
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
  context.locals.api = createApiClient({
    lang,
    baseUrl: `${url.origin}/api`,
    fetch: (request) => Promise.resolve(shop.app.fetch(request, { clientAddress: context.clientAddress, requestId: context.locals.requestId })),
    headers: cookie ? { cookie } : {},
  });

  const from = url.searchParams.get('from');
  if (from) {
    await context.locals.api.get(`/site/visit/${encodeURIComponent(from)}`, { path: context.locals.pathname }).catch(() => undefined);
    const clean = new URL(url);
    clean.searchParams.delete('from');
    return context.redirect(clean.pathname + clean.search, 302);
  }
  return next();
}

/**
 * Every request Astro renders, pages and /api alike, gets its one log line here: this is the one
 * place all of them pass, in `astro dev` as behind scripts/serve.mjs, and the calls pages make to
 * the API in-process do not (they are part of their page's request). Files (/_astro/*, public/)
 * are served before Astro and not logged: they carry no logic, and a CDN usually serves them.
 * A page rewritten (to the not-found page) or rendered again as the error page passes here once
 * more: it keeps its first id and line.
 */
export const onRequest = defineMiddleware((context, next) => {
  if (context.locals.requestId) return route(context, next);
  return withRequestLog(log, context.request, async (requestId) => {
    context.locals.requestId = requestId;
    return route(context, next);
  });
});
