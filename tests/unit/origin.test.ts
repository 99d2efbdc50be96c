import { describe, expect, it } from 'vitest';
import { parseTrustedProxies, type TrustedProxies } from '~/server/http/client-address';
import { isCrossSite, requestOrigin, type OriginQuestion } from '~/server/http/origin';

// The shop's one rule against cross-site writes, for pages and API alike, behind a TLS proxy or not.

const trust = (setting: string): TrustedProxies => {
  const parsed = parseTrustedProxies(setting);
  if ('problem' in parsed) throw new Error(parsed.problem);
  return parsed;
};

/** A request as the shop receives it behind a TLS-terminating proxy: plain http at the public host. */
function question(headers: Record<string, string>, method = 'POST', connection = '10.0.0.2'): OriginQuestion {
  return { method, url: 'http://www.domaine-des-tilleuls.fr/api/logout', headers: new Headers(headers), connection };
}

const PUBLIC = { publicUrl: 'https://www.domaine-des-tilleuls.fr', trustedProxies: trust('1') };

describe('the origin a request was sent to', () => {
  it('takes the scheme and host the proxy saw, from a trusted proxy only', () => {
    const forwarded = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'boutique.example.fr' };
    expect(requestOrigin(question(forwarded), trust('1'))).toBe('https://boutique.example.fr');
    expect(requestOrigin(question(forwarded), trust('10.0.0.0/8'))).toBe('https://boutique.example.fr');
    // Not a proxy the shop knows, or no proxy at all: the headers are the client's word.
    expect(requestOrigin(question(forwarded, 'POST', '203.0.113.9'), trust('10.0.0.0/8'))).toBe('http://www.domaine-des-tilleuls.fr');
    expect(requestOrigin(question(forwarded), trust(''))).toBe('http://www.domaine-des-tilleuls.fr');
    // What is no scheme or no host is not believed either.
    expect(requestOrigin(question({ 'x-forwarded-proto': 'gopher', 'x-forwarded-host': 'a b' }), trust('1'))).toBe('http://www.domaine-des-tilleuls.fr');
    expect(requestOrigin(question({ 'x-forwarded-proto': 'https, http' }), trust('1'))).toBe('https://www.domaine-des-tilleuls.fr');
  });
});

describe('a write from another site', () => {
  it('passes from the shop itself, behind its TLS proxy', () => {
    expect(isCrossSite(question({ origin: 'https://www.domaine-des-tilleuls.fr', 'x-forwarded-proto': 'https' }), PUBLIC)).toBe(false);
    // PUBLIC_URL is the shop's own origin even if the proxy said nothing.
    expect(isCrossSite(question({ origin: 'https://www.domaine-des-tilleuls.fr' }), { ...PUBLIC, trustedProxies: trust('') })).toBe(false);
    // Reached at another address than PUBLIC_URL (a second name, a test): the address the browser used.
    expect(isCrossSite(question({ origin: 'https://shop.internal', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'shop.internal' }), PUBLIC)).toBe(false);
  });

  it('passes from a script, which sends no Origin', () => {
    expect(isCrossSite(question({ authorization: 'Bearer x' }, 'DELETE'), PUBLIC)).toBe(false);
    expect(isCrossSite(question({ 'sec-fetch-site': 'same-origin' }), PUBLIC)).toBe(false);
  });

  it('is refused from another origin, a page with no origin, or when the browser says cross-site', () => {
    for (const origin of ['https://evil.example', 'null', 'http://www.domaine-des-tilleuls.fr', 'https://www.domaine-des-tilleuls.fr:8443', 'https://shop.domaine-des-tilleuls.fr']) {
      expect(isCrossSite(question({ origin, 'x-forwarded-proto': 'https' }), PUBLIC), origin).toBe(true);
    }
    expect(isCrossSite(question({ 'sec-fetch-site': 'cross-site' }), PUBLIC)).toBe(true);
    // A forged X-Forwarded-Host from a client the shop does not trust makes no origin its own.
    const untrusted = { ...PUBLIC, trustedProxies: trust('10.0.0.0/8') };
    expect(isCrossSite(question({ origin: 'https://evil.example', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' }, 'POST', '203.0.113.9'), untrusted)).toBe(true);
  });

  it('leaves reads alone, whatever their origin', () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS']) expect(isCrossSite(question({ origin: 'https://evil.example' }, method), PUBLIC)).toBe(false);
  });
});
