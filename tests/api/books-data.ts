import { eq } from 'drizzle-orm';
import { dayAfter, parisDay, parisDayStart } from '~/lib/dates';
import { creditNote, order } from '~/server/db/schema';
import { adminCookie, moveTo, paidOrder } from './admin-support';
import { declinationOf } from './cart-browser';
import type { TestShop } from './harness';
import { customerWithCart, franceId, homeDelivery, noDelivery, paySandbox, result, setStock } from './order-support';

// A shop's worth of books for the accountant's files and the owner's reports: discount codes, a
// gift card bought then spent, part and whole refunds, a return refunded, and one invoice with its
// credit note moved a week back, out of the period.

export const HENRI = 'TIL-HEN-2020-75';
const CODE = /\b[2-9A-HJ-NP-Z]{4}(?:-[2-9A-HJ-NP-Z]{4}){3}\b/g;

export interface BooksData {
  admin: string;
  fr: number;
  /** A period around the shop's day, wide enough that a run across midnight changes nothing. */
  period: { from: string; to: string };
  /** An invoice and a credit note moved back in time, outside `period`. */
  early: { day: string; invoice: string; creditNote: string };
}

export const okAnswer = <T extends { status: number; json: any }>(answer: T, what: string) => {
  if (answer.status !== 200) throw new Error(`${what}: ${answer.status} ${answer.json?.message}`);
  return answer;
};

/** A customer's six bottles with a discount code, paid by card. */
export async function orderWithCode(shop: TestShop, fr: number, code: string) {
  const { customer, cartId } = await customerWithCart(shop, HENRI, 6);
  okAnswer(await customer.post('/order/discount', { idCart: cartId, discountCode: code }), `code ${code}`);
  const { order: placed, redirectUrl } = okAnswer(await customer.post('/order', homeDelivery(cartId, fr)), 'order').json.data;
  await result(customer, placed.id, await paySandbox(shop, redirectUrl, '4242 4242 4242 4242'));
  return placed as { id: number; number: string };
}

/** A gift card of 100 € bought and paid by card: the code its buyer is mailed. */
export async function giftCardBought(shop: TestShop, fr: number) {
  const buyer = await customerWithCart(shop, 'TIL-CAD-100', 1);
  const bought = okAnswer(await buyer.customer.post('/order', noDelivery(buyer.cartId, fr)), 'gift card order').json.data;
  await result(buyer.customer, bought.order.id, await paySandbox(shop, bought.redirectUrl, '4242 4242 4242 4242'));
  const mail = (await shop.outbox()).find((m) => m.to === buyer.email && m.attachments?.length);
  const [code] = mail ? [...mail.text.matchAll(CODE)].map((m) => m[0]) : [];
  if (!code) throw new Error('no gift card code mailed');
  return code;
}

/** Six bottles paid with the whole of a 100 € gift card, the rest by card. */
export async function giftCardSpent(shop: TestShop, fr: number, code: string) {
  const spender = await customerWithCart(shop, HENRI, 6);
  okAnswer(await spender.customer.post('/order/discount', { idCart: spender.cartId, giftCardCode: code }), 'gift card quote');
  const spent = okAnswer(await spender.customer.post('/order', homeDelivery(spender.cartId, fr, { giftCardAmount: 10_000 })), 'gift card spent').json.data;
  await result(spender.customer, spent.order.id, await paySandbox(shop, spent.redirectUrl, '4242 4242 4242 4242'));
}

/** An order delivered, two of its bottles sent back, received and refunded by the estate. */
export async function returnRefunded(shop: TestShop, admin: string) {
  const returned = await paidOrder(shop);
  await moveTo(shop, admin, returned.order.id, 'PREPARING', 'SHIPPED', 'DELIVERED');
  const asked = okAnswer(await returned.customer.post(`/order/${returned.order.id}/back-products`, { reason: 'Rétractation', products: [{ idOrderLine: returned.order.lines[0].id, quantity: 2 }] }), 'return').json.data;
  okAnswer(await shop.post(`/admin/returns/${asked.id}/accept`, {}, { cookie: admin }), 'accept');
  okAnswer(await shop.post(`/admin/returns/${asked.id}/received`, {}, { cookie: admin }), 'received');
  okAnswer(await shop.post(`/admin/orders/${returned.order.id}/refunds`, { amount: 6400, returnId: asked.id }, { cookie: admin }), 'return refund');
  return returned.order;
}

export async function seedBooks(shop: TestShop): Promise<BooksData> {
  const ok = okAnswer;
  const fr = await franceId(shop);
  await setStock(shop, (await declinationOf(shop, HENRI)).id, 5000);
  const admin = await adminCookie(shop);
  const today = parisDay(shop.clock.now);
  const period = { from: parisDay(new Date(parisDayStart(today).getTime() - 86_400_000)), to: dayAfter(today) };
  const refund = (orderId: number, body: unknown) => shop.post(`/admin/orders/${orderId}/refunds`, body, { cookie: admin });

  // Refunded in part, then whole.
  const partly = await paidOrder(shop);
  ok(await refund(partly.order.id, { amount: 1234, note: 'Casse' }), 'part refund');
  const whole = await orderWithCode(shop, fr, 'LIVRAISON');
  const [wholeRow] = await shop.db.select().from(order).where(eq(order.id, whole.id));
  ok(await refund(whole.id, { amount: wholeRow!.total }), 'whole refund');
  await orderWithCode(shop, fr, 'BIENVENUE10');

  // A gift card bought, then spent on part of an order.
  await giftCardSpent(shop, fr, await giftCardBought(shop, fr));

  // A return received and refunded.
  await returnRefunded(shop, admin);

  // One invoice and its credit note a week back, to be left out of the period.
  const old = await paidOrder(shop);
  ok(await refund(old.order.id, { amount: 500 }), 'old refund');
  const weekAgo = new Date(parisDayStart(period.from).getTime() - 6 * 86_400_000 + 12 * 3_600_000);
  const [moved] = await shop.db.update(order).set({ paidAt: weekAgo, createdAt: weekAgo }).where(eq(order.id, old.order.id)).returning();
  const [note] = await shop.db.update(creditNote).set({ issuedAt: weekAgo }).where(eq(creditNote.orderId, old.order.id)).returning();
  return { admin, fr, period, early: { day: parisDay(weekAgo), invoice: moved!.invoiceNumber!, creditNote: note!.number } };
}
