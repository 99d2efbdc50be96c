import type { OrderStatus } from '~/lib/order';
import type { Database } from '../../db/connection';
import { orderStatusHistory } from '../../db/schema';

/** Writes down a change of an order's status, with its time (unset byUserId: the customer or the system). */
export async function recordStatus(db: Database, orderId: number, status: OrderStatus, at: Date, note: string | null = null, byUserId: number | null = null) {
  await db.insert(orderStatusHistory).values({ orderId, status, at, note, byUserId });
}

/** The same record as a CTE, for a statement that writes something else of the order to carry it. */
export function statusRecord(db: Database, orderId: number, status: OrderStatus, at: Date) {
  return db.$with('status_record').as(db.insert(orderStatusHistory).values({ orderId, status, at }).returning({ id: orderStatusHistory.id }));
}
