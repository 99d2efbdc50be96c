import { relations, sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, instant, oneOf, position, timestamps } from './columns';
import { country, DEFAULT_LANGUAGE, langCode } from './site';

// Accounts, sessions, saved addresses, password resets, e-mail changes and newsletter subscriptions.

export const userRoles = ['CUSTOMER', 'ADMIN', 'SUPER_ADMIN'] as const;
export type UserRole = (typeof userRoles)[number];

// "user" is a reserved word in SQL, hence shop_user (as shop_order beside it).
export const user = pgTable(
  'shop_user',
  {
    id: id(),
    /** Always stored lower-case. Written with the password by services/credentials.ts, which voids the links mailed before. */
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    role: text('role', { enum: userRoles }).notNull().default('CUSTOMER'),
    firstname: text('firstname'),
    lastname: text('lastname'),
    phone: text('phone'),
    birthdate: date('birthdate', { mode: 'string' }),
    lang: langCode().default(DEFAULT_LANGUAGE),
    termsAcceptedAt: instant('terms_accepted_at'),
    /** Set when the customer follows the link mailed at registration. */
    emailConfirmedAt: instant('email_confirmed_at'),
    lastLoginAt: instant('last_login_at'),
    ...timestamps(),
    deletedAt: instant('deleted_at'),
  },
  (t) => [
    // A deleted account frees its e-mail address for a new registration.
    uniqueIndex('shop_user_email_uq').on(t.email).where(sql`${t.deletedAt} is null`),
    check('shop_user_email_lower_check', sql`${t.email} = lower(${t.email})`),
    oneOf('shop_user_role_check', t.role, userRoles),
  ],
);

/** A login session; only the hash of its random token is kept. */
export const session = pgTable(
  'session',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    lastSeenAt: instant('last_seen_at').notNull().defaultNow(),
    userAgent: text('user_agent'),
  },
  (t) => [index('session_user_idx').on(t.userId), index('session_expires_at_idx').on(t.expiresAt)],
);

/**
 * An address of a customer's address book. Any address may serve for delivery and for billing; at
 * most one is the default delivery address and one the default billing address, which the
 * checkout starts from.
 */
export const address = pgTable(
  'address',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    company: text('company'),
    address: text('address').notNull(),
    addressPart2: text('address_part2'),
    postalCode: text('postal_code').notNull(),
    city: text('city').notNull(),
    countryId: integer('country_id')
      .notNull()
      .references(() => country.id),
    /** In E.164 form, for the carrier. */
    phone: text('phone'),
    isDefaultDelivery: boolean('is_default_delivery').notNull().default(false),
    isDefaultBilling: boolean('is_default_billing').notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    index('address_user_idx').on(t.userId),
    uniqueIndex('address_user_default_delivery_uq').on(t.userId).where(sql`${t.isDefaultDelivery}`),
    uniqueIndex('address_user_default_billing_uq').on(t.userId).where(sql`${t.isDefaultBilling}`),
  ],
);

/** A single-use token mailed to a customer; only its hash is kept. */
const mailedToken = () => ({
  id: id(),
  userId: integer('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: createdAt(),
  expiresAt: instant('expires_at').notNull(),
  usedAt: instant('used_at'),
});

export const passwordReset = pgTable('password_reset', mailedToken(), (t) => [
  index('password_reset_user_idx').on(t.userId),
]);

/** Confirms the e-mail address given at registration. */
export const emailConfirmation = pgTable('email_confirmation', mailedToken(), (t) => [
  index('email_confirmation_user_idx').on(t.userId),
]);

/**
 * A change of e-mail address waiting for the customer to follow the link mailed to the new address:
 * the account keeps its old address until then, so that nobody can take an address they do not own.
 */
export const emailChange = pgTable(
  'email_change',
  {
    ...mailedToken(),
    /** Lower-case, as user.email. */
    newEmail: text('new_email').notNull(),
  },
  (t) => [index('email_change_user_idx').on(t.userId)],
);

export const newsletterList = pgTable('newsletter_list', {
  id: id(),
  isActive: boolean('is_active').notNull().default(true),
  position: position(),
  createdAt: createdAt(),
});

export const newsletterListTranslation = pgTable(
  'newsletter_list_translation',
  {
    listId: integer('list_id')
      .notNull()
      .references(() => newsletterList.id, { onDelete: 'cascade' }),
    lang: langCode(),
    name: text('name').notNull(),
    description: text('description'),
  },
  (t) => [primaryKey({ columns: [t.listId, t.lang] })],
);

/**
 * A subscription by e-mail (double opt-in: confirmedAt is set when the mailed link is followed);
 * it outlives the account, whose id is then cleared.
 */
export const newsletterSubscription = pgTable(
  'newsletter_subscription',
  {
    id: id(),
    listId: integer('list_id')
      .notNull()
      .references(() => newsletterList.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => user.id, { onDelete: 'set null' }),
    /** Always stored lower-case. */
    email: text('email').notNull(),
    lang: langCode().default(DEFAULT_LANGUAGE),
    createdAt: createdAt(),
    confirmedAt: instant('confirmed_at'),
    confirmationTokenHash: text('confirmation_token_hash').unique(),
    unsubscribedAt: instant('unsubscribed_at'),
  },
  (t) => [
    uniqueIndex('newsletter_subscription_list_email_uq').on(t.listId, t.email),
    index('newsletter_subscription_user_idx').on(t.userId),
    check('newsletter_subscription_email_lower_check', sql`${t.email} = lower(${t.email})`),
  ],
);

export const userRelations = relations(user, ({ many }) => ({
  sessions: many(session),
  addresses: many(address),
  newsletterSubscriptions: many(newsletterSubscription),
}));

export const sessionRelations = relations(session, ({ one }) => ({
  user: one(user, { fields: [session.userId], references: [user.id] }),
}));

export const addressRelations = relations(address, ({ one }) => ({
  user: one(user, { fields: [address.userId], references: [user.id] }),
  country: one(country, { fields: [address.countryId], references: [country.id] }),
}));

export const passwordResetRelations = relations(passwordReset, ({ one }) => ({
  user: one(user, { fields: [passwordReset.userId], references: [user.id] }),
}));

export const emailConfirmationRelations = relations(emailConfirmation, ({ one }) => ({
  user: one(user, { fields: [emailConfirmation.userId], references: [user.id] }),
}));

export const emailChangeRelations = relations(emailChange, ({ one }) => ({
  user: one(user, { fields: [emailChange.userId], references: [user.id] }),
}));

export const newsletterListRelations = relations(newsletterList, ({ many }) => ({
  translations: many(newsletterListTranslation),
  subscriptions: many(newsletterSubscription),
}));

export const newsletterListTranslationRelations = relations(newsletterListTranslation, ({ one }) => ({
  list: one(newsletterList, { fields: [newsletterListTranslation.listId], references: [newsletterList.id] }),
}));

export const newsletterSubscriptionRelations = relations(newsletterSubscription, ({ one }) => ({
  list: one(newsletterList, { fields: [newsletterSubscription.listId], references: [newsletterList.id] }),
  user: one(user, { fields: [newsletterSubscription.userId], references: [user.id] }),
}));
