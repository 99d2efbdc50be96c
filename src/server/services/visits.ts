import { createHash } from 'node:crypto';
import { lte } from 'drizzle-orm';
import type { ShopDeps } from '../deps';
import { throttle, visit } from '../db/schema';

/** A visitor arriving again from the same source within this time is the same visit. */
export const VISIT_WINDOW_MINUTES = 30;

const digest = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 32);

/**
 * GET /site/visit/{from}: counts a visit that arrived with ?from= (a campaign, a QR code, a partner
 * site), once per network address and source every VISIT_WINDOW_MINUTES: a reload, a bot or a
 * script calling in a loop would otherwise make any campaign look as good as one likes. The window
 * is a row of the shared counters table (only a hash of the address and source), taken by one
 * conditional upsert, so that every process counts the same visitor once, however many requests
 * arrive at once; it runs on the shop's clock. Answers whether the visit was counted.
 */
export async function recordVisit(
  deps: Pick<ShopDeps, 'db' | 'now'>,
  visitor: { address: string; userAgent?: string | null },
  from: string,
  path: string | null,
): Promise<boolean> {
  const now = deps.now();
  const until = new Date(now.getTime() + VISIT_WINDOW_MINUTES * 60_000);
  return deps.db.transaction(async (tx) => {
    const [opened] = await tx
      .insert(throttle)
      .values({ key: `visit:address+from:${digest(`${visitor.address}\n${from}`)}`, points: 1, expire: until })
      .onConflictDoUpdate({ target: throttle.key, set: { points: 1, expire: until }, setWhere: lte(throttle.expire, now) })
      .returning({ key: throttle.key });
    if (!opened) return false;
    await tx.insert(visit).values({ from, path, at: now, userAgentHash: visitor.userAgent ? digest(visitor.userAgent) : null });
    return true;
  });
}
