import { and, eq, inArray } from 'drizzle-orm';
import type { Cart } from '~/lib/cart';
import type { Lang } from '~/lib/locale';
import type { OrderAddress, OrderDeliveryChoice, OrderDeliveryType } from '~/lib/order';
import type { Database } from '../../db/connection';
import { country, pickupSchedule, type AccessPointSnapshot, type AddressSnapshot } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { isOn, type ParameterMap } from '../parameters';
import { inLang } from '../translations';
import { shippedAmount } from './orderable-cart';
import { countryOf, shippingFees } from './shipping-fees';

// How the order reaches the customer, as the server settles it: the carrier and its fee priced
// here (the client's servicePrice is never read), the relay point, or the click-and-collect slot.

export interface DeliveryRequest {
  delivery: OrderDeliveryChoice;
  address: { delivery?: OrderAddress | null; billing?: OrderAddress | null };
  dateSchedule?: string | null;
  idSchedule?: number | null;
  deliveryPostalCode?: string | null;
  deliveryIdCountry?: number | null;
}

export interface SettledDelivery {
  deliveryType: OrderDeliveryType;
  carrierId: number | null;
  carrierServiceName: string | null;
  carrierServiceCode: string | null;
  /** The carrier's price before any SHIPPING_FEES code. */
  carrierPrice: number | null;
  accessPoint: AccessPointSnapshot | null;
  clickAndCollectDate: string | null;
  pickupScheduleId: number | null;
  clickAndCollectAddressId: number | null;
  shippingAddress: AddressSnapshot | null;
}

/** The addresses as the order keeps them, with their country spelled out in the order's language. */
export async function addressSnapshots(db: Database, lang: Lang, addresses: (OrderAddress | null | undefined)[]) {
  const ids = [...new Set(addresses.flatMap((a) => (a ? [a.idCountry] : [])))];
  const countries = ids.length ? await db.query.country.findMany({ where: inArray(country.id, ids), with: { translations: true } }) : [];
  return addresses.map((a): AddressSnapshot | null => {
    if (!a) return null;
    const c = countries.find((row) => row.id === a.idCountry);
    if (!c) throw badRequest('order:shipping.unknownCountry');
    const { idCountry: _, ...rest } = a;
    return { ...rest, country: { id: c.id, alphaTwo: c.alphaTwo, name: inLang(c.translations, lang)?.name ?? c.alphaTwo } };
  });
}

/** The ISO weekday (1 = Monday) of a yyyy-mm-dd day. */
const isoWeekday = (day: string) => ((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;

/** A click-and-collect slot: active, on that weekday, at least CLICK_AND_COLLECT_HOURS ahead. */
async function clickAndCollect(db: Database, parameters: ParameterMap, request: DeliveryRequest, now: Date) {
  const day = request.dateSchedule;
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day) || !request.idSchedule) throw badRequest('order:delivery.slotRequired');
  const [slot] = await db.select().from(pickupSchedule).where(and(eq(pickupSchedule.id, request.idSchedule), eq(pickupSchedule.isActive, true)));
  if (!slot || slot.weekday !== isoWeekday(day)) throw badRequest('order:delivery.slotUnavailable');
  const hours = Number(parameters.CLICK_AND_COLLECT_HOURS ?? 0) || 0;
  // The estate's clock is Paris time; a slot's start read as UTC errs on the safe side by an hour or two.
  const start = new Date(`${day}T${slot.startTime}Z`);
  if (start.getTime() < now.getTime() + hours * 3_600_000) throw badRequest('order:delivery.slotTooSoon', { hours });
  return slot;
}

export async function settleDelivery(db: Database, parameters: ParameterMap, lang: Lang, view: Cart, request: DeliveryRequest, now: Date): Promise<SettledDelivery> {
  const none: SettledDelivery = {
    deliveryType: 'NO_DELIVERY',
    carrierId: null,
    carrierServiceName: null,
    carrierServiceCode: null,
    carrierPrice: null,
    accessPoint: null,
    clickAndCollectDate: null,
    pickupScheduleId: null,
    clickAndCollectAddressId: null,
    shippingAddress: null,
  };
  const type = request.delivery.type;
  // Nothing to ship (gift cards, vouchers): whatever the client sent, there is no delivery.
  if (!view.needsShipping) return none;
  if (type === 'NO_DELIVERY') throw badRequest('order:delivery.required');
  if (type === 'CLICK_AND_COLLECT') {
    const slot = await clickAndCollect(db, parameters, request, now);
    return { ...none, deliveryType: type, clickAndCollectDate: request.dateSchedule ?? null, pickupScheduleId: slot.id, clickAndCollectAddressId: slot.companyAddressId };
  }
  if (isOn(parameters.LOCK_DELIVERY)) throw badRequest('order:delivery.locked');
  const [shippingAddress] = await addressSnapshots(db, lang, [request.address.delivery]);
  if (type === 'DELIVERY' && !shippingAddress) throw badRequest('order:delivery.addressRequired');
  const d = request.delivery;
  const accessPoint: AccessPointSnapshot | null =
    type === 'PICKUP' && d.accessPointId && d.accessPointName && d.accessPointAddress && d.accessPointZipCode && d.accessPointCity
      ? { id: d.accessPointId, name: d.accessPointName, addLine1: d.accessPointAddress, zipCode: d.accessPointZipCode, city: d.accessPointCity, country: d.accessPointCountry ?? 'FR' }
      : null;
  if (type === 'PICKUP' && !accessPoint) throw badRequest('order:delivery.accessPointRequired');
  const postalCode = accessPoint?.zipCode ?? request.deliveryPostalCode ?? shippingAddress?.postalCode ?? '';
  const destination = await countryOf(db, accessPoint?.country ?? request.deliveryIdCountry ?? shippingAddress?.country.id ?? 'FR');
  const fees = await shippingFees(db, parameters, destination, postalCode, { bottles: view.bottles, amount: shippedAmount(view) });
  const offer = fees.carriers.find(
    (c) => c.deliveryType === type && (d.idCarrier ? c.idCarrier === d.idCarrier : c.serviceCode === d.serviceCode),
  );
  if (!offer) throw badRequest('order:delivery.unknownCarrier');
  return { ...none, deliveryType: type, carrierId: offer.idCarrier, carrierServiceName: offer.name, carrierServiceCode: offer.serviceCode, carrierPrice: offer.price, accessPoint, shippingAddress };
}
