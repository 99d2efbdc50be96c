import { describe, expect, it } from 'vitest';
import { EMPTY_CHECKOUT, missingStep, orderRequest, withDeliveryType, type CheckoutState } from '~/lib/checkout';
import type { AccessPoint } from '~/lib/delivery';
import type { CarrierOffer, OrderAddress } from '~/lib/order';

const home: OrderAddress = { firstname: 'Claire', lastname: 'Martin', address: '3 rue des Tanneurs', postalCode: '49400', city: 'Saumur', idCountry: 1 };
const office: OrderAddress = { ...home, address: '12 quai Mayaud', company: 'Martin SARL' };
const colissimo: CarrierOffer = { idCarrier: 1, name: 'Colissimo', serviceCode: 'colissimo-home', deliveryType: 'DELIVERY', price: 1490, fullPrice: 1490 };
const relayCarrier: CarrierOffer = { idCarrier: 2, name: 'Mondial Relay', serviceCode: 'mondial-relay', deliveryType: 'PICKUP', price: 990, fullPrice: 990 };
const point: AccessPoint = {
  id: 'DEMO-49400-1',
  name: 'Tabac-Presse du Marché',
  addLine1: '8 place Saint-Pierre',
  zipCode: '49400',
  city: 'Saumur',
  country: 'FR',
  position: null,
  icon: null,
  distance: 350,
  opening: [],
  closures: [],
  isDemo: true,
};

const withAddress: CheckoutState = { ...EMPTY_CHECKOUT, address: { shipping: home, billing: null, billingIsShipping: true }, phone: '+33612345678' };

describe('checkout client state', () => {
  it('clears carrier, city, shipping prices and access point when click and collect is chosen', () => {
    const state: CheckoutState = {
      ...withAddress,
      deliveryType: 'delivery',
      carrier: relayCarrier,
      shippingPrices: [colissimo, relayCarrier],
      city: { postalCode: '49400', name: 'Saumur' },
      accessPointAddress: point,
    };
    const next = withDeliveryType(state, 'clickAndCollect');
    expect(next).toMatchObject({ deliveryType: 'clickAndCollect', carrier: null, city: null, shippingPrices: [], accessPointAddress: null });
    expect(next.address).toEqual(state.address);
  });

  it('forgets the pick-up slot when home delivery is chosen again', () => {
    const state: CheckoutState = { ...withAddress, deliveryType: 'clickAndCollect', clickAndCollect: { date: '2027-03-12', idAddress: 1, idSchedule: 4 } };
    expect(withDeliveryType(state, 'delivery').clickAndCollect).toEqual(EMPTY_CHECKOUT.clickAndCollect);
  });

  it('sends the customer back to the first step that is not done', () => {
    expect(missingStep(EMPTY_CHECKOUT, true)).toBe('address');
    expect(missingStep(withAddress, true)).toBe('shipping');
    expect(missingStep({ ...withAddress, deliveryType: 'delivery', carrier: relayCarrier }, true)).toBe('shipping');
    expect(missingStep({ ...withAddress, deliveryType: 'delivery', carrier: relayCarrier, accessPointAddress: point }, true)).toBeNull();
    expect(missingStep({ ...withAddress, deliveryType: 'delivery', carrier: colissimo }, true)).toBeNull();
    expect(missingStep({ ...withAddress, deliveryType: 'clickAndCollect', clickAndCollect: { date: '2027-03-12', idAddress: 1, idSchedule: null } }, true)).toBe('shipping');
    // A voucher alone ships nothing: the billing address is all it needs.
    expect(missingStep(withAddress, false)).toBeNull();
    expect(missingStep({ ...EMPTY_CHECKOUT, address: { shipping: null, billing: office, billingIsShipping: false } }, false)).toBeNull();
  });

  it('builds the order payload of a home delivery, billing to another address', () => {
    const state: CheckoutState = {
      ...withAddress,
      deliveryType: 'delivery',
      carrier: colissimo,
      address: { shipping: home, billing: office, billingIsShipping: false },
      message: '  Sonnez deux fois  ',
      discount: { value: { code: 'PRINTEMPS' }, subtotal: 9000, discount: 900, shippingFees: 1490, total: 9590, giftCard: null, toPay: 9590 },
    };
    const request = orderRequest(state, 42, true);
    expect(request).toMatchObject({
      idCart: 42,
      user: { phone: '+33612345678' },
      address: { delivery: home, billing: office },
      discountCode: 'PRINTEMPS',
      expectedTotal: 9590,
      message: 'Sonnez deux fois',
      dateSchedule: null,
      idSchedule: null,
      delivery: { type: 'DELIVERY', idCarrier: 1, serviceCode: 'colissimo-home', accessPointId: null },
      deliveryPostalCode: '49400',
      deliveryIdCountry: 1,
    });
  });

  it('sends the relay point of a PICKUP carrier and its postal code', () => {
    const request = orderRequest({ ...withAddress, deliveryType: 'delivery', carrier: relayCarrier, accessPointAddress: { ...point, zipCode: '49730' } }, 7, true);
    expect(request.delivery).toMatchObject({ type: 'PICKUP', idCarrier: 2, accessPointId: 'DEMO-49400-1', accessPointName: 'Tabac-Presse du Marché', accessPointZipCode: '49730' });
    expect(request.deliveryPostalCode).toBe('49730');
    expect(request.address.billing).toEqual(home);
  });

  it('sends the day and slot of a click and collect, with no carrier nor shipping address', () => {
    const state = { ...withDeliveryType(withAddress, 'clickAndCollect'), clickAndCollect: { date: '2027-03-12', idAddress: 1, idSchedule: 4 } };
    const request = orderRequest(state, 7, true);
    expect(request).toMatchObject({ dateSchedule: '2027-03-12', idSchedule: 4, deliveryPostalCode: null, address: { delivery: null, billing: home } });
    expect(request.delivery).toMatchObject({ type: 'CLICK_AND_COLLECT', idCarrier: null, serviceCode: null });
  });

  it('sends NO_DELIVERY when nothing ships, whatever was chosen before', () => {
    const request = orderRequest({ ...withAddress, deliveryType: 'delivery', carrier: colissimo }, 7, false);
    expect(request.delivery.type).toBe('NO_DELIVERY');
    expect(request.address.delivery).toBeNull();
    expect(request.delivery.idCarrier).toBeNull();
  });
});
