import type { MiddlewareHandler } from 'hono';
import type { ShopEnv } from './context';
import { forbidden } from '../services/errors';
import { t as translator, type Lang } from '~/lib/i18n';
import { trustsConnection, type TrustedProxies } from './client-address';
import { failure, type Envelope } from './envelope';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Reads only: what a link, an image or a prefetch may ask of the shop from anywhere. */
export const isSafeMethod = (method: string) => SAFE_METHODS.has(method.toUpperCase());

export interface OriginSettings {
  /** The address customers use: its origin is the shop's own. */
  publicUrl: string;
  trustedProxies: TrustedProxies;
}

/** What the rule reads of a request: its method, address, headers, and the address of its connection. */
export interface OriginQuestion {
  method: string;
  url: string;
  headers: Headers;
  connection: string | undefined;
}

/** The first value of a header a chain of proxies may have written as a list. */
function firstValue(header: string | null): string | undefined {
  const value = header?.split(',')[0]?.trim();
  return value || undefined;
}

/**
 * The origin the browser sent the request to. Behind a TLS-terminating proxy the shop is reached
 * over plain http at the proxy's Host: the scheme (and the host, if the proxy rewrote it) the
 * browser used come in X-Forwarded-Proto and X-Forwarded-Host, believed only from a proxy
 * TRUST_PROXY names, since anyone else can write them.
 */
export function requestOrigin(question: Omit<OriginQuestion, 'method'>, trusted: TrustedProxies): string {
  const own = new URL(question.url);
  if (!trustsConnection(question.connection, trusted)) return own.origin;
  const proto = firstValue(question.headers.get('x-forwarded-proto'))?.toLowerCase();
  const scheme = proto === 'https' || proto === 'http' ? proto : own.protocol.slice(0, -1);
  const host = firstValue(question.headers.get('x-forwarded-host')) ?? own.host;
  try {
    return new URL(`${scheme}://${host}`).origin;
  } catch {
    return own.origin;
  }
}

/**
 * The shop's one rule against cross-site request forgery, for pages and API alike: a call that
 * changes something (any method but GET, HEAD, OPTIONS) is refused when a browser says it comes
 * from another site's page. The origins accepted are the shop's public address (PUBLIC_URL) and
 * the address the request was sent to, as the browser saw it through a trusted proxy. A request
 * without an Origin header comes from a server or a script, not from a browser visiting another
 * site (a browser sends Origin with every cross-origin write), so it passes, unless the browser's
 * Sec-Fetch-Site calls it cross-site. `Origin: null` is what a sandboxed frame, a data: page or a
 * file sends: no page of the shop, so refused. Cookies being SameSite=Lax is no defense here: a
 * same-site page on another port or a subdomain still sends them.
 */
export function isCrossSite(question: OriginQuestion, settings: OriginSettings): boolean {
  if (isSafeMethod(question.method)) return false;
  if (question.headers.get('sec-fetch-site') === 'cross-site') return true;
  const origin = question.headers.get('origin');
  if (origin === null) return false;
  if (origin === new URL(settings.publicUrl).origin) return false;
  return origin !== requestOrigin(question, settings.trustedProxies);
}

/** The rule for the API: a refusal is a 403 in the envelope, in the caller's language. */
export function originGuard(settings: OriginSettings): MiddlewareHandler<ShopEnv> {
  return async (c, next) => {
    const question = { method: c.req.method, url: c.req.url, headers: c.req.raw.headers, connection: c.env?.clientAddress };
    if (isCrossSite(question, settings)) throw forbidden('errors.crossSite');
    await next();
  };
}

/**
 * The rule's refusal outside the API (a write sent to a page), in the API's envelope: no form of
 * the shop posts to a page, so whoever is refused here was sent by another site or is a script,
 * and the envelope is what both already read from the API. In the language of the page asked for.
 */
export function crossSiteAnswer(lang: Lang): Response {
  const body: Envelope<null> = failure(translator(lang)('api:errors.crossSite'));
  return new Response(JSON.stringify(body), { status: 403, headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' } });
}
