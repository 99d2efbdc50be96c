import { formatPrice } from '~/lib/catalogue-format';
import type { Lang } from '~/lib/locale';
import type { CarrierOffer } from '~/lib/order';
import { fill } from '../../fill';
import { LEGEND, OPTION, OPTION_INPUT, OPTION_NAME, OPTIONS } from '../looks';
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
    <span className="ml-auto inline-flex flex-wrap justify-end gap-x-2 tabular-nums">
      {reduced && <s className="text-muted" aria-hidden="true">{formatPrice(carrier.fullPrice, lang)}</s>}
      <strong>{carrier.price === 0 ? text.carriers.free : formatPrice(carrier.price, lang)}</strong>
      {reduced && <span className="sr-only">{` ${fill(text.carriers.insteadOf, { price: formatPrice(carrier.fullPrice, lang) })}`}</span>}
    </span>
  );
}

/** The carriers of one delivery type, as a radio group with the fee the server computed for each. */
export function CarrierChoice({ lang, text, legend, carriers, chosen, onChoose }: Props) {
  return (
    <fieldset className={OPTIONS}>
      <legend className={LEGEND}>{legend}</legend>
      {carriers.map((carrier) => (
        <label key={carrier.idCarrier} className={OPTION} data-testid="carrier">
          <input type="radio" className={OPTION_INPUT} name="carrier" value={carrier.idCarrier} checked={chosen?.idCarrier === carrier.idCarrier} onChange={() => onChoose(carrier)} />
          <span className={OPTION_NAME}>{carrier.name}</span>
          <CarrierPrice carrier={carrier} lang={lang} text={text} />
        </label>
      ))}
    </fieldset>
  );
}
