// Requests per second for one cached page of the shop, next to the same bytes served as a static
// file (nginx when installed, else a plain Node file server), with and without gzip, under the
// same bounded load (load.mjs); and next to a bare Node server sending the shop's own answer, bytes
// and headers, from memory (bare-node.mjs): what Node itself can do with it.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import http from 'node:http';
import { gzipSync } from 'node:zlib';
import { measureLoad } from './load.mjs';
import { hasNginx, nginxVersion, startNginx } from './nginx.mjs';
import { startProcess, stopProcess } from './processes.mjs';

export const GZIP = { 'accept-encoding': 'gzip' };

/** The static server, started on `port` with the page's bytes in `dir`: nginx, else static-server.mjs. */
async function startBaseline(dir, port, html, gzipped) {
  let why = 'nginx not found (`apt-get install nginx` or the package of your system, then run the bench again)';
  if (hasNginx()) {
    try {
      return { name: 'nginx (gzip_static)', version: nginxVersion(), child: await startNginx(dir, port, html, gzipped), url: `http://127.0.0.1:${port}/` };
    } catch (error) {
      why = `nginx did not start (${error.message})`;
    }
  }
  const file = join(dir, 'page.html');
  await writeFile(file, html);
  await writeFile(`${file}.gz`, gzipped);
  const { child } = await startProcess(['scripts/bench/static-server.mjs', file, String(port)], {}, 'Static server ready');
  return { name: 'static file (node:http + fs)', version: `${why}: a Node static server instead`, nginxMissing: why, child, url: `http://127.0.0.1:${port}/` };
}

/** The headers the shop sent with its page, but those Node writes itself for any answer. */
const WRITTEN_BY_NODE = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);
const headersOf = (response) => [...response.headers].filter(([name]) => !WRITTEN_BY_NODE.has(name));

/** The bare Node server, on `port`, answering with the shop's page as the shop sent it. */
async function measureBareNode(dir, port, plain, gzip) {
  await writeFile(join(dir, 'headers.json'), JSON.stringify({ plain: headersOf(plain), gzip: headersOf(gzip) }));
  const { child } = await startProcess(['scripts/bench/bare-node.mjs', dir, String(port)], {}, 'Bare Node server ready');
  const url = `http://127.0.0.1:${port}/`;
  try {
    return { gzip: await measureLoad(url, GZIP), plain: await measureLoad(url) };
  } finally {
    await stopProcess(child);
  }
}

/**
 * The shop's cached page, the static copy and the bare Node server, gzip and plain; the page must
 * already be in the route cache.
 */
export async function comparePageWithStaticFile(pageUrl, staticPort) {
  const page = await fetch(pageUrl, { headers: { 'accept-encoding': 'identity' } });
  const cache = page.headers.get('x-cache');
  const html = Buffer.from(await page.arrayBuffer());
  const gzipped = gzipSync(html, { level: 9 });
  // The shop's compressed answer as it sends it (fetch would inflate it: node:http keeps it as it is).
  const shopGzip = await new Promise((resolve, reject) => {
    http.get(pageUrl, { headers: GZIP }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    }).on('error', reject);
  });
  const dir = await mkdtemp(join(tmpdir(), 'shop-bench-static-'));
  const result = { bytes: html.length, gzipBytes: gzipped.length, cache };
  try {
    result.shop = { gzip: await measureLoad(pageUrl, GZIP), plain: await measureLoad(pageUrl) };
    const baseline = await startBaseline(dir, staticPort, html, gzipped);
    try {
      result.baseline = { name: baseline.name, version: baseline.version, nginxMissing: baseline.nginxMissing, gzip: await measureLoad(baseline.url, GZIP), plain: await measureLoad(baseline.url) };
    } finally {
      await stopProcess(baseline.child);
    }
    const bare = await mkdtemp(join(tmpdir(), 'shop-bench-bare-'));
    try {
      await writeFile(join(bare, 'page.html'), html);
      await writeFile(join(bare, 'page.html.gz'), shopGzip.body);
      const gzipHeaders = { headers: Object.entries(shopGzip.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : value]) };
      result.bareNode = await measureBareNode(bare, staticPort, page, { headers: gzipHeaders.headers });
    } finally {
      await rm(bare, { recursive: true, force: true });
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  return result;
}
