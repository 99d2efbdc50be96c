import onlinePayments, { type Client } from 'onlinepayments-sdk-nodejs';
import type { Checkout, CheckoutOrder, ExpectedReturn, PaymentProvider, ProviderPayment, ProviderStatus, RefundOrder, VerifiedEvent } from './provider';
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
        cardPaymentMethodSpecificInput: { authorizationMode: 'SALE' },
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
      if (!expected.returnMac || query.hostedCheckoutId !== expected.reference) return null;
      return sameSignature(query.RETURNMAC, expected.returnMac) ? expected.reference : null;
    },
    async fetchStatus(reference: string): Promise<ProviderPayment> {
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
  };
  return provider;
}
