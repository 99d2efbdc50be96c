import fc from 'fast-check';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardCharge, clubBox, clubBoxLine, order, type SandboxCardBehaviour } from '~/server/db/schema';
import { HOLDING } from '~/server/services/club/box-stock';
import type { ShopDeps } from '~/server/deps';
import type { PaymentProvider } from '~/server/payments/provider';
import { runClubCharges, type RunStep } from '~/server/services/club/charge-run';
import { startTestShop, type TestShop } from './harness';
import { stockOf } from './order-support';
import { aRun, ordersOf, paidAtSandbox, shipmentOf, BOTTLES } from './club-run-support';

// The charge run's promise (docs/club.md, "The charge run"), for any members: each with a card the
// sandbox pays, declines or wants the member to authenticate (its test cards kept), and the run
// killed at any point (before the provider is asked, after it took the money but before the answer
// was recorded, between the answer and the order, inside the order's transaction), then run again.
// Afterwards: each member charged at most once at the provider, one order per charge, the stock
// consistent (the boxes' bottles left it when they were planned, the orders take nothing more: the
// stock plus the bottles the open boxes hold plus the bottles sold is the stock at the start), and
// nothing half written (no charge left DUE or PENDING,
// no order awaiting payment, no box PENDING). Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.

class Crash extends Error {}

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
  shop.clock.now = new Date('2027-05-20T06:00:00Z');
});
afterAll(() => shop.close());

/** The shop's dependencies whose provider and run steps crash at the `at`-th fault point (counted from 0). */
function faulty(deps: ShopDeps, at: number) {
  let points = 0;
  const point = () => {
    if (points++ === at) throw new Crash(`crash at fault point ${at}`);
  };
  const wrap = (provider: PaymentProvider | null): PaymentProvider | null =>
    provider && {
      ...provider,
      async chargeKeptCard(charge) {
        point(); // killed before the provider is asked
        const answer = await provider.chargeKeptCard(charge);
        point(); // the provider took the money, its answer lost
        return answer;
      },
    };
  const payments = { ...deps.payments, named: (name: string) => wrap(deps.payments.named(name)) };
  return {
    deps: { ...deps, payments },
    hooks: { concurrency: 1, step: (_step: RunStep) => point() },
  };
}

const behaviour = fc.constantFrom<SandboxCardBehaviour>('KEEP', 'DECLINE_LATER', 'AUTHENTICATE_LATER');

describe('the charge run, killed anywhere then run again', () => {
  it('charges each member at most once, makes one order per charge, keeps the stock right and leaves nothing half written', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(behaviour, { minLength: 1, maxLength: 6 }), fc.nat({ max: 32 }), async (behaviours, crashAt) => {
        const STOCK = 1_000;
        const run = await aRun(shop, behaviours, STOCK);
        const stockBefore = await stockOf(shop, run.shipment.declinationId);
        // Planned, every box holds its bottles.
        expect(stockBefore).toBe(STOCK - BOTTLES * behaviours.length);
        const { deps, hooks } = faulty(shop.deps, crashAt);
        await runClubCharges(deps, 1, hooks).catch((error: unknown) => {
          if (!(error instanceof Crash)) throw error;
        });
        await runClubCharges(shop.deps);

        const tokens = run.members.map((m) => m.token);
        const userIds = run.members.map((m) => m.userId);
        const paid = await paidAtSandbox(shop, tokens);
        const orders = await ordersOf(shop, userIds);
        const boxes = await shop.db.select().from(clubBox).where(eq(clubBox.shipmentId, run.shipment.id));
        const charges = await shop.db.select().from(cardCharge).where(inArray(cardCharge.userId, userIds));
        run.members.forEach((member, i) => {
          const taken = paid.get(member.token) ?? 0;
          expect(taken).toBeLessThanOrEqual(1);
          expect(taken).toBe(behaviours[i] === 'KEEP' ? 1 : 0);
          const box = boxes.find((b) => b.membershipId === member.membershipId)!;
          expect(box.status).toBe({ KEEP: 'CHARGED', DECLINE_LATER: 'DECLINED', AUTHENTICATE_LATER: 'AUTHENTICATION_REQUIRED', EXPIRES: 'DECLINED' }[behaviours[i]]);
          expect(box.attempts).toBe(1);
          const mine = orders.filter((o) => o.userId === member.userId);
          expect(mine).toHaveLength(taken);
          if (taken) expect(mine[0]).toMatchObject({ id: box.orderId, status: 'PAID', bottles: BOTTLES, invoiceNumber: expect.any(String) });
          expect(charges.filter((c) => c.userId === member.userId)).toHaveLength(1);
        });
        expect(charges.filter((c) => c.status === 'DUE' || c.status === 'PENDING')).toEqual([]);
        expect(await shop.db.select({ id: order.id }).from(order).where(and(inArray(order.userId, userIds), eq(order.status, 'AWAITING_PAYMENT')))).toEqual([]);
        // The orders took nothing from the stock; what the open boxes hold and what was sold make up the rest.
        const [{ held }] = await shop.db
          .select({ held: sql<number>`coalesce(sum(${clubBoxLine.quantity}), 0)::integer` })
          .from(clubBoxLine)
          .innerJoin(clubBox, eq(clubBox.id, clubBoxLine.boxId))
          .where(and(eq(clubBox.shipmentId, run.shipment.id), inArray(clubBox.status, HOLDING)));
        const sold = orders.reduce((sum, o) => sum + o.bottles, 0);
        const stockAfter = (await stockOf(shop, run.shipment.declinationId)) ?? 0;
        expect(stockAfter).toBe(stockBefore);
        expect(sold).toBe(BOTTLES * orders.length);
        expect(Number(held)).toBe(BOTTLES * (behaviours.length - orders.length));
        expect(stockAfter + Number(held) + sold).toBe(STOCK);
        expect((await shipmentOf(shop, run.shipment.id)).status).toBe('DONE');
      }),
      { numRuns: Number(process.env.PROPERTY_RUNS ?? 25) },
    );
    // Each case is a whole run and a second one on a real database: a few minutes on a busy machine.
  }, 300_000);
});
