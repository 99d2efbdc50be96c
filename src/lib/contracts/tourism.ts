import { z } from 'zod';
import { presentedImageSchema } from './image';
import type { Lang } from '../locale';

// The wine tourism contract: the services on offer,
// the days and slots a calendar allows, and a booking, as the routes read and describe them and the
// pages and the booking island use them. The calls: src/lib/api/tourism.ts. Money in euro cents, tax
// included.

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const langSchema = z.enum(['fr_FR', 'en_US']) satisfies z.ZodType<Lang>;

/** A wine tourism service as GET /service answers it (its description only when read alone). */
export const serviceSchema = z
  .object({
    id: z.number(),
    title: z.string(),
    slug: z.string(),
    slugs: z.partialRecord(langSchema, z.string()).describe("The slug in every language, for the page's address in the other language"),
    shortDescription: z.string().nullable(),
    metaDescription: z.string().nullable(),
    description: z.string().optional().describe('GET /service/{id} only'),
    tags: z.array(z.string()),
    membersOnly: z.boolean().describe('Booked by signed-in customers only'),
    price: z.number().nullable().describe('Per person, euro cents, tax included; null: free or on request'),
    durationMinutes: z.number().nullable(),
    capacity: z.number().nullable().describe('Seats per slot; null: each slot sets its own'),
    calendarId: z.number().nullable(),
    image: presentedImageSchema.nullable(),
  })
  .meta({ id: 'Service' });
export type ServiceView = z.infer<typeof serviceSchema>;

/** GET /service. */
export const serviceListSchema = z
  .object({
    services: z.array(serviceSchema),
    total: z.number(),
    tags: z.array(z.string()).describe("Every tag of the services on offer, for the page's filter"),
  })
  .meta({ id: 'ServiceList' });
export type ServiceList = z.infer<typeof serviceListSchema>;

/** POST /service/{id}/booking; who books is checked by the rules of a form's fields. */
export const bookingRequestSchema = z
  .object({
    date: day.meta({ example: '2027-05-15' }),
    slotId: z.number().int().positive().describe('A slot of GET /calendar/{id}/date/allowed/…'),
    seats: z.number().int().min(1).max(100),
    name: z.string().max(200),
    email: z.string().max(254),
    phone: z.string().max(40).nullish(),
  })
  .meta({ id: 'BookingRequest' });
export type BookingRequest = z.infer<typeof bookingRequestSchema>;

/** A booking the estate recorded. */
export const bookingSchema = z
  .object({
    id: z.number(),
    serviceId: z.number(),
    title: z.string().describe("The service's title in the caller's language"),
    date: z.string(),
    startTime: z.string(),
    endTime: z.string(),
    seats: z.number(),
    total: z.number().nullable().describe('Euro cents, tax included, paid at the estate; null when the service has no price'),
  })
  .meta({ id: 'Booking' });
export type Booking = z.infer<typeof bookingSchema>;

export const slotAvailabilitySchema = z
  .object({
    slotId: z.number(),
    startTime: z.string().meta({ description: "'HH:MM', wall-clock time of the calendar", example: '10:30' }),
    endTime: z.string(),
    capacity: z.number().nullable().describe('Seats of the slot; null when the estate sets no limit'),
    placesLeft: z.number().nullable().describe('Seats still free; null: no limit'),
  })
  .meta({ id: 'SlotAvailability' });
export type SlotAvailability = z.infer<typeof slotAvailabilitySchema>;

export const allowedDateSchema = z.object({ date: z.string().meta({ example: '2027-05-15' }), slots: z.array(slotAvailabilitySchema) }).meta({ id: 'AllowedDate' });
export type AllowedDate = z.infer<typeof allowedDateSchema>;

/** GET /calendar/{id}/date/allowed/{month}/{year}. */
export const allowedDatesSchema = z
  .object({ calendarId: z.number(), month: z.number(), year: z.number(), dates: z.array(allowedDateSchema) })
  .meta({ id: 'AllowedDates' });
export type AllowedDates = z.infer<typeof allowedDatesSchema>;

