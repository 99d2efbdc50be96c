import { createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA256 of `payload`, base64 (CAWL signs webhooks and the sandbox signs everything this way). */
export const hmacBase64 = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest('base64');

/** Compares two signatures in constant time. */
export function sameSignature(a: string | undefined | null, b: string): boolean {
  if (!a) return false;
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
