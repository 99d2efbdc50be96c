import { and, eq } from 'drizzle-orm';
import type { ShopDeps } from '../../http/context';
import { payment, paymentNotification } from '../../db/schema';
import type { PaymentProvider } from '../../payments/provider';
import { applyProviderStatus } from './payment-outcome';

// A provider's notification: believed only when its signature is right, acted upon once only (the
// unique (provider, notificationId) turns a redelivery into a no-op).

export type NotificationResult = 'rejected' | 'duplicate' | 'unknown' | 'applied';

export async function receiveNotification(deps: ShopDeps, siteId: number, provider: PaymentProvider, headers: Record<string, string>, body: string): Promise<NotificationResult> {
  const event = await provider.verifyNotification(headers, body).catch(() => null);
  if (!event) return 'rejected';
  const [row] = await deps.db.select().from(payment).where(and(eq(payment.provider, provider.name), eq(payment.providerReference, event.reference)));
  const [stored] = await deps.db
    .insert(paymentNotification)
    .values({ provider: provider.name, notificationId: event.notificationId, paymentId: row?.id ?? null, payload: JSON.parse(body) as unknown, receivedAt: deps.now() })
    .onConflictDoNothing()
    .returning({ id: paymentNotification.id });
  if (!stored) return 'duplicate';
  if (!row) return 'unknown';
  await applyProviderStatus(deps, siteId, row, event.status);
  await deps.db.update(paymentNotification).set({ processedAt: deps.now() }).where(eq(paymentNotification.id, stored.id));
  return 'applied';
}
