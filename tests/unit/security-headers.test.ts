import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ownerHtmlSources } from '~/layouts/csp';
import { analyticsConfig, analyticsSources } from '~/lib/analytics';
import { readConfig } from '~/server/config';
import { cspHash, securityHeaders } from '~/server/http/security-headers';

// The headers every response carries and what the page policy lets in; the browser side (that the
// policy blocks and allows what it should) is tests/e2e/security-headers.test.ts.

describe('the security headers', () => {
  it('forbid framing, sniffing and the device features, and lock down what has no policy of its own', () => {
    const headers = securityHeaders(readConfig({ PUBLIC_URL: 'http://localhost:4321' }));
    expect(headers).toMatchObject({
      'X-Frame-Options': 'DENY',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    });
    expect(headers['Permissions-Policy']).toMatch(/camera=\(\), microphone=\(\), geolocation=\(\)/);
    expect(headers['Content-Security-Policy']).toMatch(/default-src 'none'.*frame-ancestors 'none'/);
  });

  it('ask for https only from a shop whose public address is https', () => {
    expect(securityHeaders(readConfig({ PUBLIC_URL: 'https://www.domaine.fr' }))['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains');
    expect(securityHeaders(readConfig({ PUBLIC_URL: 'http://localhost:4321' }))).not.toHaveProperty('Strict-Transport-Security');
    expect(securityHeaders(readConfig({}))).not.toHaveProperty('Strict-Transport-Security');
  });
});

describe('the hash of inline code', () => {
  it('is the base64 SHA-256 of the text with its line breaks as the HTML parser reads them', () => {
    const expected = `sha256-${createHash('sha256').update('a();\nb();').digest('base64')}`;
    expect(cspHash('a();\nb();')).toBe(expected);
    expect(cspHash('a();\r\nb();')).toBe(expected);
    expect(cspHash('a();\rb();')).toBe(expected);
    expect(cspHash('a();b();')).not.toBe(expected);
  });
});

describe('the owner’s HTML', () => {
  it('yields its inline scripts, https scripts, styles, handlers and frames, and no data blocks', () => {
    const html = [
      '<script>window.chat = 1;</script>',
      '<script type="application/ld+json">{"@type":"Winery"}</script>',
      '<script async src="https://widget.example.com/w.js?a=1&amp;b=2"></script>',
      '<script src="/local.js"></script>',
      '<script type="module">import("/x.js")</script>',
      '<style>.promo { color: red }</style>',
      `<button onclick="alert(&quot;hi&quot;)" data-x='1'>Hi</button><a href="#" onMouseOver='go(1)'>x</a>`,
      '<iframe src="https://www.google.com/maps/embed?pb=1" title="map"></iframe>',
    ].join('\n');
    expect(ownerHtmlSources(html)).toEqual({
      scripts: ['window.chat = 1;', 'import("/x.js")'],
      scriptUrls: ['https://widget.example.com/w.js?a=1&b=2'],
      styles: ['.promo { color: red }'],
      handlers: ['alert("hi")', 'go(1)'],
      frameOrigins: ['https://www.google.com'],
    });
  });

  it('yields nothing from plain text', () => {
    expect(ownerHtmlSources('<p>Bienvenue au domaine</p>')).toEqual({ scripts: [], scriptUrls: [], styles: [], handlers: [], frameOrigins: [] });
  });
});

describe('the analytics hosts a page lets in', () => {
  it('are none while no tool is configured', () => {
    expect(analyticsSources(analyticsConfig({}))).toEqual({ script: [], connect: [], frame: [] });
  });

  it('are those of each configured tool, the Matomo server by its origin', () => {
    const sources = analyticsSources(
      analyticsConfig({ GOOGLE_ANALYTICS_ID: 'G-1', FACEBOOK_PIXEL_ID: '42', MATOMO_URL: 'https://stats.domaine.fr/matomo/', MATOMO_SITE_ID: '3' }),
    );
    expect(sources.script).toEqual(['https://*.googletagmanager.com', 'https://connect.facebook.net', 'https://stats.domaine.fr']);
    expect(sources.connect).toContain('https://*.google-analytics.com');
    expect(sources.connect).toContain('https://stats.domaine.fr');
    expect(sources.script).not.toContain('https://plausible.io');
  });
});
