import { useEffect, useId, useMemo, useState, type SubmitEvent } from 'react';
import { addressesApi } from '~/lib/api/addresses';
import { browserApi } from '~/scripts/browser-api';
import type { AccessPoint, AccessPointSearch } from '~/lib/delivery';
import { formatDate, formatTimeOfDay } from '~/lib/dates';
import { LANG_TAG, type Lang } from '~/lib/locale';
import type { CarrierOffer, OrderAddress } from '~/lib/order';
import { fill } from '../../fill';
import { CHOSEN, LEGEND, OPTION_DETAIL, OPTION_INPUT, OPTION_NAME, OPTION_ROW, OPTION_TEXT, OPTIONS, RELAY_POINT, STATUS } from '../looks';
import type { ShippingText } from './strings';
import { RelayMap } from './RelayMap';
import { CUSTOMER_FORM as F } from '~/islands/form/field-style';

interface Props {
  lang: Lang;
  text: ShippingText;
  /** The PICKUP carrier whose relay network is searched. */
  carrier: CarrierOffer;
  /** The shipping address: the first search is made around it. */
  near: OrderAddress;
  chosen: AccessPoint | null;
  onChoose: (point: AccessPoint) => void;
  /** MAP_TILES_URL: the points are also shown on a map; null, the list alone. */
  mapTiles?: string | null;
}

/** 'Relay name, 12 rue X, 49260 Town': a point on one line. */
export const pointLine = (point: AccessPoint) => `${point.name}, ${point.addLine1}, ${point.zipCode} ${point.city}`;

/** '350 m', '1,2 km'. */
function distance(metres: number, lang: Lang): string {
  const tag = LANG_TAG[lang];
  if (metres < 1000) return new Intl.NumberFormat(tag, { style: 'unit', unit: 'meter', maximumFractionDigits: 0 }).format(Math.round(metres / 10) * 10);
  return new Intl.NumberFormat(tag, { style: 'unit', unit: 'kilometer', maximumFractionDigits: 1 }).format(metres / 1000);
}

/** Monday to Sunday, in the page's language (1 January 2024 was a Monday). */
const weekdayNames = (lang: Lang) =>
  Array.from({ length: 7 }, (_, i) => new Intl.DateTimeFormat(LANG_TAG[lang], { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2024, 0, 1 + i)));

function OpeningHours({ point, lang, text }: { point: AccessPoint; lang: Lang; text: ShippingText }) {
  const names = useMemo(() => weekdayNames(lang), [lang]);
  const range = (hours: string) => hours.split('-').map((time) => formatTimeOfDay(time, lang)).join(' – ');
  return (
    <details className="relay-hours pr-4 pb-3 pl-[2.9rem] text-[0.875rem] max-xs:pl-4">
      <summary className="w-fit cursor-pointer font-semibold text-primary-ink underline underline-offset-3 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent">{text.relay.hours}</summary>
      <dl className="mt-2 grid gap-[0.2rem]">
        {names.map((name, index) => {
          const hours = point.opening.find((day) => day.weekday === index + 1)?.hours ?? [];
          return (
            <div key={name} className="grid grid-cols-[7rem_minmax(0,1fr)] gap-2 max-xs:grid-cols-[6.5rem_minmax(0,1fr)]">
              <dt className="capitalize">{name}</dt>
              <dd className="flex flex-wrap gap-x-4 tabular-nums">{hours.length ? hours.map((hour) => <span key={hour}>{range(hour)}</span>) : text.relay.closed}</dd>
            </div>
          );
        })}
      </dl>
    </details>
  );
}

type Place = Pick<AccessPointSearch, 'postalCode' | 'city' | 'address'>;

/**
 * The relay points of the carrier's network: first around the shipping address, then around any
 * postal code or town the customer types (a town is turned into its postal code by GET /cities).
 * The server's answer (no point there, a postal code it refuses) is shown under the field.
 */
export function RelayPointPicker({ lang, text, carrier, near, chosen, onChoose, mapTiles = null }: Props) {
  const api = useMemo(() => browserApi(lang), [lang]);
  const id = useId();
  const [query, setQuery] = useState(`${near.postalCode} ${near.city}`);
  const [points, setPoints] = useState<AccessPoint[] | null>(null);
  const [searchedPlace, setSearchedPlace] = useState('');
  const [searching, setSearching] = useState(false);
  const [error, setError] = useState<string>();

  async function search(place: Place) {
    const label = [place.postalCode, place.city].filter(Boolean).join(' ');
    setSearching(true);
    setError(undefined);
    try {
      const body: AccessPointSearch = { serviceCode: carrier.serviceCode, country: near.idCountry, ...place };
      const found = await addressesApi(api).accessPoints(body);
      setPoints(found);
      setSearchedPlace(label);
      if (!found.length) setError(fill(text.relay.none, { place: label }));
    } catch (problem) {
      setPoints(null);
      setError((problem as Error).message);
    } finally {
      setSearching(false);
    }
  }

  useEffect(() => {
    void search({ postalCode: near.postalCode, city: near.city, address: near.address });
  }, [carrier.serviceCode]);

  /** '49260', '49260 Montreuil-Bellay' or 'Montreuil-Bellay' → the place to search around. */
  async function placeOf(typed: string): Promise<Place | null> {
    const withCode = /^(\d{5})\s*(.*)$/.exec(typed);
    if (withCode) return { postalCode: withCode[1], city: withCode[2] || null };
    const towns = await addressesApi(api).cities(typed, near.idCountry);
    return towns[0] ? { postalCode: towns[0].postalCode, city: towns[0].name } : null;
  }

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = query.trim();
    if (!typed) return setError(text.relay.empty);
    try {
      const place = await placeOf(typed);
      if (!place) return setError(fill(text.relay.unknownPlace, { place: typed }));
      await search(place);
    } catch (problem) {
      setError((problem as Error).message);
    }
  }

  const fieldId = `${id}-place`;
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-4" data-testid="relay-picker">
      <form role="search" onSubmit={onSubmit} noValidate>
        <div>
          <label htmlFor={fieldId} className={F.label}>{text.relay.place}</label>
          <div className="flex gap-2">
            <input id={fieldId} className={`${F.input} min-w-0 flex-auto`} name="place" value={query} autoComplete="postal-code" maxLength={80}
              aria-describedby={error ? `${helpId} ${errorId}` : helpId} aria-invalid={error ? true : undefined}
              onChange={(event) => setQuery(event.target.value)} />
            <button type="submit" className="button button-outline flex-none" disabled={searching}>{text.relay.search}</button>
          </div>
          <p id={helpId} className={F.hint}>{text.relay.placeHelp}</p>
          {error && <p id={errorId} className={F.error} role="alert">{error}</p>}
        </div>
      </form>
      {searching && <p className={STATUS} role="status">{text.relay.searching}</p>}

      {!searching && points && points.length > 0 && points.every((point) => point.isDemo) && (
        <p className="text-[0.875rem] text-stone-700" data-testid="relay-demo">{text.relay.demo}</p>
      )}
      {!searching && points && points.length > 0 && mapTiles && <RelayMap tiles={mapTiles} points={points} chosen={chosen} text={text} onChoose={onChoose} />}

      {!searching && points && points.length > 0 && (
        <fieldset>
          <legend className={LEGEND}>{fill(text.relay.results, { place: searchedPlace })}</legend>
          <ul className={OPTIONS}>
            {points.map((point) => (
              <li key={point.id} className={RELAY_POINT} data-testid="relay-point">
                <label className={OPTION_ROW}>
                  <input type="radio" className={OPTION_INPUT} name="relay-point" value={point.id} checked={chosen?.id === point.id} onChange={() => onChoose(point)} />
                  <span className={OPTION_TEXT}>
                    <span className={OPTION_NAME}>{point.name}</span>
                    <span className={OPTION_DETAIL}>{`${point.addLine1}, ${point.zipCode} ${point.city}`}</span>
                  </span>
                  {point.distance !== null && <span className="ml-auto flex-none text-[0.875rem] tabular-nums">{fill(text.relay.distance, { distance: distance(point.distance, lang) })}</span>}
                </label>
                {point.closures.length > 0 && (
                  <p className="pr-4 pb-2 pl-[2.9rem] text-[0.875rem] font-semibold max-xs:pl-4">
                    {point.closures.map((closure) => fill(text.relay.closures, { from: formatDate(closure.from), to: formatDate(closure.to) })).join(' · ')}
                  </p>
                )}
                {point.opening.length > 0 && <OpeningHours point={point} lang={lang} text={text} />}
              </li>
            ))}
          </ul>
        </fieldset>
      )}

      {chosen && <p className={CHOSEN} role="status">{fill(text.relay.chosen, { point: pointLine(chosen) })}</p>}
    </div>
  );
}
