import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    /** The administrator the shop created at its first start, as it printed them. */
    adminEmail: string;
    adminPassword: string;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts the built shop (`npm test` builds it first) on 127.0.0.1 with a fresh data directory, for
 * the browser tests; it stops when they end.
 */
export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(join(tmpdir(), 'shop-e2e-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server: ChildProcess = spawn(process.execPath, ['scripts/serve.mjs'], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: baseUrl, DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout?.on('data', (chunk) => (output += chunk));
  server.stderr?.on('data', (chunk) => (output += chunk));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The shop did not start in time:\n${output}`)), 90_000);
    server.stdout?.on('data', () => {
      if (output.includes('Shop ready')) {
        clearTimeout(timer);
        resolve();
      }
    });
    server.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The shop stopped (code ${code}):\n${output}`));
    });
  });
  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);
  const admin = /Admin account created: (\S+) \/ password: (\S+)/.exec(output);
  if (!admin) {
    server.kill('SIGTERM');
    throw new Error(`The shop did not print its admin account:\n${output}`);
  }
  project.provide('adminEmail', admin[1]);
  project.provide('adminPassword', admin[2]);

  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await rm(dataDir, { recursive: true, force: true });
  };
}
