import onlinePayments, { type Client } from 'onlinepayments-sdk-nodejs';
import type { Checkout, CheckoutOrder, ExpectedReturn, PaymentProvider, ProviderStatus, VerifiedEvent } from './provider';
import { sameSignature } from './signature';

// Worldline Online Payments (CAWL) hosted checkout, through its official SDK. The customer pays on
// Worldline's page and comes back with hostedCheckoutId and RETURNMAC; the status is then fetched
// from Worldline. Webhooks are signed (X-GCS-Signature, HMAC-SHA256 of the body with the secret
// named by X-GCS-KeyId) and checked by the SDK before anything is read from them.

export interface CawlSettings {
  merchantId: string;
  apiKey: string;
  apiSecret: string;
  webhookKeyId: string;
  webhookSecret: string;
  /** The API host: payment.preprod.cawl-solutions.fr for tests, payment.cawl-solutions.fr in production. */
  endpoint: string;
}

/** The settings from the environment (CAWL_*), or null when one is missing. */
export function cawlSettings(env: Record<string, string | undefined> = process.env): CawlSettings | null {
  const settings = {
    merchantId: env.CAWL_MERCHANT_ID,
    apiKey: env.CAWL_API_KEY,
    apiSecret: env.CAWL_API_SECRET,
    webhookKeyId: env.CAWL_WEBHOOK_KEY_ID,
    webhookSecret: env.CAWL_WEBHOOK_SECRET,
    endpoint: env.CAWL_ENDPOINT,
  };
  return Object.values(settings).every((value) => value) ? (settings as CawlSettings) : null;
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
export function statusOfCheckout(checkout: { status?: string | null; createdPaymentOutput?: { paymentStatusCategory?: string | null } | null }): ProviderStatus {
  if (checkout.status === 'PAYMENT_CREATED') return statusOfCategory(checkout.createdPaymentOutput?.paymentStatusCategory);
  if (checkout.status === 'CANCELLED_BY_CONSUMER') return 'CANCELLED';
  if (checkout.status === 'CLIENT_NOT_ELIGIBLE_FOR_SELECTED_PAYMENT_PRODUCT') return 'FAILED';
  return 'PENDING';
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

  return {
    name: 'cawl',
    async createCheckout(order: CheckoutOrder): Promise<Checkout> {
      const response = await client.hostedCheckout.createHostedCheckout(settings.merchantId, {
        order: {
          amountOfMoney: { amount: order.total, currencyCode: 'EUR' },
          references: { merchantReference: order.number },
          customer: { contactDetails: { emailAddress: order.email }, locale: order.lang === 'fr_FR' ? 'fr_FR' : 'en_GB' },
        },
        cardPaymentMethodSpecificInput: { authorizationMode: 'SALE' },
        hostedCheckoutSpecificInput: { returnUrl: order.returnUrl, locale: order.lang === 'fr_FR' ? 'fr_FR' : 'en_GB', showResultPage: false },
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
    async fetchStatus(reference: string): Promise<ProviderStatus> {
      const response = await client.hostedCheckout.getHostedCheckout(settings.merchantId, reference);
      if (!response.isSuccess) throw new Error(`CAWL did not give the checkout status (${response.status})`);
      return statusOfCheckout(response.body);
    },
    async verifyNotification(headers: Record<string, string>, body: string): Promise<VerifiedEvent | null> {
      // unmarshal checks the signature first and throws on a wrong one.
      const event = await webhooks.unmarshal(body, headers).catch(() => null);
      const reference = event?.payment?.hostedCheckoutSpecificOutput?.hostedCheckoutId;
      if (!event?.id || !reference) return null;
      return { notificationId: event.id, reference, status: statusOfCategory(event.payment?.statusOutput?.statusCategory) };
    },
  };
}
