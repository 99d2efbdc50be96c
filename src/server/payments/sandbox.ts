import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { sharedSecret } from '../db/instance-secret';
import { sandboxPayment } from '../db/schema';
import type { Checkout, CheckoutOrder, ExpectedReturn, PaymentProvider, ProviderPayment, ProviderStatus, RefundOrder, VerifiedEvent } from './provider';
import { hmacBase64, sameSignature } from './signature';

// The built-in provider: a local hosted payment page (routes/payment.ts serves it) that behaves as
// the real one does. Its books are tables of the shop's database (sandbox_payment), standing for
// what a provider keeps on its side, and its signing key is shared by every process of the shop, so
// that a payment opened by one process can be paid, returned from and notified to any other.

/** The test cards the payment page lists. */
export const SANDBOX_CARDS = {
  '4242424242424242': 'PAID',
  '4000000000000002': 'FAILED',
  '4000000000003063': 'PENDING',
} as const satisfies Record<string, ProviderStatus>;
export type SandboxCard = keyof typeof SANDBOX_CARDS;

/** How long a "pending" card keeps the customer waiting before its payment goes through. */
export const PENDING_SECONDS = 4;

export type SandboxPayment = typeof sandboxPayment.$inferSelect;

export const SIGNATURE_HEADER = 'x-sandbox-signature';

export interface SandboxDeps {
  db: Database;
  now: () => Date;
  /** PAYMENT_SANDBOX_SECRET when set; otherwise a secret made once and kept in the database. */
  secret?: string;
}

/** What a payment is now: a pending card goes through at its time; a page left unpaid past its end is gone. */
export function sandboxStatus(payment: SandboxPayment, now: Date): ProviderStatus {
  if (payment.status !== 'PENDING') return payment.status;
  if (payment.settlesAt) return payment.settlesAt <= now ? 'PAID' : 'PENDING';
  return payment.expiresAt <= now ? 'CANCELLED' : 'PENDING';
}

export function createSandboxProvider(deps: SandboxDeps) {
  let key: Promise<string> | undefined;
  const signingKey = () => (key ??= deps.secret ? Promise.resolve(deps.secret) : sharedSecret(deps.db, 'payment-sandbox'));
  const returnSignature = async (reference: string, status: string) => hmacBase64(await signingKey(), `return|${reference}|${status}`);

  async function find(reference: string): Promise<SandboxPayment | null> {
    const [row] = await deps.db.select().from(sandboxPayment).where(eq(sandboxPayment.reference, reference));
    return row ?? null;
  }

  /** A notification as the provider sends it: a JSON body and its signature header. */
  async function notification(reference: string, status: ProviderStatus) {
    const body = JSON.stringify({ id: `${reference}-${status}`, reference, status });
    return { headers: { [SIGNATURE_HEADER]: hmacBase64(await signingKey(), body), 'content-type': 'application/json' }, body };
  }

  const provider = {
    name: 'sandbox',
    async createCheckout(order: CheckoutOrder): Promise<Checkout> {
      const reference = `sbx_${randomBytes(12).toString('hex')}`;
      await deps.db.insert(sandboxPayment).values({
        reference,
        orderId: order.id,
        orderNumber: order.number,
        amount: order.total,
        lang: order.lang,
        email: order.email,
        returnUrl: order.returnUrl,
        expiresAt: order.expiresAt,
      });
      return { reference, redirectUrl: `/api/payment/sandbox/pay/${reference}` };
    },
    async verifyReturn(query: Record<string, string>, expected: ExpectedReturn) {
      const { reference, status, signature } = query;
      if (!reference || !status || reference !== expected.reference) return null;
      return sameSignature(signature, await returnSignature(reference, status)) ? reference : null;
    },
    async fetchStatus(reference: string): Promise<ProviderPayment> {
      const payment = await find(reference);
      return { status: payment ? sandboxStatus(payment, deps.now()) : 'PENDING', paymentId: payment ? reference : null };
    },
    async verifyNotification(headers: Record<string, string>, body: string): Promise<VerifiedEvent | null> {
      if (!sameSignature(headers[SIGNATURE_HEADER], hmacBase64(await signingKey(), body))) return null;
      const event = JSON.parse(body) as { id?: unknown; reference?: unknown; status?: unknown };
      if (typeof event.id !== 'string' || typeof event.reference !== 'string' || !['PAID', 'PENDING', 'FAILED', 'CANCELLED'].includes(String(event.status))) return null;
      return { notificationId: event.id, reference: event.reference, status: event.status as ProviderStatus, paymentId: event.reference };
    },
    /** Gives back at most what was paid and not yet given back, as a real acquirer does. */
    async refund(refund: RefundOrder) {
      const payment = await find(refund.reference);
      if (!payment || sandboxStatus(payment, deps.now()) !== 'PAID') throw new Error(`sandbox: ${refund.reference} was not paid`);
      const [done] = await deps.db
        .update(sandboxPayment)
        .set({ status: 'PAID', refundedAmount: sql`${sandboxPayment.refundedAmount} + ${refund.amount}`, updatedAt: deps.now() })
        .where(and(eq(sandboxPayment.reference, refund.reference), sql`${sandboxPayment.refundedAmount} + ${refund.amount} <= ${sandboxPayment.amount}`))
        .returning({ refunded: sandboxPayment.refundedAmount });
      if (!done) throw new Error(`sandbox: refusing to refund ${refund.amount} cents of ${refund.reference}, more than is left`);
      return { reference: `${refund.reference}-refund-${done.refunded}` };
    },
    /** A payment the page shows, if it exists. */
    payment: find,
    /** A notification for `reference` signed as the sandbox signs it (what its server would POST). */
    notification,
    /**
     * The customer submits the page with a card (or cancels): the payment takes its status, unless
     * the page has expired; the answer holds where to send the customer back and the notification(s)
     * to deliver. A pending card's notification comes later, once it goes through.
     */
    async submit(reference: string, card: string | null) {
      const now = deps.now();
      const outcome: ProviderStatus = card === null ? 'CANCELLED' : (SANDBOX_CARDS[card.replace(/\s+/g, '') as SandboxCard] ?? 'FAILED');
      // Only an open page takes the card: once, and never after the order's hold has ended.
      await deps.db
        .update(sandboxPayment)
        .set({
          status: outcome,
          settlesAt: outcome === 'PENDING' ? new Date(now.getTime() + PENDING_SECONDS * 1000) : null,
          updatedAt: now,
        })
        .where(and(eq(sandboxPayment.reference, reference), eq(sandboxPayment.status, 'PENDING'), isNull(sandboxPayment.settlesAt), gt(sandboxPayment.expiresAt, now)));
      const payment = await find(reference);
      if (!payment) return null;
      const status = sandboxStatus(payment, now);
      const query = new URLSearchParams({ reference, status, signature: await returnSignature(reference, status) });
      return {
        returnUrl: `${payment.returnUrl}?${query}`,
        now: status === 'PENDING' ? null : await notification(reference, status),
        later:
          status === 'PENDING' && payment.settlesAt
            ? { afterMs: Math.max(0, payment.settlesAt.getTime() - now.getTime()), ...(await notification(reference, 'PAID')) }
            : null,
      };
    },
  } satisfies PaymentProvider & Record<string, unknown>;
  return provider;
}

export type SandboxProvider = ReturnType<typeof createSandboxProvider>;
