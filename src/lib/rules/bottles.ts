/**
 * Counting bottles for shipping (docs/rules.md#counting-bottles): free shipping from FREE_SHIPPING_BOTTLE
 * bottles, at least MINIMUM_EXPEDITION_BOTTLE to ship. A wine below 75 cl counts half a bottle, a
 * box counts its quantity times the bottles it holds, other products count nothing; the total is
 * rounded down.
 */
import type { FreeShippingProgress } from '../contracts/cart';
import type { CapacityUnit, ProductType } from '../contracts/catalogue';

export interface BottleLine {
  type: ProductType;
  quantity: number;
  capacity: number | null;
  capacityUnit: CapacityUnit | null;
  /** Bottles in one box (a case of 6 holds 6). */
  bottlesPerUnit: number | null;
}

const STANDARD_BOTTLE_CL = 75;

export function capacityInCentilitres(capacity: number | null, unit: CapacityUnit | null): number | null {
  if (capacity === null || unit === null) return null;
  return unit === 'LITER' ? capacity * 100 : capacity;
}

export function countBottles(lines: BottleLine[]): number {
  let bottles = 0;
  for (const line of lines) {
    if (line.type === 'WINE') {
      const centilitres = capacityInCentilitres(line.capacity, line.capacityUnit);
      bottles += line.quantity * (centilitres !== null && centilitres < STANDARD_BOTTLE_CL ? 0.5 : 1);
    } else if (line.type === 'BOX') {
      bottles += line.quantity * (line.bottlesPerUnit ?? 1);
    }
  }
  return Math.floor(bottles);
}

export interface FreeShippingThresholds {
  /** FREE_SHIPPING_BOTTLE; null when the estate has none. */
  bottles: number | null;
  /** FREE_SHIPPING_PRICE in cents; null when the estate has none. */
  amount: number | null;
}

/** What is still missing on each threshold, or null when it does not apply (the cart contract's shape). */
export type { FreeShippingProgress };

/** Shipping is free as soon as either threshold is reached. */
export function freeShippingProgress(bottles: number, amount: number, thresholds: FreeShippingThresholds): FreeShippingProgress {
  const bottlesLeft = thresholds.bottles === null ? null : Math.max(0, thresholds.bottles - bottles);
  const amountLeft = thresholds.amount === null ? null : Math.max(0, thresholds.amount - amount);
  return { isFree: bottlesLeft === 0 || amountLeft === 0, bottlesLeft, amountLeft };
}
