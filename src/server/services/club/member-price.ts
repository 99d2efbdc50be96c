import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { clubFormula, clubMembership } from '../../db/schema';

// The wine club's member price (docs/club.md, "The member price"): the cart, the quote and the
// order read the discount here and apply it on the server (src/server/services/cart/totals.ts).

/** The statuses that give the member price (docs/club.md, "The member price"). */
export const DISCOUNTED = ['ACTIVE', 'PAUSED'] as const;

/** The formula's discount the customer gets on every purchase now, in basis points (0: not a member). */
export async function memberDiscountOf(db: Database, userId: number | null | undefined): Promise<number> {
  if (!userId) return 0;
  const [row] = await db
    .select({ discount: clubFormula.memberDiscount })
    .from(clubMembership)
    .innerJoin(clubFormula, eq(clubFormula.id, clubMembership.formulaId))
    .where(and(eq(clubMembership.userId, userId), inArray(clubMembership.status, [...DISCOUNTED])));
  return row?.discount ?? 0;
}

