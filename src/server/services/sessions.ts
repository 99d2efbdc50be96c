import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Database } from '../db/connection';
import type { Caller, ShopDeps } from '../deps';
import { session, user } from '../db/schema';
import { hashToken, newToken } from './tokens';

/** A session, and its cookie, last one day (docs/rules.md#accounts). */
export const SESSION_SECONDS = 86_400;
export const SESSION_COOKIE = 'token';
export const SITE_COOKIE = 'idSite';

export async function openSession(deps: ShopDeps, userId: number, userAgent: string | undefined): Promise<string> {
  const token = newToken();
  const now = deps.now();
  await deps.db.insert(session).values({
    userId,
    tokenHash: hashToken(token),
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_SECONDS * 1000),
    userAgent: userAgent?.slice(0, 300),
  });
  await deps.db.update(user).set({ lastLoginAt: now }).where(eq(user.id, userId));
  return token;
}

export async function closeSession(deps: ShopDeps, sessionId: number): Promise<void> {
  await deps.db.delete(session).where(eq(session.id, sessionId));
}

/**
 * Ends every session of an account (a new password, a deleted account), but `keepSessionId`: the
 * session of the request that changed the password stays signed in.
 */
export async function endSessions(db: Database, userId: number, keepSessionId?: number): Promise<void> {
  const others = keepSessionId === undefined ? undefined : ne(session.id, keepSessionId);
  await db.delete(session).where(and(eq(session.userId, userId), others));
}

/** Who holds this session token, while the session lasts and the account exists. */
export async function sessionOf(deps: ShopDeps, token: string): Promise<Caller | null> {
  const [row] = await deps.db
    .select({ sessionId: session.id, userId: user.id, role: user.role })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .where(and(eq(session.tokenHash, hashToken(token)), gt(session.expiresAt, deps.now()), isNull(user.deletedAt)));
  return row ?? null;
}
