import { eq } from 'drizzle-orm';
import type { ShopDeps } from '../../../deps';
import { order } from '../../../db/schema';
import type { OrderRow } from '../../orders/read';

/** Sets (or with null removes) the carrier's tracking page of an order; shown to its customer. */
export async function setTrackingLink(deps: ShopDeps, row: OrderRow, trackingLink: string | null): Promise<string | null> {
  const [updated] = await deps.db.update(order).set({ trackingLink, updatedAt: deps.now() }).where(eq(order.id, row.id)).returning({ trackingLink: order.trackingLink });
  return updated.trackingLink;
}
