import type { MiddlewareHandler } from 'hono';
import type { ShopEnv } from './context';
import { forbidden } from '../services/errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing calls sent by another site's page (cross-site request forgery): Astro
 * only guards its own form posts, and JSON calls reach this API untouched. Requests without an
 * Origin header come from servers and scripts, not from a browser visiting another site. `Origin:
 * null` is what a sandboxed frame, a data: page or a file sends: no page of the shop, so refused.
 */
export function originGuard(publicUrl: string): MiddlewareHandler<ShopEnv> {
  const allowed = new URL(publicUrl).origin;
  return async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method)) {
      const origin = c.req.header('Origin');
      const site = c.req.header('Sec-Fetch-Site');
      const sameHost = origin !== undefined && origin === new URL(c.req.url).origin;
      if (site === 'cross-site' || (origin !== undefined && origin !== allowed && !sameHost)) {
        throw forbidden('errors.crossSite');
      }
    }
    await next();
  };
}
