import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubRunSchema } from '~/lib/admin/club-run';
import { runClubCharges } from '~/server/services/club/charge-run';
import { startTestShop, type TestShop } from './harness';
import { adminCookie } from './admin-support';
import { setStock } from './order-support';
import { aRun, boxOf, chargesOf, BOTTLES } from './club-run-support';

// A box paid while its wines are short in stock stays PENDING, its order waiting for the stock
// (docs/club.md, "The charge run"): the owner's run view counts it and names the member and the wines.

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
  shop.clock.now = new Date('2027-04-15T07:00:00Z');
});
afterAll(() => shop.close());

describe('a paid box short of stock', () => {
  it('is shown to the owner with the wines it waits for, then charged once the stock is there', async () => {
    // Stock for one box: the second member is charged, then their order cannot be made.
    const run = await aRun(shop, ['KEEP', 'KEEP'], BOTTLES);
    await runClubCharges(shop.deps, 1, { concurrency: 1 });
    const [first, second] = run.members;
    expect(await boxOf(shop, run.shipment.id, first.membershipId)).toMatchObject({ status: 'CHARGED' });
    const waiting = await boxOf(shop, run.shipment.id, second.membershipId);
    expect(waiting).toMatchObject({ status: 'PENDING', orderId: null });
    expect((await chargesOf(shop, second.userId))[0]).toMatchObject({ status: 'PAID', orderId: null });

    const cookie = await adminCookie(shop);
    const read = async () => {
      const answer = await shop.get(`/admin/club/run/${run.shipment.id}`, { cookie });
      expect(answer.status, answer.json.message ?? undefined).toBe(200);
      return clubRunSchema.parse(answer.json.data);
    };
    const view = await read();
    expect(view.counts).toMatchObject({ charged: 1, shortStock: 1, planned: 1 });
    expect(view.declined).toEqual([expect.objectContaining({ boxId: waiting.id, email: second.email, status: 'PENDING', shortOf: expect.stringMatching(/\S/) })]);

    await setStock(shop, run.shipment.declinationId, BOTTLES);
    await runClubCharges(shop.deps, 1, { concurrency: 1 });
    expect(await boxOf(shop, run.shipment.id, second.membershipId)).toMatchObject({ status: 'CHARGED' });
    const after = await read();
    expect(after.counts).toMatchObject({ charged: 2, shortStock: 0, planned: 0 });
    expect(after.declined).toEqual([]);
    expect(after.status).toBe('DONE');
  });
});
