import type { MiddlewareHandler } from 'hono';
import type { ShopEnv } from './context';
import { invalid } from '../services/errors';

/**
 * Refuses a request whose path, query or body text holds a NUL character (U+0000). PostgreSQL
 * cannot store it in text and fails the whole statement, and no field of the shop means it, so
 * one check before every route is surer than a `refine` on each of the hundreds of string fields.
 * Multipart bodies are left alone: their files are bytes where NUL is ordinary.
 */
export const nulGuard: MiddlewareHandler<ShopEnv> = async (c, next) => {
  if (/%00|\0/i.test(c.req.url) || (await bodyHoldsNul(c.req.raw))) throw invalid('errors.nulCharacter');
  await next();
};

/** Reads a copy of the body, so that the routes' size limits and parsers still get the stream. */
async function bodyHoldsNul(request: Request): Promise<boolean> {
  const type = request.headers.get('Content-Type') ?? '';
  if (type.includes('application/json')) {
    const text = await request.clone().text();
    return text.includes('\0') || jsonHoldsNul(text);
  }
  if (type.includes('application/x-www-form-urlencoded')) return /%00|\0/i.test(await request.clone().text());
  return false;
}

/** `"\u0000"` is how JSON writes a NUL; a body that is not JSON is the route's to refuse. */
function jsonHoldsNul(text: string): boolean {
  if (!text.includes('\\u0000')) return false;
  let found = false;
  try {
    JSON.parse(text, (key, value) => {
      if (key.includes('\0') || (typeof value === 'string' && value.includes('\0'))) found = true;
      return value;
    });
  } catch {
    return false;
  }
  return found;
}
