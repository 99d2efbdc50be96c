import { and, asc, eq, gt, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { t as translator, type Lang } from '~/lib/i18n';
import type { NewsletterChoice, NewsletterList } from '~/lib/contracts/account';
import { absoluteUrl, localizedPath } from '~/lib/locale';
import type { Database } from '../db/connection';
import type { ShopDeps } from '../deps';
import { newsletterList, newsletterSubscription, user } from '../db/schema';
import { composeMail, type MailDetail } from '../mail/compose';
import { queueMail } from '../mail/outbox';
import { mailBrand } from './brand';
import { RULES } from './throttle';
import { isOn, parameterValue } from './parameters';
import { hashToken, newToken } from './tokens';
import { inLang } from './translations';
import { forbidden, invalid } from './errors';

// Subscriptions are kept by e-mail address, one row per list (users.ts). A row is subscribed once
// confirmed and until unsubscribed. A visitor confirms through a mailed link (double opt-in); a
// signed-in customer has already proved their address when activating the account.

/** How long the link of a newsletter confirmation e-mail stays valid. */
const CONFIRMATION_DAYS = 7;

const isSubscribed = and(isNotNull(newsletterSubscription.confirmedAt), isNull(newsletterSubscription.unsubscribedAt));

/**
 * One mailed token confirms every list chosen at once, while each row keeps a hash of its own
 * (the column is unique): the hash of the token joined to the row's list.
 */
const listTokenHash = (token: string, listId: number) => hashToken(`${token}:${listId}`);

export async function newsletterEnabled(db: Database, siteId: number): Promise<boolean> {
  return isOn(await parameterValue(db, siteId, 'ENABLE_NEWSLETTER'));
}

/** The active lists, in their order, named in `lang`. */
export async function newsletterLists(db: Database, lang: Lang): Promise<NewsletterList[]> {
  const rows = await db.query.newsletterList.findMany({
    where: eq(newsletterList.isActive, true),
    with: { translations: true },
    orderBy: [asc(newsletterList.position), asc(newsletterList.id)],
  });
  return rows.map((row) => {
    const text = inLang(row.translations, lang);
    return { id: row.id, name: text?.name ?? '', description: text?.description ?? null };
  });
}

async function activeListIds(db: Database, wanted: number[]): Promise<number[]> {
  const ids = [...new Set(wanted)];
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: newsletterList.id })
    .from(newsletterList)
    .where(and(inArray(newsletterList.id, ids), eq(newsletterList.isActive, true)));
  if (rows.length !== ids.length) throw invalid('account:errors.unknownList');
  return ids;
}

async function accountEmail(db: Database, userId: number): Promise<string> {
  const [row] = await db.select({ email: user.email }).from(user).where(eq(user.id, userId));
  return row.email;
}

/** The rows of an account: those it made, and those made with its address before it signed in. */
const ownedBy = (userId: number, email: string) => or(eq(newsletterSubscription.userId, userId), eq(newsletterSubscription.email, email));

/** GET /user/newsletter/subscription: every active list, and whether the customer receives it. */
export async function subscriptionChoices(db: Database, userId: number): Promise<NewsletterChoice[]> {
  const email = await accountEmail(db, userId);
  const [lists, subscribed] = await Promise.all([
    db.select({ id: newsletterList.id }).from(newsletterList).where(eq(newsletterList.isActive, true)).orderBy(asc(newsletterList.position), asc(newsletterList.id)),
    db.select({ listId: newsletterSubscription.listId }).from(newsletterSubscription).where(and(ownedBy(userId, email), isSubscribed)),
  ]);
  const on = new Set(subscribed.map((row) => row.listId));
  return lists.map((list) => ({ listId: list.id, subscribed: on.has(list.id) }));
}

/**
 * PUT /user/newsletter/subscription: the customer's choice per list. Leaving a list always works;
 * joining one needs the newsletter to be open (ENABLE_NEWSLETTER).
 */
export async function setSubscriptions(deps: ShopDeps, siteId: number, lang: Lang, userId: number, choices: NewsletterChoice[]): Promise<NewsletterChoice[]> {
  const { db } = deps;
  const now = deps.now();
  const joined = await activeListIds(db, choices.filter((c) => c.subscribed).map((c) => c.listId));
  const left = await activeListIds(db, choices.filter((c) => !c.subscribed).map((c) => c.listId));
  if (joined.some((id) => left.includes(id))) throw invalid('account:errors.unknownList');
  if (joined.length && !(await newsletterEnabled(db, siteId))) throw forbidden('account:errors.newsletterClosed');
  const email = await accountEmail(db, userId);
  await db.transaction(async (tx) => {
    for (const listId of joined) {
      await tx
        .insert(newsletterSubscription)
        .values({ listId, userId, email, lang, confirmedAt: now })
        .onConflictDoUpdate({
          target: [newsletterSubscription.listId, newsletterSubscription.email],
          set: {
            userId,
            lang,
            // A list already received keeps the date it was confirmed.
            confirmedAt: sql`case when ${newsletterSubscription.unsubscribedAt} is null then coalesce(${newsletterSubscription.confirmedAt}, ${now}) else ${now} end`,
            unsubscribedAt: null,
            confirmationTokenHash: null,
          },
        });
    }
    if (left.length) {
      await tx
        .update(newsletterSubscription)
        .set({ unsubscribedAt: now, confirmationTokenHash: null })
        .where(and(ownedBy(userId, email), inArray(newsletterSubscription.listId, left), isNull(newsletterSubscription.unsubscribedAt)));
    }
  });
  return subscriptionChoices(db, userId);
}

/**
 * POST /newsletter/subscribe: a visitor asks for lists; nothing is added before the link mailed to
 * the address is followed. The answer is the same whether or not the address already receives
 * them (lists already received are left as they are; when all are, no message is sent).
 */
export async function subscribe(deps: ShopDeps, siteId: number, lang: Lang, rawEmail: string, listIds: number[], ip: string): Promise<void> {
  const { db } = deps;
  const now = deps.now();
  if (!(await newsletterEnabled(db, siteId))) throw forbidden('account:errors.newsletterClosed');
  const email = rawEmail.trim().toLowerCase();
  const attempts = [
    { rule: RULES.newsletterByEmail, key: email },
    { rule: RULES.newsletterByAddress, key: ip },
  ];
  const lists = await deps.throttle.takeWhenValid(attempts, async () => {
    const lists = await activeListIds(db, listIds);
    if (lists.length === 0) throw invalid('account:errors.noList');
    return lists;
  });

  const already = await db
    .select({ listId: newsletterSubscription.listId })
    .from(newsletterSubscription)
    .where(and(eq(newsletterSubscription.email, email), inArray(newsletterSubscription.listId, lists), isSubscribed));
  const pending = lists.filter((id) => !already.some((row) => row.listId === id));
  if (pending.length === 0) return;

  const token = newToken();
  const brand = await mailBrand(deps, siteId, lang);
  const names = (await newsletterLists(db, lang)).filter((list) => pending.includes(list.id)).map((list) => list.name);
  const link = absoluteUrl(deps.config.publicUrl, localizedPath(lang, `/newsletter?confirm=${token}`));
  const details: MailDetail[] = [[translator(lang)('account-mail:confirmNewsletter.lists'), names.join('\n')]];
  await db.transaction(async (tx) => {
    for (const listId of pending) {
      const fresh = { lang, createdAt: now, confirmedAt: null, unsubscribedAt: null, confirmationTokenHash: listTokenHash(token, listId) };
      await tx
        .insert(newsletterSubscription)
        .values({ listId, email, ...fresh })
        .onConflictDoUpdate({ target: [newsletterSubscription.listId, newsletterSubscription.email], set: fresh });
    }
    await queueMail(tx, composeMail(lang, 'account-mail:confirmNewsletter', email, brand, {}, link, details));
  });
}

/** The link of a newsletter confirmation e-mail: the lists it names are now received. Works once. */
export async function confirmSubscription(deps: ShopDeps, token: string): Promise<void> {
  const { db } = deps;
  const now = deps.now();
  const lists = await db.select({ id: newsletterList.id }).from(newsletterList);
  const hashes = lists.map((list) => listTokenHash(token, list.id));
  if (hashes.length === 0) throw invalid('account:errors.subscriptionInvalid');
  const oldest = new Date(now.getTime() - CONFIRMATION_DAYS * 86_400_000);
  const confirmed = await db
    .update(newsletterSubscription)
    .set({ confirmedAt: now, confirmationTokenHash: null })
    .where(and(inArray(newsletterSubscription.confirmationTokenHash, hashes), isNull(newsletterSubscription.confirmedAt), gt(newsletterSubscription.createdAt, oldest)))
    .returning({ email: newsletterSubscription.email });
  if (confirmed.length === 0) throw invalid('account:errors.subscriptionInvalid');
  // An account with this address sees the lists in its own choices.
  const [account] = await db.select({ id: user.id }).from(user).where(and(eq(user.email, confirmed[0].email), isNull(user.deletedAt)));
  if (account) {
    await db
      .update(newsletterSubscription)
      .set({ userId: account.id })
      .where(and(eq(newsletterSubscription.email, confirmed[0].email), isNull(newsletterSubscription.userId)));
  }
}

/** An account changed its address: its subscriptions follow it (rows made with the new address before give way). */
export async function moveSubscriptions(db: Database, userId: number, oldEmail: string, newEmail: string): Promise<void> {
  await db.delete(newsletterSubscription).where(and(eq(newsletterSubscription.email, newEmail), isNull(newsletterSubscription.userId)));
  await db
    .update(newsletterSubscription)
    .set({ email: newEmail, userId })
    .where(ownedBy(userId, oldEmail));
}

/** A deleted account leaves no subscription behind. */
export async function dropSubscriptions(db: Database, userId: number, email: string): Promise<void> {
  await db.delete(newsletterSubscription).where(ownedBy(userId, email));
}
