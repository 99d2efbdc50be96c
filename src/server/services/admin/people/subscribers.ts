import { and, asc, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { NewsletterListRow } from '~/lib/admin/customers';
import { formatDate } from '~/lib/dates';
import { t, type Lang } from '~/lib/i18n';
import type { Database } from '../../../db/connection';
import { newsletterList, newsletterListTranslation, newsletterSubscription, user } from '../../../db/schema';
import { toCsv } from '../csv';

// The newsletter's readers, for the owner's mailing tool: the confirmed subscriptions not ended.

const subscribed = and(isNotNull(newsletterSubscription.confirmedAt), isNull(newsletterSubscription.unsubscribedAt));

const listName = (lang: Lang) =>
  sql<string>`coalesce((select ${newsletterListTranslation.name} from ${newsletterListTranslation}
    where ${and(eq(newsletterListTranslation.listId, newsletterList.id), eq(newsletterListTranslation.lang, lang))}), '')`;

/** GET /admin/newsletter/lists: every list, active or not, and how many read it. */
export async function listsWithReaders(db: Database, lang: Lang): Promise<NewsletterListRow[]> {
  return db
    .select({
      id: newsletterList.id,
      name: listName(lang),
      isActive: newsletterList.isActive,
      subscribers: sql<number>`(select count(*)::int from ${newsletterSubscription} where ${and(eq(newsletterSubscription.listId, newsletterList.id), subscribed)})`,
    })
    .from(newsletterList)
    .orderBy(asc(newsletterList.position), asc(newsletterList.id));
}

/** Whether a list exists, for a filter naming one. */
export async function listExists(db: Database, id: number): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(newsletterList).where(eq(newsletterList.id, id));
  return (row?.n ?? 0) > 0;
}

/** GET /admin/newsletter/subscribers.csv: one line per subscription, by list then address. */
export async function subscribersCsv(db: Database, lang: Lang, listId?: number): Promise<string> {
  const tr = t(lang);
  const rows = await db
    .select({
      email: newsletterSubscription.email,
      firstname: user.firstname,
      lastname: user.lastname,
      list: listName(lang),
      lang: newsletterSubscription.lang,
      confirmedAt: newsletterSubscription.confirmedAt,
    })
    .from(newsletterSubscription)
    .innerJoin(newsletterList, eq(newsletterList.id, newsletterSubscription.listId))
    .leftJoin(user, and(eq(user.id, newsletterSubscription.userId), isNull(user.deletedAt)))
    .where(and(subscribed, listId === undefined ? undefined : eq(newsletterSubscription.listId, listId)))
    .orderBy(asc(newsletterList.position), asc(newsletterList.id), asc(newsletterSubscription.email));
  const header = ['email', 'firstname', 'lastname', 'list', 'lang', 'since'].map((column) => tr(`admin-customers:csv.${column}`));
  return toCsv(
    header,
    rows.map((row) => [row.email, row.firstname, row.lastname, row.list, row.lang, row.confirmedAt ? formatDate(row.confirmedAt) : '']),
    lang === 'fr_FR' ? ';' : ',',
  );
}
