// Serves the built shop: `npm start` or `npm run serve` run it with the project's pinned Node.
// One process (serve/process.mjs) by default; WEB_CONCURRENCY=2, 3… or 'auto' (one per core)
// starts that many on the same port, on PostgreSQL only (serve/cluster.mjs).
import cluster from 'node:cluster';
import module from 'node:module';
import { resolve } from 'node:path';

// V8's compiled code of every module loaded, kept beside the build (one cache per build: a new
// build has new files), so that the next start compiles none of them again. Where the build folder
// is read-only the cache is off and nothing else changes; NODE_DISABLE_COMPILE_CACHE=1 turns it off.
module.enableCompileCache?.(resolve(process.env.ASTRO_OUT_DIR ?? 'dist', 'compile-cache'));
const { readProcessCount } = await import('../src/server/config.ts');

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
