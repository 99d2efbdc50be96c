import type { ApiClient } from '../api';
import type { AddressBookEntry, CompanyAddress, DefaultChoice, SavedAddress } from '../contracts/addresses';
import type { AccessPoint, AccessPointSearch, CityOption, CountryOption } from '../contracts/delivery';

// The address calls (the estate's, and the customer's address book, whose
// rules src/lib/address-book.ts tells). What they send and answer is the address contract
// (src/lib/contracts/addresses.ts) and the delivery contract (src/lib/contracts/delivery.ts).

export const addressesApi = (api: ApiClient) => ({
  /** The estate's addresses with their types and opening hours. */
  company: () => api.get<CompanyAddress[]>('/company/address'),
  countries: () => api.get<CountryOption[]>('/countries'),
  /** Towns whose name or postal code starts with `search`, in a country. */
  cities: (search: string, idCountry: number) => api.get<CityOption[]>(`/cities/${encodeURIComponent(search)}/${idCountry}`),
  /** The relay points of a carrier service near an address. */
  accessPoints: (search: AccessPointSearch) => api.post<AccessPoint[]>('/relay/access-points', search),
});

export const addressBookApi = (api: ApiClient) => ({
  list: () => api.get<SavedAddress[]>('/user/address'),
  add: (entry: AddressBookEntry) => api.post<SavedAddress>('/user/address', entry),
  change: (id: number, entry: AddressBookEntry) => api.put<SavedAddress>(`/user/address/${id}`, entry),
  chooseDefault: (id: number, choice: DefaultChoice) => api.put<SavedAddress[]>(`/user/address/${id}/default`, choice),
  remove: (id: number) => api.delete<SavedAddress[]>(`/user/address/${id}`),
});
