// Timing and weight goals, measured on the built site (never in the tests): the cold start of a
// fresh machine (database created, migrated and filled with the demo estate), a warm start, the
// JavaScript each page ships (the checkout's steps included), gzip-compressed, against the budgets of
// DESIGN.md, the requests per second of a cached wine page next to the same HTML served as a static
// file, and the latency of adding to the cart and of placing an order under load.
// Run with `npm run bench` (it builds first; ASTRO_OUT_DIR names another build folder).
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { startShop, stopProcess } from './bench/processes.mjs';
import { comparePageWithStaticFile, LOAD } from './bench/throughput.mjs';
import { scriptsOf } from './bench/weight.mjs';
import { measureAddToCart } from './bench/add-to-cart.mjs';
import { measureOrderCreation } from './bench/order-creation.mjs';

const PORT = 4390;
const STATIC_PORT = 4391;
const BASE = `http://127.0.0.1:${PORT}`;

/** The first page `listPath` links to whose address matches `pattern`. */
async function firstLink(listPath, pattern, what) {
  const html = await (await fetch(`${BASE}${listPath}`)).text();
  const path = pattern.exec(html)?.[1];
  if (!path) throw new Error(`${listPath} links to no ${what}.`);
  return path;
}

const aWinePage = () => firstLink('/nos-vins', /href="(\/wines\/[^"/]+\/\d+)"/, 'wine page');

const table = (rows) => rows.map((cells) => `  ${cells.join('  ')}`).join('\n');

const dataDir = await mkdtemp(join(tmpdir(), 'shop-bench-'));
/** The shop being measured, stopped whatever happens. */
let shop;
try {
  const cold = await startShop(PORT, dataDir);
  shop = cold.child;
  console.log(`Cold start (fresh data directory: create, migrate, seed the demo estate): ${(cold.ms / 1000).toFixed(2)} s`);
  const winePage = await aWinePage();

  console.log('\nJavaScript shipped per page (gzip), against the DESIGN.md budget:');
  const pages = [
    ['home (fr)', '/', 25],
    ['home (en)', '/en_US', 25],
    ['CMS page', '/notre-histoire', 25],
    ['sign-in', '/auth', 120],
    ['wine list', '/nos-vins', 25],
    ['wine page', winePage, 120],
    ['cart', '/cart', 120],
    ['news item', await firstLink('/actualites', /href="(\/news\/[^"/]+\/\d+)"/, 'news item'), 25],
    ['album', await firstLink('/galerie', /href="(\/albums\/[^"/]+\/\d+)"/, 'album'), 25],
  ];
  const weights = [['page'.padEnd(16), 'path'.padEnd(44), 'up front'.padStart(9), 'files', 'budget'.padStart(7), 'on demand']];
  // The checkout's pages, as a signed-in customer who just placed orders sees them.
  const order = await measureOrderCreation(BASE, dataDir);
  const customer = { cookie: order.cookie };
  pages.push(
    ['checkout address', '/cart/address', 120, customer],
    ['checkout delivery', '/cart/shipping', 120, customer],
    ['checkout payment', '/cart/payment', 120, customer],
    ['payment result', '/order/cawl/result', 120, customer],
    ['order success', '/order/success', 120, customer],
  );
  for (const [name, path, budgetKb, headers] of pages) {
    const { files, kb, lazyKb } = await scriptsOf(BASE, path, headers);
    weights.push([
      name.padEnd(16),
      path.padEnd(44),
      `${kb.toFixed(1)} KB`.padStart(9),
      String(files).padStart(5),
      `${budgetKb} KB`.padStart(7),
      `${lazyKb > 0 ? `${lazyKb.toFixed(1)} KB` : '-'}${kb > budgetKb ? '  OVER BUDGET' : ''}`,
    ]);
  }
  console.log(table(weights));
  console.log('  (on demand: code loaded only when used, e.g. the slider on its first opening)');

  // Twice: the first visit renders the page and fills the route cache, the second is served from it.
  await fetch(BASE + winePage);
  const { bytes, gzipBytes, rows } = await comparePageWithStaticFile(BASE + winePage, STATIC_PORT);
  console.log(
    `\nRequests/s for ${winePage} (${(bytes / 1024).toFixed(1)} KB of HTML, ${(gzipBytes / 1024).toFixed(1)} KB gzip), ` +
      `autocannon on 127.0.0.1, ${LOAD.connections} connections, ${LOAD.duration} s each; ` +
      `load generator and server share this machine's ${cpus().length} cores:`,
  );
  console.log(
    table([
      ['what'.padEnd(42), 'req/s'.padStart(8), 'p50 ms'.padStart(7), 'p99 ms'.padStart(7), 'failed'.padStart(7)],
      ...rows.map((row) => [
        row.name.padEnd(42),
        row.requestsPerSecond.toFixed(0).padStart(8),
        String(row.p50).padStart(7),
        String(row.p99).padStart(7),
        String(row.failed).padStart(7),
      ]),
    ]),
  );

  const add = await measureAddToCart(BASE);
  console.log(
    `\nAdd to cart (POST /api/cart/new/product/{id}, a new guest cart each time), ${add.calls} calls, ${add.concurrency} at a time: ` +
      `p50 ${add.p50.toFixed(0)} ms, p95 ${add.p95.toFixed(0)} ms, p99 ${add.p99.toFixed(0)} ms, ${add.perSecond.toFixed(0)} calls/s, ${add.failed} failed`,
  );
  console.log(
    `\nPlace an order (POST /api/order: cart recomputed, stock taken, order written, sandbox payment opened), ${order.calls} orders, ` +
      `${order.customers} customers at once: p50 ${order.p50.toFixed(0)} ms, p95 ${order.p95.toFixed(0)} ms, p99 ${order.p99.toFixed(0)} ms, ` +
      `${order.perSecond.toFixed(1)} orders/s, ${order.failed} failed`,
  );
  await stopProcess(shop);

  const warm = await startShop(PORT, dataDir);
  shop = warm.child;
  console.log(`\nWarm start (existing data directory): ${(warm.ms / 1000).toFixed(2)} s`);
} finally {
  if (shop) await stopProcess(shop);
  await rm(dataDir, { recursive: true, force: true });
}
