import { z } from 'zod';
import type { ApiClient } from '../api';
import { ALLOCATION_REQUEST_STATUS_VALUES, ALLOCATION_RULE_VALUES, ALLOCATION_STATUS_VALUES } from '../contracts/club-allocations';
import { MAX_INTEGER } from '../contracts/units';

// The allocations of rare cuvées as the owner manages them (docs/club.md, "Allocations"): opening
// one for some formulas, its window, bottles, price, quantities per member and rule; the requests
// and what the share-out granted each member; closing it now. Money in euro cents. Beyond the
// shapes, the server answers 400 when the values do not fit together (the window, the quantities)
// and 409 when the cuvée has not the bottles to share.

export { ALLOCATION_RULE_VALUES as ALLOCATION_RULES, ALLOCATION_STATUS_VALUES as ALLOCATION_STATUSES };

const reason = (key: string) => `admin-club-allocations:errors.${key}`;
const whole = (key: string, min: number, max: number) => {
  const error = reason(key);
  return z.number({ error }).int({ error }).min(min, { error }).max(max, { error });
};
const instant = z.iso.datetime({ offset: true, error: reason('date') }).describe('ISO 8601 with its time zone');

export const allocationInputSchema = z
  .strictObject(
    {
      declinationId: whole('wine', 1, MAX_INTEGER).describe('The cuvée shared (a declination)'),
      title: z.string({ error: reason('title') }).trim().min(1, { error: reason('title') }).max(120, { error: reason('title') }),
      formulaIds: z.array(whole('formulas', 1, MAX_INTEGER), { error: reason('formulas') }).min(1, { error: reason('formulas') }).max(50, { error: reason('formulas') }),
      opensAt: instant,
      closesAt: instant,
      stock: whole('stock', 1, 100_000).describe('Bottles to share out, taken from the cuvée’s stock at the opening'),
      unitPrice: whole('price', 1, 1_000_000).describe('One bottle, in cents'),
      minPerMember: whole('quantities', 1, 1000),
      defaultPerMember: whole('quantities', 1, 1000),
      maxPerMember: whole('quantities', 1, 1000),
      rule: z.enum(ALLOCATION_RULE_VALUES, { error: reason('rule') }).describe('SENIORITY: the oldest members first; RANDOM: a recorded draw; PROPORTION: in proportion to what was asked (largest remainders)'),
    },
    { error: (issue: { code?: string }) => (issue.code === 'unrecognized_keys' ? reason('unknownField') : undefined) },
  )
  .meta({ id: 'AdminAllocationInput' });
export type AllocationInput = z.input<typeof allocationInputSchema>;

export const adminAllocationRequestSchema = z
  .object({
    id: z.number(),
    membershipId: z.number(),
    email: z.string(),
    name: z.string(),
    since: z.string().nullable().describe('The member’s seniority'),
    quantity: z.number(),
    moreIfPossible: z.boolean(),
    status: z.enum(ALLOCATION_REQUEST_STATUS_VALUES),
    granted: z.number().nullable(),
    orderNumber: z.string().nullable(),
    declineReason: z.string().nullable(),
  })
  .meta({ id: 'AdminAllocationRequest' });
export type AdminAllocationRequest = z.infer<typeof adminAllocationRequestSchema>;

export const adminAllocationSchema = z
  .object({
    id: z.number(),
    declinationId: z.number(),
    wine: z.string(),
    title: z.string(),
    status: z.enum(ALLOCATION_STATUS_VALUES),
    opensAt: z.string(),
    closesAt: z.string(),
    stock: z.number(),
    unitPrice: z.number(),
    minPerMember: z.number(),
    defaultPerMember: z.number(),
    maxPerMember: z.number(),
    rule: z.enum(ALLOCATION_RULE_VALUES),
    formulaIds: z.array(z.number()),
    seed: z.number().nullable().describe('RANDOM: the draw’s seed, recorded at the close'),
    sharedAt: z.string().nullable(),
    requests: z.number(),
    asked: z.number().describe('Bottles asked in all'),
    granted: z.number().describe('Bottles granted in all'),
    charged: z.number().describe('Requests charged'),
    declined: z.number().describe('Requests whose charge was declined'),
  })
  .meta({ id: 'AdminAllocation' });
export type AdminAllocation = z.infer<typeof adminAllocationSchema>;

export const adminAllocationDetailSchema = adminAllocationSchema.extend({ requestList: z.array(adminAllocationRequestSchema) }).meta({ id: 'AdminAllocationDetail' });
export type AdminAllocationDetail = z.infer<typeof adminAllocationDetailSchema>;

export const allocationWineSchema = z
  .object({ id: z.number(), label: z.string(), reference: z.string().nullable(), stock: z.number().nullable().describe('Bottles in stock (null: not counted)') })
  .meta({ id: 'AdminAllocationWine' });
export type AllocationWine = z.infer<typeof allocationWineSchema>;

export const clubAllocationsAdminApi = (api: ApiClient) => ({
  wines: () => api.get<AllocationWine[]>('/admin/club/allocation-wine'),
  list: () => api.get<AdminAllocation[]>('/admin/club/allocation'),
  one: (id: number) => api.get<AdminAllocationDetail>(`/admin/club/allocation/${id}`),
  open: (input: AllocationInput) => api.post<AdminAllocation>('/admin/club/allocation', input),
  close: (id: number) => api.post<AdminAllocationDetail>(`/admin/club/allocation/${id}/close`, {}),
  cancel: (id: number) => api.post<AdminAllocation>(`/admin/club/allocation/${id}/cancel`, {}),
});
