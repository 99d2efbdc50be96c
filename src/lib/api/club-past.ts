import type { ApiClient } from '../api';
import type { MyPastBoxes } from '../contracts/club-past';

// The member's past club boxes (the contract: src/lib/contracts/club-past.ts).

export const clubPastApi = (api: ApiClient) => ({
  mine: () => api.get<MyPastBoxes>('/user/club/past-boxes'),
});
