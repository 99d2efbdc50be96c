// Serves the built shop: `npm start` or `npm run serve` run it with the project's pinned Node.
// One process (serve/process.mjs) by default; WEB_CONCURRENCY=2, 3… or 'auto' (one per core)
// starts that many on the same port, on PostgreSQL only (serve/cluster.mjs).
import cluster from 'node:cluster';
import { readProcessCount } from '../src/server/config.ts';

if (cluster.isPrimary) {
  let processes;
  try {
    processes = readProcessCount();
  } catch (error) {
    console.error(`The shop could not start: ${error.message}`);
    process.exit(1);
  }
  if (processes > 1) {
    const { runCluster } = await import('./serve/cluster.mjs');
    runCluster(processes);
  } else {
    await import('./serve/process.mjs');
  }
} else {
  await import('./serve/process.mjs');
}
