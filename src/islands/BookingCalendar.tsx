import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useRef, useState, type SubmitEvent } from 'react';
import type { ApiRequestError } from '~/lib/api';
import { authApi } from '~/lib/api/account';
import type { Profile } from '~/lib/contracts/account';
import { calendarApi, tourismApi } from '~/lib/api/tourism';
import type { Booking } from '~/lib/contracts/tourism';
import { browserApi } from '~/scripts/browser-api';
import { formatPrice } from '~/lib/catalogue-format';
import { formatTimeOfDay } from '~/lib/dates';
import type { Lang } from '~/lib/locale';
import { $currentService, loadService, type Service } from '~/stores/services';
import { showToast } from '~/stores/ui';
import type { BookingStrings } from './booking-strings';
import { MonthGrid, shownDate } from './booking/MonthGrid';
import { BOOKING_NOTE, SlotChoice } from './booking/SlotChoice';
import { useAllowedDates } from './booking/use-allowed-dates';
import { fill, plural } from './fill';
import { FIELD_CONTROL, FIELD_LABEL, FIELD_OPTIONAL, FORM_ERROR } from './form/field-style';

interface Props {
  lang: Lang;
  service: Service;
  strings: BookingStrings;
  /** The sign-in page, for a members-only service. */
  signInPath: string;
}

/** How far ahead a visitor may look for a date. */
const MONTHS_AHEAD = 12;
/** A larger group writes to the estate. */
const MAX_SEATS_OFFERED = 20;

/**
 * Booking a wine tourism service: a month calendar of the days its calendar allows, the slots of
 * the chosen day with their places left (fetched live: they change with every booking), the number
 * of people and who books. The server decides; this island shows what it says.
 */
export default function BookingCalendar({ lang, service: rendered, strings: s, signInPath }: Props) {
  const api = useMemo(() => browserApi(lang), [lang]);
  const service = useStore($currentService) ?? rendered;
  const calendar = useAllowedDates(
    // The page mounts this island only for a service with a calendar.
    (wanted) => calendarApi(api).allowedDates(service.calendarId!, wanted.month, wanted.year, service.id),
    { monthsAhead: MONTHS_AHEAD, loadFailed: s.loadFailed },
  );
  const [signedIn, setSignedIn] = useState<boolean | null>(rendered.membersOnly ? null : true);
  const [profile, setProfile] = useState<Profile | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const [slotId, setSlotId] = useState<number | null>(null);
  const [seats, setSeats] = useState(2);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [booked, setBooked] = useState<(Booking & { email: string }) | null>(null);
  const [here, setHere] = useState('');
  const successRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    setHere(location.pathname);
    void loadService(api, rendered.id, rendered);
    authApi(api)
      .me()
      .then((me) => {
        setSignedIn(me !== null);
        setProfile(me);
      })
      .catch(() => setSignedIn(false));
  }, []);

  useEffect(() => {
    if (booked) successRef.current?.focus();
  }, [booked]);

  const { dates, loadError } = calendar;
  const day = dates?.find((d) => d.date === selected);
  const slot = day?.slots.find((option) => option.slotId === slotId);
  const maxSeats = Math.max(1, Math.min(slot?.placesLeft ?? MAX_SEATS_OFFERED, MAX_SEATS_OFFERED));
  const chosenSeats = Math.min(seats, maxSeats);
  const time = (start: string, end: string) => fill(s.slot, { start: formatTimeOfDay(start, lang), end: formatTimeOfDay(end, lang) });
  /** What the booking's confirmation recalls, term by term. */
  const summary = (done: Booking): [string, string | number][] => [
    [s.summary.service, service.title],
    [s.summary.date, shownDate(done.date, lang)],
    [s.summary.time, time(done.startTime, done.endTime)],
    [s.summary.seats, done.seats],
    ...(done.total !== null ? [[s.summary.total, formatPrice(done.total, lang)] as [string, string]] : []),
  ];

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!day || !slot) return;
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    setBusy(true);
    setError(undefined);
    try {
      const result = await tourismApi(api).book(service.id, {
        date: day.date,
        slotId: slot.slotId,
        seats: chosenSeats,
        name: text('name'),
        email: text('email'),
        phone: text('phone') || null,
      });
      setBooked({ ...result, email: text('email') });
      showToast({ kind: 'success', message: s.successTitle });
      setSelected(null);
      setSlotId(null);
      calendar.reload();
    } catch (problem) {
      const failure = problem as ApiRequestError;
      setError(failure.message);
      if (failure.status === 409) calendar.reload();
      if (failure.status === 401) setSignedIn(false);
    } finally {
      setBusy(false);
    }
  }

  if (signedIn === null) return <p className={`mt-[0.6rem] ${BOOKING_NOTE}`} role="status">{s.loading}</p>;

  if (service.membersOnly && !signedIn) {
    return (
      <div className="grid gap-4">
        <p>{s.membersOnly}</p>
        <a className="button" href={`${signInPath}?redirect=${encodeURIComponent(here)}`}>{s.signIn}</a>
      </div>
    );
  }

  if (booked) {
    return (
      <div className="grid gap-4 focus:outline-none" role="status" tabIndex={-1} ref={successRef}>
        <h3 className="text-[1.35rem] text-accent-ink">{s.successTitle}</h3>
        <p>{fill(s.successText, { email: booked.email })}</p>
        <dl className="grid gap-[0.4rem] text-[0.95rem]">
          {summary(booked).map(([term, value]) => (
            <div key={term} className="flex justify-between gap-4">
              <dt className="opacity-75">{term}</dt>
              <dd className="text-right font-semibold">{value}</dd>
            </div>
          ))}
        </dl>
        <button type="button" className="button button-outline" onClick={() => setBooked(null)}>{s.another}</button>
      </div>
    );
  }

  return (
    <form className="grid gap-[1.1rem]" onSubmit={onSubmit} data-testid="booking-form">
      <MonthGrid
        lang={lang}
        strings={s}
        month={calendar.month}
        dates={dates}
        selected={selected}
        canGoBack={calendar.canGoBack}
        canGoForward={calendar.canGoForward}
        onMonth={(by) => {
          calendar.moveMonth(by);
          setSelected(null);
          setSlotId(null);
        }}
        onSelect={(date) => {
          setSelected(date);
          setSlotId(null);
          setError(undefined);
        }}
      />
      {loadError && <p className={FORM_ERROR} role="alert">{loadError}</p>}

      {day && (
        <SlotChoice
          legend={fill(s.chooseTime, { date: shownDate(day.date, lang) })}
          name="slot"
          options={day.slots.map((option) => ({
            id: option.slotId,
            time: time(option.startTime, option.endTime),
            places: option.placesLeft === 0 ? s.full : option.placesLeft === null ? '' : plural(s.places, option.placesLeft, lang),
            full: option.placesLeft === 0,
            checked: slotId === option.slotId,
            onChoose: () => setSlotId(option.slotId),
          }))}
        />
      )}

      {slot && (
        <div className="grid gap-[1.1rem]">
          <div>
            <label className={FIELD_LABEL} htmlFor="booking-seats">{s.seats}</label>
            <select className={FIELD_CONTROL} id="booking-seats" name="seats" value={chosenSeats} onChange={(event) => setSeats(Number(event.target.value))}>
              {Array.from({ length: maxSeats }, (_, index) => <option key={index} value={index + 1}>{index + 1}</option>)}
            </select>
          </div>
          <div>
            <label className={FIELD_LABEL} htmlFor="booking-name">{s.name}</label>
            <input className={FIELD_CONTROL} id="booking-name" name="name" autoComplete="name" required minLength={2} maxLength={120}
              defaultValue={profile ? [profile.firstname, profile.lastname].filter(Boolean).join(' ') : undefined} />
          </div>
          <div>
            <label className={FIELD_LABEL} htmlFor="booking-email">{s.email}</label>
            <input className={FIELD_CONTROL} id="booking-email" name="email" type="email" autoComplete="email" required maxLength={254} defaultValue={profile?.email} />
          </div>
          <div>
            <label className={FIELD_LABEL} htmlFor="booking-phone">{s.phone} <span className={FIELD_OPTIONAL}>{s.optional}</span></label>
            <input className={FIELD_CONTROL} id="booking-phone" name="phone" type="tel" autoComplete="tel" maxLength={40} defaultValue={profile?.phone ?? undefined} />
          </div>
          {service.price !== null && service.price > 0 && (
            <p className="font-semibold">{fill(s.total, { total: formatPrice(service.price * chosenSeats, lang) })}</p>
          )}
          {error && <p className={FORM_ERROR} role="alert">{error}</p>}
          <button className="button w-full" type="submit" disabled={busy}>{busy ? s.submitting : s.submit}</button>
        </div>
      )}
      {!slot && error && <p className={FORM_ERROR} role="alert">{error}</p>}
      {!day && dates && dates.length > 0 && <p className={BOOKING_NOTE}>{s.chooseDate}</p>}
    </form>
  );
}
