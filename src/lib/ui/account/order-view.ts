// How the order pages put an order's raw parts into words: a stored address as the lines of an
// envelope, a status as a colour family, a pick-up slot as two times.
import type { OrderStatus } from '~/lib/order';
import type { OrderReturnStatus } from '~/lib/order-return';

/** The address snapshot an order keeps (OrderDetail.shippingAddress and billingAddress). */
interface AddressSnapshot {
  firstname?: string;
  lastname?: string;
  company?: string | null;
  address?: string;
  addressPart2?: string | null;
  postalCode?: string;
  city?: string;
  country?: { name?: string } | string | null;
  phone?: string | null;
}

/** The lines of a stored address as written on a parcel; null when the order has none. */
export function addressLines(value: unknown): string[] | null {
  if (!value || typeof value !== 'object') return null;
  const address = value as AddressSnapshot;
  const country = typeof address.country === 'string' ? address.country : address.country?.name;
  const lines = [
    [address.firstname, address.lastname].filter(Boolean).join(' '),
    address.company,
    address.address,
    address.addressPart2,
    [address.postalCode, address.city].filter(Boolean).join(' '),
    country,
    address.phone,
  ].filter((line): line is string => typeof line === 'string' && line.trim() !== '');
  return lines.length > 0 ? lines : null;
}

export type StatusTone = 'waiting' | 'progress' | 'done' | 'problem' | 'closed';

const ORDER_TONES: Record<OrderStatus, StatusTone> = {
  AWAITING_PAYMENT: 'waiting',
  PAID: 'progress',
  PREPARING: 'progress',
  READY_FOR_PICKUP: 'progress',
  SHIPPED: 'progress',
  DELIVERED: 'done',
  PAYMENT_FAILED: 'problem',
  CANCELLED: 'problem',
  REFUNDED: 'closed',
};

const RETURN_TONES: Record<OrderReturnStatus, StatusTone> = {
  ASKED: 'waiting',
  ACCEPTED: 'progress',
  LABEL_SENT: 'progress',
  PRODUCT_RECEIVED: 'progress',
  REFUNDED: 'done',
  REFUSED: 'problem',
};

/** The colour family of an order's or a return's status badge; an unknown status stays neutral. */
export function statusTone(status: string, of: 'order' | 'return' = 'order'): StatusTone {
  const tones: Record<string, StatusTone> = of === 'order' ? ORDER_TONES : RETURN_TONES;
  return tones[status] ?? 'closed';
}

/** 'HH:MM-HH:MM' as its two ends; null for anything else. */
export function slotEnds(slot: string | null): { from: string; to: string } | null {
  const match = slot ? /^(\d{1,2}:\d{2})(?::\d{2})?\s*-\s*(\d{1,2}:\d{2})(?::\d{2})?$/.exec(slot.trim()) : null;
  return match ? { from: match[1], to: match[2] } : null;
}

/** The last day a return can be asked: OrderBack.returnUntil is the midnight that ends it. */
export const lastReturnDay = (returnUntil: string) => new Date(Date.parse(returnUntil) - 1);
