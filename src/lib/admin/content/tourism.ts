/**
 * The wine tourism services (tastings, tours, workshops) and their bookings, as the back office
 * edits and reads them (the public side is GET /service and POST /service/{id}/booking).
 *
 * - GET /admin/service → AdminServiceList: the services (AdminServiceSummary) in the owner's order, and the calendars.
 * - GET /admin/service/{id} → AdminService.
 * - POST /admin/service `ServiceInput`, PUT /admin/service/{id} `ServiceInput` → AdminService.
 * - DELETE /admin/service/{id} → { id }; 409 while it has bookings (hide it instead).
 * - GET /admin/service/{id}/booking?page=&nbItem=&from= → AdminPage<AdminBooking>, by date; `from`
 *   (yyyy-mm-dd) leaves out the earlier dates.
 * - PUT /admin/booking/{id}/cancel → AdminBooking: the booking cancelled, its seats free again.
 *
 * Every change drops the cached wine tourism pages. Money in euro cents.
 */
import { z } from 'zod';
import type { ApiClient } from '~/lib/api';
import { mediaIdSchema, onlyFields, reason, richTextSchema, shortText, textFields, itemPictureSchema, textsSchema, titleSchema, type AdminPage } from './common';

const whole = (key: string, min: number, max: number) =>
  z.number({ error: reason(key) }).int({ error: reason(key) }).min(min, { error: reason(key) }).max(max, { error: reason(key) });

export const serviceTextSchema = z.strictObject(
  {
    title: titleSchema,
    shortDescription: shortText(300),
    description: richTextSchema,
    metaDescription: shortText(300),
  },
  textFields,
);
export type ServiceText = z.output<typeof serviceTextSchema>;

export const serviceInputSchema = z.strictObject(
  {
    texts: textsSchema(serviceTextSchema),
    /** Words visitors filter the services by ('balade', 'degustation'). */
    tags: z.array(z.string({ error: reason('tag') }).trim().regex(/^[a-z0-9-]{1,40}$/, { error: reason('tag') }), { error: reason('tag') }).max(20, { error: reason('tag') }),
    membersOnly: z.boolean(),
    /** Cents a person; null: free or on request. */
    price: whole('price', 0, 10_000_000).nullable(),
    durationMinutes: whole('duration', 1, 24 * 60).nullable(),
    /** Seats a slot; null: the slot's own capacity. */
    capacity: whole('capacity', 1, 100_000).nullable(),
    calendarId: whole('calendar', 1, 2_147_483_647).nullable(),
    position: whole('position', 0, 100_000),
    isPublished: z.boolean(),
    mediaId: mediaIdSchema.nullable(),
  },
  onlyFields,
);
export type ServiceInput = z.input<typeof serviceInputSchema>;

const summaryFields = {
  id: z.number(),
  price: z.number().nullable().describe('Cents a person; null: free or on request'),
  isPublished: z.boolean(),
  membersOnly: z.boolean(),
  position: z.number(),
  /** What the list and the editor show of the uploaded picture. */
  picture: itemPictureSchema.nullable(),
};

export const adminServiceSummarySchema = z
  .object({ ...summaryFields, title: z.string(), upcomingSeats: z.number().describe('Seats booked from today on (confirmed bookings)') })
  .meta({ id: 'AdminServiceSummary' });
export type AdminServiceSummary = z.infer<typeof adminServiceSummarySchema>;

export const adminServiceListSchema = z
  .object({
    services: z.array(adminServiceSummarySchema),
    calendars: z.array(z.object({ id: z.number(), name: z.string() })).describe('The calendars a service may follow'),
  })
  .meta({ id: 'AdminServiceList' });
export type AdminServiceList = z.infer<typeof adminServiceListSchema>;

/** A language's texts as saved: an empty short text is null. */
const savedServiceTextSchema = z.object({ title: z.string(), shortDescription: z.string().nullable(), description: z.string(), metaDescription: z.string().nullable() });
export type SavedServiceText = z.infer<typeof savedServiceTextSchema>;

export const adminServiceSchema = z
  .object({
    ...summaryFields,
    texts: z.object({ fr_FR: savedServiceTextSchema, en_US: savedServiceTextSchema.nullable() }),
    tags: z.array(z.string()),
    durationMinutes: z.number().nullable(),
    capacity: z.number().nullable(),
    calendarId: z.number().nullable(),
    paths: z.object({ fr_FR: z.string(), en_US: z.string() }),
    updatedAt: z.string(),
  })
  .meta({ id: 'AdminService' });
export type AdminService = z.infer<typeof adminServiceSchema>;

export const adminBookingSchema = z
  .object({
    id: z.number(),
    date: z.string().describe("yyyy-mm-dd, the estate's day"),
    startTime: z.string().describe('hh:mm'),
    seats: z.number(),
    status: z.enum(['CONFIRMED', 'CANCELLED']),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    lang: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: 'AdminBooking' });
export type AdminBooking = z.infer<typeof adminBookingSchema>;

export const tourismApi = (api: ApiClient) => ({
  list: () => api.get<AdminServiceList>('/admin/service'),
  get: (id: number) => api.get<AdminService>(`/admin/service/${id}`),
  create: (input: ServiceInput) => api.post<AdminService>('/admin/service', input),
  update: (id: number, input: ServiceInput) => api.put<AdminService>(`/admin/service/${id}`, input),
  remove: (id: number) => api.delete<{ id: number }>(`/admin/service/${id}`),
  bookings: (id: number, query: { page?: number; nbItem?: number; from?: string } = {}) => api.get<AdminPage<AdminBooking>>(`/admin/service/${id}/booking`, query),
  cancel: (bookingId: number) => api.put<AdminBooking>(`/admin/booking/${bookingId}/cancel`, {}),
});
