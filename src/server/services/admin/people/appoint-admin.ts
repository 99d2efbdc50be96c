import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Lang } from '~/lib/i18n';
import { ADVISORY_LOCKS } from '../../../db/advisory-locks';
import type { Database } from '../../../db/connection';
import type { ShopDeps } from '../../../deps';
import { passwordReset, site, siteParameter, user } from '../../../db/schema';
import { composeMail } from '../../../mail/compose';
import { queueMail } from '../../../mail/outbox';
import { log } from '../../../log';
import { mailBrand } from '../../brand';
import { RESET_LINK_MINUTES } from '../../password-reset';
import { pageLink } from '../../profile';
import { hashToken, newToken } from '../../tokens';

type AdminDeps = Pick<ShopDeps, 'db' | 'config' | 'now'>;

/** What the process says about the first administrator: a line for the log. */
export type Say = (line: string, level?: 'info' | 'warn') => void;

const sayInLog: Say = (line, level = 'info') => log[level](line);

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

/**
 * Makes `email` an administrator with `role` (a new account without any password, or the account
 * already at that address, promoted) and queues the mail, in `lang`, with a single-use link, valid
 * RESET_LINK_MINUTES, to choose the password on the password-reset page. Answers the account and
 * the link, which only the mailbox should see. `db` is the caller's transaction.
 */
export async function appointAdmin(
  deps: AdminDeps,
  db: Database,
  email: string,
  role: 'ADMIN' | 'SUPER_ADMIN' = 'SUPER_ADMIN',
  lang: Lang = 'fr_FR',
): Promise<{ id: number; link: string }> {
  const now = deps.now();
  const [existing] = await db.select({ id: user.id }).from(user).where(and(eq(user.email, email), isNull(user.deletedAt)));
  const [account] = existing
    ? await db.update(user).set({ role }).where(eq(user.id, existing.id)).returning({ id: user.id })
    : await db
        .insert(user)
        .values({ email, passwordHash: null, role, firstname: 'Admin', lang, emailConfirmedAt: now, termsAcceptedAt: now })
        .returning({ id: user.id });
  const token = newToken();
  await db.insert(passwordReset).values({
    userId: account.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + RESET_LINK_MINUTES * 60_000),
  });
  const [first] = await db.select({ id: site.id }).from(site).orderBy(asc(site.id)).limit(1);
  const link = pageLink(deps, lang, `/password/reset/${token}`);
  const brand = await mailBrand({ ...deps, db }, first.id, lang);
  // A customer promoted keeps the account and password they have: the mail says so, rather than welcome them to a new account.
  await queueMail(db, composeMail(lang, existing ? 'account-mail:adminPromoted' : 'account-mail:adminWelcome', email, brand, {}, link));
  return { id: account.id, link };
}

/**
 * Tells how the new administrator gets in: the mail is on its way, or, with no SMTP relay to send
 * it, the link itself, printed this once (the only log line that carries a secret).
 */
function announce(deps: AdminDeps, email: string, link: string, say: Say) {
  if (deps.config.smtpUrl) say(`Administrator ${email}: a link to choose their password, valid one hour, is on its way by mail.`);
  else say(`Administrator ${email}: choose your administrator password within one hour at ${link}`);
}

/**
 * Gives a shop without any administrator its first one, at start: ADMIN_EMAIL, or on the demo
 * estate admin@<its domain>, so that a newcomer gets in. The account has no password; a link to
 * choose one is mailed (and printed when there is no SMTP relay). A shop that has an administrator
 * is left alone. Answers the new administrator's address, or null.
 */
export async function ensureAdmin(deps: AdminDeps, say: Say = sayInLog): Promise<string | null> {
  const created = await deps.db.transaction(async (tx) => {
    // Processes starting together on one PostgreSQL would otherwise both create one.
    await tx.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.firstAdmin})`);
    const [admin] = await tx
      .select({ id: user.id })
      .from(user)
      .where(and(inArray(user.role, ['ADMIN', 'SUPER_ADMIN']), isNull(user.deletedAt)))
      .limit(1);
    if (admin) return null;
    const email = deps.config.adminEmail ?? (deps.config.demo ? `admin@${await companyDomain(tx)}` : null);
    if (!email) return 'none' as const;
    return { email, link: (await appointAdmin(deps, tx, email)).link };
  });
  if (created === 'none') {
    say('The shop has no administrator: set ADMIN_EMAIL and restart it, or run `npm run admin -- create EMAIL`.', 'warn');
    return null;
  }
  if (created) announce(deps, created.email, created.link, say);
  return created?.email ?? null;
}

/** `npm run admin -- create EMAIL`: makes EMAIL a SUPER_ADMIN, whoever else administers the shop. */
export async function createAdmin(deps: AdminDeps, rawEmail: string, say: Say = sayInLog): Promise<void> {
  const email = rawEmail.trim().toLowerCase();
  const { link } = await deps.db.transaction((tx) => appointAdmin(deps, tx, email));
  announce(deps, email, link, say);
}
