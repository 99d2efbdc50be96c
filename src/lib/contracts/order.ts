import { trackingStepSchema } from '../shipment';
import { z } from 'zod';
import { cents, instant, MAX_INTEGER } from './units';
import { CARRIER_DELIVERY_TYPES, ORDER_DELIVERY_TYPES, ORDER_STATUSES } from '../order';

// The checkout and order contract: what the routes read and answer,
// what the OpenAPI document shows, and, inferred, the types of the checkout islands and account
// pages that send and show it (re-exported by src/lib/order.ts, which says what each call does).
// Every figure is computed by the server; money in euro cents, tax included. The calls:
// src/lib/api/orders.ts. The returns' shapes: src/lib/contracts/order-return.ts.

/** A row id (`'12'` or `12`), as the routes' idSchema reads it. */
export const rowIdSchema = z.coerce.number().int().min(1).max(MAX_INTEGER);
const id = rowIdSchema;
const text = (max: number) => z.string().trim().max(max);

export const orderStatusSchema = z.enum(ORDER_STATUSES);
export const orderDeliveryTypeSchema = z.enum(ORDER_DELIVERY_TYPES);
export const carrierDeliveryTypeSchema = z.enum(CARRIER_DELIVERY_TYPES);
/** What a paid unit of a gift product is issued as (the catalogue's giftKinds). */
export const giftKindSchema = z.enum(['GIFT_CARD', 'VISIT_VOUCHER']);
export type OrderStatus = z.infer<typeof orderStatusSchema>;
export type OrderDeliveryType = z.infer<typeof orderDeliveryTypeSchema>;
export type CarrierDeliveryType = z.infer<typeof carrierDeliveryTypeSchema>;
export type GiftKind = z.infer<typeof giftKindSchema>;

/** POST /calculate/shipping-fees. */
export const shippingFeesRequestSchema = z
  .object({
    products: z
      .array(z.object({ idProduct: id.describe('The declination (the item sold)'), quantity: z.coerce.number().int().min(1).max(10_000) }))
      .max(200)
      .optional()
      .describe("Absent: the caller's current cart"),
    postalCode: z.string().trim().min(1).max(16),
    country: z.union([z.number().int().positive(), z.string().trim().min(1).max(8)]).describe("A country id or its ISO alpha-2 code ('FR')"),
  })
  .meta({ id: 'ShippingFeesRequest' });
export type ShippingFeesRequest = z.infer<typeof shippingFeesRequestSchema>;

export const carrierOfferSchema = z
  .object({
    idCarrier: z.number(),
    name: z.string(),
    serviceCode: z.string(),
    deliveryType: carrierDeliveryTypeSchema.describe('DELIVERY: home delivery; PICKUP: to a relay point'),
    price: cents('What the customer pays for it, 0 when shipping is free'),
    fullPrice: cents("The carrier's fee before free shipping"),
  })
  .meta({ id: 'CarrierOffer', description: 'A carrier service the order can go with, at the fee the server computed for it' });
export type CarrierOffer = z.infer<typeof carrierOfferSchema>;

export const shippingFeesSchema = z
  .object({ bottles: z.number(), isFree: z.boolean(), carriers: z.array(carrierOfferSchema) })
  .meta({ id: 'ShippingFees' });
export type ShippingFees = z.infer<typeof shippingFeesSchema>;

/** An address of the order as the customer types it. */
export const orderAddressSchema = z
  .object({
    firstname: text(100).min(1),
    lastname: text(100).min(1),
    company: text(200).nullish(),
    address: text(300).min(1),
    addressPart2: text(300).nullish(),
    postalCode: text(16).min(1),
    city: text(100).min(1),
    idCountry: id.describe('The country id (GET /countries)'),
    phone: text(40).nullish(),
  })
  .meta({ id: 'OrderAddress' });
export type OrderAddress = z.infer<typeof orderAddressSchema>;

export const orderDeliveryChoiceSchema = z.object({
  type: orderDeliveryTypeSchema,
  idCarrier: id.nullish().describe('DELIVERY and PICKUP: the carrier, by id or by its serviceCode'),
  serviceName: text(100).nullish(),
  serviceCode: text(64).nullish(),
  servicePrice: z.number().nullish().describe('Ignored: the server prices the carrier'),
  accessPointId: text(64).nullish().describe('PICKUP: the chosen relay point (the network is asked for it again)'),
  accessPointName: text(200).nullish(),
  accessPointAddress: text(300).nullish(),
  accessPointZipCode: text(16).nullish(),
  accessPointCity: text(100).nullish(),
  accessPointCountry: text(8).nullish(),
});
export type OrderDeliveryChoice = z.infer<typeof orderDeliveryChoiceSchema>;

/** POST /order: the order request, plus the two ticks of the payment step. */
export const orderRequestSchema = z
  .object({
    idCart: id,
    user: z.object({ phone: text(40).nullish() }).optional(),
    address: z.object({ delivery: orderAddressSchema.nullish(), billing: orderAddressSchema.nullish() }),
    discountCode: text(64).nullish().describe('Read from the cart: apply a code with POST /cart/{id} first'),
    giftCardAmount: z
      .number()
      .int()
      .min(0)
      .nullish()
      .describe('The gift card share the customer was quoted by POST /order/discount: when the card no longer gives it, 409 and nothing is placed'),
    expectedTotal: z
      .number()
      .int()
      .min(0)
      .nullish()
      .describe(
        "The order's total the customer was shown by POST /order/discount (before any gift card). When the server's total differs, 409 with the new total and nothing is placed; " +
          'when it matches, a discount code the cart holds but that no longer applies (shown as such) is left out and the order is placed without it. Absent: such a code refuses the order (409)',
      ),
    message: text(2000).nullish(),
    keepCard: z.boolean().nullish().describe('Signed in: keep the card of this payment for the next orders (at the provider; the shop keeps only its brand, last four digits and expiry)'),
    idKeptCard: id.nullish().describe('Signed in: pay with this kept card (GET /user/cards) in one click; the provider still asks for authentication when the bank wants it'),
    dateSchedule: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).nullish().describe('CLICK_AND_COLLECT: the day (yyyy-mm-dd)'),
    idSchedule: id.nullish().describe("CLICK_AND_COLLECT: a slot of the pick-up address's calendar"),
    delivery: orderDeliveryChoiceSchema,
    deliveryPostalCode: text(16).nullish().describe('Ignored: the destination is the relay point, or address.delivery'),
    deliveryIdCountry: id.nullish().describe('Ignored: the destination is the relay point, or address.delivery'),
    acceptSalesTerms: z.literal(true, { error: 'order:errors.salesTerms' }),
    isAdult: z.literal(true, { error: 'order:errors.adult' }),
  })
  .meta({ id: 'OrderRequest' });
export type OrderRequest = z.infer<typeof orderRequestSchema>;

/** POST /order/validate. */
export const cartToOrderSchema = z.object({ idCart: id }).meta({ id: 'OrderValidate' });

/** POST /order/discount. */
export const orderDiscountRequestSchema = z
  .object({
    idCart: id,
    discountCode: text(64).nullish().describe("A code to apply; null or '' removes the cart's code; absent keeps it"),
    giftCardCode: text(40).nullish().describe("A gift card's code to apply; null or '' removes the cart's card; absent keeps it"),
    idCarrier: id.nullish().describe('The carrier chosen at the shipping step (none: no shipping fee yet)'),
    postalCode: text(16).nullish(),
    idCountry: id.nullish(),
  })
  .meta({ id: 'OrderDiscountRequest' });
export type OrderDiscountRequest = z.infer<typeof orderDiscountRequestSchema>;

export const orderTotalsSchema = z
  .object({
    products: cents('The products'),
    discount: cents('What the discount code takes off (products, or the shipping fee for a SHIPPING_FEES code)'),
    shippingFees: cents('The fee of the chosen carrier after free shipping'),
    total: cents('products − discount + shippingFees'),
  })
  .meta({ id: 'OrderTotals' });
export type OrderTotals = z.infer<typeof orderTotalsSchema>;

export const orderCheckSchema = z
  .object({ idCart: z.number(), bottles: z.number(), needsShipping: z.boolean(), totals: orderTotalsSchema })
  .meta({ id: 'OrderCheck' });
export type OrderCheck = z.infer<typeof orderCheckSchema>;

export const appliedGiftCardSchema = z
  .object({
    ending: z.string().describe('The last four characters of its code'),
    balance: cents('What the card holds before this order'),
    amount: cents('What it pays of this order: min(balance, total); the rest of the balance stays on the card'),
    problem: z.string().nullable().describe("Why it pays nothing (used up by another order meanwhile, expired), in the caller's language; null when it pays"),
  })
  .meta({ id: 'AppliedGiftCard' });
export type AppliedGiftCard = z.infer<typeof appliedGiftCardSchema>;

/** The checkout's discount: the code and the order's totals with it. */
export const orderDiscountQuoteSchema = z
  .object({
    value: z
      .object({
        code: z.string(),
        problem: z.string().optional().describe("Why the code takes nothing off (below its minimum, expired…), in the caller's language; absent when it applies"),
      })
      .nullable()
      .describe("The cart's code, null when the cart has none"),
    subtotal: cents('Products before the discount'),
    discount: cents('What the code takes off (products, or the fee for a SHIPPING_FEES code)'),
    shippingFees: cents('The fee of the chosen carrier after free shipping (a SHIPPING_FEES code is in discount)'),
    total: cents("subtotal − discount + shippingFees: the order's total"),
    giftCard: appliedGiftCardSchema.nullable().describe('The gift card applied to the order, null when the cart has none'),
    toPay: cents("total − the gift card's share: what POST /order charges to the bank card (0: nothing to pay by card)"),
  })
  .meta({ id: 'OrderDiscountQuote' });
export type OrderDiscountQuote = z.infer<typeof orderDiscountQuoteSchema>;

/** GET /gift-card/{code}: what a gift card or a visit voucher is, and what is left on it. */
export const giftCardBalanceSchema = z
  .object({
    kind: giftKindSchema,
    ending: z.string().describe('The last four characters of the code'),
    name: z.string().describe("The product it was sold as (a voucher's visit)"),
    value: cents('What it was sold for'),
    balance: cents('What is left to spend in the shop (0 for a visit voucher: it is for its visit)'),
    expiresAt: instant('When it expires'),
    usedAt: z.string().nullable().describe('A visit voucher: when the estate received its visitors (ISO instant), null until then'),
  })
  .meta({ id: 'GiftCardBalance' });
export type GiftCardBalance = z.infer<typeof giftCardBalanceSchema>;

export const orderLineViewSchema = z
  .object({
    id: z.number(),
    productId: z.number().nullable(),
    declinationId: z.number().nullable(),
    name: z.string(),
    reference: z.string().nullable(),
    year: z.number().nullable(),
    unitPrice: cents('One unit as charged'),
    quantity: z.number(),
    total: cents('unitPrice × quantity'),
  })
  .meta({ id: 'OrderLine' });
export type OrderLineView = z.infer<typeof orderLineViewSchema>;

export const orderStatusChangeSchema = z
  .object({ status: orderStatusSchema, label: z.string(), at: instant('When') })
  .meta({ id: 'OrderStatusChange' });
export type OrderStatusChange = z.infer<typeof orderStatusChangeSchema>;

export const orderSummarySchema = z
  .object({
    id: z.number(),
    number: z.string(),
    status: orderStatusSchema,
    statusLabel: z.string(),
    deliveryType: orderDeliveryTypeSchema,
    total: cents('What the order costs'),
    createdAt: instant('When it was placed'),
  })
  .meta({ id: 'OrderSummary' });
export type OrderSummary = z.infer<typeof orderSummarySchema>;

/** An address as the order keeps it: as typed, its country spelled out in the order's language. */
export const orderAddressSnapshotSchema = z
  .object({
    firstname: z.string(),
    lastname: z.string(),
    company: z.string().nullish(),
    address: z.string(),
    addressPart2: z.string().nullish(),
    postalCode: z.string(),
    city: z.string(),
    country: z.object({ id: z.number(), alphaTwo: z.string(), name: z.string() }),
    phone: z.string().nullish(),
  })
  .meta({ id: 'OrderAddressSnapshot' });
export type OrderAddressSnapshot = z.infer<typeof orderAddressSnapshotSchema>;

/** The relay point of a PICKUP order, as the carrier's network described it. */
export const accessPointSnapshotSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    addLine1: z.string(),
    zipCode: z.string(),
    city: z.string(),
    country: z.string().describe('ISO alpha-2'),
    position: z.object({ lat: z.number(), lng: z.number() }).optional(),
    icon: z.string().optional(),
  })
  .meta({ id: 'AccessPointSnapshot' });
export type AccessPointSnapshot = z.infer<typeof accessPointSnapshotSchema>;

export const orderDetailSchema = orderSummarySchema
  .extend({
    lang: z.enum(['fr_FR', 'en_US']),
    lines: z.array(orderLineViewSchema),
    totals: orderTotalsSchema,
    giftCardPayment: z
      .object({ ending: z.string(), amount: cents('What the card paid'), left: cents('What is left on it now') })
      .nullable()
      .describe('The gift card that paid part (or all) of the total (the bank card paid the rest)'),
    giftCards: z.array(giftCardBalanceSchema).describe('The gift cards and visit vouchers the order bought (issued once it is paid)'),
    carrierName: z.string().nullable(),
    accessPoint: accessPointSnapshotSchema.nullable(),
    clickAndCollectDate: z.string().nullable().describe('yyyy-mm-dd'),
    clickAndCollectSlot: z.string().nullable().describe("'HH:MM-HH:MM', the pick-up slot"),
    clickAndCollectAddress: z
      .object({ name: z.string(), address: z.string(), postalCode: z.string(), city: z.string() })
      .nullable()
      .describe('Where to collect it'),
    trackingLink: z.string().nullable().describe("The carrier's tracking page, once the estate has given it"),
    hasInvoice: z.boolean().describe('Whether GET /order/{id}/invoice has an invoice (paid orders)'),
    creditNotes: z
      .array(z.object({ id: z.number(), number: z.string().describe("'A2026-000001'"), amount: cents('Given back, tax included'), issuedAt: z.string().describe('ISO instant') }))
      .describe('The credit notes that correct its invoice, one per refund, oldest first (GET /order/{id}/credit-note/{creditNoteId})'),
    shippingAddress: orderAddressSnapshotSchema.nullable(),
    billingAddress: orderAddressSnapshotSchema,
    message: z.string().nullable(),
    paidAt: z.string().nullable().describe('ISO instant'),
    stockHeldUntil: z.string().nullable().describe('Until when the stock is held for the payment (AWAITING_PAYMENT only; ISO instant)'),
    history: z.array(orderStatusChangeSchema),
    tracking: z.array(trackingStepSchema).describe("The parcels' steps as the carrier told them, oldest first (empty until the label is made)"),
  })
  .meta({ id: 'OrderDetail' });
export type OrderDetail = z.infer<typeof orderDetailSchema>;

export const orderPageSchema = z
  .object({ items: z.array(orderSummarySchema), total: z.number(), page: z.number(), nbItem: z.number() })
  .meta({ id: 'OrderPage' });
export type OrderPage = z.infer<typeof orderPageSchema>;

export const placedOrderSchema = z
  .object({ order: orderDetailSchema, redirectUrl: z.string().describe("The provider's payment page (a path of this site for the sandbox)") })
  .meta({ id: 'PlacedOrder' });
export type PlacedOrder = z.infer<typeof placedOrderSchema>;

export const orderStatusLabelSchema = z
  .object({ id: z.number(), value: orderStatusSchema, label: z.string() })
  .meta({ id: 'OrderStatusLabel' });
export type OrderStatusLabel = z.infer<typeof orderStatusLabelSchema>;

export const paymentOutcomeSchema = z.enum(['success', 'pending', 'cancelled', 'error']);
export type PaymentOutcome = z.infer<typeof paymentOutcomeSchema>;

export const paymentResultSchema = z
  .object({ idOrder: z.number(), number: z.string(), outcome: paymentOutcomeSchema, status: orderStatusSchema })
  .meta({ id: 'PaymentResult' });
export type PaymentResult = z.infer<typeof paymentResultSchema>;

