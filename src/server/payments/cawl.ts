import onlinePayments, { type Client } from 'onlinepayments-sdk-nodejs';
import type { CardHandle, CardSetupOutcome, CardSetupPage, CardSetupRequest, ChargeOutcome, Checkout, CheckoutOrder, ExpectedReturn, KeptCardAtProvider, KeptCardCharge, PaymentProvider, ProviderPayment, ProviderStatus, RefundOrder, VerifiedEvent } from './provider';
import { sameSignature } from './signature';

// Worldline Online Payments (CAWL) hosted checkout, through its official SDK. The customer pays on
// Worldline's page and comes back with hostedCheckoutId and RETURNMAC; the status is then fetched
// from Worldline. Webhooks are signed (X-GCS-Signature, HMAC-SHA256 of the body with the secret
// named by X-GCS-KeyId) and checked by the SDK before anything is read from them.

/** The merchant account, from the CAWL_* settings (config.ts). */
export interface CawlSettings {
  merchantId: string;
  apiKey: string;
  apiSecret: string;
  webhookKeyId: string;
  webhookSecret: string;
  /** The API host: payment.preprod.cawl-solutions.fr for tests, payment.cawl-solutions.fr in production. */
  endpoint: string;
}

/** Worldline's status category of a payment, in the shop's words. */
export function statusOfCategory(category: string | null | undefined): ProviderStatus {
  switch (category) {
    case 'COMPLETED':
    case 'SUCCESSFUL':
      return 'PAID';
    case 'UNSUCCESSFUL':
    case 'REJECTED':
      return 'FAILED';
    case 'REVERSED':
    case 'REFUNDED':
      return 'CANCELLED';
    default:
      return 'PENDING';
  }
}

/** A hosted checkout's status: its payment's category once created, else where the customer stands. */
export function statusOfCheckout(checkout: { status?: string | null; createdPaymentOutput?: { paymentStatusCategory?: string | null; payment?: { id?: string | null } | null } | null }): ProviderPayment {
  const paymentId = checkout.createdPaymentOutput?.payment?.id ?? null;
  if (checkout.status === 'PAYMENT_CREATED') return { status: statusOfCategory(checkout.createdPaymentOutput?.paymentStatusCategory), paymentId };
  if (checkout.status === 'CANCELLED_BY_CONSUMER') return { status: 'CANCELLED', paymentId };
  if (checkout.status === 'CLIENT_NOT_ELIGIBLE_FOR_SELECTED_PAYMENT_PRODUCT') return { status: 'FAILED', paymentId };
  return { status: 'PENDING', paymentId };
}

/**
 * Minutes the hosted page may stay open (Worldline's sessionTimeout, 1 to 1440): it closes two minutes
 * before the order's hold ends, so that a card typed at the last moment is through before the stock goes.
 */
export function sessionMinutes(expiresAt: Date, now: Date): number {
  return Math.min(1440, Math.max(1, Math.floor((expiresAt.getTime() - now.getTime()) / 60_000) - 2));
}

/** Worldline's payment product ids of the cards, as a person names them. */
const PRODUCTS: Record<number, string> = { 1: 'Visa', 2: 'American Express', 3: 'Mastercard', 117: 'Maestro', 130: 'CB' };

/** Worldline's refusal that asks for the cardholder (a soft decline: strong authentication wanted). */
const AUTHENTICATION_WANTED = new Set(['40001134', '40001135', 'AUTHENTICATION_REQUIRED']);
/** Worldline's refusal of a token it no longer has. */
const TOKEN_GONE = new Set(['40001137', 'TOKEN_NOT_FOUND', 'UNKNOWN_TOKEN']);

/** A payment made with a kept card is known by its payment id (digits, an underscore, digits); a hosted page by its checkout id. */
const isPaymentId = (reference: string) => /^\d+_\d+$/.test(reference);

export function createCawlProvider(settings: CawlSettings, client: Client = onlinePayments.init({
  host: settings.endpoint,
  scheme: 'https',
  port: 443,
  enableLogging: false,
  integrator: 'Domaine shop',
  apiKeyId: settings.apiKey,
  secretApiKey: settings.apiSecret,
})): PaymentProvider {
  const webhooks = onlinePayments.webhooks.init({
    getSecretKey: async (keyId) => {
      if (keyId !== settings.webhookKeyId) throw new Error(`unknown webhook key ${keyId}`);
      return settings.webhookSecret;
    },
  });

  const provider: PaymentProvider = {
    name: 'cawl',
    async createCheckout(order: CheckoutOrder): Promise<Checkout> {
      const response = await client.hostedCheckout.createHostedCheckout(settings.merchantId, {
        order: {
          amountOfMoney: { amount: order.total, currencyCode: 'EUR' },
          references: { merchantReference: order.number },
          customer: { contactDetails: { emailAddress: order.email }, locale: order.lang === 'fr_FR' ? 'fr_FR' : 'en_GB' },
        },
        cardPaymentMethodSpecificInput: {
          authorizationMode: 'SALE',
          // A card to keep: tokenised on this first payment, flagged the first of unscheduled card-on-file
          // payments and authenticated (SCA), so that later payments without the customer may refer to it.
          ...(order.keepCard
            ? { tokenize: true, unscheduledCardOnFileRequestor: 'cardholderInitiated', unscheduledCardOnFileSequenceIndicator: 'first', threeDSecure: { challengeIndicator: 'challenge-required' } }
            : {}),
        },
        hostedCheckoutSpecificInput: {
          returnUrl: order.returnUrl,
          locale: order.lang === 'fr_FR' ? 'fr_FR' : 'en_GB',
          showResultPage: false,
          sessionTimeout: sessionMinutes(order.expiresAt, new Date()),
        },
      });
      if (!response.isSuccess || !response.body.hostedCheckoutId || !response.body.redirectUrl) {
        throw new Error(`CAWL refused the hosted checkout (${response.status})`);
      }
      return { reference: response.body.hostedCheckoutId, redirectUrl: response.body.redirectUrl, returnMac: response.body.RETURNMAC ?? null };
    },
    async verifyReturn(query: Record<string, string>, expected: ExpectedReturn) {
      if (!expected.returnMac) return null;
      // Back from authenticating a kept card's payment: Worldline adds paymentId and RETURNMAC.
      if (isPaymentId(expected.reference)) return query.paymentId === expected.reference && sameSignature(query.RETURNMAC, expected.returnMac) ? expected.reference : null;
      if (query.hostedCheckoutId !== expected.reference) return null;
      return sameSignature(query.RETURNMAC, expected.returnMac) ? expected.reference : null;
    },
    async fetchStatus(reference: string): Promise<ProviderPayment> {
      if (isPaymentId(reference)) {
        const paid = await client.payments.getPayment(settings.merchantId, reference);
        if (!paid.isSuccess) throw new Error(`CAWL did not give the payment status (${paid.status})`);
        return { status: statusOfCategory(paid.body.statusOutput?.statusCategory), paymentId: reference };
      }
      const response = await client.hostedCheckout.getHostedCheckout(settings.merchantId, reference);
      if (!response.isSuccess) throw new Error(`CAWL did not give the checkout status (${response.status})`);
      return statusOfCheckout(response.body);
    },
    async verifyNotification(headers: Record<string, string>, body: string): Promise<VerifiedEvent | null> {
      // unmarshal checks the signature first and throws on a wrong one.
      const event = await webhooks.unmarshal(body, headers).catch(() => null);
      const reference = event?.payment?.hostedCheckoutSpecificOutput?.hostedCheckoutId;
      if (!event?.id || !reference) return null;
      return { notificationId: event.id, reference, status: statusOfCategory(event.payment?.statusOutput?.statusCategory), paymentId: event.payment?.id ?? null };
    },
    async refund(refund: RefundOrder) {
      const paymentId = refund.paymentId ?? (await provider.fetchStatus(refund.reference)).paymentId;
      if (!paymentId) throw new Error(`CAWL has no payment for checkout ${refund.reference} to refund`);
      const response = await client.payments.refundPayment(settings.merchantId, paymentId, {
        amountOfMoney: { amount: refund.amount, currencyCode: 'EUR' },
        references: { merchantReference: refund.number },
      });
      if (!response.isSuccess || !response.body.id) throw new Error(`CAWL refused the refund of ${paymentId} (${response.status})`);
      return { reference: response.body.id };
    },
    async keptCardOf(reference: string): Promise<KeptCardAtProvider | null> {
      if (isPaymentId(reference)) return null;
      const response = await client.hostedCheckout.getHostedCheckout(settings.merchantId, reference);
      if (!response.isSuccess) throw new Error(`CAWL did not give the checkout (${response.status})`);
      const paid = response.body.createdPaymentOutput?.payment;
      const output = paid?.paymentOutput?.cardPaymentMethodSpecificOutput;
      const expiry = output?.card?.expiryDate ?? '';
      const last4 = (output?.card?.cardNumber ?? '').slice(-4);
      if (statusOfCheckout(response.body).status !== 'PAID' || !output?.token || !/^\d{4}$/.test(expiry) || !/^\d{4}$/.test(last4)) return null;
      return {
        customerReference: null,
        cardReference: output.token,
        // Later payments refer to the first one, authenticated, by the scheme's id of it.
        firstPaymentReference: output.schemeReferenceData ?? output.initialSchemeTransactionId ?? paid?.id ?? null,
        brand: PRODUCTS[output.paymentProductId ?? 0] ?? 'Carte',
        last4,
        expMonth: Number(expiry.slice(0, 2)),
        expYear: 2000 + Number(expiry.slice(2)),
      };
    },
    /**
     * A payment with the token: "subsequent" of the unscheduled card-on-file payments, merchant-initiated
     * and linked to the first (authenticated) payment when the shop charges alone, cardholder-initiated
     * with a return address when the customer clicked. The idempotence key and the merchant reference
     * derive from the shop's charge: asked again, Worldline answers the same payment.
     */
    async chargeKeptCard(charge: KeptCardCharge): Promise<ChargeOutcome> {
      const reference = `charge-${charge.chargeKey}`;
      const response = await client.payments.createPayment(
        settings.merchantId,
        {
          order: { amountOfMoney: { amount: charge.amount, currencyCode: 'EUR' }, references: { merchantReference: reference, descriptor: charge.label.slice(0, 22) }, customer: { contactDetails: { emailAddress: charge.email }, locale: charge.lang === 'fr_FR' ? 'fr_FR' : 'en_GB' } },
          cardPaymentMethodSpecificInput: {
            authorizationMode: 'SALE',
            token: charge.card.cardReference,
            unscheduledCardOnFileSequenceIndicator: 'subsequent',
            ...(charge.customerPresent
              ? { unscheduledCardOnFileRequestor: 'cardholderInitiated', returnUrl: charge.returnUrl, threeDSecure: { redirectionData: { returnUrl: charge.returnUrl } } }
              : { unscheduledCardOnFileRequestor: 'merchantInitiated', transactionChannel: 'ECOMMERCE', initialSchemeTransactionId: charge.card.firstPaymentReference }),
          },
        },
        { idempotence: { key: `kept-card-charge-${charge.chargeKey}` } },
      );
      if (response.isSuccess) {
        const body = response.body;
        const id = body.payment?.id ?? null;
        const redirect = body.merchantAction?.actionType === 'REDIRECT' ? body.merchantAction.redirectData : null;
        if (id && redirect?.redirectURL) return { status: 'AUTHENTICATION_REQUIRED', reference: id, authenticateUrl: redirect.redirectURL, returnMac: redirect.RETURNMAC ?? null };
        const status = statusOfCategory(body.payment?.statusOutput?.statusCategory);
        if (id && status === 'PAID') return { status: 'PAID', reference: id };
        if (status === 'FAILED') return { status: 'DECLINED', reference: id, reason: body.payment?.statusOutput?.errors?.[0]?.errorCode ?? 'declined' };
        throw new Error(`CAWL left the payment ${id} ${body.payment?.status}`);
      }
      const errors = (response.body as { errors?: { errorCode?: string | null; id?: string | null }[] | null; paymentResult?: { payment?: { id?: string | null } | null } | null }) ?? {};
      const codes = (errors.errors ?? []).flatMap((e) => [e.errorCode ?? '', e.id ?? '']);
      const paymentId = errors.paymentResult?.payment?.id ?? null;
      if (codes.some((code) => TOKEN_GONE.has(code)) || response.status === 404) return { status: 'DECLINED', reference: paymentId, reason: 'card_missing', cardGone: true };
      if (codes.some((code) => AUTHENTICATION_WANTED.has(code))) {
        // The bank wants the cardholder: Worldline's hosted page, the kept card chosen, authenticates this payment.
        const page = await client.hostedCheckout.createHostedCheckout(
          settings.merchantId,
          {
            order: { amountOfMoney: { amount: charge.amount, currencyCode: 'EUR' }, references: { merchantReference: reference }, customer: { contactDetails: { emailAddress: charge.email }, locale: charge.lang === 'fr_FR' ? 'fr_FR' : 'en_GB' } },
            cardPaymentMethodSpecificInput: { authorizationMode: 'SALE', token: charge.card.cardReference, unscheduledCardOnFileRequestor: 'cardholderInitiated', unscheduledCardOnFileSequenceIndicator: 'subsequent' },
            hostedCheckoutSpecificInput: { returnUrl: charge.returnUrl, locale: charge.lang === 'fr_FR' ? 'fr_FR' : 'en_GB', showResultPage: false, sessionTimeout: 1440, tokens: charge.card.cardReference },
          },
          { idempotence: { key: `kept-card-authenticate-${charge.chargeKey}` } },
        );
        if (!page.isSuccess || !page.body.hostedCheckoutId || !page.body.redirectUrl) throw new Error(`CAWL refused the authentication page (${page.status})`);
        return { status: 'AUTHENTICATION_REQUIRED', reference: page.body.hostedCheckoutId, authenticateUrl: page.body.redirectUrl, returnMac: page.body.RETURNMAC ?? null };
      }
      if (response.status === 402 || codes.length > 0) return { status: 'DECLINED', reference: paymentId, reason: codes.find((code) => code !== '') ?? 'declined' };
      throw new Error(`CAWL did not take the payment (${response.status})`);
    },
    /**
     * Worldline keeps a card only from a transaction: the hosted checkout of a zero amount, an
     * authorisation only (PRE_AUTHORIZATION, nothing captured), tokenised and flagged the first of the
     * card-on-file payments, with strong authentication asked, so that later payments may refer to it.
     */
    async createCardSetup(setup: CardSetupRequest): Promise<CardSetupPage> {
      const locale = setup.lang === 'fr_FR' ? 'fr_FR' : 'en_GB';
      const response = await client.hostedCheckout.createHostedCheckout(
        settings.merchantId,
        {
          order: { amountOfMoney: { amount: 0, currencyCode: 'EUR' }, references: { merchantReference: `card-setup-${setup.key}` }, customer: { contactDetails: { emailAddress: setup.email }, locale } },
          cardPaymentMethodSpecificInput: {
            authorizationMode: 'PRE_AUTHORIZATION',
            tokenize: true,
            unscheduledCardOnFileRequestor: 'cardholderInitiated',
            unscheduledCardOnFileSequenceIndicator: 'first',
            threeDSecure: { challengeIndicator: 'challenge-required' },
          },
          hostedCheckoutSpecificInput: { returnUrl: setup.returnUrl, locale, showResultPage: false, sessionTimeout: 60 },
        },
        { idempotence: { key: `card-setup-${setup.key}` } },
      );
      if (!response.isSuccess || !response.body.hostedCheckoutId || !response.body.redirectUrl) throw new Error(`CAWL refused the card-setup checkout (${response.status})`);
      return { reference: response.body.hostedCheckoutId, redirectUrl: response.body.redirectUrl, returnMac: response.body.RETURNMAC ?? null };
    },
    async cardSetupOutcome(reference: string): Promise<CardSetupOutcome> {
      const response = await client.hostedCheckout.getHostedCheckout(settings.merchantId, reference);
      if (!response.isSuccess) throw new Error(`CAWL did not give the checkout (${response.status})`);
      const { status } = statusOfCheckout(response.body);
      if (status !== 'PAID') return { status };
      const card = await provider.keptCardOf(reference);
      return card ? { status: 'KEPT', card } : { status: 'FAILED' };
    },
    async forgetCard(card: CardHandle) {
      const response = await client.tokens.deleteToken(settings.merchantId, card.cardReference);
      // A token Worldline no longer has is already forgotten.
      if (!response.isSuccess && response.status !== 404) throw new Error(`CAWL did not delete the token (${response.status})`);
    },
  };
  return provider;
}
