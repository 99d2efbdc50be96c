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
 * - POST /admin/orders/{id}/ship { trackingLink? } → AdminOrderStatus: shipped, the link stored and the
 *   customer mailed once, in one change.
 * The status and the tracking link keep their calls (PUT /admin/order/{id}/status, /tracking-link);
 * the status answer's `allowed` lists what the order may become now, by the server's own rule.
 *
 * Each answer is one zod schema built on the storefront's order and return contracts
 * (src/lib/contracts/order.ts, order-return.ts); the routes describe their answers with them, and
 * the services and islands use the types inferred from them.
 */
import { z } from 'zod';
import type { AdminShipment, ShipmentBatchResult } from '../shipment';
import { cents, instant } from '../contracts/units';
import type { ApiClient } from '~/lib/api';
import { creditNoteUrl, invoiceUrl } from '~/lib/api/orders';
import type { Lang } from '~/lib/locale';
import { orderDetailSchema, orderStatusSchema, orderSummarySchema } from '~/lib/contracts/order';
import { adminOrderStatusSchema, orderReturnViewSchema } from '~/lib/contracts/order-return';
import { ORDER_DELIVERY_TYPES as DELIVERY_TYPES, ORDER_STATUSES, type OrderStatus } from '~/lib/order';
import { ORDER_RETURN_STATUSES as RETURN_STATUSES, type AdminOrderStatus, type TrackingLink } from '~/lib/order-return';

/** The filters' choices: the order contract's lists (src/lib/order.ts, src/lib/order-return.ts). */
export { DELIVERY_TYPES, ORDER_STATUSES, RETURN_STATUSES };

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

/** One order of GET /admin/orders: the customer's summary of it, plus who ordered and what was given back. */
export const adminOrderRowSchema = orderSummarySchema
  .extend({ refunded: cents('What the estate decided to give back so far'), customerName: z.string(), email: z.string() })
  .meta({ id: 'AdminOrderRow' });
export type AdminOrderRow = z.infer<typeof adminOrderRowSchema>;

export const adminOrderPageSchema = z
  .object({
    items: z.array(adminOrderRowSchema),
    total: z.number(),
    page: z.number(),
    nbItem: z.number(),
    statuses: z.array(z.object({ value: orderStatusSchema, label: z.string() })).describe("Every status with its label in the caller's language: the filter's choices"),
  })
  .meta({ id: 'AdminOrderPage' });
export type AdminOrderPage = z.infer<typeof adminOrderPageSchema>;

export const adminPaymentSchema = z
  .object({
    id: z.number(),
    provider: z.string(),
    status: z.string().describe("The payment's status as the provider last gave it"),
    amount: cents('What was paid'),
    refundAsked: cents('What the estate decided to give back'),
    refunded: cents('What the provider gave back already'),
    createdAt: instant('When it began'),
  })
  .meta({ id: 'AdminPayment' });
export type AdminPayment = z.infer<typeof adminPaymentSchema>;

export const adminRefundSchema = z
  .object({
    id: z.number(),
    paymentId: z.number(),
    returnId: z.number().nullable().describe('The return it pays back, if any'),
    amount: cents('What is given back'),
    note: z.string().nullable(),
    settled: z.boolean().describe('Whether the provider has given it back (until then the worker keeps asking)'),
    createdAt: instant('When it was decided'),
  })
  .meta({ id: 'AdminRefund' });
export type AdminRefund = z.infer<typeof adminRefundSchema>;

/** A return of the order, with what its lines cost: what the refund of this return offers by default. */
export const adminReturnSchema = orderReturnViewSchema.extend({ linesAmount: cents('The returned lines at the price paid') }).meta({ id: 'AdminReturn' });
export type AdminReturn = z.infer<typeof adminReturnSchema>;

export const adminOrderViewSchema = z
  .object({
    order: orderDetailSchema,
    customer: z.object({ userId: z.number().nullable(), name: z.string(), email: z.string(), phone: z.string().nullable() }),
    status: adminOrderStatusSchema,
    payments: z.array(adminPaymentSchema),
    refunds: z.array(adminRefundSchema),
    refundable: cents('What can still be refunded through the provider (card payments only)'),
    giftCardTotal: cents('Paid with a gift card: not given back through the card provider'),
    discountCode: z.string().nullable().describe('The discount code the customer typed, as it was when ordered; null: none (or an automatic discount)'),
    returns: z.array(adminReturnSchema),
  })
  .meta({ id: 'AdminOrderView' });
export type AdminOrderView = z.infer<typeof adminOrderViewSchema>;

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

/** A return of GET /admin/returns, and what each answer to a return gives back: with its order and customer. */
export const adminReturnRowSchema = adminReturnSchema
  .extend({ number: z.string().describe("The order's number"), customerName: z.string(), email: z.string() })
  .meta({ id: 'AdminReturnRow' });
export type AdminReturnRow = z.infer<typeof adminReturnRowSchema>;

export const adminReturnPageSchema = z
  .object({ items: z.array(adminReturnRowSchema), total: z.number(), page: z.number(), nbItem: z.number() })
  .meta({ id: 'AdminReturnPage' });
export type AdminReturnPage = z.infer<typeof adminReturnPageSchema>;

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

/**
 * Where the browser opens an order's printed documents (plain links: the language travels in the
 * query). Both are answered to be shown, not saved: a new tab opens on the PDF, ready to print.
 */
export const orderDocuments = {
  invoice: (id: number, lang: Lang) => `${invoiceUrl(id, lang)}&print=1`,
  creditNote: (id: number, creditNoteId: number, lang: Lang) => `${creditNoteUrl(id, creditNoteId, lang)}&print=1`,
  pickingSlip: (id: number, lang: Lang) => `/api/admin/orders/${id}/picking-slip?lang=${lang}`,
  /** The carrier's label of the order's shipment (services/shipping/). */
  label: (id: number) => `/api/admin/orders/${id}/shipment/label`,
  /** The labels of several orders in one PDF. */
  labels: (ids: number[]) => `/api/admin/shipments/labels?orders=${ids.join(',')}`,
};

export const ordersApi = (api: ApiClient) => ({
  list: (query: OrderListQuery) => api.get<AdminOrderPage>('/admin/orders', query),
  one: (id: number) => api.get<AdminOrderView>(`/admin/orders/${id}`),
  changeStatus: (id: number, status: OrderStatus) => api.put<AdminOrderStatus>(`/admin/order/${id}/status`, { status }),
  ship: (id: number, trackingLink: string | null) => api.post<AdminOrderStatus>(`/admin/orders/${id}/ship`, { trackingLink }),
  setTrackingLink: (id: number, trackingLink: string | null) => api.put<TrackingLink>(`/admin/order/${id}/tracking-link`, { trackingLink }),
  refund: (id: number, request: RefundRequest) => api.post<AdminOrderView>(`/admin/orders/${id}/refunds`, request),
  returns: (query: ReturnListQuery) => api.get<AdminReturnPage>('/admin/returns', query),
  accept: (id: number) => api.post<AdminReturnRow>(`/admin/returns/${id}/accept`),
  refuse: (id: number, request: Refusal) => api.post<AdminReturnRow>(`/admin/returns/${id}/refuse`, request),
  received: (id: number) => api.post<AdminReturnRow>(`/admin/returns/${id}/received`),
  shipment: (id: number) => api.get<AdminShipment | null>(`/admin/orders/${id}/shipment`),
  createShipment: (id: number) => api.post<AdminShipment>(`/admin/orders/${id}/shipment`),
  createShipments: (orderIds: number[]) => api.post<ShipmentBatchResult>('/admin/orders/shipments', { orderIds }),
  carrierReturnLabel: (id: number) => api.post<AdminReturnRow>(`/admin/returns/${id}/carrier-label`),
  sendLabel: (id: number, label: { link: string } | { file: File }) =>
    'file' in label ? api.upload<AdminReturnRow>(`/admin/returns/${id}/label`, {}, [label.file], 'PUT') : api.upload<AdminReturnRow>(`/admin/returns/${id}/label`, { link: label.link }, [], 'PUT'),
});
