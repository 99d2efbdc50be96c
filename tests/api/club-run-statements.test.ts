import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runClubCharges } from '~/server/services/club/charge-run';
import { startTestShop, type TestShop } from './harness';
import { aRun, ordersOf } from './club-run-support';

// Issue 30: a charge run of 2,000 members finishes in under a minute, so each box asks the database
// a small, constant number of statements (counted as statement-counts.test.ts counts them). What is
// the same for every box (the site parameters, the brand, the formula, the shipment) is read once
// per run, the boxes decided and their charges claimed once per page of boxes; the count per paid
// box is the difference between a run of a few boxes and a run of one.

/**
 * Statements per paid box (its charge claimed and asked, its order made: stock, invoice, payment and
 * mails); PostgreSQL also counts the BEGIN and COMMIT of the order's transaction (the claim's are
 * one per page of boxes). Was 50 (54), then 38 (42), then 20 (22).
 */
const PER_BOX = process.env.TEST_DB === 'postgres' ? 15 : 13;
const BOXES = 4;

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
  shop.clock.now = new Date('2027-04-15T07:00:00Z');
});
afterAll(() => shop.close());

const listed = (statements: string[]) => statements.map((s) => s.slice(0, 160)).join('\n');

async function runOf(boxes: number) {
  const run = await aRun(shop, Array.from({ length: boxes }, () => 'KEEP' as const));
  // One box at a time, so that the count does not depend on how the lanes interleave.
  const { statements } = await shop.statementsOf(() => runClubCharges(shop.deps, 1, { concurrency: 1 }, run.shipment.id));
  const orders = await ordersOf(shop, run.members.map((m) => m.userId));
  expect(orders.filter((o) => o.status === 'PAID')).toHaveLength(boxes);
  return statements;
}

describe('the charge run asks the database', () => {
  it(`at most ${PER_BOX} statements per paid box, whatever the number of boxes`, async () => {
    await runOf(1); // what the process remembers is loaded by a first run
    const one = await runOf(1);
    const more = await runOf(BOXES);
    const perBox = (more.length - one.length) / (BOXES - 1);
    if (process.env.SHOW_STATEMENTS) console.log(`per box: ${perBox}\n${listed(one)}`);
    expect(perBox, listed(one)).toBeLessThanOrEqual(PER_BOX);
  });
});
