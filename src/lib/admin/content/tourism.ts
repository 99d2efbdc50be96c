/**
 * The wine tourism services (tastings, tours, workshops) and their bookings, as the back office
 * edits and reads them (the public side is GET /service and POST /service/{id}/booking).
 *
 * - GET /admin/service → { services: AdminServiceSummary[], calendars: { id, name }[] } in the owner's order.
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
import { mediaIdSchema, onlyFields, reason, richTextSchema, shortText, textFields, textsSchema, titleSchema, type AdminPage, type PublishedItem, type BothLanguages } from './common';

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

export type ServiceText = z.output<typeof serviceTextSchema>;
export type ServiceInput = z.input<typeof serviceInputSchema>;

export interface AdminServiceSummary extends PublishedItem {
  title: string;
  price: number | null;
  membersOnly: boolean;
  position: number;
  /** Seats booked from today on (confirmed bookings). */
  upcomingSeats: number;
}

export interface AdminService extends Omit<AdminServiceSummary, 'title' | 'upcomingSeats'> {
  texts: BothLanguages<ServiceText>;
  tags: string[];
  durationMinutes: number | null;
  capacity: number | null;
  calendarId: number | null;
  paths: { fr_FR: string; en_US: string };
  updatedAt: string;
}

export interface AdminBooking {
  id: number;
  /** yyyy-mm-dd, the estate's day. */
  date: string;
  /** hh:mm */
  startTime: string;
  seats: number;
  status: 'CONFIRMED' | 'CANCELLED';
  name: string;
  email: string;
  phone: string | null;
  lang: string;
  createdAt: string;
}

export interface AdminServiceList {
  services: AdminServiceSummary[];
  /** The calendars a service may follow. */
  calendars: { id: number; name: string }[];
}

export const tourismApi = (api: ApiClient) => ({
  list: () => api.get<AdminServiceList>('/admin/service'),
  get: (id: number) => api.get<AdminService>(`/admin/service/${id}`),
  create: (input: ServiceInput) => api.post<AdminService>('/admin/service', input),
  update: (id: number, input: ServiceInput) => api.put<AdminService>(`/admin/service/${id}`, input),
  remove: (id: number) => api.delete<{ id: number }>(`/admin/service/${id}`),
  bookings: (id: number, query: { page?: number; nbItem?: number; from?: string } = {}) => api.get<AdminPage<AdminBooking>>(`/admin/service/${id}/booking`, query),
  cancel: (bookingId: number) => api.put<AdminBooking>(`/admin/booking/${bookingId}/cancel`, {}),
});
