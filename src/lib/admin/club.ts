import { z } from 'zod';
import type { ApiClient } from '../api';
import { MAX_INTEGER } from '../contracts/units';

// The club's formulas as the back office manages them (docs/club.md): the shapes the server checks
// and answers, and the calls of the club's admin page. Money in euro cents, the member discount in
// basis points (1000 = 10 %). Beyond the shapes, the server answers 400 when the values do not fit
// together (neither shipping nor collection, a gift's shipments without its price).

export const CLUB_SELECTIONS = ['CURATED', 'MEMBER_CHOICE'] as const;
export const CLUB_COLOURS = ['RED', 'WHITE', 'ROSE', 'SPARKLING', 'SWEET'] as const;
export const MEMBERSHIP_STATUSES = ['WAITING', 'ACTIVE', 'PAUSED', 'ON_HOLD', 'CANCELLED'] as const;

/** 10,000 €: beyond, a price is a typing mistake. */
const MAX_CENTS = 1_000_000;

const reason = (key: string) => `admin-club:errors.${key}`;
const whole = (key: string, min: number, max: number) => {
  const error = reason(key);
  return z.number({ error }).int({ error }).min(min, { error }).max(max, { error });
};
const text = (key: string, max: number, min = 0) =>
  z.string({ error: reason(key) }).trim().min(min, { error: reason(key) }).max(max, { error: reason(key) });

const words = z.strictObject({
  name: text('name', 80, 1),
  description: text('description', 4000).default(''),
});

const fields = {
  fr_FR: words.describe('The French name and description'),
  en_US: words.describe('The English name and description'),
  bottlesPerShipment: whole('bottles', 1, 120),
  shipmentsPerYear: whole('shipments', 1, 12),
  selection: z.enum(CLUB_SELECTIONS, { error: reason('selection') }).describe('CURATED: the estate fills the box; MEMBER_CHOICE: the member picks within the rules'),
  choiceColours: z.array(z.enum(CLUB_COLOURS, { error: reason('colours') }), { error: reason('colours') }).max(CLUB_COLOURS.length, { error: reason('colours') }).describe('MEMBER_CHOICE: the colours offered (empty: any)'),
  choiceBudget: whole('budget', 1, MAX_CENTS).nullable().describe('MEMBER_CHOICE: the most a box may cost, in cents; null: no limit'),
  pricePerShipment: whole('price', 1, MAX_CENTS).describe('The usual price of a shipment, in cents'),
  memberDiscount: whole('discount', 0, 5000).describe('Off every purchase while a member, in basis points (1000 = 10 %, 50 % at most)'),
  allowsShipping: z.boolean({ error: reason('delivery') }),
  allowsCollection: z.boolean({ error: reason('delivery') }),
  shippingRate: whole('shippingRate', 0, MAX_CENTS).describe('The club shipping rate of one box, in cents'),
  memberCap: whole('cap', 1, MAX_INTEGER).nullable().describe('The most members at once; beyond, the waiting list. null: no cap'),
  maxSkipsPerYear: whole('skips', 0, 12),
  giftShipments: whole('giftShipments', 1, 24).nullable().describe('Gift memberships: shipments covered; null: not offered as a gift'),
  giftPrice: whole('giftPrice', 1, MAX_CENTS).nullable().describe('Gift memberships: the price, paid at once, in cents'),
  isEnabled: z.boolean({ error: reason('enabled') }),
  position: whole('position', 0, 10_000),
};

const onlyFields = { error: (issue: { code?: string }) => (issue.code === 'unrecognized_keys' ? reason('unknownField') : undefined) };

export const clubFormulaInputSchema = z
  .strictObject(
    {
      ...fields,
      choiceColours: fields.choiceColours.default([]),
      choiceBudget: fields.choiceBudget.default(null),
      selection: fields.selection.default('CURATED'),
      memberDiscount: fields.memberDiscount.default(0),
      allowsShipping: fields.allowsShipping.default(true),
      allowsCollection: fields.allowsCollection.default(true),
      shippingRate: fields.shippingRate.default(0),
      memberCap: fields.memberCap.default(null),
      maxSkipsPerYear: fields.maxSkipsPerYear.default(1),
      giftShipments: fields.giftShipments.default(null),
      giftPrice: fields.giftPrice.default(null),
      isEnabled: fields.isEnabled.default(true),
      position: fields.position.default(0),
    },
    onlyFields,
  )
  .meta({ id: 'AdminClubFormulaInput' });
export type ClubFormulaInput = z.input<typeof clubFormulaInputSchema>;
export type ClubFormulaValues = z.output<typeof clubFormulaInputSchema>;

/** The fields to change; the others stay as they are. */
export const clubFormulaChangesSchema = z
  .strictObject(fields, onlyFields)
  .partial()
  .refine((changes) => Object.keys(changes).length > 0, { error: reason('nothingToChange') })
  .meta({ id: 'AdminClubFormulaChanges' });
export type ClubFormulaChanges = z.infer<typeof clubFormulaChangesSchema>;

export const adminClubFormulaSchema = z
  .object({
    id: z.number(),
    fr_FR: z.object({ name: z.string(), description: z.string() }),
    en_US: z.object({ name: z.string(), description: z.string() }),
    picture: z.string().nullable().describe("The picture's address"),
    bottlesPerShipment: z.number(),
    shipmentsPerYear: z.number(),
    selection: z.enum(CLUB_SELECTIONS),
    choiceColours: z.array(z.enum(CLUB_COLOURS)),
    choiceBudget: z.number().nullable(),
    pricePerShipment: z.number(),
    memberDiscount: z.number(),
    allowsShipping: z.boolean(),
    allowsCollection: z.boolean(),
    shippingRate: z.number(),
    memberCap: z.number().nullable(),
    maxSkipsPerYear: z.number(),
    giftShipments: z.number().nullable(),
    giftPrice: z.number().nullable(),
    isEnabled: z.boolean(),
    position: z.number(),
    members: z.number().describe('Live members (ACTIVE, PAUSED, ON_HOLD)'),
    waiting: z.number().describe('On the waiting list'),
  })
  .meta({ id: 'AdminClubFormula' });
export type AdminClubFormula = z.infer<typeof adminClubFormulaSchema>;

/** Who a membership is, as every owner's list of members names them (members, waiting list). */
export const clubMemberIdentitySchema = z.object({
  id: z.number(),
  userId: z.number(),
  email: z.string(),
  name: z.string(),
  formulaId: z.number(),
  formula: z.string(),
});

export const adminClubMemberSchema = clubMemberIdentitySchema
  .extend({
    status: z.enum(MEMBERSHIP_STATUSES),
    since: z.string().nullable(),
    joinedAt: z.string(),
    endsAt: z.string().nullable(),
    lifetimeValue: z.number().describe("What the customer's orders brought, in cents: paid, neither cancelled nor refunded"),
  })
  .meta({ id: 'AdminClubMember' });
export type AdminClubMember = z.infer<typeof adminClubMemberSchema>;

export const adminClubMemberPageSchema = z
  .object({ items: z.array(adminClubMemberSchema), total: z.number(), page: z.number(), nbItem: z.number() })
  .meta({ id: 'AdminClubMemberPage' });
export type AdminClubMemberPage = z.infer<typeof adminClubMemberPageSchema>;

export const clubMembersQuerySchema = {
  search: z.string().trim().max(120).optional().describe('Part of the e-mail or name'),
  formulaId: z.coerce.number().int().min(1).max(MAX_INTEGER).optional(),
  status: z.enum(MEMBERSHIP_STATUSES).optional(),
};

export interface ClubMembersFilter {
  search?: string;
  formulaId?: number;
  status?: (typeof MEMBERSHIP_STATUSES)[number];
}

export const clubAdminApi = (api: ApiClient) => ({
  formulas: () => api.get<AdminClubFormula[]>('/admin/club/formula'),
  formula: (id: number) => api.get<AdminClubFormula>(`/admin/club/formula/${id}`),
  create: (input: ClubFormulaInput) => api.post<AdminClubFormula>('/admin/club/formula', input),
  change: (id: number, changes: ClubFormulaChanges) => api.put<AdminClubFormula>(`/admin/club/formula/${id}`, changes),
  picture: (id: number, file: File) => api.upload<AdminClubFormula>(`/admin/club/formula/${id}/picture`, {}, [file]),
  members: (page: number, filter: ClubMembersFilter = {}, nbItem = 20) =>
    api.get<AdminClubMemberPage>('/admin/club/member', { page, nbItem, ...filter }),
});
