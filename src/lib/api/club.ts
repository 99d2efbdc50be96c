import type { ApiClient } from '../api';
import type { ClubJoin, ClubOffer, ClubPause, Membership, MyMembership } from '../contracts/club';

// The wine club (the contract: src/lib/contracts/club.ts).

export const clubApi = (api: ApiClient) => ({
  offer: () => api.get<ClubOffer>('/club/formula'),
  mine: () => api.get<MyMembership>('/user/club'),
  join: (join: ClubJoin) => api.post<Membership>('/user/club', join),
  pause: (pause: ClubPause) => api.put<Membership>('/user/club/pause', pause),
  resume: () => api.put<Membership>('/user/club/resume', {}),
  cancel: () => api.post<Membership>('/user/club/cancel', {}),
});
