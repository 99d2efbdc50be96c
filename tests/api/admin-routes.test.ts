import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { adminAudit } from '~/server/db/schema';
import { auditPageSchema } from '~/lib/admin/audit';
import { pathParameters } from '~/server/http/admin/audit';
import { auditSummary } from '~/server/services/admin/audit';
import { signedIn } from './catalogue-fixtures';
import { startTestShop, type TestShop } from './harness';

// Every back-office call, as the OpenAPI document lists them: a visitor gets 401, a customer 403,
// garbage never a 5xx; every change an administrator makes is in the audit log, and only those.

interface Operation {
  method: string;
  path: string;
}

let shop: TestShop;
let admin: string;
let customer: string;
let operations: Operation[];

/** The document's path with its parameters filled: `{id}` → `fill`. */
const concrete = (path: string, fill: string) => path.replace(/^\/api/, '').replace(/\{[^}]+\}/g, fill);

async function send(method: string, path: string, options: { cookie?: string; body?: string; type?: string } = {}) {
  const headers: Record<string, string> = {};
  if (options.cookie) headers.cookie = options.cookie;
  if (options.body !== undefined) headers['content-type'] = options.type ?? 'application/json';
  const response = await shop.app.request(`/api${path}`, { method, headers, body: options.body }, { clientAddress: '203.0.113.9' });
  return { status: response.status, text: await response.text() };
}

beforeAll(async () => {
  shop = await startTestShop();
  admin = await signedIn(shop, 'ADMIN', 'gerante@domaine.test');
  customer = await signedIn(shop, 'CUSTOMER', 'client@domaine.test');
  const document = (await (await shop.app.request('/api/openapi.json')).json()) as { paths: Record<string, Record<string, unknown>> };
  operations = Object.entries(document.paths)
    .filter(([path]) => path.startsWith('/api/admin/'))
    .flatMap(([path, methods]) => Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })));
});
afterAll(() => shop.close());

describe('every /admin route', () => {
  it('is in the OpenAPI document, reads and changes alike', () => {
    expect(operations.length).toBeGreaterThan(10);
    expect(operations.some((operation) => operation.method === 'GET')).toBe(true);
    expect(operations.some((operation) => operation.method !== 'GET')).toBe(true);
  });

  it('refuses a visitor with 401 and a customer with 403, before reading its input', async () => {
    for (const { method, path } of operations) {
      const body = method === 'GET' ? undefined : '{}';
      const visitor = await send(method, concrete(path, '1'), { body });
      expect(visitor.status, `${method} ${path} as a visitor`).toBe(401);
      const client = await send(method, concrete(path, '1'), { cookie: customer, body });
      expect(client.status, `${method} ${path} as a customer`).toBe(403);
      expect(JSON.parse(client.text)).toMatchObject({ success: false, message: expect.any(String) });
    }
  });

  it('answers garbage with a 4xx and a message, never a 5xx, and logs no change', async () => {
    const before = await shop.db.$count(adminAudit);
    const garbage: [string, string | undefined, string | undefined][] = [
      ['abc', undefined, undefined],
      ['-1', '{"price": "douze", "title": [], "status": {"$ne": 1}}', undefined],
      ['99999999999999999999', 'not json at all {', undefined],
      ['1', '[1, 2, 3]', undefined],
      ['1', '<xml/>', 'text/xml'],
    ];
    for (const { method, path } of operations) {
      for (const [id, body, type] of garbage) {
        const answer = await send(method, concrete(path, id), { cookie: admin, body: method === 'GET' ? undefined : (body ?? '{}'), type });
        expect(answer.status, `${method} ${path} with ${id} ${body ?? ''}`).toBeLessThan(500);
        if (answer.status >= 400) expect(JSON.parse(answer.text), `${method} ${path}`).toMatchObject({ success: false, message: expect.any(String) });
      }
    }
    // Whatever was accepted above was logged; what was refused was not.
    const accepted = (await shop.db.select().from(adminAudit)).slice(before);
    for (const row of accepted) expect(row.status).toBeLessThan(300);
  });
});

describe('the audit log', () => {
  it('records who changed what, with the target and what was sent, secrets hidden', async () => {
    const changed = await shop.put('/admin/parameter/COMPANY_NAME', { value: 'Domaine des Tilleuls, famille Martin' }, { cookie: admin });
    expect(changed.status).toBe(200);
    const [row] = await shop.db.select().from(adminAudit).orderBy(desc(adminAudit.id)).limit(1);
    expect(row).toMatchObject({
      actorEmail: 'gerante@domaine.test',
      method: 'PUT',
      route: '/api/admin/parameter/:type',
      target: { type: 'COMPANY_NAME' },
      summary: { value: 'Domaine des Tilleuls, famille Martin' },
      status: 200,
    });

    const log = await shop.get('/admin/audit?nbItem=5', { cookie: admin });
    expect(log.status).toBe(200);
    expect(log.json.data.items[0]).toMatchObject({ actorEmail: 'gerante@domaine.test', route: '/api/admin/parameter/:type', target: { type: 'COMPANY_NAME' } });
  });

  it('records nothing for a refused change or a read', async () => {
    const count = () => shop.db.$count(adminAudit);
    const before = await count();
    expect((await shop.put('/admin/declination/1', { price: -5 }, { cookie: admin })).status).toBe(400);
    expect((await shop.get('/admin/dashboard', { cookie: admin })).status).toBe(200);
    expect(await count()).toBe(before);
  });

  it('keeps the name of an administrator whose account is gone', async () => {
    const leaving = await signedIn(shop, 'ADMIN', 'ancien@domaine.test');
    expect((await shop.put('/admin/parameter/COMPANY_NAME', { value: 'Domaine des Tilleuls' }, { cookie: leaving })).status).toBe(200);
    const [row] = await shop.db.select().from(adminAudit).orderBy(desc(adminAudit.id)).limit(1);
    const { user } = await import('~/server/db/schema');
    await shop.db.delete(user).where(eq(user.id, row!.userId!));
    const [kept] = await shop.db.select().from(adminAudit).where(eq(adminAudit.id, row!.id));
    expect(kept).toMatchObject({ userId: null, actorEmail: 'ancien@domaine.test' });
  });
});

describe('what the log keeps of a request', () => {
  it('hides passwords and secrets at any depth and cuts long texts', () => {
    const kept = auditSummary({ email: 'a@b.fr', password: 'secret123', nested: { apiToken: 'x', text: 'é'.repeat(500) } }) as Record<string, any>;
    expect(kept.password).toBe('[hidden]');
    expect(kept.nested.apiToken).toBe('[hidden]');
    expect(kept.nested.text).toHaveLength(201);
    expect(kept.email).toBe('a@b.fr');
  });

  it('reads the path parameters of the route', () => {
    expect(pathParameters('/api/admin/order/:id/status', '/api/admin/order/12/status')).toEqual({ id: '12' });
    expect(pathParameters('/api/admin/page/:idPage/layout/:idLayout/preview', '/api/admin/page/3/layout/7/preview')).toEqual({ idPage: '3', idLayout: '7' });
  });
});

describe('the audit contract (src/lib/admin/audit.ts)', () => {
  // Parsing strips what the contract does not name: an answer equal to its parse has no field the
  // islands' types do not know, and every field they know, of the type they expect.
  it('describes exactly what the log answers', async () => {
    expect((await shop.put('/admin/parameter/COMPANY_NAME', { value: 'Domaine des Tilleuls' }, { cookie: admin })).status).toBe(200);
    const log = (await shop.get('/admin/audit?nbItem=5', { cookie: admin })).json.data;
    expect(log.items.length).toBeGreaterThan(0);
    expect(auditPageSchema.parse(log)).toEqual(log);
    expect(auditPageSchema.safeParse({ ...log, items: [{ ...log.items[0], target: { id: 12 } }] }).success).toBe(false);
  });
});
