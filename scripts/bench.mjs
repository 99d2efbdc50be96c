// Timing and weight goals, measured on the built site (never in the tests), in one run:
// - the cold start of a fresh machine (the build's demo estate copied, migrated, an administrator
//   made) and a warm start, wall time and the shop process's CPU time;
// - the JavaScript each page ships, gzip-compressed, against the budgets of docs/architecture.md#tests;
// - the requests per second and p99 of a cached wine page, gzip and plain, next to the same bytes
//   served by nginx (a plain Node file server when nginx is not installed) and next to a bare Node
//   server sending the shop's own answer from memory, and its cache headers;
// - on PGlite, the cached page's p99 quiet and during a burst of orders (the database has its own
//   thread; the orders' JavaScript shares the event loop that answers the pages);
// - the latency of adding to the cart (and the shop process's CPU per call) and of placing an
//   order under load, on the embedded PGlite
//   and, when TEST_DATABASE_URL names a PostgreSQL server, on a throwaway database there, where the
//   cached page is also measured with one process and with two (WEB_CONCURRENCY=2);
// - Lighthouse's mobile scores of the main pages;
// - on PostgreSQL, the owner's reports over a year of 100,000 generated orders;
// - on PostgreSQL, the wine club's charge run of 2,000 members against the sandbox, with the cached
//   page's latency during the run (scripts/bench/club-run.mjs);
// then one summary table against the goals (scripts/bench/reports.mjs). Everything it starts
// listens on 127.0.0.1 and is stopped at the end, whatever happens.
// Run with `npm run bench` (it builds first; ASTRO_OUT_DIR names another build folder);
// `npm run bench -- reports` runs only the owner's reports on PostgreSQL (TEST_DATABASE_URL),
// `npm run bench -- club` only the club's charge run there.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { measureAddToCart } from './bench/add-to-cart.mjs';
import { CLUB_MEMBERS, CLUB_RUN_GOAL_S, measureClubRun, seedClubRun } from './bench/club-run.mjs';
import { measureLoad } from './bench/load.mjs';
import { measureOrderCreation } from './bench/order-creation.mjs';
import { measurePageDuringOrders } from './bench/page-during-orders.mjs';
import { checkBooks, generateOrders, measureReports, owner, REPORT_GOAL_MS, REPORT_ORDERS } from './bench/owner-reports.mjs';
import { freshPostgresDatabase } from './bench/postgres.mjs';
import { childProcesses } from './bench/processes.mjs';
import { GOALS, reportCacheHeaders, reportLatency, reportLighthouse, reportPageDuringOrders, reportThroughput } from './bench/reports.mjs';
import { aWinePage, BASE, firstLink, start, stop, stopAll, warmUp } from './bench/shop-runs.mjs';
import { createSummary, ms, perSecond, seconds } from './bench/summary.mjs';
import { GZIP } from './bench/throughput.mjs';
import { javaScriptWeights } from './bench/weight.mjs';

const summary = createSummary();

/** A start's CPU time: on a machine shared with other work, its wall time also counts theirs. */
const cpuSeconds = (started) => (started.cpuMs === null ? 'CPU not measured' : `${seconds(started.cpuMs)} CPU`);

/** The shop on the embedded PGlite, from a fresh data directory: every measure but PostgreSQL's. */
async function benchOnPglite() {
  const dataDir = await mkdtemp(join(tmpdir(), 'shop-bench-'));
  try {
    const cold = await start(dataDir);
    console.log(`Cold start (fresh data directory: the build's demo estate copied, migrated, administrator made): ${seconds(cold.ms)}, ${cpuSeconds(cold)}`);
    summary.add('cold start, fresh data directory (CPU)', `${seconds(cold.ms)} (${cpuSeconds(cold)})`, `≤ ${GOALS.coldStartS} s`, cold.ms <= GOALS.coldStartS * 1000);
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
    await reportCacheHeaders(summary, winePage);
    await reportThroughput(summary, winePage);
    console.log('');
    reportLatency(summary, 'add to cart', 'PGlite', await measureAddToCart(BASE, { pid: cold.child.pid }), GOALS.addToCartP95Ms);
    reportLatency(summary, 'place an order', 'PGlite', order, GOALS.orderP95Ms);
    // The same customers order again while visitors read the cached wine page.
    await warmUp(BASE + winePage, GZIP);
    reportPageDuringOrders(summary, await measurePageDuringOrders(BASE + winePage, () => measureOrderCreation(BASE, dataDir, { sessions: order.sessions })));
    await reportLighthouse(summary, winePage);
    await stop(cold.child);
    const warm = await start(dataDir);
    console.log(`\nWarm start (existing data directory): ${seconds(warm.ms)}, ${cpuSeconds(warm)}`);
    summary.add('warm start, existing data directory (CPU)', `${seconds(warm.ms)} (${cpuSeconds(warm)})`);
    await stop(warm.child);
  } finally {
    await stopAll();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** Requests/s of the cached wine page, gzip, with the shop as it runs now (one process or several). */
async function cachedPageRate() {
  const url = BASE + (await aWinePage());
  await warmUp(url, GZIP);
  return measureLoad(url, GZIP);
}

/** The shop on a throwaway PostgreSQL database: cart and order latency, one process and two. */
async function benchOnPostgres(adminUrl) {
  const database = await freshPostgresDatabase(adminUrl);
  const dataDir = await mkdtemp(join(tmpdir(), 'shop-bench-pg-'));
  try {
    const shop = await start(dataDir, { databaseUrl: database.url });
    console.log(`\nPostgreSQL (a new database on TEST_DATABASE_URL's server), first start: ${seconds(shop.ms)}`);
    reportLatency(summary, 'add to cart', 'PostgreSQL', await measureAddToCart(BASE, { pid: shop.child.pid }), GOALS.addToCartP95Ms);
    reportLatency(summary, 'place an order', 'PostgreSQL', await measureOrderCreation(BASE, dataDir), GOALS.orderP95Ms);
    const one = await cachedPageRate();
    console.log(`cached wine page, gzip, 1 process: ${perSecond(one.requestsPerSecond)}, p99 ${ms(one.p99)}`);
    summary.add('cached wine page, gzip, 1 process (PostgreSQL)', `${perSecond(one.requestsPerSecond)}, p99 ${ms(one.p99)}`);
    await stop(shop.child);
    await measureTwoProcesses(database.url, dataDir, one);
    await measureOwnerReports(database.url, dataDir);
  } finally {
    await stopAll();
    await rm(dataDir, { recursive: true, force: true });
    await database.drop();
  }
}

/** The club's charge run of CLUB_MEMBERS members on a throwaway PostgreSQL database, the cached page read meanwhile. */
async function benchClubRun(adminUrl) {
  const database = await freshPostgresDatabase(adminUrl);
  const dataDir = await mkdtemp(join(tmpdir(), 'shop-bench-club-'));
  try {
    const shop = await start(dataDir, { databaseUrl: database.url });
    const page = BASE + (await aWinePage());
    await warmUp(page, GZIP);
    const shipmentId = await seedClubRun(database.url);
    const run = await measureClubRun(BASE, dataDir, database.url, shipmentId, page, shop.child.pid);
    const { charged, declined, planned } = run.counts;
    console.log(`\nclub charge run, ${CLUB_MEMBERS} members: ${seconds(run.runMs)} (${charged} charged, ${declined} declined, ${planned} left); cached wine page meanwhile: p50 ${ms(run.p50)}, p99 ${ms(run.p99)} over ${run.reads} reads`);
    // The shop's own CPU time meanwhile (the page's readers included), which the other programs of a shared machine do not inflate.
    if (run.shopCpuMs !== null) console.log(`the shop's CPU time during the run: ${seconds(run.shopCpuMs)}, ${ms(run.shopCpuMs / CLUB_MEMBERS)} per member`);
    summary.add(`club charge run, ${CLUB_MEMBERS} members (PostgreSQL)`, `${seconds(run.runMs)}, ${charged} charged, ${declined} declined`, `≤ ${CLUB_RUN_GOAL_S} s, none left`, run.runMs <= CLUB_RUN_GOAL_S * 1000 && planned === 0);
    summary.add('cached wine page during the club run, p50 / p99', `${ms(run.p50)} / ${ms(run.p99)}`);
  } finally {
    await stopAll();
    await rm(dataDir, { recursive: true, force: true });
    await database.drop();
  }
}

/** The owner's reports over a year of REPORT_ORDERS orders (scripts/bench/owner-reports.mjs). */
async function measureOwnerReports(databaseUrl, dataDir) {
  const year = new Date().getUTCFullYear() - 1;
  const started = performance.now();
  await generateOrders(databaseUrl, year);
  console.log(`\n${REPORT_ORDERS} orders of ${year} written in ${seconds(performance.now() - started)}`);
  const shop = await start(dataDir, { databaseUrl });
  try {
    const headers = await owner(BASE, dataDir, databaseUrl);
    const answers = {};
    for (const { name, p50, max, data } of await measureReports(BASE, headers, year)) {
      console.log(`report ${name}: p50 ${ms(p50)}, slowest ${ms(max)} (goal ≤ ${REPORT_GOAL_MS} ms: ${p50 <= REPORT_GOAL_MS ? 'met' : 'NOT MET'})`);
      summary.add(`report ${name}, ${REPORT_ORDERS} orders (PostgreSQL)`, `p50 ${ms(p50)}`, `≤ ${REPORT_GOAL_MS} ms`, p50 <= REPORT_GOAL_MS);
      answers[name] = data;
    }
    const books = await checkBooks(BASE, headers, databaseUrl, year, {
      revenue: answers['revenue per month'],
      wines: answers['wines and vintages'],
      sales: answers['delivery, codes, gift cards'],
      vat: answers['VAT summary'],
    });
    console.log(`the year's FEC: ${books.lines} lines in ${ms(books.fecMs)}; ${books.differences.length ? `the books disagree: ${books.differences.join('; ')}` : 'the FEC, the invoices, the credit notes and the reports agree to the cent'}`);
    summary.add(`reports, FEC, invoices and credit notes agree, ${REPORT_ORDERS} orders`, books.differences.length ? books.differences.join('; ') : 'to the cent', 'to the cent', books.differences.length === 0);
  } finally {
    await stop(shop.child);
  }
}

/** Only the owner's reports: a throwaway database the shop migrates and seeds, then the year of orders. */
async function benchReportsOnly(adminUrl) {
  const database = await freshPostgresDatabase(adminUrl);
  const dataDir = await mkdtemp(join(tmpdir(), 'shop-bench-pg-'));
  try {
    const shop = await start(dataDir, { databaseUrl: database.url });
    await stop(shop.child);
    await measureOwnerReports(database.url, dataDir);
  } finally {
    await stopAll();
    await rm(dataDir, { recursive: true, force: true });
    await database.drop();
  }
}

/** The same with WEB_CONCURRENCY=2, once the shop runs several processes on PostgreSQL. */
async function measureTwoProcesses(databaseUrl, dataDir, one) {
  const row = 'cached wine page, gzip, 2 processes (WEB_CONCURRENCY=2)';
  const goal = 'more than 1 process';
  const notMeasured = (reason) => {
    console.log(`cached wine page, 2 processes: not measured: ${reason}`);
    summary.notMeasured(row, goal, reason);
  };
  let shop;
  try {
    shop = await start(dataDir, { databaseUrl, env: { WEB_CONCURRENCY: '2' } });
  } catch (error) {
    return notMeasured(`the shop refused WEB_CONCURRENCY=2 (${error.message})`);
  }
  if ((await childProcesses(shop.child.pid)).length === 0) {
    await stop(shop.child);
    return notMeasured('the shop ignores WEB_CONCURRENCY (it started one process)');
  }
  const two = await cachedPageRate();
  await stop(shop.child);
  const gain = two.requestsPerSecond / one.requestsPerSecond;
  console.log(`cached wine page, gzip, 2 processes: ${perSecond(two.requestsPerSecond)}, p99 ${ms(two.p99)} (×${gain.toFixed(2)} of 1 process)`);
  summary.add(row, `${perSecond(two.requestsPerSecond)}, p99 ${ms(two.p99)} (×${gain.toFixed(2)})`, goal, gain > 1);
}

/** The steps named on the command line (`reports`, `club`), or every step. */
const STEPS = ['reports', 'club'];
const asked = process.argv.slice(2);
const unknown = asked.filter((step) => !STEPS.includes(step));
if (unknown.length) {
  console.error(`Unknown bench step: ${unknown.join(', ')} (steps: ${STEPS.join(', ')}; none for every step).`);
  process.exit(2);
}

try {
  if (asked.length) {
    if (!process.env.TEST_DATABASE_URL) {
      if (asked.includes('reports')) summary.notMeasured('owner reports, 100,000 orders (PostgreSQL)', '-', 'TEST_DATABASE_URL is not set');
      if (asked.includes('club')) summary.notMeasured(`club charge run, ${CLUB_MEMBERS} members (PostgreSQL)`, `≤ ${CLUB_RUN_GOAL_S} s`, 'TEST_DATABASE_URL is not set');
    } else {
      if (asked.includes('reports')) await benchReportsOnly(process.env.TEST_DATABASE_URL);
      if (asked.includes('club')) await benchClubRun(process.env.TEST_DATABASE_URL);
    }
  } else {
    await benchOnPglite();
    if (process.env.TEST_DATABASE_URL) {
      await benchOnPostgres(process.env.TEST_DATABASE_URL);
      await benchClubRun(process.env.TEST_DATABASE_URL);
    } else {
      for (const row of ['add to cart p95, PostgreSQL', 'place an order p95, PostgreSQL', 'cached wine page, 1 and 2 processes (PostgreSQL)', 'owner reports, 100,000 orders (PostgreSQL)', `club charge run, ${CLUB_MEMBERS} members (PostgreSQL)`]) {
        summary.notMeasured(row, '-', 'TEST_DATABASE_URL is not set');
      }
    }
  }
} finally {
  summary.print();
}
