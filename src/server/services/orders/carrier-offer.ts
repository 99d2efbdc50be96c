import type { Cart } from '~/lib/cart';
import type { CarrierOffer } from '~/lib/order';
import type { RememberingDatabase } from '../../remembered';
import type { ParameterMap } from '../parameters';
import { shipmentOf } from './orderable-cart';
import { countryOf, shippingFees } from './shipping-fees';
import { invalid } from '../errors';

export interface Destination {
  postalCode: string;
  /** A country id or its ISO alpha-2 code. */
  country: number | string;
}

/**
 * The carrier the customer chose, priced for the cart's shipment exactly as POST
 * /calculate/shipping-fees prices it (free shipping included, before any SHIPPING_FEES code).
 * A destination the estate does not serve, or a carrier that does not serve it, answers 400.
 */
export async function chosenOffer(source: RememberingDatabase, parameters: ParameterMap, view: Cart, destination: Destination, chosen: (offer: CarrierOffer) => boolean): Promise<CarrierOffer> {
  const country = await countryOf(source, destination.country);
  const fees = await shippingFees(source, parameters, country, destination.postalCode, shipmentOf(view));
  const offer = fees.carriers.find(chosen);
  if (!offer) throw invalid('order:delivery.unknownCarrier');
  return offer;
}
