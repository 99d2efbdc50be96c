import { and, eq, isNull } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database } from '../db/connection';
import { emailChange, emailConfirmation, passwordReset, user } from '../db/schema';

/**
 * Writes a new e-mail address or password of an account, and in the same transaction `tx` voids
 * every link mailed for it that is still open (password resets, e-mail changes, the registration's
 * confirmation). A link proves a mailbox at the time it was sent: once the address has changed, a
 * reset link in the old mailbox would hand the account back to whoever reads it, and once the
 * password has changed, a link asked before (by the owner, or by someone who then had their session
 * and password) must not undo it. Every write of `email` or `passwordHash` goes through here.
 * `also` holds the other columns the same change sets (the confirmation date). Answers the account's
 * e-mail address after the change, or null when there is no such account left.
 */
export async function changeCredentials(
  tx: Database,
  userId: number,
  now: Date,
  change: { email: string; passwordHash?: never } | { passwordHash: string; email?: never },
  also: Omit<PgUpdateSetSource<typeof user>, 'email' | 'passwordHash'> = {},
): Promise<string | null> {
  const [account] = await tx
    .update(user)
    .set({ ...also, ...change })
    .where(and(eq(user.id, userId), isNull(user.deletedAt)))
    .returning({ email: user.email });
  if (!account) return null;
  for (const links of [passwordReset, emailChange, emailConfirmation]) {
    await tx.update(links).set({ usedAt: now }).where(and(eq(links.userId, userId), isNull(links.usedAt)));
  }
  return account.email;
}
