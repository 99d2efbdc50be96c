import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, smallint, text, time } from 'drizzle-orm/pg-core';
import { id, isoWeekday } from './columns';

// Calendars: weekly slots and closed days, whatever is booked on them. A wine tourism service
// books seats on its calendar (booking.ts); a click-and-collect address takes orders on its own
// (company_address.calendar_id). These tables import nothing but the column builders, so that both
// areas can point at them without a cycle between their modules.

/** Weekly slots and closures; times are wall-clock times in the calendar's time zone. */
export const calendar = pgTable('calendar', {
  id: id(),
  name: text('name').notNull(),
  timeZone: text('time_zone').notNull().default('Europe/Paris'),
});

export const calendarSlot = pgTable(
  'calendar_slot',
  {
    id: id(),
    calendarId: integer('calendar_id')
      .notNull()
      .references(() => calendar.id, { onDelete: 'cascade' }),
    weekday: smallint('weekday').notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
    /** Seats (services) or orders (click and collect) the slot takes per day; unset: no limit. */
    capacity: integer('capacity'),
    /** The slot applies between these dates (inclusive) when they are set, e.g. a season. */
    validFrom: date('valid_from', { mode: 'string' }),
    validUntil: date('valid_until', { mode: 'string' }),
  },
  (t) => [
    index('calendar_slot_calendar_idx').on(t.calendarId, t.weekday),
    isoWeekday('calendar_slot_weekday_check', t.weekday),
    check('calendar_slot_range_check', sql`${t.startTime} < ${t.endTime}`),
    check('calendar_slot_capacity_check', sql`${t.capacity} > 0`),
    check('calendar_slot_validity_check', sql`${t.validFrom} <= ${t.validUntil}`),
  ],
);

/** Days (inclusive range) on which a calendar takes no booking. */
export const calendarClosure = pgTable(
  'calendar_closure',
  {
    id: id(),
    calendarId: integer('calendar_id')
      .notNull()
      .references(() => calendar.id, { onDelete: 'cascade' }),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    reason: text('reason'),
  },
  (t) => [
    index('calendar_closure_calendar_idx').on(t.calendarId, t.startsOn),
    check('calendar_closure_range_check', sql`${t.startsOn} <= ${t.endsOn}`),
  ],
);
