import { desc, eq } from 'drizzle-orm';
import type { PaymentOutcome, PaymentResult } from '~/lib/order';
import type { ShopDeps } from '../../deps';
import { order, payment } from '../../db/schema';
import { applyProviderStatus } from './payment-outcome';
import { settleRefunds } from './refunds';
import { keepCardOfPayment } from '../cards/kept-cards';
import { log } from '../../log';

// The customer comes back from the provider. The return is believed only when its signature (or
// RETURNMAC) is right, and even then the status is asked of the provider, never read from the query.

const outcomeOf = (status: string): PaymentOutcome =>
  status === 'AWAITING_PAYMENT' ? 'pending' : status === 'CANCELLED' || status === 'REFUNDED' ? 'cancelled' : status === 'PAYMENT_FAILED' ? 'error' : 'success';

export async function paymentReturn(deps: ShopDeps, siteId: number, orderId: number, query: Record<string, string>): Promise<PaymentResult> {
  const [last] = await deps.db.select().from(payment).where(eq(payment.orderId, orderId)).orderBy(desc(payment.id)).limit(1);
  const provider = last ? deps.payments.named(last.provider) : null;
  let verified = false;
  // A failed attempt may be followed by a good one on the same hosted page: the provider has the last word.
  if (last?.providerReference && provider && ['PENDING', 'FAILED', 'CANCELLED'].includes(last.status)) {
    const reference = await provider.verifyReturn(query, { reference: last.providerReference, returnMac: last.returnMac });
    if (reference) {
      verified = true;
      const word = await provider.fetchStatus(reference).catch((error: unknown) => {
        // The provider out of reach: the customer is told to wait, and its notification settles the order.
        log.error({ err: error, provider: provider.name, reference }, 'payment: the provider did not give the status of a payment');
        return null;
      });
      if (word) {
        await applyProviderStatus(deps, siteId, last, word);
        await settleRefunds(deps, last.id);
        // The card the customer asked to keep, once its payment is through (a no-op otherwise, or once kept).
        if (last.keepCard && word.status === 'PAID') await keepCardOfPayment(deps, last.id);
      }
    }
  }
  const [row] = await deps.db.select({ id: order.id, number: order.number, status: order.status }).from(order).where(eq(order.id, orderId));
  const outcome = outcomeOf(row.status);
  // A return nobody can vouch for says nothing of the payment: the customer is told it went wrong.
  return { idOrder: row.id, number: row.number, status: row.status, outcome: outcome === 'pending' && !verified && last?.status === 'PENDING' ? 'error' : outcome };
}
