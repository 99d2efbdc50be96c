// Serves the built shop: Astro's pages, static files and the API through one Node HTTP server that
// compresses what it sends (the Node adapter does not), sets the security headers, logs one line
// per request, and stops gracefully on SIGTERM/SIGINT. Run it through `npm start` or
// `npm run serve` so that the project's pinned Node runs it.
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import http from 'node:http';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import compression from 'compression';
import { precompressedAssets } from '../precompress.mjs';
import { staticFiles } from './static-files.mjs';

// What the shop and this server share (see src/server/shop.ts): once its modules are loaded, the
// shop puts here its logger, its request log, its security headers and its running instance. So
// this file keeps no settings or logger of its own: LOG_LEVEL, SHUTDOWN_TIMEOUT_MS and the rest
// are read by the shop's one settings module.
const shared = {};
globalThis[Symbol.for('domaine-shop.server')] = shared;

// Astro's app (the adapter's "middleware" mode: pages and /api, no server and no static files of
// its own), behind the build's static files; the API straight to the app, since the build makes no
// file under /api/ (checked here): a request to the API is never a file.
const outDir = resolve(process.env.ASTRO_OUT_DIR ?? 'dist');
const { handler: astro } = await import(pathToFileURL(resolve(outDir, 'server/entry.mjs')).href);
const client = resolve(outDir, 'client');
const files = staticFiles(client);
const apiHasFiles = existsSync(resolve(client, 'api'));
function handler(req, res) {
  // As the adapter's standalone server answered an address it cannot read.
  try {
    decodeURI(req.url);
  } catch {
    res.writeHead(400);
    res.end('Bad request.');
    return;
  }
  if (req.url.startsWith('/api/') && !apiHasFiles) return void astro(req, res);
  files(req, res, () => astro(req, res));
}

// The /_astro/ files as compressed at build; everything else compressed as it is sent, but for
// answers too small to gain from it (an API answer, a cart of a few lines): under 1.4 kB an answer
// leaves in one TCP segment (1,460 bytes of payload on Ethernet) compressed or not, and compressing
// it cost a quarter of an add-to-cart's CPU time (README, "Performance").
const precompressed = await precompressedAssets(resolve(outDir, 'client'));
const compress = compression({ threshold: 1400 });
const render = (req, res) => compress(req, res, () => handler(req, res));
// The cached pages as kept by the shop (src/server/page-store.ts), before Astro's pipeline runs;
// a page another request is rendering is waited for, then sent from its bytes.
const answerKept = (req, res) => shared.pages?.answer(req, res, shared.securityHeaders, req.headers['x-request-id']);
const serve = (req, res) => answerKept(req, res) || serveMissed(req, res);
function serveMissed(req, res) {
  if (precompressed(req, res)) return;
  const rendering = shared.pages?.whenRendered(req);
  if (rendering) return void rendering.then(() => answerKept(req, res) || render(req, res));
  // A page this request renders: the others asking for it meanwhile wait (the API is never a kept page).
  if (shared.pages && (req.method === 'GET' || req.method === 'HEAD') && !req.url.startsWith('/api/')) res.once('close', shared.pages.rendering(req.url));
  render(req, res);
}
let draining = false;
/** The answers under way, each until its connection has let it go (and its line is written). */
const answering = new Set();

// The request line is written here, around everything: this is the one place every request
// passes, pages served from the route cache and static files included (Astro's middleware does
// not see a cached page), and where the status and the time to the last byte are known.
const server = http.createServer((req, res) => {
  const requestId = shared.logRequest(req, res);
  answering.add(res);
  res.once('close', () => {
    answering.delete(res);
    if (draining) setImmediate(() => server.closeIdleConnections());
  });
  // A kept page writes its status line and every header in one go, from lists prepared once per
  // page version: nothing is set on the answer before it (docs/architecture.md, "Where a request goes").
  if (!draining && answerKept(req, res)) return;
  res.setHeader('X-Request-Id', requestId);
  // Set before the answer is written, so that static files carry them too; a page's own
  // Content-Security-Policy (Astro writes it with the page) replaces the locked-down default.
  for (const [name, value] of shared.securityHeaders) res.setHeader(name, value);
  // Once stopping, every answer closes its connection: a keep-alive client reconnects elsewhere,
  // and the connection of an answer begun before does not wait idle for the keep-alive timeout.
  if (draining) res.setHeader('Connection', 'close');
  (draining ? serve : serveMissed)(req, res);
});

/**
 * The shop starts (its database opened, migrated and seeded on a fresh machine, its modules
 * loaded) on a first call, made on a loopback port of its own: the public port opens once the shop
 * can answer, and a problem shows now rather than at the first visit.
 */
async function startShop() {
  const warmUp = http.createServer(serve);
  // Its own port even among several processes (node:cluster would share it between them).
  await new Promise((done) => warmUp.listen({ port: 0, host: '127.0.0.1', exclusive: true }, done));
  const response = await fetch(`http://127.0.0.1:${warmUp.address().port}/api/site/info`).catch((error) => error);
  warmUp.closeAllConnections();
  warmUp.close();
  if (!(response instanceof Response) || !response.ok) {
    // The shop has said why when it could (and ended the process); this is the rest.
    const reason = response instanceof Response ? await response.text() : String(response);
    (shared.log ?? console).error(`The shop could not start: ${reason}`);
    process.exit(1);
  }
}

/**
 * The graceful stop: /api/ready answers 503 at once (a load balancer stops sending), no new
 * connection is taken, the requests in flight finish (their connections closed after SHUTDOWN_TIMEOUT_MS
 * if they take longer), then the background worker stops and the database closes.
 */
async function stop(signal) {
  if (draining) return;
  draining = true;
  // close() takes no new connection and ends the idle keep-alive ones; those with a request in
  // flight end after its answer.
  const closed = new Promise((done) => server.close(done));
  // A signal while the shop starts waits for it, to close it.
  const shop = await shared.shop;
  shop?.drain();
  const log = shared.log;
  const timeoutMs = shop?.config.shutdownTimeoutMs ?? 10_000;
  log?.info({ signal, timeoutMs }, `${signal}: stopping, waiting for the requests in flight`);
  const late = setTimeout(() => {
    log?.warn({ timeoutMs }, 'requests still in flight after the shutdown timeout: their connections are closed');
    server.closeAllConnections();
  }, timeoutMs);
  await closed;
  clearTimeout(late);
  await Promise.all([...answering].map((res) => once(res, 'close')));
  try {
    await shop?.close();
  } catch (error) {
    log?.error({ err: error }, 'The shop did not close cleanly');
    process.exit(1);
  }
  log?.info('Shop stopped');
  process.exit(0);
}

for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => void stop(signal));

const started = Date.now();
await startShop();
// HOST and PORT are read, with the other settings, by the shop's settings module.
const { host, port } = (await shared.shop).config;
if (!draining) server.listen(port, host, () => {
  const address = `http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`;
  shared.log.info(`Shop ready on ${address} (database ready in ${Date.now() - started} ms)`);
});
