import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

// The built shop as a process of its own (`scripts/serve.mjs`, as `npm start` runs it) on
// 127.0.0.1, with the embedded database on the data directory given.

export interface ShopProcess {
  baseUrl: string;
  /** The shop's own process (under `unreaped`, not the parent this test started). */
  pid: number;
  /** What the shop printed so far. */
  output(): string;
  /** How the process this test started ended (the shop itself, unless `unreaped`). */
  ended: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGTERM (SIGKILL if it lingers), waits until the shop has ended, then ends its parent if it is one of ours. */
  stop(): Promise<void>;
}

export interface StartOptions {
  /**
   * Runs the shop under a parent that never reaps it: once killed it stays a zombie until stop(),
   * as under a supervisor that has not noticed its death yet.
   */
  unreaped?: boolean;
  /** More settings, e.g. NODE_ENV=production for JSON log lines. */
  env?: Record<string, string>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** The state letter /proc gives a process (R, S, Z for a zombie…), or null once it is gone. Linux only. */
export function processState(pid: number): string | null {
  try {
    return /\) (\w) /.exec(readFileSync(`/proc/${pid}/stat`, 'utf8'))![1];
  } catch {
    return null;
  }
}

/** Whether a process still runs; a zombie has ended. */
function running(pid: number): boolean {
  const state = processState(pid);
  return state !== null && state !== 'Z' && state !== 'X';
}

/** Sends `signal` and waits until the process has ended; answers whether it did in time. */
async function end(pid: number, signal: NodeJS.Signals): Promise<boolean> {
  try {
    process.kill(pid, signal);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return true;
    throw error;
  }
  const deadline = Date.now() + 30_000;
  while (running(pid)) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return true;
}

/**
 * The administrator a shop created at its first start: follows the link it printed for them (no
 * SMTP relay here) as they would, the password page's call with a password of the test's choosing.
 */
export async function adminAccount(output: string): Promise<{ email: string; password: string }> {
  const printed = /Administrator (\S+): choose your administrator password within one hour at (\S+)\/password\/reset\/([\w-]+)/.exec(output);
  if (!printed) throw new Error(`The shop did not print its administrator's link:\n${output}`);
  const [, email, origin, token] = printed;
  const password = `e2e-${randomBytes(9).toString('base64url')}1`;
  const answer = await fetch(`${origin}/api/password/reset`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token, password }),
  });
  if (!answer.ok) throw new Error(`The administrator's link did not take a password: ${answer.status} ${await answer.text()}`);
  return { email, password };
}

/** Starts the shop and waits until it says it is ready; a shop that stops or takes too long fails. */
export async function startShop(dataDir: string, port: number, options: StartOptions = {}): Promise<ShopProcess> {
  const baseUrl = `http://127.0.0.1:${port}`;
  const serve = [process.execPath, 'scripts/serve.mjs'];
  // LOG_LEVEL info: the lines this file and the tests read (ready, the admin account) are info lines.
  const env = { ...process.env, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: baseUrl, DATABASE_URL: '', LOG_LEVEL: 'info', ...options.env };
  // The parent that never reaps: a shell that starts the shop, names it, and becomes `sleep`.
  const child = options.unreaped
    ? spawn('sh', ['-c', '"$@" & echo "shop pid $!"; exec sleep 600', 'sh', ...serve], { env, stdio: ['ignore', 'pipe', 'pipe'] })
    : spawn(serve[0], serve.slice(1), { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = once(child, 'exit');
  const pid = () => (options.unreaped ? Number(/^shop pid (\d+)$/m.exec(output)?.[1]) : child.pid!);
  const stop = async () => {
    const shop = pid();
    if (shop && running(shop) && !(await end(shop, 'SIGTERM')) && !(await end(shop, 'SIGKILL'))) {
      throw new Error(`The shop (pid ${shop}) did not stop`);
    }
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
  };
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`The shop did not start in time:\n${output}`)), 90_000);
      child.stdout.on('data', () => {
        if (output.includes('Shop ready')) {
          clearTimeout(timer);
          resolve();
        }
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`The shop stopped (code ${code}):\n${output}`));
      });
    });
  } catch (error) {
    await stop();
    throw error;
  }
  const ended = exited.then(([code, signal]) => ({ code: code as number | null, signal: signal as NodeJS.Signals | null }));
  return { baseUrl, pid: pid(), output: () => output, ended, stop };
}
