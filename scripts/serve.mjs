// Serves the built shop: Astro's pages, static files and the API through one Node HTTP server that
// compresses what it sends (the Node adapter does not). Run it through `npm start` or `npm run serve`
// so that the project's pinned Node runs it (it reads the shop's configuration and security headers
// from their TypeScript modules as they are).
import http from 'node:http';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import compression from 'compression';
import { readConfig } from '../src/server/config.ts';
import { securityHeaders } from '../src/server/http/security-headers.ts';

// The adapter's standalone handler (static files, then pages and /api), without its own server.
process.env.ASTRO_NODE_AUTOSTART = 'disabled';
const built = resolve(process.env.ASTRO_OUT_DIR ?? 'dist', 'server/entry.mjs');
const { handler } = await import(pathToFileURL(built).href);

const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 4321);
const compress = compression({ threshold: 1024 });
// Set before the response is written, so that static files carry them too; a page's own
// Content-Security-Policy (Astro writes it with the page) replaces the locked-down default.
const headers = Object.entries(securityHeaders(readConfig()));

const server = http.createServer((req, res) => {
  for (const [name, value] of headers) res.setHeader(name, value);
  compress(req, res, () => handler(req, res));
});

server.listen(port, host, async () => {
  const address = `http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`;
  // The first call opens the database (migrating and seeding it on a fresh machine), so that a
  // problem shows now rather than at the first visit.
  const started = Date.now();
  const response = await fetch(`${address}/api/site/info`).catch((error) => error);
  if (!(response instanceof Response) || !response.ok) {
    console.error('The shop could not start:', response instanceof Response ? await response.text() : response);
    process.exit(1);
  }
  console.info(`Shop ready on ${address} (database ready in ${Date.now() - started} ms)`);
});
