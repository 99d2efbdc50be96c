import Stripe from 'stripe';
import type { CardHandle, CardSetupOutcome, CardSetupPage, CardSetupRequest, ChargeOutcome, Checkout, CheckoutOrder, ExpectedReturn, KeptCardAtProvider, KeptCardCharge, PaymentProvider, ProviderPayment, ProviderStatus, RefundOrder, VerifiedEvent } from './provider';

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

/** A PaymentIntent's state (a kept card's charge), in the shop's words. */
export function statusOfIntent(intent: Pick<Stripe.PaymentIntent, 'status' | 'last_payment_error'>): ProviderStatus {
  if (intent.status === 'succeeded') return 'PAID';
  if (intent.status === 'canceled') return 'CANCELLED';
  // Back from authentication without success: Stripe wants another payment method, the payment failed.
  if (intent.status === 'requires_payment_method' && intent.last_payment_error) return 'FAILED';
  return 'PENDING';
}

/** "visa" as a person reads it on the card. */
const brandName = (brand: string) => ({ visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', cartes_bancaires: 'CB' })[brand] ?? brand.charAt(0).toUpperCase() + brand.slice(1);

const isMissing = (error: unknown) => error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing';

/** The events of a kept card's payment, once the customer authenticated it (or failed to): the README says to enable them too. */
export const INTENT_EVENTS = ['payment_intent.succeeded', 'payment_intent.payment_failed'];

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

  /** The Stripe Customer that holds this customer's cards: theirs already, or made now (once per setup, by its key). */
  const customerFor = async (keep: CardSetupRequest['keepCard'], email: string, idempotencyKey: string) =>
    keep.customerReference ?? (await client.customers.create({ email, metadata: { shop_customer_id: String(keep.shopCustomerId) } }, { idempotencyKey })).id;

  const provider: PaymentProvider = {
    name: 'stripe',
    async createCheckout(order: CheckoutOrder): Promise<Checkout> {
      const closesAt = sessionClosesAt(order.expiresAt, new Date());
      // A card to keep is kept on a Customer of the estate's account, for later use without the
      // customer ("off_session"): Stripe then authenticates this first payment as such.
      const keep = order.keepCard;
      const customer = keep
        ? (keep.customerReference ??
          (await client.customers.create({ email: order.email, metadata: { shop_customer_id: String(keep.shopCustomerId) } }, { idempotencyKey: `customer-${keep.shopCustomerId}-${order.number}` })).id)
        : null;
      const created = await client.checkout.sessions.create(
        {
          mode: 'payment',
          // Cards only: paid at once, so the order's hold can end with the session (no debit that settles days later).
          allowed_payment_method_types: ['card'],
          line_items: [{ quantity: 1, price_data: { currency: 'eur', unit_amount: order.total, product_data: { name: order.lang === 'fr_FR' ? `Commande ${order.number}` : `Order ${order.number}` } } }],
          // Stripe takes one or the other: a Customer has its own e-mail address.
          ...(customer ? { customer } : { customer_email: order.email }),
          client_reference_id: order.number,
          metadata: { order_number: order.number },
          payment_intent_data: { metadata: { order_number: order.number }, ...(customer ? { setup_future_usage: 'off_session' as const } : {}) },
          locale: order.lang === 'fr_FR' ? 'fr' : 'en',
          // The session's id comes back in the query; the cancel link comes back without it (the status is asked of Stripe anyway).
          success_url: `${order.returnUrl}?session_id={CHECKOUT_SESSION_ID}`,
          cancel_url: `${order.returnUrl}?stripe=cancelled`,
          expires_at: Math.floor(closesAt.getTime() / 1000),
        },
        // Asked twice for one order (a retry), Stripe opens one session.
        { idempotencyKey: `checkout-${order.number}-${order.id}${customer ? '-keep' : ''}` },
      );
      if (!created.url) throw new Error(`Stripe gave no page for the session ${created.id}`);
      return { reference: created.id, redirectUrl: created.url, returnMac: null, holdUntil: new Date(closesAt.getTime() + HOLD_AFTER_SESSION_MS) };
    },
    async verifyReturn(query: Record<string, string>, expected: ExpectedReturn) {
      // A return proves nothing with Stripe (it is not signed): it only makes the shop ask Stripe now.
      if (query.session_id === expected.reference) return expected.reference;
      // Back from authenticating a kept card's payment (Stripe adds the PaymentIntent to the return address).
      if (expected.reference.startsWith('pi_') && query.payment_intent === expected.reference) return expected.reference;
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
      // A kept card's payment is a PaymentIntent of its own; a hosted page's, a Checkout Session.
      if (reference.startsWith('pi_')) return { status: statusOfIntent(await client.paymentIntents.retrieve(reference)), paymentId: reference };
      return statusOfSession(await session(reference));
    },
    async verifyNotification(headers: Record<string, string>, body: string): Promise<VerifiedEvent | null> {
      let event: Stripe.Event;
      try {
        event = client.webhooks.constructEvent(body, headers['stripe-signature'] ?? '', settings.webhookSecret);
      } catch {
        return null;
      }
      const object = event.data.object as { object?: string; id?: string; metadata?: Record<string, string> | null };
      // A kept card's payment (a PaymentIntent of the shop's, marked shop_charge): what became of it is asked of Stripe too.
      if (INTENT_EVENTS.includes(event.type) && object.object === 'payment_intent' && object.id && object.metadata?.shop_charge) {
        return { notificationId: event.id, reference: object.id, ...(await provider.fetchStatus(object.id)) };
      }
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
    async keptCardOf(reference: string): Promise<KeptCardAtProvider | null> {
      if (!reference.startsWith('cs_')) return null;
      const paid = await client.checkout.sessions.retrieve(reference, { expand: ['payment_intent.payment_method'] });
      const intent = paid.payment_intent as Stripe.PaymentIntent | null;
      const method = intent?.payment_method as Stripe.PaymentMethod | null | undefined;
      if (paid.payment_status !== 'paid' || intent?.setup_future_usage !== 'off_session' || !method?.card || !paid.customer) return null;
      return {
        customerReference: typeof paid.customer === 'string' ? paid.customer : paid.customer.id,
        cardReference: method.id,
        firstPaymentReference: intent.id,
        brand: brandName(method.card.brand),
        last4: method.card.last4,
        expMonth: method.card.exp_month,
        expYear: method.card.exp_year,
      };
    },
    /**
     * A PaymentIntent confirmed at once on the kept PaymentMethod: off_session when the shop charges
     * alone (the bank may refuse it, asking for the customer), on the customer's click otherwise
     * (Stripe then sends them to authenticate when the bank wants it). The idempotency key derives
     * from the shop's charge: asked again, Stripe replays its first answer, the money taken once.
     */
    async chargeKeptCard(charge: KeptCardCharge): Promise<ChargeOutcome> {
      const { card } = charge;
      if (!card.customerReference) return { status: 'DECLINED', reference: null, reason: 'card_missing', cardGone: true };
      const authenticate = async (intentId: string): Promise<ChargeOutcome> => {
        // The customer will authenticate on Stripe's page: the intent confirmed anew, with a return address.
        const confirmed = await client.paymentIntents.confirm(intentId, { payment_method: card.cardReference, return_url: charge.returnUrl }, { idempotencyKey: `kept-card-authenticate-${charge.chargeKey}` });
        return outcome(confirmed);
      };
      const outcome = (intent: Stripe.PaymentIntent): ChargeOutcome => {
        if (intent.status === 'succeeded') return { status: 'PAID', reference: intent.id };
        const url = intent.next_action?.redirect_to_url?.url;
        if (intent.status === 'requires_action' && url) return { status: 'AUTHENTICATION_REQUIRED', reference: intent.id, authenticateUrl: url };
        if (intent.status === 'requires_payment_method') return { status: 'DECLINED', reference: intent.id, reason: intent.last_payment_error?.decline_code ?? intent.last_payment_error?.code ?? 'card_declined' };
        throw new Error(`Stripe left the payment ${intent.id} ${intent.status}`);
      };
      try {
        const intent = await client.paymentIntents.create(
          {
            amount: charge.amount,
            currency: 'eur',
            customer: card.customerReference,
            payment_method: card.cardReference,
            confirm: true,
            ...(charge.customerPresent ? { return_url: charge.returnUrl } : { off_session: true }),
            description: charge.label,
            metadata: { shop_charge: charge.chargeKey },
          },
          { idempotencyKey: `kept-card-charge-${charge.chargeKey}` },
        );
        return outcome(intent);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError) {
          const intent = error.payment_intent;
          if (error.code === 'authentication_required' && intent) return authenticate(intent.id);
          return { status: 'DECLINED', reference: intent?.id ?? null, reason: error.decline_code ?? error.code ?? 'card_declined' };
        }
        // The PaymentMethod detached or deleted at Stripe: the card is no longer kept.
        if (isMissing(error) || (error instanceof Stripe.errors.StripeInvalidRequestError && error.param === 'payment_method')) {
          return { status: 'DECLINED', reference: null, reason: 'card_missing', cardGone: true };
        }
        throw error;
      }
    },
    /**
     * A Checkout Session in setup mode (docs.stripe.com/payments/save-and-reuse): Stripe's page takes
     * the card, authenticates it for later use without the customer, and attaches it to the Customer
     * through a SetupIntent; nothing is charged.
     */
    async createCardSetup(setup: CardSetupRequest): Promise<CardSetupPage> {
      const customer = await customerFor(setup.keepCard, setup.email, `customer-${setup.keepCard.shopCustomerId}-setup-${setup.key}`);
      const created = await client.checkout.sessions.create(
        {
          mode: 'setup',
          currency: 'eur',
          customer,
          allowed_payment_method_types: ['card'],
          client_reference_id: `card-setup-${setup.key}`,
          metadata: { shop_card_setup: setup.key },
          setup_intent_data: { metadata: { shop_card_setup: setup.key } },
          locale: setup.lang === 'fr_FR' ? 'fr' : 'en',
          success_url: `${setup.returnUrl}?session_id={CHECKOUT_SESSION_ID}`,
          cancel_url: `${setup.returnUrl}?stripe=cancelled`,
        },
        { idempotencyKey: `card-setup-${setup.key}` },
      );
      if (!created.url) throw new Error(`Stripe gave no page for the setup session ${created.id}`);
      return { reference: created.id, redirectUrl: created.url, returnMac: null };
    },
    /** The session re-read with its SetupIntent's payment method: the card Stripe now keeps on the Customer. */
    async cardSetupOutcome(reference: string): Promise<CardSetupOutcome> {
      const read = await client.checkout.sessions.retrieve(reference, { expand: ['setup_intent.payment_method'] });
      if (read.mode !== 'setup') return { status: 'FAILED' };
      if (read.status === 'expired') return { status: 'CANCELLED' };
      const intent = read.setup_intent as Stripe.SetupIntent | null;
      if (read.status !== 'complete' || !intent) return { status: 'PENDING' };
      if (intent.status !== 'succeeded') return { status: intent.status === 'canceled' ? 'FAILED' : 'PENDING' };
      const method = intent.payment_method as Stripe.PaymentMethod | null;
      const customer = typeof read.customer === 'string' ? read.customer : (read.customer?.id ?? null);
      if (!method?.card || !customer) return { status: 'FAILED' };
      return {
        status: 'KEPT',
        card: { customerReference: customer, cardReference: method.id, firstPaymentReference: intent.id, brand: brandName(method.card.brand), last4: method.card.last4, expMonth: method.card.exp_month, expYear: method.card.exp_year },
      };
    },
    async forgetCard(card: CardHandle) {
      try {
        await client.paymentMethods.detach(card.cardReference);
      } catch (error) {
        // Already gone at Stripe (deleted there, or detached before): nothing left to forget.
        if (isMissing(error) || (error instanceof Stripe.errors.StripeInvalidRequestError && /not attached/i.test(error.message))) return;
        throw error;
      }
    },
  };
  return provider;
}
