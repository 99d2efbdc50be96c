import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { expect } from 'vitest';
import { startFakeMondialRelay, type FakeMondialRelay } from '../fakes/mondial-relay';
import { launchBrowser } from './browser';
import { adminAccount, freePort, startShop, type ShopProcess } from './shop-process';

// A shop of its own wired to Mondial Relay's local fake (tests/fakes/mondial-relay.ts) and to a
// tile server on 127.0.0.1 set as its map's tiles, with the owner signed in: the relay points'
// browser tests start from here.

export interface RelayShop {
  mondial: FakeMondialRelay;
  shop: ShopProcess;
  browser: Browser;
  dataDir: string;
  /** The owner's session token, for the back office's cookie and the API's. */
  ownerToken: string;
  /** Whether the tile server answers (503 when not): the list of points must work alone. */
  setTilesUp(up: boolean): void;
  stop(): Promise<void>;
}

/** A 1×1 transparent PNG for every tile: the map's background. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

export async function startRelayShop(name: string, env: Record<string, string> = {}): Promise<RelayShop> {
  const mondial = await startFakeMondialRelay();
  let tilesUp = true;
  const tiles = createServer((_, response) => (tilesUp ? response.writeHead(200, { 'content-type': 'image/png' }).end(PNG) : response.writeHead(503).end()));
  await new Promise<void>((resolve) => tiles.listen(0, '127.0.0.1', resolve));
  const dataDir = await mkdtemp(join(tmpdir(), `shop-${name}-`));
  const shop = await startShop(dataDir, await freePort(), {
    env: { DEMO: '1', MONDIAL_RELAY_MERCHANT_ID: mondial.merchantId, MONDIAL_RELAY_PRIVATE_KEY: mondial.privateKey, MONDIAL_RELAY_ENDPOINT: mondial.url, MONDIAL_RELAY_LABEL_HOST: mondial.labelHost, ...env },
  });
  const admin = await adminAccount(shop.output());
  const login = await fetch(`${shop.baseUrl}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json', origin: shop.baseUrl }, body: JSON.stringify(admin) });
  expect(login.status).toBe(200);
  const ownerToken = /(?:^|; )token=([^;]+)/.exec(login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; '))![1]!;
  const saved = await fetch(`${shop.baseUrl}/api/admin/parameter`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', cookie: `token=${ownerToken}`, origin: shop.baseUrl, userLang: 'fr_FR' },
    body: JSON.stringify({ changes: [{ type: 'MAP_TILES_URL', value: `http://127.0.0.1:${(tiles.address() as AddressInfo).port}/{z}/{x}/{y}.png` }] }),
  });
  expect(saved.status).toBe(200);
  const browser = await launchBrowser();
  return {
    mondial,
    shop,
    browser,
    dataDir,
    ownerToken,
    setTilesUp: (up) => {
      tilesUp = up;
    },
    async stop() {
      await browser.close();
      await shop.stop();
      await mondial.close();
      await new Promise((resolve) => tiles.close(resolve));
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
