import { and, eq, inArray, type AnyColumn } from 'drizzle-orm';
import { clubMembership } from '../../db/schema';

// The wine club's member price (docs/club.md, "The member price"): the session that identifies the
// caller reads the discount with the same statement (src/server/services/sessions.ts), and the cart,
// the quote and the order apply it on the server (src/server/services/cart/totals.ts).

/** The statuses that give the member price (docs/club.md, "The member price"). */
export const DISCOUNTED = ['ACTIVE', 'PAUSED'] as const;

/** Joins a user (by its id column) to the membership that gives them the member price now, if any. */
export const discountingMembershipOf = (userId: AnyColumn) => and(eq(clubMembership.userId, userId), inArray(clubMembership.status, [...DISCOUNTED]));
