import { relations, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { capacityUnits, declination, product, productTypes, type CapacityUnit, type ProductType } from './catalogue';
import { cents, createdAt, id, instant, nonNegative, oneOf, position, timestamps } from './columns';
import type { ClubGiftChoice, CustomizationAnswer } from '../../../lib/cart';
import { ORDER_DELIVERY_TYPES, type AccessPointSnapshot, type OrderAddressSnapshot, type OrderStatus } from '../../../lib/order';
import { cart } from './cart';
import { discount, type DiscountAmountType, type DiscountDetailType } from './discounts';
import { giftCard, giftCardUse } from './gift-cards';
import { payment } from './payments';
import { creditNote } from './credit-notes';
import { orderReturn } from './returns';
import { shipment } from './shipments';
import { calendarSlot } from './calendar';
import { carrier } from './shipping';
import { companyAddress, langCode } from './site';
import { user } from './users';
import { STANDARD_VAT_RATE } from '../../../lib/rules/vat';

// Orders are snapshots: what was bought, at what price, sent where, is copied into the order when
// it is placed, so that later changes to the catalogue, the carriers or the account never rewrite it.

// The statuses and delivery types are the order contract's (src/lib/order.ts), as are the snapshots'
// shapes (src/lib/contracts/order.ts): what a column holds is what the API answers.
export type { OrderStatus } from '../../../lib/order';
export type { AccessPointSnapshot, OrderAddressSnapshot as AddressSnapshot } from '../../../lib/order';

export interface DiscountSnapshot {
  id: number;
  code: string | null;
  type: DiscountAmountType;
  /** Cents for EURO, basis points for PERCENT. */
  amount: number;
  detailType: DiscountDetailType;
}

/** The statuses behind GET /list/order/status; rows are written by a migration from ORDER_STATUSES. */
export const orderStatus = pgTable('order_status', {
  id: id(),
  value: text('value').$type<OrderStatus>().notNull().unique(),
  position: position(),
});

/** What a customer reads for a status, in each language. */
export const orderStatusTranslation = pgTable(
  'order_status_translation',
  {
    status: text('status')
      .$type<OrderStatus>()
      .notNull()
      .references(() => orderStatus.value, { onUpdate: 'cascade', onDelete: 'cascade' }),
    lang: langCode(),
    label: text('label').notNull(),
  },
  (t) => [primaryKey({ columns: [t.status, t.lang] })],
);

/** Feeds the human-readable order numbers. */
export const orderNumberSequence = pgSequence('order_number_seq', { startWith: 1 });

/**
 * The last invoice number given in each year. French invoices follow one unbroken sequence: a
 * PostgreSQL sequence would skip the numbers of rolled-back transactions, a row updated in the
 * payment's own transaction cannot.
 */
export const invoiceCounter = pgTable('invoice_counter', {
  year: smallint('year').primaryKey(),
  last: integer('last').notNull(),
});

const orderStatusColumn = (name: string) =>
  text(name)
    .$type<OrderStatus>()
    .notNull()
    .references(() => orderStatus.value, { onUpdate: 'cascade' });

/** A gift membership an order buys: what the cart held, its shipments as sold, and which of the order's lines (in their order) is its. */
export type OrderClubGift = ClubGiftChoice & { shipments: number; line: number };

export const order = pgTable(
  'shop_order',
  {
    id: id(),
    number: text('number').notNull().unique(),
    /** Cleared when the customer deletes their account; the order itself is kept. */
    userId: integer('user_id').references(() => user.id, { onDelete: 'set null' }),
    cartId: integer('cart_id').references(() => cart.id, { onDelete: 'set null' }),
    status: orderStatusColumn('status').default('AWAITING_PAYMENT'),
    lang: langCode(),
    deliveryType: text('delivery_type', { enum: ORDER_DELIVERY_TYPES }).notNull(),
    carrierId: integer('carrier_id').references(() => carrier.id, { onDelete: 'set null' }),
    carrierServiceName: text('carrier_service_name'),
    carrierServiceCode: text('carrier_service_code'),
    carrierPrice: cents('carrier_price'),
    accessPoint: jsonb('access_point').$type<AccessPointSnapshot>(),
    clickAndCollectDate: date('click_and_collect_date', { mode: 'string' }),
    /** CLICK_AND_COLLECT: the slot of the collection address's calendar, on clickAndCollectDate. */
    calendarSlotId: integer('calendar_slot_id').references(() => calendarSlot.id, { onDelete: 'set null' }),
    clickAndCollectAddressId: integer('click_and_collect_address_id').references(() => companyAddress.id, {
      onDelete: 'set null',
    }),
    shippingAddress: jsonb('shipping_address').$type<OrderAddressSnapshot>(),
    billingAddress: jsonb('billing_address').$type<OrderAddressSnapshot>().notNull(),
    phone: text('phone'),
    email: text('email').notNull(),
    message: text('message'),
    discountId: integer('discount_id').references(() => discount.id, { onDelete: 'set null' }),
    discount: jsonb('discount').$type<DiscountSnapshot>(),
    productsTotal: cents('products_total').notNull(),
    discountTotal: cents('discount_total').notNull().default(0),
    shippingFees: cents('shipping_fees').notNull().default(0),
    total: cents('total').notNull(),
    /** The part of the total paid with a gift card (gift_card_use); the card payment is the rest. */
    giftCardTotal: cents('gift_card_total').notNull().default(0),
    salesTermsAcceptedAt: instant('sales_terms_accepted_at').notNull(),
    paymentProvider: text('payment_provider'),
    paymentReference: text('payment_reference'),
    paidAt: instant('paid_at'),
    /** Given at payment from invoiceCounter: invoices are numbered without gaps, unlike orders. */
    invoiceNumber: text('invoice_number').unique(),
    stockHeldUntil: instant('stock_held_until'),
    /** Set when held stock is given back, so that it is given back once only. */
    stockReleasedAt: instant('stock_released_at'),
    trackingLink: text('tracking_link'),
    /**
     * The wine club's gift memberships it buys, for whom (docs/club.md, "Gift memberships"): each
     * with the place of its order line, issued (club_gift) when the order is paid.
     */
    clubGifts: jsonb('club_gifts').$type<OrderClubGift[]>().notNull().default([]),
    ...timestamps(),
  },
  (t) => [
    index('shop_order_user_idx').on(t.userId, t.createdAt),
    index('shop_order_cart_idx').on(t.cartId),
    index('shop_order_status_idx').on(t.status, t.createdAt),
    index('shop_order_created_at_idx').on(t.createdAt),
    // The invoices of a period, as the reports and the accountant's files read them.
    index('shop_order_paid_at_idx').on(t.paidAt).where(sql`${t.invoiceNumber} is not null`),
    index('shop_order_payment_reference_idx').on(t.paymentReference),
    index('shop_order_stock_held_idx').on(t.stockHeldUntil).where(sql`${t.stockReleasedAt} is null`),
    // The orders of a slot on a day, counted against its capacity.
    index('shop_order_click_and_collect_idx').on(t.calendarSlotId, t.clickAndCollectDate),
    oneOf('shop_order_delivery_type_check', t.deliveryType, ORDER_DELIVERY_TYPES),
    nonNegative('shop_order_products_total_check', t.productsTotal),
    nonNegative('shop_order_discount_total_check', t.discountTotal),
    nonNegative('shop_order_shipping_fees_check', t.shippingFees),
    nonNegative('shop_order_carrier_price_check', t.carrierPrice),
    check('shop_order_gift_card_total_check', sql`${t.giftCardTotal} between 0 and ${t.total}`),
    check(
      'shop_order_total_check',
      sql`${t.total} >= 0 and ${t.total} = ${t.productsTotal} - ${t.discountTotal} + ${t.shippingFees}`,
    ),
    check(
      'shop_order_click_and_collect_check',
      sql`${t.deliveryType} <> 'CLICK_AND_COLLECT' or ${t.clickAndCollectDate} is not null`,
    ),
  ],
);

/** A line of an order: a copy of the product as it was sold. unitPrice includes customization costs. */
export const orderLine = pgTable(
  'order_line',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => order.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => product.id, { onDelete: 'set null' }),
    declinationId: integer('declination_id').references(() => declination.id, { onDelete: 'set null' }),
    productType: text('product_type').$type<ProductType>().notNull(),
    name: text('name').notNull(),
    reference: text('reference'),
    year: smallint('year'),
    capacity: numeric('capacity', { precision: 8, scale: 3, mode: 'number' }),
    capacityUnit: text('capacity_unit').$type<CapacityUnit>(),
    unitPrice: cents('unit_price').notNull(),
    quantity: integer('quantity').notNull(),
    total: cents('total').notNull(),
    customizations: jsonb('customizations').$type<CustomizationAnswer[]>().notNull().default([]),
    isDematerialized: boolean('is_dematerialized').notNull().default(false),
    hasShippingFees: boolean('has_shipping_fees').notNull().default(true),
    /** The product's VAT rate when it was sold, in basis points: the invoice states VAT per rate. */
    vatRate: integer('vat_rate').notNull().default(STANDARD_VAT_RATE),
    /**
     * What the line comes to on the invoice, tax included, after its share of the discount
     * (invoiceParts); written with the invoice number, null before. Read by the owner's reports.
     */
    invoicedAmount: cents('invoiced_amount'),
    /** Its order's paidAt once invoiced, copied for the reports to read the lines of a period alone; null before. */
    invoicedAt: instant('invoiced_at'),
  },
  (t) => [
    index('order_line_order_idx').on(t.orderId),
    index('order_line_declination_idx').on(t.declinationId),
    index('order_line_product_idx').on(t.productId),
    index('order_line_invoiced_at_idx').on(t.invoicedAt).where(sql`${t.invoicedAt} is not null`),
    oneOf('order_line_product_type_check', t.productType, productTypes),
    oneOf('order_line_capacity_unit_check', t.capacityUnit, capacityUnits),
    nonNegative('order_line_unit_price_check', t.unitPrice),
    nonNegative('order_line_total_check', t.total),
    check('order_line_quantity_check', sql`${t.quantity} > 0`),
    check('order_line_vat_rate_check', sql`${t.vatRate} between 0 and 10000`),
  ],
);

/**
 * An invoice's amounts at one VAT rate (vatBreakdown), and the part of the shipping fee in them,
 * written in the transaction that numbers the invoice, as the invoice states them: what the owner's
 * reports and the VAT summary add up, rather than cutting every invoice again at each reading. The
 * database copies a change of the order's paid_at here and onto its lines' invoiced_at (trigger of
 * the migration invoice-figures).
 */
export const invoiceRate = pgTable(
  'invoice_rate',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => order.id, { onDelete: 'cascade' }),
    /** Basis points, as order_line.vat_rate. */
    rate: integer('rate').notNull(),
    /** Tax included: the goods after their share of the discount, plus `shipping`. */
    total: cents('total').notNull(),
    base: cents('base').notNull(),
    vat: cents('vat').notNull(),
    /** The shipping fee's part at this rate, tax included. */
    shipping: cents('shipping').notNull(),
    /** The order's paidAt, the invoice's day, copied so that a period's rates are read alone. */
    paidAt: instant('paid_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.rate] }),
    index('invoice_rate_paid_at_idx').on(t.paidAt),
    check('invoice_rate_total_check', sql`${t.total} = ${t.base} + ${t.vat}`),
  ],
);

/** Every change of an order's status, with when, why and by whom (unset: the customer or the system). */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => order.id, { onDelete: 'cascade' }),
    status: orderStatusColumn('status'),
    at: createdAt(),
    note: text('note'),
    byUserId: integer('by_user_id').references(() => user.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('order_status_history_order_idx').on(t.orderId, t.at),
    index('order_status_history_by_user_idx').on(t.byUserId),
  ],
);

/** A use of a discount by an order, deleted when the order ends unpaid; counts the uses per customer. */
export const discountRedemption = pgTable(
  'discount_redemption',
  {
    id: id(),
    discountId: integer('discount_id')
      .notNull()
      .references(() => discount.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => order.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => user.id, { onDelete: 'set null' }),
    /** Lower-case; identifies a guest customer. */
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('discount_redemption_discount_order_uq').on(t.discountId, t.orderId),
    index('discount_redemption_discount_user_idx').on(t.discountId, t.userId),
    index('discount_redemption_discount_email_idx').on(t.discountId, t.email),
    index('discount_redemption_order_idx').on(t.orderId),
    index('discount_redemption_user_idx').on(t.userId),
  ],
);

export const orderStatusRelations = relations(orderStatus, ({ many }) => ({
  orders: many(order),
  translations: many(orderStatusTranslation),
}));

export const orderStatusTranslationRelations = relations(orderStatusTranslation, ({ one }) => ({
  orderStatus: one(orderStatus, { fields: [orderStatusTranslation.status], references: [orderStatus.value] }),
}));

export const orderRelations = relations(order, ({ one, many }) => ({
  user: one(user, { fields: [order.userId], references: [user.id] }),
  cart: one(cart, { fields: [order.cartId], references: [cart.id] }),
  orderStatus: one(orderStatus, { fields: [order.status], references: [orderStatus.value] }),
  carrier: one(carrier, { fields: [order.carrierId], references: [carrier.id] }),
  calendarSlot: one(calendarSlot, { fields: [order.calendarSlotId], references: [calendarSlot.id] }),
  clickAndCollectAddress: one(companyAddress, {
    fields: [order.clickAndCollectAddressId],
    references: [companyAddress.id],
  }),
  appliedDiscount: one(discount, { fields: [order.discountId], references: [discount.id] }),
  lines: many(orderLine),
  statusHistory: many(orderStatusHistory),
  payments: many(payment),
  returns: many(orderReturn),
  /** Its shipment and its returns' (services/shipping/). */
  shipments: many(shipment),
  /** The gift cards it bought, and its payment with one. */
  giftCards: many(giftCard),
  giftCardUses: many(giftCardUse),
  discountRedemptions: many(discountRedemption),
  creditNotes: many(creditNote),
}));

export const orderLineRelations = relations(orderLine, ({ one }) => ({
  order: one(order, { fields: [orderLine.orderId], references: [order.id] }),
  product: one(product, { fields: [orderLine.productId], references: [product.id] }),
  declination: one(declination, { fields: [orderLine.declinationId], references: [declination.id] }),
}));

export const orderStatusHistoryRelations = relations(orderStatusHistory, ({ one }) => ({
  order: one(order, { fields: [orderStatusHistory.orderId], references: [order.id] }),
  orderStatus: one(orderStatus, { fields: [orderStatusHistory.status], references: [orderStatus.value] }),
  by: one(user, { fields: [orderStatusHistory.byUserId], references: [user.id] }),
}));

export const discountRedemptionRelations = relations(discountRedemption, ({ one }) => ({
  discount: one(discount, { fields: [discountRedemption.discountId], references: [discount.id] }),
  order: one(order, { fields: [discountRedemption.orderId], references: [order.id] }),
  user: one(user, { fields: [discountRedemption.userId], references: [user.id] }),
}));
