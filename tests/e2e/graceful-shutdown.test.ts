import { mkdtemp, rm } from 'node:fs/promises';
import { Agent, request, type IncomingMessage } from 'node:http';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it, vi } from 'vitest';
import { freePort, startShop, type ShopProcess } from './shop-process';

// SIGTERM, as an orchestrator sends it before replacing the process: the shop stops taking
// connections, says it is not ready to whoever still asks, answers the requests in flight, then
// stops its worker and database and exits 0. The shop runs as `npm start` runs it, with the JSON
// logs of production.

let shop: ShopProcess | undefined;
let dataDir: string | undefined;

afterEach(async () => {
  await shop?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  shop = dataDir = undefined;
});

async function start(env: Record<string, string>) {
  dataDir = await mkdtemp(join(tmpdir(), 'shop-shutdown-'));
  shop = await startShop(dataDir, await freePort(), { env: { NODE_ENV: 'production', ...env } });
  return shop;
}

/** Waits until `check` holds, polling; fails after `timeoutMs`. */
async function until(what: string, check: () => Promise<boolean> | boolean, timeoutMs = 20_000) {
  await vi.waitUntil(check, { timeout: timeoutMs, interval: 25, message: `${what}: not in ${timeoutMs} ms` });
}

/** Whether a new connection to the shop is refused. */
function refused(baseUrl: string): Promise<boolean> {
  const { port } = new URL(baseUrl);
  return new Promise((resolve) => {
    const socket = connect(Number(port), '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

/** A GET on a connection of its own, answered in full. */
function get(baseUrl: string, path: string): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    request(`${baseUrl}${path}`, { agent: false }, (response) => {
      response.resume();
      response.once('end', () => resolve(response));
    })
      .once('error', reject)
      .end();
  });
}

/** The status of a GET: once the shop answers, it has read what reached it before. */
const answered = async (baseUrl: string, path: string) => (await get(baseUrl, path)).statusCode;

/**
 * A POST whose body arrives slowly, on a keep-alive connection: its first byte is sent now, the
 * rest by finish(). Answers the response and the socket it came on.
 */
function slowPost(baseUrl: string, path: string, body: string) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  let socket: Socket | undefined;
  const call = request(`${baseUrl}${path}`, {
    method: 'POST',
    agent,
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), userLang: 'fr_FR' },
  });
  call.on('socket', (s) => (socket = s));
  const response = new Promise<{ message: IncomingMessage; text: string }>((resolve, reject) => {
    call.once('response', (message) => {
      let text = '';
      message.setEncoding('utf8');
      message.on('data', (chunk: string) => (text += chunk));
      message.once('end', () => resolve({ message, text }));
    });
    call.once('error', reject);
  });
  call.write(body.slice(0, 1));
  call.flushHeaders();
  return {
    response,
    socket: () => socket,
    finish: () => call.end(body.slice(1)),
    agent,
  };
}

/** JSON log lines the shop wrote (its output is JSON in production). */
function logLines(output: string): Record<string, unknown>[] {
  return output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

it('answers the requests in flight, refuses new connections, says it is not ready, and exits 0', { timeout: 120_000 }, async () => {
  const { baseUrl, pid } = await start({ SHUTDOWN_TIMEOUT_MS: '30000' });
  expect(await answered(baseUrl, '/api/ready')).toBe(200);
  // A page, then the same page from the route cache: each request its own id and log line.
  const [first, cached] = [await get(baseUrl, '/'), await get(baseUrl, '/')];
  expect([first.statusCode, cached.statusCode]).toEqual([200, 200]);
  expect(cached.headers['x-cache']).toBe('HIT');
  expect(cached.headers['x-request-id']).not.toBe(first.headers['x-request-id']);

  // In flight at the signal: an order-to-be cart whose body is still arriving, and a readiness
  // probe whose headers are (a request begun, not yet complete, is not an idle connection).
  const cart = slowPost(baseUrl, '/api/cart', JSON.stringify({ discountCode: null }));
  const probe = connect(Number(new URL(baseUrl).port), '127.0.0.1');
  let probeAnswer = '';
  probe.setEncoding('utf8');
  probe.on('data', (chunk: string) => (probeAnswer += chunk));
  const probeClosed = new Promise((resolve) => probe.once('close', resolve));
  await new Promise((resolve) => probe.once('connect', resolve));
  probe.write('GET /api/ready HTTP/1.1\r\nHost: 127.0.0.1\r\n');
  expect(await answered(baseUrl, '/api/health')).toBe(200);

  const signalled = Date.now();
  process.kill(pid, 'SIGTERM');
  await until('new connections refused', () => refused(baseUrl));

  // The probe completes its request: not ready, and the connection is closed after the answer.
  probe.write('\r\n');
  await probeClosed;
  expect(probeAnswer).toMatch(/^HTTP\/1\.1 503 /);
  expect(probeAnswer).toMatch(/\r\nconnection: close\r\n/i);
  expect(probeAnswer).toContain('"reason":"shutting down"');

  // The request in flight is answered in full. Its connection, kept alive by the client, is closed
  // by the shop right after the answer, not when Node's keep-alive timeout (5 s) would end it.
  const socketClosed = new Promise<number>((resolve) => cart.socket()!.once('close', () => resolve(Date.now())));
  cart.finish();
  const { message, text } = await cart.response;
  const answeredAt = Date.now();
  expect(message.statusCode, text).toBe(200);
  expect(JSON.parse(text).success).toBe(true);
  expect(message.headers.connection).toBe('keep-alive');
  expect((await socketClosed) - answeredAt).toBeLessThan(2500);
  cart.agent.destroy();

  expect(await shop!.ended).toEqual({ code: 0, signal: null });
  expect(Date.now() - signalled).toBeLessThan(30_000);
  expect(await refused(baseUrl)).toBe(true);

  const lines = logLines(shop!.output());
  expect(lines.filter((line) => line.path === '/').map((line) => line.requestId)).toEqual([first.headers['x-request-id'], cached.headers['x-request-id']]);
  expect(lines.find((line) => line.path === '/api/cart')).toMatchObject({ method: 'POST', status: 200, requestId: expect.any(String) });
  expect(lines.filter((line) => line.path === '/api/ready').map((line) => line.status)).toEqual([200, 503]);
  expect(lines.map((line) => line.msg)).toContain('Shop stopped');
});

it('closes what is still in flight after SHUTDOWN_TIMEOUT_MS, then exits 0', { timeout: 120_000 }, async () => {
  const { baseUrl, pid } = await start({ SHUTDOWN_TIMEOUT_MS: '1000' });
  // A body that never finishes arriving.
  const stuck = slowPost(baseUrl, '/api/cart', JSON.stringify({ discountCode: null }));
  const failed = stuck.response.then(
    () => 'answered',
    (error: NodeJS.ErrnoException) => error.code,
  );
  expect(await answered(baseUrl, '/api/health')).toBe(200);

  const signalled = Date.now();
  process.kill(pid, 'SIGTERM');
  expect(await failed).toBe('ECONNRESET');
  expect(await shop!.ended).toEqual({ code: 0, signal: null });
  expect(Date.now() - signalled).toBeGreaterThanOrEqual(1000);
  stuck.agent.destroy();

  const warnings = logLines(shop!.output()).filter((line) => line.level === 40);
  expect(warnings.map((line) => line.msg)).toContainEqual(expect.stringMatching(/shutdown timeout/));
  expect(warnings.find((line) => line.path === '/api/cart')).toMatchObject({ method: 'POST', aborted: true });
});
