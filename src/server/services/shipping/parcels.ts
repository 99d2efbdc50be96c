import { asc, eq } from 'drizzle-orm';
import type { CarrierNetwork } from '~/lib/order';
import { CARTON_WEIGHTS, DEFAULT_MAX_PARCEL_WEIGHT, defaultShippingWeight, ESTATE_CARTONS, packParcels, type PackLimits, type Parcel } from '~/lib/rules/parcels';
import type { Database } from '../../db/connection';
import { carrier, declination, orderLine } from '../../db/schema';

// The parcels of an order as the cellar packs them and the carrier is told (docs/rules.md#parcels):
// its shipped lines (not the e-mailed gift cards) at their declination's shipping weight, else the
// default from the capacity and the kind, packed by the pure rule within the carrier's limits.

/** The heaviest parcel each carrier takes: 30 kg for Colissimo (home and pick-up) and Mondial Relay's points. */
const MAX_WEIGHT: Record<CarrierNetwork, number> = { DEMO: DEFAULT_MAX_PARCEL_WEIGHT, COLISSIMO: 30_000, MONDIAL_RELAY: 30_000 };

export const packLimits = (network: CarrierNetwork): PackLimits => ({ maxWeight: MAX_WEIGHT[network], cartonSizes: ESTATE_CARTONS, cartonWeight: CARTON_WEIGHTS });

export async function orderParcels(db: Database, orderId: number, network: CarrierNetwork): Promise<Parcel[]> {
  const lines = await db
    .select({ type: orderLine.productType, quantity: orderLine.quantity, capacity: orderLine.capacity, capacityUnit: orderLine.capacityUnit, isDematerialized: orderLine.isDematerialized, weight: declination.shippingWeight, setQuantity: declination.setQuantity })
    .from(orderLine)
    .leftJoin(declination, eq(declination.id, orderLine.declinationId))
    .where(eq(orderLine.orderId, orderId))
    .orderBy(asc(orderLine.id));
  const shipped = lines.filter((line) => !line.isDematerialized);
  return packParcels(
    shipped.map((line) => ({ type: line.type, quantity: line.quantity, unitWeight: line.weight ?? defaultShippingWeight(line.type, line.capacity, line.capacityUnit, line.setQuantity) })),
    packLimits(network),
  );
}

/** '9,35 kg' / '9.35 kg': a weight in grams as the slip and the label show it. */
export const kilograms = (grams: number, lang: string) => `${new Intl.NumberFormat(lang.replace('_', '-'), { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(grams / 1000)} kg`;

/** The company that carries the order (its carrier service's network); DEMO when it has none any more. */
export async function networkOfOrder(db: Database, carrierId: number | null): Promise<CarrierNetwork> {
  if (carrierId === null) return 'DEMO';
  const [found] = await db.select({ network: carrier.network }).from(carrier).where(eq(carrier.id, carrierId));
  return found?.network ?? 'DEMO';
}
