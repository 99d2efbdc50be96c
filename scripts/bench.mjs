// Timing and weight goals, measured on the built site (never in the tests), in one run:
// - the cold start of a fresh machine (database created, migrated and filled with the demo estate)
//   and a warm start;
// - the JavaScript each page ships, gzip-compressed, against the budgets of DESIGN.md;
// - the requests per second and p99 of a cached wine page, gzip and plain, next to the same bytes
//   served by nginx (a plain Node file server when nginx is not installed), and its cache headers;
// - the latency of adding to the cart and of placing an order under load, on the embedded PGlite
//   and, when TEST_DATABASE_URL names a PostgreSQL server, on a throwaway database there, where the
//   cached page is also measured with one process and with two (WEB_CONCURRENCY=2);
// - Lighthouse's mobile scores of the main pages;
// then one summary table against the goals. Everything it starts listens on 127.0.0.1 and is
// stopped at the end, whatever happens.
// Run with `npm run bench` (it builds first; ASTRO_OUT_DIR names another build folder).
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { measureAddToCart } from './bench/add-to-cart.mjs';
import { cacheHeadersOf } from './bench/cache-headers.mjs';
import { lighthouseScores } from './bench/lighthouse.mjs';
import { LOAD, LOAD_TOOL, measureLoad } from './bench/load.mjs';
import { measureOrderCreation } from './bench/order-creation.mjs';
import { freshPostgresDatabase } from './bench/postgres.mjs';
import { childProcesses, startShop, stopProcess } from './bench/processes.mjs';
import { createSummary, ms, percent, perSecond } from './bench/summary.mjs';
import { comparePageWithStaticFile, GZIP } from './bench/throughput.mjs';
import { javaScriptWeights } from './bench/weight.mjs';

const PORT = 4390;
const STATIC_PORT = 4391;
const BASE = `http://127.0.0.1:${PORT}`;
const GOALS = {
  coldStartS: 5,
  throughputRatio: 0.5,
  p99Ms: 10,
  addToCartP95Ms: { pglite: 80, postgres: 25 },
  orderP95Ms: { pglite: 150, postgres: 60 },
  lighthouse: 95,
  lcpMs: 2500,
  cls: 0.1,
};

const summary = createSummary();
/** What the bench started and has not stopped yet, stopped in the `finally` below. */
const running = new Set();
const seconds = (value) => `${(value / 1000).toFixed(2)} s`;
const table = (rows) => rows.map((cells) => `  ${cells.join('  ')}`).join('\n');

async function start(dataDir, options) {
  const shop = await startShop(PORT, dataDir, options);
  running.add(shop.child);
  return shop;
}

async function stop(child) {
  // A shop in cluster mode stops its workers; any left are stopped too.
  const workers = await childProcesses(child.pid);
  await stopProcess(child);
  for (const pid of workers) {
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
  running.delete(child);
}

/** The first page `listPath` links to whose address matches `pattern`. */
async function firstLink(listPath, pattern, what) {
  const html = await (await fetch(`${BASE}${listPath}`)).text();
  const path = pattern.exec(html)?.[1];
  if (!path) throw new Error(`${listPath} links to no ${what}.`);
  return path;
}

const aWinePage = () => firstLink('/nos-vins', /href="(\/wines\/[^"/]+\/\d+)"/, 'wine page');

/** Twice: the first visit renders the page and fills the route cache, the second is served from it. */
async function warmUp(url) {
  for (let visit = 0; visit < 2; visit += 1) await (await fetch(url, { headers: GZIP })).arrayBuffer();
}

function reportLatency(label, database, result, goals) {
  const what = label === 'add to cart' ? `${result.concurrency} at a time` : `${result.customers} customers`;
  console.log(
    `${label} on ${database}, ${result.calls} calls, ${what}: p50 ${ms(result.p50)}, p95 ${ms(result.p95)}, p99 ${ms(result.p99)}, ` +
      `${result.perSecond.toFixed(1)} calls/s, ${result.failed} failed`,
  );
  const goal = goals[database === 'PostgreSQL' ? 'postgres' : 'pglite'];
  summary.add(`${label} p95, ${what}, ${database}`, `${ms(result.p95)}${result.failed ? ` (${result.failed} failed)` : ''}`, `≤ ${goal} ms`, result.p95 <= goal && result.failed === 0);
}

async function measureThroughput(winePage) {
  const url = BASE + winePage;
  await warmUp(url);
  const found = await comparePageWithStaticFile(url, STATIC_PORT);
  console.log(
    `\nRequests/s for ${winePage} (${(found.bytes / 1024).toFixed(1)} KB of HTML, ${(found.gzipBytes / 1024).toFixed(1)} KB gzip, ` +
      `X-Astro-Cache: ${found.cache}), ${LOAD_TOOL} on 127.0.0.1, ${LOAD.connections} connections, ${LOAD.duration} s each; ` +
      `load generator and servers share this machine's ${cpus().length} cores. Baseline: ${found.baseline.name}, ${found.baseline.version}.`,
  );
  const line = (name, row) => [name.padEnd(34), row.requestsPerSecond.toFixed(0).padStart(8), row.p50.toFixed(2).padStart(7), row.p99.toFixed(2).padStart(7), String(row.failed).padStart(7)];
  console.log(
    table([
      ['what'.padEnd(34), 'req/s'.padStart(8), 'p50 ms'.padStart(7), 'p99 ms'.padStart(7), 'failed'.padStart(7)],
      line('shop, cached page, gzip', found.shop.gzip),
      line(`${found.baseline.name.split(' ')[0]}, same bytes, gzip`, found.baseline.gzip),
      line('shop, cached page, no compression', found.shop.plain),
      line(`${found.baseline.name.split(' ')[0]}, same bytes, no compression`, found.baseline.plain),
    ]),
  );
  const baselineName = found.baseline.name.split(' ')[0];
  for (const [encoding, label] of [['gzip', 'gzip'], ['plain', 'no compression']]) {
    const shop = found.shop[encoding];
    const ratio = shop.requestsPerSecond / found.baseline[encoding].requestsPerSecond;
    console.log(`  ${label}: shop/${baselineName} ${percent(ratio)} (goal ≥ ${percent(GOALS.throughputRatio)}), shop p99 ${ms(shop.p99)} (goal ≤ ${GOALS.p99Ms} ms)`);
    summary.add(
      `cached wine page, ${label}, ${LOAD.connections} conn.: shop/${baselineName}`,
      `${percent(ratio)} (${perSecond(shop.requestsPerSecond)} / ${perSecond(found.baseline[encoding].requestsPerSecond)})`,
      `≥ ${percent(GOALS.throughputRatio)}`,
      ratio >= GOALS.throughputRatio,
    );
    summary.add(`cached wine page, ${label}: shop p99`, ms(shop.p99), `≤ ${GOALS.p99Ms} ms`, shop.p99 <= GOALS.p99Ms && shop.failed === 0);
  }
}

async function reportCacheHeaders(winePage) {
  const found = await cacheHeadersOf(BASE + winePage);
  console.log(`\nCache headers of ${winePage} (HTML):`);
  console.log(`  Cache-Control: ${found.cacheControl ?? '(none)'}`);
  console.log(`  ETag: ${found.etag ?? '(none)'}`);
  console.log(`  Last-Modified: ${found.lastModified ?? '(none)'}`);
  console.log(`  Vary: ${found.vary ?? '(none)'}`);
  console.log(`  If-None-Match with the ETag: ${found.ifNoneMatch ?? 'not tried (no ETag)'}`);
  console.log(`  If-Modified-Since with Last-Modified: ${found.ifModifiedSince ?? 'not tried (no Last-Modified)'}`);
  summary.add('wine page: Cache-Control', found.cacheControl ?? '(none)', 'present', found.cacheControl !== null);
  summary.add('wine page: ETag, If-None-Match answers', found.etag ? `${found.etag}, ${found.ifNoneMatch}` : '(no ETag)', 'ETag, 304', found.ifNoneMatch === 304);
}

async function reportLighthouse(winePage) {
  const pages = [
    ['home', '/', true],
    ['wine list', '/nos-vins', true],
    ['wine page', winePage, true],
    ['cart', '/cart', false],
  ];
  console.log('\nLighthouse, mobile (simulated slow 4G, mid-range phone), system Chromium headless:');
  console.log(table([['page'.padEnd(10), 'path'.padEnd(44), 'perf', 'a11y', 'best', ' seo']]));
  for (const [name, path, hasGoal] of pages) {
    try {
      const found = await lighthouseScores(BASE + path);
      const values = Object.values(found.scores);
      console.log(table([[name.padEnd(10), path.padEnd(44), ...values.map((score) => String(score).padStart(4))]]));
      for (const warning of found.warnings) console.log(`    (warning: ${warning})`);
      summary.add(`Lighthouse ${name}: perf/a11y/best/SEO`, values.join(' / '), hasGoal ? `≥ ${GOALS.lighthouse} each` : '- (no goal)', hasGoal ? values.every((score) => score >= GOALS.lighthouse) : null);
      if (path === '/') {
        console.log(`    home: LCP ${seconds(found.lcpMs)}, CLS ${found.cls.toFixed(3)}`);
        summary.add('home LCP (Lighthouse mobile)', seconds(found.lcpMs), `≤ ${seconds(GOALS.lcpMs)}`, found.lcpMs <= GOALS.lcpMs);
        summary.add('home CLS (Lighthouse mobile)', found.cls.toFixed(3), `≤ ${GOALS.cls}`, found.cls <= GOALS.cls);
      }
    } catch (error) {
      console.log(`  ${name}: Lighthouse failed: ${error.message.split('\n')[0]}`);
      summary.notMeasured(`Lighthouse ${name}`, hasGoal ? `≥ ${GOALS.lighthouse} each` : '-', error.message.split('\n')[0]);
    }
  }
}

/** The shop on the embedded PGlite, from a fresh data directory: every measure but PostgreSQL's. */
async function benchOnPglite() {
  const dataDir = await mkdtemp(join(tmpdir(), 'shop-bench-'));
  try {
    const cold = await start(dataDir);
    console.log(`Cold start (fresh data directory: database created, migrated, demo estate seeded): ${seconds(cold.ms)}`);
    summary.add('cold start, fresh data directory', seconds(cold.ms), `≤ ${GOALS.coldStartS} s`, cold.ms <= GOALS.coldStartS * 1000);
    const winePage = await aWinePage();
    // Placed first: the checkout's pages are weighed as its signed-in customers see them.
    const order = await measureOrderCreation(BASE, dataDir);
    const overBudget = await javaScriptWeights(BASE, {
      winePage,
      newsItem: await firstLink('/actualites', /href="(\/news\/[^"/]+\/\d+)"/, 'news item'),
      album: await firstLink('/galerie', /href="(\/albums\/[^"/]+\/\d+)"/, 'album'),
      customer: { cookie: order.cookie },
    });
    summary.add('JavaScript per page (gzip) over its budget', overBudget.length ? overBudget.join(', ') : 'none', 'none', overBudget.length === 0);
    await reportCacheHeaders(winePage);
    await measureThroughput(winePage);
    console.log('');
    reportLatency('add to cart', 'PGlite', await measureAddToCart(BASE), GOALS.addToCartP95Ms);
    reportLatency('place an order', 'PGlite', order, GOALS.orderP95Ms);
    await reportLighthouse(winePage);
    await stop(cold.child);
    const warm = await start(dataDir);
    console.log(`\nWarm start (existing data directory): ${seconds(warm.ms)}`);
    summary.add('warm start, existing data directory', seconds(warm.ms));
    await stop(warm.child);
  } finally {
    for (const child of running) await stop(child);
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** Requests/s of the cached wine page with the shop as it runs now (one process or several). */
async function cachedPageRate() {
  const url = BASE + (await aWinePage());
  await warmUp(url);
  return measureLoad(url, GZIP);
}

/** The shop on a throwaway PostgreSQL database: cart and order latency, one process and two. */
async function benchOnPostgres(adminUrl) {
  const database = await freshPostgresDatabase(adminUrl);
  const dataDir = await mkdtemp(join(tmpdir(), 'shop-bench-pg-'));
  try {
    const shop = await start(dataDir, { databaseUrl: database.url });
    console.log(`\nPostgreSQL (a new database on TEST_DATABASE_URL's server), first start: ${seconds(shop.ms)}`);
    reportLatency('add to cart', 'PostgreSQL', await measureAddToCart(BASE), GOALS.addToCartP95Ms);
    reportLatency('place an order', 'PostgreSQL', await measureOrderCreation(BASE, dataDir), GOALS.orderP95Ms);
    const one = await cachedPageRate();
    console.log(`cached wine page, gzip, 1 process: ${perSecond(one.requestsPerSecond)}, p99 ${ms(one.p99)}`);
    summary.add('cached wine page, gzip, 1 process (PostgreSQL)', `${perSecond(one.requestsPerSecond)}, p99 ${ms(one.p99)}`);
    await stop(shop.child);
    await measureTwoProcesses(database.url, dataDir, one);
  } finally {
    for (const child of running) await stop(child);
    await rm(dataDir, { recursive: true, force: true });
    await database.drop();
  }
}

async function measureTwoProcesses(databaseUrl, dataDir, one) {
  const row = 'cached wine page, gzip, 2 processes (WEB_CONCURRENCY=2)';
  const goal = 'more than 1 process';
  let shop;
  try {
    shop = await start(dataDir, { databaseUrl, env: { WEB_CONCURRENCY: '2' } });
  } catch (error) {
    const reason = `the shop refused WEB_CONCURRENCY=2 (${error.message})`;
    console.log(`cached wine page, 2 processes: not measured: ${reason}`);
    return summary.notMeasured(row, goal, reason);
  }
  const workers = await childProcesses(shop.child.pid);
  if (workers.length === 0) {
    await stop(shop.child);
    const reason = 'the shop ignores WEB_CONCURRENCY (it started one process)';
    console.log(`cached wine page, 2 processes: not measured: ${reason}`);
    return summary.notMeasured(row, goal, reason);
  }
  const two = await cachedPageRate();
  await stop(shop.child);
  const gain = two.requestsPerSecond / one.requestsPerSecond;
  console.log(`cached wine page, gzip, 2 processes: ${perSecond(two.requestsPerSecond)}, p99 ${ms(two.p99)} (×${gain.toFixed(2)} of 1 process)`);
  summary.add(row, `${perSecond(two.requestsPerSecond)}, p99 ${ms(two.p99)} (×${gain.toFixed(2)})`, goal, gain > 1);
}

try {
  await benchOnPglite();
  if (process.env.TEST_DATABASE_URL) await benchOnPostgres(process.env.TEST_DATABASE_URL);
  else {
    for (const row of ['add to cart p95, PostgreSQL', 'place an order p95, PostgreSQL', 'cached wine page, 1 and 2 processes (PostgreSQL)']) {
      summary.notMeasured(row, '-', 'TEST_DATABASE_URL is not set');
    }
  }
} finally {
  summary.print();
}
