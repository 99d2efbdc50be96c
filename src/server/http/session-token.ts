import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { SESSION_COOKIE } from '../services/sessions';

/** The session token of a request: an `Authorization: Bearer` header, or the HttpOnly cookie a browser sends. */
export function sessionTokenOf(c: Context): string | null {
  const bearer = c.req.header('authorization')?.match(/^Bearer\s+(\S+)$/i);
  if (bearer) return bearer[1];
  return getCookie(c, SESSION_COOKIE) || null;
}
