import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort, startShop } from './shop-process';

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
    admin = await chooseAdminPassword(shop.output());
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

/**
 * Follows the link the shop printed for its first administrator (no SMTP relay here) as they
 * would: the password page's call, with a password of the test's choosing.
 */
export async function chooseAdminPassword(output: string): Promise<{ email: string; password: string }> {
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
