import type { Context } from 'hono';
import { deleteCookie, getCookie } from 'hono/cookie';
import { SESSION_COOKIE, SITE_COOKIE } from '../services/sessions';
import type { ShopEnv } from './context';

/** The session token of a request: an `Authorization: Bearer` header, or the HttpOnly cookie a browser sends. */
export function sessionTokenOf(c: Context): string | null {
  const bearer = c.req.header('authorization')?.match(/^Bearer\s+(\S+)$/i);
  if (bearer) return bearer[1];
  return getCookie(c, SESSION_COOKIE) || null;
}

/** Takes the session back from the browser, on sign-out and once the account is deleted. */
export function clearSessionCookies(c: Context<ShopEnv>) {
  deleteCookie(c, SESSION_COOKIE, { path: '/' });
  deleteCookie(c, SITE_COOKIE, { path: '/' });
}
