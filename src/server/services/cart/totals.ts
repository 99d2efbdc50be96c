import type { VolumeDiscount } from '~/lib/cart';
import type { CapacityUnit, ProductType } from '~/lib/catalogue';
import { countBottles, freeShippingProgress, type FreeShippingProgress } from '~/lib/rules/bottles';
import { memberSaving } from '~/lib/rules/member-price';
import { numberValue, type ParameterKey } from '~/lib/site-parameters';
import type { ParameterMap } from '../parameters';
import { isOn } from '../parameters';

// The figures of a cart, from lines whose prices are known: volume discounts, line totals, bottles
// and free shipping. Pure, so the rules are read (and tested) apart from the database.

export interface VolumeTier {
  productId: number | null;
  declinationId: number | null;
  minQuantity: number;
  type: 'EURO' | 'PERCENT';
  amount: number;
}

export interface FigureLine {
  productId: number;
  declinationId: number;
  quantity: number;
  type: ProductType;
  isDematerialized: boolean;
  capacity: number | null;
  capacityUnit: CapacityUnit | null;
  setQuantity: number | null;
  basePrice: number;
  customizationCost: number;
  /** The product's and the declination's volume tiers. */
  volumeTiers: VolumeTier[];
  /** The wine club's member discount, in basis points (docs/club.md, "The member price"); 0 for anyone else. */
  memberDiscount: number;
}

/**
 * The volume discount a line gets: a declination's tiers count the units of that declination in
 * the cart, a product's tiers the units of the whole product (12 bottles over two vintages reach
 * the 12-bottle tier). The largest tier reached wins, a declination's before its product's. It
 * lowers the catalogue price, not what the customizations add.
 */
export function volumeDiscountOf(line: FigureLine, lines: FigureLine[]): VolumeDiscount | null {
  const count = (same: (other: FigureLine) => boolean) => lines.filter(same).reduce((sum, other) => sum + other.quantity, 0);
  const reached = (tiers: VolumeTier[], quantity: number) =>
    tiers.filter((tier) => tier.minQuantity <= quantity).sort((a, b) => b.minQuantity - a.minQuantity)[0] ?? null;
  const tier =
    reached(line.volumeTiers.filter((t) => t.declinationId === line.declinationId), count((o) => o.declinationId === line.declinationId)) ??
    reached(line.volumeTiers.filter((t) => t.declinationId === null && t.productId === line.productId), count((o) => o.productId === line.productId));
  if (!tier) return null;
  const perUnit = tier.type === 'PERCENT' ? Math.round((line.basePrice * tier.amount) / 10_000) : Math.min(tier.amount, line.basePrice);
  return { minQuantity: tier.minQuantity, type: tier.type, amount: tier.amount, perUnit };
}

/**
 * What the member price takes off one unit: the formula's discount on the catalogue price after
 * the volume discount, never on what customizations add; a dematerialized line (a gift card, a
 * visit voucher) keeps its value, as it is money to spend.
 */
export function memberDiscountOf(line: FigureLine, volumePerUnit: number): number {
  if (line.isDematerialized) return 0;
  return memberSaving(line.basePrice - volumePerUnit, line.memberDiscount);
}

export function lineFigures(line: FigureLine, lines: FigureLine[]) {
  const volumeDiscount = volumeDiscountOf(line, lines);
  const memberDiscount = memberDiscountOf(line, volumeDiscount?.perUnit ?? 0);
  const unitPrice = line.basePrice + line.customizationCost - (volumeDiscount?.perUnit ?? 0) - memberDiscount;
  return { volumeDiscount, memberDiscount, unitPrice, lineTotal: unitPrice * line.quantity };
}

export interface ShippingSettings {
  freeShippingBottles: number | null;
  /** FREE_SHIPPING_PRICE, which the owner writes in euros, in cents. */
  freeShippingAmount: number | null;
  minimumBottles: number | null;
  maximumBottles: number | null;
  /** BOTTLE_MULTIPLE: shipments go in whole cases of this many bottles. */
  bottleMultiple: number | null;
  shippingMessage: string | null;
  /** HANDLE_STOCK and USE_PRODUCT_STOCK: stock is checked only when both are on. */
  handlesStock: boolean;
}

export function shippingSettings(parameters: ParameterMap): ShippingSettings {
  const euros = numberValue(parameters.FREE_SHIPPING_PRICE);
  const bottles = (type: ParameterKey) => {
    const value = numberValue(parameters[type]);
    return value === null ? null : Math.floor(value);
  };
  return {
    freeShippingBottles: bottles('FREE_SHIPPING_BOTTLE'),
    freeShippingAmount: euros === null ? null : Math.round(euros * 100),
    minimumBottles: bottles('MINIMUM_EXPEDITION_BOTTLE'),
    maximumBottles: bottles('MAXIMUM_EXPEDITION_BOTTLE'),
    bottleMultiple: bottles('BOTTLE_MULTIPLE'),
    shippingMessage: parameters.SHIPPING_MESSAGE?.trim() || null,
    handlesStock: isOn(parameters.HANDLE_STOCK) && isOn(parameters.USE_PRODUCT_STOCK),
  };
}

/** A priced line as the shipment counts it: a cart's line, or a quoted item priced the same way. */
export type ShipmentLine = Pick<FigureLine, 'type' | 'quantity' | 'isDematerialized' | 'capacity' | 'capacityUnit' | 'setQuantity'> & { lineTotal: number };

export interface Shipment {
  /** Bottles in the parcel (docs/rules.md#counting-bottles). */
  bottles: number;
  /** What the shipped lines cost after the discount code: what free shipping is measured on. */
  amount: number;
  needsShipping: boolean;
}

/**
 * What a parcel holds and what it is worth, the one measure of the cart, the shipping quote and the
 * order. Only what is shipped counts: a gift card sent by e-mail neither needs a parcel nor brings
 * the parcel closer to free. The discount code lowers the amount, as the customer pays less.
 */
export function shipment(lines: ShipmentLine[], discountTotal: number): Shipment {
  const shipped = lines.filter((line) => !line.isDematerialized);
  const bottles = countBottles(
    shipped.map((line) => ({
      type: line.type,
      quantity: line.quantity,
      capacity: line.capacity,
      capacityUnit: line.capacityUnit,
      bottlesPerUnit: line.setQuantity,
    })),
  );
  const amount = Math.max(0, shipped.reduce((sum, line) => sum + line.lineTotal, 0) - discountTotal);
  return { bottles, amount, needsShipping: shipped.length > 0 };
}

/** Bottles and how far the parcel is from shipping free. */
export function shippingFigures(
  lines: ShipmentLine[],
  discountTotal: number,
  settings: ShippingSettings,
): { bottles: number; needsShipping: boolean; freeShipping: FreeShippingProgress } {
  const { bottles, amount, needsShipping } = shipment(lines, discountTotal);
  return {
    bottles,
    needsShipping,
    freeShipping: freeShippingProgress(bottles, amount, { bottles: settings.freeShippingBottles, amount: settings.freeShippingAmount }),
  };
}
