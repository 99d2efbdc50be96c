import { createHash } from 'node:crypto';
import type { Database } from '../db/connection';
import { visit } from '../db/schema';

/** A visit that arrived with ?from= (a campaign, a QR code, a partner site). */
export interface ArrivedVisit {
  from: string;
  /** The page it landed on, when the caller said. */
  path?: string;
  userAgent?: string;
}

/**
 * Logs a visit. The browser is kept only as a short hash of its user agent: enough to tell a
 * campaign's repeat clicks apart, nothing that names a person.
 */
export async function recordVisit(db: Database, at: Date, { from, path, userAgent }: ArrivedVisit): Promise<void> {
  await db.insert(visit).values({
    from,
    path: path ?? null,
    at,
    userAgentHash: userAgent ? createHash('sha256').update(userAgent).digest('hex').slice(0, 32) : null,
  });
}
