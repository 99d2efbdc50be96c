/**
 * What the checkout and order API answers, shared by the server that
 * builds it and the checkout islands that show it. Its shapes are the order contract's zod schemas
 * (src/lib/contracts/order.ts), re-exported here as types so that no island bundles zod; its calls
 * are src/lib/api/orders.ts. Every figure is computed by the server; money in euro cents, tax
 * included; percentages in basis points.
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

export type {
  AccessPointSnapshot,
  AppliedGiftCard,
  CarrierDeliveryType,
  CarrierOffer,
  GiftCardBalance,
  GiftKind,
  OrderAddress,
  OrderAddressSnapshot,
  OrderCheck,
  OrderDeliveryChoice,
  OrderDeliveryType,
  OrderDetail,
  OrderDiscountQuote,
  OrderDiscountRequest,
  OrderLineView,
  OrderPage,
  OrderRequest,
  OrderStatus,
  OrderStatusChange,
  OrderStatusLabel,
  OrderSummary,
  OrderTotals,
  PaymentOutcome,
  PaymentResult,
  PlacedOrder,
  ShippingFees,
  ShippingFeesRequest,
} from './contracts/order';
import type { PaymentOutcome } from './contracts/order';

/** How long an order awaiting payment keeps its bottles (the stock hold; the payment page says it too). */
export const STOCK_HOLD_MINUTES = 30;

/**
 * The life of an order, the order contract's and the database's one list. AWAITING_PAYMENT holds
 * the stock until stockHeldUntil; the payment provider's word moves it to PAID or PAYMENT_FAILED
 * (which gives the stock back).
 */
export const ORDER_STATUSES = [
  'AWAITING_PAYMENT',
  'PAID',
  'PAYMENT_FAILED',
  'PREPARING',
  'READY_FOR_PICKUP',
  'SHIPPED',
  'DELIVERED',
  'CANCELLED',
  'REFUNDED',
] as const;

/** How an order reaches its customer (docs/rules.md#delivery); NO_DELIVERY: nothing to ship (gift cards). */
export const ORDER_DELIVERY_TYPES = ['DELIVERY', 'PICKUP', 'CLICK_AND_COLLECT', 'NO_DELIVERY'] as const;

/** How a carrier service delivers: home delivery, or to a relay point. */
export const CARRIER_DELIVERY_TYPES = ['DELIVERY', 'PICKUP'] as const;

/** The company behind a carrier service, whose relay network its PICKUP service searches; DEMO is the built-in one. */
export const CARRIER_NETWORKS = ['DEMO', 'MONDIAL_RELAY', 'COLISSIMO'] as const;
export type CarrierNetwork = (typeof CARRIER_NETWORKS)[number];

/** Where the result page sends the customer for each outcome (pending stays and asks again). */
export const OUTCOME_PAGES: Record<Exclude<PaymentOutcome, 'pending'>, string> = {
  success: '/order/success',
  cancelled: '/order/cancel',
  error: '/order/error',
};
