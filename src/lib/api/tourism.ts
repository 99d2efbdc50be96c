import type { ApiClient, ListQuery } from '../api';
import type { AllowedDate } from '../booking-calendar';
import type { ServiceView } from '../content/types';

// The wine tourism calls (SPEC.md section 7, Services and Calendar rows): the services on offer,
// the days a calendar allows, and a booking. Shapes: src/lib/content/types.ts, src/lib/booking-calendar.ts.

export interface ServiceList {
  services: ServiceView[];
  total: number;
  /** Every tag of the services on offer, for the page's filter. */
  tags: string[];
}

export interface BookingRequest {
  /** yyyy-mm-dd. */
  date: string;
  slotId: number;
  seats: number;
  name: string;
  email: string;
  phone: string | null;
}

/** A booking the estate recorded. */
export interface Booked {
  id: number;
  date: string;
  startTime: string;
  endTime: string;
  seats: number;
  /** Cents; null when the service has no price. */
  total: number | null;
}

export const tourismApi = (api: ApiClient) => ({
  /** The services on offer; `tag` (comma-separated tags) filters them. */
  services: (query: ListQuery) => api.get<ServiceList>('/service', query),
  service: (id: number) => api.get<ServiceView>(`/service/${id}`),
  book: (serviceId: number, request: BookingRequest) => api.post<Booked>(`/service/${serviceId}/booking`, request),
});

export const calendarApi = (api: ApiClient) => ({
  /** The days of a month the calendar allows, with their slots; `service` counts that service's places. */
  allowedDates: async (calendarId: number, month: number, year: number, service?: number) =>
    (await api.get<{ dates: AllowedDate[] }>(`/calendar/${calendarId}/date/allowed/${month}/${year}`, { service })).dates,
});
