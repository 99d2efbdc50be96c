import { execFileSync } from 'node:child_process';
import { get } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { within } from './shop-api';
import { postgresServerUrl, throwawayDatabase } from '../postgres-server';
import { freePort, processState, startShop, type ShopProcess } from './shop-process';

// WEB_CONCURRENCY: the shop served by several processes on one port, on PostgreSQL. Both serve,
// one that dies is replaced, and a SIGTERM stops them all cleanly. The embedded database, held by
// one process, refuses it.

const serverUrl = postgresServerUrl;

/** The processes (pid) that wrote a request line for `path` in the shop's JSON log. */
function answeredBy(output: string, path: string): Set<number> {
  const pids = output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { pid: number; path?: string; status?: number })
    .filter((line) => line.path === path && line.status === 200)
    .map((line) => line.pid);
  return new Set(pids);
}

/** The status of a GET on a connection of its own (0: no answer within 2 s). */
function freshConnection(address: string): Promise<number> {
  return new Promise((resolve) => {
    const request = get(address, { agent: false, timeout: 2_000 }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(0));
  });
}

/** The processes the shop's first process started and that still run. */
function children(parent: number): number[] {
  return execFileSync('ps', ['-o', 'pid=', '--ppid', String(parent)], { encoding: 'utf8' })
    .split('\n')
    .map(Number)
    .filter((pid) => pid > 0 && processState(pid) !== 'Z');
}

describe('several processes without PostgreSQL', () => {
  it('are refused with the reason: the embedded database is held by one process', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'shop-cluster-'));
    try {
      await expect(startShop(dataDir, await freePort(), { env: { WEB_CONCURRENCY: '2' } })).rejects.toThrow(
        /The shop could not start: .*WEB_CONCURRENCY: several processes need PostgreSQL \(DATABASE_URL\)/,
      );
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe.skipIf(!serverUrl)('two processes on one port (needs TEST_DATABASE_URL)', () => {
  const database = throwawayDatabase('shop_cluster');
  let dataDir: string;
  let shop: ShopProcess;

  beforeAll(async () => {
    await database.create();
    dataDir = await mkdtemp(join(tmpdir(), 'shop-cluster-'));
    shop = await startShop(dataDir, await freePort(), {
      env: { DATABASE_URL: database.url, DEMO: '1', WEB_CONCURRENCY: '2', NODE_ENV: 'production' },
    });
  });

  afterAll(async () => {
    await shop?.stop();
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('serves from both processes, each with the whole shop', async () => {
    expect(children(shop.pid)).toHaveLength(2);
    await within(20_000, async () => {
      // Each on a connection of its own: node:cluster hands out connections, not requests.
      await Promise.all(Array.from({ length: 8 }, () => freshConnection(`${shop.baseUrl}/api/site/info`)));
      return answeredBy(shop.output(), '/api/site/info').size === 2;
    }, 'answers from both processes');
    const page = await fetch(`${shop.baseUrl}/nos-vins`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('</html>');
  });

  it('replaces a process that dies, and goes on answering meanwhile', async () => {
    const [victim] = children(shop.pid);
    const readyBefore = shop.output().match(/Shop ready on/g)?.length ?? 0;
    process.kill(victim, 'SIGKILL');
    // On new connections: one kept alive with the dead process died with it, as a browser's would.
    await within(5_000, async () => (await freshConnection(`${shop.baseUrl}/api/site/info`)) === 200, 'an answer from the living process');
    await within(60_000, async () => (shop.output().match(/Shop ready on/g)?.length ?? 0) > readyBefore, 'a new process ready in place of the dead one').catch(
      (error: Error) => {
        throw new Error(`${error.message}\n${shop.output().slice(-3000)}`);
      },
    );
    expect(shop.output()).toContain('A shop process died: starting another one');
    const now = children(shop.pid);
    expect(now).toHaveLength(2);
    expect(now).not.toContain(victim);
  });

  it('stops every process on SIGTERM and exits 0', async () => {
    const processes = children(shop.pid);
    process.kill(shop.pid, 'SIGTERM');
    const { code } = await shop.ended;
    expect(code).toBe(0);
    for (const pid of processes) expect(processState(pid)).toBeNull();
    expect(shop.output()).toMatch(/"msg":"Shop stopped"[^\n]*\n?$/);
  });
});
