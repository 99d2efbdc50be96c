import { ORDER_STATUSES, type OrderDeliveryType, type OrderStatus } from '~/lib/order';

// Which status the estate may give an order from the panel. The payment statuses are the payment
// provider's word only (docs/rules.md#payment-and-holds); an order awaiting payment can only be cancelled (its stock
// comes back); a paid order moves along its fulfilment, back and forth to mend a slip; it ends
// REFUNDED only through the refund form, which moves the money (a plain status change would tell
// the customer of a refund nobody paid); cancelled, failed and refunded orders are over.

export const PAYMENT_STATUSES: readonly OrderStatus[] = ['AWAITING_PAYMENT', 'PAID', 'PAYMENT_FAILED'];
const ENDED: readonly OrderStatus[] = ['PAYMENT_FAILED', 'CANCELLED', 'REFUNDED'];

type Fulfilment = { status: OrderStatus; deliveryType: OrderDeliveryType };

/** The message key saying why `to` cannot follow the order's status, or null when it can. */
export function statusChangeProblem(order: Fulfilment, to: OrderStatus): string | null {
  if (to === order.status) return 'order:admin.sameStatus';
  if (PAYMENT_STATUSES.includes(to)) return 'order:admin.paymentStatus';
  if (to === 'REFUNDED') return 'order:admin.refundThroughForm';
  if (ENDED.includes(order.status)) return 'order:admin.ended';
  if (to === 'CANCELLED') return order.status === 'AWAITING_PAYMENT' ? null : 'order:admin.cancelPaid';
  if (order.status === 'AWAITING_PAYMENT') return 'order:admin.notPaid';
  if (to === 'READY_FOR_PICKUP' && order.deliveryType !== 'CLICK_AND_COLLECT') return 'order:admin.pickupOnly';
  if (to === 'SHIPPED' && order.deliveryType !== 'DELIVERY' && order.deliveryType !== 'PICKUP') return 'order:admin.shippedOnly';
  return null;
}

/**
 * The statuses the estate may give the order now: what the panel offers, drawn from the same rule
 * the server enforces on a change, so that the menu never offers a status the server refuses.
 */
export const allowedNextStatuses = (order: Fulfilment): OrderStatus[] => ORDER_STATUSES.filter((to) => statusChangeProblem(order, to) === null);
