import { z } from 'zod';
import { MAX_INTEGER } from './units';

// The wine club as customers see it (docs/club.md): the formulas (GET /club/formula), joining
// (POST /user/club), the member's own membership (GET /user/club), pausing, resuming and
// cancelling it. Money in euro cents, tax included; the member discount in basis points
// (1000 = 10 %). The calls: src/lib/api/club.ts.

export const CLUB_DELIVERY_MODES = ['SHIPPING', 'COLLECTION'] as const;
export const MEMBERSHIP_STATUS_VALUES = ['WAITING', 'ACTIVE', 'PAUSED', 'ON_HOLD', 'CANCELLED'] as const;

export const clubFormulaSchema = z
  .object({
    id: z.number(),
    name: z.string(),
    description: z.string(),
    picture: z.string().nullable(),
    bottlesPerShipment: z.number(),
    shipmentsPerYear: z.number(),
    selection: z.enum(['CURATED', 'MEMBER_CHOICE']),
    pricePerShipment: z.number().describe('The usual price of one shipment, in cents'),
    memberDiscount: z.number().describe('Off every purchase while a member, in basis points'),
    allowsShipping: z.boolean(),
    allowsCollection: z.boolean(),
    shippingRate: z.number().describe('The club shipping rate of one box, in cents'),
    full: z.boolean().describe('Its cap is reached: a new member joins the waiting list'),
    gift: z
      .object({ shipments: z.number().describe('Shipments offered'), price: z.number().describe('What the gift costs, in cents') })
      .nullable()
      .describe('Offered as a gift membership (POST /cart/{id}/club-gift); null: not offered'),
  })
  .meta({ id: 'ClubFormula' });
export type ClubFormula = z.infer<typeof clubFormulaSchema>;

export const clubOfferSchema = z
  .object({
    formulas: z.array(clubFormulaSchema),
    termsVersion: z.string().describe("The version of the club's terms shown now, to send back when joining"),
  })
  .meta({ id: 'ClubOffer' });
export type ClubOffer = z.infer<typeof clubOfferSchema>;

const reason = (key: string) => `club:errors.${key}`;
const anId = (key: string) => z.number({ error: reason(key) }).int({ error: reason(key) }).min(1, { error: reason(key) }).max(MAX_INTEGER, { error: reason(key) });

export const clubJoinSchema = z
  .strictObject(
    {
      formulaId: anId('formula'),
      deliveryMode: z.enum(CLUB_DELIVERY_MODES, { error: reason('deliveryMode') }),
      addressId: anId('address').nullable().optional().describe('SHIPPING: an address of the customer’s book'),
      cardId: anId('card').nullable().optional().describe('One of the customer’s kept cards; optional with a gift code'),
      giftCode: z
        .string({ error: reason('giftCode') })
        .trim()
        .min(1, { error: reason('giftCode') })
        .max(40, { error: reason('giftCode') })
        .optional()
        .describe('The code of a gift membership (docs/club.md, "Gift memberships")'),
      acceptTerms: z.literal(true, { error: reason('terms') }),
      termsVersion: z.string({ error: reason('termsVersion') }).trim().min(1, { error: reason('termsVersion') }).max(64, { error: reason('termsVersion') }),
    },
    { error: (issue: { code?: string }) => (issue.code === 'unrecognized_keys' ? reason('unknownField') : undefined) },
  )
  .refine((join) => join.deliveryMode === 'COLLECTION' || Boolean(join.addressId), { error: reason('address'), path: ['addressId'] })
  .refine((join) => Boolean(join.cardId) || Boolean(join.giftCode), { error: reason('card'), path: ['cardId'] })
  .meta({ id: 'ClubJoin' });
export type ClubJoin = z.input<typeof clubJoinSchema>;

export const clubPauseSchema = z
  .strictObject({ until: z.iso.date({ error: reason('pauseDate') }).describe('yyyy-mm-dd, the first day boxes are prepared again') })
  .meta({ id: 'ClubPause' });
export type ClubPause = z.infer<typeof clubPauseSchema>;

export const membershipSchema = z
  .object({
    id: z.number(),
    status: z.enum(MEMBERSHIP_STATUS_VALUES),
    formula: clubFormulaSchema,
    since: z.string().nullable().describe('When it became active (ISO instant); null while waiting'),
    joinedAt: z.string(),
    card: z.object({ id: z.number(), brand: z.string(), last4: z.string(), expMonth: z.number(), expYear: z.number() }).nullable(),
    deliveryMode: z.enum(CLUB_DELIVERY_MODES),
    address: z.string().nullable().describe('SHIPPING: the address, on one line'),
    pausedUntil: z.string().nullable().describe('yyyy-mm-dd'),
    endsAt: z.string().nullable(),
    giftShipmentsLeft: z.number().nullable().describe('A gift membership: the shipments still offered (null: a paid membership)'),
    memberDiscount: z.number().describe('Basis points off every purchase now (0 unless active or paused)'),
    nextShipment: z
      .object({
        title: z.string(),
        chargeOn: z.string(),
        cutoffAt: z.string(),
        price: z.number(),
        deliveryFee: z.number(),
        pausedOver: z.boolean().describe('The member’s pause runs past its charge day: this shipment is neither sent to them nor charged'),
      })
      .nullable()
      .describe('The next shipment announced to the members, if any'),
  })
  .meta({ id: 'ClubMembership' });
export type Membership = z.infer<typeof membershipSchema>;

export const myMembershipSchema = z.object({ membership: membershipSchema.nullable() }).meta({ id: 'MyClubMembership' });
export type MyMembership = z.infer<typeof myMembershipSchema>;
