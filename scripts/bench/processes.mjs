// Starting and stopping the servers the bench measures, each in its own process.
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';

/**
 * Starts `node <args>` and resolves once it prints `readyText`, with the time that took; a process
 * that ends first, or is not ready after `timeoutMs` (then stopped), rejects with what it last said.
 */
export function startProcess(args, env, readyText, timeoutMs = 60_000) {
  const began = performance.now();
  // BENCH_CPU_PROFILE=<dir>: each server writes a V8 CPU profile there when it stops (Node refuses
  // --cpu-prof in NODE_OPTIONS), to see where a measure's time goes.
  const profile = process.env.BENCH_CPU_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE}`] : [];
  const child = spawn(process.execPath, [...profile, ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  let errors = '';
  // Both are read to the end, so that a process that writes a lot never blocks on a full pipe.
  child.stderr.on('data', (chunk) => {
    errors = (errors + chunk).slice(-4000);
  });
  const lastWords = () => (errors + output).trim().split('\n').slice(-3).join(' | ');
  return new Promise((resolve, reject) => {
    const late = setTimeout(() => {
      child.removeAllListeners('exit');
      child.kill('SIGKILL');
      reject(new Error(`${args[0]} was not ready after ${timeoutMs} ms: ${lastWords()}`));
    }, timeoutMs);
    child.stdout.on('data', (chunk) => {
      if (output.includes(readyText)) return;
      output += chunk;
      if (!output.includes(readyText)) return;
      clearTimeout(late);
      void processCpuMs(child.pid).then((cpuMs) => resolve({ child, ms: performance.now() - began, cpuMs }));
    });
    child.once('exit', (code) => {
      clearTimeout(late);
      reject(new Error(`${args[0]} exited with ${code}: ${lastWords()}`));
    });
  });
}

export function stopProcess(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

/** Resolves once `url` answers (any status), rejects if `child` ends first or after `timeoutMs`. */
export async function waitForAnswer(url, child, timeoutMs = 10_000) {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${child.spawnfile} exited with ${child.exitCode}`);
    const answered = await fetch(url).then((response) => response.arrayBuffer().then(() => true), () => false);
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/**
 * The built shop (scripts/serve.mjs) on 127.0.0.1:`port` with its files in `dataDir`: the embedded
 * database there, or the PostgreSQL database `databaseUrl`, filled with the demo estate. It runs as
 * in production (NODE_ENV=production): JSON log lines written in the background, where development's
 * readable lines are written at once, a cost on every request. `env` adds settings (e.g. WEB_CONCURRENCY).
 */
export function startShop(port, dataDir, { databaseUrl = '', env = {} } = {}) {
  return startProcess(
    ['scripts/serve.mjs'],
    { NODE_ENV: 'production', DEMO: '1', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: databaseUrl, ...env },
    'Shop ready',
  );
}

/** Linux counts a process's CPU time in ticks of 1/100 s (USER_HZ, `getconf CLK_TCK`). */
const TICK_MS = 10;

/**
 * The CPU time, user and system, process `pid` has used so far, in ms (Linux's /proc; null
 * elsewhere). Unlike wall time, it does not grow when the other programs of a shared machine run.
 */
export async function processCpuMs(pid) {
  const text = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
  if (text === null) return null;
  // The fields after the command's name, which is in parentheses and may hold spaces.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

/** The processes `pid` started (Linux's /proc), e.g. the workers of a shop run in cluster mode. */
export async function childProcesses(pid) {
  const text = await readFile(`/proc/${pid}/task/${pid}/children`, 'utf8').catch(() => '');
  return text.trim().split(/\s+/).filter(Boolean).map(Number);
}
