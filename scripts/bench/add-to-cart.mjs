// The time of an add-to-cart API call under load: many visitors at once, each adding a wine to a
// new cart (the heaviest add: the cart is created, priced and answered in full), and the shop
// process's CPU time per call over that load (Linux's /proc), which unlike the latency does not
// depend on what else the machine runs.
import { processCpuMs } from './processes.mjs';

const p = (sorted, fraction) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))];

/**
 * `total` calls, `concurrency` at a time, after `warmUp` calls not counted (the shop's code paths
 * compiled by V8's optimizing tiers: over the first few hundred calls the CPU per call falls by a
 * third, and a shop runs for days); returns the latency percentiles in ms and, given the shop's `pid`, its CPU ms per call.
 */
export async function measureAddToCart(base, { total = 1500, concurrency = 16, warmUp = 300, pid } = {}) {
  const list = await (await fetch(`${base}/api/product?kind=WINE&nbItem=1`)).json();
  const product = await (await fetch(`${base}/api/product/${list.data.products[0].id}`)).json();
  const declination = product.data.declinations[0];
  const body = JSON.stringify({ type: 'MAIN_CART', quantity: declination.sellByMultipleOf });
  const headers = { 'content-type': 'application/json', origin: base, userLang: 'fr_FR' };
  const latencies = [];
  let failed = 0;
  let next = 0;
  async function visitor(calls) {
    while (next < calls) {
      next += 1;
      const started = performance.now();
      const response = await fetch(`${base}/api/cart/new/product/${declination.id}`, { method: 'POST', headers, body });
      await response.arrayBuffer();
      latencies.push(performance.now() - started);
      if (!response.ok) failed += 1;
    }
  }
  await Promise.all(Array.from({ length: concurrency }, () => visitor(warmUp)));
  latencies.length = 0;
  failed = 0;
  next = 0;
  const cpuBefore = pid ? await processCpuMs(pid) : null;
  const began = performance.now();
  await Promise.all(Array.from({ length: concurrency }, () => visitor(total)));
  const seconds = (performance.now() - began) / 1000;
  const cpuAfter = pid ? await processCpuMs(pid) : null;
  const sorted = latencies.sort((a, b) => a - b);
  const cpuMsPerCall = cpuBefore === null || cpuAfter === null ? null : (cpuAfter - cpuBefore) / sorted.length;
  return { calls: sorted.length, failed, perSecond: sorted.length / seconds, p50: p(sorted, 0.5), p95: p(sorted, 0.95), p99: p(sorted, 0.99), concurrency, cpuMsPerCall };
}
