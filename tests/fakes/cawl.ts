import { randomBytes } from 'node:crypto';
import type { Client } from 'onlinepayments-sdk-nodejs';

// A stand-in for Worldline's Online Payments client (CAWL), as far as the shop uses it: hosted
// checkouts (with card-on-file tokenisation of a first, authenticated payment), payments with a
// token (the "subsequent" unscheduled card-on-file payments), tokens and refunds. It answers as the
// SDK does (`{ status, isSuccess, body }`) with the bodies of Worldline's API reference
// (docs.direct.worldline-solutions.com: CreateHostedCheckout, GetHostedCheckout, CreatePayment,
// GetPayment, DeleteToken; "Card On File" properties; idempotent requests with X-GCS-Idempotence-Key)
// and refuses what Worldline refuses: a token it does not have (404), a subsequent merchant-initiated
// payment without its flags or on a token whose first payment was not authenticated, the same
// idempotence key with another request. A card kept without payment is a zero-amount hosted checkout
// that only authorises (PRE_AUTHORIZATION) and tokenises: Worldline keeps cards only from a
// transaction, and a zero amount captured (SALE) or not tokenised is refused.

/** Worldline's test cards as the fake reads them: paid; kept then declined later; kept then asks for the cardholder later. */
export const CAWL_TEST_CARDS = { paid: '4242424242424242', declinedLater: '4000000000000341', authenticateLater: '4000002760003184' } as const;

interface Checkout {
  id: string;
  RETURNMAC: string;
  body: Record<string, unknown>;
  status: 'IN_PROGRESS' | 'PAYMENT_CREATED' | 'CANCELLED_BY_CONSUMER';
  paymentId: string | null;
}

interface Token {
  id: string;
  number: string;
  expiryDate: string;
  /** The scheme's id of the first payment, made with strong customer authentication. */
  schemeReferenceData: string;
  authenticated: boolean;
}

interface Payment {
  id: string;
  amount: number;
  /** PENDING_MERCHANT: authorised, nothing captured (status PENDING_CAPTURE, code 5), as a zero-amount verification ends. */
  statusCategory: 'COMPLETED' | 'UNSUCCESSFUL' | 'PENDING_CONNECT_OR_3RD_PARTY' | 'PENDING_MERCHANT';
  RETURNMAC: string | null;
  merchantReference: string;
}

type Answer = { status: number; isSuccess: boolean; body: unknown };
const ok = (status: number, body: unknown): Answer => ({ status, isSuccess: true, body });
const refuse = (status: number, errorCode: string, id: string, message: string, extra: Record<string, unknown> = {}): Answer => ({
  status,
  isSuccess: false,
  body: { errorId: randomBytes(8).toString('hex'), errors: [{ errorCode, id, message, httpStatusCode: status, category: 'PAYMENT_PLATFORM_ERROR' }], ...extra },
});
const hex = (n: number) => randomBytes(n).toString('hex');
const digits = () => String(Math.floor(1e9 + Math.random() * 9e9));

export function createFakeCawl() {
  const checkouts = new Map<string, Checkout>();
  const tokens = new Map<string, Token>();
  const payments = new Map<string, Payment>();
  const idempotence = new Map<string, { fingerprint: string; answer: Answer }>();
  const calls: { operation: string; body: unknown; idempotenceKey: string | null }[] = [];
  const faults = { down: false, /** The next payment is made, then the call fails: the shop's answer is lost. */ loseNextPaymentAnswer: false };

  /** Worldline keeps the first answer of a key; the same key with another request is refused. */
  async function once(operation: string, body: unknown, context: { idempotence?: { key: string } } | null | undefined, work: () => Answer): Promise<Answer> {
    const key = context?.idempotence?.key ?? null;
    calls.push({ operation, body, idempotenceKey: key });
    if (faults.down) throw new Error('connect ECONNREFUSED (fake CAWL down)');
    const fingerprint = `${operation} ${JSON.stringify(body)}`;
    if (key) {
      const seen = idempotence.get(key);
      if (seen && seen.fingerprint !== fingerprint) return refuse(409, '1409', 'DUPLICATE_REQUEST_IN_PROGRESS', 'The idempotence key was used with another request.');
      if (seen) return seen.answer;
    }
    const answer = work();
    if (key && answer.status < 500) idempotence.set(key, { fingerprint, answer });
    return answer;
  }

  const paymentBody = (payment: Payment, token?: Token) => ({
    id: payment.id,
    status: payment.statusCategory === 'COMPLETED' ? 'CAPTURED' : payment.statusCategory === 'UNSUCCESSFUL' ? 'REJECTED' : 'PENDING_CAPTURE',
    statusOutput: { statusCategory: payment.statusCategory },
    paymentOutput: {
      amountOfMoney: { amount: payment.amount, currencyCode: 'EUR' },
      references: { merchantReference: payment.merchantReference },
      ...(token ? { cardPaymentMethodSpecificOutput: { paymentProductId: 1, token: token.id, schemeReferenceData: token.schemeReferenceData, card: { cardNumber: `************${token.number.slice(-4)}`, expiryDate: token.expiryDate } } } : {}),
    },
  });

  const client = {
    hostedCheckout: {
      createHostedCheckout: (_merchant: string, body: Record<string, unknown>, context?: { idempotence?: { key: string } } | null) =>
        once('createHostedCheckout', body, context, () => {
          const card = (body.cardPaymentMethodSpecificInput ?? {}) as Record<string, unknown>;
          // Worldline: "Make sure not to send tokenize when using the token".
          if (card.tokenize && card.token) return refuse(400, '1002', 'PARAMETER_NOT_ALLOWED', 'tokenize cannot be sent with token');
          if (card.tokenize && card.unscheduledCardOnFileSequenceIndicator !== 'first') return refuse(400, '1003', 'INVALID_VALUE', 'a card kept on file starts with the "first" payment');
          const amount = (body.order as { amountOfMoney?: { amount?: number } })?.amountOfMoney?.amount;
          if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 0) return refuse(400, '1003', 'INVALID_VALUE', 'order.amountOfMoney.amount');
          // A zero amount only verifies a card to keep: authorised, never captured.
          if (amount === 0 && (card.authorizationMode !== 'PRE_AUTHORIZATION' || !card.tokenize)) return refuse(400, '1003', 'INVALID_VALUE', 'a zero amount is a card verification: authorizationMode PRE_AUTHORIZATION with tokenize');
          const checkout: Checkout = { id: digits(), RETURNMAC: hex(16), body, status: 'IN_PROGRESS', paymentId: null };
          checkouts.set(checkout.id, checkout);
          return ok(201, { hostedCheckoutId: checkout.id, RETURNMAC: checkout.RETURNMAC, redirectUrl: `https://payment.preprod.cawl-solutions.fr/hostedcheckout/${checkout.id}`, merchantReference: (body.order as { references?: { merchantReference?: string } })?.references?.merchantReference });
        }),
      getHostedCheckout: async (_merchant: string, id: string) => {
        if (faults.down) throw new Error('connect ECONNREFUSED (fake CAWL down)');
        const checkout = checkouts.get(id);
        if (!checkout) return refuse(404, '1004', 'UNKNOWN_HOSTED_CHECKOUT', 'unknown hosted checkout');
        if (checkout.status === 'CANCELLED_BY_CONSUMER') return ok(200, { status: 'CANCELLED_BY_CONSUMER' });
        if (checkout.status !== 'PAYMENT_CREATED' || !checkout.paymentId) return ok(200, { status: 'IN_PROGRESS' });
        const payment = payments.get(checkout.paymentId)!;
        const token = [...tokens.values()].find((t) => t.schemeReferenceData === `srd-${payment.id}`) ?? tokens.get(String((checkout.body.cardPaymentMethodSpecificInput as { token?: string })?.token ?? ''));
        return ok(200, { status: 'PAYMENT_CREATED', createdPaymentOutput: { paymentStatusCategory: payment.statusCategory === 'COMPLETED' || payment.statusCategory === 'PENDING_MERCHANT' ? 'SUCCESSFUL' : 'REJECTED', payment: paymentBody(payment, token) } });
      },
    },
    payments: {
      createPayment: (_merchant: string, body: Record<string, unknown>, context?: { idempotence?: { key: string } } | null) =>
        once('createPayment', body, context, () => {
          const card = (body.cardPaymentMethodSpecificInput ?? {}) as Record<string, string | undefined>;
          const order = body.order as { amountOfMoney: { amount: number }; references: { merchantReference: string } };
          const token = card.token ? tokens.get(card.token) : undefined;
          if (!token) return refuse(404, '40001137', 'TOKEN_NOT_FOUND', 'The token does not exist');
          if (card.unscheduledCardOnFileSequenceIndicator !== 'subsequent') return refuse(400, '1003', 'INVALID_VALUE', 'a payment with a token is "subsequent"');
          const merchantInitiated = card.unscheduledCardOnFileRequestor === 'merchantInitiated';
          if (merchantInitiated && card.initialSchemeTransactionId !== token.schemeReferenceData) return refuse(400, '1003', 'INVALID_VALUE', 'initialSchemeTransactionId does not name the first payment of this token');
          if (merchantInitiated && !token.authenticated) return refuse(402, '40001134', 'AUTHENTICATION_REQUIRED', 'The first payment of this token was not made with strong customer authentication');
          if (!merchantInitiated && card.unscheduledCardOnFileRequestor !== 'cardholderInitiated') return refuse(400, '1003', 'INVALID_VALUE', 'unscheduledCardOnFileRequestor');
          const payment: Payment = { id: `${digits()}_0`, amount: order.amountOfMoney.amount, statusCategory: 'COMPLETED', RETURNMAC: null, merchantReference: order.references.merchantReference };
          payments.set(payment.id, payment);
          if (token.number === CAWL_TEST_CARDS.declinedLater) {
            payment.statusCategory = 'UNSUCCESSFUL';
            return refuse(402, '30511001', 'DO_NOT_HONOR', 'Declined by the issuer', { paymentResult: { payment: paymentBody(payment) } });
          }
          if (token.number === CAWL_TEST_CARDS.authenticateLater) {
            payment.statusCategory = 'PENDING_CONNECT_OR_3RD_PARTY';
            // Without the cardholder, the issuer's soft decline; with them, the 3-D Secure redirection.
            if (merchantInitiated) {
              payment.statusCategory = 'UNSUCCESSFUL';
              return refuse(402, '40001134', 'AUTHENTICATION_REQUIRED', 'Authentication required by the issuer (soft decline)', { paymentResult: { payment: paymentBody(payment) } });
            }
            payment.RETURNMAC = hex(16);
            return ok(201, { payment: paymentBody(payment), merchantAction: { actionType: 'REDIRECT', redirectData: { redirectURL: `https://payment.preprod.cawl-solutions.fr/3ds/${payment.id}`, RETURNMAC: payment.RETURNMAC } } });
          }
          return ok(201, { payment: paymentBody(payment), creationOutput: { token: token.id, isNewToken: false } });
        }).then((answer) => {
          if (faults.loseNextPaymentAnswer) {
            faults.loseNextPaymentAnswer = false;
            throw new Error('socket hang up (fake CAWL: the payment was made, its answer lost)');
          }
          return answer;
        }),
      getPayment: async (_merchant: string, id: string) => {
        const payment = payments.get(id);
        return payment ? ok(200, paymentBody(payment)) : refuse(404, '1004', 'UNKNOWN_PAYMENT_ID', 'unknown payment');
      },
      refundPayment: async (_merchant: string, paymentId: string) => ok(201, { id: `${paymentId}-refund`, status: 'REFUND_REQUESTED' }),
    },
    tokens: {
      deleteToken: async (_merchant: string, id: string) => {
        if (faults.down) throw new Error('connect ECONNREFUSED (fake CAWL down)');
        return tokens.delete(id) ? ok(204, null) : refuse(404, '40001137', 'TOKEN_NOT_FOUND', 'The token does not exist');
      },
    },
  };

  return {
    client: client as unknown as Client,
    checkouts,
    tokens,
    payments,
    calls,
    faults,
    /** The customer pays on the hosted page with a test card: the payment made, and the card tokenised if asked. */
    pay(checkoutId: string, number: string = CAWL_TEST_CARDS.paid) {
      const checkout = checkouts.get(checkoutId);
      if (!checkout) throw new Error(`no hosted checkout ${checkoutId}`);
      const order = checkout.body.order as { amountOfMoney: { amount: number }; references: { merchantReference: string } };
      const card = (checkout.body.cardPaymentMethodSpecificInput ?? {}) as Record<string, unknown>;
      if (checkout.status !== 'IN_PROGRESS') throw new Error(`hosted checkout ${checkoutId} is no longer open`);
      // A zero amount is authorised only (PENDING_CAPTURE): a card verification takes nothing.
      const payment: Payment = { id: `${digits()}_0`, amount: order.amountOfMoney.amount, statusCategory: order.amountOfMoney.amount === 0 ? 'PENDING_MERCHANT' : 'COMPLETED', RETURNMAC: null, merchantReference: order.references.merchantReference };
      payments.set(payment.id, payment);
      if (card.tokenize) {
        const authenticated = (card.threeDSecure as { challengeIndicator?: string } | undefined)?.challengeIndicator === 'challenge-required';
        tokens.set(hex(16), { id: '', number, expiryDate: `12${String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0')}`, schemeReferenceData: `srd-${payment.id}`, authenticated });
        const [key] = [...tokens.entries()].at(-1)!;
        tokens.get(key)!.id = key;
      }
      Object.assign(checkout, { status: 'PAYMENT_CREATED', paymentId: payment.id });
      return { hostedCheckoutId: checkout.id, RETURNMAC: checkout.RETURNMAC };
    },
    /** The customer leaves the hosted page by its cancel button: Worldline sends them back, the checkout cancelled. */
    cancel(checkoutId: string) {
      const checkout = checkouts.get(checkoutId);
      if (!checkout) throw new Error(`no hosted checkout ${checkoutId}`);
      if (checkout.status === 'IN_PROGRESS') checkout.status = 'CANCELLED_BY_CONSUMER';
      return { hostedCheckoutId: checkout.id, RETURNMAC: checkout.RETURNMAC };
    },
    /** The payment whose 3-D Secure redirection the customer completes. */
    authenticate(paymentId: string) {
      const payment = payments.get(paymentId);
      if (payment) payment.statusCategory = 'COMPLETED';
      return { paymentId, RETURNMAC: payment?.RETURNMAC ?? '' };
    },
  };
}

export type FakeCawl = ReturnType<typeof createFakeCawl>;
