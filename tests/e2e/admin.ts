import { expect, inject } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { url } from './browser';

// The administrator of the shop under test (tests/e2e/server.ts chose their password), for the
// browser tests that change a site parameter as the back office would.

/** A fresh session of the administrator, as a Cookie header. */
export async function adminCookie(): Promise<string> {
  const response = await fetch(url('/api/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: inject('adminEmail'), password: inject('adminPassword') }),
  });
  expect(response.status).toBe(200);
  return response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ');
}

/** Sets a site parameter; the pages showing it are refreshed by the shop at once. */
export async function setParameter(cookie: string, type: string, value: string | null): Promise<void> {
  const response = await fetch(url(`/api/admin/parameter/${type}`), {
    method: 'PUT',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ value }),
  });
  expect(response.status).toBe(200);
}

/** Signs the administrator in for the pages of a browser context, as the sign-in form would. */
export async function signInAsAdmin(context: BrowserContext): Promise<void> {
  const token = /(?:^|; )token=([^;]+)/.exec(await adminCookie())![1]!;
  await context.addCookies([{ name: 'token', value: token, url: inject('baseUrl'), httpOnly: true, sameSite: 'Lax' }]);
}
