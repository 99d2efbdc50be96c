import { relations, sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { cents, id, instant, oneOf, timestamps } from './columns';
import { order } from './orders';

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
    /** Cents given back through the provider. */
    refundedAmount: cents('refunded_amount').notNull().default(0),
    refundReference: text('refund_reference'),
    ...timestamps(),
  },
  (t) => [
    unique('payment_provider_reference_uq').on(t.provider, t.providerReference),
    index('payment_order_idx').on(t.orderId),
    oneOf('payment_status_check', t.status, paymentStatuses),
    check('payment_amount_check', sql`${t.amount} > 0`),
    check('payment_refunded_amount_check', sql`${t.refundedAmount} between 0 and ${t.amount}`),
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
}));

export const paymentNotificationRelations = relations(paymentNotification, ({ one }) => ({
  payment: one(payment, { fields: [paymentNotification.paymentId], references: [payment.id] }),
}));
