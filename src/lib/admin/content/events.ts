/**
 * The estate's events (the items of the element list 'evenements') and their registrations, as the
 * back office edits them; visitors register on the event's page (POST /element/evenements/{id}/register).
 *
 * - GET /admin/event?page=&nbItem=&search= → AdminPage<AdminEventSummary>, latest start first.
 * - GET /admin/event/{id} → AdminEvent.
 * - POST /admin/event `EventInput` → AdminEvent.
 * - PUT /admin/event/{id} `EventInput` → AdminEvent; 400 for fewer places than are booked.
 * - DELETE /admin/event/{id} → { id } (its registrations go with it).
 * - GET /admin/event/{id}/registration?page=&nbItem= → AdminPage<AdminRegistration>, newest first.
 * - GET /admin/event/{id}/registration.csv?lang= → every registration as CSV (a download link).
 *
 * Every change drops the cached pages of the event and of the lists showing events. Money in euro
 * cents, instants as ISO strings.
 */
import { z } from 'zod';
import type { ApiClient, Lang } from '~/lib/api';
import { textFields, textsSchema, instantSchema, mediaIdSchema, onlyFields, reason, richTextSchema, shortText, titleSchema, type AdminPage, type ContentListQuery, type PublishedItem, type BothLanguages } from './common';

/** Beyond this, a number of places is a typing mistake (the estate is no stadium). */
export const MAX_EVENT_CAPACITY = 100_000;
/** 100,000 € a place: beyond, a price is a typing mistake. */
export const MAX_EVENT_PRICE = 10_000_000;

export const eventTextSchema = z.strictObject(
  {
    title: titleSchema,
    subtitle: shortText(200),
    description: richTextSchema,
  },
  textFields,
);

const whole = (key: string, min: number, max: number) =>
  z.number({ error: reason(key) }).int({ error: reason(key) }).min(min, { error: reason(key) }).max(max, { error: reason(key) });

export const eventInputSchema = z
  .strictObject(
    {
      texts: textsSchema(eventTextSchema),
      startsAt: instantSchema,
      endsAt: instantSchema,
      location: shortText(200),
      /** Cents a place; null: free. */
      price: whole('price', 0, MAX_EVENT_PRICE).nullable(),
      /** Places in all; null: no limit. */
      capacity: whole('capacity', 1, MAX_EVENT_CAPACITY).nullable(),
      isPublished: z.boolean(),
      mediaId: mediaIdSchema.nullable(),
    },
    onlyFields,
  )
  .refine((event) => Date.parse(event.endsAt) > Date.parse(event.startsAt), { error: reason('period'), path: ['endsAt'] });

export type EventText = z.output<typeof eventTextSchema>;
export type EventInput = z.input<typeof eventInputSchema>;

export interface AdminEventSummary extends PublishedItem {
  /** In the caller's language, else French. */
  title: string;
  startsAt: string;
  endsAt: string;
  location: string | null;
  capacity: number | null;
  registeredSeats: number;
}

export interface AdminEvent extends Omit<AdminEventSummary, 'title'> {
  texts: BothLanguages<EventText>;
  price: number | null;
  /** Where visitors see it and register, per language. */
  paths: { fr_FR: string; en_US: string };
  updatedAt: string;
}

export interface AdminRegistration {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  seats: number;
  lang: string;
  createdAt: string;
}

/** Where the browser downloads an event's registrations as CSV (a plain link, with the session), headers in `lang`. */
export const eventRegistrationsCsvPath = (id: number, lang: Lang) => `/api/admin/event/${id}/registration.csv?lang=${lang}`;

export const eventsApi = (api: ApiClient) => ({
  list: (query: ContentListQuery = {}) => api.get<AdminPage<AdminEventSummary>>('/admin/event', query),
  get: (id: number) => api.get<AdminEvent>(`/admin/event/${id}`),
  create: (input: EventInput) => api.post<AdminEvent>('/admin/event', input),
  update: (id: number, input: EventInput) => api.put<AdminEvent>(`/admin/event/${id}`, input),
  remove: (id: number) => api.delete<{ id: number }>(`/admin/event/${id}`),
  registrations: (id: number, query: { page?: number; nbItem?: number } = {}) =>
    api.get<AdminPage<AdminRegistration>>(`/admin/event/${id}/registration`, query),
});
