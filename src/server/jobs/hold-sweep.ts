import { sql } from 'drizzle-orm';
import { ADVISORY_LOCKS } from '../db/advisory-locks';
import type { Database } from '../db/connection';
import { releaseExpiredHolds } from '../services/orders/stock';

// Gives back the bottles of orders whose payment never came, without waiting for somebody to order.
// Every process of the shop runs the sweep; the first to take the lock does the work and the others
// pass their turn, instead of all queueing up behind the same orders.

/** Answers whether this call swept (false: another process was sweeping at that moment). */
export async function sweepExpiredHolds(db: Database, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    // A transaction-level lock: released at commit whatever happens, and held on the connection of this transaction only.
    const { rows } = await tx.execute<{ locked: boolean }>(sql`select pg_try_advisory_xact_lock(${ADVISORY_LOCKS.holdSweep}::bigint) as locked`);
    if (!rows[0].locked) return false;
    await releaseExpiredHolds(tx, now);
    return true;
  });
}
