import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, smallint, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { cents, id, instant, oneOf, timestamps } from './columns';
import { order } from './orders';
import { langCode } from './site';
import { user } from './users';

// Cards a customer asked the shop to keep for the next orders (docs/rules.md, "Kept cards"), and
// the charges the shop makes on them. A kept card is only the provider's references and what a
// person needs to recognise it: never a card number.

export const keptCard = pgTable(
  'kept_card',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The provider that keeps the card (sandbox, cawl, stripe): only it can charge it. */
    provider: text('provider').notNull(),
    /** The provider's customer the card is attached to (Stripe's Customer), when it has one. */
    customerReference: text('customer_reference'),
    /** The provider's handle of the card: Stripe's PaymentMethod, CAWL's token, the sandbox's token. */
    cardReference: text('card_reference').notNull(),
    /** What the scheme needs to link a later charge to the first payment made with authentication (CAWL's scheme transaction id). */
    firstPaymentReference: text('first_payment_reference'),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: smallint('exp_month').notNull(),
    expYear: smallint('exp_year').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    /** The language the customer kept it in: what the shop writes to them about it. */
    lang: langCode(),
    /** When the customer was told the card expires soon (once per card). */
    expiryWarnedAt: instant('expiry_warned_at'),
    ...timestamps(),
  },
  (t) => [
    unique('kept_card_provider_card_uq').on(t.provider, t.cardReference),
    index('kept_card_user_idx').on(t.userId),
    uniqueIndex('kept_card_one_default_uq').on(t.userId).where(sql`${t.isDefault}`),
    check('kept_card_last4_check', sql`${t.last4} ~ '^[0-9]{4}$'`),
    check('kept_card_expiry_check', sql`${t.expMonth} between 1 and 12 and ${t.expYear} between 2000 and 2200`),
  ],
);

/**
 * DUE: something to charge later on the card (the wine club's next box); PENDING: asked of the
 * provider, its answer not recorded yet; then PAID, DECLINED or AUTHENTICATION_REQUIRED (the bank
 * wants the customer, who was mailed a link to the provider's page).
 */
export const cardChargeStatuses = ['DUE', 'PENDING', 'PAID', 'DECLINED', 'AUTHENTICATION_REQUIRED'] as const;
export type CardChargeStatus = (typeof cardChargeStatuses)[number];

/** One charge of a kept card made without the customer (a merchant-initiated payment). Its id makes the provider's idempotency key. */
export const cardCharge = pgTable(
  'card_charge',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'restrict' }),
    keptCardId: integer('kept_card_id').references(() => keptCard.id, { onDelete: 'set null' }),
    /** The order it pays, if any. */
    orderId: integer('order_id').references(() => order.id, { onDelete: 'restrict' }),
    /** What it pays, in the shop's words (shown to the customer and in the provider's books). */
    label: text('label').notNull(),
    lang: langCode(),
    amount: cents('amount').notNull(),
    status: text('status', { enum: cardChargeStatuses }).notNull().default('DUE'),
    /** When it is to be charged (a DUE charge). */
    dueAt: instant('due_at'),
    /** The provider's id of the payment, once it answered. */
    providerReference: text('provider_reference'),
    /** Why the bank said no, as the provider put it. */
    declineReason: text('decline_reason'),
    /** Where the customer authenticates the payment on the provider's page. */
    authenticateUrl: text('authenticate_url'),
    ...timestamps(),
  },
  (t) => [
    index('card_charge_card_idx').on(t.keptCardId, t.status),
    index('card_charge_user_idx').on(t.userId),
    oneOf('card_charge_status_check', t.status, cardChargeStatuses),
    check('card_charge_amount_check', sql`${t.amount} > 0`),
  ],
);

/** OPEN: the customer is on the provider's page; then KEPT (the card is theirs), FAILED or CANCELLED (abandoned, expired). */
export const cardSetupStatuses = ['OPEN', 'KEPT', 'FAILED', 'CANCELLED'] as const;
export type CardSetupStatus = (typeof cardSetupStatuses)[number];

/**
 * A card left without paying anything (a wine-club member's): the provider's card-setup page the
 * customer was sent to, and where they go back once it is done (docs/rules.md, "Kept cards").
 */
export const cardSetup = pgTable(
  'card_setup',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The random handle in the return address: it names this setup without telling its id. */
    token: text('token').notNull().unique('card_setup_token_uq'),
    provider: text('provider').notNull(),
    /** The provider's id of the page (Stripe's Checkout Session, CAWL's hosted checkout, the sandbox's payment). */
    providerReference: text('provider_reference').notNull(),
    /** A secret the genuine return carries (CAWL's RETURNMAC). */
    returnMac: text('return_mac'),
    /** The shop's page the customer lands on afterwards: a local path, checked when the setup starts. */
    back: text('back').notNull(),
    lang: langCode(),
    status: text('status', { enum: cardSetupStatuses }).notNull().default('OPEN'),
    keptCardId: integer('kept_card_id').references(() => keptCard.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    unique('card_setup_provider_reference_uq').on(t.provider, t.providerReference),
    index('card_setup_user_idx').on(t.userId),
    oneOf('card_setup_status_check', t.status, cardSetupStatuses),
  ],
);
