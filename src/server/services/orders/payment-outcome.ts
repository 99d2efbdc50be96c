import { and, eq } from 'drizzle-orm';
import type { Lang } from '~/lib/locale';
import type { ProviderStatus } from '../../payments/provider';
import type { ShopDeps } from '../../http/context';
import { order, payment } from '../../db/schema';
import { queuePaidOrderMails } from './confirmation-mail';
import { recordStatus } from './history';
import { nextInvoiceNumber } from './invoice-number';
import { releaseOrder } from './stock';

// What the provider's verified word does to an order. PAID is applied once only, whichever of the
// return and the notification comes first and however often they come: the conditional update
// `WHERE status = 'AWAITING_PAYMENT'` lets exactly one of them through, and only that one mails.

export type PaymentRow = typeof payment.$inferSelect;

/**
 * Moves an order awaiting payment to PAID and mails the customer and the estate, once only.
 * `payment` is null when there was nothing to pay (a code covering the whole order).
 */
export async function markPaid(deps: ShopDeps, siteId: number, orderId: number, paid: { id: number; reference: string | null; rawStatus: string; note: string } | null) {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(order)
      .set({ status: 'PAID', paidAt: now, stockHeldUntil: null, paymentReference: paid?.reference ?? null, updatedAt: now })
      .where(and(eq(order.id, orderId), eq(order.status, 'AWAITING_PAYMENT')))
      .returning({ id: order.id, lang: order.lang });
    if (!row) return;
    await tx.update(order).set({ invoiceNumber: await nextInvoiceNumber(tx, now) }).where(eq(order.id, orderId));
    if (paid) await tx.update(payment).set({ status: 'CAPTURED', rawStatus: paid.rawStatus, updatedAt: now }).where(eq(payment.id, paid.id));
    await recordStatus(tx, orderId, 'PAID', now, paid?.note ?? 'nothing to pay');
    await queuePaidOrderMails({ ...deps, db: tx }, siteId, row.id, row.lang as Lang);
  });
}

export async function applyProviderStatus(deps: ShopDeps, siteId: number, row: PaymentRow, status: ProviderStatus, rawStatus: string = status) {
  const now = deps.now();
  if (status === 'PENDING') return;
  if (status === 'PAID') {
    await markPaid(deps, siteId, row.orderId, { id: row.id, reference: row.providerReference, rawStatus, note: `payment ${row.provider}` });
    return;
  }
  await deps.db
    .update(payment)
    .set({ status: status === 'FAILED' ? 'FAILED' : 'CANCELLED', rawStatus, updatedAt: now })
    .where(and(eq(payment.id, row.id), eq(payment.status, 'PENDING')));
  await releaseOrder(deps.db, row.orderId, status === 'FAILED' ? 'PAYMENT_FAILED' : 'CANCELLED', now, `payment ${row.provider}`);
}
