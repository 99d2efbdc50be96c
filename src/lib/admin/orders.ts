/**
 * The back office's orders, refunds and returns: the shapes the server answers and the island
 * sends, and the island's typed calls. Every path the admin pages call for these lives here.
 *
 * - GET /admin/orders?search=&status=&deliveryType=&from=&to=&page=&nbItem= → AdminOrderPage,
 *   newest first; search matches the number, the customer's name or e-mail.
 * - GET /admin/orders/{id} → AdminOrderView: the order, its customer, payments, refunds, returns.
 * - POST /admin/orders/{id}/refunds RefundRequest → AdminOrderView: the refund is decided at once
 *   (400 when the amount is not > 0 or more than is still refundable), given back by the payment
 *   provider after (the worker tries again while it refuses), and the customer is mailed.
 * - GET /admin/orders/{id}/picking-slip → PDF: what to take from the cellar and where it goes.
 * - GET /admin/returns?status=&page=&nbItem= → AdminReturnPage, newest first.
 * - POST /admin/returns/{id}/accept, /refuse { reason }, /received → AdminReturnRow;
 *   PUT /admin/returns/{id}/label (multipart: `image` a PDF, or `link` an http(s) address) → AdminReturnRow.
 *   Each step mails the customer.
 * The status and the tracking link keep their calls (PUT /admin/order/{id}/status, /tracking-link).
 */
import { z } from 'zod';
import type { ApiClient } from '~/lib/api';
import { invoiceUrl } from '~/lib/api/orders';
import type { Lang } from '~/lib/locale';
import { ORDER_DELIVERY_TYPES as DELIVERY_TYPES, ORDER_STATUSES, type OrderDetail, type OrderStatus } from '~/lib/order';
import { ORDER_RETURN_STATUSES as RETURN_STATUSES, type AdminOrderStatus, type OrderReturnView, type TrackingLink } from '~/lib/order-return';

/** The filters' choices: the order contract's lists (src/lib/order.ts, src/lib/order-return.ts). */
export { DELIVERY_TYPES, ORDER_STATUSES, RETURN_STATUSES };

/**
 * What the status menu offers: not the payment statuses, which are the provider's, nor REFUNDED,
 * which only the refund form gives since it moves the money (the server refuses both).
 */
export const CHOSEN_STATUSES: readonly OrderStatus[] = ['PREPARING', 'READY_FOR_PICKUP', 'SHIPPED', 'DELIVERED', 'CANCELLED'];

/** The largest refund a request may name: the payment's own column is a PostgreSQL integer. */
const MAX_CENTS = 2_147_483_647;
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'admin-orders:errors.date' }).refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)), { error: 'admin-orders:errors.date' });
const page = z.coerce.number().int().min(1).max(10_000).default(1);
const nbItem = z.coerce.number().int().min(1).max(100).default(20);

/** One value or several, comma-separated ('PAID,PREPARING'): the dashboard links to such lists. */
const oneOrMore = <T extends readonly [string, ...string[]]>(values: T, error: string) =>
  z
    .string()
    .max(300, { error })
    .transform((text) => text.split(',').map((part) => part.trim()).filter(Boolean))
    .pipe(z.array(z.enum(values, { error })).min(1, { error }));

export const orderListQuery = z
  .object({
    search: z.string().trim().max(200, { error: 'admin-orders:errors.search' }).optional(),
    status: oneOrMore(ORDER_STATUSES, 'admin-orders:errors.status').optional(),
    deliveryType: oneOrMore(DELIVERY_TYPES, 'admin-orders:errors.deliveryType').optional(),
    /** First and last day (yyyy-mm-dd, Paris days as the owner reads them), both included. */
    from: isoDay.optional(),
    to: isoDay.optional(),
    page,
    nbItem,
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { error: 'admin-orders:errors.dateRange', path: ['to'] });
export type OrderListQuery = Partial<z.output<typeof orderListQuery>>;

export interface AdminOrderRow {
  id: number;
  number: string;
  status: OrderStatus;
  statusLabel: string;
  deliveryType: (typeof DELIVERY_TYPES)[number];
  total: number;
  /** Cents the estate decided to give back so far. */
  refunded: number;
  customerName: string;
  email: string;
  /** ISO instant. */
  createdAt: string;
}

export interface AdminOrderPage {
  items: AdminOrderRow[];
  total: number;
  page: number;
  nbItem: number;
  /** Every status with its label in the caller's language: the filter's choices. */
  statuses: { value: OrderStatus; label: string }[];
}

export interface AdminPayment {
  id: number;
  provider: string;
  status: string;
  amount: number;
  /** Cents the estate decided to give back, and cents the provider gave back already. */
  refundAsked: number;
  refunded: number;
  createdAt: string;
}

export interface AdminRefund {
  id: number;
  paymentId: number;
  returnId: number | null;
  amount: number;
  note: string | null;
  /** Whether the provider has given it back (until then the worker keeps asking). */
  settled: boolean;
  createdAt: string;
}

export interface AdminReturn extends OrderReturnView {
  /** The returned lines at the price paid: what the refund of this return offers by default. */
  linesAmount: number;
}

export interface AdminOrderView {
  order: OrderDetail;
  customer: { userId: number | null; name: string; email: string; phone: string | null };
  status: AdminOrderStatus;
  payments: AdminPayment[];
  refunds: AdminRefund[];
  /** Cents that can still be refunded through the provider (card payments only). */
  refundable: number;
  /** Paid with a gift card: not given back through the card provider. */
  giftCardTotal: number;
  returns: AdminReturn[];
}

export const refundRequest = z.object({
  amount: z
    .number({ error: 'admin-orders:errors.amount' })
    .int({ error: 'admin-orders:errors.amount' })
    .min(1, { error: 'admin-orders:errors.amount' })
    .max(MAX_CENTS, { error: 'admin-orders:errors.amount' }),
  note: z.string().trim().max(500, { error: 'admin-orders:errors.note' }).optional(),
  /** The return whose received products this refund pays back. */
  returnId: z.number().int().min(1).max(MAX_CENTS).optional(),
});
export type RefundRequest = z.infer<typeof refundRequest>;

export const returnListQuery = z.object({
  status: z.enum(RETURN_STATUSES, { error: 'admin-orders:errors.returnStatus' }).optional(),
  page,
  nbItem,
});
export type ReturnListQuery = Partial<z.output<typeof returnListQuery>>;

export interface AdminReturnRow extends AdminReturn {
  number: string;
  customerName: string;
  email: string;
}

export interface AdminReturnPage {
  items: AdminReturnRow[];
  total: number;
  page: number;
  nbItem: number;
}

export const refusal = z.object({
  reason: z.string().trim().min(1, { error: 'admin-orders:errors.refusalReason' }).max(1000, { error: 'admin-orders:errors.refusalReason' }),
});
export type Refusal = z.infer<typeof refusal>;

/** An http(s) address the customer can open: where the carrier's label is. */
export const labelLink = z
  .string()
  .trim()
  .max(2000, { error: 'admin-orders:errors.labelLink' })
  .refine((value) => URL.canParse(value) && ['http:', 'https:'].includes(new URL(value).protocol), { error: 'admin-orders:errors.labelLink' });

/** The largest label PDF the estate may upload, in bytes. */
export const MAX_LABEL_BYTES = 5 * 1024 * 1024;

/** Where the browser opens an order's printed documents (plain links: the language travels in the query). */
export const orderDocuments = {
  invoice: invoiceUrl,
  pickingSlip: (id: number, lang: Lang) => `/api/admin/orders/${id}/picking-slip?lang=${lang}`,
};

export const ordersApi = (api: ApiClient) => ({
  list: (query: OrderListQuery) => api.get<AdminOrderPage>('/admin/orders', query),
  one: (id: number) => api.get<AdminOrderView>(`/admin/orders/${id}`),
  changeStatus: (id: number, status: OrderStatus) => api.put<AdminOrderStatus>(`/admin/order/${id}/status`, { status }),
  setTrackingLink: (id: number, trackingLink: string | null) => api.put<TrackingLink>(`/admin/order/${id}/tracking-link`, { trackingLink }),
  refund: (id: number, request: RefundRequest) => api.post<AdminOrderView>(`/admin/orders/${id}/refunds`, request),
  returns: (query: ReturnListQuery) => api.get<AdminReturnPage>('/admin/returns', query),
  accept: (id: number) => api.post<AdminReturnRow>(`/admin/returns/${id}/accept`),
  refuse: (id: number, request: Refusal) => api.post<AdminReturnRow>(`/admin/returns/${id}/refuse`, request),
  received: (id: number) => api.post<AdminReturnRow>(`/admin/returns/${id}/received`),
  sendLabel: (id: number, label: { link: string } | { file: File }) =>
    'file' in label ? api.upload<AdminReturnRow>(`/admin/returns/${id}/label`, {}, [label.file], 'PUT') : api.upload<AdminReturnRow>(`/admin/returns/${id}/label`, { link: label.link }, [], 'PUT'),
});
