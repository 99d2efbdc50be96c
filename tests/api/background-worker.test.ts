import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, gt, like, max } from 'drizzle-orm';
import { mailOutbox, order, orderStatusHistory, siteParameter, throttle } from '~/server/db/schema';
import { retryDelaySeconds } from '~/server/jobs/mail-outbox';
import { log } from '~/server/log';
import type { Worker, WorkerSettings } from '~/server/jobs/worker';
import type { OpenDatabase } from '~/server/db/connection';
import { queueMail } from '~/server/mail/outbox';
import { startTestShop, type TestShop } from './harness';
import { customerWithCart, franceId, homeDelivery, paySandbox, result, setStock, stockOf } from './order-support';
import { startSmtpRelay, type SmtpRelay } from './smtp-relay';

// The background worker of every process: the outbox sent through a real SMTP relay that first
// refuses then accepts, each message once however many workers run; and the stock of an unpaid
// order given back when its hold expires, by one sweeper at a time. The worker runs on the shop's
// clock, which the tests move instead of waiting.

let shop: TestShop;
let relay: SmtpRelay;
let fr: number;
beforeAll(async () => {
  relay = await startSmtpRelay();
  shop = await startTestShop({ smtpUrl: relay.url });
  fr = await franceId(shop);
});
afterAll(async () => {
  await shop.close();
  await relay.close();
});

/** Each test stops the workers it started: a worker left running would take the next test's mail. */
const running: Worker[] = [];
async function worker(settings: Partial<WorkerSettings>, on?: OpenDatabase) {
  const started = await shop.startWorker(settings, on);
  running.push(started);
  return started;
}
afterEach(async () => {
  await Promise.all(running.splice(0).map((w) => w.stop()));
});

/** Checks often, so that a test waits for the worker no longer than the worker takes. */
const soon = { timeout: 10_000, interval: 10 };
const HOUR = 3_600_000;

async function lastMailId() {
  const [row] = await shop.db.select({ id: max(mailOutbox.id) }).from(mailOutbox);
  return row.id ?? 0;
}

const mailsAfter = (id: number) => shop.db.select().from(mailOutbox).where(gt(mailOutbox.id, id)).orderBy(mailOutbox.id);

describe('the mail outbox', () => {
  it('confirms a paid order at once while the relay refuses, then delivers its two mails once when it accepts', async () => {
    const { customer, cartId, email } = await customerWithCart(shop, 'TIL-HEN-2020-75', 6);
    const [estate] = await shop.db.select({ email: siteParameter.value }).from(siteParameter).where(eq(siteParameter.type, 'COMPANY_EMAIL'));
    const outboxWorker = await worker({ mailPollMs: 10, holdSweepMs: HOUR });
    const before = await lastMailId();

    const { order: placed, redirectUrl } = (await customer.post('/order', homeDelivery(cartId, fr))).json.data;
    const back = await paySandbox(shop, redirectUrl, '4242424242424242');
    const answer = await result(customer, placed.id, back);
    expect(answer.status).toBe(200);
    expect(answer.json.data.outcome).toBe('success');

    // Woken by the payment's commit, the worker tried both messages; the relay said later.
    await vi.waitFor(async () => {
      const rows = await mailsAfter(before);
      expect(rows).toHaveLength(2);
      for (const row of rows) expect(row.lastError).not.toBeNull();
    }, soon);
    const refused = await mailsAfter(before);
    expect(refused.map((row) => row.message.to)).toEqual([email, estate.email]);
    for (const row of refused) {
      expect(row.attempts).toBe(1);
      expect(row.lockedUntil).toBeNull();
      expect(row.sentAt).toBeNull();
      expect(row.failedAt).toBeNull();
      expect(row.lastError).toMatch(/451/);
      expect(row.nextAttemptAt.getTime()).toBe(shop.clock.now.getTime() + retryDelaySeconds(1) * 1000);
    }
    expect(relay.refused()).toBeGreaterThanOrEqual(2);
    expect(relay.received).toEqual([]);

    relay.accept();
    // Not due yet: the worker waits out the delay it wrote.
    expect(await outboxWorker.sendMail()).toEqual({ sent: 0, failed: 0 });
    shop.clock.now = new Date(shop.clock.now.getTime() + retryDelaySeconds(1) * 1000);
    await vi.waitFor(async () => {
      for (const row of await mailsAfter(before)) expect(row.sentAt).not.toBeNull();
    }, soon);

    // Later runs, even a day later, send nothing again.
    expect(await outboxWorker.sendMail()).toEqual({ sent: 0, failed: 0 });
    shop.clock.now = new Date(shop.clock.now.getTime() + 24 * HOUR);
    expect(await outboxWorker.sendMail()).toEqual({ sent: 0, failed: 0 });
    expect(relay.received).toHaveLength(2);
    expect(relay.received.map((message) => message.to)).toEqual([[email], [estate.email]]);
    refused.forEach((row, i) => expect(relay.received[i].messageId).toMatch(new RegExp(`^<outbox-${row.id}-\\d+@shop\\.test>$`)));
    for (const row of await mailsAfter(before)) expect(row.attempts).toBe(2);
  });

  it('two workers of two processes send each of 30 queued messages exactly once', async () => {
    relay.accept();
    const first = await worker({ mailPollMs: 10, holdSweepMs: HOUR });
    const second = await worker({ mailPollMs: 10, holdSweepMs: HOUR }, await shop.connectAgain());
    const before = await lastMailId();
    const alreadyReceived = relay.received.length;
    const addresses = Array.from({ length: 30 }, (_, i) => `amateur${i}@example.fr`);

    await queueMail(shop.db, ...addresses.map((to, i) => ({ to, subject: `Primeurs ${i}`, text: 'Les primeurs sont arrivés.', html: '<p>Les primeurs sont arrivés.</p>' })));
    await vi.waitFor(async () => {
      for (const row of await mailsAfter(before)) expect(row.sentAt).not.toBeNull();
    }, soon);
    expect(await first.sendMail()).toEqual({ sent: 0, failed: 0 });
    expect(await second.sendMail()).toEqual({ sent: 0, failed: 0 });

    const relayed = relay.received.slice(alreadyReceived);
    expect(relayed.flatMap((message) => message.to).sort()).toEqual([...addresses].sort());
    expect(new Set(relayed.map((message) => message.messageId)).size).toBe(30);
    for (const row of await mailsAfter(before)) expect(row.attempts).toBe(1);
  });

  it('logs a run that fails and carries on at its next turn', async () => {
    relay.accept();
    const again = await shop.connectAgain();
    // The connection is lost for the worker's first query only.
    let losses = 1;
    const flaky = new Proxy(again.db, {
      get: (target, key, receiver) => (key === 'execute' && losses-- > 0 ? () => Promise.reject(new Error('connection lost')) : Reflect.get(target, key, receiver)),
    });
    const logged = vi.spyOn(log, 'error').mockImplementation(() => undefined);
    try {
      // Its first run, at start, fails.
      const outboxWorker = await worker({ mailPollMs: HOUR, holdSweepMs: HOUR }, { ...again, db: flaky });
      await vi.waitFor(() => expect(logged).toHaveBeenCalledWith({ err: expect.objectContaining({ message: 'connection lost' }), job: 'mail outbox' }, expect.stringMatching(/^worker: mail outbox failed/)), soon);

      // The next, woken by the next message queued, sends it.
      const before = await lastMailId();
      await queueMail(shop.db, { to: 'caviste@example.fr', subject: 'Commande de la cave', text: 'Six caisses.', html: '<p>Six caisses.</p>' });
      await vi.waitFor(async () => expect((await mailsAfter(before))[0].sentAt).not.toBeNull(), soon);
      expect(relay.received.at(-1)?.to).toEqual(['caviste@example.fr']);
      expect(await outboxWorker.sendMail()).toEqual({ sent: 0, failed: 0 });
      expect(logged).toHaveBeenCalledTimes(1);
    } finally {
      logged.mockRestore();
    }
  });
});

describe('the expired holds sweep', () => {
  /** An order placed and never paid, holding 6 of 24 bottles. */
  async function unpaidOrder() {
    const { customer, cartId, item } = await customerWithCart(shop, 'TIL-HEN-2020-75', 6);
    await setStock(shop, item.id, 24);
    const placed = await customer.post('/order', homeDelivery(cartId, fr));
    expect(placed.status).toBe(200);
    expect(await stockOf(shop, item.id)).toBe(18);
    return { id: placed.json.data.order.id as number, declinationId: item.id };
  }

  const statusOf = async (id: number) => (await shop.db.select({ status: order.status }).from(order).where(eq(order.id, id)))[0].status;
  const cancellations = (id: number) => shop.db.select().from(orderStatusHistory).where(and(eq(orderStatusHistory.orderId, id), eq(orderStatusHistory.status, 'CANCELLED')));

  it('gives back the bottles of an order whose hold expired, without anybody ordering', async () => {
    const held = await unpaidOrder();
    const sweeper = await worker({ mailPollMs: HOUR, holdSweepMs: 10 });
    // Within its 30 minutes, the hold stands.
    await sweeper.sweepHolds();
    expect(await statusOf(held.id)).toBe('AWAITING_PAYMENT');

    shop.clock.now = new Date(shop.clock.now.getTime() + 31 * 60_000);
    await vi.waitFor(async () => expect(await statusOf(held.id)).toBe('CANCELLED'), soon);
    expect(await stockOf(shop, held.declinationId)).toBe(24);
    const [cancelled, ...more] = await cancellations(held.id);
    expect(cancelled.note).toBe('payment timeout');
    expect(more).toEqual([]);
  });

  it('two sweepers at once release an expired hold once', async () => {
    const held = await unpaidOrder();
    const first = await worker({ mailPollMs: HOUR, holdSweepMs: HOUR });
    const second = await worker({ mailPollMs: HOUR, holdSweepMs: HOUR }, await shop.connectAgain());

    shop.clock.now = new Date(shop.clock.now.getTime() + 31 * 60_000);
    const swept = await Promise.all([first.sweepHolds(), second.sweepHolds(), first.sweepHolds(), second.sweepHolds()]);
    expect(swept).toContain(true);
    expect(swept).not.toContain(null);
    expect(await statusOf(held.id)).toBe('CANCELLED');
    expect(await cancellations(held.id)).toHaveLength(1);
    expect(await stockOf(shop, held.declinationId)).toBe(24);
  });

  it('clears the rate-limit counters that ended over an hour ago, and only those', async () => {
    const now = shop.clock.now.getTime();
    await shop.db.insert(throttle).values([
      { key: 'sign-in:address:192.0.2.1', points: 5, expire: new Date(now - 2 * 3_600_000) },
      { key: 'sign-in:address:192.0.2.2', points: 5, expire: new Date(now - 10 * 60_000) },
      { key: 'sign-in:address:192.0.2.3', points: 5, expire: new Date(now + 10 * 60_000) },
    ]);
    const sweeper = await worker({ mailPollMs: HOUR, holdSweepMs: HOUR });
    expect(await sweeper.sweepHolds()).toBe(true);
    const left = await shop.db.select({ key: throttle.key }).from(throttle).where(like(throttle.key, 'sign-in:address:192.0.2.%'));
    expect(left.map((row) => row.key).sort()).toEqual(['sign-in:address:192.0.2.2', 'sign-in:address:192.0.2.3']);
  });
});
