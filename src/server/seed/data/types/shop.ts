import type { OrderStatus as OrderStatusKey } from '~/lib/order';
import type { ClockTime, Localized, Weekday } from './base';

// Orders, returns and delivery. The statuses are the order contract's (src/lib/order.ts).

export interface OrderStatus {
  value: OrderStatusKey;
  label: Localized;
}

export interface OrderBackTexts {
  isActive: boolean;
  message: Localized;
  returnAskDescription: Localized;
  labelSentDescription: Localized;
  productReceivedDescription: Localized;
}

export interface ShippingRate {
  /** This rate applies up to this many bottles (inclusive); null for any number above. */
  upToBottles: number | null;
  /** Cents, tax included. */
  price: number;
}

export interface Carrier {
  key: string;
  name: string;
  serviceCode: string;
  deliveryType: 'DELIVERY' | 'PICKUP';
  /** The company behind the service (its relay network, for PICKUP); the demo's when unset. */
  network?: 'DEMO' | 'MONDIAL_RELAY' | 'COLISSIMO';
  /** The name in English, when it differs. */
  nameEn?: string;
  rates: ShippingRate[];
}

export interface ClickAndCollectSlot {
  weekday: Weekday;
  start: ClockTime;
  end: ClockTime;
  /** Orders the team can prepare for that slot. */
  capacity: number;
}

/** A day of the year ('MM-DD') on which nobody collects an order at the cellar shop. */
export interface ClosedDayOfYear {
  day: `${number}-${number}`;
  /** Kept for the estate's team, in French. */
  reason: string;
}

/** Values offered in order forms, by type (RETURN_REASON…). */
export interface OrderGenericValues {
  type: string;
  values: Localized[];
}
