import { and, eq } from 'drizzle-orm';
import type { Lang } from '~/lib/locale';
import type { OrderStatus } from '~/lib/order';
import type { AdminOrderStatus } from '~/lib/order-return';
import type { Caller, ShopDeps } from '../../../deps';
import { order } from '../../../db/schema';
import { recordStatus } from '../../orders/history';
import { readableOrder, statusHistory, statusLabels, type OrderRow } from '../../orders/read';
import { releaseOrder } from '../../orders/stock';
import { queueStatusMail } from './status-mail';
import { allowedNextStatuses, statusChangeProblem } from './transitions';
import { conflict, invalid } from '../../errors';

// The order's status as the admin panel reads and changes it. Every change is written in the
// history with its time and its author; DELIVERED there opens the customer's 14-day return window.
// Shipping takes the carrier's tracking link in the same change, so that the one mail telling the
// customer the parcel left carries it.

export async function adminOrderStatus(deps: ShopDeps, lang: Lang, row: OrderRow): Promise<AdminOrderStatus> {
  const labels = await statusLabels(deps.db, lang);
  return {
    idOrder: row.id,
    status: row.status,
    label: labels.find((l) => l.value === row.status)?.label ?? row.status,
    statuses: labels.map((l) => ({ value: l.value, label: l.label })),
    allowed: allowedNextStatuses(row),
    history: await statusHistory(deps.db, row.id, labels),
    trackingLink: row.trackingLink,
  };
}

/**
 * Gives the order the status `to` and mails the customer when it says so (shipped, ready to
 * collect). `trackingLink`, with SHIPPED only, is stored in the same transaction, before the mail
 * is written; absent, the link already stored (if any) stays.
 */
export async function changeStatus(deps: ShopDeps, siteId: number, admin: Caller, orderId: number, to: OrderStatus, trackingLink?: string | null): Promise<OrderRow> {
  const now = deps.now();
  const current = await readableOrder(deps.db, admin, orderId);
  const problem = statusChangeProblem(current, to);
  if (problem) throw invalid(problem);
  const changed =
    to === 'CANCELLED'
      ? await releaseOrder(deps.db, orderId, 'CANCELLED', now, 'cancelled by the estate', admin.userId)
      : await deps.db.transaction(async (tx) => {
          // Conditional on the status read above: two admins changing it at once cannot both win.
          const [updated] = await tx
            .update(order)
            .set({ status: to, updatedAt: now, ...(to === 'SHIPPED' && trackingLink ? { trackingLink } : {}) })
            .where(and(eq(order.id, orderId), eq(order.status, current.status)))
            .returning({ id: order.id });
          if (!updated) return false;
          await recordStatus(tx, orderId, to, now, null, admin.userId);
          await queueStatusMail({ ...deps, db: tx }, siteId, await readableOrder(tx, admin, orderId));
          return true;
        });
  if (!changed) throw conflict('order:admin.changedMeanwhile');
  return readableOrder(deps.db, admin, orderId);
}
