// The cached page's latency while orders are being placed: on the embedded PGlite the statements
// run in the database's thread, but the orders' own JavaScript runs on the event loop that also
// answers the cached pages, so a burst of orders shows in the pages' p99. A few visitors ask for the page one request after another, first with nothing else going
// on, then for as long as the burst lasts.
import { GZIP } from './throughput.mjs';

/** How many visitors ask for the page at once: a few, so that the page alone does not load the shop. */
const VISITORS = 4;
/** Requests of the quiet measure. */
const QUIET_REQUESTS = 600;

const p = (sorted, fraction) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))];

/** VISITORS visitors asking for `url` until `done()`; the latency percentiles in ms. */
async function askUntil(url, done) {
  const latencies = [];
  let failed = 0;
  async function visitor() {
    while (!done(latencies.length)) {
      const started = performance.now();
      const response = await fetch(url, { headers: GZIP });
      await response.arrayBuffer();
      latencies.push(performance.now() - started);
      if (!response.ok) failed += 1;
    }
  }
  await Promise.all(Array.from({ length: VISITORS }, visitor));
  const sorted = latencies.sort((a, b) => a - b);
  return { requests: sorted.length, failed, p50: p(sorted, 0.5), p99: p(sorted, 0.99) };
}

/** The page (already kept by the shop) quiet, then during `burst()` (a promise of its own result). */
export async function measurePageDuringOrders(url, burst) {
  const quiet = await askUntil(url, (count) => count >= QUIET_REQUESTS);
  let over = false;
  const orders = burst().finally(() => {
    over = true;
  });
  const [during, placed] = await Promise.all([askUntil(url, () => over), orders]);
  return { visitors: VISITORS, quiet, during, orders: placed };
}
