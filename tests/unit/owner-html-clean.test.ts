import { describe, expect, it } from 'vitest';
import { cleanOwnerHtml } from '~/server/services/owner-html';

// The owner's rich text is kept as the editor makes it, and nothing a forged request adds runs.

describe('cleanOwnerHtml', () => {
  it('keeps what the editor makes', () => {
    const html = '<h2>Vendanges</h2><p>Les <strong>premiers</strong> raisins, <em>enfin</em>.</p><ul><li>Syrah</li></ul><p><a href="/nos-vins">Nos vins</a> <a href="https://example.org/x?a=1&amp;b=2" target="_blank">ailleurs</a></p><p><img src="/api/media/12/cave.jpg" alt="La cave"></p>';
    expect(cleanOwnerHtml(html)).toBe(
      '<h2>Vendanges</h2><p>Les <strong>premiers</strong> raisins, <em>enfin</em>.</p><ul><li>Syrah</li></ul><p><a href="/nos-vins">Nos vins</a> <a href="https://example.org/x?a=1&amp;b=2" target="_blank" rel="noopener noreferrer">ailleurs</a></p><p><img src="/api/media/12/cave.jpg" alt="La cave"></p>',
    );
  });

  it('drops scripts, handlers and dangerous links', () => {
    const forged = `<p onclick="steal()">Bonjour<script>steal()</script></p><a href="javascript:steal()">x</a><a href=" JaVaScRiPt:steal()">y</a><a href="&#106;avascript:steal()">z</a><img src="x" onerror="steal()"><img src="data:image/png;base64,AA"><iframe src="https://evil.test"></iframe><style>p{}</style><!-- note -->`;
    const cleaned = cleanOwnerHtml(forged);
    expect(cleaned).toBe('<p>Bonjour</p><a>x</a><a>y</a><a>z</a>');
    expect(cleaned).not.toMatch(/steal|script|onerror|onclick|iframe|data:/i);
  });

  it('never lets text become markup again', () => {
    expect(cleanOwnerHtml('<img src=x onerror=steal()//')).toBe('&lt;img src=x onerror=steal()//');
    expect(cleanOwnerHtml('<scr<script>ipt>steal()</script>')).toBe('&lt;scr');
    expect(cleanOwnerHtml('<p>3 < 4 & 5 > 2</p>')).toBe('<p>3 &lt; 4 & 5 &gt; 2</p>');
    expect(cleanOwnerHtml(`<a href='/x"onmouseover="steal()'>q</a>`)).toBe('<a>q</a>');
  });

  it('keeps the text of tags it does not know, and lower-cases the ones it does', () => {
    expect(cleanOwnerHtml('<div><span style="color:red">Texte</span></div><P>Fin</P>')).toBe('Texte<p>Fin</p>');
  });

  it('reads an empty editor as no text', () => {
    expect(cleanOwnerHtml('<p></p>')).toBe('');
    expect(cleanOwnerHtml('  ')).toBe('');
  });
});
