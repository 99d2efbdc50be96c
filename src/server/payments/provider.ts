// The card payment provider behind the checkout (DESIGN.md "Outside services"): the built-in
// `sandbox` or Worldline's `cawl`, chosen by PAYMENT_PROVIDER. The shop trusts a payment only on
// the provider's verified word: a signed return, a signed notification, or a status it fetched.

/** What the provider says of a payment, in the shop's words. */
export type ProviderStatus = 'PAID' | 'PENDING' | 'FAILED' | 'CANCELLED';

export interface CheckoutOrder {
  id: number;
  number: string;
  /** Cents. */
  total: number;
  lang: 'fr_FR' | 'en_US';
  email: string;
  /** Where the provider sends the customer back (the result page of this order). */
  returnUrl: string;
}

export interface Checkout {
  /** Where the browser goes to pay. */
  redirectUrl: string;
  /** The provider's id of this payment. */
  reference: string;
  /** A secret the genuine return carries (CAWL's RETURNMAC), kept with the payment. */
  returnMac?: string | null;
}

/** What the shop kept of a payment to check the customer's return against. */
export interface ExpectedReturn {
  reference: string;
  returnMac: string | null;
}

/** A verified provider message about one payment. */
export interface VerifiedEvent {
  reference: string;
  status: ProviderStatus;
  /** Unique per notification: a redelivery carries the same id. */
  notificationId: string;
}

export interface PaymentProvider {
  name: string;
  createCheckout(order: CheckoutOrder): Promise<Checkout>;
  /** The reference of a genuine return to the shop (signature or RETURNMAC checked), else null. */
  verifyReturn(query: Record<string, string>, expected: ExpectedReturn): Promise<string | null>;
  /** The payment's status, asked of the provider itself. */
  fetchStatus(reference: string): Promise<ProviderStatus>;
  /** The notification's content when its signature is right, else null. */
  verifyNotification(headers: Record<string, string>, body: string): Promise<VerifiedEvent | null>;
}
