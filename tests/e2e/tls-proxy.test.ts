import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import https from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser } from './browser';
import { hydrated } from './cart-support';
import { lastMailTo } from './outbox';
import { freePort, startShop, type ShopProcess } from './shop-process';

// The shop as production runs it (README, "Run it in production"): PUBLIC_URL=https://…, behind a
// proxy that terminates TLS and speaks plain http to the shop, telling it the browser's scheme in
// X-Forwarded-Proto (deploy/nginx.conf), and TRUST_PROXY=1. The proxy here is Node's https server
// with a certificate made for this run, on 127.0.0.1. Every write a customer makes without a JSON
// body (signing out, removing a cart line, deleting an address, the add-to-cart form without
// JavaScript) goes through, and another site's writes are still refused, in the API's envelope.

const PERRIERES = 4; // Les Perrières, sold by six
const PASSWORD = 'vendanges2026';

let dataDir: string;
let shop: ShopProcess;
let proxy: https.Server;
/** The address customers use: the proxy's, in https. */
let base: string;
let browser: Browser;

/** A self-signed certificate for 127.0.0.1, made with Debian's openssl for this run only. */
async function certificate(dir: string): Promise<{ key: Buffer; cert: Buffer }> {
  const key = join(dir, 'proxy-key.pem');
  const cert = join(dir, 'proxy-cert.pem');
  await promisify(execFile)('openssl', [
    'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1',
    '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', key, '-out', cert,
  ]);
  return { key: await readFile(key), cert: await readFile(cert) };
}

/** What deploy/nginx.conf does: the Host kept, the peer appended to X-Forwarded-For, the scheme in X-Forwarded-Proto. */
function tlsProxy(port: number, shopPort: number, tls: { key: Buffer; cert: Buffer }): Promise<https.Server> {
  const agent = new http.Agent({ keepAlive: true });
  const server = https.createServer(tls, (req, res) => {
    const forwardedFor = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ');
    const headers = { ...req.headers, 'x-forwarded-for': forwardedFor, 'x-forwarded-proto': 'https' };
    const upstream = http.request({ host: '127.0.0.1', port: shopPort, method: req.method, path: req.url, headers, agent }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => {
      res.statusCode = 502;
      res.end();
    });
    req.pipe(upstream);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

interface Answer {
  status: number;
  type: string;
  json: { success: boolean; data: any; message: string | null } | null;
  cookies: string[];
}

/** A call through the proxy, as a script or another site's page would send it. */
function call(method: string, path: string, options: { body?: unknown; headers?: Record<string, string> } = {}): Promise<Answer> {
  const payload = options.body === undefined || typeof options.body === 'string' ? (options.body as string | undefined) : JSON.stringify(options.body);
  const headers: Record<string, string> = { ...options.headers };
  if (payload !== undefined) headers['content-type'] ??= 'application/json';
  return new Promise((resolve, reject) => {
    const request = https.request(`${base}${path}`, { method, headers, rejectUnauthorized: false }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => {
        let json: Answer['json'] = null;
        try {
          json = JSON.parse(text);
        } catch {
          // Not JSON: the status and the type tell.
        }
        resolve({ status: response.statusCode ?? 0, type: String(response.headers['content-type']), json, cookies: response.headers['set-cookie'] ?? [] });
      });
    });
    request.on('error', reject);
    request.end(payload);
  });
}

const tokenOf = (answer: Answer) => answer.cookies.map((cookie) => /^token=([^;]+)/.exec(cookie)?.[1]).find(Boolean);

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'shop-tls-'));
  const tls = await certificate(dataDir);
  const shopPort = await freePort();
  const proxyPort = await freePort();
  base = `https://127.0.0.1:${proxyPort}`;
  proxy = await tlsProxy(proxyPort, shopPort, tls);
  shop = await startShop(join(dataDir, 'data'), shopPort, { env: { PUBLIC_URL: base, TRUST_PROXY: '1' } });
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
  proxy?.closeAllConnections();
  await new Promise((done) => (proxy ? proxy.close(done) : done(undefined)));
  await rm(dataDir, { recursive: true, force: true });
});

/** A customer signed up and activated through the proxy, as the sign-up page and the mail's link would. */
async function customer(email: string): Promise<string> {
  const registered = await call('POST', '/api/register', { body: { email, password: PASSWORD, firstname: 'Camille', lastname: 'Moreau', acceptTerms: true }, headers: { origin: base } });
  expect(registered.status, registered.json?.message ?? '').toBe(200);
  const token = (await lastMailTo(email, { dataDir: join(dataDir, 'data') })).text.match(/confirm=([\w-]+)/)![1];
  expect((await call('POST', '/api/register/confirm', { body: { token }, headers: { origin: base } })).status).toBe(200);
  return email;
}

/** A browser that accepts the proxy's certificate (made for this run, signed by no one). */
async function browserContext(options: { javaScriptEnabled?: boolean; session?: string } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: DESKTOP, locale: 'fr-FR', ignoreHTTPSErrors: true, javaScriptEnabled: options.javaScriptEnabled ?? true });
  // The owner's popup of a first visit would cover the page: marked seen, as browser.ts does.
  const active = (await call('GET', '/api/popup?active=1')).json!.data as { id: number }[];
  const seen = JSON.stringify(Object.fromEntries(active.map((popup) => [popup.id, Date.now()])));
  await context.addInitScript((value) => {
    try {
      localStorage.setItem('popups-opened', value);
    } catch {}
  }, seen);
  if (options.session) await context.addCookies([{ name: 'token', value: options.session, url: base, httpOnly: true, secure: true, sameSite: 'Lax' }]);
  return { context, page: await context.newPage() };
}

async function signIn(email: string): Promise<string> {
  const answer = await call('POST', '/api/login', { body: { email, password: PASSWORD }, headers: { origin: base } });
  expect(answer.status, answer.json?.message ?? '').toBe(200);
  return tokenOf(answer)!;
}

describe('behind a TLS-terminating proxy (PUBLIC_URL=https://…, TRUST_PROXY=1)', () => {
  it('adds a wine with the plain form, without JavaScript', async () => {
    const wine = (await call('GET', `/api/product/${PERRIERES}`)).json!.data as { path: string; name: string };
    const { context, page } = await browserContext({ javaScriptEnabled: false });
    await page.goto(`${base}${wine.path}`);
    await page.getByRole('button', { name: 'Ajouter au panier' }).click();
    await page.waitForURL(`${base}/cart`);
    expect(await page.getByTestId('cart-notice').innerText()).toContain(wine.name);
    expect(await page.locator('.cart-line-name').allInnerTexts()).toEqual([expect.stringContaining(wine.name)]);
    await context.close();
  });

  it('adds a wine with its island', async () => {
    const wine = (await call('GET', `/api/product/${PERRIERES}`)).json!.data as { path: string; name: string };
    const { context, page } = await browserContext();
    await page.goto(`${base}${wine.path}`);
    const form = await hydrated(page, 'add-to-cart');
    await form.getByRole('button', { name: 'Ajouter au panier' }).click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('cart-id'))).toMatch(/^\d+$/);
    await page.goto(`${base}/cart`);
    expect(await page.locator('.cart-line-name').allInnerTexts()).toEqual([expect.stringContaining(wine.name)]);
    await context.close();
  });

  describe('a signed-in customer', () => {
    let session: string;
    let bearer: Record<string, string>;
    beforeAll(async () => {
      session = await signIn(await customer(`proxy-${Date.now()}@example.fr`));
      bearer = { authorization: `Bearer ${session}` };
    });

    it('removes a cart line', async () => {
      const wine = (await call('GET', `/api/product/${PERRIERES}`)).json!.data as { name: string; declinations: { id: number }[] };
      const added = await call('POST', `/api/cart/new/product/${wine.declinations[0].id}`, { body: { type: 'MAIN_CART', quantity: 6 }, headers: bearer });
      expect(added.status, added.json?.message ?? '').toBe(200);
      const { context, page } = await browserContext({ session });
      await page.goto(`${base}/cart`);
      const line = page.locator('.cart-line', { hasText: wine.name });
      await hydrated(page, 'cart');
      await line.getByRole('button', { name: 'Retirer' }).click();
      await expect.poll(() => page.locator('.cart-line').count()).toBe(0);
      const cart = await call('POST', `/api/cart/${added.json!.data.id}`, { body: { type: 'MAIN_CART' }, headers: bearer });
      expect(cart.json!.data.products).toEqual([]);
      await context.close();
    });

    it('deletes an address', async () => {
      const countries = (await call('GET', '/api/countries')).json!.data as { id: number; alphaTwo: string }[];
      const france = countries.find((country) => country.alphaTwo === 'FR')!.id;
      const address = { firstname: 'Camille', lastname: 'Moreau', address: '12 rue Beaurepaire', postalCode: '49400', city: 'Saumur', idCountry: france };
      const saved = await call('POST', '/api/user/address', { body: address, headers: bearer });
      expect(saved.status, saved.json?.message ?? '').toBe(200);
      const { context, page } = await browserContext({ session });
      await page.goto(`${base}/account/adresses`);
      const book = await hydrated(page, 'address-book');
      await book.getByTestId('saved-address').getByRole('button', { name: /^Supprimer l’adresse 12 rue Beaurepaire/ }).click();
      await book.getByRole('button', { name: 'Oui, supprimer' }).click();
      await expect.poll(async () => (await call('GET', '/api/user/address', { headers: bearer })).json!.data).toEqual([]);
      await context.close();
    });

    it('signs out', async () => {
      const { context, page } = await browserContext({ session });
      await page.goto(`${base}/account`);
      await page.getByRole('button', { name: 'Me déconnecter' }).click();
      await page.waitForURL(`${base}/`);
      // The session is over on the server, not only forgotten by this browser.
      await expect.poll(async () => (await call('GET', '/api/user', { headers: bearer })).json).toMatchObject({ success: true, data: null });
      await context.close();
    });
  });

  it("still refuses another site's writes, in the API's envelope and the caller's language", async () => {
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const forged = [
      call('POST', `/api/cart-form/${PERRIERES}`, { body: 'quantity=6', headers: { ...form, origin: 'https://evil.example', userLang: 'en_US' } }),
      call('POST', '/api/logout', { headers: { origin: 'https://evil.example', userLang: 'en_US' } }),
      // The shop's host in plain http is another origin than the shop's https one.
      call('DELETE', '/api/user/address/1', { headers: { origin: base.replace('https:', 'http:'), userLang: 'en_US' } }),
      call('POST', '/api/logout', { headers: { origin: 'null', userLang: 'en_US' } }),
      call('POST', '/api/logout', { headers: { 'sec-fetch-site': 'cross-site', userLang: 'en_US' } }),
      // A page, in the language of its address.
      call('POST', '/en_US/cart', { body: 'quantity=6', headers: { ...form, origin: 'https://evil.example' } }),
    ];
    for (const answer of await Promise.all(forged)) {
      expect(answer).toMatchObject({ status: 403, json: { success: false, data: null, message: "This action must be done from the estate's website." } });
      expect(answer.type).toMatch(/^application\/json/);
    }
    const french = await call('POST', '/api/logout', { headers: { origin: 'https://evil.example' } });
    expect(french).toMatchObject({ status: 403, json: { success: false, message: 'Cette action doit être faite depuis le site du domaine.' } });
  });

  it('lets an administrator script delete a popup with its bearer token and no Origin', async () => {
    const printed = /Administrator (\S+): choose your administrator password within one hour at \S+\/password\/reset\/([\w-]+)/.exec(shop.output());
    expect(printed, shop.output()).not.toBeNull();
    const password = 'tilleuls-admin-2026';
    expect((await call('PUT', '/api/password/reset', { body: { token: printed![2], password } })).status).toBe(200);
    const admin = await call('POST', '/api/login', { body: { email: printed![1], password } });
    const bearer = { authorization: `Bearer ${tokenOf(admin)}` };
    const popup = {
      texts: { fr_FR: { title: 'Portes ouvertes', content: '<p>Les 17 et 18 avril.</p>', buttonLabel: 'Le programme', buttonLink: '/evenements' } },
      isPublished: false,
      showOnEveryReload: false,
      delaySeconds: 3,
      startsAt: null,
      endsAt: null,
      position: 0,
      mediaId: null,
    };
    const created = await call('POST', '/api/admin/popup', { body: popup, headers: bearer });
    expect(created.status, created.json?.message ?? '').toBe(200);
    const removed = await call('DELETE', `/api/admin/popup/${created.json!.data.id}`, { headers: bearer });
    expect(removed, removed.json?.message ?? '').toMatchObject({ status: 200, json: { success: true } });
  });
});
