import { expect, inject } from 'vitest';
import type { Lang } from '~/lib/i18n';
import type { OrderDetail, PlacedOrder } from '~/lib/order';
import { homeDelivery } from '../fixtures/order-request';
import { url } from './browser';

// Orders placed and paid through the API, as a signed-in customer's browser would, for the browser
// tests that start after the checkout (the customer's orders, the back office's).

const PERRIERES = 4; // Les Perrières, sold by six, stock not counted
const SUCCESS_CARD = '4242424242424242';

/** The shop's API as a signed-in person calls it: their session cookie on every call. */
export interface Api {
  call<T>(method: string, path: string, body?: unknown): Promise<{ status: number; data: T; message: string | null; type: string }>;
}

export function apiAs(token: string, lang: Lang): Api {
  return {
    async call<T>(method: string, path: string, body?: unknown) {
      const headers: Record<string, string> = { origin: inject('baseUrl'), userLang: lang, cookie: `token=${token}` };
      let payload: BodyInit | undefined;
      if (body instanceof FormData) payload = body;
      else if (body !== undefined) {
        headers['content-type'] = 'application/json';
        payload = JSON.stringify(body);
      }
      const response = await fetch(url(`/api${path}`), { method, headers, body: payload });
      const type = response.headers.get('content-type') ?? '';
      const json = type.includes('json') ? ((await response.json()) as { data: T; message: string | null }) : { data: null as T, message: null };
      return { status: response.status, data: json.data, message: json.message, type };
    },
  };
}

/** Twelve bottles delivered at home, placed from the cart (with `discountCode` when given) and paid on the sandbox page with the success card. */
export async function paidOrder(customer: Api, { discountCode }: { discountCode?: string } = {}): Promise<OrderDetail> {
  const wine = await customer.call<{ declinations: { id: number }[] }>('GET', `/product/${PERRIERES}`);
  const line = new FormData();
  line.set('quantity', '12');
  const cart = await customer.call<{ id: number }>('POST', `/cart/new/product/${wine.data.declinations[0].id}`, line);
  expect(cart.status, String(cart.message)).toBe(200);
  if (discountCode) {
    const coded = await customer.call('POST', `/cart/${cart.data.id}`, { type: 'MAIN_CART', discountCode });
    expect(coded.status, String(coded.message)).toBe(200);
  }
  const countries = await customer.call<{ id: number; alphaTwo: string }[]>('GET', '/countries');
  const idCountry = countries.data.find((country) => country.alphaTwo === 'FR')!.id;
  const placed = await customer.call<PlacedOrder>('POST', '/order', homeDelivery(cart.data.id, idCountry));
  expect(placed.status, String(placed.message)).toBe(200);
  // The sandbox's hosted page, submitted as the customer's browser submits it.
  const paid = await fetch(url(placed.data.redirectUrl), {
    method: 'POST',
    redirect: 'manual',
    headers: { origin: inject('baseUrl'), 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ action: 'pay', card: SUCCESS_CARD }),
  });
  expect(paid.status).toBe(303);
  const order = await customer.call<OrderDetail>('GET', `/order/${placed.data.order.id}`);
  expect(order.data.status).toBe('PAID');
  return order.data;
}
