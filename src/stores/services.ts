// The wine tourism service being booked: reused when the id asked for is the one
// already held, otherwise cleared and fetched again (or taken from the page that rendered it).
import { atom } from 'nanostores';
import type { ServiceView } from '~/lib/contracts/tourism';
import type { ApiClient } from '~/lib/api';
import { tourismApi } from '~/lib/api/tourism';

/** What booking needs of a service: bookable() (components/engagement/tourism.ts) trims a page's to it. */
export type Service = Pick<
  ServiceView,
  'id' | 'title' | 'slug' | 'shortDescription' | 'tags' | 'membersOnly' | 'price' | 'durationMinutes' | 'capacity' | 'calendarId'
>;

export const $currentService = atom<Service | null>(null);

export async function loadService(api: ApiClient, id: number, rendered?: Service): Promise<Service> {
  const current = $currentService.get();
  if (current?.id === id) return current;
  $currentService.set(null);
  const service = rendered?.id === id ? rendered : await tourismApi(api).service(id);
  $currentService.set(service);
  return service;
}
