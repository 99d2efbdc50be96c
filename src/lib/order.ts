/**
 * What the checkout and order API answers (SPEC.md section 7, Order row), shared by the server that
 * builds it and the checkout islands that show it. Every figure is computed by the server; money in
 * euro cents, tax included; percentages in basis points.
 *
 * The calls:
 * - POST /calculate/shipping-fees `ShippingFeesRequest` → ShippingFees (the caller's cart when no
 *   products are given). A refused destination or bottle count answers 400 with the reason.
 * - POST /order/validate `{ idCart }`, signed in → OrderCheck: whether the cart can be ordered, the
 *   server's totals. A cart that cannot be ordered answers 400 with the first reason.
 * - POST /order/discount `OrderDiscountRequest`, signed in → OrderDiscountQuote: applies (or, with null,
 *   removes) the cart's discount code when `discountCode` is given, then quotes the order's totals for
 *   the chosen carrier. A refused code answers 400 with its reason and leaves the cart's code as it was.
 *   With `giftCardCode` it applies (null: removes) a gift card the same way; the quote says what the
 *   card pays (`giftCard`) and what is left to pay by card (`toPay`).
 * - GET /gift-card/{code} → GiftCardBalance (rate limited for the unknown codes of an address).
 * - POST /order `OrderRequest`, signed in → PlacedOrder: the order AWAITING_PAYMENT, holding its
 *   stock until stockHeldUntil, and the provider's page the browser must go to (`redirectUrl`).
 * - GET /order?page=&nbItem= → OrderPage (the caller's orders, newest first); GET /order/{id} →
 *   OrderDetail (its owner or an admin; anybody else 404).
 * - GET /list/order/status → OrderStatusLabel[].
 * - GET /order/cawl/result/{id}?<the provider's return query> → PaymentResult: the page
 *   /order/cawl/result forwards its whole query string; the outcome leads to /order/success,
 *   /order/cancel or /order/error (pending: ask again a few seconds later).
 * - POST /payment/{provider}/notification: the provider's signed notification (server to server).
 */

/** How long an order awaiting payment keeps its bottles (the stock hold; the payment page says it too). */
export const STOCK_HOLD_MINUTES = 30;

export type OrderDeliveryType = 'DELIVERY' | 'PICKUP' | 'CLICK_AND_COLLECT' | 'NO_DELIVERY';
export type OrderStatus =
  | 'AWAITING_PAYMENT'
  | 'PAID'
  | 'PAYMENT_FAILED'
  | 'PREPARING'
  | 'READY_FOR_PICKUP'
  | 'SHIPPED'
  | 'DELIVERED'
  | 'CANCELLED'
  | 'REFUNDED';

export interface ShippingFeesRequest {
  /** The items to price; absent: the caller's current cart. */
  products?: { idProduct: number; quantity: number }[];
  postalCode: string;
  /** A country id or its ISO alpha-2 code ('FR'). */
  country: number | string;
}

/** A carrier service the order can go with, at the fee the server computed for it. */
export interface CarrierOffer {
  idCarrier: number;
  name: string;
  serviceCode: string;
  /** DELIVERY: home delivery; PICKUP: to a relay point. */
  deliveryType: 'DELIVERY' | 'PICKUP';
  /** What the customer pays for it, 0 when shipping is free. */
  price: number;
  /** The carrier's fee before free shipping. */
  fullPrice: number;
}

export interface ShippingFees {
  bottles: number;
  isFree: boolean;
  carriers: CarrierOffer[];
}

export interface OrderAddress {
  firstname: string;
  lastname: string;
  company?: string | null;
  address: string;
  addressPart2?: string | null;
  postalCode: string;
  city: string;
  /** The country id (GET /countries). */
  idCountry: number;
  phone?: string | null;
}

export interface OrderDeliveryChoice {
  type: OrderDeliveryType;
  /** DELIVERY and PICKUP: the carrier, by id or by its serviceCode. */
  idCarrier?: number | null;
  serviceName?: string | null;
  serviceCode?: string | null;
  /** Sent by the client for display only: the server prices the carrier itself. */
  servicePrice?: number | null;
  /** PICKUP: the chosen relay point. */
  accessPointId?: string | null;
  accessPointName?: string | null;
  accessPointAddress?: string | null;
  accessPointZipCode?: string | null;
  accessPointCity?: string | null;
  accessPointCountry?: string | null;
}

/** SPEC.md section 7 "Order payload", plus the two ticks of the payment step. */
export interface OrderRequest {
  idCart: number;
  user?: { phone?: string | null };
  address: { delivery?: OrderAddress | null; billing?: OrderAddress | null };
  discountCode?: string | null;
  /**
   * The gift card's share the customer was quoted (OrderDiscountQuote.giftCard.amount): when given
   * and the card no longer gives it (another order spent it meanwhile), 409 and nothing is placed.
   */
  giftCardAmount?: number | null;
  message?: string | null;
  /** CLICK_AND_COLLECT: the day (yyyy-mm-dd) and the slot (a slot of the pick-up address's calendar). */
  dateSchedule?: string | null;
  idSchedule?: number | null;
  delivery: OrderDeliveryChoice;
  deliveryPostalCode?: string | null;
  deliveryIdCountry?: number | null;
  acceptSalesTerms: true;
  isAdult: true;
}

export interface OrderDiscountRequest {
  idCart: number;
  /** A code to apply; null removes the cart's code; absent keeps it. */
  discountCode?: string | null;
  /** A gift card's code to apply; null removes the cart's card; absent keeps it. */
  giftCardCode?: string | null;
  /** The carrier chosen at the shipping step, to quote its fee (none: no shipping fee). */
  idCarrier?: number | null;
  postalCode?: string | null;
  idCountry?: number | null;
}

/** SPEC.md section 3 "Cart client state" discount: the code and the order's totals with it. */
export interface OrderDiscountQuote {
  /** The applied code, null when the cart has none. */
  value: { code: string } | null;
  /** Products before the discount. */
  subtotal: number;
  /** What the code takes off (products, or the fee for a SHIPPING_FEES code). */
  discount: number;
  /** The fee of the chosen carrier after free shipping (a SHIPPING_FEES code is in `discount`), as in OrderTotals. */
  shippingFees: number;
  /** subtotal − discount + shippingFees: the order's total. */
  total: number;
  /** The gift card applied to the order, null when the cart has none. */
  giftCard: AppliedGiftCard | null;
  /** total − the gift card's share: what POST /order charges to the bank card (0: nothing to pay by card). */
  toPay: number;
}

/** A gift card paying (part of) an order. */
export interface AppliedGiftCard {
  /** The last four characters of its code. */
  ending: string;
  /** What the card holds before this order. */
  balance: number;
  /** What it pays of this order: min(balance, total); the rest of the balance stays on the card. */
  amount: number;
  /** Why it pays nothing (used up by another order meanwhile, expired), in the caller's language; null when it pays. */
  problem: string | null;
}

/** GET /gift-card/{code}: what a gift card or a visit voucher is, and what is left on it. */
export interface GiftCardBalance {
  kind: 'GIFT_CARD' | 'VISIT_VOUCHER';
  ending: string;
  /** The product it was sold as (a voucher's visit). */
  name: string;
  value: number;
  /** What is left to spend (0 for a visit voucher, which is for its visit). */
  balance: number;
  /** ISO instant. */
  expiresAt: string;
  /** A visit voucher: when the estate received its visitors (ISO), null until then. */
  usedAt: string | null;
}

export interface OrderTotals {
  products: number;
  /** What the discount code takes off (products, or the shipping fee for a SHIPPING_FEES code). */
  discount: number;
  shippingFees: number;
  total: number;
}

export interface OrderCheck {
  idCart: number;
  bottles: number;
  needsShipping: boolean;
  totals: OrderTotals;
}

export interface OrderLineView {
  id: number;
  productId: number | null;
  declinationId: number | null;
  name: string;
  reference: string | null;
  year: number | null;
  unitPrice: number;
  quantity: number;
  total: number;
}

export interface OrderStatusChange {
  status: OrderStatus;
  label: string;
  /** ISO instant. */
  at: string;
}

export interface OrderSummary {
  id: number;
  number: string;
  status: OrderStatus;
  statusLabel: string;
  deliveryType: OrderDeliveryType;
  total: number;
  /** ISO instant. */
  createdAt: string;
}

export interface OrderDetail extends OrderSummary {
  lang: 'fr_FR' | 'en_US';
  lines: OrderLineView[];
  totals: OrderTotals;
  /** The gift card that paid part (or all) of the total (the bank card paid the rest), and what is left on it now. */
  giftCardPayment: { ending: string; amount: number; left: number } | null;
  /** The gift cards and visit vouchers the order bought (issued once it is paid), with what is left on them. */
  giftCards: GiftCardBalance[];
  carrierName: string | null;
  accessPoint: { id: string; name: string; addLine1: string; zipCode: string; city: string; country: string } | null;
  clickAndCollectDate: string | null;
  /** 'HH:MM-HH:MM', the pick-up slot. */
  clickAndCollectSlot: string | null;
  /** Where to collect it. */
  clickAndCollectAddress: { name: string; address: string; postalCode: string; city: string } | null;
  /** The carrier's tracking page, once the estate has given it. */
  trackingLink: string | null;
  /** Whether GET /order/{id}/invoice has an invoice (paid orders). */
  hasInvoice: boolean;
  shippingAddress: unknown;
  billingAddress: unknown;
  message: string | null;
  paidAt: string | null;
  /** Until when the stock is held for the payment (AWAITING_PAYMENT only). */
  stockHeldUntil: string | null;
  history: OrderStatusChange[];
}

export interface OrderPage {
  items: OrderSummary[];
  total: number;
  page: number;
  nbItem: number;
}

export interface PlacedOrder {
  order: OrderDetail;
  /** The provider's payment page (a path of this site for the sandbox). */
  redirectUrl: string;
}

export interface OrderStatusLabel {
  id: number;
  value: OrderStatus;
  label: string;
}

export type PaymentOutcome = 'success' | 'pending' | 'cancelled' | 'error';

export interface PaymentResult {
  idOrder: number;
  number: string;
  outcome: PaymentOutcome;
  status: OrderStatus;
}

/** Where the result page sends the customer for each outcome (pending stays and asks again). */
export const OUTCOME_PAGES: Record<Exclude<PaymentOutcome, 'pending'>, string> = {
  success: '/order/success',
  cancelled: '/order/cancel',
  error: '/order/error',
};
