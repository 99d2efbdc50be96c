import { useEffect, useMemo } from 'react';
import type { SlotAvailability } from '~/lib/booking-calendar';
import { calendarApi } from '~/lib/api/tourism';
import { browserApi } from '~/scripts/browser-api';
import type { ClickAndCollectChoice } from '~/lib/checkout';
import { formatTimeOfDay } from '~/lib/dates';
import type { Lang } from '~/lib/locale';
import { isoDate, MonthGrid, shownDate } from '../../booking/MonthGrid';
import { BOOKING_NOTE, SlotChoice } from '../../booking/SlotChoice';
import { useAllowedDates } from '../../booking/use-allowed-dates';
import { fill, plural } from '../../fill';
import type { PickupAddress } from './pickup';
import { PROBLEM_BOX } from '../../cart/looks';
import { CHOSEN, LEGEND, NOTICE, OPTION, OPTION_DETAIL, OPTION_INPUT, OPTION_NAME, OPTION_TEXT, OPTIONS } from '../looks';
import type { ShippingText } from './strings';

interface Props {
  lang: Lang;
  text: ShippingText;
  addresses: PickupAddress[];
  /** CLICK_AND_COLLECT_HOURS: how long the estate needs to prepare an order. */
  preparationHours: number;
  choice: ClickAndCollectChoice;
  onChoose: (choice: ClickAndCollectChoice) => void;
}

/** Pick-ups are for the coming weeks: the calendar looks this many months ahead, this one included. */
const MONTHS_AHEAD = 3;

/** 'HH:MM-HH:MM', as the checkout keeps a slot for the summary. */
const slotLabel = (slot: SlotAvailability) => `${slot.startTime}-${slot.endTime}`;

/** '10h00 – 12h30' / '10:00 am – 12:30 pm' from a slot or its 'HH:MM-HH:MM' label. */
export function shownSlot(label: string, lang: Lang, text: ShippingText): string {
  const [start, end] = label.split('-');
  return fill(text.collect.slot, { start: formatTimeOfDay(start, lang), end: formatTimeOfDay(end ?? '', lang) });
}

interface CalendarProps extends Omit<Props, 'addresses' | 'preparationHours'> {
  address: PickupAddress & { calendarId: number };
}

/**
 * The pick-up calendar of one address: its allowed days (already CLICK_AND_COLLECT_HOURS ahead),
 * then the chosen day's slots with the places left. A day or slot chosen on an earlier visit that
 * the calendar no longer offers is dropped, so the customer chooses again.
 */
function PickupCalendar({ lang, text, address, choice, onChoose }: CalendarProps) {
  const api = useMemo(() => browserApi(lang), [lang]);
  const start = choice.date ? { year: Number(choice.date.slice(0, 4)), month: Number(choice.date.slice(5, 7)) } : null;
  const calendar = useAllowedDates(
    (wanted) => calendarApi(api).allowedDates(address.calendarId, wanted.month, wanted.year),
    { monthsAhead: MONTHS_AHEAD, loadFailed: text.collect.loadFailed, start },
  );
  const { dates, month } = calendar;
  const day = dates?.find((d) => d.date === choice.date);
  const strings = {
    ...text.collect,
    places: { one: text.collect.places_one, other: text.collect.places_other },
    slotsOn: { one: text.collect.slotsOn_one, other: text.collect.slotsOn_other },
  };

  useEffect(() => {
    if (choice.date && choice.date < isoDate(new Date())) onChoose({ ...choice, date: null, idSchedule: null, slotLabel: null });
  }, []);

  useEffect(() => {
    const shown = `${month.year}-${String(month.month).padStart(2, '0')}`;
    if (!dates || !choice.date?.startsWith(shown)) return;
    const slot = day?.slots.find((s) => s.slotId === choice.idSchedule);
    if (!day) onChoose({ ...choice, date: null, idSchedule: null, slotLabel: null });
    else if (choice.idSchedule !== null && (!slot || slot.placesLeft === 0)) onChoose({ ...choice, idSchedule: null, slotLabel: null });
  }, [dates]);

  return (
    <div className="grid gap-4 [&_.booking-month]:max-w-[26rem]" data-testid="pickup-calendar">
      <MonthGrid
        lang={lang}
        strings={strings}
        month={month}
        dates={dates}
        selected={choice.date}
        canGoBack={calendar.canGoBack}
        canGoForward={calendar.canGoForward}
        onMonth={calendar.moveMonth}
        onSelect={(date) => onChoose({ idAddress: address.id, date, idSchedule: null, slotLabel: null })}
      />
      {calendar.loadError && <p className={`${PROBLEM_BOX} text-[0.9375rem]`} role="alert">{calendar.loadError}</p>}
      {day ? (
        <SlotChoice
          legend={fill(text.collect.chooseTime, { date: shownDate(day.date, lang) })}
          name="pickup-slot"
          options={day.slots.map((slot) => ({
            id: slot.slotId,
            time: shownSlot(slotLabel(slot), lang, text),
            places: slot.placesLeft === 0 ? text.collect.full : slot.placesLeft === null ? '' : plural(strings.places, slot.placesLeft, lang),
            full: slot.placesLeft === 0,
            checked: choice.idSchedule === slot.slotId,
            onChoose: () => onChoose({ idAddress: address.id, date: day.date, idSchedule: slot.slotId, slotLabel: slotLabel(slot) }),
          }))}
        />
      ) : (
        dates && dates.length > 0 && <p className={BOOKING_NOTE}>{text.collect.chooseDate}</p>
      )}
    </div>
  );
}

/**
 * Click and collect: where (the estate's pick-up addresses), which day and which slot. The choice
 * goes to the checkout store as it is made; the server checks the slot again when the order is placed.
 */
export function ClickAndCollectPicker({ lang, text, addresses, preparationHours, choice, onChoose }: Props) {
  const open = addresses.filter((a): a is PickupAddress & { calendarId: number } => a.calendarId !== null);
  if (!open.length) return <p className={NOTICE} role="status">{text.collect.unavailable}</p>;
  const address = open.find((a) => a.id === choice.idAddress) ?? open[0];

  return (
    <div className="grid gap-4">
      {open.length > 1 ? (
        <fieldset className={OPTIONS}>
          <legend className={LEGEND}>{text.collect.addressLegend}</legend>
          {open.map((option) => (
            <label key={option.id} className={OPTION}>
              <input type="radio" className={OPTION_INPUT} name="pickup-address" value={option.id} checked={option.id === address.id}
                onChange={() => onChoose({ idAddress: option.id, date: null, idSchedule: null, slotLabel: null })} />
              <span className={OPTION_TEXT}>
                <span className={OPTION_NAME}>{option.name}</span>
                <span className={OPTION_DETAIL}>{option.line}</span>
              </span>
            </label>
          ))}
        </fieldset>
      ) : (
        <p className="font-medium">{fill(text.collect.address, { address: `${address.name}, ${address.line}` })}</p>
      )}
      {preparationHours > 0 && <p className={NOTICE}>{plural({ one: text.collect.delay_one, other: text.collect.delay_other }, preparationHours, lang)}</p>}
      <PickupCalendar key={address.id} lang={lang} text={text} address={address} choice={choice} onChoose={onChoose} />
      {choice.date && choice.slotLabel && choice.idSchedule !== null && (
        <p className={CHOSEN} role="status">{fill(text.collect.chosen, { date: shownDate(choice.date, lang), slot: shownSlot(choice.slotLabel, lang, text) })}</p>
      )}
    </div>
  );
}
