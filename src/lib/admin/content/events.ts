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
import {
  adminPageSchema,
  bothLanguagesSchema,
  instantSchema,
  mediaIdSchema,
  onlyFields,
  publishedItemFields,
  reason,
  richTextSchema,
  shortText,
  textFields,
  textsSchema,
  titleSchema,
  type ContentListQuery,
} from './common';

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
export type EventText = z.output<typeof eventTextSchema>;

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
export type EventInput = z.input<typeof eventInputSchema>;

const eventFields = {
  ...publishedItemFields,
  startsAt: z.string(),
  endsAt: z.string(),
  location: z.string().nullable(),
  capacity: z.number().nullable().describe('Places in all; null: no limit'),
  registeredSeats: z.number().describe('Places taken by the registrations'),
};

export const adminEventSummarySchema = z
  .object({ ...eventFields, title: z.string().describe("In the caller's language, else French") })
  .meta({ id: 'AdminEventSummary' });
export type AdminEventSummary = z.infer<typeof adminEventSummarySchema>;

/** An event's texts as the back office reads them back. */
export const storedEventTextSchema = z.object({ title: z.string(), subtitle: z.string().nullable(), description: z.string() });
export type StoredEventText = z.infer<typeof storedEventTextSchema>;

export const adminEventSchema = z
  .object({
    ...eventFields,
    texts: bothLanguagesSchema(storedEventTextSchema),
    price: z.number().nullable().describe('Cents a place; null: free'),
    paths: z.object({ fr_FR: z.string(), en_US: z.string() }).describe('Where visitors see it and register, per language'),
    updatedAt: z.string(),
  })
  .meta({ id: 'AdminEvent' });
export type AdminEvent = z.infer<typeof adminEventSchema>;

export const adminRegistrationSchema = z
  .object({ id: z.number(), name: z.string(), email: z.string(), phone: z.string().nullable(), seats: z.number(), lang: z.string(), createdAt: z.string() })
  .meta({ id: 'AdminEventRegistration' });
export type AdminRegistration = z.infer<typeof adminRegistrationSchema>;

export const adminEventPageSchema = adminPageSchema(adminEventSummarySchema);
export const adminRegistrationPageSchema = adminPageSchema(adminRegistrationSchema);
export type AdminEventPage = z.infer<typeof adminEventPageSchema>;
export type AdminRegistrationPage = z.infer<typeof adminRegistrationPageSchema>;

/** Where the browser downloads an event's registrations as CSV (a plain link, with the session), headers in `lang`. */
export const eventRegistrationsCsvPath = (id: number, lang: Lang) => `/api/admin/event/${id}/registration.csv?lang=${lang}`;

export const eventsApi = (api: ApiClient) => ({
  list: (query: ContentListQuery = {}) => api.get<AdminEventPage>('/admin/event', query),
  get: (id: number) => api.get<AdminEvent>(`/admin/event/${id}`),
  create: (input: EventInput) => api.post<AdminEvent>('/admin/event', input),
  update: (id: number, input: EventInput) => api.put<AdminEvent>(`/admin/event/${id}`, input),
  remove: (id: number) => api.delete<{ id: number }>(`/admin/event/${id}`),
  registrations: (id: number, query: { page?: number; nbItem?: number } = {}) =>
    api.get<AdminRegistrationPage>(`/admin/event/${id}/registration`, query),
});
