import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { cents, instant, oneOf, timestamps } from './columns';
import { langCode } from './site';

// The built-in payment provider's own books. They stand for what a real provider keeps on its
// side, so they do not point at the shop's orders: the shop knows its payments by reference only.

export const sandboxPaymentStatuses = ['PENDING', 'PAID', 'FAILED', 'CANCELLED'] as const;

export const sandboxPayment = pgTable(
  'sandbox_payment',
  {
    reference: text('reference').primaryKey(),
    orderId: integer('order_id').notNull(),
    orderNumber: text('order_number').notNull(),
    amount: cents('amount').notNull(),
    lang: langCode(),
    email: text('email').notNull(),
    returnUrl: text('return_url').notNull(),
    status: text('status', { enum: sandboxPaymentStatuses }).notNull().default('PENDING'),
    /** A card that stays pending goes through at this time. */
    settlesAt: instant('settles_at'),
    /** The hosted page takes no card after this time. */
    expiresAt: instant('expires_at').notNull(),
    refundedAmount: cents('refunded_amount').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    oneOf('sandbox_payment_status_check', t.status, sandboxPaymentStatuses),
    check('sandbox_payment_amount_check', sql`${t.amount} > 0 and ${t.refundedAmount} between 0 and ${t.amount}`),
  ],
);
