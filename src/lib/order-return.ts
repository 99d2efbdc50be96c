/**
 * Returns of an order ("order back", SPEC.md sections 2 and 7) and the admin panel's order calls,
 * shared by the server that answers them and the account pages that show them.
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
 * - POST /admin/page/{idPage}/layout/{idLayout}/hash/check { html } → LayoutHashCheck.
 * - PUT /admin/page/{idPage}/layout/{idLayout}/preview (multipart: html, image) → { idLayout, previewUrl }.
 */
import type { OrderStatus, OrderStatusChange } from './order';

export type OrderReturnStatus = 'ASKED' | 'ACCEPTED' | 'LABEL_SENT' | 'PRODUCT_RECEIVED' | 'REFUNDED' | 'REFUSED';

export interface OrderBackTexts {
  message: string | null;
  returnAskDescription: string | null;
  labelSentDescription: string | null;
  productReceivedDescription: string | null;
}

export interface OrderGenericValue {
  id: number;
  value: string;
}

export interface ReturnableLine {
  idOrderLine: number;
  name: string;
  /** Units bought. */
  quantity: number;
  /** Units already in a return that was not refused. */
  returnedQuantity: number;
  /** What can still be sent back. */
  returnableQuantity: number;
}

export interface OrderReturnView {
  id: number;
  idOrder: number;
  status: OrderReturnStatus;
  statusLabel: string;
  reason: string | null;
  lines: { idOrderLine: number; name: string; quantity: number; reason: string | null }[];
  /** The return label to print, once sent by the estate. */
  labelUrl: string | null;
  refundAmount: number | null;
  /** Why the estate refused it, when it did. */
  refusalReason: string | null;
  /** ISO instants. */
  createdAt: string;
  acceptedAt: string | null;
  labelSentAt: string | null;
  productReceivedAt: string | null;
  refundedAt: string | null;
}

export interface OrderBack extends OrderBackTexts {
  isActive: boolean;
  idOrder: number;
  number: string;
  /** ISO instant of delivery (or collection); null while on its way. */
  deliveredAt: string | null;
  /** ISO instant: the end of the withdrawal period; null while not delivered. */
  returnUntil: string | null;
  /** Whether a return can be asked now. */
  canAsk: boolean;
  /** Why not, in the caller's language; null when it can. */
  closedReason: string | null;
  lines: ReturnableLine[];
  returns: OrderReturnView[];
}

export interface ReturnRequest {
  /** The reason as the customer puts it (required), or chosen from RETURN_REASON. */
  reason: string;
  products: { idOrderLine: number; quantity: number; reason?: string | null }[];
}

export interface AdminOrderStatus {
  idOrder: number;
  status: OrderStatus;
  label: string;
  /** Every status with its label, for the panel's choice. */
  statuses: { value: OrderStatus; label: string }[];
  history: OrderStatusChange[];
  trackingLink: string | null;
}

export interface LayoutHashCheck {
  idPage: number;
  idLayout: number;
  /** Hex SHA-256 of the html sent. */
  hash: string;
  /** The stored layout's hash. */
  storedHash: string;
  /** Whether the panel's copy is the stored one. */
  isCurrent: boolean;
}
