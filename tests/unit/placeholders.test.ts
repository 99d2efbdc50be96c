import { describe, expect, it } from 'vitest';
import { fillPlaceholders } from '~/lib/placeholders';

describe('legal text placeholders', () => {
  it('quotes the parameters, escaped', () => {
    const html = '<p>{{LEGAL_COMPANY_NAME}}, RCS {{ RCS_NUMBER }} – {{FREE_SHIPPING_PRICE}} €</p>';
    expect(fillPlaceholders(html, { LEGAL_COMPANY_NAME: 'SCEA <Tilleuls> & fils', RCS_NUMBER: 'Angers 512 345 678', FREE_SHIPPING_PRICE: '300' })).toBe(
      '<p>SCEA &lt;Tilleuls&gt; &amp; fils, RCS Angers 512 345 678 – 300 €</p>',
    );
  });
  it('drops a placeholder whose parameter is empty or unknown, and leaves other braces alone', () => {
    expect(fillPlaceholders('a{{FAX}}b{{UNKNOWN}}c{{lower}}', { FAX: null })).toBe('abc{{lower}}');
  });
});
