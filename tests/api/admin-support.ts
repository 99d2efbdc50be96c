import type { Browser } from './cart-browser';
import { signedIn } from './catalogue-fixtures';
import type { TestShop } from './harness';
import { customerWithCart, franceId, homeDelivery, paySandbox, result } from './order-support';

// For the after-checkout tests (returns, invoices, the admin panel): orders paid by card, and the
// estate moving them along from its panel.

let admins = 0;

/** The session cookie of a new ADMIN account. */
export const adminCookie = (shop: TestShop) => signedIn(shop, 'ADMIN', `gerant${++admins}@domaine.test`);

/** A customer's order of `quantity` × `reference`, delivered home, paid with the sandbox's test card. */
export async function paidOrder(shop: TestShop, reference = 'TIL-HEN-2020-75', quantity = 6, lang: 'fr_FR' | 'en_US' = 'fr_FR') {
  const { customer, email, cartId } = await customerWithCart(shop, reference, quantity, lang);
  const placed = await customer.post('/order', homeDelivery(cartId, await franceId(shop)), { lang });
  if (placed.status !== 200) throw new Error(`order refused: ${placed.json.message}`);
  const { order, redirectUrl } = placed.json.data;
  const outcome = await result(customer, order.id, await paySandbox(shop, redirectUrl, '4242 4242 4242 4242'));
  if (outcome.json.data?.status !== 'PAID') throw new Error(`payment failed: ${JSON.stringify(outcome.json)}`);
  return { customer, email, order: order as { id: number; number: string; lines: { id: number; quantity: number; name: string }[] } };
}

/** PUT /admin/order/{id}/status for each status in turn, as the estate clicks through them. */
export async function moveTo(shop: TestShop, admin: string, orderId: number, ...statuses: string[]) {
  for (const status of statuses) {
    const answer = await shop.put(`/admin/order/${orderId}/status`, { status }, { cookie: admin });
    if (answer.status !== 200) throw new Error(`${status} refused: ${answer.json.message}`);
  }
}

export type Customer = Browser;
