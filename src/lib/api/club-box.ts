import type { ApiClient } from '../api';
import type { BoxDelivery, BoxLines, MyNextBox, NextBox } from '../contracts/club-box';

// The member's next club box (the contract: src/lib/contracts/club-box.ts).

export const clubBoxApi = (api: ApiClient) => ({
  next: () => api.get<MyNextBox>('/user/club/box'),
  change: (lines: BoxLines) => api.put<NextBox>('/user/club/box', lines),
  delivery: (delivery: BoxDelivery) => api.put<NextBox>('/user/club/box/delivery', delivery),
  skip: () => api.post<NextBox>('/user/club/box/skip', {}),
  unskip: () => api.post<NextBox>('/user/club/box/unskip', {}),
});
