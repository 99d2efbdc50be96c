import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/connection';
import type { Caller, ShopDeps } from '../deps';
import { clubFormula, clubMembership, session, user } from '../db/schema';
import { discountingMembershipOf } from './club/member-price';
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

/**
 * Who holds this session token, while the session lasts and the account exists, with their club
 * member discount: read here because every priced call needs it, so it costs no statement of its own.
 */
export async function sessionOf(deps: ShopDeps, token: string): Promise<Caller | null> {
  const [row] = await deps.db
    .select({ sessionId: session.id, userId: user.id, role: user.role, memberDiscount: sql<number>`coalesce(${clubFormula.memberDiscount}, 0)`.mapWith(Number) })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .leftJoin(clubMembership, discountingMembershipOf(user.id))
    .leftJoin(clubFormula, eq(clubFormula.id, clubMembership.formulaId))
    .where(and(eq(session.tokenHash, hashToken(token)), gt(session.expiresAt, deps.now()), isNull(user.deletedAt)));
  return row ?? null;
}
