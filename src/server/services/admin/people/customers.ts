import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { CustomerDetail, CustomerPage } from '~/lib/admin/customers';
import type { Lang } from '~/lib/i18n';
import type { Database } from '../../../db/connection';
import type { ShopDeps } from '../../../deps';
import {
  address,
  booking,
  country,
  countryTranslation,
  discountRedemption,
  elementRegistration,
  formAnswer,
  message,
  newsletterList,
  newsletterListTranslation,
  newsletterSubscription,
  order,
  orderLine,
  orderStatusTranslation,
  session,
  user,
} from '../../../db/schema';
import { eraseAccount } from '../../account-deletion';
import { mailBrand } from '../../brand';
import { cardsOf, forgetAtProviders } from '../../cards/kept-cards';
import { ShopError, conflict, notFound } from '../../errors';

// The customers as the back office sees them: any account not erased, found by a part of its
// name, e-mail or phone, with what it bought and whether it reads the newsletter.

/** Orders that count for the owner: paid, and neither cancelled nor refunded since. */
const keptOrder = (userId: SQL | typeof user.id) =>
  and(eq(order.userId, userId), isNotNull(order.paidAt), notInArray(order.status, ['CANCELLED', 'REFUNDED']));

// Built with eq() and or(): a column written straight into a select's sql loses its table's name.
const receivesNewsletter = sql<boolean>`exists (select 1 from ${newsletterSubscription} where ${and(
  or(eq(newsletterSubscription.userId, user.id), eq(newsletterSubscription.email, user.email)),
  isNotNull(newsletterSubscription.confirmedAt),
  isNull(newsletterSubscription.unsubscribedAt),
)})`;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * What the search box finds: every word in the names or the e-mail; or, when it reads as a phone
 * number ('06 12 34 56 78', '+33 6…'), the phone, which is stored as +33612345678.
 */
function searchCondition(search: string): SQL | undefined {
  const words = search.split(/\s+/).filter(Boolean);
  if (words.length === 0) return undefined;
  const byWords = and(
    ...words.map((word) => {
      const pattern = `%${escapeLike(word)}%`;
      return or(ilike(user.firstname, pattern), ilike(user.lastname, pattern), ilike(user.email, pattern));
    }),
  );
  const digits = search.replace(/[\s.\-()]/g, '');
  if (!/^\+?\d{3,}$/.test(digits)) return byWords;
  // A national number's leading 0 is the country code's place in E.164.
  const national = digits.startsWith('+') ? digits : digits.replace(/^0/, '');
  return or(byWords, ilike(user.phone, `%${escapeLike(national)}%`));
}

/** GET /admin/customers: newest accounts first. */
export async function customerList(db: Database, search: string, page: number, nbItem: number): Promise<CustomerPage> {
  const where = and(isNull(user.deletedAt), searchCondition(search));
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: user.id,
        email: user.email,
        firstname: user.firstname,
        lastname: user.lastname,
        phone: user.phone,
        createdAt: user.createdAt,
        ordersCount: sql<number>`(select count(*)::int from ${order} where ${keptOrder(user.id)})`,
        totalSpent: sql<number>`(select coalesce(sum(${order.total}), 0)::int from ${order} where ${keptOrder(user.id)})`,
        newsletter: receivesNewsletter,
      })
      .from(user)
      .where(where)
      .orderBy(desc(user.createdAt), desc(user.id))
      .limit(nbItem)
      .offset((page - 1) * nbItem),
    db.select({ total: count() }).from(user).where(where),
  ]);
  return {
    items: rows.map(({ createdAt, ...row }) => ({ ...row, registeredAt: createdAt.toISOString(), newsletter: Boolean(row.newsletter) })),
    total: counted?.total ?? 0,
    page,
    nbItem,
  };
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

async function accountOf(db: Database, id: number) {
  const [account] = await db.select().from(user).where(and(eq(user.id, id), isNull(user.deletedAt)));
  if (!account) throw notFound('admin-customers:errors.notFound');
  return account;
}

/** The subscriptions an account holds: those it made, and those made with its address before. */
const subscriptionsOf = (id: number, email: string) => or(eq(newsletterSubscription.userId, id), eq(newsletterSubscription.email, email));

/** GET /admin/customers/{id}: the person, their orders (newest first), addresses and subscriptions. */
export async function customerDetail(db: Database, lang: Lang, id: number): Promise<CustomerDetail> {
  const account = await accountOf(db, id);
  const [orders, addresses, subscriptions] = await Promise.all([
    db
      .select({ id: order.id, number: order.number, status: order.status, statusLabel: orderStatusTranslation.label, total: order.total, createdAt: order.createdAt })
      .from(order)
      .leftJoin(orderStatusTranslation, and(eq(orderStatusTranslation.status, order.status), eq(orderStatusTranslation.lang, lang)))
      .where(eq(order.userId, id))
      .orderBy(desc(order.createdAt), desc(order.id)),
    db
      .select({
        id: address.id,
        firstname: address.firstname,
        lastname: address.lastname,
        company: address.company,
        address: address.address,
        addressPart2: address.addressPart2,
        postalCode: address.postalCode,
        city: address.city,
        country: sql<string>`coalesce(${countryTranslation.name}, ${country.alphaTwo})`,
        phone: address.phone,
      })
      .from(address)
      .innerJoin(country, eq(country.id, address.countryId))
      .leftJoin(countryTranslation, and(eq(countryTranslation.countryId, country.id), eq(countryTranslation.lang, lang)))
      .where(eq(address.userId, id))
      .orderBy(asc(address.id)),
    db
      .select({
        listId: newsletterSubscription.listId,
        list: sql<string>`coalesce(${newsletterListTranslation.name}, '')`,
        confirmedAt: newsletterSubscription.confirmedAt,
        unsubscribedAt: newsletterSubscription.unsubscribedAt,
      })
      .from(newsletterSubscription)
      .innerJoin(newsletterList, eq(newsletterList.id, newsletterSubscription.listId))
      .leftJoin(newsletterListTranslation, and(eq(newsletterListTranslation.listId, newsletterList.id), eq(newsletterListTranslation.lang, lang)))
      .where(subscriptionsOf(id, account.email))
      .orderBy(asc(newsletterList.position), asc(newsletterList.id)),
  ]);
  return {
    id: account.id,
    email: account.email,
    firstname: account.firstname,
    lastname: account.lastname,
    phone: account.phone,
    birthdate: account.birthdate,
    lang: account.lang,
    role: account.role,
    registeredAt: account.createdAt.toISOString(),
    emailConfirmedAt: iso(account.emailConfirmedAt),
    lastLoginAt: iso(account.lastLoginAt),
    orders: orders.map((row) => ({ ...row, statusLabel: row.statusLabel ?? row.status, createdAt: row.createdAt.toISOString() })),
    addresses,
    subscriptions: subscriptions.map((row) => ({
      listId: row.listId,
      list: row.list,
      subscribed: row.confirmedAt !== null && row.unsubscribedAt === null,
      confirmedAt: iso(row.confirmedAt),
      unsubscribedAt: iso(row.unsubscribedAt),
    })),
  };
}

/** Secrets the shop keeps about a person are not theirs to carry away: the hashes of passwords and links. */
const SECRET_COLUMN = /hash|token/i;

function withoutSecrets(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).filter(([key]) => !SECRET_COLUMN.test(key)));
}

/**
 * POST /admin/customers/{id}/export: every row that names the person (GDPR articles 15 and 20),
 * table by table, as the database holds it, without the hashes of their password and links.
 */
export async function exportCustomer(deps: Pick<ShopDeps, 'db' | 'now'>, id: number) {
  const { db } = deps;
  const account = await accountOf(db, id);
  const orders = await db.select().from(order).where(eq(order.userId, id)).orderBy(asc(order.id));
  const orderIds = orders.map((row) => row.id);
  const [addresses, orderLines, subscriptions, bookings, registrations, formAnswers, messages, discountUses, sessions] = await Promise.all([
    db.select().from(address).where(eq(address.userId, id)),
    orderIds.length ? db.select().from(orderLine).where(inArray(orderLine.orderId, orderIds)).orderBy(asc(orderLine.id)) : [],
    db.select().from(newsletterSubscription).where(subscriptionsOf(id, account.email)),
    db.select().from(booking).where(eq(booking.userId, id)),
    db.select().from(elementRegistration).where(eq(elementRegistration.userId, id)),
    db.select().from(formAnswer).where(eq(formAnswer.userId, id)),
    db.select().from(message).where(eq(message.userId, id)),
    db.select().from(discountRedemption).where(eq(discountRedemption.userId, id)),
    db.select().from(session).where(eq(session.userId, id)),
  ]);
  const tables: Record<string, Record<string, unknown>[]> = {
    addresses,
    orders,
    orderLines,
    newsletterSubscriptions: subscriptions,
    bookings,
    eventRegistrations: registrations,
    formAnswers,
    messages,
    discountUses,
    sessions,
  };
  // Through JSON once: dates become ISO strings, as the file will hold them.
  const plain = (rows: Record<string, unknown>[]) => JSON.parse(JSON.stringify(rows.map(withoutSecrets))) as Record<string, unknown>[];
  return {
    exportedAt: deps.now().toISOString(),
    account: plain([account])[0]!,
    records: Object.fromEntries(Object.entries(tables).map(([name, rows]) => [name, plain(rows)])),
  };
}

/**
 * DELETE /admin/customers/{id}: the erasure a customer can ask for from their account, done by the
 * owner on their behalf (a request by mail or phone), under the same rules: the orders stay for
 * the books, anonymized; refused while an order or a return is under way. An administrator's
 * account is not erased from here: their role is taken away first, on the administrators' page.
 */
export async function eraseCustomer(deps: ShopDeps, siteId: number, id: number): Promise<void> {
  const account = await accountOf(deps.db, id);
  // The goodbye mail speaks the customer's language; read before the transaction that queues it.
  const brand = await mailBrand(deps, siteId, account.lang);
  const cards = await cardsOf(deps.db, id);
  await deps.db.transaction(async (tx) => {
    const [locked] = await tx.select({ role: user.role }).from(user).where(and(eq(user.id, id), isNull(user.deletedAt))).for('update');
    if (!locked) throw notFound('admin-customers:errors.notFound');
    if (locked.role !== 'CUSTOMER') throw conflict('admin-customers:errors.isAdmin');
    try {
      await eraseAccount(deps, tx, id, account.lang, brand);
    } catch (error) {
      // The customer's own message says "your order"; the owner reads about the customer's.
      if (error instanceof ShopError && error.key === 'account:errors.ordersUnderWay') throw conflict('admin-customers:errors.ordersUnderWay');
      throw error;
    }
  });
  await forgetAtProviders(deps, cards);
}
