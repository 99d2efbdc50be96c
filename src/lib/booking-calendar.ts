// The days a booking calendar offers, as the API answers them and the booking island reads them.

export interface SlotAvailability {
  slotId: number;
  /** 'HH:MM', wall-clock time of the calendar. */
  startTime: string;
  endTime: string;
  /** Seats of the slot; null when the estate sets no limit. */
  capacity: number | null;
  placesLeft: number | null;
}

export interface AllowedDate {
  /** 'YYYY-MM-DD' */
  date: string;
  slots: SlotAvailability[];
}

const pad = (n: number) => String(n).padStart(2, '0');

/** How many days a month has; `month` counts from 1. */
export const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** 'YYYY-MM-DD' of a day of a month; `month` counts from 1. */
export const dayOfMonth = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;
