import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { ApiRequestError } from '~/lib/api';
import { addressesApi } from '~/lib/api/addresses';
import { browserApi } from '~/scripts/browser-api';
import { formatPrice } from '~/lib/catalogue-format';
import { billingAddress, missingStep, type CheckoutState } from '~/lib/checkout';
import type { Lang } from '~/lib/locale';
import { $checkout, calculateShippingFees, chooseAccessPoint, chooseCarrier, chooseClickAndCollect, chooseDeliveryType } from '~/stores/checkout';
import { shippingNotes, type SummaryText } from '../../cart/CartSummary';
import { fill } from '../../fill';
import type { CheckoutText } from '../strings';
import { useCheckoutCart } from '../use-checkout-cart';
import { CarrierChoice } from './CarrierChoice';
import { ClickAndCollectPicker } from './ClickAndCollectPicker';
import type { PickupAddress } from './pickup';
import { BACK_LINK, LOADING, PROBLEM_BOX, STEP_MAIN } from '../../cart/looks';
import { ACTIONS, CARD, CARD_TITLE, NEXT_BUTTON_WIDTH, NOTICE, OPTION_INPUT, STATUS } from '../looks';
import { RelayPointPicker } from './RelayPointPicker';
import type { ShippingText } from './strings';

interface Props {
  lang: Lang;
  text: ShippingText;
  /** The cart's delivery notes (free shipping, bottle limits) and the steps' buttons. */
  cartText: SummaryText;
  buttons: CheckoutText['buttons'];
  paths: { cart: string; address: string; payment: string };
  /** LOCK_DELIVERY: nothing is shipped, orders are collected at the estate. */
  locked: boolean;
  /** CLICK_AND_COLLECT_HOURS. */
  preparationHours: number;
  pickupAddresses: PickupAddress[];
  /** MAP_TILES_URL: relay points also on a map. */
  mapTiles?: string | null;
}

/** A way of delivery as a radio card. */
const MODE =
  'grid cursor-pointer grid-cols-[auto_minmax(0,1fr)] content-start gap-x-[0.7rem] gap-y-[0.3rem] rounded-[0.625rem] border border-[color-mix(in_srgb,var(--shop-text)_22%,transparent)] bg-page px-[1.1rem] py-4 transition-[border-color,box-shadow] duration-150 hover:border-[color-mix(in_srgb,var(--shop-primary)_55%,transparent)] has-checked:border-primary has-checked:bg-[color-mix(in_srgb,var(--shop-primary)_5%,var(--shop-bg))] has-checked:inset-ring has-checked:inset-ring-primary has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent';
/** The chosen way's panel: carriers, relay points, or the pick-up calendar. */
const PANEL = `${CARD} grid gap-[1.1rem]`;
const PANEL_TITLE = 'text-[1.375rem]';
const ERROR = `${PROBLEM_BOX} text-[0.9375rem]`;
/** The three ways shown: the store knows home and relay as 'delivery' with a DELIVERY or PICKUP carrier. */
type Mode = 'home' | 'relay' | 'collect';

const CARRIER_TYPE = { home: 'DELIVERY', relay: 'PICKUP' } as const;

function storedMode(state: CheckoutState): Mode | null {
  if (state.deliveryType === 'clickAndCollect') return 'collect';
  if (state.deliveryType !== 'delivery' || !state.carrier) return null;
  return state.carrier.deliveryType === 'PICKUP' ? 'relay' : 'home';
}

/** `retry`: the call failed on the way (network, server), not on a delivery rule the server stated. */
type Fees = { status: 'idle' | 'loading' | 'done' } | { status: 'failed'; message: string; retry: boolean };

/**
 * The delivery step: home delivery or relay point with the carriers the server prices for the
 * shipping address, or collection at the estate on a day and slot of its calendar. Every choice
 * goes to the checkout store at once; the payment step is reachable once the choice is complete.
 */
export default function CheckoutShipping({ lang, text, cartText, buttons, paths, locked, preparationHours, pickupAddresses, mapTiles = null }: Props) {
  const { cart } = useCheckoutCart(paths.cart);
  const checkout = useStore($checkout);
  const [mode, setMode] = useState<Mode | null>(null);
  const [ready, setReady] = useState(false);
  const [fees, setFees] = useState<Fees>({ status: 'idle' });
  const pricedHere = useRef(false);

  // The way in: a cart with nothing to ship goes straight to payment, a missing address back to its step.
  useEffect(() => {
    if (!cart || ready) return;
    const state = $checkout.get();
    if (!cart.needsShipping) {
      chooseDeliveryType('no_delivery');
      return location.replace(paths.payment);
    }
    if (!billingAddress(state) || (!locked && !state.address.shipping)) return location.replace(paths.address);
    if (locked) {
      if (state.deliveryType !== 'clickAndCollect') chooseDeliveryType('clickAndCollect');
    } else if (state.deliveryType === 'no_delivery') chooseDeliveryType('');
    setMode(locked ? 'collect' : storedMode($checkout.get()));
    setReady(true);
  }, [cart, ready]);

  // The carriers and fees, asked again on each visit (the cart may have changed) and after click
  // and collect dropped them.
  useEffect(() => {
    if (!ready || locked || mode === 'collect' || fees.status === 'loading') return;
    if (pricedHere.current && $checkout.get().shippingPrices.length > 0) return;
    void price();
  }, [ready, mode]);

  async function price() {
    const shipping = $checkout.get().address.shipping;
    if (!shipping) return;
    setFees({ status: 'loading' });
    try {
      const known = $checkout.get().country;
      const country =
        known?.id === shipping.idCountry ? known : (await addressesApi(browserApi(lang)).countries()).find((c) => c.id === shipping.idCountry);
      if (!country) throw new Error(text.carriers.none);
      await calculateShippingFees({ postalCode: shipping.postalCode, name: shipping.city, country });
      pricedHere.current = true;
      setFees({ status: 'done' });
    } catch (problem) {
      const status = problem instanceof ApiRequestError ? problem.status : null;
      setFees({ status: 'failed', message: (problem as Error).message, retry: status === null || status >= 500 });
    }
  }

  const offers = (type: 'DELIVERY' | 'PICKUP') => checkout.shippingPrices.filter((carrier) => carrier.deliveryType === type);

  // A single carrier for the way chosen is chosen with it.
  useEffect(() => {
    if (mode !== 'home' && mode !== 'relay') return;
    const available = offers(CARRIER_TYPE[mode]);
    if (available.length === 1 && checkout.carrier?.idCarrier !== available[0].idCarrier) chooseCarrier(available[0]);
  }, [mode, checkout.shippingPrices]);

  function onMode(next: Mode) {
    setMode(next);
    if (next === 'collect') return chooseDeliveryType('clickAndCollect');
    chooseDeliveryType('delivery');
    if (checkout.carrier?.deliveryType !== CARRIER_TYPE[next]) chooseCarrier(null);
  }


  if (!cart || !ready) return <p className={LOADING} role="status">{text.page.loading}</p>;

  const shipping = checkout.address.shipping;
  const missing = missingStep(checkout, true);
  const need =
    mode === null || (mode !== 'collect' && fees.status === 'failed') ? text.page.needMode
    : mode === 'collect' ? text.page.needSlot
    : !checkout.carrier ? text.page.needCarrier
    : text.page.needRelay;
  const cheapest = (type: 'DELIVERY' | 'PICKUP') => {
    const prices = offers(type).map((carrier) => carrier.price);
    if (!prices.length) return null;
    const least = Math.min(...prices);
    return least === 0 ? text.modes.free : fill(text.modes.from, { price: formatPrice(least, lang) });
  };
  const modes: { key: Mode; label: string; hint: string; price: string | null }[] = locked
    ? [{ key: 'collect', label: text.modes.collect, hint: text.modes.collectHint, price: null }]
    : [
        { key: 'home', label: text.modes.home, hint: text.modes.homeHint, price: cheapest('DELIVERY') },
        { key: 'relay', label: text.modes.relay, hint: text.modes.relayHint, price: cheapest('PICKUP') },
        { key: 'collect', label: text.modes.collect, hint: text.modes.collectHint, price: null },
      ];

  const shipped = mode === 'home' || mode === 'relay';
  const carriers = shipped ? offers(CARRIER_TYPE[mode]) : [];
  const notes = shippingNotes(cart, cartText, lang);

  return (
    <div className={STEP_MAIN} data-testid="checkout-shipping">
      <section className={CARD}>
        <fieldset>
          <legend className="mb-4"><h2 className={CARD_TITLE}>{text.modes.legend}</h2></legend>
          {locked && <p className={`${NOTICE} mb-4`} data-testid="delivery-locked">{text.modes.locked}</p>}
          <div className="grid gap-3 sm:grid-cols-[repeat(auto-fit,minmax(13rem,1fr))]">
            {modes.map((option) => (
              <label key={option.key} className={MODE} data-testid={`mode-${option.key}`}>
                <input type="radio" className={OPTION_INPUT} name="delivery-mode" value={option.key} checked={mode === option.key} onChange={() => onMode(option.key)} />
                <span className="font-bold">{option.label}</span>
                <span className="col-2 text-[0.875rem] text-muted">{option.hint}</span>
                {option.price && <span className="col-2 text-[0.875rem] font-semibold text-primary-ink">{option.price}</span>}
              </label>
            ))}
          </div>
        </fieldset>
      </section>

      {shipped && shipping && (
        <section className={PANEL} aria-labelledby="shipping-panel-title">
          <h2 id="shipping-panel-title" className={PANEL_TITLE}>{mode === 'home' ? text.modes.home : text.modes.relay}</h2>
          {mode === 'home' && (
            <p className="text-muted">{fill(text.carriers.deliverTo, { address: `${shipping.address}, ${shipping.postalCode} ${shipping.city}` })}</p>
          )}
          {fees.status !== 'failed' && notes.length > 0 && (
            <ul className={`shipping-notes ${NOTICE} grid gap-1`}>
              {notes.map((note) => <li key={note}>{note}</li>)}
            </ul>
          )}
          {fees.status === 'loading' && <p className={STATUS} role="status">{text.carriers.loading}</p>}
          {fees.status === 'failed' && (
            <div className="grid justify-items-start gap-3">
              <p className={ERROR} role="alert">{fees.message}</p>
              {fees.retry && <button type="button" className="button button-outline" onClick={() => void price()}>{text.carriers.retry}</button>}
            </div>
          )}
          {fees.status === 'done' && carriers.length === 0 && <p className={ERROR} role="alert">{text.carriers.none}</p>}
          {fees.status !== 'loading' && carriers.length > 0 && (
            <CarrierChoice lang={lang} text={text} legend={mode === 'home' ? text.carriers.homeLegend : text.carriers.relayLegend}
              carriers={carriers} chosen={checkout.carrier} onChoose={chooseCarrier} />
          )}
          {mode === 'relay' && checkout.carrier?.deliveryType === 'PICKUP' && (
            <RelayPointPicker key={checkout.carrier.idCarrier} lang={lang} text={text} carrier={checkout.carrier} near={shipping} mapTiles={mapTiles}
              chosen={checkout.accessPointAddress} onChoose={chooseAccessPoint} />
          )}
        </section>
      )}

      {mode === 'collect' && (
        <section className={PANEL} aria-labelledby="shipping-panel-title">
          <h2 id="shipping-panel-title" className={PANEL_TITLE}>{text.modes.collect}</h2>
          <ClickAndCollectPicker lang={lang} text={text} addresses={pickupAddresses} preparationHours={preparationHours}
            choice={checkout.clickAndCollect} onChoose={chooseClickAndCollect} />
        </section>
      )}

      <div className={ACTIONS}>
        <a className={BACK_LINK} href={paths.address}>{text.page.back}</a>
        <div className="grid justify-items-end gap-[0.4rem] max-xs:justify-items-stretch">
          <button type="button" className={`button ${NEXT_BUTTON_WIDTH}`} disabled={missing !== null} aria-describedby={missing ? 'shipping-missing' : undefined}
            onClick={() => location.assign(paths.payment)}>
            {buttons.toPayment}
          </button>
          {missing && <p id="shipping-missing" className="max-w-[22rem] text-right text-[0.875rem] text-muted max-xs:max-w-none max-xs:text-center">{need}</p>}
        </div>
      </div>
    </div>
  );
}
