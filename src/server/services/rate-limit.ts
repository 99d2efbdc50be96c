import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { rateLimit } from '../db/schema';

/**
 * Fixed-window counters kept in the database, so that every process behind a load balancer counts
 * the same attempts (DESIGN.md, "What runs").
 */
export interface Limit {
  /** What is counted, e.g. `login:email:ana@example.fr`. */
  key: string;
  max: number;
  windowSeconds: number;
}

function windowStart(limit: Limit, now: Date): Date {
  const size = limit.windowSeconds * 1000;
  return new Date(Math.floor(now.getTime() / size) * size);
}

/** Minutes left before the window of a limit that is reached, or 0 when attempts remain. */
export async function blockedFor(db: Database, limit: Limit, now: Date): Promise<number> {
  const start = windowStart(limit, now);
  const [row] = await db
    .select({ count: rateLimit.count })
    .from(rateLimit)
    .where(and(eq(rateLimit.key, limit.key), eq(rateLimit.windowStart, start)));
  if (!row || row.count < limit.max) return 0;
  const endsAt = start.getTime() + limit.windowSeconds * 1000;
  return Math.max(1, Math.ceil((endsAt - now.getTime()) / 60_000));
}

export async function countAttempt(db: Database, limit: Limit, now: Date): Promise<void> {
  await db
    .insert(rateLimit)
    .values({ key: limit.key, windowStart: windowStart(limit, now), count: 1 })
    .onConflictDoUpdate({ target: [rateLimit.key, rateLimit.windowStart], set: { count: sql`${rateLimit.count} + 1` } });
  // Old windows are of no use; clearing them as we go keeps the table small.
  await db.delete(rateLimit).where(lt(rateLimit.windowStart, new Date(now.getTime() - 86_400_000)));
}

export async function forgetAttempts(db: Database, key: string): Promise<void> {
  await db.delete(rateLimit).where(eq(rateLimit.key, key));
}
