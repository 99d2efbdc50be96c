import { describe, expect, it } from 'vitest';
import type { Cart, CartLine } from '~/lib/cart';
import { EMPTY_CHECKOUT, type CheckoutState } from '~/lib/checkout';
import type { CountryOption } from '~/lib/delivery';
import type { CarrierOffer } from '~/lib/order';
import { addressInput, addressProblems, destinationFieldProblem, orderAddress, type AddressInput } from '~/islands/checkout/address-rules';
import { checkoutReadiness } from '~/islands/checkout/checkout-readiness';
import { summaryFigures } from '~/islands/checkout/summary-figures';

const france: CountryOption = { id: 1, alphaTwo: 'FR', name: 'France', isDeliverable: true };
const belgium: CountryOption = { id: 2, alphaTwo: 'BE', name: 'Belgique', isDeliverable: false };
const home: AddressInput = {
  firstname: 'Claire',
  lastname: 'Martin',
  company: '',
  address: '3 rue des Tanneurs',
  addressPart2: '',
  postalCode: '49400',
  city: 'Saumur',
  idCountry: 1,
};
const franceOnly = { sellsWorldwide: false };

describe('an address at the checkout', () => {
  it('takes a complete French address, for delivery and for billing', () => {
    expect(addressProblems(home, france, { ...franceOnly, shipping: true })).toEqual({});
    expect(addressProblems(home, france, { ...franceOnly, shipping: false })).toEqual({});
  });

  it('names every missing field, and the country when none is chosen', () => {
    const blank: AddressInput = { ...home, firstname: ' ', lastname: '', address: '', postalCode: '', city: '', idCountry: null };
    expect(addressProblems(blank, null, { ...franceOnly, shipping: true })).toEqual({
      firstname: { key: 'firstname' },
      lastname: { key: 'lastname' },
      address: { key: 'address' },
      postalCode: { key: 'postalCode' },
      city: { key: 'city' },
      idCountry: { key: 'country' },
    });
  });

  it('wants five digits for a French postal code, and not for a Belgian one', () => {
    expect(addressProblems({ ...home, postalCode: '4940' }, france, { ...franceOnly, shipping: false })).toEqual({ postalCode: { key: 'postalCodeFrance' } });
    expect(addressProblems({ ...home, postalCode: '1000', idCountry: 2 }, belgium, { ...franceOnly, shipping: false })).toEqual({});
  });

  it('refuses texts longer than the order takes', () => {
    expect(addressProblems({ ...home, city: 'x'.repeat(101) }, france, { ...franceOnly, shipping: false })).toEqual({ city: { key: 'tooLong', params: { max: 100 } } });
  });

  it('bills any country but delivers only where the estate ships, saying which rule applies', () => {
    const brussels = { ...home, postalCode: '1000', city: 'Bruxelles', idCountry: 2 };
    expect(addressProblems(brussels, belgium, { ...franceOnly, shipping: true })).toEqual({ idCountry: { key: 'onlyMetropolitanFrance' } });
    expect(addressProblems(brussels, belgium, { sellsWorldwide: true, shipping: true })).toEqual({ idCountry: { key: 'notDeliverable' } });
    expect(addressProblems(brussels, belgium, { ...franceOnly, shipping: false })).toEqual({});
  });

  it('refuses an overseas French postal code for delivery unless the estate sells worldwide', () => {
    expect(destinationFieldProblem(france, '97400', franceOnly)).toEqual({ field: 'postalCode', problem: { key: 'onlyMetropolitanFrance' } });
    expect(destinationFieldProblem(france, '20000', franceOnly)).toBeNull();
    expect(destinationFieldProblem(france, '97400', { sellsWorldwide: true })).toBeNull();
    // Nothing to say while the code is being typed.
    expect(destinationFieldProblem(france, '97', franceOnly)).toBeNull();
  });

  it('goes to the order trimmed, blank optional fields as null, and comes back to the form the same', () => {
    const typed = { ...home, firstname: ' Claire ', company: '  ', addressPart2: 'Bât. B' };
    const sent = orderAddress(typed, 1, '+33612345678');
    expect(sent).toEqual({ ...home, firstname: 'Claire', company: null, addressPart2: 'Bât. B', idCountry: 1, phone: '+33612345678' });
    expect(addressInput(sent)).toEqual({ ...home, addressPart2: 'Bât. B' });
  });
});

const bottle = { id: 1, problem: null, lineTotal: 9000, quantity: 6, label: 'Les Perrières 2022 – 75 cl' } as CartLine;
const cart = (change: Partial<Cart> = {}): Cart =>
  ({
    id: 7,
    type: 'MAIN_CART',
    products: [bottle],
    totalProduct: 6,
    totals: { products: 9000, discount: 0, total: 9000 },
    discount: null,
    bottles: 6,
    needsShipping: true,
    freeShipping: { isFree: false, bottlesLeft: 54, amountLeft: 36000 },
    minimumBottles: 6,
    maximumBottles: null,
    bottleMultiple: 6,
    shippingMessage: null,
    ...change,
  }) as Cart;

describe('the way from the cart to the checkout', () => {
  const offer = { shippingLocked: false, clickAndCollect: true };

  it('is open to a cart that ships', () => {
    expect(checkoutReadiness(cart(), offer)).toEqual({ state: 'ready' });
  });

  it('is closed while a line has a problem', () => {
    expect(checkoutReadiness(cart({ products: [{ ...bottle, problem: 'Épuisé' }] }), offer)).toEqual({ state: 'blocked', reason: { kind: 'lines' } });
  });

  it('leaves only collection at the estate below the bottles of a parcel, or closes without it', () => {
    const three = cart({ bottles: 3 });
    expect(checkoutReadiness(three, offer)).toEqual({ state: 'collectOnly', obstacle: { kind: 'minimum', minimum: 6, missing: 3 } });
    expect(checkoutReadiness(three, { ...offer, clickAndCollect: false })).toEqual({ state: 'blocked', reason: { kind: 'minimum', minimum: 6, missing: 3 } });
    expect(checkoutReadiness(cart({ bottles: 30, maximumBottles: 24 }), { ...offer, clickAndCollect: false })).toEqual({
      state: 'blocked',
      reason: { kind: 'maximum', maximum: 24, extra: 6 },
    });
  });

  it('asks for whole cases of BOTTLE_MULTIPLE before shipping', () => {
    expect(checkoutReadiness(cart({ bottles: 8 }), { ...offer, clickAndCollect: false })).toEqual({ state: 'blocked', reason: { kind: 'case', multiple: 6, missing: 4 } });
    expect(checkoutReadiness(cart({ bottles: 8 }), offer)).toEqual({ state: 'collectOnly', obstacle: { kind: 'case', multiple: 6, missing: 4 } });
    expect(checkoutReadiness(cart({ bottles: 12 }), { ...offer, clickAndCollect: false })).toEqual({ state: 'ready' });
  });

  it('follows LOCK_DELIVERY, and lets through what is not shipped at all', () => {
    expect(checkoutReadiness(cart(), { shippingLocked: true, clickAndCollect: false })).toEqual({ state: 'blocked', reason: { kind: 'locked' } });
    expect(checkoutReadiness(cart({ needsShipping: false, bottles: 0 }), { shippingLocked: true, clickAndCollect: false })).toEqual({ state: 'ready' });
  });
});

describe('the totals of the checkout aside', () => {
  const colissimo: CarrierOffer = { idCarrier: 1, name: 'Colissimo', serviceCode: 'colissimo-home', deliveryType: 'DELIVERY', price: 1490, fullPrice: 1490 };
  const delivered: CheckoutState = { ...EMPTY_CHECKOUT, deliveryType: 'delivery', carrier: colissimo };

  it('stays before delivery until a carrier is chosen, then adds its fee', () => {
    expect(summaryFigures(cart(), EMPTY_CHECKOUT)).toMatchObject({ shipping: { kind: 'later' }, total: 9000, totalIncludesShipping: false });
    expect(summaryFigures(cart(), delivered)).toMatchObject({ shipping: { kind: 'fee', amount: 1490 }, total: 10490, totalIncludesShipping: true });
  });

  it('shows collection and carts with nothing to ship without a fee', () => {
    expect(summaryFigures(cart(), { ...EMPTY_CHECKOUT, deliveryType: 'clickAndCollect' })).toMatchObject({ shipping: { kind: 'collect' }, total: 9000, totalIncludesShipping: true });
    expect(summaryFigures(cart({ needsShipping: false }), EMPTY_CHECKOUT)).toMatchObject({ shipping: { kind: 'none' }, totalIncludesShipping: true });
  });

  it('takes the quote of the payment step, unless it was made for other items', () => {
    const quote = { value: { code: 'PORT' }, subtotal: 9000, discount: 1490, shippingFees: 0, total: 9000, giftCard: null, toPay: 9000 };
    const withCode = cart({ discount: { code: 'PORT', type: 'PERCENT', detailType: 'SHIPPING_FEES', amount: 10000, total: 0, problem: null } });
    expect(summaryFigures(withCode, delivered)).toMatchObject({ discount: { code: 'PORT', amount: null }, total: 9000, totalIncludesShipping: false });
    expect(summaryFigures(withCode, { ...delivered, discount: quote })).toEqual({
      products: 9000,
      discount: { code: 'PORT', amount: 1490 },
      shipping: { kind: 'fee', amount: 0 },
      total: 9000,
      totalIncludesShipping: true,
    });
    expect(summaryFigures(cart({ totals: { products: 18000, discount: 0, total: 18000 } }), { ...delivered, discount: quote }).total).toBe(19490);
  });

  it('says why a code the cart holds takes nothing off, before and after the quote, instead of −0,00 €', () => {
    const problem = 'Le code NOEL2026 s’applique à partir de 100,00 € d’achats.';
    const belowMinimum = cart({ discount: { code: 'NOEL2026', type: 'EURO', detailType: 'PRODUCT', amount: 1500, total: 0, problem } });
    const quote = { value: { code: 'NOEL2026' }, subtotal: 9000, discount: 0, shippingFees: 1490, total: 10490, giftCard: null, toPay: 10490 };
    expect(summaryFigures(belowMinimum, delivered).discount).toEqual({ code: 'NOEL2026', amount: null, problem });
    expect(summaryFigures(belowMinimum, { ...delivered, discount: quote })).toMatchObject({ discount: { code: 'NOEL2026', amount: null, problem }, total: 10490 });
  });
});
