import type { ApiClient, ListQuery } from '../api';
import type { Lang } from '../locale';
import type {
  OrderCheck,
  OrderDetail,
  OrderDiscountQuote,
  OrderDiscountRequest,
  OrderPage,
  OrderRequest,
  PaymentResult,
  PlacedOrder,
  ShippingFees,
  ShippingFeesRequest,
} from '../contracts/order';
import type { AdminOrderStatus, OrderBack, OrderGenericValue, OrderReturnView, ReturnRequest } from '../contracts/order-return';

// The checkout's and the customer's order calls; their shapes are the
// order contract (src/lib/contracts/order.ts and src/lib/contracts/order-return.ts), what each call
// does is told in src/lib/order.ts and src/lib/order-return.ts.

export const checkoutApi = (api: ApiClient) => ({
  shippingFees: (request: ShippingFeesRequest) => api.post<ShippingFees>('/calculate/shipping-fees', request),
  /** The totals for the chosen carrier, applying or removing a discount code or a gift card first. */
  quote: (request: OrderDiscountRequest) => api.post<OrderDiscountQuote>('/order/discount', request),
  validate: (idCart: number) => api.post<OrderCheck>('/order/validate', { idCart }),
  place: (request: OrderRequest) => api.post<PlacedOrder>('/order', request),
  /** The provider's return query, forwarded whole: the server asks the provider itself. */
  paymentResult: (idOrder: number | string, providerQuery: ListQuery) => api.get<PaymentResult>(`/order/cawl/result/${idOrder}`, providerQuery),
});

export const ordersApi = (api: ApiClient) => ({
  list: (page: number, nbItem: number) => api.get<OrderPage>('/order', { page, nbItem }),
  read: (idOrder: number) => api.get<OrderDetail>(`/order/${idOrder}`),
  /** Whether the estate takes the order back, and the returns asked so far. */
  returns: (idOrder: number) => api.get<OrderBack>('/order-back', { order: idOrder }),
  askReturn: (idOrder: number, request: ReturnRequest) => api.post<OrderReturnView>(`/order/${idOrder}/back-products`, request),
  returnReasons: () => api.get<OrderGenericValue[]>('/order-generic-values/RETURN_REASON'),
  /** Admins: every order of the shop, newest first. */
  listAll: (page: number, nbItem: number) => api.get<OrderPage>('/admin/order', { page, nbItem }),
  /** Admins: the order's status, its history and the choices of the panel. */
  adminStatus: (idOrder: number) => api.get<AdminOrderStatus>(`/admin/order/${idOrder}/get-status`),
});

/**
 * The invoice PDF (GET /api/order/{id}/invoice): a document the browser opens itself, so a plain
 * link rather than a call of the API client; a link cannot send the userLang header, so the
 * language goes in the query.
 */
export const invoiceUrl = (idOrder: number, lang: Lang) => `/api/order/${idOrder}/invoice?lang=${lang}`;

/** A credit note's PDF (GET /api/order/{id}/credit-note/{creditNoteId}), linked as the invoice is. */
export const creditNoteUrl = (idOrder: number, creditNoteId: number, lang: Lang) => `/api/order/${idOrder}/credit-note/${creditNoteId}?lang=${lang}`;
