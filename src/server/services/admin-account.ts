import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { ADVISORY_LOCKS } from '../db/advisory-locks';
import type { Database } from '../db/connection';
import { site, siteParameter, user } from '../db/schema';
import { hashPassword } from './passwords';
import { log } from '../log';

export interface AdminAccount {
  email: string;
  password: string;
}

/** The part after '@' of the estate's COMPANY_EMAIL parameter, or 'localhost'. */
async function companyDomain(db: Database): Promise<string> {
  const [row] = await db
    .select({ value: siteParameter.value })
    .from(siteParameter)
    .innerJoin(site, eq(site.id, siteParameter.siteId))
    .where(eq(siteParameter.type, 'COMPANY_EMAIL'))
    .orderBy(asc(site.id))
    .limit(1);
  const domain = row?.value?.trim().toLowerCase().split('@')[1];
  return domain && /^[a-z0-9.-]+$/.test(domain) ? domain : 'localhost';
}

/** Letters, digits, '-' and '_': 24 random characters, with a letter and a digit as the password rules want. */
function randomPassword(): string {
  for (;;) {
    const password = randomBytes(18).toString('base64url');
    if (/\p{L}/u.test(password) && /\d/.test(password)) return password;
  }
}

/**
 * Gives a shop without any administrator its first one (role SUPER_ADMIN, e-mail already
 * confirmed), with a random password that only the person starting the shop learns: it is
 * printed once, by `say`, and only its hash is kept. A shop that has an administrator is left
 * alone, so the password is never printed again.
 */
export async function ensureAdmin(
  deps: { db: Database; now: () => Date },
  say: (line: string) => void = (line) => log.info(line),
): Promise<AdminAccount | null> {
  const created = await deps.db.transaction(async (tx) => {
    // Processes starting together on one PostgreSQL would otherwise both create one.
    await tx.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.firstAdmin})`);
    const [admin] = await tx
      .select({ id: user.id })
      .from(user)
      .where(and(inArray(user.role, ['ADMIN', 'SUPER_ADMIN']), isNull(user.deletedAt)))
      .limit(1);
    if (admin) return null;

    const domain = await companyDomain(tx);
    const [taken] = await tx.select({ id: user.id }).from(user).where(and(eq(user.email, `admin@${domain}`), isNull(user.deletedAt)));
    // A customer who registered admin@… keeps their account; the administrator gets another address.
    const email = taken ? `admin-${randomBytes(3).toString('hex')}@${domain}` : `admin@${domain}`;
    const password = randomPassword();
    const now = deps.now();
    await tx.insert(user).values({
      email,
      passwordHash: await hashPassword(password),
      role: 'SUPER_ADMIN',
      firstname: 'Admin',
      emailConfirmedAt: now,
      termsAcceptedAt: now,
    });
    return { email, password };
  });
  if (created) say(`Admin account created: ${created.email} / password: ${created.password}`);
  return created;
}
