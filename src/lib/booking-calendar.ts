// The days a booking calendar offers, as the API answers them and the booking island reads them.
// The shapes are the wine tourism contract (src/lib/contracts/tourism.ts); this module, free of zod,
// holds the island's calendar arithmetic.

export type { AllowedDate, SlotAvailability } from './contracts/tourism';

const pad = (n: number) => String(n).padStart(2, '0');

/** How many days a month has; `month` counts from 1. */
export const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** 'YYYY-MM-DD' of a day of a month; `month` counts from 1. */
export const dayOfMonth = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;
