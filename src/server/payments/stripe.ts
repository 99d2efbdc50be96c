import Stripe from 'stripe';
import type { Checkout, CheckoutOrder, ExpectedReturn, PaymentProvider, ProviderPayment, RefundOrder, VerifiedEvent } from './provider';

// Stripe's hosted Checkout, through its official SDK (docs/architecture.md#outside-services). The
// customer pays on Stripe's page and comes back with the session's id; the status is always asked
// of Stripe (the session re-read), never taken from the return or from a webhook's body, whose
// signature (Stripe-Signature) the SDK checks before anything is read from it.

/** The estate's Stripe account, from the STRIPE_* settings (config.ts). */
export interface StripeSettings {
  secretKey: string;
  /** What the storefront may show (GET /custom-stripe/public-key): never a secret. */
  publishableKey: string;
  webhookSecret: string;
  /** STRIPE_API_BASE: https://api.stripe.com unless tests point the SDK elsewhere. */
  apiBase: string;
  /** Milliseconds the shop waits for Stripe's answer before giving up on a call. */
  timeoutMs?: number;
}

/** Stripe refuses a Checkout Session that expires sooner than 30 minutes after its creation. */
export const STRIPE_MIN_SESSION_MINUTES = 30;
/** Slack added to Stripe's minimum, for the clocks of the shop and of Stripe that differ a little. */
const CLOCK_SLACK_SECONDS = 60;
/** The stock stays held this long after the session closes: a card typed at the last moment lands before the stock goes. */
export const HOLD_AFTER_SESSION_MS = 2 * 60_000;

/**
 * When the session closes (see the README, "Stripe"): at the end of the order's hold, or, since
 * Stripe takes no shorter session, 31 minutes after now; the checkout then lengthens the hold to
 * cover it (`holdUntil`).
 */
export function sessionClosesAt(holdEndsAt: Date, now: Date): Date {
  const earliest = now.getTime() + STRIPE_MIN_SESSION_MINUTES * 60_000 + CLOCK_SLACK_SECONDS * 1000;
  return new Date(Math.ceil(Math.max(holdEndsAt.getTime(), earliest) / 1000) * 1000);
}

/** A Checkout Session's state, in the shop's words. */
export function statusOfSession(session: Pick<Stripe.Checkout.Session, 'status' | 'payment_status' | 'payment_intent'>): ProviderPayment {
  const paymentId = typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null);
  if (session.status === 'complete') return { status: session.payment_status === 'unpaid' ? 'PENDING' : 'PAID', paymentId };
  if (session.status === 'expired') return { status: 'CANCELLED', paymentId };
  return { status: 'PENDING', paymentId };
}

/** The events the shop listens to (the README says to enable these at Stripe): each names a Checkout Session. */
export const SESSION_EVENTS = ['checkout.session.completed', 'checkout.session.expired', 'checkout.session.async_payment_succeeded', 'checkout.session.async_payment_failed'];

export function stripeClient(settings: StripeSettings): Stripe {
  const base = new URL(settings.apiBase);
  return new Stripe(settings.secretKey, {
    host: base.hostname,
    port: base.port || (base.protocol === 'http:' ? 80 : 443),
    protocol: base.protocol === 'http:' ? 'http' : 'https',
    timeout: settings.timeoutMs ?? 20_000,
    // A refused or lost call is the shop's to retry (the worker does for refunds), with the same idempotency key.
    maxNetworkRetries: 0,
    telemetry: false,
    appInfo: { name: 'Domaine shop' },
  });
}

export function createStripeProvider(settings: StripeSettings, client: Stripe = stripeClient(settings)): PaymentProvider {
  const session = (id: string) => client.checkout.sessions.retrieve(id);

  /** Cents Stripe has given back of a payment already (refunds under way count: the money is leaving). */
  async function refundedAtStripe(paymentIntent: string) {
    let given = 0;
    let last: string | null = null;
    for await (const refund of client.refunds.list({ payment_intent: paymentIntent, limit: 100 })) {
      if (refund.status === 'failed' || refund.status === 'canceled') continue;
      given += refund.amount;
      last ??= refund.id;
    }
    return { given, last };
  }

  const provider: PaymentProvider = {
    name: 'stripe',
    async createCheckout(order: CheckoutOrder): Promise<Checkout> {
      const closesAt = sessionClosesAt(order.expiresAt, new Date());
      const created = await client.checkout.sessions.create(
        {
          mode: 'payment',
          // Cards only: paid at once, so the order's hold can end with the session (no debit that settles days later).
          allowed_payment_method_types: ['card'],
          line_items: [{ quantity: 1, price_data: { currency: 'eur', unit_amount: order.total, product_data: { name: order.lang === 'fr_FR' ? `Commande ${order.number}` : `Order ${order.number}` } } }],
          customer_email: order.email,
          client_reference_id: order.number,
          metadata: { order_number: order.number },
          payment_intent_data: { metadata: { order_number: order.number } },
          locale: order.lang === 'fr_FR' ? 'fr' : 'en',
          // The session's id comes back in the query; the cancel link comes back without it (the status is asked of Stripe anyway).
          success_url: `${order.returnUrl}?session_id={CHECKOUT_SESSION_ID}`,
          cancel_url: `${order.returnUrl}?stripe=cancelled`,
          expires_at: Math.floor(closesAt.getTime() / 1000),
        },
        // Asked twice for one order (a retry), Stripe opens one session.
        { idempotencyKey: `checkout-${order.number}-${order.id}` },
      );
      if (!created.url) throw new Error(`Stripe gave no page for the session ${created.id}`);
      return { reference: created.id, redirectUrl: created.url, returnMac: null, holdUntil: new Date(closesAt.getTime() + HOLD_AFTER_SESSION_MS) };
    },
    async verifyReturn(query: Record<string, string>, expected: ExpectedReturn) {
      // A return proves nothing with Stripe (it is not signed): it only makes the shop ask Stripe now.
      if (query.session_id === expected.reference) return expected.reference;
      if (query.stripe === 'cancelled') {
        // The customer left Stripe's page by its back link (only the order's owner reaches this
        // return): the session is closed at Stripe, so that the order ends now, its stock and cart
        // given back, rather than at the hold's end. A session paid meanwhile cannot be closed, and
        // Stripe's word, asked next, says so.
        await client.checkout.sessions.expire(expected.reference).catch(() => undefined);
        return expected.reference;
      }
      return null;
    },
    async fetchStatus(reference: string): Promise<ProviderPayment> {
      return statusOfSession(await session(reference));
    },
    async verifyNotification(headers: Record<string, string>, body: string): Promise<VerifiedEvent | null> {
      let event: Stripe.Event;
      try {
        event = client.webhooks.constructEvent(body, headers['stripe-signature'] ?? '', settings.webhookSecret);
      } catch {
        return null;
      }
      const object = event.data.object as { object?: string; id?: string };
      if (!SESSION_EVENTS.includes(event.type) || object.object !== 'checkout.session' || !object.id) return { notificationId: event.id, reference: null, status: 'PENDING', paymentId: null };
      // The body says which session; what became of it is asked of Stripe: an event may come late, twice, or out of order.
      const word = await provider.fetchStatus(object.id);
      // A delayed payment that failed leaves its session "complete" and unpaid: the event tells it, Stripe's unpaid confirms it.
      if (event.type === 'checkout.session.async_payment_failed' && word.status === 'PENDING') return { notificationId: event.id, reference: object.id, ...word, status: 'FAILED' };
      return { notificationId: event.id, reference: object.id, ...word };
    },
    /**
     * Brings what Stripe gave back of the payment up to what the shop has decided (`refunded` + `amount`):
     * a refund that went through while its answer was lost is not made again, and the idempotency key
     * (the payment, the total aimed at and what is left) makes two calls at once one refund.
     */
    async refund(refund: RefundOrder) {
      const paymentIntent = refund.paymentId ?? (await provider.fetchStatus(refund.reference)).paymentId;
      if (!paymentIntent) throw new Error(`Stripe has no payment for session ${refund.reference} to refund`);
      const aimed = (refund.refunded ?? 0) + refund.amount;
      const { given, last } = await refundedAtStripe(paymentIntent);
      const left = aimed - given;
      if (left <= 0 && last) return { reference: last };
      const created = await client.refunds.create(
        { payment_intent: paymentIntent, amount: left, metadata: { order_number: refund.number } },
        { idempotencyKey: `refund-${paymentIntent}-to-${aimed}-${left}` },
      );
      return { reference: created.id };
    },
  };
  return provider;
}
