import { relations, sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, text, time } from 'drizzle-orm/pg-core';
import { calendar, calendarClosure, calendarSlot } from './calendar';
import { cents, createdAt, id, nonNegative, oneOf, position, timestamps } from './columns';
import { media } from './media';
import { langCode } from './site';
import { user } from './users';

// Wine tourism: services (tastings, tours, workshops) booked on the dates and slots their calendar
// (calendar.ts) allows.

export const service = pgTable(
  'service',
  {
    id: id(),
    position: position(),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    /** Reserved to logged-in customers. */
    membersOnly: boolean('members_only').notNull().default(false),
    /** Per person; unset: free or on request. */
    price: cents('price'),
    durationMinutes: integer('duration_minutes'),
    /** Seats per slot; unset: the slot's capacity. */
    capacity: integer('capacity'),
    mediaId: integer('media_id').references(() => media.id, { onDelete: 'set null' }),
    calendarId: integer('calendar_id').references(() => calendar.id, { onDelete: 'set null' }),
    isValid: boolean('is_valid').notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    index('service_listing_idx').on(t.isValid, t.position),
    index('service_tags_idx').using('gin', t.tags),
    nonNegative('service_price_check', t.price),
    check('service_duration_check', sql`${t.durationMinutes} > 0`),
    check('service_capacity_check', sql`${t.capacity} > 0`),
  ],
);

export const serviceTranslation = pgTable(
  'service_translation',
  {
    serviceId: integer('service_id')
      .notNull()
      .references(() => service.id, { onDelete: 'cascade' }),
    lang: langCode(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    shortDescription: text('short_description'),
    description: text('description'),
    metaDescription: text('meta_description'),
  },
  (t) => [primaryKey({ columns: [t.serviceId, t.lang] })],
);

export const bookingStatuses = ['CONFIRMED', 'CANCELLED'] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

/**
 * A booking of a service on a date and slot. To never overbook, count the seats already taken
 * while holding the slot row (select … for update) in the transaction that inserts the booking.
 */
export const booking = pgTable(
  'booking',
  {
    id: id(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => service.id, { onDelete: 'restrict' }),
    calendarSlotId: integer('calendar_slot_id').references(() => calendarSlot.id, { onDelete: 'set null' }),
    date: date('date', { mode: 'string' }).notNull(),
    startTime: time('start_time').notNull(),
    seats: integer('seats').notNull(),
    status: text('status', { enum: bookingStatuses }).notNull().default('CONFIRMED'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    userId: integer('user_id').references(() => user.id, { onDelete: 'set null' }),
    lang: langCode(),
    createdAt: createdAt(),
  },
  (t) => [
    index('booking_service_date_idx').on(t.serviceId, t.date),
    index('booking_user_idx').on(t.userId),
    oneOf('booking_status_check', t.status, bookingStatuses),
    check('booking_seats_check', sql`${t.seats} > 0`),
  ],
);

export const serviceRelations = relations(service, ({ one, many }) => ({
  media: one(media, { fields: [service.mediaId], references: [media.id] }),
  calendar: one(calendar, { fields: [service.calendarId], references: [calendar.id] }),
  translations: many(serviceTranslation),
  bookings: many(booking),
}));

export const serviceTranslationRelations = relations(serviceTranslation, ({ one }) => ({
  service: one(service, { fields: [serviceTranslation.serviceId], references: [service.id] }),
}));

// The calendar tables' relations live here, beside the services they name (calendar.ts imports no area).
export const calendarRelations = relations(calendar, ({ many }) => ({
  slots: many(calendarSlot),
  closures: many(calendarClosure),
  services: many(service),
}));

export const calendarSlotRelations = relations(calendarSlot, ({ one }) => ({
  calendar: one(calendar, { fields: [calendarSlot.calendarId], references: [calendar.id] }),
}));

export const calendarClosureRelations = relations(calendarClosure, ({ one }) => ({
  calendar: one(calendar, { fields: [calendarClosure.calendarId], references: [calendar.id] }),
}));

export const bookingRelations = relations(booking, ({ one }) => ({
  service: one(service, { fields: [booking.serviceId], references: [service.id] }),
  calendarSlot: one(calendarSlot, { fields: [booking.calendarSlotId], references: [calendarSlot.id] }),
  user: one(user, { fields: [booking.userId], references: [user.id] }),
}));
