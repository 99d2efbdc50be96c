import { addressLines, slotEnds } from '~/lib/ui/account/order-view';
import { formatPrice } from '~/lib/catalogue-format';
import { billingAddress, orderDeliveryType, type CheckoutState } from '~/lib/checkout';
import { formatDate, formatTimeOfDay } from '~/lib/dates';
import type { Lang } from '~/lib/locale';
import type { OrderAddress } from '~/lib/order';
import { EDIT_LINK } from '../../cart/looks';
import { CARD, CARD_TITLE } from '../looks';
import type { PickupAddress } from '../shipping/pickup';
import { fill } from '../../fill';
import type { PaymentPaths } from './pay';
import type { PaymentIslandText } from './strings';

const RECAP = `${CARD} grid justify-items-start gap-[0.6rem]`;
const ADDRESS_TITLE = 'mb-1 text-[0.8rem] font-bold tracking-[0.1em] text-muted uppercase';

interface Props {
  checkout: CheckoutState;
  needsShipping: boolean;
  /** The fee the order's quote charges for the chosen carrier. */
  shippingFees: number | null;
  lang: Lang;
  text: Pick<PaymentIslandText, 'recap'>;
  paths: PaymentPaths;
  /** Country names by id: the addresses name their country by id. */
  countries: Record<number, string>;
  pickupAddresses: Pick<PickupAddress, 'id' | 'name' | 'line'>[];
}

function Lines({ lines }: { lines: string[] }) {
  return (
    <address className="grid leading-[1.5] not-italic">
      {lines.map((line, index) => <span key={index}>{line}</span>)}
    </address>
  );
}

/** How the order reaches the customer, as chosen at the delivery step. */
function deliveryLines({ checkout, needsShipping, shippingFees, lang, text, pickupAddresses }: Props): { title: string; lines: string[] } {
  const t = text.recap;
  if (!needsShipping) return { title: t.nothingToShip, lines: [] };
  const type = orderDeliveryType(checkout);
  if (type === 'CLICK_AND_COLLECT') {
    const { date, idAddress, slotLabel } = checkout.clickAndCollect;
    const place = pickupAddresses.find((address) => address.id === idAddress);
    const slot = slotEnds(slotLabel ?? null);
    const day = formatDate(date);
    const when = slot ? fill(t.clickAndCollectWhen, { date: day, from: formatTimeOfDay(slot.from, lang), to: formatTimeOfDay(slot.to, lang) }) : fill(t.clickAndCollectDate, { date: day });
    return { title: t.clickAndCollect, lines: [when, ...(place ? [place.name, place.line] : [])] };
  }
  const carrier = checkout.carrier?.name ?? '';
  const fee = shippingFees ?? checkout.carrier?.price ?? null;
  const price = fee === null ? [] : [fee === 0 ? t.free : formatPrice(fee, lang)];
  if (type === 'PICKUP') {
    const point = checkout.accessPointAddress;
    const where = point ? [fill(t.relayPoint, { name: point.name }), point.addLine1, `${point.zipCode} ${point.city}`] : [];
    return { title: fill(t.relay, { carrier }), lines: [...price, ...where] };
  }
  return { title: fill(t.home, { carrier }), lines: price };
}

/**
 * The delivery and the addresses the order will be sent with, each with the link back to the
 * step that changes it.
 */
export function DeliveryRecap(props: Props) {
  const { checkout, needsShipping, text, paths, countries } = props;
  const t = text.recap;
  const delivery = deliveryLines(props);
  const named = (address: OrderAddress | null) => (address ? addressLines({ ...address, phone: null, country: countries[address.idCountry] ?? null }) : null);
  const home = needsShipping && orderDeliveryType(checkout) === 'DELIVERY';
  const shipping = home ? named(checkout.address.shipping) : null;
  const billing = named(billingAddress(checkout));
  const sameAddress = shipping !== null && checkout.address.billingIsShipping;

  return (
    <>
      <section className={RECAP} aria-labelledby="payment-delivery-title" data-testid="payment-delivery">
        <h2 id="payment-delivery-title" className={CARD_TITLE}>{t.delivery}</h2>
        <p className="font-semibold">{delivery.title}</p>
        {delivery.lines.length > 0 && <Lines lines={delivery.lines} />}
        {needsShipping && <a className={EDIT_LINK} href={paths.shipping}>{t.changeDelivery}</a>}
      </section>
      <section className={RECAP} aria-labelledby="payment-addresses-title" data-testid="payment-addresses">
        <h2 id="payment-addresses-title" className={CARD_TITLE}>{t.addresses}</h2>
        <div className="grid w-full gap-x-8 gap-y-4 xs:grid-cols-2">
          {shipping && (
            <div>
              <h3 className={ADDRESS_TITLE}>{t.shippingAddress}</h3>
              <Lines lines={shipping} />
            </div>
          )}
          <div>
            <h3 className={ADDRESS_TITLE}>{t.billingAddress}</h3>
            {sameAddress ? <p>{t.sameAsShipping}</p> : billing && <Lines lines={billing} />}
          </div>
        </div>
        {checkout.phone && <p>{fill(t.phone, { phone: checkout.phone })}</p>}
        <a className={EDIT_LINK} href={paths.address}>{t.changeAddresses}</a>
      </section>
    </>
  );
}
