import { z } from 'zod';

// The allocations of rare cuvées as a member sees them (docs/club.md, "Allocations"): those open to
// their formula now, and the ones they asked for with what they were granted; asking a quantity
// (or "more if possible") and withdrawing until the close. Money in euro cents, tax included. The
// calls: src/lib/api/club-allocations.ts.

export const ALLOCATION_RULE_VALUES = ['SENIORITY', 'RANDOM', 'PROPORTION'] as const;
export const ALLOCATION_STATUS_VALUES = ['OPEN', 'SHARED', 'CHARGED', 'CANCELLED'] as const;
export const ALLOCATION_REQUEST_STATUS_VALUES = ['ASKED', 'GRANTED', 'CHARGED', 'DECLINED', 'NONE'] as const;
export type AllocationRequestStatus = (typeof ALLOCATION_REQUEST_STATUS_VALUES)[number];

const reason = (key: string) => `club-allocation:errors.${key}`;

export const memberAllocationSchema = z
  .object({
    id: z.number(),
    title: z.string(),
    wine: z.string().describe('The cuvée, in the member’s language'),
    status: z.enum(ALLOCATION_STATUS_VALUES),
    opensAt: z.string(),
    closesAt: z.string(),
    unitPrice: z.number().describe('The price of one bottle, in cents'),
    delivery: z
      .object({
        mode: z.enum(['SHIPPING', 'COLLECTION']),
        fee: z.number().describe('Charged once with the bottles granted, in cents: the formula’s club shipping rate; 0 for collection'),
      })
      .describe('How the member’s bottles would come, as their membership says now'),
    minPerMember: z.number(),
    defaultPerMember: z.number(),
    maxPerMember: z.number(),
    rule: z.enum(ALLOCATION_RULE_VALUES),
    request: z
      .object({
        quantity: z.number(),
        moreIfPossible: z.boolean(),
        status: z.enum(ALLOCATION_REQUEST_STATUS_VALUES),
        granted: z.number().nullable().describe('Bottles granted at the close (null: not shared yet)'),
      })
      .nullable()
      .describe('The member’s request, if any'),
  })
  .meta({ id: 'MemberAllocation' });
export type MemberAllocation = z.infer<typeof memberAllocationSchema>;

export const allocationAskSchema = z
  .strictObject(
    {
      quantity: z.number({ error: reason('quantity') }).int({ error: reason('quantity') }).min(1, { error: reason('quantity') }).max(1000, { error: reason('quantity') }).describe('Between the allocation’s minimum and maximum per member'),
      moreIfPossible: z.boolean({ error: reason('more') }).default(false).describe('Take more, up to the maximum, if some is left at the close'),
    },
    { error: (issue: { code?: string }) => (issue.code === 'unrecognized_keys' ? reason('unknownField') : undefined) },
  )
  .meta({ id: 'AllocationAsk' });
export type AllocationAsk = z.input<typeof allocationAskSchema>;
