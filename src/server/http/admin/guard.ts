import type { MiddlewareHandler } from 'hono';
import { type ShopEnv } from '../context';
import { isAdmin } from '../../deps';
import { forbidden, signInRequired } from '../../services/errors';

/**
 * The admin panel's calls (every path under /admin/): a visitor gets 401, a
 * signed-in customer 403, before any route reads its input, so nobody learns from a body check.
 * Mounted once for the whole prefix, a new admin route cannot forget it.
 */
export const adminGuard: MiddlewareHandler<ShopEnv> = async (c, next) => {
  const caller = c.get('caller');
  if (!caller) throw signInRequired();
  if (!isAdmin(caller)) throw forbidden();
  await next();
};
