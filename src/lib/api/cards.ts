import type { ApiClient } from '../api';
import type { KeptCard } from '../contracts/cards';

// The customer's kept cards (the contract: src/lib/contracts/cards.ts).

export const cardsApi = (api: ApiClient) => ({
  list: () => api.get<KeptCard[]>('/user/cards'),
  chooseDefault: (id: number) => api.put<KeptCard[]>(`/user/cards/${id}/default`, {}),
  remove: (id: number) => api.delete<KeptCard[]>(`/user/cards/${id}`),
});
