import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { within } from './shop-api';
import { freePort, processState, startShop, type ShopProcess } from './shop-process';

// WEB_CONCURRENCY: the shop served by several processes on one port, on PostgreSQL. Both serve,
// one that dies is replaced, and a SIGTERM stops them all cleanly. The embedded database, held by
// one process, refuses it.

const serverUrl = process.env.TEST_DATABASE_URL;

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
  const name = `shop_cluster_${randomBytes(6).toString('hex')}`;
  const url = new URL(serverUrl ?? 'postgres://unset');
  url.pathname = `/${name}`;
  let dataDir: string;
  let shop: ShopProcess;

  async function onServer(text: string) {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      return await client.query(text);
    } finally {
      await client.end();
    }
  }

  beforeAll(async () => {
    await onServer(`CREATE DATABASE ${name}`);
    dataDir = await mkdtemp(join(tmpdir(), 'shop-cluster-'));
    shop = await startShop(dataDir, await freePort(), {
      env: { DATABASE_URL: url.toString(), DEMO: '1', WEB_CONCURRENCY: '2', NODE_ENV: 'production' },
    });
  });

  afterAll(async () => {
    await shop?.stop();
    await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await rm(dataDir, { recursive: true, force: true });
  });

  it('serves from both processes, each with the whole shop', async () => {
    expect(children(shop.pid)).toHaveLength(2);
    await within(20_000, async () => {
      await Promise.all(Array.from({ length: 8 }, () => fetch(`${shop.baseUrl}/api/site/info`).then((answer) => answer.arrayBuffer())));
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
    expect((await fetch(`${shop.baseUrl}/api/site/info`)).status).toBe(200);
    await within(60_000, async () => (shop.output().match(/Shop ready on/g)?.length ?? 0) > readyBefore, 'a new process ready in place of the dead one');
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
