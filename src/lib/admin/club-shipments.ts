import { z } from 'zod';
import type { ApiClient } from '../api';
import { MAX_INTEGER } from '../contracts/units';

// The club's shipments as the owner prepares them (docs/club.md#shipments): the shapes the server
// checks and answers, and the calls of the back office's shipments section. Money in euro cents.
// Beyond the shapes the server answers 400 when the wines do not make a box of the formula (its
// bottles, its colours, its budget) or the dates do not follow (cut-off before the charge day,
// both ahead), and 409 when the shipment is no longer a draft (or already charged, to cancel).

export const CLUB_SHIPMENT_STATUSES = ['DRAFT', 'OPEN', 'CHARGING', 'DONE', 'CANCELLED'] as const;

const MAX_CENTS = 1_000_000;
const reason = (key: string) => `admin-club:shipment.errors.${key}`;
const whole = (key: string, min: number, max: number) => {
  const error = reason(key);
  return z.number({ error }).int({ error }).min(min, { error }).max(max, { error });
};

const shipmentWineInput = z.strictObject({
  declinationId: whole('wine', 1, MAX_INTEGER),
  quantity: whole('quantity', 0, 120).describe('CURATED: bottles of it in every box; MEMBER_CHOICE: the default pick'),
  maxPerBox: whole('maxPerBox', 1, 120).nullable().default(null).describe('MEMBER_CHOICE: the most a member may take (null: no limit but the box)'),
  unitPrice: whole('unitPrice', 1, MAX_CENTS).nullable().default(null).describe("The member price of a bottle, in cents; null: the wine's price less the formula's discount"),
});

const onlyFields = { error: (issue: { code?: string }) => (issue.code === 'unrecognized_keys' ? reason('unknownField') : undefined) };

export const clubShipmentInputSchema = z
  .strictObject(
    {
      formulaId: whole('formula', 1, MAX_INTEGER),
      title: z.string({ error: reason('title') }).trim().min(1, { error: reason('title') }).max(80, { error: reason('title') }),
      chargeOn: z.iso.date({ error: reason('chargeOn') }).describe("yyyy-mm-dd, the estate's day the boxes are charged"),
      cutoffAt: z.iso.datetime({ offset: true, error: reason('cutoff') }).describe('ISO instant: until then members change or skip their box'),
      price: whole('price', 1, MAX_CENTS).nullable().default(null).describe('CURATED: the box price, in cents; null: its bottles at their member price. MEMBER_CHOICE: the default picks’ price, always'),
      wines: z.array(shipmentWineInput, { error: reason('wines') }).min(1, { error: reason('wines') }).max(40, { error: reason('wines') }),
    },
    onlyFields,
  )
  .meta({ id: 'AdminClubShipmentInput' });
export type ClubShipmentInput = z.input<typeof clubShipmentInputSchema>;
export type ClubShipmentValues = z.output<typeof clubShipmentInputSchema>;

export const adminClubShipmentSchema = z
  .object({
    id: z.number(),
    formulaId: z.number(),
    formula: z.string().describe("The formula's French name"),
    selection: z.enum(['CURATED', 'MEMBER_CHOICE']),
    title: z.string(),
    status: z.enum(CLUB_SHIPMENT_STATUSES),
    chargeOn: z.string(),
    cutoffAt: z.string(),
    price: z.number(),
    wines: z.array(
      z.object({
        declinationId: z.number(),
        name: z.string(),
        colour: z.string().nullable(),
        quantity: z.number(),
        maxPerBox: z.number().nullable(),
        unitPrice: z.number(),
        listPrice: z.number().describe("The wine's price in the shop"),
      }),
    ),
    boxes: z.object({ planned: z.number(), skipped: z.number(), total: z.number() }).describe('The members’ boxes (none while a draft)'),
    firstReminderAt: z.string().nullable(),
    lastReminderAt: z.string().nullable(),
  })
  .meta({ id: 'AdminClubShipment' });
export type AdminClubShipment = z.infer<typeof adminClubShipmentSchema>;

export const adminClubWineSchema = z
  .object({ declinationId: z.number(), name: z.string(), colour: z.string().nullable(), price: z.number(), stock: z.number().nullable() })
  .meta({ id: 'AdminClubWine' });
export type AdminClubWine = z.infer<typeof adminClubWineSchema>;

export const clubShipmentsApi = (api: ApiClient) => ({
  list: () => api.get<AdminClubShipment[]>('/admin/club/shipment'),
  wines: () => api.get<AdminClubWine[]>('/admin/club/wine'),
  create: (input: ClubShipmentInput) => api.post<AdminClubShipment>('/admin/club/shipment', input),
  change: (id: number, input: ClubShipmentInput) => api.put<AdminClubShipment>(`/admin/club/shipment/${id}`, input),
  announce: (id: number) => api.post<AdminClubShipment>(`/admin/club/shipment/${id}/announce`, {}),
  cancel: (id: number) => api.post<AdminClubShipment>(`/admin/club/shipment/${id}/cancel`, {}),
});
