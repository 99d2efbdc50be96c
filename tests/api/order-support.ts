import { eq } from 'drizzle-orm';
import { hmacBase64 } from '~/server/payments/signature';
import { country, declination } from '~/server/db/schema';
import { browser, declinationOf, type Browser } from './cart-browser';
import type { TestShop } from './harness';

export { homeDelivery, noDelivery } from '../fixtures/order-request';

// For the order and payment tests: customers with a cart, the order payload of the payment step,
// and the sandbox's hosted payment page submitted as a browser submits it.

let customers = 0;

/** A signed-in customer (own address for the rate limits) with `quantity` of `reference` in the cart. */
export async function customerWithCart(shop: TestShop, reference: string, quantity: number, lang: 'fr_FR' | 'en_US' = 'fr_FR') {
  customers += 1;
  const customer = browser(shop, `198.51.${100 + Math.floor(customers / 200)}.${customers % 200}`);
  const email = `client${customers}-${Date.now()}@example.fr`;
  await customer.signUp(email);
  const item = await declinationOf(shop, reference);
  const added = await customer.add('new', item.id, { quantity }, [], { lang });
  if (added.status !== 200) throw new Error(`add refused: ${added.json.message}`);
  return { customer, email, cartId: added.json.data.id as number, item };
}

export async function franceId(shop: TestShop) {
  const [row] = await shop.db.select({ id: country.id }).from(country).where(eq(country.alphaTwo, 'FR'));
  return row.id;
}

export async function setStock(shop: TestShop, declinationId: number, quantity: number) {
  await shop.db.update(declination).set({ quantity, tracksStock: true }).where(eq(declination.id, declinationId));
}

export async function stockOf(shop: TestShop, declinationId: number) {
  const [row] = await shop.db.select({ quantity: declination.quantity }).from(declination).where(eq(declination.id, declinationId));
  return row.quantity;
}

/** Submits the sandbox page (a card, or cancel) and answers the return URL it redirects to. */
export async function paySandbox(shop: TestShop, redirectUrl: string, card: string | null) {
  const form = new URLSearchParams(card === null ? { action: 'cancel' } : { action: 'pay', card });
  const response = await shop.app.request(redirectUrl, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form.toString() });
  if (response.status !== 303) throw new Error(`sandbox page answered ${response.status}`);
  return new URL(response.headers.get('location')!);
}

/** The customer's browser back on the result page, which forwards the return query to the API. */
export function result(customer: Browser, orderId: number, returnUrl: URL) {
  return customer.get(`/order/cawl/result/${orderId}${returnUrl.search}`);
}

/** The sandbox provider's signed notification of a payment's status, as it reaches the shop. */
export function notifySandbox(shop: TestShop, secret: string, reference: string, status: string) {
  const body = JSON.stringify({ id: `${reference}-${status}`, reference, status });
  return shop.app.request('/api/payment/sandbox/notification', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-sandbox-signature': hmacBase64(secret, body) },
    body,
  });
}
