import type { ApiClient, ListQuery } from '../api';
import type { AllowedDates, Booking, BookingRequest, ServiceList, ServiceView } from '../contracts/tourism';

// The wine tourism calls: the services on offer,
// the days a calendar allows, and a booking. What they send and answer is the wine tourism contract
// (src/lib/contracts/tourism.ts).

export const tourismApi = (api: ApiClient) => ({
  /** The services on offer; `tag` (comma-separated tags) filters them. */
  services: (query: ListQuery) => api.get<ServiceList>('/service', query),
  service: (id: number) => api.get<ServiceView>(`/service/${id}`),
  book: (serviceId: number, request: BookingRequest) => api.post<Booking>(`/service/${serviceId}/booking`, request),
});

export const calendarApi = (api: ApiClient) => ({
  /** The days of a month the calendar allows, with their slots; `service` counts that service's places. */
  allowedDates: async (calendarId: number, month: number, year: number, service?: number) =>
    (await api.get<AllowedDates>(`/calendar/${calendarId}/date/allowed/${month}/${year}`, { service })).dates,
});
