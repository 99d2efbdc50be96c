/**
 * Returns of an order ("order back", docs/rules.md#returns) and the admin panel's order calls,
 * shared by the server that answers them and the account pages that show them. Their shapes are
 * the zod schemas of src/lib/contracts/order-return.ts, re-exported here as types so that no island
 * bundles zod; the calls are src/lib/api/orders.ts.
 *
 * - GET /order/back-products/is-active → { isActive }: whether the estate takes returns.
 * - GET /order-back?order={id}, its customer or an admin → OrderBack: the estate's texts, the
 *   withdrawal window (14 days from delivery), what each line can still send back and the order's
 *   returns. Anybody else: 404.
 * - GET /order-generic-values/{type} → OrderGenericValue[] (RETURN_REASON: the reasons offered).
 * - POST /order/{id}/back-products `ReturnRequest`, its customer → OrderReturnView (stage ASKED);
 *   the estate is mailed. 400 with the reason when returns are closed, the window has passed, or a
 *   quantity is more than the line can still send back.
 * - GET /order/{id}/invoice → the invoice as PDF (its customer or an admin), once paid.
 *
 * Admin (ADMIN, SUPER_ADMIN; a customer gets 403, a visitor 401):
 * - GET /admin/order?page=&nbItem=&status= → OrderPage of every customer's orders, newest first.
 * - GET /admin/order/{id}/get-status → AdminOrderStatus; PUT /admin/order/{id}/status { status }
 *   records the change in the history (and mails the customer when shipped or ready for pickup).
 * - GET /admin/order/{id}/tracking-link → { trackingLink }; PUT the same path { trackingLink } (an
 *   http(s) URL, or null to remove it).
 */
export type {
  AdminOrderStatus,
  OrderBack,
  OrderBackTexts,
  OrderGenericValue,
  OrderReturnStatus,
  OrderReturnView,
  ReturnableLine,
  ReturnRequest,
  TrackingLink,
} from './contracts/order-return';

/**
 * The stages of a return, the contract's and the database's one list: the customer asks, the
 * estate accepts (or refuses, saying why), sends a label, receives the products, then refunds them.
 */
export const ORDER_RETURN_STATUSES = ['ASKED', 'ACCEPTED', 'LABEL_SENT', 'PRODUCT_RECEIVED', 'REFUNDED', 'REFUSED'] as const;
