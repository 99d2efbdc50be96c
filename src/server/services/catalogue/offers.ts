import type { Discount } from '~/lib/catalogue';
import type { CatalogueScope } from './scope';
import { finalPrice, productDiscounts } from './pricing';

/** What a declination needs to be priced and counted. */
export interface OfferRow {
  id: number;
  price: number;
  fixedPrice: number | null;
  quantity: number | null;
  tracksStock: boolean;
}

export interface Offer {
  finalPrice: number;
  discount: Discount | null;
  /** The stock as the shop counts it (see CatalogueScope.countsStock). */
  tracksStock: boolean;
  quantity: number | null;
}

/** The stock shown for a declination: its quantity only when both the shop and the declination count it. */
export function shownStock(row: Pick<OfferRow, 'quantity' | 'tracksStock'>, countsStock: boolean): Pick<Offer, 'tracksStock' | 'quantity'> {
  const tracked = countsStock && row.tracksStock && row.quantity !== null;
  return { tracksStock: tracked, quantity: tracked ? row.quantity : null };
}

/** Each declination with what it costs today (pricing.ts, the rule the cart applies too) and its stock. */
export async function withOffers<T extends OfferRow>(scope: CatalogueScope, rows: T[]): Promise<(T & { offer: Offer })[]> {
  const discounts = await productDiscounts(
    scope.db,
    rows.map((row) => row.id),
    scope.now,
  );
  return rows.map((row) => {
    const discount = discounts.get(row.id) ?? null;
    return { ...row, offer: { finalPrice: finalPrice(row, discount), discount, ...shownStock(row, scope.countsStock) } };
  });
}
