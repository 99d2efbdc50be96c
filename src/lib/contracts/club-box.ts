import { z } from 'zod';
import { CLUB_DELIVERY_MODES } from './club';
import { MAX_INTEGER } from './units';

// A member's next club box (docs/club.md#boxes): GET /user/club/box, and until the cut-off its
// wines, its delivery, skipping it and undoing the skip. Money in euro cents. The rules of its
// contents and price: src/lib/rules/club-box.ts; the server checks them all (and the cut-off, the
// skips left, the stock of added bottles) and answers 400 or 409 with the reason.

const reason = (key: string) => `club:box.errors.${key}`;
const anId = (key: string) => z.number({ error: reason(key) }).int({ error: reason(key) }).min(1, { error: reason(key) }).max(MAX_INTEGER, { error: reason(key) });
const onlyFields = { error: (issue: { code?: string }) => (issue.code === 'unrecognized_keys' ? 'club:errors.unknownField' : undefined) };

const wineSchema = z.object({
  declinationId: z.number(),
  name: z.string(),
  colour: z.string().nullable(),
  /** CURATED: bottles of it in every box; MEMBER_CHOICE: the default pick. */
  quantity: z.number(),
  maxPerBox: z.number().nullable(),
  unitPrice: z.number(),
});

export const nextBoxSchema = z
  .object({
    id: z.number(),
    title: z.string(),
    selection: z.enum(['CURATED', 'MEMBER_CHOICE']),
    chargeOn: z.string().describe("yyyy-mm-dd, the estate's day it is charged"),
    cutoffAt: z.string(),
    status: z.enum(['PLANNED', 'SKIPPED', 'PENDING', 'CHARGED', 'DECLINED', 'AUTHENTICATION_REQUIRED', 'FAILED']),
    changeable: z.boolean().describe('Before the cut-off and not charged yet'),
    lockedReason: z.enum(['cutoff', 'charging']).nullable().describe('Why it can no longer be changed'),
    lines: z.array(z.object({ declinationId: z.number(), quantity: z.number() })),
    wines: z.array(wineSchema).describe("The shipment's wines: curated, or offered to choose among"),
    bottlesPerShipment: z.number(),
    maxAddedBottles: z.number(),
    budget: z.number().nullable(),
    shipmentPrice: z.number().describe('CURATED: the box price before added bottles'),
    price: z.number().describe("The box's wines"),
    deliveryFee: z.number(),
    deliveryMode: z.enum(CLUB_DELIVERY_MODES),
    addressId: z.number().nullable(),
    address: z.string().nullable(),
    allowsShipping: z.boolean(),
    allowsCollection: z.boolean(),
    shippingRate: z.number(),
    skipsLeft: z.number().describe('Skips left in the year, this box’s counted when skipped'),
    maxSkipsPerYear: z.number(),
  })
  .meta({ id: 'ClubNextBox' });
export type NextBox = z.infer<typeof nextBoxSchema>;

export const myNextBoxSchema = z.object({ box: nextBoxSchema.nullable() }).meta({ id: 'MyClubNextBox' });
export type MyNextBox = z.infer<typeof myNextBoxSchema>;

export const boxLinesSchema = z
  .strictObject(
    {
      lines: z
        .array(z.strictObject({ declinationId: anId('wine'), quantity: z.number({ error: reason('quantity') }).int({ error: reason('quantity') }).min(0, { error: reason('quantity') }).max(120, { error: reason('quantity') }) }), { error: reason('lines') })
        .max(60, { error: reason('lines') }),
    },
    onlyFields,
  )
  .meta({ id: 'ClubBoxLines' });
export type BoxLines = z.infer<typeof boxLinesSchema>;

export const boxDeliverySchema = z
  .strictObject(
    {
      deliveryMode: z.enum(CLUB_DELIVERY_MODES, { error: 'club:errors.deliveryMode' }),
      addressId: anId('address').nullable().optional().describe('SHIPPING: an address of the member’s book'),
    },
    onlyFields,
  )
  .refine((change) => change.deliveryMode === 'COLLECTION' || Boolean(change.addressId), { error: 'club:errors.address', path: ['addressId'] })
  .meta({ id: 'ClubBoxDelivery' });
export type BoxDelivery = z.input<typeof boxDeliverySchema>;
