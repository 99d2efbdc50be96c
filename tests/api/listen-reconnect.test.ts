import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '~/server/db/connection';
import { mailOutbox } from '~/server/db/schema';
import { startTestShop, type TestShop } from './harness';

// The connection that LISTENs for the page cache and the mail worker is cut by the server (as a
// restart or a failover cuts it): the shop connects again by itself, listens again, and, since what
// was notified meanwhile is lost, drops every cached page and looks at the mail outbox.
// PGlite runs inside the process: no server can cut its connection, so this runs on PostgreSQL only.

const onPostgres = process.env.TEST_DB === 'postgres';
const HOUR = 3_600_000;

/** Ends the listening connections of this database (what a server restart does), from another connection; answers how many. */
async function cutListeningConnections(db: Database): Promise<number> {
  const { rows } = await db.execute<{ ended: boolean }>(
    sql`select pg_terminate_backend(pid) as ended from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and query like 'LISTEN%'`,
  );
  return rows.filter((row) => row.ended).length;
}

describe.skipIf(!onPostgres)('the listening connection, cut by the PostgreSQL server (PostgreSQL only: PGlite has no server)', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startTestShop();
  });
  afterAll(() => shop?.close());

  it('comes back by itself: an invalidation sent afterwards by another process still arrives', async () => {
    const other = await shop.connectAgain();
    await shop.deps.pageCache.invalidate(other.db, ['before-cut']);
    await vi.waitUntil(() => shop.invalidated.some((tags) => tags.includes('before-cut')), { timeout: 10_000 });

    expect(await cutListeningConnections(other.db)).toBeGreaterThanOrEqual(1);
    // The first invalidations may be sent before the shop listens again: they are lost, and the
    // whole cache dropped at the reconnection covers them. One sent afterwards arrives.
    // Each try sends one more and looks whether one sent before has come back.
    await vi.waitUntil(
      async () => {
        const arrived = shop.invalidated.some((tags) => tags.includes('after-cut'));
        if (!arrived) await shop.deps.pageCache.invalidate(other.db, ['after-cut']);
        return arrived;
      },
      { timeout: 10_000 },
    );
  });

  it('drops every cached page once it listens again, whatever was missed', async () => {
    const other = await shop.connectAgain();
    const before = shop.invalidated.length;
    expect(await cutListeningConnections(other.db)).toBeGreaterThanOrEqual(1);
    // Every cached page carries the frame's tag.
    await vi.waitUntil(() => shop.invalidated.slice(before).some((tags) => tags.includes('frame')), { timeout: 10_000 });
  });

  it('looks at the mail outbox once it listens again: mail queued meanwhile woke nobody', async () => {
    // The worker looks at the outbox only when woken (the timer is an hour away).
    const worker = await shop.startWorker({ mailPollMs: HOUR, holdSweepMs: HOUR });
    // Its look at the outbox at start is over before the message is queued.
    await worker.sendMail();
    const other = await shop.connectAgain();
    // Queued without its notification, as when the NOTIFY went while the shop was not listening.
    const [queued] = await other.db
      .insert(mailOutbox)
      .values({ message: { to: 'client@example.fr', subject: 'Perdu puis retrouvé', text: 'Bonjour', html: '<p>Bonjour</p>' }, nextAttemptAt: new Date(shop.clock.now.getTime() - 1000) })
      .returning({ id: mailOutbox.id });
    const sentAt = async () => (await other.db.select({ sentAt: mailOutbox.sentAt }).from(mailOutbox).where(eq(mailOutbox.id, queued.id)))[0].sentAt;
    expect(await sentAt()).toBeNull();

    expect(await cutListeningConnections(other.db)).toBeGreaterThanOrEqual(1);
    await vi.waitUntil(async () => (await sentAt()) !== null, { timeout: 10_000 });
  });
});
