import type { TFunction } from 'i18next';

// The strings of the booking island, in the page's language, with their {{placeholders}} left
// for the island to fill (see ./fill).

const KEYS = [
  'previousMonth', 'nextMonth', 'datesOf', 'loading', 'noDates', 'chooseDate', 'chooseTime', 'slot', 'full', 'seats',
  'name', 'email', 'phone', 'optional', 'total', 'submit', 'submitting', 'successTitle', 'successText', 'another',
  'membersOnly', 'signIn', 'loadFailed',
] as const;

export function bookingStrings(tr: TFunction) {
  const forms = (key: string) => ({ one: tr(`engagement:bookingForm.${key}_one`), other: tr(`engagement:bookingForm.${key}_other`) });
  return {
    ...(Object.fromEntries(KEYS.map((key) => [key, tr(`engagement:bookingForm.${key}`)])) as Record<(typeof KEYS)[number], string>),
    places: forms('places'),
    slotsOn: forms('slotsOn'),
    summary: {
      service: tr('engagement:booking.service'),
      date: tr('engagement:booking.date'),
      time: tr('engagement:booking.time'),
      seats: tr('engagement:booking.seats'),
      total: tr('engagement:booking.total'),
    },
  };
}

export type BookingStrings = ReturnType<typeof bookingStrings>;
