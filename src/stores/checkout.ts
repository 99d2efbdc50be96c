// The checkout's client state (docs/architecture.md#the-browser), shared by the islands of
// /cart/address, /cart/shipping and /cart/payment. It lives in localStorage so that each step can be
// revisited, in any tab, without asking again; it is forgotten once the order is placed and at
// sign-out. The server recomputes every figure: the prices kept here are for display.
import { persistentAtom } from '@nanostores/persistent';
import { checkoutApi } from '~/lib/api/orders';
import { browserApi } from '~/scripts/browser-api';
import { EMPTY_CHECKOUT, orderRequest, withDeliveryType, type CheckoutDeliveryType, type CheckoutState } from '~/lib/checkout';
import type { AccessPoint, CountryOption } from '~/lib/delivery';
import { langFromPathname } from '~/lib/locale';
import type { CarrierOffer, OrderCheck, OrderDiscountQuote, OrderDiscountRequest, PlacedOrder, ShippingFees } from '~/lib/order';

export const $checkout = persistentAtom<CheckoutState>('checkout', EMPTY_CHECKOUT, {
  encode: JSON.stringify,
  decode: (raw) => {
    try {
      // A state stored by an older version of the shop gains the fields it lacks.
      return { ...EMPTY_CHECKOUT, ...(JSON.parse(raw) as Partial<CheckoutState>) };
    } catch {
      return EMPTY_CHECKOUT;
    }
  },
});

const api = () => browserApi(langFromPathname(location.pathname));

function update(change: (state: CheckoutState) => CheckoutState): CheckoutState {
  const next = change($checkout.get());
  $checkout.set(next);
  return next;
}

// The quote of the payment step (`discount`) was made for one delivery: another carrier, delivery
// type or destination makes it stale, so it is dropped and the payment step asks again.

export function chooseDeliveryType(deliveryType: CheckoutDeliveryType): void {
  update((state) => ({ ...withDeliveryType(state, deliveryType), discount: null }));
}

export function setAddresses(address: CheckoutState['address'], country: CountryOption | null): void {
  // Another destination may change the carriers and their fees: they are asked again.
  update((state) => {
    const moved = state.address.shipping?.postalCode !== address.shipping?.postalCode || state.address.shipping?.idCountry !== address.shipping?.idCountry;
    return moved
      ? { ...state, address, country, city: null, carrier: null, shippingPrices: [], accessPointAddress: null, discount: null }
      : { ...state, address, country };
  });
}

export function setPhone(phone: string): void {
  update((state) => ({ ...state, phone }));
}

export function setMessage(message: string): void {
  update((state) => ({ ...state, message }));
}

export function chooseCarrier(carrier: CarrierOffer | null): void {
  // A relay point belongs to one carrier's network: another carrier needs a point of its own.
  update((state) => ({ ...state, carrier, accessPointAddress: carrier?.idCarrier === state.carrier?.idCarrier ? state.accessPointAddress : null, discount: null }));
}

export function chooseAccessPoint(accessPointAddress: AccessPoint | null): void {
  update((state) => ({ ...state, accessPointAddress }));
}

export function chooseClickAndCollect(clickAndCollect: CheckoutState['clickAndCollect']): void {
  update((state) => ({ ...withDeliveryType(state, 'clickAndCollect'), clickAndCollect, discount: null }));
}

/** Forgets the checkout (order placed, sign-out). */
export function resetCheckout(): void {
  $checkout.set(EMPTY_CHECKOUT);
}

let calculating: Promise<ShippingFees> | null = null;

/**
 * The carriers and their fees for the shipping address (a recalculation is
 * skipped while one is running; the running one answers). A refused destination or bottle count
 * rejects with the server's reason and leaves no carrier chosen.
 */
export function calculateShippingFees(destination: { postalCode: string; name: string; country: CountryOption }): Promise<ShippingFees> {
  calculating ??= checkoutApi(api())
    .shippingFees({ postalCode: destination.postalCode, country: destination.country.id })
    .then((fees) => {
      update((state) => {
        const kept = state.carrier && fees.carriers.find((c) => c.idCarrier === state.carrier?.idCarrier);
        return { ...state, city: { postalCode: destination.postalCode, name: destination.name }, country: destination.country, shippingPrices: fees.carriers, carrier: kept ?? null };
      });
      return fees;
    })
    .catch((error: unknown) => {
      update((state) => ({ ...state, shippingPrices: [], carrier: null, accessPointAddress: null }));
      throw error;
    })
    .finally(() => {
      calculating = null;
    });
  return calculating;
}

/**
 * The order's totals for the chosen carrier, applying a discount code or a gift card first when one
 * is given (null removes the cart's). A refused code rejects with its reason; the quote stays as it was.
 */
export async function quoteOrder(idCart: number, codes: Pick<OrderDiscountRequest, 'discountCode' | 'giftCardCode'> = {}): Promise<OrderDiscountQuote> {
  const state = $checkout.get();
  const shipsToAddress = state.deliveryType === 'delivery';
  const body: OrderDiscountRequest = {
    idCart,
    idCarrier: shipsToAddress ? (state.carrier?.idCarrier ?? null) : null,
    postalCode: shipsToAddress ? (state.accessPointAddress?.zipCode ?? state.address.shipping?.postalCode ?? null) : null,
    idCountry: shipsToAddress ? (state.address.shipping?.idCountry ?? null) : null,
  };
  if (codes.discountCode !== undefined) body.discountCode = codes.discountCode;
  if (codes.giftCardCode !== undefined) body.giftCardCode = codes.giftCardCode;
  const discount = await checkoutApi(api()).quote(body);
  update((current) => ({ ...current, discount }));
  return discount;
}

/** Whether the cart can be ordered as it is now (lines, stock, age), with the server's figures. */
export function validateOrder(idCart: number): Promise<OrderCheck> {
  return checkoutApi(api()).validate(idCart);
}

/** Places the order (POST /order) and answers where the browser must go to pay. */
/** How the customer pays: with a kept card (one click), or on the provider's page, keeping the card or not. */
export interface CardChoice {
  keepCard?: boolean;
  idKeptCard?: number | null;
}

export async function placeOrder(idCart: number, needsShipping: boolean, card: CardChoice = {}): Promise<PlacedOrder> {
  return checkoutApi(api()).place({ ...orderRequest($checkout.get(), idCart, needsShipping), ...card });
}
