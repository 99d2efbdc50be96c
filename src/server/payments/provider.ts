// The card payment provider behind the checkout (docs/architecture.md#outside-services): the built-in
// `sandbox`, Worldline's `cawl` or `stripe`, chosen by PAYMENT_PROVIDER. The shop trusts a payment only on
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
  /** The hosted page must take no card after this instant: the order's stock hold ends then. */
  expiresAt: Date;
  /**
   * The signed-in customer asked to keep the card for the next orders: the provider keeps it for
   * later use without the customer (the first payment made with strong customer authentication).
   */
  keepCard?: KeepCardRequest | null;
}

export interface KeepCardRequest {
  /** The shop's customer (its user id), for the provider's own customer record. */
  shopCustomerId: number;
  /** The provider's customer already holding this customer's cards (Stripe's Customer), if any. */
  customerReference: string | null;
}

/** A card the provider keeps: its handles and what a person needs to recognise it, never its number. */
export interface KeptCardAtProvider {
  customerReference: string | null;
  cardReference: string;
  /** What a later charge must name to link itself to the first, authenticated payment (CAWL's scheme transaction id). */
  firstPaymentReference: string | null;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** The provider's handles of a kept card, as the shop stored them. */
export type CardHandle = Pick<KeptCardAtProvider, 'customerReference' | 'cardReference' | 'firstPaymentReference'>;

/** A charge of a kept card. */
export interface KeptCardCharge {
  /**
   * The shop's own id of this charge: the provider's idempotency key and merchant reference derive
   * from it, so that the same charge asked twice (a retry, a crash before the answer was recorded)
   * takes the money once.
   */
  chargeKey: string;
  card: CardHandle;
  /** Cents. */
  amount: number;
  /** What it pays, for the provider's books and the customer's statement. */
  label: string;
  email: string;
  lang: 'fr_FR' | 'en_US';
  /**
   * Where the provider sends the customer back after authenticating. With `customerPresent` the
   * customer clicked "pay" (a customer-initiated payment with a kept card); without, the shop charges
   * alone (merchant-initiated) and mails the customer when the bank wants them.
   */
  returnUrl: string;
  customerPresent: boolean;
}

/** What came of a charge of a kept card. */
export type ChargeOutcome =
  | { status: 'PAID'; reference: string }
  | { status: 'DECLINED'; reference: string | null; reason: string; cardGone?: boolean }
  | { status: 'AUTHENTICATION_REQUIRED'; reference: string; authenticateUrl: string; returnMac?: string | null };

export interface Checkout {
  /** Where the browser goes to pay. */
  redirectUrl: string;
  /** The provider's id of this payment. */
  reference: string;
  /** A secret the genuine return carries (CAWL's RETURNMAC), kept with the payment. */
  returnMac?: string | null;
  /** When the provider's page closes later than the order's hold asked (Stripe's 30 minutes at least): the hold lasts until then. */
  holdUntil?: Date;
}

/** What the shop kept of a payment to check the customer's return against. */
export interface ExpectedReturn {
  reference: string;
  returnMac: string | null;
}

/** What the provider says of a payment: its status and, once made, the payment's own id (what a refund names). */
export interface ProviderPayment {
  status: ProviderStatus;
  paymentId: string | null;
}

/** A verified provider message about one payment. */
export interface VerifiedEvent extends ProviderPayment {
  /** Null for a genuine message about nothing the shop follows (an event it did not ask for): acknowledged, ignored. */
  reference: string | null;
  /** Unique per notification: a redelivery carries the same id. */
  notificationId: string;
}

/** A payment to give back, whole or in part. */
export interface RefundOrder {
  reference: string;
  paymentId: string | null;
  /** Cents to give back. */
  amount: number;
  /** Cents the shop knows were given back already, before this refund. */
  refunded?: number;
  /** The order number, for the provider's books. */
  number: string;
}

/**
 * A card to keep without paying anything (a wine-club member leaving a card): the provider's page
 * checks the card with the customer there (strong authentication) and keeps it for later payments.
 */
export interface CardSetupRequest {
  /** The shop's id of this setup: the provider's idempotency key derives from it. */
  key: string;
  keepCard: KeepCardRequest;
  email: string;
  lang: 'fr_FR' | 'en_US';
  /** Where the provider sends the customer back, done or not. */
  returnUrl: string;
}

export interface CardSetupPage {
  redirectUrl: string;
  /** The provider's id of the setup page. */
  reference: string;
  /** A secret the genuine return carries (CAWL's RETURNMAC). */
  returnMac: string | null;
}

/** What came of a card-setup page, asked of the provider. */
export type CardSetupOutcome = { status: 'KEPT'; card: KeptCardAtProvider } | { status: 'PENDING' } | { status: 'FAILED' } | { status: 'CANCELLED' };

export interface PaymentProvider {
  name: string;
  createCheckout(order: CheckoutOrder): Promise<Checkout>;
  /** The reference of a genuine return to the shop (signature or RETURNMAC checked), else null. */
  verifyReturn(query: Record<string, string>, expected: ExpectedReturn): Promise<string | null>;
  /** The payment's status, asked of the provider itself. */
  fetchStatus(reference: string): Promise<ProviderPayment>;
  /** The notification's content when its signature is right, else null. */
  verifyNotification(headers: Record<string, string>, body: string): Promise<VerifiedEvent | null>;
  /** Gives money back through the provider; answers the provider's id of the refund. Throws when refused. */
  refund(refund: RefundOrder): Promise<{ reference: string }>;
  /** The card kept from a paid payment opened with `keepCard`, else null (not paid, or nothing kept). */
  keptCardOf(reference: string): Promise<KeptCardAtProvider | null>;
  /** Charges a kept card; asked again with the same `chargeKey`, answers the same payment. Throws when the provider cannot be reached. */
  chargeKeptCard(charge: KeptCardCharge): Promise<ChargeOutcome>;
  /** Deletes the card at the provider; a card the provider no longer has is already forgotten. */
  forgetCard(card: CardHandle): Promise<void>;
  /** Opens the provider's page that keeps a card without any payment. Throws when the provider cannot be reached or refuses. */
  createCardSetup(setup: CardSetupRequest): Promise<CardSetupPage>;
  /** What became of a card-setup page: the card kept, still open, refused or abandoned. Throws when the provider cannot be reached. */
  cardSetupOutcome(reference: string): Promise<CardSetupOutcome>;
}
