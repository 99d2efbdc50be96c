import { request } from 'node:http';
import type { BrowserContext } from 'playwright-core';
import { expect, inject } from 'vitest';
import type { Lang } from '~/lib/i18n';
import { lastMailTo } from './outbox';
import { addSignInCookies } from './browser';

// Customers of the browser tests, created and signed in through the API. Sign-ups and sign-ins are
// limited per address (10 sign-ups an hour, 30 sign-ins a quarter): each customer calls from its
// own loopback address (all of 127.0.0.0/8 reaches the server on 127.0.0.1), as separate people
// would, so that the whole run stays under the limits the shop applies to one address.

interface Answer {
  status: number;
  json: { success: boolean; data: unknown; message: string };
  cookies: string[];
}

/** A loopback address of its own for one customer. */
function someoneElse(): string {
  const byte = () => 1 + Math.floor(Math.random() * 250);
  return `127.${byte()}.${byte()}.${byte()}`;
}

/** The browser tests' shop, unless a test runs a shop of its own (its address and data directory). */
export interface ShopAt {
  baseUrl: string;
  dataDir: string;
}
const sharedShop = (): ShopAt => ({ baseUrl: inject('baseUrl'), dataDir: inject('dataDir') });

function post(from: string, path: string, body: unknown, lang: Lang, base = inject('baseUrl')): Promise<Answer> {
  const target = new URL(`${base}/api${path}`);
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const call = request(
      target,
      {
        method: 'POST',
        localAddress: from,
        headers: { origin: base, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), userLang: lang },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, json: JSON.parse(text), cookies: response.headers['set-cookie'] ?? [] }));
      },
    );
    call.on('error', reject);
    call.end(payload);
  });
}

export interface Customer {
  email: string;
  password: string;
  /** The loopback address this customer calls from. */
  address: string;
}

/** A customer created and activated through the API, as the sign-up page would. */
export async function newCustomer(email: string, password: string, lang: Lang, shop: ShopAt = sharedShop()): Promise<Customer> {
  const address = someoneElse();
  const registered = await post(address, '/register', { email, password, firstname: 'Camille', lastname: 'Moreau', acceptTerms: true }, lang, shop.baseUrl);
  expect(registered.status, registered.json.message).toBe(200);
  const token = (await lastMailTo(email, { dataDir: shop.dataDir })).text.match(/confirm=([\w-]+)/)![1];
  expect((await post(address, '/register/confirm', { token }, lang, shop.baseUrl)).status).toBe(200);
  return { email, password, address };
}

/** The customer's session token, from a sign-in as the sign-in form makes it. */
export async function sessionToken(customer: Customer, lang: Lang, base = inject('baseUrl')): Promise<string> {
  const answer = await post(customer.address, '/login', { email: customer.email, password: customer.password }, lang, base);
  expect(answer.status, answer.json.message).toBe(200);
  const token = answer.cookies.map((cookie) => /^token=([^;]+)/.exec(cookie)?.[1]).find(Boolean);
  expect(token).toBeTruthy();
  return token!;
}

/** Signs the customer in for the pages of a browser context, as the sign-in form would. */
export async function signIn(context: BrowserContext, customer: Customer, lang: Lang, base = inject('baseUrl')): Promise<void> {
  await addSignInCookies(context, await sessionToken(customer, lang, base), base);
}
