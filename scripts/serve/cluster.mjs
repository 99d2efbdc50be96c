// The first process of a shop served by several (WEB_CONCURRENCY): it loads nothing of the shop,
// starts the processes that serve it on one shared port (node:cluster hands each connection to
// one of them in turn), starts again one that dies, and on SIGTERM or SIGINT has each drain its
// requests and stop (SHUTDOWN_TIMEOUT_MS, serve/process.mjs), then exits.
import cluster from 'node:cluster';

/** A line of the same shape as the shop's own JSON log lines. */
const say = (level, msg, fields = {}) =>
  console.log(JSON.stringify({ level: { info: 30, warn: 40, error: 50 }[level], time: Date.now(), pid: process.pid, ...fields, msg }));

/** Fewer quick deaths than this in a row, and a dead process is started again; more, and the shop stops (a fault no restart mends). */
const RESTARTS = { limit: 5, windowMs: 60_000 };

export function runCluster(processes) {
  let stopping = false;
  let failed = false;
  const deaths = [];

  const start = () => {
    const worker = cluster.fork();
    worker.once('listening', () => (worker.served = true));
    return worker;
  };

  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (code !== 0) failed = true;
      if (Object.keys(cluster.workers ?? {}).length === 0) {
        say('info', 'Shop stopped');
        process.exit(failed ? 1 : 0);
      }
      return;
    }
    const now = Date.now();
    deaths.push(now);
    while (deaths[0] < now - RESTARTS.windowMs) deaths.shift();
    // A process that never served (a setting refused, a database out of reach) would fail again.
    if (!worker.served || deaths.length > RESTARTS.limit) {
      say('error', 'A shop process could not start or keeps dying: the shop stops', { workerPid: worker.process.pid, code, signal });
      failed = true;
      stop('SIGTERM');
      return;
    }
    say('warn', 'A shop process died: starting another one', { workerPid: worker.process.pid, code, signal });
    start();
  });

  function stop(signal) {
    if (stopping) return;
    stopping = true;
    say('info', `${signal}: stopping the ${processes} shop processes`);
    const alive = Object.values(cluster.workers ?? {});
    if (alive.length === 0) process.exit(failed ? 1 : 0);
    for (const worker of alive) worker.process.kill('SIGTERM');
  }
  // A terminal's Ctrl-C reaches every process of the group: each drains on its own signal too.
  for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => stop(signal));

  say('info', `Starting ${processes} shop processes`);
  for (let i = 0; i < processes; i += 1) start();
}
