import { createConfig, lintFromString } from '@redocly/openapi-core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media } from '~/server/db/schema';
import { SESSION_COOKIE } from '~/server/services/sessions';
import { adminCookie, paidOrder } from './admin-support';
import { signedIn } from './catalogue-fixtures';
import { startTestShop, type TestShop } from './harness';
import { answerChecker } from './openapi-check';

// The API's OpenAPI document tells the truth: a third-party linter finds no error in it, and the
// answers of real calls (a visitor's, a customer's, an administrator's; successes and refusals) are
// the ones it describes, checked by a JSON Schema validator as a validating proxy would.

type Operation = { operationId?: string; security?: Record<string, string[]>[]; responses: Record<string, unknown> };
type Document = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, Record<string, unknown>> };
};

let shop: TestShop;
let document: Document;
let customer: string;
let admin: string;
const operations = () =>
  Object.entries(document.paths).flatMap(([path, item]) => Object.entries(item).map(([method, operation]) => ({ path, method, operation })));
const filled = (path: string) => path.replace(/^\/api/, '').replace(/\{[^}]+\}/g, '1');
const needsSession = (operation: Operation) => (operation.security ?? []).length > 0 && !operation.security!.some((r) => Object.keys(r).length === 0);

beforeAll(async () => {
  shop = await startTestShop({ checkAnswers: true });
  document = (await shop.get('/openapi.json')).json as unknown as Document;
  customer = await signedIn(shop, 'CUSTOMER', 'client-openapi@example.fr');
  admin = await adminCookie(shop);
}, 60_000);
afterAll(() => shop.close());

describe('the OpenAPI document', () => {
  it("has no error under Redocly's recommended rules, and only the warnings it must have", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: JSON.stringify(document), absoluteRef: 'openapi.json', config });
    expect(problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId}: ${p.message} ${p.location[0]?.pointer}`)).toEqual([]);
    const warnings = problems.filter((p) => p.severity === 'warn').map((p) => `${p.ruleId} ${p.location[0]?.pointer ?? ''}`);
    expect(warnings.sort()).toEqual(
      [
        // The shop's code is not published under a licence.
        'info-license #/info',
        // The probes of a load balancer answer 200 or 503, never a 4xx.
        'operation-4xx-response #/paths/~1api~1health/get/responses',
        'operation-4xx-response #/paths/~1api~1ready/get/responses',
        // A plain HTML form's post: the browser follows a 303 to the cart page.
        'operation-2xx-response #/paths/~1api~1cart-form~1{declinationId}/post/responses',
      ].sort(),
    );
  });

  it('names the session cookie and the bearer token, and says of every operation who may call it', () => {
    expect(document.components.securitySchemes).toEqual({
      cookieAuth: expect.objectContaining({ type: 'apiKey', in: 'cookie', name: SESSION_COOKIE }),
      bearerAuth: expect.objectContaining({ type: 'http', scheme: 'bearer' }),
    });
    for (const { path, method, operation } of operations()) expect(operation.security, `${method} ${path}`).toBeDefined();
    const security = (method: string, path: string) => document.paths[path][method].security;
    expect(security('get', '/api/user')).toContainEqual({});
    expect(security('put', '/api/user')).toEqual([{ cookieAuth: [] }, { bearerAuth: [] }]);
    expect(security('get', '/api/admin/order')).toEqual([{ cookieAuth: ['ADMIN', 'SUPER_ADMIN'] }, { bearerAuth: ['ADMIN', 'SUPER_ADMIN'] }]);
    expect(security('get', '/api/forms/file/download/{id}')).toEqual(security('get', '/api/admin/order'));
    expect(security('get', '/api/health')).toEqual([]);
  });

  it('gives every operation its own operationId', () => {
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z0-9]*$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(document.paths['/api/cart/{cartId}/default'].get.operationId).toBe('getCartByCartIdDefault');
  });

  it('refuses a visitor (401) on every operation it says needs a session, and a customer (403) on those for administrators', async () => {
    const guarded = operations().filter(({ operation }) => needsSession(operation));
    expect(guarded.length).toBeGreaterThan(100);
    for (const { path, method, operation } of guarded) {
      const call = (cookie?: string) =>
        shop.app.request(`/api${filled(path)}`, { method, headers: { ...(cookie ? { cookie } : {}), 'content-type': 'application/json' }, body: method === 'get' ? undefined : '{}' });
      expect((await call()).status, `${method} ${path}`).toBe(401);
      if (operation.security!.some((r) => Object.values(r).some((roles) => roles.includes('ADMIN')))) expect((await call(customer)).status, `${method} ${path}`).toBe(403);
    }
  }, 120_000);

  it('writes no pattern with JavaScript flags, and no nullable answer that null cannot satisfy', () => {
    const text = JSON.stringify(document);
    const patterns = [...text.matchAll(/"pattern":("(?:[^"\\]|\\.)*")/g)].map((m) => JSON.parse(m[1]) as string);
    expect(patterns.length).toBeGreaterThan(10);
    for (const pattern of patterns) {
      expect(pattern, pattern).not.toMatch(/\$\/[dgimsuvy]+$/);
      expect(() => new RegExp(pattern, 'u')).not.toThrow();
    }
    // zod's .nullable() of a named schema is written allOf [named, {type: [..., null]}]: null fails `named`.
    expect(text).not.toMatch(/"allOf":\[\{"\$ref":"[^"]+"\},\{"type":\[[^\]]*"null"\]\}\]/);
  });

  it("checks the owner's links with the same rule as before, the scheme's case free, without a flag", () => {
    // Every pattern the document gives the property, wherever its schema is written out.
    const patternsOf = (property: string) => {
      const found = [...JSON.stringify(document).matchAll(new RegExp(`"${property}":\\{[^}]*?"pattern":("(?:[^"\\\\]|\\\\.)*")`, 'g'))];
      expect(found.length, property).toBeGreaterThan(0);
      return [...new Set(found.map((m) => JSON.parse(m[1]) as string))].map((pattern) => new RegExp(pattern));
    };
    const rules = [
      ...patternsOf('buttonLink').map((pattern) => ({ pattern, before: /^(?:https?:\/\/[^\s<>"']+|\/[^\s<>"']*)$/i })),
      ...patternsOf('videoUrl').map((pattern) => ({ pattern, before: /^https:\/\/[^\s<>"']+$/i })),
    ];
    const samples = ['https://vimeo.com/1', 'HTTPS://Vimeo.com/1', 'Http://example.fr/a', 'http://example.fr', '/evenements', '/', 'javascript:alert(1)',
      'https://exa mple.fr', 'ftp://example.fr', 'https://', 'https://a"b', '//evil.example', 'mailto:a@b.fr', ''];
    for (const { pattern, before } of rules) {
      for (const sample of samples) expect(pattern.test(sample), `${pattern} on ${sample}`).toBe(before.test(sample));
    }
  });
});

describe('the answers of real calls', () => {
  it('are the ones the document describes, for a visitor, a customer and an administrator', async () => {
    // Every read, by each caller, with 1 for each parameter: successes, 404s, 401s and 403s.
    for (const { path } of operations().filter(({ method }) => method === 'get')) {
      for (const cookie of [undefined, customer, admin]) await shop.app.request(`/api${filled(path)}`, { headers: cookie ? { cookie } : {} });
    }
    // The answers that may be null, null.
    expect((await shop.get('/user')).json.data).toBeNull();
    expect((await shop.get('/cart/current')).json.data).toBeNull();
    // A customer's way through the shop (register, cart, order, sandbox payment), then the back office on that order.
    const { order } = await paidOrder(shop);
    await shop.get(`/order/${order.id}`, { cookie: admin });
    await shop.get(`/admin/orders/${order.id}`, { cookie: admin });
    await shop.get(`/admin/order/${order.id}/get-status`, { cookie: admin });
    // A form answered, in JSON, then its refusal.
    const form = (await shop.get('/message/form')).json.data as { id: number } | null;
    if (form) {
      await shop.post(`/forms/${form.id}/submit`, { values: {} });
      await shop.post(`/forms/${form.id}/submit`, { nothing: true });
    }
    // The SVG pictures of the demo, in their own media type.
    const [svg] = await shop.db.select({ id: media.id, filename: media.filename }).from(media).where(eq(media.mime, 'image/svg+xml')).limit(1);
    const picture = await shop.app.request(`/api/media/${svg.id}/${svg.filename}`);
    expect(picture.headers.get('content-type')).toBe('image/svg+xml');
    // The owner's links, in any case of the scheme.
    const popup = await shop.post(
      '/admin/popup',
      { texts: { fr_FR: { title: 'Portes ouvertes', content: '<p>Avril.</p>', buttonLabel: 'Voir', buttonLink: 'HTTPS://example.fr/programme' } },
        isPublished: false, showOnEveryReload: false, delaySeconds: 3, startsAt: null, endsAt: null, position: 0, mediaId: null },
      { cookie: admin },
    );
    expect(popup.status, popup.json.message ?? '').toBe(200);
    const album = await shop.post(
      '/admin/album',
      { texts: { fr_FR: { title: 'Vendanges', description: 'Septembre.' }, en_US: { title: 'Harvest', description: null } }, isPublished: true, publishedAt: '2026-10-01T10:00:00+02:00', position: 0, coverMediaId: null,
        items: [{ videoUrl: 'Https://vimeo.com/123456' }] },
      { cookie: admin },
    );
    expect(album.status, album.json.message ?? '').toBe(200);
    // Writes without a body, and the session's end.
    await shop.post('/logout', undefined, { cookie: customer });
    await shop.post('/login', { email: 'nobody@example.fr', password: 'wrong-password' });

    expect(await shop.answerProblems()).toEqual([]);
  }, 120_000);

  it('would be refused by the check were the document wrong', async () => {
    const broken = structuredClone(document);
    // A cart that must have a field no cart has; the media route back to octet-stream; the nullable cart as it was written.
    (broken.components.schemas.Cart as { required: string[] }).required.push('neverThere');
    const mediaOk = (broken.paths['/api/media/{id}/{filename}'].get.responses['200'] as { content: Record<string, unknown> });
    mediaOk.content = { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } };
    const current = broken.paths['/api/cart/current'].get.responses['200'] as { content: Record<string, { schema: { properties: { data: unknown } } }> };
    current.content['application/json'].schema.properties.data = { allOf: [{ $ref: '#/components/schemas/Cart' }, { type: ['object', 'null'] }] };
    const problemsOf = answerChecker(broken as unknown as Parameters<typeof answerChecker>[0]);
    const { order } = await paidOrder(shop);
    expect(order.id).toBeGreaterThan(0);
    const cart = await shop.app.request('/api/cart', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    const answer = async (method: string, path: string, response: Response) =>
      problemsOf({ method, path, status: response.status, contentType: response.headers.get('content-type'), body: await response.text() });
    expect(await answer('POST', '/api/cart', cart)).toEqual([expect.stringContaining('neverThere')]);
    const [svg] = await shop.db.select({ id: media.id, filename: media.filename }).from(media).where(eq(media.mime, 'image/svg+xml')).limit(1);
    const path = `/api/media/${svg.id}/${svg.filename}`;
    expect(await answer('GET', path, await shop.app.request(path))).toEqual([expect.stringContaining('answered image/svg+xml')]);
    expect((await answer('GET', '/api/cart/current', await shop.app.request('/api/cart/current'))).length).toBeGreaterThan(0);
  }, 60_000);
});
