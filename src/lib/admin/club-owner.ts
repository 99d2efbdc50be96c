import { z } from 'zod';
import type { ApiClient } from '../api';
import { MAX_INTEGER } from '../contracts/units';
import { clubMemberIdentitySchema, MEMBERSHIP_STATUSES } from './club';

// The owner's views of the club (docs/club.md, "The owner's views"): the waiting list and its
// « Admettre », the failed payments (members on hold, boxes and allocations whose charge failed,
// with the bank's reason) and the members as a spreadsheet. The members' list with their lifetime
// value is src/lib/admin/club.ts.

export const waitingMemberSchema = clubMemberIdentitySchema
  .extend({
    waitingSince: z.string(),
    placesLeft: z.number().nullable().describe('Places left in the formula now (null: no cap)'),
  })
  .meta({ id: 'AdminClubWaitingMember' });
export type WaitingMember = z.infer<typeof waitingMemberSchema>;

export const FAILED_KINDS = ['MEMBERSHIP', 'BOX', 'ALLOCATION'] as const;

export const failedPaymentSchema = z
  .object({
    kind: z.enum(FAILED_KINDS).describe('MEMBERSHIP: on hold; BOX: a shipment’s box FAILED or DECLINED; ALLOCATION: a grant whose charge was declined'),
    membershipId: z.number(),
    email: z.string(),
    name: z.string(),
    formula: z.string(),
    status: z.string().describe('The membership’s, the box’s or the request’s status'),
    title: z.string().nullable().describe('The shipment’s or the allocation’s title'),
    amount: z.number().nullable().describe('What was to be charged, in cents'),
    reason: z.string().nullable().describe('Why the bank said no, as the provider put it'),
    at: z.string(),
  })
  .meta({ id: 'AdminClubFailedPayment' });
export type FailedPayment = z.infer<typeof failedPaymentSchema>;

export const membersCsvQuerySchema = {
  lang: z.enum(['fr_FR', 'en_US']).optional().describe('The headers’ language (a download link sends no userLang header)'),
  search: z.string().trim().max(120).optional(),
  formulaId: z.coerce.number().int().min(1).max(MAX_INTEGER).optional(),
  status: z.enum(MEMBERSHIP_STATUSES).optional(),
};

/** Where the members' spreadsheet downloads from (a link: the browser sends the cookie). */
export const membersCsvPath = (lang: string) => `/api/admin/club/member.csv?lang=${lang}`;

export const clubOwnerApi = (api: ApiClient) => ({
  waiting: () => api.get<WaitingMember[]>('/admin/club/waiting'),
  admit: (membershipId: number) => api.post<WaitingMember[]>(`/admin/club/waiting/${membershipId}/admit`, {}),
  failed: () => api.get<FailedPayment[]>('/admin/club/failed'),
});
