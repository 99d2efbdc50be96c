import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
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
    /** The customer asked the shop to keep the card: once paid, the sandbox keeps it (sandbox_card). */
    keepCard: boolean('keep_card').notNull().default(false),
    /** The kept card this payment is made with (a later charge), or the one kept from it. */
    cardToken: text('card_token'),
    /** A later charge's key (the shop's charge): asked twice, the sandbox answers the first payment. */
    idempotencyKey: text('idempotency_key').unique('sandbox_payment_idempotency_uq'),
    /** Why the bank said no (a declined later charge). */
    declineReason: text('decline_reason'),
    ...timestamps(),
  },
  (t) => [
    oneOf('sandbox_payment_status_check', t.status, sandboxPaymentStatuses),
    // A zero amount is a card-setup page: the card checked and kept, nothing taken.
    check('sandbox_payment_amount_check', sql`${t.amount} >= 0 and ${t.refundedAmount} between 0 and ${t.amount}`),
  ],
);

/** What each sandbox test card does once kept (its page lists them; docs/rules.md, "Kept cards"). */
export const sandboxCardBehaviours = ['KEEP', 'DECLINE_LATER', 'AUTHENTICATE_LATER', 'EXPIRES'] as const;
export type SandboxCardBehaviour = (typeof sandboxCardBehaviours)[number];

/** Cards the sandbox keeps for the shop, as a provider keeps them: by token, never a full number. */
export const sandboxCard = pgTable(
  'sandbox_card',
  {
    token: text('token').primaryKey(),
    behaviour: text('behaviour', { enum: sandboxCardBehaviours }).notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: smallint('exp_month').notNull(),
    expYear: smallint('exp_year').notNull(),
    /** Forgotten (the customer deleted it): charging it then fails as a deleted card does at a provider. */
    deletedAt: instant('deleted_at'),
    ...timestamps(),
  },
  (t) => [oneOf('sandbox_card_behaviour_check', t.behaviour, sandboxCardBehaviours)],
);
