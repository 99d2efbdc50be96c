import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { startFakeStripe, type FakeStripe } from '../fakes/stripe';
import { launchBrowser } from './browser';
import { freePort, startShop, type ShopProcess } from './shop-process';

/** Les Perrières, sold by six: the wine the Stripe browser tests buy. */
export const PERRIERES = 4;

export interface StripeShop {
  fake: FakeStripe;
  shop: ShopProcess;
  browser: Browser;
  /** The shop's data directory (its outbox folder among others). */
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * A shop of its own whose card provider is Stripe (PAYMENT_PROVIDER=stripe), pointed at the fake
 * Stripe of tests/fakes/stripe.ts, whose signed webhooks reach the shop over HTTP; and a browser.
 */
export async function startStripeShop(name: string): Promise<StripeShop> {
  const secretKey = `sk_test_e2e_${name}`;
  const webhookSecret = `whsec_e2e_${name}`;
  const dataDir = await mkdtemp(join(tmpdir(), `shop-${name}-`));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const fake = await startFakeStripe({
    secretKey,
    webhookSecret,
    deliver: async (request) => (await fetch(`${baseUrl}/api/payment/stripe/notification`, { method: 'POST', headers: request.headers, body: request.body })).status,
  });
  const shop = await startShop(dataDir, port, {
    env: { PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: secretKey, STRIPE_PUBLISHABLE_KEY: `pk_test_e2e_${name}`, STRIPE_WEBHOOK_SECRET: webhookSecret, STRIPE_API_BASE: fake.base },
  });
  const browser = await launchBrowser();
  return {
    fake,
    shop,
    browser,
    dataDir,
    async stop() {
      await browser.close();
      await shop.stop();
      await fake.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
