import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { landing, localBack } from '~/lib/rules/card-setup';

// The page a customer lands on after leaving a card (src/lib/rules/card-setup.ts): a page of this
// shop only, its path and query kept, whatever a link or a forged request puts in `back`.

describe('the page to come back to after leaving a card', () => {
  it('keeps a local path and its query exactly', () => {
    expect(localBack('/club/rejoindre?formule=decouverte&livraison=caveau')).toBe('/club/rejoindre?formule=decouverte&livraison=caveau');
    expect(localBack('/en_US/club?plan=grand-cru')).toBe('/en_US/club?plan=grand-cru');
    expect(localBack('/account')).toBe('/account');
    // A fragment of its own gives way to the message's.
    expect(localBack('/club#formules')).toBe('/club');
    expect(landing('/club?formule=2', true)).toBe('/club?formule=2#card-saved');
    expect(landing('/club', false)).toBe('/club#card-not-saved');
  });

  it('refuses what would leave the shop or is not a page', () => {
    for (const back of ['https://evil.example/club', 'http://shop.test/club', '//evil.example', '/\\evil.example', '\\\\evil.example', '/\t/evil.example', '/.//evil.example', 'club', '', ' /club', 'javascript:alert(1)', '/api/user/cards', '/api', `/${'a'.repeat(600)}`]) {
      expect(localBack(back), JSON.stringify(back)).toBeNull();
    }
  });

  it('whatever the text, what it accepts is a path of this shop that the browser reads the same way', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (text) => {
        const back = localBack(text);
        if (back === null) return;
        const resolved = new URL(back, 'https://domaine.example');
        expect(resolved.origin).toBe('https://domaine.example');
        expect(back.startsWith('/') && !back.startsWith('//')).toBe(true);
        expect(`${resolved.pathname}${resolved.search}`).toBe(back);
        expect(new URL(landing(back, true), 'https://domaine.example').origin).toBe('https://domaine.example');
      }),
      { numRuns: 2000 },
    );
  });
});
