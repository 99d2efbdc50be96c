import { and, eq } from 'drizzle-orm';
import type { ProviderPayment } from '../../payments/provider';
import type { ShopDeps } from '../../deps';
import { payment } from '../../db/schema';
import { settleLatePayment, type PaymentRow } from './late-payment';
import { markPaid } from './paid';
import { releaseOrder } from './stock';

// What the provider's verified word does to an order: PAID pays it once (paid.ts); a payment that
// arrives once the order no longer waits for it is never ignored (late-payment.ts); a failure or a
// cancellation ends the order and gives its stock back.


export async function applyProviderStatus(deps: ShopDeps, siteId: number, row: PaymentRow, word: ProviderPayment, rawStatus: string = word.status) {
  const now = deps.now();
  if (word.status === 'PENDING') return;
  if (word.status === 'PAID') {
    const settlement = { payment: { id: row.id, reference: row.providerReference, providerPaymentId: word.paymentId, rawStatus }, note: `payment ${row.provider}` };
    if (!(await markPaid(deps, siteId, row.orderId, settlement))) await settleLatePayment(deps, siteId, row, settlement);
    return;
  }
  await deps.db
    .update(payment)
    .set({ status: word.status === 'FAILED' ? 'FAILED' : 'CANCELLED', rawStatus, updatedAt: now })
    .where(and(eq(payment.id, row.id), eq(payment.status, 'PENDING')));
  await releaseOrder(deps.db, row.orderId, word.status === 'FAILED' ? 'PAYMENT_FAILED' : 'CANCELLED', now, `payment ${row.provider}`);
}
