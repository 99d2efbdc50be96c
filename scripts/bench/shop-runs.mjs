// The shop as the bench runs it: one at a time on 127.0.0.1:PORT, each start recorded so that the
// bench stops whatever is still running at its end, and the pages it measures found by following
// the shop's own links.
import { childProcesses, startShop, stopProcess } from './processes.mjs';

export const PORT = 4390;
export const BASE = `http://127.0.0.1:${PORT}`;

/** What the bench started and has not stopped yet. */
const running = new Set();

/** startShop on PORT (see processes.mjs), recorded until stopped. */
export async function start(dataDir, options) {
  const shop = await startShop(PORT, dataDir, options);
  running.add(shop.child);
  return shop;
}

export async function stop(child) {
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

/** Stops every shop still running. */
export async function stopAll() {
  for (const child of running) await stop(child);
}

/** The first page `listPath` links to whose address matches `pattern`. */
export async function firstLink(listPath, pattern, what) {
  const html = await (await fetch(`${BASE}${listPath}`)).text();
  const path = pattern.exec(html)?.[1];
  if (!path) throw new Error(`${listPath} links to no ${what}.`);
  return path;
}

export const aWinePage = () => firstLink('/nos-vins', /href="(\/wines\/[^"/]+\/\d+)"/, 'wine page');

/** Twice: the first visit renders the page and fills the route cache, the second is served from it. */
export async function warmUp(url, headers) {
  for (let visit = 0; visit < 2; visit += 1) await (await fetch(url, { headers })).arrayBuffer();
}
