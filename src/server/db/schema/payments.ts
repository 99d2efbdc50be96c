import { relations, sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, unique, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { keptCard } from './cards';
import { cents, createdAt, id, instant, oneOf, timestamps } from './columns';
import { order } from './orders';
import { orderReturn } from './returns';
import { user } from './users';

// Card payments at the provider (the local sandbox or CAWL) and what the provider told us.

export const paymentStatuses = ['PENDING', 'AUTHORIZED', 'CAPTURED', 'FAILED', 'CANCELLED', 'REFUNDED'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** One attempt to pay an order at a provider; rawStatus keeps the provider's own word. */
export const payment = pgTable(
  'payment',
  {
    id: id(),
    // A payment is a financial record: its order cannot be deleted from under it.
    orderId: integer('order_id')
      .notNull()
      .references(() => order.id, { onDelete: 'restrict' }),
    provider: text('provider').notNull(),
    /** The provider's id of the payment (hosted checkout id), known once the provider answered. */
    providerReference: text('provider_reference'),
    status: text('status', { enum: paymentStatuses }).notNull().default('PENDING'),
    amount: cents('amount').notNull(),
    rawStatus: text('raw_status'),
    /** Where the customer is sent to pay. */
    checkoutUrl: text('checkout_url'),
    /** The provider's secret the customer's return must carry (CAWL's RETURNMAC), when it has one. */
    returnMac: text('return_mac'),
    /** The provider's id of the payment made on the hosted page (what a refund names), once known. */
    providerPaymentId: text('provider_payment_id'),
    /** When the hosted page stops taking the card: never after the order's stock hold. */
    expiresAt: instant('expires_at'),
    /**
     * Cents the estate decided to give back (order_refund holds each decision); the provider is
     * asked for refundAskedAmount - refundedAmount until it has given them (services/orders/refunds.ts).
     */
    refundAskedAmount: cents('refund_asked_amount').notNull().default(0),
    /** Cents given back through the provider. */
    refundedAmount: cents('refunded_amount').notNull().default(0),
    refundReference: text('refund_reference'),
    /** The signed-in customer asked to keep the card of this payment for the next orders. */
    keepCard: boolean('keep_card').notNull().default(false),
    /** Paid with a card the shop kept (one click): the card, if it is still kept. */
    keptCardId: integer('kept_card_id').references((): AnyPgColumn => keptCard.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    unique('payment_provider_reference_uq').on(t.provider, t.providerReference),
    index('payment_order_idx').on(t.orderId),
    oneOf('payment_status_check', t.status, paymentStatuses),
    check('payment_amount_check', sql`${t.amount} > 0`),
    check('payment_refunded_amount_check', sql`${t.refundedAmount} between 0 and ${t.amount}`),
    check('payment_refund_asked_amount_check', sql`${t.refundAskedAmount} between ${t.refundedAmount} and ${t.amount}`),
  ],
);

/**
 * A refund the estate decided, whole or part of an order, from its back office (or of a return's
 * products). Written in the transaction that raises its payment's refundAskedAmount; the provider
 * gives each payment's refunds back in the order they were decided, so that a refund is settled
 * once the payment's refundedAmount covers it and those before it.
 */
export const orderRefund = pgTable(
  'order_refund',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => order.id, { onDelete: 'restrict' }),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payment.id, { onDelete: 'restrict' }),
    /** The return whose products it pays back, if any. */
    returnId: integer('return_id').references(() => orderReturn.id, { onDelete: 'set null' }),
    amount: cents('amount').notNull(),
    /** Why, as the estate wrote it (shown to the customer). */
    note: text('note'),
    byUserId: integer('by_user_id').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_refund_order_idx').on(t.orderId),
    index('order_refund_payment_idx').on(t.paymentId, t.id),
    index('order_refund_return_idx').on(t.returnId),
    check('order_refund_amount_check', sql`${t.amount} > 0`),
  ],
);

/**
 * A notification (webhook) received from a provider. The unique (provider, notificationId) makes
 * a redelivered notification a no-op: insert … on conflict do nothing, then act only if inserted.
 */
export const paymentNotification = pgTable(
  'payment_notification',
  {
    id: id(),
    provider: text('provider').notNull(),
    notificationId: text('notification_id').notNull(),
    paymentId: integer('payment_id').references(() => payment.id, { onDelete: 'set null' }),
    receivedAt: instant('received_at').notNull().defaultNow(),
    processedAt: instant('processed_at'),
    payload: jsonb('payload').$type<unknown>().notNull(),
  },
  (t) => [
    unique('payment_notification_provider_notification_uq').on(t.provider, t.notificationId),
    index('payment_notification_payment_idx').on(t.paymentId),
  ],
);

export const paymentRelations = relations(payment, ({ one, many }) => ({
  order: one(order, { fields: [payment.orderId], references: [order.id] }),
  notifications: many(paymentNotification),
  refunds: many(orderRefund),
}));

export const orderRefundRelations = relations(orderRefund, ({ one }) => ({
  order: one(order, { fields: [orderRefund.orderId], references: [order.id] }),
  payment: one(payment, { fields: [orderRefund.paymentId], references: [payment.id] }),
}));

export const paymentNotificationRelations = relations(paymentNotification, ({ one }) => ({
  payment: one(payment, { fields: [paymentNotification.paymentId], references: [payment.id] }),
}));
