// The opening hours of the footer, one line per weekday from Monday, in the page's language:
// Lundi "09h30 – 12h30", "14h00 – 18h30"; Monday "9:30 am – 12:30 pm"…; a day without slots is closed.
import type { TFunction } from 'i18next';
import { formatTimeOfDay } from '~/lib/dates';
import type { Lang } from '~/lib/locale';
import type { FrameData } from './frame-data';

export interface OpeningHoursLine {
  weekday: number;
  day: string;
  /** One text per opening slot; empty on a closed day. */
  slots: string[];
}

/** Seven lines, or none when the owner gave no hours at all. */
export function openingHoursLines(openingHours: FrameData['openingHours'], lang: Lang, tr: TFunction): OpeningHoursLine[] {
  if (!openingHours.some((day) => day.slots.length > 0)) return [];
  return [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
    weekday,
    day: tr(`weekdays.${weekday}`),
    slots: (openingHours.find((day) => day.weekday === weekday)?.slots ?? []).map((slot) =>
      tr('hours.range', { opens: formatTimeOfDay(slot.opens, lang), closes: formatTimeOfDay(slot.closes, lang) }),
    ),
  }));
}
