// Timing and weight goals, measured on the built site (never in the tests): the cold start of a
// fresh machine (database created, migrated and filled with the demo estate), a warm start, and
// the JavaScript each page ships, gzip-compressed, against the budgets of DESIGN.md.
// Run with `npm run bench` (it builds first).
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const PORT = 4390;
const BASE = `http://127.0.0.1:${PORT}`;
const PAGES = [
  ['home (fr)', '/', 25],
  ['home (en)', '/en_US', 25],
  ['CMS page', '/notre-histoire', 25],
  ['sign-in', '/auth', 120],
];

function start(dataDir) {
  const began = performance.now();
  const server = spawn(process.execPath, ['scripts/serve.mjs'], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(PORT), DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    server.stdout.on('data', (chunk) => {
      if (String(chunk).includes('Shop ready')) resolve({ server, ms: performance.now() - began });
    });
    server.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

const stop = (server) => new Promise((resolve) => { server.once('exit', resolve); server.kill('SIGTERM'); });

/** Every script a page loads: its <script src>, its islands' code, and what those import, recursively. */
async function scriptsOf(path) {
  const html = await (await fetch(BASE + path)).text();
  const queue = new Set();
  for (const match of html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)) queue.add(match[1]);
  for (const match of html.matchAll(/(?:component-url|renderer-url)="([^"]+)"/g)) queue.add(match[1]);
  for (const match of html.matchAll(/<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const imported of match[1].matchAll(/(?:import|from)\s*\(?\s*["']([^"']+\.js)["']/g)) queue.add(imported[1]);
  }
  const seen = new Map();
  for (const url of queue) {
    const absolute = new URL(url, BASE + path).href;
    if (seen.has(absolute)) continue;
    const code = await (await fetch(absolute)).text();
    seen.set(absolute, code);
    for (const imported of code.matchAll(/(?:import|from)\s*\(?\s*["'](\.{1,2}\/[^"']+\.js)["']/g)) queue.add(new URL(imported[1], absolute).href);
  }
  const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join('\n');
  return { files: seen.size, gzip: [...seen.values(), inline].reduce((sum, code) => sum + gzipSync(code).length, 0) };
}

const dataDir = await mkdtemp(join(tmpdir(), 'shop-bench-'));
try {
  const cold = await start(dataDir);
  console.log(`Cold start (fresh data directory: create, migrate, seed the demo estate): ${(cold.ms / 1000).toFixed(2)} s`);
  console.log('\nJavaScript shipped per page (gzip), against the DESIGN.md budget:');
  for (const [name, path, budgetKb] of PAGES) {
    const { files, gzip } = await scriptsOf(path);
    const kb = gzip / 1024;
    console.log(`  ${name.padEnd(12)} ${path.padEnd(18)} ${kb.toFixed(1).padStart(6)} KB in ${files} files  (budget ${budgetKb} KB${kb > budgetKb ? ', OVER' : ''})`);
  }
  await stop(cold.server);
  const warm = await start(dataDir);
  console.log(`\nWarm start (existing data directory): ${(warm.ms / 1000).toFixed(2)} s`);
  await stop(warm.server);
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
