// The bench's measures with their goals: each prints its details and adds its rows to the summary.
import { cpus } from 'node:os';
import { cacheHeadersOf } from './cache-headers.mjs';
import { lighthouseScores } from './lighthouse.mjs';
import { LOAD, LOAD_TOOL } from './load.mjs';
import { BASE, PORT, warmUp } from './shop-runs.mjs';
import { ms, percent, perSecond, seconds } from './summary.mjs';
import { comparePageWithStaticFile, GZIP } from './throughput.mjs';

/**
 * Issue 13's goals ("as fast as a static file"), the Lighthouse goal of docs/architecture.md#tests for the pages a
 * visitor lands on, and the Core Web Vitals' "good" thresholds for the home page's LCP and CLS.
 */
export const GOALS = {
  coldStartS: 3,
  throughputRatio: 0.5,
  /** The cached page against a bare Node server sending the shop's own answer: within 15 % of it. */
  bareNodeRatio: 0.85,
  p99Ms: 10,
  addToCartP95Ms: { pglite: 80, postgres: 25 },
  /** The shop process's CPU per add to cart on PostgreSQL (on PGlite the database's work is in it too). */
  addToCartCpuMs: 1.5,
  orderP95Ms: { pglite: 150, postgres: 60 },
  lighthouse: 95,
  lcpMs: 2500,
  cls: 0.1,
};

/** The static copy's port, beside the shop's. */
/** Beside the shop's port (shop-runs.mjs). */
const STATIC_PORT = PORT + 1;
const table = (rows) => rows.map((cells) => `  ${cells.join('  ')}`).join('\n');

/** Prints `result` of measureAddToCart or measureOrderCreation and adds its p95 against `goals` (pglite, postgres). */
export function reportLatency(summary, label, database, result, goals) {
  const what = label === 'add to cart' ? `${result.concurrency} at a time` : `${result.customers} customers`;
  console.log(
    `${label} on ${database}, ${result.calls} calls, ${what}: p50 ${ms(result.p50)}, p95 ${ms(result.p95)}, p99 ${ms(result.p99)}, ` +
      `${result.perSecond.toFixed(1)} calls/s, ${result.failed} failed`,
  );
  const goal = goals[database === 'PostgreSQL' ? 'postgres' : 'pglite'];
  summary.add(`${label} p95, ${what}, ${database}`, `${ms(result.p95)}${result.failed ? ` (${result.failed} failed)` : ''}`, `≤ ${goal} ms`, result.p95 <= goal && result.failed === 0);
  if (result.cpuMsPerCall === undefined) return;
  const cpu = result.cpuMsPerCall;
  console.log(`${label} on ${database}: the shop process's CPU time over the load, ${cpu === null ? 'not measured (no /proc)' : `${cpu.toFixed(2)} ms per call`}`);
  const onPostgres = database === 'PostgreSQL';
  summary.add(
    `${label}, shop process CPU per call, ${database}`,
    cpu === null ? 'not measured' : `${cpu.toFixed(2)} ms`,
    onPostgres ? `≤ ${GOALS.addToCartCpuMs} ms` : '- (database in the process)',
    onPostgres && cpu !== null ? cpu <= GOALS.addToCartCpuMs : null,
  );
}

/** The cached page's p99 quiet and during a burst of orders (page-during-orders.mjs), on PGlite. */
export function reportPageDuringOrders(summary, result) {
  const { quiet, during, orders, visitors } = result;
  console.log(
    `\ncached wine page, gzip, ${visitors} visitors one request after another, PGlite: quiet p50 ${ms(quiet.p50)}, p99 ${ms(quiet.p99)} (${quiet.requests} requests); ` +
      `during ${orders.calls} orders (${orders.customers} customers, ${orders.perSecond.toFixed(1)} orders/s): p50 ${ms(during.p50)}, p99 ${ms(during.p99)} (${during.requests} requests)`,
  );
  summary.add('cached wine page p99, quiet (PGlite)', `${ms(quiet.p99)} (p50 ${ms(quiet.p50)})`);
  summary.add(
    `cached wine page p99 during a burst of orders (PGlite)`,
    `${ms(during.p99)} (×${(during.p99 / quiet.p99).toFixed(1)} of quiet; p50 ${ms(during.p50)})`,
    `≤ ${GOALS.p99Ms} ms`,
    during.p99 <= GOALS.p99Ms && during.failed === 0,
  );
}

/** The cached wine page against the static copy (throughput.mjs), gzip and plain, ratio and p99. */
export async function reportThroughput(summary, winePage) {
  const url = BASE + winePage;
  await warmUp(url, GZIP);
  const found = await comparePageWithStaticFile(url, STATIC_PORT);
  console.log(
    `\nRequests/s for ${winePage} (${(found.bytes / 1024).toFixed(1)} KB of HTML, ${(found.gzipBytes / 1024).toFixed(1)} KB gzip, ` +
      `X-Cache: ${found.cache}), ${LOAD_TOOL} on 127.0.0.1, ${LOAD.connections} connections, ${LOAD.duration} s each; ` +
      `load generator and servers share this machine's ${cpus().length} cores. Baseline: ${found.baseline.name}, ${found.baseline.version}.`,
  );
  const line = (name, row) => [name.padEnd(40), row.requestsPerSecond.toFixed(0).padStart(8), row.p50.toFixed(2).padStart(7), row.p99.toFixed(2).padStart(7), String(row.failed).padStart(7)];
  console.log(
    table([
      ['what'.padEnd(40), 'req/s'.padStart(8), 'p50 ms'.padStart(7), 'p99 ms'.padStart(7), 'failed'.padStart(7)],
      line('shop, cached page, gzip', found.shop.gzip),
      line(`${found.baseline.name.split(' ')[0]}, same bytes, gzip`, found.baseline.gzip),
      line('shop, cached page, no compression', found.shop.plain),
      line(`${found.baseline.name.split(' ')[0]}, same bytes, no compression`, found.baseline.plain),
      line('bare Node, same answer, gzip', found.bareNode.gzip),
      line('bare Node, same answer, no compression', found.bareNode.plain),
    ]),
  );
  const baselineName = found.baseline.name.split(' ')[0];
  // The goal is against nginx: a Node file server in its place is shown, but says it is not nginx.
  if (found.baseline.nginxMissing) summary.notMeasured('cached wine page: shop/nginx', `≥ ${percent(GOALS.throughputRatio)}`, found.baseline.nginxMissing);
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
    const bare = shop.requestsPerSecond / found.bareNode[encoding].requestsPerSecond;
    console.log(`  ${label}: shop/bare Node ${percent(bare)} (goal ≥ ${percent(GOALS.bareNodeRatio)})`);
    summary.add(
      `cached wine page, ${label}: shop/bare Node`,
      `${percent(bare)} (${perSecond(shop.requestsPerSecond)} / ${perSecond(found.bareNode[encoding].requestsPerSecond)})`,
      `≥ ${percent(GOALS.bareNodeRatio)}`,
      bare >= GOALS.bareNodeRatio,
    );
    summary.add(`cached wine page, ${label}: shop p99`, ms(shop.p99), `≤ ${GOALS.p99Ms} ms`, shop.p99 <= GOALS.p99Ms && shop.failed === 0);
  }
}

/** What the wine page says about caching, and whether its validators get a 304. */
export async function reportCacheHeaders(summary, winePage) {
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

/** Lighthouse mobile on home, wine list, a wine page and the cart; LCP and CLS of home. */
export async function reportLighthouse(summary, winePage) {
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
