import { inArray } from 'drizzle-orm';
import type { Lang } from '~/lib/locale';
import type { OrderPage, OrderStatus } from '~/lib/order';
import type { Database } from '../../db/connection';
import { order } from '../../db/schema';
import { orderPage } from '../orders/read';

/** Every customer's orders for the admin panel, newest first, in the given statuses (none: all). */
export const adminOrders = (db: Database, lang: Lang, statuses: OrderStatus[], page: number, nbItem: number): Promise<OrderPage> =>
  orderPage(db, lang, statuses.length ? inArray(order.status, statuses) : undefined, page, nbItem);
