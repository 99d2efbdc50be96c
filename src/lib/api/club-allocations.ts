import type { ApiClient } from '../api';
import type { AllocationAsk, MemberAllocation } from '../contracts/club-allocations';

// A member's allocations (the contract: src/lib/contracts/club-allocations.ts).

export const clubAllocationsApi = (api: ApiClient) => ({
  mine: () => api.get<MemberAllocation[]>('/user/club/allocation'),
  ask: (id: number, ask: AllocationAsk) => api.put<MemberAllocation>(`/user/club/allocation/${id}`, ask),
  withdraw: (id: number) => api.delete<MemberAllocation>(`/user/club/allocation/${id}`),
});
