import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { declination, order, orderLine } from '~/server/db/schema';
import { declinationOf } from './cart-browser';
import { startTestShop, type TestShop } from './harness';
import { customerWithCart, franceId, homeDelivery, setStock, stockOf } from './order-support';

// The last bottle is sold once: 50 customers order it at the same moment.

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
  // One bottle per parcel, so that the single last bottle can be shipped.
  await shop.setParameter('MINIMUM_EXPEDITION_BOTTLE', null);
  await shop.setParameter('BOTTLE_MULTIPLE', null);
});
afterAll(() => shop.close());

describe('the last bottle', () => {
  it('50 simultaneous orders for a declination with 1 bottle left give exactly one order and stock 0', async () => {
    const fr = await franceId(shop);
    const item = await declinationOf(shop, 'TIL-HEN-2020-75');
    await shop.db.update(declination).set({ sellByMultipleOf: 1 }).where(eq(declination.id, item.id));
    const buyers = [];
    for (let i = 0; i < 50; i++) buyers.push(await customerWithCart(shop, 'TIL-HEN-2020-75', 1));
    await setStock(shop, item.id, 1);
    const answers = await Promise.all(buyers.map((b) => b.customer.post('/order', homeDelivery(b.cartId, fr))));
    const placed = answers.filter((a) => a.status === 200);
    expect(placed).toHaveLength(1);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused.every((a) => a.status === 409 || a.status === 400)).toBe(true);
    expect(await stockOf(shop, item.id)).toBe(0);
    const lines = await shop.db.select().from(orderLine).innerJoin(order, eq(order.id, orderLine.orderId)).where(eq(orderLine.declinationId, item.id));
    expect(lines).toHaveLength(1);
  }, 120_000);
});
