import { createHash } from 'node:crypto';
import type { ShopConfig } from '../config';

// The security headers every response of the shop carries: pages (cached or not), the API and the
// static files. scripts/serve.mjs sets them on each response before the page, the API or the file
// is written (the shop hands them over with its logger: shop.ts, ServingProcess).

/**
 * The policy of whatever has none of its own: the API's JSON, static files, the sitemap. Nothing
 * loads, nothing frames it. Pages replace it with theirs (astro.config.mjs); so does the sandbox's
 * payment page (routes/payment.ts).
 */
export const LOCKED_DOWN_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

export function securityHeaders(config: Pick<ShopConfig, 'secureCookies'>): Record<string, string> {
  return {
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // Nothing in the shop uses these (the relay-point search asks for a postcode, not a position).
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    // Only a shop served over https may tell browsers to never reach it otherwise.
    ...(config.secureCookies ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
    'Content-Security-Policy': LOCKED_DOWN_POLICY,
  };
}

/**
 * The hash a Content-Security-Policy names an inline script, style or event handler by. The HTML
 * parser reads every line break as \n before the text reaches the policy, so the hash is of that text.
 */
export function cspHash(text: string): `sha256-${string}` {
  return `sha256-${createHash('sha256').update(text.replace(/\r\n?/g, '\n'), 'utf8').digest('base64')}`;
}
