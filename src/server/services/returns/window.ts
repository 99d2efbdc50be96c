import { parisInstant, parisWallClock } from '~/lib/dates';
import type { OrderStatus } from '~/lib/order';

// The withdrawal period: 14 calendar days (docs/rules.md#returns). French consumer law (Code de la
// consommation, L221-18) lets the customer withdraw from the order onwards, so a paid order may be
// sent back before it arrives; the period then ends with the 14th calendar day after delivery (or
// collection), at midnight in Paris, the estate's time. Another reason than withdrawal (a broken
// bottle) after that is handled by the estate directly, as the closed message says.

export const WITHDRAWAL_DAYS = 14;

/** Paid orders not yet ended: the customer may ask. Unpaid, cancelled and refunded ones may not. */
const OPEN_STATUSES: readonly OrderStatus[] = ['PAID', 'PREPARING', 'READY_FOR_PICKUP', 'SHIPPED', 'DELIVERED'];

/** The end of the withdrawal period: midnight (Paris) after the 14th day following delivery. */
export function returnDeadline(deliveredAt: Date): Date {
  const day = parisWallClock(deliveredAt);
  return parisInstant(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate() + WITHDRAWAL_DAYS + 1));
}

export type ClosedReason = 'inactive' | 'notPaid' | 'ended' | 'expired';

export interface ReturnWindow {
  /** Null when returns can be asked now. */
  closed: ClosedReason | null;
  returnUntil: Date | null;
}

export function returnWindow(isActive: boolean, status: OrderStatus, deliveredAt: Date | null, now: Date): ReturnWindow {
  const returnUntil = deliveredAt ? returnDeadline(deliveredAt) : null;
  const closed: ClosedReason | null = !isActive
    ? 'inactive'
    : status === 'AWAITING_PAYMENT' || status === 'PAYMENT_FAILED'
      ? 'notPaid'
      : !OPEN_STATUSES.includes(status)
        ? 'ended'
        : returnUntil && now >= returnUntil
          ? 'expired'
          : null;
  return { closed, returnUntil };
}
