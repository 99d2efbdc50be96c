import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Profile, Registration } from '~/lib/contracts/account';
import type { Lang } from '~/lib/i18n';
import { birthdateProblem, passwordProblem, type Problem } from '~/lib/rules/registration';
import { normalizePhone } from '~/lib/rules/phone';
import type { ShopDeps } from '../deps';
import { emailConfirmation, user } from '../db/schema';
import { composeMail } from '../mail/compose';
import { queueMail } from '../mail/outbox';
import { isOn, parameterMap } from './parameters';
import { decoyHash, hashPassword, verifyPassword } from './passwords';
import { accountAtAddress, RULES } from './throttle';
import { mailBrand } from './brand';
import { hashToken, newToken } from './tokens';
import { forbidden, invalid, signInRequired } from './errors';

/** How long the activation link of a new account stays valid. */
const CONFIRMATION_HOURS = 48;


/** What sign-up passes on once the terms are accepted. */
export type NewAccount = Omit<Registration, 'acceptTerms'>;

const problem = (p: Problem) => invalid(p.key, p.params);

/**
 * Creates an account waiting for its e-mail to be confirmed. The answer is the same whether or not
 * the address already has an account (its owner is told by e-mail instead), so that the form can
 * not be used to find out who shops here.
 */
export async function register(deps: ShopDeps, siteId: number, lang: Lang, input: NewAccount, ip: string): Promise<void> {
  const { db } = deps;
  const now = deps.now();
  const phone = await deps.throttle.takeWhenValid([{ rule: RULES.registerByAddress, key: ip }], async () => {
    const parameters = await parameterMap(db, siteId, lang);
    const settings = {
      askBirthdate: isOn(parameters.ASK_BIRTHDATE_AT_REGISTER),
      blockMinors: isOn(parameters.BLOCK_MINORS_FROM_REGISTERING),
    };
    const weak = passwordProblem(input.password);
    if (weak) throw problem(weak);
    const age = birthdateProblem(input.birthdate, settings, now);
    if (age) throw problem(age);
    if (!input.phone) return null;
    const checked = normalizePhone(input.phone, isOn(parameters.ALLOW_ONLY_MOBILE_PHONE));
    if (!checked.ok) throw invalid(checked.key);
    return checked.phone;
  });

  const email = input.email.trim().toLowerCase();
  const passwordHash = await hashPassword(input.password);
  const brand = await mailBrand(deps, siteId, lang);
  const [existing] = await db.select({ id: user.id }).from(user).where(and(eq(user.email, email), isNull(user.deletedAt)));
  if (existing) {
    await queueMail(db, composeMail(lang, 'accountExists', email, brand, {}, authLink(deps, lang)));
    return;
  }

  const token = newToken();
  await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(user)
      .values({
        email,
        passwordHash,
        firstname: input.firstname.trim(),
        lastname: input.lastname.trim(),
        phone,
        birthdate: input.birthdate || null,
        lang,
        termsAcceptedAt: now,
      })
      .returning({ id: user.id });
    await tx.insert(emailConfirmation).values({
      userId: created.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + CONFIRMATION_HOURS * 3_600_000),
    });
    await queueMail(tx, composeMail(lang, 'confirmAccount', email, brand, {}, authLink(deps, lang, token)));
  });
}

function authLink(deps: ShopDeps, lang: Lang, confirmToken?: string): string {
  const prefix = lang === 'en_US' ? '/en_US' : '';
  return `${deps.config.publicUrl}${prefix}/auth${confirmToken ? `?confirm=${confirmToken}` : ''}`;
}

/** Activates the account behind a confirmation link; the link works once. */
export async function confirmAccount(deps: ShopDeps, token: string): Promise<number> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(emailConfirmation)
      .set({ usedAt: now })
      .where(
        and(eq(emailConfirmation.tokenHash, hashToken(token)), isNull(emailConfirmation.usedAt), gt(emailConfirmation.expiresAt, now)),
      )
      .returning({ userId: emailConfirmation.userId });
    if (!row) throw invalid('register.confirmInvalid');
    const [confirmed] = await tx
      .update(user)
      .set({ emailConfirmedAt: now })
      .where(and(eq(user.id, row.userId), isNull(user.deletedAt)))
      .returning({ id: user.id });
    if (!confirmed) throw invalid('register.confirmInvalid');
    return confirmed.id;
  });
}

/**
 * Checks an e-mail and password. Wrong passwords are counted for the network address and for the
 * account from that address (services/throttle.ts); past a limit the answer is "try again later"
 * whatever the password, there and only there.
 */
export async function logIn(deps: ShopDeps, siteId: number, lang: Lang, email: string, password: string, ip: string): Promise<number> {
  const { db } = deps;
  const normalized = email.trim().toLowerCase();
  const byAddress = { rule: RULES.signInByAddress, key: ip };
  const byAccountAndAddress = { rule: RULES.signInByAccountAndAddress, key: accountAtAddress(normalized, ip) };
  await deps.throttle.take(byAddress, byAccountAndAddress);
  const [account] = await db
    .select({ id: user.id, passwordHash: user.passwordHash, emailConfirmedAt: user.emailConfirmedAt })
    .from(user)
    .where(and(eq(user.email, normalized), isNull(user.deletedAt)));
  const matches = await verifyPassword(password, account?.passwordHash ?? (await decoyHash()));
  // A wrong guess keeps its points; the right password gives them back.
  if (!account || !matches) throw signInRequired('auth.badCredentials');
  await deps.throttle.giveBack(byAddress);
  await deps.throttle.forget(byAccountAndAddress);
  if (!account.emailConfirmedAt) {
    await resendConfirmation(deps, siteId, lang, account.id, normalized);
    throw forbidden('auth.confirmFirst');
  }
  return account.id;
}

async function resendConfirmation(deps: ShopDeps, siteId: number, lang: Lang, userId: number, email: string): Promise<void> {
  const token = newToken();
  const brand = await mailBrand(deps, siteId, lang);
  await deps.db.transaction(async (tx) => {
    await tx.insert(emailConfirmation).values({
      userId,
      tokenHash: hashToken(token),
      expiresAt: new Date(deps.now().getTime() + CONFIRMATION_HOURS * 3_600_000),
    });
    await queueMail(tx, composeMail(lang, 'confirmAccount', email, brand, {}, authLink(deps, lang, token)));
  });
}

/** GET /user: the signed-in customer's own profile. */
export async function profileOf(deps: ShopDeps, userId: number): Promise<Profile | null> {
  const [row] = await deps.db
    .select({
      id: user.id,
      email: user.email,
      phone: user.phone,
      firstname: user.firstname,
      lastname: user.lastname,
      birthdate: user.birthdate,
      role: user.role,
      lang: user.lang,
    })
    .from(user)
    .where(and(eq(user.id, userId), isNull(user.deletedAt)));
  return row ?? null;
}
