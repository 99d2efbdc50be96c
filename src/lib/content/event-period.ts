// When an event takes place, written for a reader: dates dd/mm/yyyy (docs/architecture.md#look-and-display) and times as
// the language reads them, in the estate's time zone.
import { formatDate, formatDateTime, formatTimeOfDay, type DateInput } from '../dates';
import type { Lang } from '../locale';

/** '14:30' of an instant, in Paris time. */
function timeOf(value: DateInput, lang: Lang): string {
  return formatTimeOfDay(formatDateTime(value).slice(11, 16), lang);
}

/**
 * '19/06/2027, 19h30 – 00h00' for an evening, '17/04/2027, 10h00 – 18/04/2027, 18h00' over
 * several days; the start alone when the end is unknown.
 */
export function eventPeriod(startsAt: DateInput, endsAt: DateInput | null, lang: Lang): string {
  const start = `${formatDate(startsAt)}, ${timeOf(startsAt, lang)}`;
  if (endsAt === null) return start;
  const sameDay = formatDate(startsAt) === formatDate(endsAt);
  return `${start} – ${sameDay ? '' : `${formatDate(endsAt)}, `}${timeOf(endsAt, lang)}`;
}
