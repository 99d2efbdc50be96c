import { z } from 'zod';
import type { ApiClient } from '../api';

// The club's charge runs as the owner follows them (docs/club.md, "The charge run"): per shipment,
// its boxes counted by what became of them, the money charged and still due, and the members whose
// charge was declined, with why. The view is polled while the shipment is CHARGING.

export const RUN_SHIPMENT_STATUSES = ['DRAFT', 'OPEN', 'CHARGING', 'DONE', 'CANCELLED'] as const;
/** SET_ASIDE: a box of a member paused past the charge day, kept as they left it (docs/club.md#shipments). */
export const RUN_BOX_STATUSES = ['PLANNED', 'SKIPPED', 'PENDING', 'CHARGED', 'DECLINED', 'AUTHENTICATION_REQUIRED', 'FAILED', 'SET_ASIDE'] as const;

/** How many boxes are in each state, and the money: charged, and still to charge (planned, declined, waiting). */
export const clubRunCountsSchema = z
  .object({
    charged: z.number(),
    declined: z.number(),
    waiting: z.number().describe('The bank wants the member: AUTHENTICATION_REQUIRED'),
    skipped: z.number(),
    planned: z.number().describe('PLANNED, and PENDING (asked of the provider)'),
    failed: z.number(),
    shortStock: z.number().describe('Paid boxes left PENDING, their order made at the run\'s next turn (never for stock: a box holds its bottles from its announcement)'),
    chargedAmount: z.number().describe('Cents'),
    dueAmount: z.number().describe('Cents still to charge: planned, declined and waiting boxes'),
  })
  .meta({ id: 'ClubRunCounts' });

export const clubRunMemberSchema = z
  .object({
    boxId: z.number(),
    membershipId: z.number(),
    name: z.string(),
    email: z.string(),
    status: z.enum(RUN_BOX_STATUSES),
    reason: z.string().nullable().describe("The bank's reason, as the provider gave it"),
    attempts: z.number(),
    nextRetryAt: z.string().nullable(),
    amount: z.number().describe('Cents'),
    shortOf: z.string().nullable().describe('Always null since a box holds its bottles from its announcement (it named the wines short in stock a paid box waited for)'),
  })
  .meta({ id: 'ClubRunMember' });

export const clubRunSchema = z
  .object({
    shipmentId: z.number(),
    title: z.string(),
    formula: z.string(),
    status: z.enum(RUN_SHIPMENT_STATUSES),
    chargeOn: z.string().describe("The estate's day, yyyy-mm-dd"),
    due: z.boolean().describe('OPEN on or after its charge day: "Run now" is offered'),
    runStartedAt: z.string().nullable(),
    runEndedAt: z.string().nullable(),
    counts: clubRunCountsSchema,
    declined: z
      .array(clubRunMemberSchema)
      .describe('The members whose charge was declined or given up (FAILED), those the bank wants, and those paid whose order waits for stock (PENDING)'),
  })
  .meta({ id: 'ClubRun' });
export type ClubRun = z.infer<typeof clubRunSchema>;
export type ClubRunMember = z.infer<typeof clubRunMemberSchema>;

export const clubRunsSchema = z.array(clubRunSchema).meta({ id: 'ClubRuns' });

export const clubRunApi = (api: ApiClient) => ({
  runs: () => api.get<ClubRun[]>('/admin/club/run'),
  run: (shipmentId: number) => api.get<ClubRun>(`/admin/club/run/${shipmentId}`),
  runNow: (shipmentId: number) => api.post<ClubRun>(`/admin/club/run/${shipmentId}/start`, {}),
  retryAll: (shipmentId: number) => api.post<ClubRun>(`/admin/club/run/${shipmentId}/retry`, {}),
  retryOne: (boxId: number) => api.post<ClubRun>(`/admin/club/box/${boxId}/retry`, {}),
});
