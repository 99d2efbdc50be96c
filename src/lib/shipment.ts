import { z } from 'zod';

// A shipment as the back office and the customer's order page see it: the carrier's parcels, its
// tracking link and the steps of its journey (src/server/services/shipping/). Shared by the contract
// (the API's schemas), the server and the pages.

/** CREATING while the carrier is asked; CREATED once it answered with the label; DELIVERED when it says so. */
export const SHIPMENT_STATES = ['CREATING', 'CREATED', 'DELIVERED'] as const;
export type ShipmentState = (typeof SHIPMENT_STATES)[number];

export const shipmentParcelSchema = z.object({
  number: z.string().describe("The carrier's parcel number"),
  weight: z.number().describe('Grams, packing included'),
  bottles: z.number(),
});
export type ShipmentParcel = z.infer<typeof shipmentParcelSchema>;

export const trackingStepSchema = z
  .object({
    at: z.string().describe('ISO instant'),
    parcelNumber: z.string(),
    label: z.string().describe("The carrier's words (French)"),
    delivered: z.boolean(),
  })
  .meta({ id: 'TrackingStep' });
export type TrackingStep = z.infer<typeof trackingStepSchema>;

export const adminShipmentSchema = z
  .object({
    id: z.number(),
    orderId: z.number(),
    returnId: z.number().nullable(),
    network: z.enum(['DEMO', 'MONDIAL_RELAY', 'COLISSIMO']),
    state: z.enum(SHIPMENT_STATES),
    trackingNumber: z.string().nullable(),
    trackingLink: z.string().nullable(),
    parcels: z.array(shipmentParcelSchema),
    isDemo: z.boolean().describe('Made by the demo label service: a specimen, not to be posted'),
    steps: z.array(trackingStepSchema),
  })
  .meta({ id: 'AdminShipment' });
export type AdminShipment = z.infer<typeof adminShipmentSchema>;

/** POST /admin/orders/shipments: the orders to make labels for, at once. */
export const shipmentBatchRequest = z
  .strictObject({ orderIds: z.array(z.number().int().positive()).min(1).max(100) })
  .meta({ id: 'ShipmentBatchRequest' });

export const shipmentBatchResultSchema = z
  .array(
    z.object({
      orderId: z.number(),
      number: z.string().nullable(),
      shipment: z.union([adminShipmentSchema, z.null()]),
      refusal: z.string().nullable().describe('Why this order got no label, in the caller’s language'),
    }),
  )
  .meta({ id: 'ShipmentBatchResult' });
export type ShipmentBatchResult = z.infer<typeof shipmentBatchResultSchema>;

/** 'a,b,c' of order ids, for the one PDF of their labels. */
export const labelBatchQuery = z.object({
  orders: z
    .string()
    .regex(/^\d{1,9}(,\d{1,9}){0,99}$/)
    .transform((value) => value.split(',').map(Number)),
});
