import { describe, expect, it } from 'vitest';
import { sameSitePath } from '~/lib/redirect';

// The way back after sign-in (`/auth?redirect=…`) goes only to a page of the shop: an address that
// a browser resolves to another host must not pass for a path.

const SHOP = 'https://www.domaine-des-tilleuls.fr';

describe('the way back after sign-in', () => {
  it('keeps a page of the shop, with its query and fragment', () => {
    expect(sameSitePath('/account', SHOP)).toBe('/account');
    expect(sameSitePath('/en_US/cart/address', SHOP)).toBe('/en_US/cart/address');
    expect(sameSitePath('/account/orders/12?tab=return#line-3', SHOP)).toBe('/account/orders/12?tab=return#line-3');
    // An encoded slash stays a character of the path, on the shop.
    expect(sameSitePath('/%2F%2Fevil.example', SHOP)).toBe('/%2F%2Fevil.example');
    // The shop's own address written in full comes back as its path.
    expect(sameSitePath(`${SHOP}/nos-vins`, SHOP)).toBe('/nos-vins');
  });

  it('refuses what the browser would take to another site', () => {
    const leaving = [
      // What URLSearchParams hands over for ?redirect=/%5Cevil.example/, /%09/evil.example/, /%5C%5Cevil.example
      '/\\evil.example/',
      '/\t/evil.example/',
      '/\\\\evil.example',
      '//evil.example',
      '/\\/evil.example',
      '\\\\evil.example',
      '\\/evil.example',
      '/\n/evil.example',
      '/\r\n/evil.example',
      ' //evil.example',
      '\t//evil.example',
      'https://evil.example/account',
      'http:evil.example',
      '//www.domaine-des-tilleuls.fr@evil.example/',
      'http://www.domaine-des-tilleuls.fr/account', // another origin: plain http
      'javascript:alert(document.cookie)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      // Resolves on the shop, but to a path that begins with two slashes: another host once assigned.
      '/.//evil.example',
      '/a/../..//evil.example',
    ];
    for (const target of leaving) expect(sameSitePath(target, SHOP), JSON.stringify(target)).toBeNull();
  });

  it('refuses nothing at all and what is no address', () => {
    expect(sameSitePath(null, SHOP)).toBeNull();
    expect(sameSitePath(undefined, SHOP)).toBeNull();
    expect(sameSitePath('', SHOP)).toBeNull();
    expect(sameSitePath('http://[::1', SHOP)).toBeNull();
  });

  it('decodes like the page does: the three payloads of a crafted link never leave the shop', () => {
    for (const query of ['redirect=/%5Cevil.example/', 'redirect=/%09/evil.example/', 'redirect=/%5C%5Cevil.example', 'redirect=%2F%2Fevil.example', 'redirect=%2F%5Cevil.example']) {
      const target = new URLSearchParams(query).get('redirect');
      expect(sameSitePath(target, SHOP), query).toBeNull();
    }
  });
});
