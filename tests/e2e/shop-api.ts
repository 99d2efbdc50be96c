import { expect, vi } from 'vitest';
import { lastMailTo } from './outbox';
import type { ShopProcess } from './shop-process';

// The API of a shop process this test started, called as a browser on that shop's site calls it.

export interface Answer<T = any> {
  status: number;
  json: { success: boolean; data: T; message: string | null };
  /** The cookies the answer set, ready to send back. */
  cookie: string;
}

export async function callShop<T = any>(shop: ShopProcess, method: string, path: string, options: { body?: unknown; cookie?: string } = {}): Promise<Answer<T>> {
  const response = await fetch(`${shop.baseUrl}/api${path}`, {
    method,
    headers: {
      origin: shop.baseUrl,
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const cookie = response.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  return { status: response.status, json: await response.json(), cookie };
}

/** A customer signed up on `shop` and activated through the link of the mail in `dataDir`'s outbox; answers their session. */
export async function newCustomer(shop: ShopProcess, dataDir: string, email: string, password: string): Promise<string> {
  const registered = await callShop(shop, 'POST', '/register', { body: { email, password, firstname: 'Lucie', lastname: 'Bernard', acceptTerms: true } });
  expect(registered.status, registered.json.message!).toBe(200);
  const token = (await lastMailTo(email, { dataDir, timeoutMs: 30_000 })).text.match(/confirm=([\w-]+)/)![1];
  const confirmed = await callShop(shop, 'POST', '/register/confirm', { body: { token } });
  expect(confirmed.status, confirmed.json.message!).toBe(200);
  return confirmed.cookie;
}

/** Waits until `check` holds, trying again until the deadline. */
export async function within(timeoutMs: number, check: () => Promise<boolean>, what: string): Promise<void> {
  await vi.waitUntil(check, { timeout: timeoutMs, interval: 50, message: `not within ${timeoutMs} ms: ${what}` });
}
