import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loggedPath, SECRETS_IN_PATH } from '~/server/http/request-log';

// The request log reads most paths as they were sent, without the URL parser; the result must be
// what the parser would have made of them, so that no spelling of a secret path escapes its mask.
const parsed = (address: string) => {
  const path = new URL(address.replace(/\\/g, '/').replace(/^\/{2,}/, '/'), 'http://shop.invalid').pathname.replace(/\/{2,}/g, '/');
  return SECRETS_IN_PATH.reduce((masked, secret) => masked.replace(secret, '$1[redacted]'), path);
};

const pieces = ['/', '/', 'api', 'gift-card', 'payment', 'sandbox', 'pay', 'password', 'reset', 'en_US', 'CODE-1', '.', '..', '%2e', '%2F', '?', 'a=b', '#', '\\', 'x.css', '-'];
const address = fc.array(fc.constantFrom(...pieces), { maxLength: 12 }).map((parts) => `/${parts.join('')}`);

describe('the path a request is logged under', () => {
  it('is the URL parser’s reading, secrets masked, for any mix of slashes, dots and escapes', () => {
    fc.assert(
      fc.property(address, (sent) => {
        expect(loggedPath(sent)).toBe(parsed(sent));
      }),
      { numRuns: 2000 },
    );
  });

  it('masks the secret of a plain path and of its odd spellings', () => {
    expect(loggedPath('/api/gift-card/ABCD-EFGH?x=1')).toBe('/api/gift-card/[redacted]');
    expect(loggedPath('/api/x/../gift-card/ABCD')).toBe('/api/gift-card/[redacted]');
    expect(loggedPath('//api//gift-card/ABCD')).toBe('/api/gift-card/[redacted]');
    expect(loggedPath('/en_US/password/reset/t0k3n')).toBe('/en_US/password/reset/[redacted]');
    expect(loggedPath('/_astro/page.1a2b.css')).toBe('/_astro/page.1a2b.css');
    // Read as a protocol-relative URL with no host, it threw, in the listener that logs the answer.
    expect(loggedPath('/\\')).toBe('/');
    expect(loggedPath('/\\api\\gift-card\\ABCD')).toBe('/api/gift-card/[redacted]');
  });
});
