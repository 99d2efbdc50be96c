import { randomBytes } from 'node:crypto';
import type { Checkout, CheckoutOrder, ExpectedReturn, PaymentProvider, ProviderStatus, VerifiedEvent } from './provider';
import { hmacBase64, sameSignature } from './signature';

// The built-in provider: a local hosted payment page (routes/payment.ts serves it) that behaves as
// the real one does. It keeps its payments in memory, as a provider keeps them on its side, signs
// the customer's return and sends a signed notification, which the shop verifies like any other.

/** The test cards the payment page lists. */
export const SANDBOX_CARDS = {
  '4242424242424242': 'PAID',
  '4000000000000002': 'FAILED',
  '4000000000003063': 'PENDING',
} as const satisfies Record<string, ProviderStatus>;
export type SandboxCard = keyof typeof SANDBOX_CARDS;

/** How long a "pending" card keeps the customer waiting before its payment goes through. */
export const PENDING_SECONDS = 4;

export interface SandboxPayment extends CheckoutOrder {
  reference: string;
  status: ProviderStatus;
  /** A pending payment goes through at this time (ms). */
  settlesAt: number | null;
}

export const SIGNATURE_HEADER = 'x-sandbox-signature';

export function createSandboxProvider(secret = process.env.PAYMENT_SANDBOX_SECRET || randomBytes(32).toString('hex')) {
  const payments = new Map<string, SandboxPayment>();
  const statusOf = (payment: SandboxPayment): ProviderStatus =>
    payment.status === 'PENDING' && payment.settlesAt !== null && Date.now() >= payment.settlesAt ? 'PAID' : payment.status;
  const returnSignature = (reference: string, status: string) => hmacBase64(secret, `return|${reference}|${status}`);

  /** A notification as the provider sends it: a JSON body and its signature header. */
  function notification(reference: string, status: ProviderStatus) {
    const body = JSON.stringify({ id: `${reference}-${status}`, reference, status });
    return { headers: { [SIGNATURE_HEADER]: hmacBase64(secret, body), 'content-type': 'application/json' }, body };
  }

  const provider = {
    name: 'sandbox',
    async createCheckout(order: CheckoutOrder): Promise<Checkout> {
      const reference = `sbx_${randomBytes(12).toString('hex')}`;
      payments.set(reference, { ...order, reference, status: 'PENDING', settlesAt: null });
      return { reference, redirectUrl: `/api/payment/sandbox/pay/${reference}` };
    },
    async verifyReturn(query: Record<string, string>, expected: ExpectedReturn) {
      const { reference, status, signature } = query;
      if (!reference || !status || reference !== expected.reference) return null;
      return sameSignature(signature, returnSignature(reference, status)) ? reference : null;
    },
    async fetchStatus(reference: string): Promise<ProviderStatus> {
      const payment = payments.get(reference);
      return payment ? statusOf(payment) : 'PENDING';
    },
    async verifyNotification(headers: Record<string, string>, body: string): Promise<VerifiedEvent | null> {
      if (!sameSignature(headers[SIGNATURE_HEADER], hmacBase64(secret, body))) return null;
      const event = JSON.parse(body) as { id?: unknown; reference?: unknown; status?: unknown };
      if (typeof event.id !== 'string' || typeof event.reference !== 'string' || !['PAID', 'PENDING', 'FAILED', 'CANCELLED'].includes(String(event.status))) return null;
      return { notificationId: event.id, reference: event.reference, status: event.status as ProviderStatus };
    },
    /** A payment the page shows, if it exists. */
    payment: (reference: string) => payments.get(reference) ?? null,
    /**
     * The customer submits the page with a card (or cancels): the payment takes its status, and the
     * answer holds where to send the customer back and the notification(s) to deliver. A pending
     * card's notification comes later, once it goes through.
     */
    submit(reference: string, card: string | null) {
      const payment = payments.get(reference);
      if (!payment) return null;
      if (payment.status === 'PENDING' && payment.settlesAt === null) {
        const outcome: ProviderStatus = card === null ? 'CANCELLED' : (SANDBOX_CARDS[card.replace(/\s+/g, '') as SandboxCard] ?? 'FAILED');
        payment.status = outcome;
        if (outcome === 'PENDING') payment.settlesAt = Date.now() + PENDING_SECONDS * 1000;
      }
      const status = statusOf(payment);
      const query = new URLSearchParams({ reference, status, signature: returnSignature(reference, status) });
      return {
        returnUrl: `${payment.returnUrl}?${query}`,
        now: status === 'PENDING' ? null : notification(reference, status),
        later: status === 'PENDING' ? { afterMs: Math.max(0, (payment.settlesAt ?? Date.now()) - Date.now()), ...notification(reference, 'PAID') } : null,
      };
    },
  } satisfies PaymentProvider & Record<string, unknown>;
  return provider;
}

export type SandboxProvider = ReturnType<typeof createSandboxProvider>;
