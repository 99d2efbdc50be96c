import { and, eq, isNull, ne, or } from 'drizzle-orm';
import type { ShopDeps } from '../../../deps';
import { order } from '../../../db/schema';
import type { OrderRow } from '../../orders/read';
import { queueTrackingMail } from './status-mail';

/**
 * Sets (or with null removes) the carrier's tracking page of an order; shown to its customer.
 * A new link on an order already shipped is mailed to the customer in the same transaction: the
 * mail that told them the parcel left said it had no tracking (or gave another link), and the
 * parcel is still on its way. Before shipping the link waits for the shipping mail; once
 * delivered, or when the link is removed or saved unchanged, nobody is mailed.
 */
export async function setTrackingLink(deps: ShopDeps, siteId: number, row: OrderRow, trackingLink: string | null): Promise<{ trackingLink: string | null; mailed: boolean }> {
  return deps.db.transaction(async (tx) => {
    // Compared in the statement itself: two saves of the same link at once mail the customer once.
    const [news] = trackingLink
      ? await tx
          .update(order)
          .set({ trackingLink, updatedAt: deps.now() })
          .where(and(eq(order.id, row.id), eq(order.status, 'SHIPPED'), or(isNull(order.trackingLink), ne(order.trackingLink, trackingLink))))
          .returning()
      : [];
    if (news) {
      await queueTrackingMail({ ...deps, db: tx }, siteId, news);
      return { trackingLink: news.trackingLink, mailed: true };
    }
    const [updated] = await tx.update(order).set({ trackingLink, updatedAt: deps.now() }).where(eq(order.id, row.id)).returning({ trackingLink: order.trackingLink });
    return { trackingLink: updated.trackingLink, mailed: false };
  });
}
