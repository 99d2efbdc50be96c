import { z } from 'zod';
import { ORDER_STATUSES } from '../order';
import { ORDER_RETURN_STATUSES } from '../order-return';
import { orderStatusChangeSchema, orderStatusSchema, rowIdSchema } from './order';

// The returns of an order ("order back", docs/rules.md#returns) and the admin panel's status and
// tracking link of an order: what the routes read and answer, what the OpenAPI document shows, and, inferred, the
// types of the account pages that send and show it (re-exported by src/lib/order-return.ts, which
// says what each call does). The calls: src/lib/api/orders.ts.

const tooLong = 'returns:errors.tooLong';
const quantityError = { error: 'returns:errors.quantity' };
const text = (max: number) => z.string().trim().max(max, { error: tooLong });
const instant = (description: string) => z.string().nullable().describe(`${description} (ISO instant); null until then`);

export const orderReturnStatusSchema = z.enum(ORDER_RETURN_STATUSES);
export type OrderReturnStatus = z.infer<typeof orderReturnStatusSchema>;

/** POST /order/{id}/back-products. */
export const returnRequestSchema = z
  .object({
    reason: text(1000).min(1, { error: 'returns:errors.reasonRequired' }).describe('The reason as the customer puts it, or chosen from RETURN_REASON'),
    products: z
      .array(
        z.object({
          idOrderLine: rowIdSchema,
          quantity: z.number(quantityError).int(quantityError).min(1, quantityError).max(10_000, quantityError),
          reason: text(1000).nullish(),
        }),
      )
      .min(1, { error: 'returns:errors.noProduct' })
      .max(200),
  })
  .meta({ id: 'ReturnRequest' });
export type ReturnRequest = z.infer<typeof returnRequestSchema>;

export const orderGenericValueSchema = z.object({ id: z.number(), value: z.string() }).meta({ id: 'OrderGenericValue' });
export type OrderGenericValue = z.infer<typeof orderGenericValueSchema>;

/** The estate's texts shown at each step of a return. */
export const orderBackTextsSchema = z.object({
  message: z.string().nullable(),
  returnAskDescription: z.string().nullable(),
  labelSentDescription: z.string().nullable(),
  productReceivedDescription: z.string().nullable(),
});
export type OrderBackTexts = z.infer<typeof orderBackTextsSchema>;

export const returnableLineSchema = z
  .object({
    idOrderLine: z.number(),
    name: z.string(),
    quantity: z.number().describe('Units bought'),
    returnedQuantity: z.number().describe('Units already in a return that was not refused'),
    returnableQuantity: z.number().describe('What can still be sent back'),
  })
  .meta({ id: 'ReturnableLine' });
export type ReturnableLine = z.infer<typeof returnableLineSchema>;

export const orderReturnViewSchema = z
  .object({
    id: z.number(),
    idOrder: z.number(),
    status: orderReturnStatusSchema,
    statusLabel: z.string(),
    reason: z.string().nullable(),
    lines: z.array(z.object({ idOrderLine: z.number(), name: z.string(), quantity: z.number(), reason: z.string().nullable() })),
    labelUrl: z.string().nullable().describe('The return label to print, once sent by the estate'),
    refundAmount: z.number().int().nullable().describe('Euro cents'),
    refusalReason: z.string().nullable().describe('Why the estate refused it, when it did'),
    createdAt: z.string().describe('ISO instant'),
    acceptedAt: instant('Accepted'),
    labelSentAt: instant('Label sent'),
    productReceivedAt: instant('Products received'),
    refundedAt: instant('Refunded'),
  })
  .meta({ id: 'OrderReturn' });
export type OrderReturnView = z.infer<typeof orderReturnViewSchema>;

export const orderBackSchema = orderBackTextsSchema
  .extend({
    isActive: z.boolean(),
    idOrder: z.number(),
    number: z.string(),
    deliveredAt: instant('Delivery (or collection)'),
    returnUntil: instant('The end of the withdrawal period'),
    canAsk: z.boolean().describe('Whether a return can be asked now'),
    closedReason: z.string().nullable().describe("Why not, in the caller's language; null when it can"),
    lines: z.array(returnableLineSchema),
    returns: z.array(orderReturnViewSchema),
  })
  .meta({ id: 'OrderBack' });
export type OrderBack = z.infer<typeof orderBackSchema>;

export const returnsOpenSchema = z.object({ isActive: z.boolean() }).meta({ id: 'ReturnsOpen' });

/** GET /admin/order/{id}/get-status and PUT /admin/order/{id}/status. */
export const adminOrderStatusSchema = z
  .object({
    idOrder: z.number(),
    status: orderStatusSchema,
    label: z.string(),
    statuses: z.array(z.object({ value: orderStatusSchema, label: z.string() })).describe('Every status with its label'),
    allowed: z
      .array(orderStatusSchema)
      .describe('The statuses the order may take now, by the rule PUT /admin/order/{id}/status enforces: what the panel offers (SHIPPED through POST /admin/orders/{id}/ship)'),
    history: z.array(orderStatusChangeSchema),
    trackingLink: z.string().nullable(),
  })
  .meta({ id: 'AdminOrderStatus' });
export type AdminOrderStatus = z.infer<typeof adminOrderStatusSchema>;

/** PUT /admin/order/{id}/status. */
export const orderStatusRequestSchema = z
  .object({ status: z.enum(ORDER_STATUSES, { error: 'order:admin.unknownStatus' }) })
  .meta({ id: 'OrderStatusRequest' });
export type OrderStatusRequest = z.infer<typeof orderStatusRequestSchema>;

const trackingLinkError = { error: 'order:admin.trackingLink' };

const trackingLink = z
  .string()
  .trim()
  .max(2000, trackingLinkError)
  .refine((value) => URL.canParse(value) && ['http:', 'https:'].includes(new URL(value).protocol), trackingLinkError)
  .nullable();

/** PUT /admin/order/{id}/tracking-link, and what both tracking-link calls answer. */
export const trackingLinkSchema = z
  .object({ trackingLink: trackingLink.describe("The carrier's tracking page, an http(s) address; null: none") })
  .meta({ id: 'TrackingLink' });
export type TrackingLink = z.infer<typeof trackingLinkSchema>;

/** POST /admin/orders/{id}/ship: the order leaves the estate, with its tracking page when the carrier has one. */
export const shipRequestSchema = z
  .object({
    trackingLink: trackingLink
      .optional()
      .describe("The carrier's tracking page, an http(s) address; null or absent: the carrier has none (the mail says so), or the one already saved"),
  })
  .meta({ id: 'ShipRequest' });
export type ShipRequest = z.infer<typeof shipRequestSchema>;

