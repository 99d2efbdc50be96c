import { formatPrice } from '~/lib/catalogue-format';
import type { Lang } from '~/lib/locale';
import type { CarrierOffer } from '~/lib/order';
import { fill } from '../../fill';
import type { ShippingText } from './strings';

interface Props {
  lang: Lang;
  text: ShippingText;
  legend: string;
  carriers: CarrierOffer[];
  chosen: CarrierOffer | null;
  onChoose: (carrier: CarrierOffer) => void;
}

/** What a carrier costs: its price, or 'Free' with the price it would have cost struck through. */
export function CarrierPrice({ carrier, lang, text }: { carrier: CarrierOffer; lang: Lang; text: ShippingText }) {
  const reduced = carrier.price < carrier.fullPrice;
  return (
    <span className="shipping-price">
      {reduced && <s aria-hidden="true">{formatPrice(carrier.fullPrice, lang)}</s>}
      <strong>{carrier.price === 0 ? text.carriers.free : formatPrice(carrier.price, lang)}</strong>
      {reduced && <span className="sr-only">{` ${fill(text.carriers.insteadOf, { price: formatPrice(carrier.fullPrice, lang) })}`}</span>}
    </span>
  );
}

/** The carriers of one delivery type, as a radio group with the fee the server computed for each. */
export function CarrierChoice({ lang, text, legend, carriers, chosen, onChoose }: Props) {
  return (
    <fieldset className="shipping-carriers">
      <legend>{legend}</legend>
      {carriers.map((carrier) => (
        <label key={carrier.idCarrier} className="shipping-option" data-testid="carrier">
          <input type="radio" name="carrier" value={carrier.idCarrier} checked={chosen?.idCarrier === carrier.idCarrier} onChange={() => onChoose(carrier)} />
          <span className="shipping-option-name">{carrier.name}</span>
          <CarrierPrice carrier={carrier} lang={lang} text={text} />
        </label>
      ))}
    </fieldset>
  );
}
