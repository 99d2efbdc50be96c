import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, markPopupsSeen, url } from './browser';
import { productOf } from './cart-support';
import { adminCookie, setParameter, signInAsAdmin } from './admin';

// The Content-Security-Policy and the other security headers, as the built shop sends them and as
// a real browser enforces them: what nobody allowed does not run, what the owner injected does, and
// no page of the shop trips over its own policy.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const PERRIERES = 4; // a wine of the demo estate

/** A fresh visitor whose pages record every policy violation, from the first script on. */
async function visitor(): Promise<{ context: BrowserContext; page: Page; violations: string[] }> {
  const context = await browser.newContext({ locale: 'fr-FR' });
  await markPopupsSeen(context);
  await context.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`));
  });
  const page = await context.newPage();
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text());
  });
  page.on('pageerror', (error) => violations.push(`page error: ${error.message}`));
  return { context, page, violations };
}

const recorded = (page: Page) => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

describe('the headers', () => {
  const expectShopHeaders = (response: Response) => {
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('permissions-policy')).toMatch(/camera=\(\), microphone=\(\), geolocation=\(\)/);
    // The shop under test is served over http: it must not pin browsers to https.
    expect(response.headers.get('strict-transport-security')).toBeNull();
  };

  it('are on the pages (the second visit from the route cache), the API and the static files', async () => {
    for (const visit of [1, 2]) {
      const page = await fetch(url('/'));
      expect(page.status, `visit ${visit}`).toBe(200);
      expectShopHeaders(page);
      const policy = page.headers.get('content-security-policy') ?? '';
      for (const directive of ["default-src 'self'", "object-src 'none'", "base-uri 'self'", "form-action 'self'", "frame-ancestors 'none'"]) {
        expect(policy).toContain(directive);
      }
      expect(policy).toMatch(/script-src 'self'( 'sha256-[\w+/=]+')+;/);
      expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      const html = await page.text();
      if (visit === 2) {
        // The page's styles are inside it (astro.config.mjs, build.inlineStylesheets); its scripts are files.
        const script = /src="(\/_astro\/[^"]+\.js)"/.exec(html)![1]!;
        const file = await fetch(url(script));
        expect(file.status).toBe(200);
        expectShopHeaders(file);
      }
    }

    const api = await fetch(url('/api/site/info'));
    expect(api.status).toBe(200);
    expectShopHeaders(api);
    expect(api.headers.get('content-security-policy')).toMatch(/^default-src 'none'.*frame-ancestors 'none'/);
  });

  for (const path of ['/cart/address', '/account', '/auth', '/en_US/auth']) {
    it(`keep ${path} from being framed`, async () => {
      const response = await fetch(url(path));
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-frame-options')).toBe('DENY');
    });
  }

  it('make the browser refuse to show the sign-in page in another site’s frame', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const refusals: string[] = [];
    page.on('console', (message) => {
      if (/frame-ancestors|X-Frame-Options/i.test(message.text())) refusals.push(message.text());
    });
    await page.setContent(`<iframe src="${url('/auth')}" title="shop"></iframe>`);
    await expect.poll(() => refusals.length).toBeGreaterThan(0);
    const frame = page.frames().find((candidate) => candidate !== page.mainFrame())!;
    expect(await frame.locator('form').count()).toBe(0);
    await context.close();
  });
});

describe('the Content-Security-Policy', () => {
  it('blocks a script and an event handler injected into the page', async () => {
    const { context, page } = await visitor();
    await page.goto(url('/'), { waitUntil: 'networkidle' });
    const injected = await page.evaluate(
      () =>
        new Promise<{ ran: boolean; directive: string }>((resolve) => {
          document.addEventListener('securitypolicyviolation', (event) => resolve({ ran: 'injected' in window, directive: event.violatedDirective }), { once: true });
          const script = document.createElement('script');
          script.textContent = 'window.injected = true;';
          document.body.append(script);
        }),
    );
    expect(injected).toEqual({ ran: false, directive: expect.stringMatching(/^script-src/) });

    const handler = await page.evaluate(
      () =>
        new Promise<{ ran: boolean; directive: string }>((resolve) => {
          document.addEventListener('securitypolicyviolation', (event) => resolve({ ran: 'handled' in window, directive: event.violatedDirective }), { once: true });
          document.body.insertAdjacentHTML('beforeend', '<img alt="" src="/no-such-picture.png" onerror="window.handled = true">');
        }),
    );
    expect(handler).toEqual({ ran: false, directive: expect.stringMatching(/^script-src/) });
    expect(await page.evaluate(() => 'injected' in window || 'handled' in window)).toBe(false);
    await context.close();
  });

  it('lets the owner’s injected HTML and script run, and nothing else', async () => {
    const cookie = await adminCookie();
    try {
      await setParameter(
        cookie,
        'AFTER_BODY_HTML_TO_LOAD',
        '<script>\r\n  document.documentElement.dataset.ownerHtml = "ran";\r\n</script>\n<button type="button" id="owner-button" onclick="this.dataset.clicked = &quot;yes&quot;">Offre</button>',
      );
      await setParameter(cookie, 'SCRIPT_TO_LOAD', 'document.documentElement.dataset.ownerScript = "ran";');
      for (const path of ['/', '/en_US/nos-vins']) {
        const { context, page, violations } = await visitor();
        await page.goto(url(path), { waitUntil: 'networkidle' });
        expect(await page.locator('html').getAttribute('data-owner-html')).toBe('ran');
        expect(await page.locator('html').getAttribute('data-owner-script')).toBe('ran');
        await page.locator('#owner-button').click();
        expect(await page.locator('#owner-button').getAttribute('data-clicked')).toBe('yes');
        expect(await recorded(page)).toEqual([]);
        expect(violations).toEqual([]);
        await context.close();
      }
    } finally {
      await setParameter(cookie, 'AFTER_BODY_HTML_TO_LOAD', null);
      await setParameter(cookie, 'SCRIPT_TO_LOAD', null);
    }
  });

  it('keeps the owner’s code out of the account, sign-in and password pages and the back office', async () => {
    // There a script would act with the session of the customer or the SUPER_ADMIN reading it.
    const cookie = await adminCookie();
    try {
      await setParameter(cookie, 'SCRIPT_TO_LOAD', 'document.documentElement.dataset.ownerScript = "ran";');
      await setParameter(cookie, 'AFTER_BODY_HTML_TO_LOAD', '<p id="owner-html">Offre</p>');
      await setParameter(cookie, 'GLOBAL_CSS', 'html { --owner-css: planted; }');
      const { context, page, violations } = await visitor();
      await signInAsAdmin(context);
      const carried = async (path: string) => {
        await page.goto(url(path), { waitUntil: 'networkidle' });
        return {
          script: await page.locator('html').getAttribute('data-owner-script'),
          html: (await page.locator('#owner-html').count()) > 0,
          css: await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--owner-css').trim() === 'planted'),
        };
      };
      for (const path of ['/', '/en_US/nos-vins']) expect(await carried(path), path).toEqual({ script: 'ran', html: true, css: true });
      for (const path of ['/account', '/en_US/account', '/account/orders', '/en_US/account/profil', '/admin', '/en_US/admin', '/admin/parameters', '/auth', '/en_US/auth', '/password/reset/ask']) {
        expect(await carried(path), path).toEqual({ script: null, html: false, css: false });
      }
      expect(violations).toEqual([]);
      await context.close();
    } finally {
      await setParameter(cookie, 'SCRIPT_TO_LOAD', null);
      await setParameter(cookie, 'AFTER_BODY_HTML_TO_LOAD', null);
      await setParameter(cookie, 'GLOBAL_CSS', null);
    }
  });

  for (const { lang, prefix, gallery } of [
    { lang: 'fr_FR', prefix: '', gallery: '/galerie' },
    { lang: 'en_US', prefix: '/en_US', gallery: '/en_US/gallery' },
  ] as const) {
    it(`is not tripped by the shop’s own pages (${lang})`, async () => {
      const wine = await productOf(PERRIERES, lang);
      const { context, page, violations } = await visitor();
      const walk = [prefix || '/', `${prefix}/nos-vins`, `${prefix}${wine.path}`, `${prefix}/cart`, `${prefix}/cart/address`, `${prefix}/auth`, `${prefix}/account`];
      walk.push(`${prefix}/actualites`, `${prefix}/blog`, `${prefix}/contact`);
      for (const path of walk) {
        const response = await page.goto(url(path), { waitUntil: 'networkidle' });
        expect(response?.status(), path).toBe(200);
        expect(await recorded(page), path).toEqual([]);
      }

      // An island wakes up under the policy: the wine page's add-to-cart form.
      await page.goto(url(`${prefix}${wine.path}`), { waitUntil: 'networkidle' });
      const island = page.locator('astro-island', { has: page.getByTestId('add-to-cart') }).last();
      await island.scrollIntoViewIfNeeded();
      await expect.poll(() => island.getAttribute('ssr')).toBeNull();

      // An album, with PhotoSwipe opened on its pictures.
      await page.goto(url(gallery), { waitUntil: 'networkidle' });
      await page.locator('main .content-card-link').last().click();
      await page.waitForURL(new RegExp(`${prefix}/albums/[^/]+/\\d+$`));
      await page.locator('[data-slider-gallery] a[data-slider-item]').first().click();
      await expect.poll(() => page.locator('.pswp .pswp__counter').innerText()).toBe('1 / 7');
      await expect.poll(() => page.evaluate(() => document.activeElement?.closest('.pswp') != null)).toBe(true);
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => page.locator('.pswp .pswp__counter').innerText()).toBe('2 / 7');
      expect(await recorded(page)).toEqual([]);
      expect(violations).toEqual([]);
      await context.close();
    });
  }
});
