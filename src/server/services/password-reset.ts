import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Lang } from '~/lib/i18n';
import { passwordProblem } from '~/lib/rules/registration';
import type { ShopDeps } from '../deps';
import { passwordReset, user } from '../db/schema';
import { composeMail } from '../mail/compose';
import { queueMail } from '../mail/outbox';
import { mailBrand } from './brand';
import { hashPassword } from './passwords';
import { pageLink, tellPasswordChanged } from './profile';
import { changeCredentials } from './credentials';
import { endSessions } from './sessions';
import { accountAtAddress, RULES } from './throttle';
import { hashToken, newToken } from './tokens';
import { invalid } from './errors';

/** A reset link is valid one hour. */
export const RESET_LINK_MINUTES = 60;

/**
 * PUT /password/reset/ask: mails a single-use link to the address when it has an account. The
 * answer is the same when it has none, so that the form tells nobody who shops here; the attempts
 * are counted either way.
 */
export async function askPasswordReset(deps: ShopDeps, siteId: number, lang: Lang, rawEmail: string, ip: string): Promise<void> {
  const { db } = deps;
  const now = deps.now();
  const email = rawEmail.trim().toLowerCase();
  await deps.throttle.take({ rule: RULES.resetByAccount, key: email }, { rule: RULES.resetByAddress, key: ip });

  const [account] = await db.select({ id: user.id }).from(user).where(and(eq(user.email, email), isNull(user.deletedAt)));
  if (!account) return;
  const token = newToken();
  const brand = await mailBrand(deps, siteId, lang);
  const link = pageLink(deps, lang, `/password/reset/${token}`);
  await db.transaction(async (tx) => {
    await tx.insert(passwordReset).values({
      userId: account.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + RESET_LINK_MINUTES * 60_000),
    });
    await queueMail(tx, composeMail(lang, 'account-mail:passwordReset', email, brand, {}, link));
  });
}

/**
 * PUT /password/reset: the link's token (once, within the hour) sets a new password under the
 * registration rules. Every session ends; the address is proved, so an account never activated is
 * activated; and a sign-in lock from forgotten-password attempts is lifted.
 */
export async function resetPassword(deps: ShopDeps, siteId: number, lang: Lang, token: string, password: string): Promise<void> {
  const weak = passwordProblem(password);
  if (weak) throw invalid(weak.key, weak.params);
  const now = deps.now();
  const passwordHash = await hashPassword(password);
  const email = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(passwordReset)
      .set({ usedAt: now })
      .where(and(eq(passwordReset.tokenHash, hashToken(token)), isNull(passwordReset.usedAt), gt(passwordReset.expiresAt, now)))
      .returning({ userId: passwordReset.userId });
    if (!row) throw invalid('account:errors.resetInvalid');
    // The other links sent for this account go with the old password.
    const email = await changeCredentials(tx, row.userId, now, { passwordHash }, { emailConfirmedAt: sql`coalesce(${user.emailConfirmedAt}, ${now})` });
    if (!email) throw invalid('account:errors.resetInvalid');
    await endSessions(tx, row.userId);
    await tellPasswordChanged({ ...deps, db: tx }, siteId, lang, email);
    return email;
  });
  // Whoever reads the mailbox owns the account: the wrong guesses on it, from any address, are forgotten.
  await deps.throttle.forgetStartingWith(RULES.signInByAccountAndAddress, accountAtAddress(email, ''));
}
