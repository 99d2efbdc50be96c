// Requests per second for one cached page of the shop, next to the same HTML served as a file by a
// plain static server, with and without gzip, under the same bounded load.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { startProcess, stopProcess } from './processes.mjs';

export const LOAD = { connections: 32, duration: 10 };
const GZIP = { 'accept-encoding': 'gzip' };

async function measure(url, headers) {
  const result = await autocannon({ url, headers, ...LOAD });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

/** Rows of the comparison; the page must already be in the shop's route cache. */
export async function comparePageWithStaticFile(pageUrl, staticPort) {
  const page = await fetch(pageUrl);
  const cache = page.headers.get('x-cache');
  const html = await page.text();
  const dir = await mkdtemp(join(tmpdir(), 'shop-bench-static-'));
  const file = join(dir, 'page.html');
  await writeFile(file, html);
  await writeFile(`${file}.gz`, gzipSync(html));
  const rows = [];
  rows.push({ name: `shop, cached page (X-Astro-Cache: ${cache})`, ...(await measure(pageUrl, {})) });
  rows.push({ name: 'shop, cached page, gzip', ...(await measure(pageUrl, GZIP)) });
  const { child } = await startProcess(['scripts/bench/static-server.mjs', file, String(staticPort)], {}, 'Static server ready');
  try {
    const staticUrl = `http://127.0.0.1:${staticPort}/`;
    rows.push({ name: 'static file (node:http + fs)', ...(await measure(staticUrl, {})) });
    rows.push({ name: 'static file, gzip (pre-compressed)', ...(await measure(staticUrl, GZIP)) });
  } finally {
    await stopProcess(child);
    await rm(dir, { recursive: true, force: true });
  }
  return { bytes: Buffer.byteLength(html), gzipBytes: gzipSync(html).length, rows };
}
