// The wine tourism service being booked (SPEC section 4): reused when the id asked for is the one
// already held, otherwise cleared and fetched again (or taken from the page that rendered it).
import { atom } from 'nanostores';
import type { ApiClient } from '~/lib/api';

export interface Service {
  id: number;
  title: string;
  slug: string;
  shortDescription: string | null;
  tags: string[];
  membersOnly: boolean;
  price: number | null;
  durationMinutes: number | null;
  capacity: number | null;
  calendarId: number | null;
}

export const $currentService = atom<Service | null>(null);

export async function loadService(api: ApiClient, id: number, rendered?: Service): Promise<Service> {
  const current = $currentService.get();
  if (current?.id === id) return current;
  $currentService.set(null);
  const service = rendered?.id === id ? rendered : await api.get<Service>(`/service/${id}`);
  $currentService.set(service);
  return service;
}
