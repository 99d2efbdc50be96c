import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { adminAccount, freePort, startShop } from './shop-process';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    /** The administrator the shop created at its first start, with the password chosen through the link it printed. */
    adminEmail: string;
    adminPassword: string;
  }
}

/**
 * Starts the built shop (`npm test` builds it first) on 127.0.0.1 with a fresh data directory, for
 * the browser tests; it stops when they end.
 */
export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(join(tmpdir(), 'shop-e2e-'));
  const shop = await startShop(dataDir, await freePort());
  project.provide('baseUrl', shop.baseUrl);
  project.provide('dataDir', dataDir);
  let admin: { email: string; password: string };
  try {
    admin = await adminAccount(shop.output());
  } catch (error) {
    await shop.stop();
    throw error;
  }
  project.provide('adminEmail', admin.email);
  project.provide('adminPassword', admin.password);

  return async () => {
    await shop.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
