import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AdminClubMemberPage, ClubMembersFilter } from '~/lib/admin/club';
import type { Database } from '../../db/connection';
import { clubFormulaTranslation, clubMembership, user } from '../../db/schema';
import { lifetimeValue } from './lifetime-value';

// The owner's list of members (back office, Club): search, formula, since, status, lifetime value.

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (found) => `\\${found}`);

/** GET /admin/club/member: newest first. */
export async function clubMembers(db: Database, page: number, nbItem: number, filter: ClubMembersFilter): Promise<AdminClubMemberPage> {
  const conditions: (SQL | undefined)[] = [];
  if (filter.formulaId) conditions.push(eq(clubMembership.formulaId, filter.formulaId));
  if (filter.status) conditions.push(eq(clubMembership.status, filter.status));
  if (filter.search) {
    const like = `%${escapeLike(filter.search)}%`;
    conditions.push(or(ilike(user.email, like), ilike(sql`coalesce(${user.firstname}, '') || ' ' || coalesce(${user.lastname}, '')`, like)));
  }
  const where = and(...conditions);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ membership: clubMembership, email: user.email, firstname: user.firstname, lastname: user.lastname, formula: clubFormulaTranslation.name, lifetimeValue })
      .from(clubMembership)
      .innerJoin(user, eq(user.id, clubMembership.userId))
      .leftJoin(clubFormulaTranslation, and(eq(clubFormulaTranslation.formulaId, clubMembership.formulaId), eq(clubFormulaTranslation.lang, 'fr_FR')))
      .where(where)
      .orderBy(desc(clubMembership.id))
      .limit(nbItem)
      .offset((page - 1) * nbItem),
    db.select({ total: count() }).from(clubMembership).innerJoin(user, eq(user.id, clubMembership.userId)).where(where),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.membership.id,
      userId: row.membership.userId,
      email: row.email,
      name: [row.firstname, row.lastname].filter(Boolean).join(' '),
      formulaId: row.membership.formulaId,
      formula: row.formula ?? '',
      status: row.membership.status,
      since: row.membership.since?.toISOString() ?? null,
      joinedAt: row.membership.createdAt.toISOString(),
      endsAt: row.membership.endsAt?.toISOString() ?? null,
      lifetimeValue: row.lifetimeValue,
    })),
    total: counted?.total ?? 0,
    page,
    nbItem,
  };
}
