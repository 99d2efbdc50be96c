import type { Cart } from '~/lib/cart';
import type { Lang } from '~/lib/locale';
import type { OrderAddress, OrderDeliveryType, OrderRequest } from '~/lib/order';
import type { AccessPointSnapshot, AddressSnapshot } from '../../db/schema';
import type { RememberingDatabase } from '../../remembered';
import { chosenAccessPoint } from '../delivery/access-points';
import type { RelaySettings } from '../delivery/relay-types';
import { chosenCollection } from '../delivery/click-and-collect';
import { isOn, type ParameterMap } from '../parameters';
import { inLang } from '../translations';
import { chosenOffer, type Destination } from './carrier-offer';
import { knownCountries } from './shipping-fees';
import { invalid } from '../errors';

// How the order reaches the customer, as the server settles it: the carrier and its fee priced
// here (the client's servicePrice is never read), the relay point, or the click-and-collect slot.

const FRENCH_POSTAL_CODE = /^\d{5}$/;

/** What of the order's request says how it reaches the customer. */
export type DeliveryRequest = Pick<OrderRequest, 'delivery' | 'address' | 'dateSchedule' | 'idSchedule'>;

export interface SettledDelivery {
  deliveryType: OrderDeliveryType;
  carrierId: number | null;
  carrierServiceName: string | null;
  carrierServiceCode: string | null;
  /** The carrier's price before any SHIPPING_FEES code. */
  carrierPrice: number | null;
  accessPoint: AccessPointSnapshot | null;
  clickAndCollectDate: string | null;
  calendarSlotId: number | null;
  clickAndCollectAddressId: number | null;
  shippingAddress: AddressSnapshot | null;
}

/** The addresses as the order keeps them, with their country spelled out in the order's language. */
export async function addressSnapshots(source: RememberingDatabase, lang: Lang, addresses: (OrderAddress | null | undefined)[]) {
  const countries = await knownCountries(source);
  return addresses.map((a): AddressSnapshot | null => {
    if (!a) return null;
    const c = countries.find((row) => row.id === a.idCountry);
    if (!c) throw invalid('order:shipping.unknownCountry');
    const { idCountry: _, ...rest } = a;
    return { ...rest, country: { id: c.id, alphaTwo: c.alphaTwo, name: inLang(c.translations, lang)?.name ?? c.alphaTwo } };
  });
}

/**
 * Where the parcel goes, as the server knows it: the relay point as its network describes it, or
 * the delivery address. The request's deliveryPostalCode and deliveryIdCountry are never read: an
 * address in Berlin sent with 49400 and France would otherwise be priced and let through as a
 * delivery to Saumur, although the estate delivers only to metropolitan France.
 */
function destinationOf(accessPoint: AccessPointSnapshot | null, shippingAddress: AddressSnapshot | null): Destination {
  if (accessPoint) return { postalCode: accessPoint.zipCode, country: accessPoint.country };
  if (!shippingAddress) throw invalid('order:delivery.addressRequired');
  const postalCode = shippingAddress.postalCode.trim();
  // A French postal code has 5 digits: "F-97400" or "9 7400" would otherwise pass for the mainland.
  if (shippingAddress.country.alphaTwo === 'FR' && !FRENCH_POSTAL_CODE.test(postalCode)) throw invalid('order:delivery.postalCodeFrance');
  return { postalCode, country: shippingAddress.country.id };
}

export async function settleDelivery(source: RememberingDatabase & { relays?: RelaySettings }, parameters: ParameterMap, lang: Lang, view: Cart, request: DeliveryRequest, now: Date): Promise<SettledDelivery> {
  const none: SettledDelivery = {
    deliveryType: 'NO_DELIVERY',
    carrierId: null,
    carrierServiceName: null,
    carrierServiceCode: null,
    carrierPrice: null,
    accessPoint: null,
    clickAndCollectDate: null,
    calendarSlotId: null,
    clickAndCollectAddressId: null,
    shippingAddress: null,
  };
  const type = request.delivery.type;
  // Nothing to ship (gift cards, vouchers): whatever the client sent, there is no delivery.
  if (!view.needsShipping) return none;
  if (type === 'NO_DELIVERY') throw invalid('order:delivery.required');
  // The slot's place is taken for good inside the order's transaction (takeCollectionPlace).
  if (type === 'CLICK_AND_COLLECT') return { ...none, deliveryType: type, ...(await chosenCollection(source.db, request, now)) };
  if (isOn(parameters.LOCK_DELIVERY)) throw invalid('order:delivery.locked');
  const [shippingAddress] = await addressSnapshots(source, lang, [request.address.delivery]);
  if (type === 'DELIVERY' && !shippingAddress) throw invalid('order:delivery.addressRequired');
  const d = request.delivery;
  // Only the point's id is read from the client: the carrier's network says what the point is.
  const accessPoint = type === 'PICKUP' ? await chosenAccessPoint(source.db, d, source.relays, now) : null;
  const offer = await chosenOffer(source, parameters, view, destinationOf(accessPoint, shippingAddress), (c) =>
    c.deliveryType === type && (d.idCarrier ? c.idCarrier === d.idCarrier : c.serviceCode === d.serviceCode),
  );
  return { ...none, deliveryType: type, carrierId: offer.idCarrier, carrierServiceName: offer.name, carrierServiceCode: offer.serviceCode, carrierPrice: offer.price, accessPoint, shippingAddress };
}
