import type { CapacityUnit, ProductSummary } from '~/lib/catalogue';
import { capacityInCentilitres } from '~/lib/catalogue-format';

/** A valid declination as the summary of its product needs it. */
export interface DeclinationFigures {
  year: number | null;
  capacity: number | null;
  capacityUnit: CapacityUnit | null;
  price: number;
  fixedPrice: number | null;
  finalPrice: number;
  tracksStock: boolean;
  quantity: number | null;
}

export type SummaryFigures = Pick<ProductSummary, 'priceFrom' | 'priceBefore' | 'years' | 'capacities' | 'inStock'>;

/**
 * What a product card says of its declinations: the lowest price a customer pays today (and the
 * price it replaces when that one is discounted), the vintages newest first, the capacities from
 * the smallest, and whether anything can still be bought.
 */
export function summaryFigures(declinations: DeclinationFigures[]): SummaryFigures {
  const priceFrom = Math.min(...declinations.map((d) => d.finalPrice));
  const cheapest = declinations.filter((d) => d.finalPrice === priceFrom);
  const before = Math.max(...cheapest.map((d) => d.fixedPrice ?? d.price));
  const years = [...new Set(declinations.map((d) => d.year).filter((y): y is number => y !== null))].sort((a, b) => b - a);
  const capacities = new Map<number, { capacity: number; capacityUnit: CapacityUnit }>();
  for (const d of declinations) {
    if (d.capacity === null || d.capacityUnit === null) continue;
    const volume = capacityInCentilitres(d.capacity, d.capacityUnit);
    if (!capacities.has(volume)) capacities.set(volume, { capacity: d.capacity, capacityUnit: d.capacityUnit });
  }
  return {
    priceFrom: declinations.length ? priceFrom : 0,
    priceBefore: declinations.length && before > priceFrom ? before : null,
    years,
    capacities: [...capacities.entries()].sort(([a], [b]) => a - b).map(([, c]) => c),
    inStock: declinations.some((d) => !d.tracksStock || (d.quantity ?? 0) > 0),
  };
}
