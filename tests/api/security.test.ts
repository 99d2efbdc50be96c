import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paidOrder } from './admin-support';
import { browser, declinationOf } from './cart-browser';
import { signedIn } from './catalogue-fixtures';
import { startTestShop, type TestShop } from './harness';
import { customerWithCart, setStock } from './order-support';

// Who may call what. The admin calls are read from the API's own OpenAPI document, so that a new
// one is covered the day it is added. Sign-in throttling is in throttle.test.ts, the session
// cookie's flags in auth.test.ts ('signs in with an HttpOnly SameSite=Lax cookie…').

let shop: TestShop;
let admin: string;
let customer: string;
let adminCalls: { method: string; path: string }[];
beforeAll(async () => {
  shop = await startTestShop();
  // A SUPER_ADMIN: the calls that manage administrators are theirs alone.
  admin = await signedIn(shop, 'SUPER_ADMIN', 'patronne@domaine.test');
  customer = await signedIn(shop, 'CUSTOMER', 'curieux@example.fr');
  const doc = (await shop.get('/openapi.json')).json as unknown as { paths: Record<string, Record<string, unknown>> };
  adminCalls = Object.entries(doc.paths)
    .filter(([path]) => /^(\/api)?\/admin\//.test(path))
    .flatMap(([path, methods]) => Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path: path.replace(/^\/api/, '').replace(/\{[^}]+\}/g, '1') })));
});
afterAll(() => shop.close());

const call = (method: string, path: string, cookie?: string) =>
  shop.app.request(`/api${path}`, {
    method,
    headers: { ...(cookie ? { cookie } : {}), ...(method === 'GET' ? {} : { 'content-type': 'application/json' }) },
    body: method === 'GET' ? undefined : '{}',
  });

describe('the admin calls', () => {
  it('are all found in the OpenAPI document', () => {
    const names = adminCalls.map((c) => `${c.method} ${c.path}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'GET /admin/address/type',
        'PUT /admin/declination/1',
        'PUT /admin/parameter/1',
        'GET /admin/order',
        'GET /admin/order/1/get-status',
        'PUT /admin/order/1/status',
        'GET /admin/order/1/tracking-link',
        'PUT /admin/order/1/tracking-link',
        'POST /admin/page/1/layout/1/hash/check',
        'PUT /admin/page/1/layout/1/preview',
      ]),
    );
  });

  it('answer 401 to a visitor and 403 to a customer, before reading anything', async () => {
    for (const { method, path } of [...adminCalls, { method: 'GET', path: '/admin/not-yet-written' }]) {
      const visitor = await call(method, path);
      expect(visitor.status, `${method} ${path}`).toBe(401);
      expect((await visitor.json()).message).toBe('Connectez-vous pour continuer.');
      const client = await call(method, path, customer);
      expect(client.status, `${method} ${path}`).toBe(403);
      expect((await client.json()).message).toBe("Vous n’avez pas accès à cette action.");
    }
  });

  it('let an admin through to the call itself', async () => {
    for (const { method, path } of adminCalls) {
      const answer = await call(method, path, admin);
      expect([401, 403], `${method} ${path}`).not.toContain(answer.status);
      expect(answer.status, `${method} ${path}`).toBeLessThan(500);
    }
  });
});

describe("another customer's things", () => {
  it('do not exist for the caller', async () => {
    await setStock(shop, (await declinationOf(shop, 'TIL-HEN-2020-75')).id, 500);
    const { order } = await paidOrder(shop);
    const stranger = (await customerWithCart(shop, 'TIL-HEN-2020-75', 6)).customer;
    const body = { reason: 'Rétractation', products: [{ idOrderLine: order.lines[0].id, quantity: 1 }] };
    const answers = [
      await stranger.get(`/order/${order.id}`),
      await stranger.get(`/order/${order.id}/invoice`),
      await stranger.get(`/order/cawl/result/${order.id}`),
      await stranger.get(`/order-back?order=${order.id}`),
      await stranger.post(`/order/${order.id}/back-products`, body),
    ];
    expect(answers.map((a) => a.status)).toEqual([404, 404, 404, 404, 404]);
    // The same answer as an order that does not exist: nobody learns which ids are taken.
    expect(answers[0].json.message).toBe((await stranger.get('/order/999999')).json.message);
    expect((await browser(shop).get(`/order/${order.id}`)).status).toBe(401);
  });
});
