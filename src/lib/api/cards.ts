import type { ApiClient } from '../api';
import type { KeptCard } from '../contracts/cards';

// The customer's kept cards (the contract: src/lib/contracts/cards.ts).

export const cardsApi = (api: ApiClient) => ({
  list: () => api.get<KeptCard[]>('/user/cards'),
  chooseDefault: (id: number) => api.put<KeptCard[]>(`/user/cards/${id}/default`, {}),
  remove: (id: number) => api.delete<KeptCard[]>(`/user/cards/${id}`),
  /** Opens the provider's page that keeps a card without paying; the customer comes back to `back` (a page of this shop). */
  startSetup: (back: string | null) => api.post<{ url: string }>('/user/cards/setup', back === null ? {} : { back }),
});
