import { z } from 'zod';
import { CLUB_DELIVERY_MODES } from './club';

// The member's past club boxes (docs/club.md, "The member's space"): GET /user/club/past-boxes,
// read-only, the newest charge day first, at most PAST_BOXES_SHOWN. Money in euro cents.

/** How many past boxes the member's space lists: years of shipments at three or four a year. */
export const PAST_BOXES_SHOWN = 24;

/**
 * What became of a past box, in the member's words: CHARGED (its order made), OFFERED (a gift
 * membership's box, nothing charged), SKIPPED (the member skipped it), NOT_CHARGED (declined, then
 * given up after the last retry), SET_ASIDE (charged during the member's pause: neither sent nor
 * charged), RETRYING (declined or waiting for the member's bank; the charge is asked again).
 */
export const PAST_BOX_OUTCOMES = ['CHARGED', 'OFFERED', 'SKIPPED', 'NOT_CHARGED', 'SET_ASIDE', 'RETRYING'] as const;
export type PastBoxOutcome = (typeof PAST_BOX_OUTCOMES)[number];

export const pastBoxSchema = z
  .object({
    id: z.number(),
    title: z.string().describe("The shipment's name"),
    chargeOn: z.string().describe("yyyy-mm-dd, the estate's day it was charged"),
    outcome: z.enum(PAST_BOX_OUTCOMES),
    wines: z.array(z.object({ declinationId: z.number(), name: z.string(), quantity: z.number() })),
    price: z.number().describe("The box's wines"),
    deliveryFee: z.number(),
    charged: z.number().describe('What the kept card paid for it (0: nothing charged)'),
    deliveryMode: z.enum(CLUB_DELIVERY_MODES),
    orderId: z.number().nullable().describe('The order made from it (CHARGED, OFFERED): /account/orders/{orderId}'),
    orderNumber: z.string().nullable(),
  })
  .meta({ id: 'ClubPastBox' });
export type PastBox = z.infer<typeof pastBoxSchema>;

export const myPastBoxesSchema = z
  .object({ boxes: z.array(pastBoxSchema), more: z.boolean().describe(`Older boxes than the ${PAST_BOXES_SHOWN} listed exist`) })
  .meta({ id: 'MyClubPastBoxes' });
export type MyPastBoxes = z.infer<typeof myPastBoxesSchema>;
