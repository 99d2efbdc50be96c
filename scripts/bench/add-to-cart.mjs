// The time of an add-to-cart API call under load: many visitors at once, each adding a wine to a
// new cart (the heaviest add: the cart is created, priced and answered in full), and the shop
// process's CPU time per call over that load (Linux's /proc), which unlike the latency does not
// depend on what else the machine runs. The load comes from autocannon, as the page's does without
// wrk: a load generator shares this machine's cores with the shop and its database, and the
// lighter it is the less it weighs on what it measures (fetch cost about twice its CPU per call).
import autocannon from 'autocannon';
import { processCpuMs } from './processes.mjs';

const p = (sorted, fraction) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))];

/**
 * `amount` calls of `request`, `concurrency` at a time: each call's time in ms, the failures, and
 * the seconds from the start to the last answer (autocannon itself ends on its next second's tick).
 */
async function load(request, amount, concurrency) {
  const times = [];
  const began = performance.now();
  let lastAnswer = began;
  const instance = autocannon({ ...request, connections: concurrency, amount });
  instance.on('response', (client, status, bytes, ms) => {
    times.push(ms);
    lastAnswer = performance.now();
  });
  const result = await instance;
  return { times, seconds: (lastAnswer - began) / 1000, failed: result.non2xx + result.errors + result.timeouts };
}

/**
 * `total` calls, `concurrency` at a time, after `warmUp` calls not counted (the shop's code paths
 * compiled by V8's optimizing tiers: over the first thousand calls the CPU per call falls by half,
 * and a shop runs for days); returns the latency percentiles in ms and, given the shop's `pid`, its
 * CPU ms per call.
 */
export async function measureAddToCart(base, { total = 1500, concurrency = 16, warmUp = 1000, pid } = {}) {
  const list = await (await fetch(`${base}/api/product?kind=WINE&nbItem=1`)).json();
  const product = await (await fetch(`${base}/api/product/${list.data.products[0].id}`)).json();
  const declination = product.data.declinations[0];
  const request = {
    url: `${base}/api/cart/new/product/${declination.id}`,
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, userLang: 'fr_FR' },
    body: JSON.stringify({ type: 'MAIN_CART', quantity: declination.sellByMultipleOf }),
  };
  if (warmUp > 0) await load(request, warmUp, concurrency);
  const cpuBefore = pid ? await processCpuMs(pid) : null;
  const { times, seconds, failed } = await load(request, total, concurrency);
  const cpuAfter = pid ? await processCpuMs(pid) : null;
  const sorted = times.sort((a, b) => a - b);
  const cpuMsPerCall = cpuBefore === null || cpuAfter === null ? null : (cpuAfter - cpuBefore) / sorted.length;
  return { calls: sorted.length, failed, perSecond: sorted.length / seconds, p50: p(sorted, 0.5), p95: p(sorted, 0.95), p99: p(sorted, 0.99), concurrency, cpuMsPerCall };
}
