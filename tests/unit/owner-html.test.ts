import { describe, expect, it } from 'vitest';
import { fillPlaceholders, localizeLinks } from '~/lib/owner-html';

describe('legal text placeholders', () => {
  it('quotes the parameters, escaped', () => {
    const html = '<p>{{LEGAL_COMPANY_NAME}}, RCS {{ RCS_NUMBER }} – {{FREE_SHIPPING_PRICE}} €</p>';
    expect(fillPlaceholders(html, { LEGAL_COMPANY_NAME: 'SCEA <Tilleuls> & fils', RCS_NUMBER: 'Angers 512 345 678', FREE_SHIPPING_PRICE: '300' })).toBe(
      '<p>SCEA &lt;Tilleuls&gt; &amp; fils, RCS Angers 512 345 678 – 300 €</p>',
    );
  });
  it('drops a placeholder whose parameter is empty or unknown, and leaves other braces alone', () => {
    expect(fillPlaceholders('a{{COMPANY_FAX}}b{{UNKNOWN}}c{{lower}}', { COMPANY_FAX: null })).toBe('abc{{lower}}');
  });
});

describe('links in owner HTML', () => {
  it('keeps French links as written', () => {
    const html = '<a href="/use-terms">CGU</a>';
    expect(localizeLinks(html, 'fr_FR')).toBe(html);
  });
  it('points the site links of an English page to English pages', () => {
    expect(localizeLinks('<p><a class="x" href="/use-terms">Terms</a> <a href="/">Home</a></p>', 'en_US')).toBe(
      '<p><a class="x" href="/en_US/use-terms">Terms</a> <a href="/en_US">Home</a></p>',
    );
  });
  it('leaves prefixed, outside, API and protocol-relative links alone', () => {
    const html = '<a href="/en_US/cart">a</a><a href="https://www.cnil.fr">b</a><a href="/api/media/1/x.pdf">c</a><a href="//cdn.example/x">d</a><a href="mailto:x@y.fr">e</a>';
    expect(localizeLinks(html, 'en_US')).toBe(html);
  });
});
