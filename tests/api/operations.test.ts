import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { createRequestFromNodeRequest, writeResponse } from 'astro/app/node';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '~/server/app';
import { loggedPath, requestLogger } from '~/server/http/request-log';
import { createLogger, log, type Logger } from '~/server/log';
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

/**
 * A Node HTTP server as scripts/serve.mjs runs it: the request log around everything, the API of
 * `app` under /api (through Astro's own Node request and response conversions), and a stand-in
 * page anywhere else (pages are Astro's).
 */
async function serveWithLog(logger: Logger, app: TestShop['app']) {
  const logRequest = requestLogger(logger);
  const server = createServer(async (req, res) => {
    res.setHeader('X-Request-Id', logRequest(req, res));
    if (!req.url?.startsWith('/api/')) return void res.end('<html></html>');
    await writeResponse(await app.fetch(createRequestFromNodeRequest(req), { clientAddress: '203.0.113.7' }), res);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  servers.push(server);
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return (path: string, init?: RequestInit) => fetch(`${base}${path}`, init);
}

const servers: Server[] = [];
afterAll(() => Promise.all(servers.map((server) => new Promise((done) => server.close(done)))));

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
    // The process's logger, read through the capturing one.
    const errors = vi.spyOn(log, 'error').mockImplementation((...args: unknown[]) => (logger.error as (...a: unknown[]) => void)(...args));
    try {
      const call = await serveWithLog(logger, stopped.app);
      const response = await call('/api/parameter', { headers: { 'x-request-id': 'lb-7f3a9c' } });
      expect(response.status).toBe(500);
      expect(response.headers.get('x-request-id')).toBe('lb-7f3a9c');
      await vi.waitFor(() => expect(records().some((record) => record.path === '/api/parameter')).toBe(true));
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
    const call = await serveWithLog(logger, shop.app);
    const ids: string[] = [];
    for (const path of ['/api/site/info', '/api/nothing-here', '/api/health']) {
      const response = await call(path);
      await response.arrayBuffer();
      ids.push(response.headers.get('x-request-id')!);
    }
    await vi.waitFor(() => expect(records()).toHaveLength(3));
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

  it('logs a path written with backslashes, which the URL parser once took for a host, and serves on', async () => {
    const { logger, records } = capturingLogger();
    const call = await serveWithLog(logger, shop.app);
    const { port } = new URL((await call('/api/health')).url);
    // Sent raw: fetch would straighten the path. `GET /\` threw in the listener that writes the line,
    // and the uncaught error ended the process.
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => socket.end('GET /\\ HTTP/1.1\r\nHost: shop\r\nConnection: close\r\n\r\n'));
      let text = '';
      socket.on('data', (chunk) => (text += chunk));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect((await call('/api/health')).status).toBe(200);
    await vi.waitFor(() => expect(records()).toHaveLength(3));
    expect(records().map(({ path }) => path)).toEqual(['/api/health', '/', '/api/health']);
  });

  it('sends back a safe X-Request-Id it was given, and its own in place of any other', async () => {
    const { logger } = capturingLogger();
    const call = await serveWithLog(logger, shop.app);
    const idOf = async (given?: string) => {
      const headers: Record<string, string> = given === undefined ? {} : { 'x-request-id': given };
      return (await call('/api/health', { headers })).headers.get('x-request-id');
    };
    expect(await idOf('edge-01HZX3.42:7')).toBe('edge-01HZX3.42:7');
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    expect(await idOf()).toMatch(uuid);
    expect(await idOf('"}{"admin":true <script>')).toMatch(uuid);
    expect(await idOf('x'.repeat(65))).toMatch(uuid);
  });

  it('never writes a password, a cookie or a token', async () => {
    const { logger, lines } = capturingLogger();
    const call = await serveWithLog(logger, shop.app);
    const secrets = { password: 'Vendanges-2026-secret', cookie: 'cookie-value-c0ffee', queryToken: 'query-token-b16b00b5', resetToken: 'reset-token-5ca1ab1e' };
    const login = await call(`/api/login?token=${secrets.queryToken}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `token=${secrets.cookie}`, authorization: `Bearer ${secrets.cookie}` },
      body: JSON.stringify({ email: 'camille@example.fr', password: secrets.password }),
    });
    expect(login.status).toBe(401);
    // The page a password-reset mail links to carries its token in its path.
    await (await call(`/en_US/password/reset/${secrets.resetToken}?token=${secrets.queryToken}`)).text();
    await vi.waitFor(() => expect(lines).toHaveLength(2));
    // A careless caller handing a secret to the logger is caught by its redaction.
    logger.info({ user: { email: 'camille@example.fr', password: secrets.password }, token: secrets.queryToken }, 'a careless line');

    const written = lines.join('');
    for (const secret of Object.values(secrets)) expect(written).not.toContain(secret);
    const [loginLine, resetLine] = lines.map((line) => JSON.parse(line) as { path: string; status: number });
    expect(loginLine).toMatchObject({ path: '/api/login', status: 401 });
    expect(resetLine).toMatchObject({ path: '/en_US/password/reset/[redacted]', status: 200 });
    expect(lines).toHaveLength(3);
  });
});

describe('secrets in the path of a request', () => {
  it('never writes a gift card code or a sandbox payment reference, even when the request fails', async () => {
    const { logger, lines, records } = capturingLogger();
    const call = await serveWithLog(logger, shop.app);
    const code = 'K7QM-3HXD-P9WA-TC4Z';
    const reference = 'sbx_5ca1ab1ec0ffee0ddba11000';
    expect((await call(`/api/gift-card/${code}`)).status).toBe(404);
    await (await call(`//api/gift-card/${code.toLowerCase()}`)).text();
    expect((await call(`/api/payment/sandbox/pay/${reference}`)).status).toBe(404);
    await vi.waitFor(() => expect(lines).toHaveLength(3));
    expect(records().map((record) => record.path)).toEqual(['/api/gift-card/[redacted]', '/api/gift-card/[redacted]', '/api/payment/sandbox/pay/[redacted]']);

    // A lookup that fails on the server's side is logged with its stack, and still without the code.
    const stopped = await startTestShop();
    await stopped.close();
    const errors = vi.spyOn(log, 'error').mockImplementation((...args: unknown[]) => (logger.error as (...a: unknown[]) => void)(...args));
    try {
      const failing = await serveWithLog(logger, stopped.app);
      expect((await failing(`/api/gift-card/${code}`)).status).toBe(500);
      await vi.waitFor(() => expect(records().some((record) => record.msg === 'API request failed')).toBe(true));
      expect(records().find((record) => record.msg === 'API request failed')).toMatchObject({ path: '/api/gift-card/[redacted]' });
    } finally {
      errors.mockRestore();
    }
    const written = lines.join('');
    for (const secret of [code, code.toLowerCase(), code.replaceAll('-', ''), reference]) expect(written).not.toContain(secret);
  });

  it('is masked for every route of the API whose parameter is a code, a token or a reference', async () => {
    const document = (await (await shop.app.request('/api/openapi.json')).json()) as { paths: Record<string, unknown> };
    const secretParameter = /^\{(code|token|reference|secret)\}$/i;
    const withSecrets = Object.keys(document.paths).filter((path) => path.split('/').some((segment) => secretParameter.test(segment)));
    expect(withSecrets).toContain('/api/gift-card/{code}');
    // The sandbox's hosted page is plain HTML outside the document.
    for (const path of [...withSecrets, '/api/payment/sandbox/pay/{reference}']) {
      const called = path.replace(/\{(\w+)\}/g, (_, name: string) => `given-${name}-2f9c`);
      const logged = loggedPath(called);
      for (const segment of path.split('/').filter((part) => secretParameter.test(part))) {
        expect({ path, logged }).toEqual({ path, logged: expect.not.stringContaining(`given-${segment.slice(1, -1)}-2f9c`) });
      }
    }
  });
});
