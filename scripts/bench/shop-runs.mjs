// The shop as the bench runs it: one at a time on 127.0.0.1:PORT, each start recorded so that the
// bench stops whatever is still running at its end, and the pages it measures found by following
// the shop's own links.
import { childProcesses, startShop, stopProcess } from './processes.mjs';

/** BENCH_PORT moves it, when another bench on the same machine holds 4390. */
export const PORT = Number(process.env.BENCH_PORT || 4390);
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

/** Visits until the page comes from the page store, compressed as asked when asked so. */
export async function warmUp(url, headers) {
  // A page is kept at its first render, then compressed once in the background: it is measured as
  // it is served from then on, every process answering it compressed several times in a row.
  const wanted = headers['accept-encoding'];
  const deadline = Date.now() + 15_000;
  for (let inARow = 0; inARow < 6 && Date.now() < deadline; ) {
    const answer = await fetch(url, { headers });
    await answer.arrayBuffer();
    const ready = answer.headers.get('x-cache') === 'HIT' && (!wanted || answer.headers.get('content-encoding') === wanted);
    inARow = ready ? inARow + 1 : 0;
    if (!ready) await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
