/**
 * Packing an order into parcels (docs/rules.md#parcels): what the cellar puts in each carton, and
 * what the carrier is told (the parcel count and each parcel's weight). Bottles go into the
 * estate's cartons (of 12 or 6), the largest that the bottles left fill, else the smallest that
 * holds them all; a carton is closed early when one more bottle would pass the carrier's weight
 * limit. A box (a case already packed) travels as its own parcel. Other products (no bottle)
 * go into the first parcel they fit in by weight, else into a parcel of their own.
 */
import type { CapacityUnit, ProductType } from '../contracts/catalogue';
import { capacityInCentilitres } from './bottles';

export interface PackLine {
  type: ProductType;
  quantity: number;
  /** One unit's shipping weight in grams, packing included (the declination's, else its default). */
  unitWeight: number;
}

export interface PackLimits {
  /** The carrier's heaviest parcel, in grams (30 kg for Colissimo and Mondial Relay). */
  maxWeight: number;
  /** The bottle counts of the estate's cartons, e.g. [6, 12]. */
  cartonSizes: readonly number[];
  /** What an empty carton of each size weighs, in grams; absent sizes weigh nothing. */
  cartonWeight: Readonly<Record<number, number>>;
}

export interface Parcel {
  /** The carton's bottle count, null for a box shipped as it is or a parcel of other products. */
  carton: number | null;
  bottles: number;
  /** Grams: the contents and the carton. */
  weight: number;
  /** Which units of which line (its index in the input) the parcel holds. */
  contents: { line: number; quantity: number }[];
}

export const ESTATE_CARTONS: PackLimits['cartonSizes'] = [6, 12];
export const CARTON_WEIGHTS: PackLimits['cartonWeight'] = { 6: 400, 12: 700 };
export const DEFAULT_MAX_PARCEL_WEIGHT = 30_000;

const STANDARD_CL = 75;

/**
 * A declination's default shipping weight in grams, when the owner gave none: a wine weighs its
 * liquid (10 g a centilitre) and its glass (about three quarters of that, 250 g at least), a box
 * the bottles it holds plus its case, another product half a kilogram.
 */
export function defaultShippingWeight(type: ProductType, capacity: number | null, unit: CapacityUnit | null, bottlesPerUnit: number | null): number {
  const centilitres = capacityInCentilitres(capacity, unit) ?? STANDARD_CL;
  const bottle = Math.round(centilitres * 10 + Math.max(250, centilitres * 7.5));
  if (type === 'WINE') return bottle;
  if (type === 'BOX') return (bottlesPerUnit ?? 1) * bottle + 300;
  return 500;
}

function add(parcel: Parcel, line: number, weight: number) {
  parcel.weight += weight;
  const last = parcel.contents.at(-1);
  if (last?.line === line) last.quantity += 1;
  else parcel.contents.push({ line, quantity: 1 });
}

/** The parcels of an order, heaviest bottles first within each carton; the same lines always pack the same way. */
export function packParcels(lines: readonly PackLine[], limits: PackLimits): Parcel[] {
  const sizes = [...new Set(limits.cartonSizes.filter((s) => Number.isInteger(s) && s > 0))].sort((a, b) => b - a);
  if (!sizes.length) sizes.push(6);
  const parcels: Parcel[] = [];

  lines.forEach((line, index) => {
    if (line.type !== 'BOX') return;
    for (let i = 0; i < line.quantity; i++) parcels.push({ carton: null, bottles: 0, weight: line.unitWeight, contents: [{ line: index, quantity: 1 }] });
  });

  const bottles = lines.flatMap((line, index) => (line.type === 'WINE' ? Array.from({ length: line.quantity }, () => index) : [])).sort((a, b) => lines[b].unitWeight - lines[a].unitWeight || a - b);
  let next = 0;
  while (next < bottles.length) {
    const left = bottles.length - next;
    // The largest carton the bottles left fill, else the smallest (it holds them all).
    const holds = sizes.find((s) => s <= left) ?? sizes.at(-1)!;
    const parcel: Parcel = { carton: holds, bottles: 0, weight: limits.cartonWeight[holds] ?? 0, contents: [] };
    while (next < bottles.length && parcel.bottles < holds) {
      const weight = lines[bottles[next]].unitWeight;
      // The carton is closed when the next bottle would make it too heavy (a carton holds one at least).
      if (parcel.bottles > 0 && parcel.weight + weight > limits.maxWeight) break;
      add(parcel, bottles[next], weight);
      parcel.bottles += 1;
      next += 1;
    }
    parcels.push(parcel);
  }

  lines.forEach((line, index) => {
    if (line.type !== 'OTHER') return;
    for (let i = 0; i < line.quantity; i++) {
      const room = parcels.find((p) => p.carton !== null && p.weight + line.unitWeight <= limits.maxWeight) ?? parcels.find((p) => p.carton === null && p.bottles === 0 && p.contents.every((c) => lines[c.line].type === 'OTHER') && p.weight + line.unitWeight <= limits.maxWeight);
      if (room) add(room, index, line.unitWeight);
      else parcels.push({ carton: null, bottles: 0, weight: line.unitWeight, contents: [{ line: index, quantity: 1 }] });
    }
  });
  return parcels;
}
