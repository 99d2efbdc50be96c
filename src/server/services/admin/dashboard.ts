import { and, asc, count, eq, gte, inArray, isNotNull, lte, ne, sql, sum, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Lang } from '~/lib/i18n';
import type { Dashboard } from '~/lib/admin/dashboard';
import type { Database } from '../../db/connection';
import { booking, declination, element, elementTranslation, order, orderReturn, product, productTranslation, service, serviceTranslation } from '../../db/schema';

/** A tracked stock at or under this many units is low: two cases of six. */
export const LOW_STOCK = 12;
/** How many rows each list of the dashboard shows. */
const LISTED = 8;
const PARIS = 'Europe/Paris';

/** The text of `column` in the language asked, else French, else any: one value per row. */
function textIn(lang: Lang, column: PgColumn, owner: PgColumn, ownerId: PgColumn, langColumn: PgColumn): SQL<string> {
  return sql<string>`(select ${column} from ${column.table} where ${owner} = ${ownerId} order by ${langColumn} = ${lang} desc, ${langColumn} = 'fr_FR' desc limit 1)`;
}

/** Orders paid since `from` (not cancelled or refunded since), and what they brought in. */
async function sales(db: Database, from: SQL) {
  const [row] = await db
    .select({ orders: count(), revenue: sum(order.total) })
    .from(order)
    .where(and(isNotNull(order.paidAt), gte(order.paidAt, from), inArray(order.status, ['PAID', 'PREPARING', 'READY_FOR_PICKUP', 'SHIPPED', 'DELIVERED'])));
  return { orders: row?.orders ?? 0, revenue: Number(row?.revenue ?? 0) };
}

/** What the owner sees first in the back office: the day's and month's sales and what waits for them. */
export async function dashboard(db: Database, lang: Lang, now: Date): Promise<Dashboard> {
  // Days and months begin at midnight in France, whatever the server's own time zone.
  const startOf = (unit: 'day' | 'month') => sql`(date_trunc(${unit}, ${now.toISOString()}::timestamptz at time zone ${PARIS}) at time zone ${PARIS})`;
  const parisToday = sql`(${now.toISOString()}::timestamptz at time zone ${PARIS})::date`;
  const waiting = (statuses: ('PAID' | 'PREPARING' | 'READY_FOR_PICKUP')[], types: ('DELIVERY' | 'PICKUP' | 'CLICK_AND_COLLECT')[]) =>
    db.select({ n: count() }).from(order).where(and(inArray(order.status, statuses), inArray(order.deliveryType, types))).then(([row]) => row?.n ?? 0);

  const [today, month, toShip, toPrepare, readyForPickup, returnsAsked, lowStock, bookings, events] = await Promise.all([
    sales(db, startOf('day')),
    sales(db, startOf('month')),
    waiting(['PAID', 'PREPARING'], ['DELIVERY', 'PICKUP']),
    waiting(['PAID', 'PREPARING'], ['CLICK_AND_COLLECT']),
    waiting(['READY_FOR_PICKUP'], ['CLICK_AND_COLLECT']),
    db.select({ n: count() }).from(orderReturn).where(eq(orderReturn.status, 'ASKED')).then(([row]) => row?.n ?? 0),
    db
      .select({
        declinationId: declination.id,
        productId: product.id,
        name: textIn(lang, productTranslation.name, productTranslation.productId, product.id, productTranslation.lang),
        year: declination.year,
        quantity: sql<number>`${declination.quantity}`,
      })
      .from(declination)
      .innerJoin(product, eq(product.id, declination.productId))
      .where(and(eq(declination.tracksStock, true), isNotNull(declination.quantity), lte(declination.quantity, LOW_STOCK)))
      .orderBy(asc(declination.quantity), asc(declination.id))
      .limit(LISTED),
    db
      .select({
        id: booking.id,
        date: booking.date,
        startTime: booking.startTime,
        seats: booking.seats,
        name: booking.name,
        service: textIn(lang, serviceTranslation.title, serviceTranslation.serviceId, service.id, serviceTranslation.lang),
      })
      .from(booking)
      .innerJoin(service, eq(service.id, booking.serviceId))
      .where(and(eq(booking.status, 'CONFIRMED'), gte(booking.date, parisToday)))
      .orderBy(asc(booking.date), asc(booking.startTime), asc(booking.id))
      .limit(LISTED),
    db
      .select({
        id: element.id,
        startsAt: element.startsAt,
        title: textIn(lang, elementTranslation.title, elementTranslation.elementId, element.id, elementTranslation.lang),
        registeredSeats: element.registeredSeats,
        capacity: element.capacity,
      })
      .from(element)
      .where(and(isNotNull(element.startsAt), gte(element.startsAt, now), ne(element.isValid, false)))
      .orderBy(asc(element.startsAt), asc(element.id))
      .limit(LISTED),
  ]);

  return {
    today,
    month,
    waiting: { toShip, toPrepare, readyForPickup, returnsAsked },
    lowStockLimit: LOW_STOCK,
    lowStock: lowStock.map((row) => ({ ...row, name: row.name ?? '' })),
    bookings: bookings.map((row) => ({ ...row, startTime: row.startTime.slice(0, 5), service: row.service ?? '' })),
    events: events.map((row) => ({ ...row, title: row.title ?? '', startsAt: row.startsAt!.toISOString() })),
  };
}
