import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

// A stand-in for Stripe's REST API on 127.0.0.1, answering the calls the shop makes as Stripe's API
// reference documents them (docs.stripe.com/api: authentication, errors, idempotent requests,
// checkout/sessions in payment and setup mode, setup_intents, refunds, payment_intents), and refusing what Stripe refuses: a wrong secret
// key (401), an unknown parameter, a session that expires sooner than 30 minutes after its creation,
// a key reused with other parameters (idempotency_error), a refund of more than is left. Its hosted
// page (/pay/{session}) is what the browser "pays" on; its webhooks are signed by the SDK's
// generateTestHeaderString, as Stripe signs them (Stripe-Signature: t=…,v1=…).

export interface FakeStripeOptions {
  secretKey: string;
  webhookSecret: string;
  /** Where the fake posts its events (the shop's webhook), as Stripe does; none: events are only kept. */
  deliver?: (request: { headers: Record<string, string>; body: string }) => Promise<number>;
}

interface Session {
  id: string;
  object: 'checkout.session';
  created: number;
  expires_at: number;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid' | 'no_payment_required';
  payment_intent: string | null;
  /** Setup mode: the SetupIntent that attaches the card to the customer, made with the session. */
  setup_intent: string | null;
  amount_total: number | null;
  currency: string;
  success_url: string;
  cancel_url: string | null;
  url: string | null;
  customer_email: string | null;
  client_reference_id: string | null;
  locale: string | null;
  metadata: Record<string, string>;
  mode: string;
  customer: string | null;
  /** payment_intent_data[setup_future_usage]: the card is kept on the customer once paid. */
  setup_future_usage: string | null;
}

interface PaymentMethod {
  id: string;
  object: 'payment_method';
  type: 'card';
  card: { brand: string; last4: string; exp_month: number; exp_year: number };
  customer: string | null;
  /** The test card it was made from: what its later payments do. */
  number: string;
}

/** A SetupIntent (docs.stripe.com/api/setup_intents/object): a card saved for later use, nothing charged. */
interface SetupIntent {
  id: string;
  object: 'setup_intent';
  status: 'requires_payment_method' | 'succeeded' | 'canceled';
  customer: string | null;
  payment_method: string | Omit<PaymentMethod, 'number'> | null;
  usage: 'off_session' | 'on_session';
  metadata: Record<string, string>;
}

interface PaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: 'succeeded' | 'requires_payment_method' | 'requires_action';
  metadata: Record<string, string>;
  customer: string | null;
  payment_method: string | Omit<PaymentMethod, 'number'> | null;
  setup_future_usage: string | null;
  last_payment_error: { type: string; code: string; decline_code?: string; message: string } | null;
  next_action: { type: 'redirect_to_url'; redirect_to_url: { url: string; return_url: string } } | null;
}

/**
 * Stripe's test cards as documented (docs.stripe.com/testing): 4242… always succeeds; 0341 is kept
 * but its later charges are declined; 3184 always asks for authentication (the hosted page does it,
 * a later off-session charge is refused with authentication_required); 9995 is declined at once.
 */
export const STRIPE_TEST_CARDS = {
  paid: '4242424242424242',
  declinedLater: '4000000000000341',
  authenticateAlways: '4000002760003184',
  insufficientFunds: '4000000000009995',
} as const;

interface Refund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  status: 'succeeded';
  metadata: Record<string, string>;
  created: number;
}

type Params = Record<string, unknown>;

/** Stripe's form encoding (`a[b][0][c]=v`) back to objects; arrays come as objects keyed 0, 1… */
export function parseForm(body: string): Params {
  const out: Params = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.split(/\[|\]\[|\]/).filter((part, i) => i === 0 || part !== '');
    let node = out;
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Params;
    });
  }
  return out;
}

const SESSION_PARAMS = new Set([
  'mode', 'allowed_payment_method_types', 'line_items', 'customer_email', 'customer', 'client_reference_id', 'metadata', 'payment_intent_data',
  'locale', 'success_url', 'cancel_url', 'expires_at', 'expand', 'currency', 'setup_intent_data',
]);
const INTENT_PARAMS = new Set(['amount', 'currency', 'customer', 'payment_method', 'confirm', 'off_session', 'return_url', 'description', 'metadata', 'expand']);
const CUSTOMER_PARAMS = new Set(['email', 'name', 'metadata', 'expand']);
const REFUND_PARAMS = new Set(['payment_intent', 'amount', 'metadata', 'reason', 'expand']);

class StripeFailure extends Error {
  constructor(
    readonly status: number,
    readonly error: { type: string; code?: string; message: string; param?: string },
  ) {
    super(error.message);
  }
}

const invalid = (message: string, code?: string, param?: string) => new StripeFailure(400, { type: 'invalid_request_error', code, message, param });
const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;
const seconds = () => Math.floor(Date.now() / 1000);

export async function startFakeStripe(options: FakeStripeOptions) {
  const sessions = new Map<string, Session>();
  const customers = new Map<string, { id: string; object: 'customer'; email: string | null; metadata: Record<string, string> }>();
  const paymentMethods = new Map<string, PaymentMethod>();
  const intents = new Map<string, PaymentIntent>();
  const setupIntents = new Map<string, SetupIntent>();
  const refunds: Refund[] = [];
  const idempotency = new Map<string, { fingerprint: string; status: number; body: string }>();
  const events: { id: string; type: string; body: string; delivered: number | null }[] = [];
  /** Calls the fake received, for the tests: method, path, the Idempotency-Key sent. */
  const calls: { method: string; path: string; idempotencyKey: string | null }[] = [];
  /** Tests set these to break the service: every API call answered 500 (down), or held until released (slow). */
  const faults = {
    down: false,
    hold: null as Promise<void> | null,
    /** The next refund is made, then its answer held until released: the shop times out after Stripe took the money. */
    holdAfterRefund: null as Promise<void> | null,
    /** Likewise for the next PaymentIntent: the card is charged, the answer lost. */
    holdAfterCharge: null as Promise<void> | null,
  };
  let base = '';

  const known = (params: Params, allowed: Set<string>) => {
    for (const key of Object.keys(params)) if (!allowed.has(key)) throw invalid(`Received unknown parameter: ${key}`, 'parameter_unknown', key);
  };

  const current = (session: Session) => {
    if (session.status === 'open' && session.expires_at <= seconds()) {
      session.status = 'expired';
      session.url = null;
    }
    return session;
  };

  /**
   * Setup mode (docs.stripe.com/payments/save-and-reuse?platform=checkout): no line items nor
   * payment_intent_data, a currency, and a SetupIntent made with the session for the page to confirm.
   */
  function createSetupSession(params: Params): Session {
    if (params.line_items !== undefined) throw invalid('You cannot pass `line_items` in `setup` mode.', 'parameter_unknown', 'line_items');
    if (params.payment_intent_data !== undefined) throw invalid('You cannot pass `payment_intent_data` in `setup` mode.', 'parameter_unknown', 'payment_intent_data');
    if (typeof params.currency !== 'string' || !/^[a-z]{3}$/.test(params.currency)) throw invalid('Missing required param: currency.', 'parameter_missing', 'currency');
    if (typeof params.success_url !== 'string') throw invalid('You must provide a success_url.', 'parameter_missing', 'success_url');
    if (params.customer !== undefined && params.customer_email !== undefined) throw invalid('You may only specify one of these parameters: customer, customer_email.', undefined, 'customer_email');
    if (typeof params.customer === 'string' && !customers.has(params.customer)) throw new StripeFailure(400, { type: 'invalid_request_error', code: 'resource_missing', message: `No such customer: '${params.customer}'`, param: 'customer' });
    const created = seconds();
    const setupIntent: SetupIntent = {
      id: id('seti'), object: 'setup_intent', status: 'requires_payment_method', customer: typeof params.customer === 'string' ? params.customer : null, payment_method: null, usage: 'off_session',
      metadata: ((params.setup_intent_data as { metadata?: Record<string, string> } | undefined)?.metadata ?? {}),
    };
    setupIntents.set(setupIntent.id, setupIntent);
    const sessionId = id('cs');
    const session: Session = {
      id: sessionId, object: 'checkout.session', created, expires_at: created + 24 * 3600, status: 'open', payment_status: 'no_payment_required', payment_intent: null, setup_intent: setupIntent.id,
      amount_total: null, currency: params.currency, success_url: params.success_url, cancel_url: typeof params.cancel_url === 'string' ? params.cancel_url : null, url: `${base}/pay/${sessionId}`,
      customer_email: typeof params.customer_email === 'string' ? params.customer_email : null, client_reference_id: typeof params.client_reference_id === 'string' ? params.client_reference_id : null,
      locale: typeof params.locale === 'string' ? params.locale : null, metadata: (params.metadata ?? {}) as Record<string, string>, mode: 'setup', customer: setupIntent.customer, setup_future_usage: null,
    };
    sessions.set(sessionId, session);
    return session;
  }

  function createSession(params: Params): Session {
    known(params, SESSION_PARAMS);
    if (params.mode === 'setup') return createSetupSession(params);
    if (params.mode !== 'payment') throw invalid('The `mode` parameter is required.', 'parameter_missing', 'mode');
    if (params.setup_intent_data !== undefined) throw invalid('You can only pass `setup_intent_data` in `setup` mode.', 'parameter_unknown', 'setup_intent_data');
    if (typeof params.success_url !== 'string') throw invalid('You must provide a success_url.', 'parameter_missing', 'success_url');
    const items = Object.values((params.line_items ?? {}) as Record<string, { quantity?: string; price_data?: { currency?: string; unit_amount?: string } }>);
    if (items.length === 0) throw invalid('line_items is required in payment mode.', 'parameter_missing', 'line_items');
    let amount = 0;
    for (const item of items) {
      const unit = Number(item.price_data?.unit_amount);
      if (!Number.isInteger(unit) || unit < 0) throw invalid('Invalid integer: unit_amount', 'parameter_invalid_integer', 'line_items[0][price_data][unit_amount]');
      amount += unit * Number(item.quantity ?? 1);
    }
    const created = seconds();
    let expires = created + 24 * 3600;
    if (params.expires_at !== undefined) {
      expires = Number(params.expires_at);
      if (!Number.isInteger(expires)) throw invalid('Invalid integer: expires_at', 'parameter_invalid_integer', 'expires_at');
      // Stripe: "can be anywhere from 30 minutes to 24 hours after Checkout Session creation".
      if (expires < created + 30 * 60 || expires > created + 24 * 3600) {
        throw invalid('The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.', 'parameter_invalid_integer', 'expires_at');
      }
    }
    if (params.customer !== undefined && params.customer_email !== undefined) throw invalid('You may only specify one of these parameters: customer, customer_email.', undefined, 'customer_email');
    if (typeof params.customer === 'string' && !customers.has(params.customer)) throw new StripeFailure(400, { type: 'invalid_request_error', code: 'resource_missing', message: `No such customer: '${params.customer}'`, param: 'customer' });
    const intentData = (params.payment_intent_data ?? {}) as { setup_future_usage?: string };
    if (intentData.setup_future_usage !== undefined && !['on_session', 'off_session'].includes(intentData.setup_future_usage)) throw invalid('Invalid setup_future_usage', 'parameter_invalid_string', 'payment_intent_data[setup_future_usage]');
    const sessionId = id('cs');
    const session: Session = {
      id: sessionId,
      object: 'checkout.session',
      created,
      expires_at: expires,
      status: 'open',
      payment_status: 'unpaid',
      payment_intent: null,
      setup_intent: null,
      amount_total: amount,
      currency: String(items[0].price_data?.currency ?? 'eur'),
      success_url: params.success_url,
      cancel_url: typeof params.cancel_url === 'string' ? params.cancel_url : null,
      url: `${base}/pay/${sessionId}`,
      customer_email: typeof params.customer_email === 'string' ? params.customer_email : null,
      client_reference_id: typeof params.client_reference_id === 'string' ? params.client_reference_id : null,
      locale: typeof params.locale === 'string' ? params.locale : null,
      metadata: (params.metadata ?? {}) as Record<string, string>,
      mode: 'payment',
      customer: typeof params.customer === 'string' ? params.customer : null,
      setup_future_usage: intentData.setup_future_usage ?? null,
    };
    sessions.set(sessionId, session);
    return session;
  }

  const publicMethod = ({ number: _number, ...method }: PaymentMethod) => method;

  /** The error Stripe answers a declined confirmation with: a card_error carrying the PaymentIntent. */
  const cardError = (intent: PaymentIntent, code: string, message: string, decline?: string) => {
    intent.status = 'requires_payment_method';
    intent.last_payment_error = { type: 'card_error', code, ...(decline ? { decline_code: decline } : {}), message };
    return new StripeFailure(402, { type: 'card_error', code, ...(decline ? { decline_code: decline } : {}), message, payment_intent: intent } as never);
  };

  /** A PaymentIntent confirmed at once on a kept card: off_session (the shop alone) or with a return address (the customer there). */
  function createIntent(params: Params): { status: number; json: unknown } {
    known(params, INTENT_PARAMS);
    const amount = Number(params.amount);
    if (!Number.isInteger(amount) || amount < 50) throw invalid('Amount must be at least €0.50 eur', 'amount_too_small', 'amount');
    if (params.off_session !== undefined && params.confirm !== 'true') throw invalid('off_session can only be used when confirm=true.', 'parameter_invalid_string', 'off_session');
    const method = typeof params.payment_method === 'string' ? paymentMethods.get(params.payment_method) : undefined;
    if (!method) throw new StripeFailure(400, { type: 'invalid_request_error', code: 'resource_missing', message: `No such PaymentMethod: '${String(params.payment_method)}'`, param: 'payment_method' });
    if (method.customer === null || method.customer !== params.customer) {
      throw invalid('The provided PaymentMethod was previously used with a PaymentIntent without Customer attachment, shared with a connected account without Customer attachment, or was detached from a Customer. It may not be used again.', undefined, 'payment_method');
    }
    const intent: PaymentIntent = {
      id: id('pi'), object: 'payment_intent', amount, amount_received: 0, currency: String(params.currency ?? 'eur'), status: 'requires_payment_method',
      metadata: (params.metadata ?? {}) as Record<string, string>, customer: method.customer, payment_method: method.id, setup_future_usage: null, last_payment_error: null, next_action: null,
    };
    intents.set(intent.id, intent);
    if (params.confirm !== 'true') return { status: 200, json: intent };
    if (method.number === STRIPE_TEST_CARDS.declinedLater) throw cardError(intent, 'card_declined', 'Your card was declined.', 'generic_decline');
    if (method.number === STRIPE_TEST_CARDS.authenticateAlways) {
      if (params.off_session === 'true') throw cardError(intent, 'authentication_required', 'Your card was declined. This transaction requires authentication.', 'authentication_required');
      if (typeof params.return_url !== 'string') throw invalid('A return_url must be specified.', 'parameter_missing', 'return_url');
      Object.assign(intent, { status: 'requires_action', next_action: { type: 'redirect_to_url', redirect_to_url: { url: `${base}/authenticate/${intent.id}`, return_url: params.return_url } } });
      return { status: 200, json: intent };
    }
    Object.assign(intent, { status: 'succeeded', amount_received: amount });
    return { status: 200, json: intent };
  }

  /** The customer on Stripe's authentication page: confirms (the payment succeeds) or fails it. */
  async function authenticate(intentId: string, succeed: boolean): Promise<string | null> {
    const intent = intents.get(intentId);
    if (!intent || intent.status !== 'requires_action' || !intent.next_action) return null;
    const back = new URL(intent.next_action.redirect_to_url.return_url);
    if (succeed) Object.assign(intent, { status: 'succeeded', amount_received: intent.amount, next_action: null });
    else Object.assign(intent, { status: 'requires_payment_method', next_action: null, last_payment_error: { type: 'card_error', code: 'payment_intent_authentication_failure', message: 'The provided PaymentMethod has failed authentication.' } });
    back.searchParams.set('payment_intent', intent.id);
    back.searchParams.set('redirect_status', succeed ? 'succeeded' : 'failed');
    await emit(succeed ? 'payment_intent.succeeded' : 'payment_intent.payment_failed', intent.id);
    return back.toString();
  }

  const refundedOf = (intent: string) => refunds.filter((r) => r.payment_intent === intent).reduce((sum, r) => sum + r.amount, 0);

  function createRefund(params: Params): Refund {
    known(params, REFUND_PARAMS);
    const intent = typeof params.payment_intent === 'string' ? intents.get(params.payment_intent) : undefined;
    if (!intent) throw new StripeFailure(404, { type: 'invalid_request_error', code: 'resource_missing', message: `No such payment_intent: '${String(params.payment_intent)}'`, param: 'payment_intent' });
    const left = intent.amount_received - refundedOf(intent.id);
    const amount = params.amount === undefined ? left : Number(params.amount);
    if (left <= 0) throw invalid(`Charge for ${intent.id} has already been refunded.`, 'charge_already_refunded');
    if (!Number.isInteger(amount) || amount <= 0) throw invalid('Invalid positive integer', 'parameter_invalid_integer', 'amount');
    if (amount > left) throw invalid(`Refund amount (€${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge (€${(left / 100).toFixed(2)})`, 'amount_too_large', 'amount');
    const refund: Refund = { id: id('re'), object: 'refund', amount, currency: intent.currency, payment_intent: intent.id, status: 'succeeded', metadata: (params.metadata ?? {}) as Record<string, string>, created: seconds() };
    refunds.push(refund);
    return refund;
  }

  /** An event as Stripe posts it: its body, and the Stripe-Signature header made with the endpoint's secret. */
  function signedEvent(type: string, sessionId: string, at: number = seconds()) {
    const session = sessions.get(sessionId);
    // An event of a PaymentIntent (a kept card's payment) carries the intent; the others, their session.
    const object = sessionId.startsWith('pi_') ? intents.get(sessionId) : session ? current(session) : { id: sessionId, object: 'checkout.session' };
    const payload = JSON.stringify({ id: id('evt'), object: 'event', api_version: Stripe.API_VERSION, created: at, livemode: false, type, data: { object } });
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: options.webhookSecret, timestamp: at });
    return { headers: { 'stripe-signature': header, 'content-type': 'application/json' }, body: payload, id: (JSON.parse(payload) as { id: string }).id };
  }

  async function emit(type: string, sessionId: string) {
    const event = signedEvent(type, sessionId);
    const kept = { id: event.id, type, body: event.body, delivered: null as number | null };
    events.push(kept);
    if (options.deliver) kept.delivered = await options.deliver({ headers: event.headers, body: event.body });
  }

  /** The customer pays on the hosted page: a good card completes the session; a declined one leaves it open, as Checkout does. */
  async function pay(sessionId: string, card: string): Promise<{ redirect: string } | { error: string }> {
    const session = sessions.get(sessionId);
    if (!session || current(session).status !== 'open') return { error: 'This Checkout Session is no longer active.' };
    const number = card.replace(/\s+/g, '');
    // The customer on the page passes the authentication the 3184 card asks for; the others below are declined.
    if (![STRIPE_TEST_CARDS.paid, STRIPE_TEST_CARDS.declinedLater, STRIPE_TEST_CARDS.authenticateAlways].includes(number as never)) return { error: 'Your card was declined.' };
    if (session.mode === 'setup') {
      // The card saved on the customer for later use; nothing charged.
      const setupIntent = setupIntents.get(session.setup_intent!)!;
      const saved: PaymentMethod = { id: id('pm'), object: 'payment_method', type: 'card', card: { brand: 'visa', last4: number.slice(-4), exp_month: 12, exp_year: new Date().getUTCFullYear() + 3 }, customer: session.customer, number };
      paymentMethods.set(saved.id, saved);
      Object.assign(setupIntent, { status: 'succeeded', payment_method: saved.id });
      Object.assign(session, { status: 'complete', url: null });
      await emit('checkout.session.completed', sessionId);
      return { redirect: session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id) };
    }
    let method: PaymentMethod | null = null;
    if (session.setup_future_usage && session.customer) {
      method = { id: id('pm'), object: 'payment_method', type: 'card', card: { brand: 'visa', last4: number.slice(-4), exp_month: 12, exp_year: new Date().getUTCFullYear() + 3 }, customer: session.customer, number };
      paymentMethods.set(method.id, method);
    }
    const intent: PaymentIntent = {
      id: id('pi'), object: 'payment_intent', amount: session.amount_total ?? 0, amount_received: session.amount_total ?? 0, currency: session.currency, status: 'succeeded', metadata: session.metadata,
      customer: session.customer, payment_method: method?.id ?? null, setup_future_usage: session.setup_future_usage, last_payment_error: null, next_action: null,
    };
    intents.set(intent.id, intent);
    Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent: intent.id, url: null });
    await emit('checkout.session.completed', sessionId);
    return { redirect: session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id) };
  }

  function page(session: Session | undefined, error?: string) {
    const fr = session?.locale === 'fr';
    const amount = session?.amount_total != null ? new Intl.NumberFormat(fr ? 'fr-FR' : 'en-US', { style: 'currency', currency: 'EUR' }).format(session.amount_total / 100) : '';
    const open = session && current(session).status === 'open';
    return `<!doctype html><html lang="${fr ? 'fr' : 'en'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Stripe Checkout (test)</title></head><body>
<main><h1>${session?.mode === 'setup' ? (fr ? 'Enregistrer une carte' : 'Save a card') : `${fr ? 'Payer' : 'Pay'} ${amount}`}</h1>${error ? `<p role="alert">${error}</p>` : ''}
${open ? `<form method="post"><label for="card">${fr ? 'Numéro de carte' : 'Card number'}</label><input id="card" name="card" inputmode="numeric" autocomplete="off"><button type="submit">${fr ? 'Payer' : 'Pay'}</button></form>${session.cancel_url ? `<a href="${session.cancel_url}">${fr ? 'Retour' : 'Back'}</a>` : ''}` : `<p>${fr ? 'Cette session de paiement n’est plus active.' : 'This Checkout Session is no longer active.'}</p>`}
</main></body></html>`;
  }

  async function api(req: IncomingMessage, url: URL, body: string): Promise<{ status: number; json: unknown }> {
    if (req.headers.authorization !== `Bearer ${options.secretKey}`) {
      throw new StripeFailure(401, { type: 'invalid_request_error', message: `Invalid API Key provided: ${String(req.headers.authorization ?? '').replace(/^Bearer /, '').slice(0, 8)}…` });
    }
    if (faults.down) throw new StripeFailure(500, { type: 'api_error', message: 'An unknown error occurred' });
    if (faults.hold) await faults.hold;
    const params = req.method === 'GET' ? parseForm(url.search.slice(1)) : parseForm(body);
    const path = url.pathname;
    let match: RegExpMatchArray | null;
    if (req.method === 'POST' && path === '/v1/checkout/sessions') return { status: 200, json: createSession(params) };
    if (req.method === 'GET' && (match = path.match(/^\/v1\/checkout\/sessions\/([^/]+)$/))) {
      const session = sessions.get(match[1]);
      if (!session) throw new StripeFailure(404, { type: 'invalid_request_error', code: 'resource_missing', message: `No such checkout.session: '${match[1]}'`, param: 'session' });
      const expand = Object.values((params.expand ?? {}) as Record<string, string>);
      const json: Record<string, unknown> = { ...current(session) };
      // expand[]=payment_intent.payment_method, as Stripe expands it.
      if (expand.some((e) => e.startsWith('payment_intent')) && session.payment_intent) {
        const intent = { ...intents.get(session.payment_intent)! };
        if (expand.includes('payment_intent.payment_method') && typeof intent.payment_method === 'string') intent.payment_method = publicMethod(paymentMethods.get(intent.payment_method)!);
        json.payment_intent = intent;
      }
      // expand[]=setup_intent.payment_method, likewise.
      if (expand.some((e) => e.startsWith('setup_intent')) && session.setup_intent) {
        const setupIntent = { ...setupIntents.get(session.setup_intent)! };
        if (expand.includes('setup_intent.payment_method') && typeof setupIntent.payment_method === 'string') setupIntent.payment_method = publicMethod(paymentMethods.get(setupIntent.payment_method)!);
        json.setup_intent = setupIntent;
      }
      return { status: 200, json };
    }
    if (req.method === 'POST' && (match = path.match(/^\/v1\/checkout\/sessions\/([^/]+)\/expire$/))) {
      known(params, new Set(['expand']));
      const session = sessions.get(match[1]);
      if (!session) throw new StripeFailure(404, { type: 'invalid_request_error', code: 'resource_missing', message: `No such checkout.session: '${match[1]}'`, param: 'session' });
      if (current(session).status !== 'open') throw invalid(`Only Checkout Sessions with a status in [open] can be expired. This Checkout Session has a status of ${session.status}.`);
      Object.assign(session, { status: 'expired', url: null });
      await emit('checkout.session.expired', session.id);
      return { status: 200, json: session };
    }
    if (req.method === 'GET' && (match = path.match(/^\/v1\/payment_intents\/([^/]+)$/))) {
      const intent = intents.get(match[1]);
      if (!intent) throw new StripeFailure(404, { type: 'invalid_request_error', code: 'resource_missing', message: `No such payment_intent: '${match[1]}'`, param: 'intent' });
      return { status: 200, json: intent };
    }
    if (req.method === 'POST' && path === '/v1/customers') {
      known(params, CUSTOMER_PARAMS);
      const customer = { id: id('cus'), object: 'customer' as const, email: typeof params.email === 'string' ? params.email : null, metadata: (params.metadata ?? {}) as Record<string, string> };
      customers.set(customer.id, customer);
      return { status: 200, json: customer };
    }
    if (req.method === 'POST' && path === '/v1/payment_intents') {
      const intent = createIntent(params);
      if (faults.holdAfterCharge) {
        const held = faults.holdAfterCharge;
        faults.holdAfterCharge = null;
        await held;
      }
      return intent;
    }
    if (req.method === 'POST' && (match = path.match(/^\/v1\/payment_intents\/([^/]+)\/confirm$/))) {
      known(params, new Set(['payment_method', 'return_url', 'off_session', 'expand']));
      const intent = intents.get(match[1]);
      if (!intent) throw new StripeFailure(404, { type: 'invalid_request_error', code: 'resource_missing', message: `No such payment_intent: '${match[1]}'`, param: 'intent' });
      if (intent.status !== 'requires_payment_method') throw invalid(`You cannot confirm this PaymentIntent because it has a status of ${intent.status}.`, 'payment_intent_unexpected_state');
      if (typeof params.return_url !== 'string') throw invalid('A return_url must be specified because this Payment Intent is configured to automatically accept the payment methods enabled in the Dashboard.', 'parameter_missing', 'return_url');
      Object.assign(intent, { status: 'requires_action', next_action: { type: 'redirect_to_url', redirect_to_url: { url: `${base}/authenticate/${intent.id}`, return_url: params.return_url } } });
      return { status: 200, json: intent };
    }
    if (req.method === 'POST' && (match = path.match(/^\/v1\/payment_methods\/([^/]+)\/detach$/))) {
      const method = paymentMethods.get(match[1]);
      if (!method) throw new StripeFailure(404, { type: 'invalid_request_error', code: 'resource_missing', message: `No such PaymentMethod: '${match[1]}'`, param: 'payment_method' });
      if (!method.customer) throw invalid('The payment method you provided is not attached to a customer so detachment is impossible.');
      method.customer = null;
      return { status: 200, json: publicMethod(method) };
    }
    if (req.method === 'POST' && path === '/v1/refunds') {
      const refund = createRefund(params);
      if (faults.holdAfterRefund) {
        const held = faults.holdAfterRefund;
        faults.holdAfterRefund = null;
        await held;
      }
      return { status: 200, json: refund };
    }
    if (req.method === 'GET' && path === '/v1/refunds') {
      const data = refunds.filter((r) => params.payment_intent === undefined || r.payment_intent === params.payment_intent).reverse();
      return { status: 200, json: { object: 'list', data, has_more: false, url: '/v1/refunds' } };
    }
    throw new StripeFailure(404, { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${path}).` });
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', base);
    const send = (status: number, type: string, text: string, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': type, ...headers });
      res.end(text);
    };

    const hosted = url.pathname.match(/^\/pay\/([^/]+)$/);
    if (hosted) {
      if (req.method === 'POST') {
        const paid = await pay(hosted[1], new URLSearchParams(body).get('card') ?? '');
        if ('redirect' in paid) return send(303, 'text/plain', '', { location: paid.redirect });
        return send(402, 'text/html; charset=utf-8', page(sessions.get(hosted[1]), paid.error));
      }
      const session = sessions.get(hosted[1]);
      return send(session ? 200 : 404, 'text/html; charset=utf-8', page(session));
    }

    const authenticating = url.pathname.match(/^\/authenticate\/([^/]+)$/);
    if (authenticating) {
      if (req.method === 'POST') {
        const back = await authenticate(authenticating[1], new URLSearchParams(body).get('action') !== 'fail');
        return back ? send(303, 'text/plain', '', { location: back }) : send(404, 'text/plain', 'No such authentication.');
      }
      const intent = intents.get(authenticating[1]);
      if (!intent || intent.status !== 'requires_action') return send(404, 'text/plain', 'No such authentication.');
      return send(200, 'text/html; charset=utf-8', `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>3D Secure (test)</title></head><body><main><h1>3D Secure</h1><p>${(intent.amount / 100).toFixed(2)} EUR</p><form method="post"><button type="submit" name="action" value="complete">Complete</button><button type="submit" name="action" value="fail">Fail</button></form></main></body></html>`);
    }

    const key = typeof req.headers['idempotency-key'] === 'string' ? req.headers['idempotency-key'] : null;
    calls.push({ method: req.method ?? 'GET', path: url.pathname, idempotencyKey: key });
    const fingerprint = `${req.method} ${url.pathname} ${body}`;
    const scoped = key ? `${options.secretKey}:${key}` : null;
    if (scoped && req.method === 'POST') {
      const seen = idempotency.get(scoped);
      if (seen && seen.fingerprint !== fingerprint) {
        return send(400, 'application/json', JSON.stringify({ error: { type: 'idempotency_error', message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.` } }));
      }
      if (seen) return send(seen.status, 'application/json', seen.body, { 'idempotent-replayed': 'true' });
    }
    let status: number;
    let answer: string;
    try {
      const result = await api(req, url, body);
      status = result.status;
      answer = JSON.stringify(result.json);
    } catch (error) {
      if (!(error instanceof StripeFailure)) throw error;
      status = error.status;
      answer = JSON.stringify({ error: error.error });
    }
    // Stripe keeps the first answer of a key (errors of validation included), not those of its own failures (5xx).
    if (scoped && req.method === 'POST' && status < 500) idempotency.set(scoped, { fingerprint, status, body: answer });
    send(status, 'application/json', answer, { 'request-id': id('req') });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { type: 'api_error', message: String(error) } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    base,
    sessions,
    intents,
    setupIntents,
    refunds,
    events,
    calls,
    faults,
    refundedOf,
    signedEvent,
    pay,
    customers,
    paymentMethods,
    authenticate,
    /** The card deleted at Stripe (the estate's dashboard, or Stripe itself): its PaymentMethod is gone. */
    deleteCard(paymentMethod: string) {
      paymentMethods.delete(paymentMethod);
    },
    /** PaymentIntents that took money, for a payment the shop knows by its metadata. */
    chargesOf(shopCharge: string) {
      return [...intents.values()].filter((intent) => intent.metadata.shop_charge === shopCharge && intent.status === 'succeeded');
    },
    /** Stripe's clock passing a session's end: it expires, and its event goes out. */
    async expire(sessionId: string) {
      const session = sessions.get(sessionId);
      if (session?.status === 'open') Object.assign(session, { status: 'expired', url: null });
      await emit('checkout.session.expired', sessionId);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
