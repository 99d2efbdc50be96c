import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { clubAllocation, clubAllocationFormula, clubAllocationRequest, clubFormula, clubMembership, declination, user } from '../db/schema';

// The demo estate's allocation (docs/club.md, "Allocations"): Cuvée Henri 2019, made only in the
// great years, offered to every formula's members for a fortnight; its twelve bottles taken from
// the stock as the back office takes them, and two members have asked already.

const DAY = 86_400_000;

export async function seedClubAllocation(db: Database, now: Date): Promise<void> {
  const [wine] = await db.select({ id: declination.id }).from(declination).where(eq(declination.reference, 'TIL-HEN-2019-75'));
  const formulas = await db.select({ id: clubFormula.id }).from(clubFormula);
  if (!wine || !formulas.length) return;
  const stock = 12;
  await db.update(declination).set({ quantity: sql`${declination.quantity} - ${stock}` }).where(and(eq(declination.id, wine.id), eq(declination.tracksStock, true)));
  const [allocation] = await db
    .insert(clubAllocation)
    .values({ declinationId: wine.id, title: 'Cuvée Henri 2019', opensAt: new Date(now.getTime() - DAY), closesAt: new Date(now.getTime() + 14 * DAY), stock, unitPrice: 3_100, minPerMember: 1, defaultPerMember: 2, maxPerMember: 6, rule: 'SENIORITY' })
    .returning({ id: clubAllocation.id });
  await db.insert(clubAllocationFormula).values(formulas.map((formula) => ({ allocationId: allocation.id, formulaId: formula.id })));
  const asking = await db
    .select({ id: clubMembership.id, email: user.email })
    .from(clubMembership)
    .innerJoin(user, eq(user.id, clubMembership.userId))
    .where(inArray(user.email, ['mathieu.garnier@exemple.fr', 'helene.rousseau@exemple.fr']));
  if (asking.length) {
    await db.insert(clubAllocationRequest).values(asking.map((member) => ({ allocationId: allocation.id, membershipId: member.id, quantity: member.email.startsWith('mathieu') ? 6 : 3, moreIfPossible: member.email.startsWith('helene'), createdAt: now, updatedAt: now })));
  }
}
