import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { declination, order } from '~/server/db/schema';
import { dashboardSchema } from '~/lib/admin/dashboard';
import { adminCookie, moveTo, paidOrder } from './admin-support';
import { startTestShop, type TestShop } from './harness';

// The back office's front page counts what the owner must know of today and this month, in
// French days: an order paid at 00:30 in Paris on the 1st belongs to the new month.

let shop: TestShop;
let admin: string;
beforeAll(async () => {
  shop = await startTestShop();
  admin = await adminCookie(shop);
});
afterAll(() => shop.close());

const board = async (cookie = admin) => {
  const answer = await shop.get('/admin/dashboard', { cookie });
  expect(answer.status).toBe(200);
  return answer.json.data;
};

describe('GET /admin/dashboard', () => {
  it('counts a paid order in today and this month, and as one to ship', async () => {
    const before = await board();
    const { order: placed } = await paidOrder(shop);
    const [row] = await shop.db.select().from(order).where(eq(order.id, placed.id));
    const after = await board();
    expect(after.today.orders).toBe(before.today.orders + 1);
    expect(after.today.revenue).toBe(before.today.revenue + row!.total);
    expect(after.month.orders).toBe(before.month.orders + 1);
    expect(after.waiting.toShip).toBe(before.waiting.toShip + 1);

    await moveTo(shop, admin, placed.id, 'PREPARING', 'SHIPPED');
    expect((await board()).waiting.toShip).toBe(before.waiting.toShip);
  });

  it('starts the day and the month at midnight in Paris', async () => {
    const { order: placed } = await paidOrder(shop);
    // 31 January 2091, 23:30 UTC is 1 February, 00:30 in Paris; the other orders were paid long before.
    await shop.db.update(order).set({ paidAt: new Date('2091-01-31T23:30:00Z') }).where(eq(order.id, placed.id));
    const realNow = shop.clock.now;
    try {
      shop.clock.now = new Date('2091-02-01T10:00:00Z');
      const february = await board(await adminCookie(shop));
      expect(february.today.orders).toBe(1);
      expect(february.month.orders).toBe(1);
      shop.clock.now = new Date('2091-01-31T22:30:00Z'); // 23:30 in Paris, 31 January: not paid yet
      const january = await board(await adminCookie(shop));
      expect(january.today.orders).toBe(0);
      expect(january.month.orders).toBe(0);
    } finally {
      shop.clock.now = realNow;
    }
  });

  it('lists the declinations whose tracked stock is low, the emptiest first', async () => {
    const [some] = await shop.db.select().from(declination).where(eq(declination.tracksStock, true)).limit(1);
    await shop.db.update(declination).set({ quantity: 0 }).where(eq(declination.id, some!.id));
    const { lowStock, lowStockLimit } = await board();
    expect(lowStock[0]).toMatchObject({ declinationId: some!.id, quantity: 0 });
    expect(lowStock.every((row: { quantity: number }) => row.quantity <= lowStockLimit)).toBe(true);
  });
});

describe('the dashboard contract (src/lib/admin/dashboard.ts)', () => {
  // Parsing strips what the contract does not name: an answer equal to its parse has no field the
  // islands' types do not know, and every field they know, of the type they expect.
  it('describes exactly what the dashboard answers', async () => {
    await paidOrder(shop);
    const answer = await board();
    expect(answer.today.orders).toBeGreaterThan(0);
    expect(dashboardSchema.parse(answer)).toEqual(answer);
    expect(dashboardSchema.safeParse({ ...answer, waiting: { ...answer.waiting, toShip: null } }).success).toBe(false);
  });
});
