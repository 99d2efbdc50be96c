import { defineMiddleware } from 'astro:middleware';
import { createApiClient } from './lib/api';
import { siteApi } from './lib/api/site';
import { langFromPathname, stripLangPrefix } from './lib/locale';
import { shopForPages } from './server/for-pages';

/**
 * Every page: the language from the URL prefix (pages live under `[...locale]`, so one file serves
 * every language), the API client for server rendering, and the `?from=` visit log
 * (docs/architecture.md#pages-and-languages: logged, then the same page without the query).
 */
export const onRequest = defineMiddleware(async (context, next) => {
  const { url } = context;
  // The shop's one rule against cross-site writes, which the API applies to /api itself (Astro's
  // own check is off: it knows neither PUBLIC_URL nor a TLS proxy, and refused scripts).
  if (!url.pathname.startsWith('/api/')) {
    const refused = (await shopForPages()).crossSiteRefusal(context.request, context.clientAddress, langFromPathname(url.pathname));
    if (refused) return refused;
  }
  // A built file that is not there (an old page asking for the assets of a former build): a plain
  // 404, not the not-found page, which is rendered for people and needs what is set up below.
  if (url.pathname.startsWith('/_astro/')) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/_')) return next();

  // A page rewritten to the not-found page is rendered again under '/404': the address the
  // visitor asked for still tells the language and the page the language menu should keep.
  const asked = (context.originPathname ?? url.pathname).replace(/(.)\/+$/, '$1');
  const lang = langFromPathname(asked);
  const locale = context.params.locale;
  if (locale !== undefined && locale !== 'en_US' && locale !== 'fr_FR') return context.rewrite('/404');
  context.locals.lang = lang;
  context.locals.pathname = stripLangPrefix(asked);

  const shop = await shopForPages();
  context.locals.publicUrl = shop.publicUrl;
  // What the API needs of the visitor's request: the session, who they are behind a proxy, and
  // the request id under which the page's calls log their errors.
  const forwarded = Object.fromEntries(
    ['cookie', 'x-forwarded-for', 'x-request-id'].flatMap((name) => {
      const value = context.request.headers.get(name);
      return value ? [[name, value]] : [];
    }),
  );
  context.locals.api = createApiClient({
    lang,
    baseUrl: `${url.origin}/api`,
    fetch: (request) => shop.fetch(request, context.clientAddress),
    headers: forwarded,
  });

  const from = url.searchParams.get('from');
  if (from) {
    await siteApi(context.locals.api).visit(from, context.locals.pathname).catch(() => undefined);
    const clean = new URL(url);
    clean.searchParams.delete('from');
    return context.redirect(clean.pathname + clean.search, 302);
  }
  return next();
});
