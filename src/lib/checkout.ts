/**
 * The checkout's client state (docs/architecture.md#the-browser) and the pure rules that turn
 * it into the order request. The steps' islands share it through `~/stores/checkout`;
 * these functions hold the rules so that they are unit-tested apart from the browser.
 */
import type { AccessPoint, CityOption, CountryOption } from './delivery';
import type { CarrierOffer, OrderAddress, OrderDeliveryType, OrderDiscountQuote, OrderRequest } from './order';

/** docs/rules.md#delivery: '' (not chosen yet), delivery (home or relay point), clickAndCollect, no_delivery. */
export type CheckoutDeliveryType = '' | 'delivery' | 'clickAndCollect' | 'no_delivery';

export interface ClickAndCollectChoice {
  /** yyyy-mm-dd */
  date: string | null;
  /** The estate's pick-up address (GET /company/address). */
  idAddress: number | null;
  /** The calendar slot. */
  idSchedule: number | null;
  /** 'HH:MM-HH:MM', for the summary. */
  slotLabel?: string | null;
}

export interface CheckoutState {
  deliveryType: CheckoutDeliveryType;
  clickAndCollect: ClickAndCollectChoice;
  /** The relay point chosen for a PICKUP carrier. */
  accessPointAddress: AccessPoint | null;
  /** The destination the shipping prices were computed for. */
  city: CityOption | null;
  country: CountryOption | null;
  carrier: CarrierOffer | null;
  shippingPrices: CarrierOffer[];
  address: { shipping: OrderAddress | null; billing: OrderAddress | null; billingIsShipping: boolean };
  message: string;
  phone: string;
  discount: OrderDiscountQuote | null;
}

export const EMPTY_CHECKOUT: CheckoutState = {
  deliveryType: '',
  clickAndCollect: { date: null, idAddress: null, idSchedule: null, slotLabel: null },
  accessPointAddress: null,
  city: null,
  country: null,
  carrier: null,
  shippingPrices: [],
  address: { shipping: null, billing: null, billingIsShipping: true },
  message: '',
  phone: '',
  discount: null,
};

/** Choosing a delivery type: click and collect clears carrier, city, shipping prices and access point. */
export function withDeliveryType(state: CheckoutState, deliveryType: CheckoutDeliveryType): CheckoutState {
  if (deliveryType === 'clickAndCollect') {
    return { ...state, deliveryType, carrier: null, city: null, shippingPrices: [], accessPointAddress: null };
  }
  if (deliveryType === 'no_delivery') {
    return { ...state, deliveryType, carrier: null, shippingPrices: [], accessPointAddress: null, clickAndCollect: EMPTY_CHECKOUT.clickAndCollect };
  }
  return { ...state, deliveryType, clickAndCollect: deliveryType === 'delivery' ? EMPTY_CHECKOUT.clickAndCollect : state.clickAndCollect };
}

/** The billing address the order is sent with. */
export function billingAddress(state: CheckoutState): OrderAddress | null {
  return state.address.billingIsShipping ? state.address.shipping : state.address.billing;
}

/** The order's delivery type as the API names it (docs/rules.md#delivery). */
export function orderDeliveryType(state: CheckoutState): OrderDeliveryType {
  if (state.deliveryType === 'clickAndCollect') return 'CLICK_AND_COLLECT';
  if (state.deliveryType === 'no_delivery') return 'NO_DELIVERY';
  return state.carrier?.deliveryType === 'DELIVERY' ? 'DELIVERY' : 'PICKUP';
}

/** What still stops the customer from paying: the first step to go back to, or null when ready. */
export function missingStep(state: CheckoutState, needsShipping: boolean): 'address' | 'shipping' | null {
  if (!billingAddress(state) || (needsShipping && state.deliveryType !== 'clickAndCollect' && !state.address.shipping)) return 'address';
  if (!needsShipping) return null;
  if (state.deliveryType === 'clickAndCollect') {
    const { date, idSchedule } = state.clickAndCollect;
    return date && idSchedule ? null : 'shipping';
  }
  if (state.deliveryType !== 'delivery' || !state.carrier) return 'shipping';
  if (state.carrier.deliveryType === 'PICKUP' && !state.accessPointAddress) return 'shipping';
  return null;
}

/** The order request, from the checkout state and the two ticks of the payment step. */
export function orderRequest(state: CheckoutState, idCart: number, needsShipping: boolean): OrderRequest {
  const type = needsShipping ? orderDeliveryType(state) : 'NO_DELIVERY';
  const shipsToAddress = type === 'DELIVERY' || type === 'PICKUP';
  const point = type === 'PICKUP' ? state.accessPointAddress : null;
  const carrier = shipsToAddress ? state.carrier : null;
  return {
    idCart,
    user: { phone: state.phone || null },
    address: { delivery: shipsToAddress ? state.address.shipping : null, billing: billingAddress(state) },
    discountCode: state.discount?.value?.code ?? null,
    // The card's share the customer saw: should another order have spent it meanwhile, nothing is placed.
    giftCardAmount: state.discount?.giftCard?.amount ?? null,
    // The total the payment step showed: the order is placed at it or refused with the new one, and
    // a code shown as no longer applying is left out rather than refusing the order.
    expectedTotal: state.discount?.total ?? null,
    message: state.message.trim() || null,
    dateSchedule: type === 'CLICK_AND_COLLECT' ? state.clickAndCollect.date : null,
    idSchedule: type === 'CLICK_AND_COLLECT' ? state.clickAndCollect.idSchedule : null,
    delivery: {
      type,
      idCarrier: carrier?.idCarrier ?? null,
      serviceName: carrier?.name ?? null,
      serviceCode: carrier?.serviceCode ?? null,
      servicePrice: carrier?.price ?? null,
      accessPointId: point?.id ?? null,
      accessPointName: point?.name ?? null,
      accessPointAddress: point?.addLine1 ?? null,
      accessPointZipCode: point?.zipCode ?? null,
      accessPointCity: point?.city ?? null,
      accessPointCountry: point?.country ?? null,
    },
    deliveryPostalCode: shipsToAddress ? (point?.zipCode ?? state.address.shipping?.postalCode ?? null) : null,
    deliveryIdCountry: shipsToAddress ? (state.address.shipping?.idCountry ?? state.country?.id ?? null) : null,
    acceptSalesTerms: true,
    isAdult: true,
  };
}
