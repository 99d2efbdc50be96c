import { and, eq } from 'drizzle-orm';
import type { ShopDeps } from '../../deps';
import { payment, paymentNotification } from '../../db/schema';
import type { PaymentProvider, VerifiedEvent } from '../../payments/provider';
import { applyProviderStatus } from './payment-outcome';
import { settleRefunds } from './refunds';
import { keepCardOfPayment } from '../cards/kept-cards';
import { chargeOfReference } from '../cards/charges';
import { notifiedCardSetup } from '../cards/card-setup';
import { log } from '../../log';

// A provider's notification: believed only when its signature is right, acted upon once only. The
// record that it was seen (unique per provider and notification id) and what it does to the order
// are one transaction: a notification that fails half-way leaves no trace, so that the provider's
// redelivery is applied instead of being taken for a duplicate.

export type NotificationResult = 'rejected' | 'duplicate' | 'unknown' | 'applied' | 'ignored' | 'unavailable';

export async function receiveNotification(deps: ShopDeps, siteId: number, provider: PaymentProvider, headers: Record<string, string>, body: string): Promise<NotificationResult> {
  let verified: VerifiedEvent | null;
  try {
    verified = await provider.verifyNotification(headers, body);
  } catch (error) {
    // A signed notification whose payment the provider would not tell us about (Stripe's session
    // re-read): the provider sends it again later, when it answers.
    log.error({ err: error, provider: provider.name }, 'payment: a notification could not be checked with its provider');
    return 'unavailable';
  }
  if (!verified) return 'rejected';
  if (verified.reference === null) return 'ignored';
  const event = { ...verified, reference: verified.reference };
  const reference = event.reference;
  // A card-setup page (a card left without paying): its outcome asked of the provider and recorded
  // before the notification is, so that a provider out of reach sends it again rather than it being taken for a repeat.
  let setup: boolean;
  try {
    setup = await notifiedCardSetup(deps, provider, reference);
  } catch (error) {
    log.error({ err: error, provider: provider.name, reference }, 'payment: a card-setup notification could not be checked with its provider');
    return 'unavailable';
  }
  if (setup) {
    const [stored] = await deps.db
      .insert(paymentNotification)
      .values({ provider: provider.name, notificationId: event.notificationId, paymentId: null, payload: JSON.parse(body) as unknown, receivedAt: deps.now(), processedAt: deps.now() })
      .onConflictDoNothing()
      .returning({ id: paymentNotification.id });
    return stored ? 'applied' : 'duplicate';
  }
  const [row] = await deps.db.select().from(payment).where(and(eq(payment.provider, provider.name), eq(payment.providerReference, reference)));
  const result = await deps.db.transaction(async (tx): Promise<NotificationResult> => {
    const [stored] = await tx
      .insert(paymentNotification)
      .values({ provider: provider.name, notificationId: event.notificationId, paymentId: row?.id ?? null, payload: JSON.parse(body) as unknown, receivedAt: deps.now() })
      .onConflictDoNothing()
      .returning({ id: paymentNotification.id });
    if (!stored) return 'duplicate';
    if (!row) return 'unknown';
    await applyProviderStatus({ ...deps, db: tx }, siteId, row, event);
    await tx.update(paymentNotification).set({ processedAt: deps.now() }).where(eq(paymentNotification.id, stored.id));
    return 'applied';
  });
  // A kept card's charge made without the customer, authenticated by them since: its outcome is asked again.
  if (result === 'unknown' && (await chargeOfReference(deps, reference))) return 'applied';
  // Kept for the estate to look into: money may have been taken for a payment the shop never recorded.
  if (result === 'unknown') log.warn({ provider: provider.name, reference, status: event.status }, 'payment: notification of an unknown payment, kept in payment_notification');
  // A refund the notification decided goes through the provider once the decision is committed.
  if (result === 'applied' && row) await settleRefunds(deps, row.id);
  // The card the customer asked to keep, once its payment is through (the return may have kept it already).
  if (result === 'applied' && row?.keepCard && event.status === 'PAID') await keepCardOfPayment(deps, row.id);
  return result;
}
