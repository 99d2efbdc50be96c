// One bounded load on one address: wrk when it is installed (a C load generator, lighter on the
// CPU the server shares), else autocannon. Both keep their connections open and report the
// requests per second and the latency percentiles.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';
import autocannon from 'autocannon';

// BENCH_SECONDS shortens (or lengthens) every load, e.g. while working on the bench itself.
export const LOAD = { connections: 32, duration: Number(process.env.BENCH_SECONDS ?? 10) };

const WRK = ['/usr/bin/wrk', '/usr/local/bin/wrk'].find((path) => existsSync(path));
export const LOAD_TOOL = WRK ? 'wrk' : 'autocannon';

/** wrk writes durations as 850.00us, 1.23ms, 1.02s or 2.00m. */
function milliseconds(text) {
  const [, value, unit] = /^([\d.]+)(us|ms|s|m)$/.exec(text) ?? [];
  if (value === undefined) throw new Error(`wrk wrote a duration it cannot read: ${text}`);
  return Number(value) * { us: 0.001, ms: 1, s: 1000, m: 60_000 }[unit];
}

async function withWrk(url, headers) {
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]);
  // Two threads: this machine's load generator must not starve the server more than it has to.
  const args = ['-t', '2', '-c', String(LOAD.connections), '-d', `${LOAD.duration}s`, '--latency', ...headerArgs, url];
  const { stdout } = await promisify(execFile)(WRK, args);
  const percentile = (p) => milliseconds(new RegExp(`^\\s*${p}%\\s+(\\S+)`, 'm').exec(stdout)[1]);
  const count = (pattern) => Number(pattern.exec(stdout)?.[1] ?? 0);
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(stdout);
  return {
    requestsPerSecond: Number(/Requests\/sec:\s+([\d.]+)/.exec(stdout)[1]),
    p50: percentile(50),
    p99: percentile(99),
    failed: count(/Non-2xx or 3xx responses: (\d+)/) + (socketErrors ? socketErrors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0),
  };
}

async function withAutocannon(url, headers) {
  const result = await autocannon({ url, headers, ...LOAD });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

/** LOAD.connections connections for LOAD.duration seconds on `url`, every request with `headers`. */
export function measureLoad(url, headers = {}) {
  return WRK ? withWrk(url, headers) : withAutocannon(url, headers);
}
