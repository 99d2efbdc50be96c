import { and, eq } from 'drizzle-orm';
import type { AccessPoint, AccessPointSearch } from '~/lib/delivery';
import type { Database } from '../../db/connection';
import { carrier, type AccessPointSnapshot } from '../../db/schema';
import type { RememberingDatabase } from '../../remembered';
import { assertDestination, countryOf } from '../orders/shipping-fees';
import type { ParameterMap } from '../parameters';
import { relayNetworkFor } from './relay-network';
import type { RelaySettings } from './relay-types';
import { invalid } from '../errors';

// Relay points: searched in the network of the carrier service the customer chose, and resolved
// again by that network when the order is placed, so that an order keeps the carrier's point and
// never the description a browser sent.

/** An active carrier service that delivers to relay points, by id or code; otherwise 400. */
async function pickupService(db: Database, by: { idCarrier?: number | null; serviceCode?: string | null }) {
  const which = by.idCarrier ? eq(carrier.id, by.idCarrier) : eq(carrier.serviceCode, by.serviceCode ?? '');
  const [row] = await db
    .select({ name: carrier.name, serviceCode: carrier.serviceCode, network: carrier.network })
    .from(carrier)
    .where(and(which, eq(carrier.deliveryType, 'PICKUP'), eq(carrier.isActive, true)));
  if (!row) throw invalid('delivery:errors.notRelayService');
  return row;
}

/**
 * POST /relay/access-points: the relay points of the service's network near the address, nearest
 * first. A destination the estate does not deliver to is refused as the shipping fees refuse it.
 */
export async function searchAccessPoints(
  source: RememberingDatabase & { config: { relays: RelaySettings }; now: () => Date },
  parameters: ParameterMap,
  search: AccessPointSearch,
): Promise<AccessPoint[]> {
  const service = await pickupService(source.db, search);
  const destination = await countryOf(source, search.country);
  const postalCode = search.postalCode.trim();
  if (destination.alphaTwo === 'FR' && !/^\d{5}$/.test(postalCode)) throw invalid('delivery:errors.postalCodeInvalid');
  assertDestination(destination, postalCode, parameters);
  return relayNetworkFor(service, source.config.relays, source.now).search({
    postalCode,
    city: search.city?.trim() || null,
    address: search.address?.trim() || null,
    country: destination.alphaTwo,
  });
}

/** The relay point of a PICKUP order, as the carrier's network describes it; an id it does not know is a 400. */
export async function chosenAccessPoint(
  db: Database,
  choice: { idCarrier?: number | null; serviceCode?: string | null; accessPointId?: string | null },
  relays: RelaySettings | undefined,
  now: Date,
): Promise<AccessPointSnapshot> {
  if (!choice.accessPointId) throw invalid('order:delivery.accessPointRequired');
  const service = await pickupService(db, choice);
  const point = await relayNetworkFor(service, relays, () => now).find(choice.accessPointId);
  if (!point) throw invalid('delivery:errors.unknownAccessPoint', { carrier: service.name });
  const { id, name, addLine1, zipCode, city, country, position, icon } = point;
  return { id, name, addLine1, zipCode, city, country, ...(position ? { position } : {}), ...(icon ? { icon } : {}) };
}
