// Requests per second for one cached page of the shop, next to the same bytes served as a static
// file (nginx when installed, else a plain Node file server), with and without gzip, under the
// same bounded load (load.mjs).
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { measureLoad } from './load.mjs';
import { hasNginx, nginxVersion, startNginx } from './nginx.mjs';
import { startProcess, stopProcess } from './processes.mjs';

export const GZIP = { 'accept-encoding': 'gzip' };

/** The static server, started on `port` with the page's bytes in `dir`: nginx, else static-server.mjs. */
async function startBaseline(dir, port, html, gzipped) {
  let why = 'nginx is not installed';
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
  return { name: 'static file (node:http + fs)', version: `${why}: a Node static server instead`, child, url: `http://127.0.0.1:${port}/` };
}

/** The shop's cached page and the static copy, gzip and plain; the page must already be in the route cache. */
export async function comparePageWithStaticFile(pageUrl, staticPort) {
  const page = await fetch(pageUrl, { headers: { 'accept-encoding': 'identity' } });
  const cache = page.headers.get('x-cache');
  const html = Buffer.from(await page.arrayBuffer());
  const gzipped = gzipSync(html, { level: 9 });
  const dir = await mkdtemp(join(tmpdir(), 'shop-bench-static-'));
  const result = { bytes: html.length, gzipBytes: gzipped.length, cache };
  try {
    result.shop = { gzip: await measureLoad(pageUrl, GZIP), plain: await measureLoad(pageUrl) };
    const baseline = await startBaseline(dir, staticPort, html, gzipped);
    try {
      result.baseline = { name: baseline.name, version: baseline.version, gzip: await measureLoad(baseline.url, GZIP), plain: await measureLoad(baseline.url) };
    } finally {
      await stopProcess(baseline.child);
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  return result;
}
