import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { ProfileChange } from '~/lib/contracts/account';
import type { Lang } from '~/lib/i18n';
import { absoluteUrl, localizedPath } from '~/lib/locale';
import { birthdateProblem, passwordProblem } from '~/lib/rules/registration';
import { normalizePhone } from '~/lib/rules/phone';
import type { Caller, ShopDeps } from '../deps';
import { emailChange, user } from '../db/schema';
import { composeMail } from '../mail/compose';
import { queueMail } from '../mail/outbox';
import { mailBrand } from './brand';
import { moveSubscriptions } from './newsletter';
import { isOn, parameterMap } from './parameters';
import { hashPassword, verifyPassword } from './passwords';
import { changeCredentials } from './credentials';
import { endSessions } from './sessions';
import { RULES } from './throttle';
import { hashToken, newToken } from './tokens';
import { invalid, signInRequired } from './errors';

/** How long the link confirming a new e-mail address stays valid. */
const EMAIL_CHANGE_HOURS = 24;

/** An absolute link to a page of the site, in the customer's language, for an e-mail. */
export const pageLink = (deps: Pick<ShopDeps, 'config'>, lang: Lang, path: string) => absoluteUrl(deps.config.publicUrl, localizedPath(lang, path));

/**
 * Checks the password of the signed-in customer before a sensitive change. Wrong attempts are
 * counted; past the limit the answer is "try again later" whatever the password.
 */
export async function checkCurrentPassword(deps: ShopDeps, userId: number, password: string | null | undefined): Promise<void> {
  if (!password) throw invalid('account:errors.currentPasswordRequired');
  const attempt = { rule: RULES.currentPasswordByAccount, key: userId };
  await deps.throttle.take(attempt);
  const [account] = await deps.db
    .select({ passwordHash: user.passwordHash })
    .from(user)
    .where(and(eq(user.id, userId), isNull(user.deletedAt)));
  if (!account?.passwordHash || !(await verifyPassword(password, account.passwordHash))) {
    throw invalid('account:errors.currentPasswordWrong');
  }
  await deps.throttle.forget(attempt);
}

/**
 * PUT /user: names, phone and birthdate change at once, under the registration rules. A new e-mail
 * address changes only when the customer follows the link mailed to it, and the answer is the same
 * whether or not another account has that address (its owner is told instead): returns the address
 * waiting for confirmation, or null.
 */
export async function updateProfile(deps: ShopDeps, siteId: number, lang: Lang, userId: number, input: ProfileChange): Promise<string | null> {
  const { db } = deps;
  const now = deps.now();
  const [account] = await db.select({ email: user.email }).from(user).where(and(eq(user.id, userId), isNull(user.deletedAt)));
  if (!account) throw signInRequired('auth.signInRequired');

  const parameters = await parameterMap(db, siteId, lang);
  const settings = {
    askBirthdate: isOn(parameters.ASK_BIRTHDATE_AT_REGISTER),
    blockMinors: isOn(parameters.BLOCK_MINORS_FROM_REGISTERING),
  };
  const age = birthdateProblem(input.birthdate, settings, now);
  if (age) throw invalid(age.key, age.params);
  let phone: string | null = null;
  if (input.phone) {
    const checked = normalizePhone(input.phone, isOn(parameters.ALLOW_ONLY_MOBILE_PHONE));
    if (!checked.ok) throw invalid(checked.key);
    phone = checked.phone;
  }

  const email = input.email.trim().toLowerCase();
  const emailChanges = email !== account.email;
  if (emailChanges) await checkCurrentPassword(deps, userId, input.currentPassword);

  await db
    .update(user)
    .set({ firstname: input.firstname.trim(), lastname: input.lastname.trim(), phone, birthdate: input.birthdate || null })
    .where(eq(user.id, userId));
  if (!emailChanges) return null;
  await askEmailChange(deps, siteId, lang, userId, email);
  return email;
}

async function askEmailChange(deps: ShopDeps, siteId: number, lang: Lang, userId: number, email: string): Promise<void> {
  const now = deps.now();
  await deps.throttle.take({ rule: RULES.emailChangeByAccount, key: userId });
  const brand = await mailBrand(deps, siteId, lang);
  const [taken] = await deps.db.select({ id: user.id }).from(user).where(and(eq(user.email, email), isNull(user.deletedAt)));
  if (taken) {
    await queueMail(deps.db, composeMail(lang, 'account-mail:emailTaken', email, brand, {}, pageLink(deps, lang, '/password/reset/ask')));
    return;
  }
  const token = newToken();
  const link = pageLink(deps, lang, `/account/profil?email=${token}`);
  await deps.db.transaction(async (tx) => {
    await tx.insert(emailChange).values({
      userId,
      newEmail: email,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + EMAIL_CHANGE_HOURS * 3_600_000),
    });
    await queueMail(tx, composeMail(lang, 'account-mail:confirmEmailChange', email, brand, { email }, link));
  });
}

/**
 * Switches the account to the address of a followed confirmation link (once), carries the
 * newsletter subscriptions over, and tells the old address, in case the change was not wanted.
 */
export async function confirmEmailChange(deps: ShopDeps, siteId: number, lang: Lang, token: string): Promise<void> {
  const now = deps.now();
  const brand = await mailBrand(deps, siteId, lang);
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(emailChange)
      .set({ usedAt: now })
      .where(and(eq(emailChange.tokenHash, hashToken(token)), isNull(emailChange.usedAt), gt(emailChange.expiresAt, now)))
      .returning({ userId: emailChange.userId, newEmail: emailChange.newEmail });
    if (!row) throw invalid('account:errors.emailChangeInvalid');
    // Someone may have registered the address since the link was sent.
    const [taken] = await tx
      .select({ id: user.id })
      .from(user)
      .where(and(eq(user.email, row.newEmail), isNull(user.deletedAt), ne(user.id, row.userId)));
    if (taken) throw invalid('account:errors.emailChangeInvalid');
    const [before] = await tx.select({ email: user.email }).from(user).where(and(eq(user.id, row.userId), isNull(user.deletedAt)));
    if (!before) throw invalid('account:errors.emailChangeInvalid');
    // A reset link mailed to the old address, or another pending change, dies with the change.
    await changeCredentials(tx, row.userId, now, { email: row.newEmail }, { emailConfirmedAt: now });
    await moveSubscriptions(tx, row.userId, before.email, row.newEmail);
    await queueMail(tx, composeMail(lang, 'account-mail:emailChanged', before.email, brand, { email: row.newEmail }));
  });
}

/**
 * PUT /user/password: the current password proves it is the customer; the new one follows the
 * registration rules; every other session ends (a stolen session is closed), this one stays.
 */
export async function changePassword(deps: ShopDeps, siteId: number, lang: Lang, caller: Caller, current: string, next: string): Promise<void> {
  const weak = passwordProblem(next);
  if (weak) throw invalid(weak.key, weak.params);
  if (current === next) throw invalid('account:errors.samePassword');
  await checkCurrentPassword(deps, caller.userId, current);
  const passwordHash = await hashPassword(next);
  await deps.db.transaction(async (tx) => {
    // A reset link asked before the change must not undo it.
    const email = await changeCredentials(tx, caller.userId, deps.now(), { passwordHash });
    if (!email) throw signInRequired('auth.signInRequired');
    await endSessions(tx, caller.userId, caller.sessionId);
    await tellPasswordChanged({ ...deps, db: tx }, siteId, lang, email);
  });
}

/**
 * A password changed, by the customer or through a reset link: the owner of the address hears of
 * it. `deps.db` is the transaction of the change.
 */
export async function tellPasswordChanged(deps: ShopDeps, siteId: number, lang: Lang, email: string): Promise<void> {
  const brand = await mailBrand(deps, siteId, lang);
  await queueMail(deps.db, composeMail(lang, 'account-mail:passwordChanged', email, brand, {}, pageLink(deps, lang, '/password/reset/ask')));
}
