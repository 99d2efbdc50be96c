import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '~/server/app';
import { withRequestLog } from '~/server/http/request-log';
import { createLogger, log } from '~/server/log';
import { startTestShop, type TestShop } from './harness';

// What an operator runs the shop with: the probes of a load balancer, and logs that say what
// happened to each request without ever writing a secret.

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

/** A logger writing JSON lines into `lines`, as production writes them to stdout. */
function capturingLogger() {
  const lines: string[] = [];
  const logger = createLogger({ level: 'info', pretty: false }, { write: (line: string) => void lines.push(line) });
  return { logger, lines, records: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

/** A request through the request log around the real API, as src/middleware.ts hands it over. */
function logged(logger: ReturnType<typeof capturingLogger>['logger'], app: TestShop['app'], request: Request) {
  return withRequestLog(logger, request, async (requestId) => app.fetch(request, { clientAddress: '203.0.113.7', requestId }));
}

describe('GET /api/health', () => {
  it('answers 200 ok, never cached, with no session and whatever the site header', async () => {
    const variants: Record<string, string>[] = [{}, { idSite: '999' }, { cookie: 'token=not-a-session' }];
    for (const headers of variants) {
      const answer = await shop.get('/health', { headers });
      expect(answer.status).toBe(200);
      expect(answer.json).toEqual({ success: true, data: { status: 'ok' }, message: null });
      expect(answer.headers.get('cache-control')).toBe('no-store');
    }
  });
});

describe('GET /api/ready', () => {
  it('answers 200 when the database answers with every migration applied', async () => {
    const answer = await shop.get('/ready');
    expect(answer.status).toBe(200);
    expect(answer.json.data).toEqual({ status: 'ok' });
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('answers 503 as soon as the process drains, while /health still answers', async () => {
    const draining = createApp({ ...shop.deps, draining: () => true });
    const ready = await draining.request('/api/ready');
    expect(ready.status).toBe(503);
    expect(ready.headers.get('cache-control')).toBe('no-store');
    expect(await ready.json()).toEqual({ success: false, data: { status: 'unavailable', reason: 'shutting down' }, message: 'shutting down' });
    expect((await draining.request('/api/health')).status).toBe(200);
  });

  it('answers 503 naming the migration the database has not applied', async () => {
    const { rows } = await shop.db.execute<{ id: number; hash: string; created_at: string }>(
      sql`select id, hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
    );
    const [last] = rows;
    await shop.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${last.id}`);
    try {
      const answer = await shop.get('/ready');
      expect(answer.status).toBe(503);
      expect(answer.json.data.reason).toMatch(/^migrations not applied: 0\d{3}_[\w-]+$/);
      expect(answer.json.data.reason).not.toContain(',');
    } finally {
      await shop.db.execute(sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${last.id}, ${last.hash}, ${last.created_at})`);
    }
    expect((await shop.get('/ready')).status).toBe(200);
  });

  it('is described in the OpenAPI document', async () => {
    const doc = (await (await shop.app.request('/api/openapi.json')).json()) as { paths: Record<string, { get?: { responses: Record<string, unknown> } }> };
    expect(Object.keys(doc.paths['/api/health'].get!.responses)).toEqual(['200']);
    expect(Object.keys(doc.paths['/api/ready'].get!.responses).sort()).toEqual(['200', '503']);
  });
});

describe('a shop whose database has stopped', () => {
  it('is alive but not ready, and its failing requests are logged with their stack and request id', async () => {
    const stopped = await startTestShop();
    await stopped.close();
    expect((await stopped.get('/health')).status).toBe(200);
    const ready = await stopped.get('/ready');
    expect(ready.status).toBe(503);
    expect(ready.json.data.reason).toBe('database unreachable');

    const { logger, records } = capturingLogger();
    const errors = vi.spyOn(log, 'error').mockImplementation(function (this: unknown, ...args: unknown[]) {
      (logger.error as (...a: unknown[]) => void)(...args);
    });
    try {
      const response = await logged(logger, stopped.app, new Request('http://shop.test/api/parameter', { headers: { 'x-request-id': 'lb-7f3a9c' } }));
      expect(response.status).toBe(500);
      const failed = records().find((record) => record.msg === 'API request failed')!;
      expect(failed).toMatchObject({ level: 50, requestId: 'lb-7f3a9c', method: 'GET', path: '/api/parameter' });
      expect((failed.err as { stack: string }).stack).toMatch(/\n\s+at /);
      expect(records().filter((record) => record.path === '/api/parameter' && record.status === 500)).toHaveLength(1);
    } finally {
      errors.mockRestore();
    }
  });
});

describe('the request log', () => {
  it('writes one line per request: id, method, path, status, duration', async () => {
    const { logger, records } = capturingLogger();
    const requests = [
      new Request('http://shop.test/api/site/info'),
      new Request('http://shop.test/api/nothing-here'),
      new Request('http://shop.test/api/health'),
    ];
    const ids: string[] = [];
    for (const request of requests) ids.push((await logged(logger, shop.app, request)).headers.get('x-request-id')!);
    const lines = records();
    expect(lines.map(({ method, path, status }) => ({ method, path, status }))).toEqual([
      { method: 'GET', path: '/api/site/info', status: 200 },
      { method: 'GET', path: '/api/nothing-here', status: 404 },
      { method: 'GET', path: '/api/health', status: 200 },
    ]);
    expect(lines.map((line) => line.requestId)).toEqual(ids);
    expect(new Set(ids).size).toBe(3);
    for (const line of lines) expect(line.durationMs).toEqual(expect.any(Number));
  });

  it('sends back a safe X-Request-Id it was given, and its own in place of any other', async () => {
    const { logger } = capturingLogger();
    const idOf = async (given?: string) => {
      const headers: Record<string, string> = given === undefined ? {} : { 'x-request-id': given };
      return (await logged(logger, shop.app, new Request('http://shop.test/api/health', { headers }))).headers.get('x-request-id');
    };
    expect(await idOf('edge-01HZX3.42:7')).toBe('edge-01HZX3.42:7');
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    expect(await idOf()).toMatch(uuid);
    expect(await idOf('"}{"admin":true <script>')).toMatch(uuid);
    expect(await idOf('x'.repeat(65))).toMatch(uuid);
  });

  it('never writes a password, a cookie or a token', async () => {
    const { logger, lines } = capturingLogger();
    const secrets = { password: 'Vendanges-2026-secret', cookie: 'cookie-value-c0ffee', queryToken: 'query-token-b16b00b5', resetToken: 'reset-token-5ca1ab1e' };
    await logged(logger, shop.app, new Request(`http://shop.test/api/login?token=${secrets.queryToken}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `token=${secrets.cookie}`, authorization: `Bearer ${secrets.cookie}` },
      body: JSON.stringify({ email: 'camille@example.fr', password: secrets.password }),
    }));
    // The page a password-reset mail links to carries its token in its path (pages are Astro's: a stand-in answers).
    const resetPage = new Request(`http://shop.test/en_US/password/reset/${secrets.resetToken}?token=${secrets.queryToken}`);
    await withRequestLog(logger, resetPage, async () => new Response('<html></html>', { headers: { 'content-type': 'text/html' } }));
    // A careless caller handing a secret to the logger is caught by its redaction.
    logger.info({ user: { email: 'camille@example.fr', password: secrets.password }, token: secrets.queryToken }, 'a careless line');

    const written = lines.join('');
    for (const secret of Object.values(secrets)) expect(written).not.toContain(secret);
    const [login, reset] = lines.map((line) => JSON.parse(line) as { path: string });
    expect(login.path).toBe('/api/login');
    expect(reset.path).toBe('/en_US/password/reset/[redacted]');
    expect(lines).toHaveLength(3);
  });
});
